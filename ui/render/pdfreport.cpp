// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/pdfreport.h"

#include "model/cablingchecklist.h"
#include "render/barcharttextobject.h"
#include "render/diagramtextobject.h"
#include "report/redactor.h"
#include "report/reportitem.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <algorithm>
#include <functional>

namespace railyard::render {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString severityLabel(model::Severity s)
{
    switch (s) {
    case model::Severity::Error:
        return QCoreApplication::translate("railyard::render::PdfReport", "error");
    case model::Severity::Warning:
        return QCoreApplication::translate("railyard::render::PdfReport", "warning");
    case model::Severity::Info:
        return QCoreApplication::translate("railyard::render::PdfReport", "info");
    }
    return {};
}

QString table(const QStringList &headers, const QList<QStringList> &rows, const report::Redactor &r)
{
    QString out =
        QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><tr>");
    for (const QString &h : headers)
        out += QStringLiteral("<th align=\"left\">") + esc(h) + QStringLiteral("</th>");
    out += QStringLiteral("</tr>");
    for (const QStringList &row : rows) {
        out += QStringLiteral("<tr>");
        for (const QString &cell : row)
            out += QStringLiteral("<td>") + esc(r.scrub(cell)) + QStringLiteral("</td>");
        out += QStringLiteral("</tr>");
    }
    return out + QStringLiteral("</table>");
}

void commandLog(const report::ReportItem &item, int depth, const report::Redactor &r, int maxLines,
                QString &out)
{
    if (item.kind() != report::ItemKind::Command) {
        if (depth > 0)
            out += QStringLiteral("<p><b>%1</b> [%2]%3</p>")
                       .arg(esc(r.scrub(item.title())), report::itemStatusName(item.status()),
                            item.message().isEmpty() ? QString()
                                                     : QStringLiteral(" — ") + esc(r.scrub(item.message())));
    } else if (const auto &cmd = item.command()) {
        out += QStringLiteral("<p><tt>%1: %2</tt> — %3</p>")
                   .arg(esc(r.scrub(cmd->node)), esc(r.scrub(cmd->commandLine())),
                        QCoreApplication::translate("railyard::render::PdfReport", "exit %1, %2 ms%3")
                            .arg(cmd->exitCode)
                            .arg(cmd->durationMs)
                            .arg(cmd->error.isEmpty() ? QString()
                                                      : QStringLiteral(", ") + esc(r.scrub(cmd->error))));
        for (const QByteArray &stream : {cmd->stdoutData, cmd->stderrData}) {
            QStringList lines = QString::fromUtf8(stream).split(QLatin1Char('\n'));
            while (!lines.isEmpty() && lines.last().isEmpty())
                lines.removeLast();
            if (lines.isEmpty())
                continue;
            const qsizetype total = lines.size();
            if (total > maxLines)
                lines = lines.mid(0, maxLines);
            QString block = r.scrub(lines.join(QLatin1Char('\n')));
            if (total > maxLines)
                block += QLatin1Char('\n') +
                         QCoreApplication::translate("railyard::render::PdfReport", "[… %1 more lines]")
                             .arg(total - maxLines);
            out += QStringLiteral("<pre style=\"font-size:7pt\">") + esc(block) + QStringLiteral("</pre>");
        }
    }
    for (const auto &child : item.children())
        commandLog(*child, depth + 1, r, maxLines, out);
}

report::Redactor makeRedactor(const ReportContent &content, const PdfReport::Options &options)
{
    report::Redactor r;
    for (const QString &s : options.secrets)
        r.addSecret(s);
    r.setMaskAddresses(options.redactIdentities);
    if (options.redactIdentities) {
        for (const model::Node &n : content.cluster.nodes) {
            r.addIdentity(n.sshUser);
            r.addIdentity(n.managementAddress);
        }
    }
    return r;
}

} // namespace

QString PdfReport::verdict(const QList<diag::Finding> &findings)
{
    int errors = 0, warnings = 0;
    const diag::Finding *first = nullptr;
    for (const diag::Finding &f : findings) {
        if (f.severity == model::Severity::Error) {
            ++errors;
            if (!first)
                first = &f;
        } else if (f.severity == model::Severity::Warning) {
            ++warnings;
        }
    }
    if (errors == 0 && warnings == 0)
        return QCoreApplication::translate("railyard::render::PdfReport", "Verdict: no problems found.");
    if (errors == 0)
        return QCoreApplication::translate("railyard::render::PdfReport",
                                           "Verdict: working, with %n warning(s).", nullptr, warnings);
    return QCoreApplication::translate(
               "railyard::render::PdfReport",
               "Verdict: not working as it should — %1 error(s), %2 warning(s); first: %3")
        .arg(errors)
        .arg(warnings)
        .arg(first->object.toString() + QStringLiteral(": ") + first->explanation);
}

QString PdfReport::html(const ReportContent &content, const Options &options, const QList<int> &sectionPages)
{
    const report::Redactor r = makeRedactor(content, options);
    const model::Cluster &c = content.cluster;
    QString h = QStringLiteral("<html><body style=\"font-family:'DejaVu Sans'; font-size:9pt\">");
    h += QStringLiteral("<h1>%1</h1>")
             .arg(esc(content.title.isEmpty() ? QCoreApplication::translate("railyard::render::PdfReport",
                                                                            "Railyard cluster report")
                                              : content.title));
    h += QStringLiteral("<p><b>%1</b></p>").arg(esc(r.scrub(verdict(content.findings))));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(
                 QCoreApplication::translate("railyard::render::PdfReport", "Generated %1 by Railyard %2.")
                     .arg(content.generated.toString(Qt::ISODate), QStringLiteral(RAILYARD_VERSION))));

    const QStringList sections{
        QCoreApplication::translate("railyard::render::PdfReport", "Summary of findings"),
        QCoreApplication::translate("railyard::render::PdfReport", "Cluster and topology"),
        QCoreApplication::translate("railyard::render::PdfReport", "Node inventory"),
        QCoreApplication::translate("railyard::render::PdfReport", "Cabling"),
        QCoreApplication::translate("railyard::render::PdfReport", "Address plan and MTU"),
        QCoreApplication::translate("railyard::render::PdfReport", "Results"),
        QCoreApplication::translate("railyard::render::PdfReport", "Findings with evidence and fix"),
        QCoreApplication::translate("railyard::render::PdfReport", "Appendix: command log")};
    h += QStringLiteral("<h2>%1</h2><table width=\"70%\" cellspacing=\"0\" cellpadding=\"2\">")
             .arg(esc(QCoreApplication::translate("railyard::render::PdfReport", "Contents")));
    for (qsizetype i = 0; i < sections.size(); ++i) {
        // The placeholder is as wide as a real number, so the second pass
        // lays out exactly like the first one that measured the pages.
        const QString page =
            i < sectionPages.size() ? QString::number(sectionPages[i]) : QStringLiteral("00");
        h += QStringLiteral("<tr><td>%1. %2</td><td align=\"right\">%3</td></tr>")
                 .arg(i + 1)
                 .arg(esc(sections[i]), page);
    }
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h2>1. %1</h2>").arg(esc(sections[0]));
    if (content.findings.isEmpty()) {
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate("railyard::render::PdfReport", "No findings.")));
    } else {
        // Causes only: what follows from one is counted on its row and
        // listed in section 7 under "Follows from".
        QList<QStringList> rows;
        for (const diag::Finding &f : content.findings) {
            if (f.causedBy)
                continue;
            const auto follow =
                std::count_if(content.findings.begin(), content.findings.end(),
                              [&](const diag::Finding &x) { return x.causedBy && f.sameAs(*x.causedBy); });
            QString text = f.explanation;
            if (follow > 0)
                text += QLatin1Char(' ') +
                        QCoreApplication::translate("railyard::render::PdfReport",
                                                    "%n more finding(s) follow from this (section 7).",
                                                    nullptr, int(follow));
            rows << QStringList{severityLabel(f.severity), f.id, f.object.toString(), text};
        }
        h += table({QCoreApplication::translate("railyard::render::PdfReport", "Severity"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Finding"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Object"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Explanation")},
                   rows, r);
    }

    h += QStringLiteral("<h2>2. %1</h2>").arg(esc(sections[1]));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(QCoreApplication::translate("railyard::render::PdfReport", "Topology: %1, %n node(s).",
                                                  nullptr, int(c.nodes.size()))
                          .arg(model::topologyLabel(c.topology))));
    {
        QList<QStringList> rows;
        for (const model::Node &n : c.nodes)
            rows << QStringList{n.name, n.managementAddress,
                                n.sshUser.isEmpty() ? QStringLiteral("—") : n.sshUser};
        h += table({QCoreApplication::translate("railyard::render::PdfReport", "Node"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Management address"),
                    QCoreApplication::translate("railyard::render::PdfReport", "SSH user")},
                   rows, r);
    }

    h += QStringLiteral("<h2>3. %1</h2>").arg(esc(sections[2]));
    if (content.inventory.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate("railyard::render::PdfReport",
                                                      "No inventory was collected.")));
    for (const auto &[node, facts] : content.inventory) {
        h += QStringLiteral("<h3>%1</h3>").arg(esc(r.scrub(node)));
        QList<QStringList> rows;
        for (const auto &[key, value] : facts)
            rows << QStringList{key, value};
        h += table({QCoreApplication::translate("railyard::render::PdfReport", "Item"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Value")},
                   rows, r);
    }

    h += QStringLiteral("<h2>4. %1</h2>").arg(esc(sections[3]));
    h += QStringLiteral("<p>") + diagramMarker() + QStringLiteral("</p>");
    {
        QList<QStringList> rows;
        for (const DiagramCable &dc : content.cables) {
            const QString status =
                dc.status == CableStatus::Ok
                    ? QCoreApplication::translate("railyard::render::PdfReport", "ok")
                : dc.status == CableStatus::Problem
                    ? QCoreApplication::translate("railyard::render::PdfReport", "problem")
                : dc.status == CableStatus::Missing
                    ? QCoreApplication::translate("railyard::render::PdfReport", "missing")
                    : QCoreApplication::translate("railyard::render::PdfReport", "planned");
            // numbered as on the diagram and in the Cabling page's checklist
            const model::ChecklistEntry entry = model::CablingChecklist::entries({dc.cable}).value(0);
            rows << QStringList{QString::number(rows.size() + 1), entry.from, entry.to, status, dc.detail.trimmed()};
        }
        h += table({QCoreApplication::translate("railyard::render::PdfReport", "Cable"),
                    QCoreApplication::translate("railyard::render::PdfReport", "From"),
                    QCoreApplication::translate("railyard::render::PdfReport", "To"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Status"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Details")},
                   rows, r);
    }

    h += QStringLiteral("<h2>5. %1</h2>").arg(esc(sections[4]));
    if (content.plan) {
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate("railyard::render::PdfReport", "MTU %1: %2")
                              .arg(content.plan->mtu)
                              .arg(content.plan->mtuReason)));
        QList<QStringList> rows;
        for (const plan::PlannedNode &n : content.plan->nodes) {
            for (const plan::PlannedInterface &i : n.interfaces)
                rows << QStringList{n.name,
                                    QString::number(i.port),
                                    QString::number(i.rail),
                                    i.netdev,
                                    i.rdmaDevice,
                                    i.cidr(),
                                    i.peer};
        }
        h += table({QCoreApplication::translate("railyard::render::PdfReport", "Node"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Port"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Rail"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Netdev"),
                    QCoreApplication::translate("railyard::render::PdfReport", "RDMA device"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Address"),
                    QCoreApplication::translate("railyard::render::PdfReport", "Peer")},
                   rows, r);
    } else {
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate(
                     "railyard::render::PdfReport", "No address plan: the cluster description has errors.")));
    }

    h += QStringLiteral("<h2>6. %1</h2>").arg(esc(sections[5]));
    if (content.results.isEmpty() && content.charts.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate("railyard::render::PdfReport",
                                                      "No measurements were run.")));
    for (const ReportTable &t : content.results) {
        h += QStringLiteral("<h3>%1</h3>").arg(esc(t.title));
        h += table(t.headers, t.rows, r);
        if (!t.note.isEmpty())
            h += QStringLiteral("<p><i>%1</i></p>").arg(esc(t.note));
    }
    for (qsizetype i = 0; i < content.charts.size(); ++i)
        h += QStringLiteral("<p>") + chartMarker(int(i)) + QStringLiteral("</p>");

    h += QStringLiteral("<h2>7. %1</h2>").arg(esc(sections[6]));
    for (const diag::Finding &f : content.findings) {
        h += QStringLiteral("<h3>[%1] %2 — %3</h3>")
                 .arg(esc(severityLabel(f.severity)), esc(f.id), esc(r.scrub(f.object.toString())));
        h += QStringLiteral("<p>%1</p>").arg(esc(r.scrub(f.explanation)));
        if (f.causedBy)
            h += QStringLiteral("<p><b>%1</b> %2 — %3</p>")
                     .arg(esc(QCoreApplication::translate("railyard::render::PdfReport", "Follows from:")),
                          esc(f.causedBy->id), esc(r.scrub(f.causedBy->object.toString())));
        h += QStringLiteral("<p><b>%1</b> %2</p>")
                 .arg(esc(QCoreApplication::translate("railyard::render::PdfReport", "Fix:")),
                      esc(r.scrub(f.fix)));
        if (!f.evidence.isEmpty()) {
            QList<QStringList> rows;
            for (const diag::Evidence &e : f.evidence)
                rows << QStringList{e.source, e.key, e.value};
            h += table({QCoreApplication::translate("railyard::render::PdfReport", "Source"),
                        QCoreApplication::translate("railyard::render::PdfReport", "Field"),
                        QCoreApplication::translate("railyard::render::PdfReport", "Value")},
                       rows, r);
        }
    }
    if (content.findings.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate("railyard::render::PdfReport", "No findings.")));

    h += QStringLiteral("<h2>8. %1</h2>").arg(esc(sections[7]));
    const int commands = content.log ? commandCount(*content.log) : 0;
    if (content.log && !options.commandLogFile.isEmpty())
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate("railyard::render::PdfReport",
                                                      "The %n command(s) of this run, each with its output, "
                                                      "exit code and duration, are in %1 beside this report.",
                                                      nullptr, commands)
                              .arg(QFileInfo(options.commandLogFile).fileName())));
    else if (content.log)
        commandLog(*content.log, 0, r, options.maxOutputLines, h);
    else
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(
                     QCoreApplication::translate("railyard::render::PdfReport", "No commands were run.")));
    h += QStringLiteral("</body></html>");
    return h;
}

namespace {

// Room under the text of each page for the page number.
constexpr double FooterHeight = 22;

// Fills `doc` with the report and puts the vector objects where their markers are.
void build(QTextDocument &doc, const QString &html, const QSizeF &pageSize, int chartCount)
{
    // No ligatures: "fi" must stay two letters, or pdftotext and search in
    // a viewer would not find "fix" and "findings".
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleStrategy(QFont::PreferNoShaping);
    doc.setDefaultFont(font);
    // No page size while the document is edited: with one, setHtml() lays
    // out only the start at once and leaves the rest to a lazy layout, and
    // Qt's incremental relayout after inserting the objects into that
    // half-laid-out document leaves many later blocks with no lines at all:
    // they print nothing (Qt 6.4). Without a page size Qt lays nothing out;
    // setting it last lays the finished document out from scratch.
    doc.setPageSize(QSizeF(0, 0));
    doc.setHtml(html);
    QTextCursor marker = doc.find(PdfReport::diagramMarker());
    if (!marker.isNull()) {
        QTextCharFormat format;
        format.setObjectType(DiagramTextObject::Type);
        marker.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
    for (int i = 0; i < chartCount; ++i) {
        QTextCursor chart = doc.find(PdfReport::chartMarker(i));
        if (chart.isNull())
            continue;
        QTextCharFormat format;
        format.setObjectType(BarChartTextObject::Type);
        format.setProperty(BarChartTextObject::ChartIndexProperty, i);
        chart.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
    doc.setPageSize(pageSize);
}

// The page (1-based) of each numbered section heading: the level-2
// headings after the contents heading, in document order.
QList<int> sectionPages(QTextDocument &doc)
{
    QList<int> pages;
    const double pageHeight = doc.pageSize().height();
    bool contentsSeen = false;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() != 2)
            continue;
        if (!contentsSeen) {
            contentsSeen = true;
            continue;
        }
        const QRectF rect = doc.documentLayout()->blockBoundingRect(b);
        pages << int(rect.top() / pageHeight) + 1;
    }
    return pages;
}

} // namespace

namespace {

// Prints a laid-out document page by page with the footer; `fill` builds it
// for the page size of the writer.
Result<void> print(const QString &path, const QString &title, const PdfReport::Options &options,
                   const std::function<void(QTextDocument &, const QSizeF &)> &fill)
{
    if (!QFileInfo(path).absoluteDir().exists())
        return Error{
            QCoreApplication::translate("railyard::render::PdfReport", "the folder for %1 does not exist")
                .arg(path),
            path};
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(options.pageSize));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(300);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Railyard ") + QStringLiteral(RAILYARD_VERSION));

    QTextDocument doc;
    // Layout happens at 96 dpi; the painter scales it to the writer's resolution.
    const QRectF body = writer.pageLayout().paintRectPixels(96);
    const QSizeF pageSize(body.width(), body.height() - FooterHeight);
    fill(doc, pageSize);

    QPainter p;
    if (!p.begin(&writer))
        return Error{QCoreApplication::translate("railyard::render::PdfReport", "could not write the PDF"),
                     path};
    const double scale = double(writer.resolution()) / 96.0;
    const int pageCount = doc.pageCount();
    QFont footerFont(QStringLiteral("DejaVu Sans"));
    footerFont.setPixelSize(9); // 7 pt at the 96 dpi the page is laid out in
    for (int page = 0; page < pageCount; ++page) {
        if (page > 0)
            writer.newPage();
        p.save();
        p.scale(scale, scale);
        const QRectF clip(0, page * pageSize.height(), pageSize.width(), pageSize.height());
        p.save();
        p.translate(0, -clip.top());
        p.setClipRect(clip);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        context.palette.setColor(QPalette::Text, Qt::black);
        doc.documentLayout()->draw(&p, context);
        p.restore();
        p.setFont(footerFont);
        p.setPen(QColor(0x55, 0x55, 0x55));
        p.drawText(
            QRectF(0, pageSize.height() + 4, pageSize.width(), FooterHeight - 4),
            Qt::AlignRight | Qt::AlignBottom,
            QCoreApplication::translate("railyard::render::PdfReport", "Railyard report, page %1 of %2")
                .arg(page + 1)
                .arg(pageCount));
        p.restore();
    }
    p.end();
    QFile check(path);
    if (!check.exists() || check.size() == 0)
        return Error{QCoreApplication::translate("railyard::render::PdfReport", "could not write the PDF"),
                     path};
    return {};
}

} // namespace

QString PdfReport::appendixPath(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-commands.pdf"));
}

int PdfReport::commandCount(const report::ReportItem &item)
{
    int n = item.kind() == report::ItemKind::Command ? 1 : 0;
    for (const auto &child : item.children())
        n += commandCount(*child);
    return n;
}

Result<void> PdfReport::write(const ReportContent &content, const QString &path, const Options &options)
{
    const QString title = content.title.isEmpty() ? QCoreApplication::translate("railyard::render::PdfReport",
                                                                                "Railyard cluster report")
                                                  : content.title;
    Options o = options;
    const QString appendix = appendixPath(path);
    if (content.log && commandCount(*content.log) > options.inlineCommandLimit) {
        o.commandLogFile = appendix;
        const report::Redactor r = makeRedactor(content, options);
        const QString logTitle =
            QCoreApplication::translate("railyard::render::PdfReport", "%1: command log").arg(title);
        QString h = QStringLiteral("<html><body style=\"font-family:'DejaVu Sans'; font-size:9pt\">");
        h += QStringLiteral("<h1>%1</h1>").arg(esc(logTitle));
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(QCoreApplication::translate("railyard::render::PdfReport",
                                                      "The appendix of %1, generated %2 by Railyard %3.")
                              .arg(QFileInfo(path).fileName(), content.generated.toString(Qt::ISODate),
                                   QStringLiteral(RAILYARD_VERSION))));
        commandLog(*content.log, 0, r, options.maxOutputLines, h);
        h += QStringLiteral("</body></html>");
        const Result<void> log =
            print(appendix, logTitle, options,
                  [&h](QTextDocument &doc, const QSizeF &size) { build(doc, h, size, 0); });
        if (!log)
            return log;
    } else {
        // A log from an earlier, larger run must not pass for this one's.
        QFile::remove(appendix);
    }
    // Outlives the document, which draws the diagram through it.
    CablingPainter painter;
    painter.setNodes(content.cluster.nodeNames(), content.cluster.topology == model::Topology::Switch);
    painter.setCables(content.cables);
    return print(path, title, o, [&](QTextDocument &doc, const QSizeF &pageSize) {
        auto *diagram = new DiagramTextObject(painter, &doc);
        doc.documentLayout()->registerHandler(DiagramTextObject::Type, diagram);
        auto *charts = new BarChartTextObject(content.charts, &doc);
        doc.documentLayout()->registerHandler(BarChartTextObject::Type, charts);
        const int chartCount = int(content.charts.size());
        // Two passes: the first measures where the sections fall, the second
        // prints the contents with those page numbers.
        build(doc, html(content, o), pageSize, chartCount);
        const QList<int> pages = sectionPages(doc);
        build(doc, html(content, o, pages), pageSize, chartCount);
    });
}

} // namespace railyard::render
