// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/commandrecord.h"

#include <QJsonArray>

namespace railyard::report {

QString CommandRecord::commandLine() const
{
    QStringList parts{program};
    if (asRoot)
        parts.prepend(QStringLiteral("sudo"));
    for (const QString &arg : arguments) {
        const bool plain = !arg.isEmpty() && std::all_of(arg.begin(), arg.end(), [](QChar c) {
            return c.isLetterOrNumber() || QStringLiteral("-_./:=,@+%").contains(c);
        });
        parts << (plain ? arg : QLatin1Char('\'') + QString(arg).replace(QLatin1Char('\''), QLatin1String("'\\''")) + QLatin1Char('\''));
    }
    return parts.join(QLatin1Char(' '));
}

QJsonObject CommandRecord::toJson() const
{
    QJsonObject o;
    o[QLatin1String("node")] = node;
    o[QLatin1String("program")] = program;
    o[QLatin1String("arguments")] = QJsonArray::fromStringList(arguments);
    o[QLatin1String("had_stdin")] = hadStdin;
    o[QLatin1String("as_root")] = asRoot;
    o[QLatin1String("exit_code")] = exitCode;
    o[QLatin1String("duration_ms")] = durationMs;
    o[QLatin1String("started")] = started.toString(Qt::ISODateWithMs);
    o[QLatin1String("stdout")] = QString::fromUtf8(stdoutData);
    o[QLatin1String("stderr")] = QString::fromUtf8(stderrData);
    o[QLatin1String("stdout_truncated")] = stdoutTruncated;
    o[QLatin1String("stderr_truncated")] = stderrTruncated;
    if (!error.isEmpty())
        o[QLatin1String("error")] = error;
    return o;
}

CommandRecord CommandRecord::fromJson(const QJsonObject &o)
{
    CommandRecord r;
    r.node = o.value(QLatin1String("node")).toString();
    r.program = o.value(QLatin1String("program")).toString();
    for (const auto &a : o.value(QLatin1String("arguments")).toArray())
        r.arguments << a.toString();
    r.hadStdin = o.value(QLatin1String("had_stdin")).toBool();
    r.asRoot = o.value(QLatin1String("as_root")).toBool();
    r.exitCode = o.value(QLatin1String("exit_code")).toInt(-1);
    r.durationMs = qint64(o.value(QLatin1String("duration_ms")).toDouble());
    r.started = QDateTime::fromString(o.value(QLatin1String("started")).toString(), Qt::ISODateWithMs);
    r.stdoutData = o.value(QLatin1String("stdout")).toString().toUtf8();
    r.stderrData = o.value(QLatin1String("stderr")).toString().toUtf8();
    r.stdoutTruncated = o.value(QLatin1String("stdout_truncated")).toBool();
    r.stderrTruncated = o.value(QLatin1String("stderr_truncated")).toBool();
    r.error = o.value(QLatin1String("error")).toString();
    return r;
}

} // namespace railyard::report
