// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportrenderer.h"

#include "report/reportitem.h"

#include <QCoreApplication>
#include <QStringList>

namespace railyard::report {

namespace {

QString trimmedOutput(const QByteArray &data, bool truncated, int maxLines)
{
    QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    QString suffix;
    if (lines.size() > maxLines) {
        suffix = QCoreApplication::translate("railyard::report::ReportRenderer", "[… %1 more lines]")
                     .arg(lines.size() - maxLines);
        lines = lines.mid(0, maxLines);
    }
    if (truncated)
        suffix += QCoreApplication::translate("railyard::report::ReportRenderer", "[output truncated at capture]");
    if (!suffix.isEmpty())
        lines << suffix;
    return lines.join(QLatin1Char('\n'));
}

void text(const ReportItem &item, int depth, const ReportRenderer::Options &opt, QString &out)
{
    const QString indent(depth * 2, QLatin1Char(' '));
    out += indent + QLatin1Char('[') + itemStatusName(item.status()) + QStringLiteral("] ") + item.title();
    if (const auto &cmd = item.command()) {
        out += QStringLiteral("  (exit %1, %2 ms)").arg(cmd->exitCode).arg(cmd->durationMs);
    }
    out += QLatin1Char('\n');
    if (!item.message().isEmpty())
        out += indent + QStringLiteral("  ") + item.message() + QLatin1Char('\n');
    if (const auto &cmd = item.command(); cmd && opt.includeOutput) {
        for (const auto &[data, truncated] : {std::pair{cmd->stdoutData, cmd->stdoutTruncated},
                                              std::pair{cmd->stderrData, cmd->stderrTruncated}}) {
            if (data.isEmpty() && !truncated)
                continue;
            for (const QString &line : trimmedOutput(data, truncated, opt.maxOutputLines).split(QLatin1Char('\n')))
                out += indent + QStringLiteral("  | ") + line + QLatin1Char('\n');
        }
    }
    for (const auto &child : item.children())
        text(*child, depth + 1, opt, out);
}

void html(const ReportItem &item, int depth, const ReportRenderer::Options &opt, QString &out)
{
    const QString tag = depth == 0 ? QStringLiteral("h2") : depth == 1 ? QStringLiteral("h3") : QStringLiteral("p");
    out += QStringLiteral("<%1 class=\"%2\"><b>[%3]</b> %4").arg(tag, itemKindName(item.kind()),
                                                                 itemStatusName(item.status()),
                                                                 item.title().toHtmlEscaped());
    if (const auto &cmd = item.command())
        out += QStringLiteral(" <small>(exit %1, %2 ms)</small>").arg(cmd->exitCode).arg(cmd->durationMs);
    out += QStringLiteral("</%1>\n").arg(tag);
    if (!item.message().isEmpty())
        out += QStringLiteral("<p>") + item.message().toHtmlEscaped() + QStringLiteral("</p>\n");
    if (const auto &cmd = item.command(); cmd && opt.includeOutput) {
        const QString o = trimmedOutput(cmd->stdoutData, cmd->stdoutTruncated, opt.maxOutputLines);
        const QString e = trimmedOutput(cmd->stderrData, cmd->stderrTruncated, opt.maxOutputLines);
        if (!o.isEmpty())
            out += QStringLiteral("<pre>") + o.toHtmlEscaped() + QStringLiteral("</pre>\n");
        if (!e.isEmpty())
            out += QStringLiteral("<pre class=\"stderr\">") + e.toHtmlEscaped() + QStringLiteral("</pre>\n");
    }
    if (item.children().empty())
        return;
    out += QStringLiteral("<div style=\"margin-left:1em\">\n");
    for (const auto &child : item.children())
        html(*child, depth + 1, opt, out);
    out += QStringLiteral("</div>\n");
}

} // namespace

QString ReportRenderer::toText(const ReportItem &root, const Options &options)
{
    QString out;
    text(root, 0, options, out);
    return out;
}

QString ReportRenderer::toHtml(const ReportItem &root, const Options &options)
{
    QString out;
    html(root, 0, options, out);
    return out;
}

} // namespace railyard::report
