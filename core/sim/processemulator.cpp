// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/processemulator.h"

#include "sim/simcluster.h"

#include <QRegularExpression>

namespace railyard::sim {

namespace {

struct Match
{
    QString pattern;
    bool exact = false;
    bool fullCommand = false;
    bool listFull = false; // pgrep -a
    bool listName = false; // pgrep -l
    QList<int> sessions;   // -s SID,...: only these sessions
    bool error = false;
    QByteArray errorText;
};

Match parse(const QString &tool, const QStringList &args)
{
    Match m;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("-x") || a == QLatin1String("--exact")) {
            m.exact = true;
        } else if (a == QLatin1String("-f") || a == QLatin1String("--full")) {
            m.fullCommand = true;
        } else if (a == QLatin1String("-a") || a == QLatin1String("--list-full")) {
            m.listFull = true;
        } else if (a == QLatin1String("-l") || a == QLatin1String("--list-name")) {
            m.listName = true;
        } else if ((a == QLatin1String("-s") || a == QLatin1String("--session")) && i + 1 < args.size()) {
            for (const QString &sid : args[++i].split(QLatin1Char(','), Qt::SkipEmptyParts))
                m.sessions << sid.toInt(); // 0 (pkill's "my own session") matches no simulated job
        } else if (a == QLatin1String("-u") || a == QLatin1String("-U") || a == QLatin1String("--signal")) {
            ++i; // user or signal: every simulated job belongs to the session user and ends on any signal
        } else if (a.startsWith(QLatin1Char('-')) && a.size() > 1 && !a.startsWith(QLatin1String("--"))) {
            const QString flags = a.mid(1);
            // -TERM, -9, -KILL, or a cluster of -a/-f/-x flags.
            if (flags.at(0).isUpper() || flags.at(0).isDigit())
                continue;
            for (QChar c : flags) {
                if (c == QLatin1Char('x'))
                    m.exact = true;
                else if (c == QLatin1Char('f'))
                    m.fullCommand = true;
                else if (c == QLatin1Char('a'))
                    m.listFull = true;
                else if (c == QLatin1Char('l'))
                    m.listName = true;
            }
        } else if (m.pattern.isEmpty()) {
            m.pattern = a;
        }
    }
    if (m.pattern.isEmpty()) {
        m.error = true;
        m.errorText = (tool + QStringLiteral(
                                  ": no matching criteria specified\nTry `%1 --help' for more information.\n")
                                  .arg(tool))
                          .toUtf8();
    }
    return m;
}

QList<SimProcess> daemons(const SimCluster &cluster, const QString &node)
{
    // Always there; never matched by the patterns Railyard uses.
    QList<SimProcess> out;
    out << SimProcess{1, 1, node, QStringLiteral("systemd"), QStringLiteral("/sbin/init splash"), {}};
    out << SimProcess{812,
                      812,
                      node,
                      QStringLiteral("sshd"),
                      QStringLiteral("sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
                      {}};
    out << SimProcess{1290,
                      1290,
                      node,
                      QStringLiteral("nvidia-persiste"),
                      QStringLiteral("/usr/bin/nvidia-persistenced --user nvidia-persistenced"),
                      {}};
    if (cluster.scenario().lldpd)
        out << SimProcess{1355, 1355, node, QStringLiteral("lldpd"), QStringLiteral("lldpd: monitor."), {}};
    return out;
}

bool matches(const Match &m, const SimProcess &p)
{
    if (!m.sessions.isEmpty() && !m.sessions.contains(p.sid))
        return false;
    const QString subject = m.fullCommand ? p.cmdline : p.comm;
    if (m.exact)
        return subject == m.pattern;
    const QRegularExpression re(m.pattern);
    return re.isValid() ? re.match(subject).hasMatch() : subject.contains(m.pattern);
}

QByteArray longNameWarning(const QString &tool)
{
    return (tool + QStringLiteral(": pattern that searches for process name longer than 15 characters will "
                                  "result in zero matches\nTry `%1 -f' option to match against the complete "
                                  "command line.\n")
                       .arg(tool))
        .toUtf8();
}

} // namespace

ToolOutput ProcessEmulator::pkill(SimCluster &cluster, const QString &node, const QStringList &args)
{
    const Match m = parse(QStringLiteral("pkill"), args);
    if (m.error)
        return ToolOutput::failure(m.errorText, 2);
    ToolOutput o;
    if (!m.fullCommand && m.pattern.size() > 15)
        o.err = longNameWarning(QStringLiteral("pkill"));
    const int killed = cluster.killProcesses(node, [&m](const SimProcess &p) { return matches(m, p); });
    o.exitCode = killed > 0 ? 0 : 1;
    return o;
}

ToolOutput ProcessEmulator::pgrep(const SimCluster &cluster, const QString &node, const QStringList &args)
{
    const Match m = parse(QStringLiteral("pgrep"), args);
    if (m.error)
        return ToolOutput::failure(m.errorText, 2);
    ToolOutput o;
    if (!m.fullCommand && m.pattern.size() > 15)
        o.err = longNameWarning(QStringLiteral("pgrep"));
    const QList<SimProcess> all = daemons(cluster, node) + cluster.processes(node);
    for (const SimProcess &p : all) {
        if (!matches(m, p))
            continue;
        if (m.listFull)
            o.out += QStringLiteral("%1 %2\n").arg(p.pid).arg(p.cmdline).toUtf8();
        else if (m.listName)
            o.out += QStringLiteral("%1 %2\n").arg(p.pid).arg(p.comm).toUtf8();
        else
            o.out += QByteArray::number(p.pid) + '\n';
    }
    o.exitCode = o.out.isEmpty() ? 1 : 0;
    return o;
}

ToolOutput ProcessEmulator::ps(const SimCluster &cluster, const QString &node, const QStringList &args)
{
    QStringList fields = {QStringLiteral("pid"), QStringLiteral("comm")};
    QStringList commands; // -C: only these names
    for (qsizetype i = 0; i < args.size(); ++i) {
        if ((args[i] == QLatin1String("-o") || args[i] == QLatin1String("-eo")) && i + 1 < args.size())
            fields = args[++i].split(QLatin1Char(','), Qt::SkipEmptyParts);
        else if (args[i] == QLatin1String("-C") && i + 1 < args.size())
            commands << args[++i].split(QLatin1Char(','), Qt::SkipEmptyParts);
    }
    bool header = false;
    QStringList names;
    for (const QString &f : fields) {
        QString name = f;
        if (name.endsWith(QLatin1Char('=')))
            name.chop(1);
        else
            header = true;
        static const QStringList known = {QStringLiteral("pid"),  QStringLiteral("sid"),
                                          QStringLiteral("comm"), QStringLiteral("args"),
                                          QStringLiteral("cmd"),  QStringLiteral("command")};
        if (!known.contains(name))
            return ToolOutput::failure(
                QStringLiteral("error: unknown user-defined format specifier \"%1\"\n").arg(name).toUtf8(),
                1);
        names << name;
    }
    auto row = [&](const QString &pid, const QString &sid, const QString &comm,
                   const QString &cmdline) -> QString {
        QStringList cols;
        for (qsizetype i = 0; i < names.size(); ++i) {
            const QString &n = names[i];
            const bool last = i == names.size() - 1;
            if (n == QLatin1String("pid"))
                cols << pid.rightJustified(7);
            else if (n == QLatin1String("sid"))
                cols << sid.rightJustified(7);
            else if (n == QLatin1String("comm"))
                cols << (last ? comm : comm.leftJustified(15));
            else
                cols << cmdline;
        }
        return cols.join(QLatin1Char(' ')) + QLatin1Char('\n');
    };
    QString s;
    if (header)
        s += row(QStringLiteral("PID"), QStringLiteral("SID"), QStringLiteral("COMMAND"),
                 QStringLiteral("COMMAND"));
    bool any = false;
    for (const SimProcess &p : daemons(cluster, node) + cluster.processes(node)) {
        if (!commands.isEmpty() && !commands.contains(p.comm))
            continue;
        any = true;
        s += row(QString::number(p.pid), QString::number(p.sid), p.comm, p.cmdline);
    }
    ToolOutput o;
    o.out = s.toUtf8();
    o.exitCode = any ? 0 : 1; // as procps: nothing selected
    return o;
}

} // namespace railyard::sim
