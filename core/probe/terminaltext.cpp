// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminaltext.h"

#include <QRegularExpression>
#include <QStringList>

namespace railyard::probe {

namespace {

// CSI (colours, cursor moves, erase), OSC (window titles, ended by BEL or
// ST) and the two-character escapes.
const QRegularExpression &escapeRe()
{
    static const QRegularExpression re(QStringLiteral(
        "\\x1b\\[[0-9;?<=>!]*[ -/]*[@-~]|\\x1b\\][^\\x07\\x1b]*(?:\\x07|\\x1b\\\\)|\\x1b[@-Z\\\\-_]"));
    return re;
}

// Open MPI's --tag-output / --timestamp-output, Ray's worker prefixes.
const QRegularExpression &launcherTagRe()
{
    static const QRegularExpression re(
        QStringLiteral("^(?:\\[\\d+,\\d+\\]<(?:stdout|stderr|stddiag)>:|\\((?:[A-Za-z_][\\w.]*\\s+)?pid=\\d+("
                       "?:,\\s*ip=[0-9A-Fa-f.:]+)?\\)\\s)"));
    return re;
}

// user@host:path$ cmd, user@host ~ % cmd, [user@host dir]$ cmd,
// (venv) user@host:~$ cmd, root@host:/# cmd, and a bare "$ cmd".
const QRegularExpression &promptRe()
{
    static const QRegularExpression re(QStringLiteral(
        "^(?:(?:\\([\\w.-]+\\)\\s*)?(?:\\[[\\w.-]+@[\\w.-]+(?:\\s[^\\]]*)?\\]|[\\w.-]+@[\\w.-]+(?"
        "::\\S*|\\s+\\S+)?)\\s?[$#%>]|\\$)(?:\\s(.*))?$"));
    return re;
}

const QRegularExpression &pagerRe()
{
    static const QRegularExpression re(
        QStringLiteral("^(?:\\[sudo\\] password for \\S+:|\\(END\\)|--More--(?:\\(\\d+%\\))?|lines "
                       "\\d+-\\d+(?:/\\d+)?(?: \\d+%)?(?: \\(END\\))?|~)$"));
    return re;
}

} // namespace

QString TerminalText::cleanLine(const QString &line)
{
    QString s = line;
    if (s.contains(QChar(0x1b)))
        s.remove(escapeRe());
    // A carriage return inside a line overwrote what came before it (a
    // progress counter); at the end it is half of a CRLF.
    while (s.endsWith(QLatin1Char('\r')))
        s.chop(1);
    if (const qsizetype cr = s.lastIndexOf(QLatin1Char('\r')); cr >= 0)
        s = s.mid(cr + 1);
    // Overstrike (man pages through a pager): "X\bX" is bold X, "_\bX" underlined X.
    for (qsizetype bs = s.indexOf(QChar(0x08)); bs >= 0; bs = s.indexOf(QChar(0x08))) {
        if (bs == 0)
            s.remove(0, 1);
        else
            s.remove(bs - 1, 2);
    }
    // Launchers nest ("(EngineCore_DP0 pid=2301) (RayWorkerWrapper pid=2981,
    // ip=...) "): every tag in front goes, not only the outer one.
    for (auto m = launcherTagRe().match(s); m.hasMatch() && m.capturedLength() > 0;
         m = launcherTagRe().match(s))
        s.remove(0, m.capturedLength());
    qsizetype end = s.size();
    while (end > 0 && (s.at(end - 1) == QLatin1Char(' ') || s.at(end - 1) == QLatin1Char('\t')))
        --end;
    s.truncate(end);
    return s;
}

bool TerminalText::isPromptLine(const QString &cleanedLine)
{
    return promptRe().match(cleanedLine).hasMatch() || pagerRe().match(cleanedLine).hasMatch();
}

QString TerminalText::normalized(const QString &cleanedLine)
{
    if (const auto m = promptRe().match(cleanedLine); m.hasMatch()) {
        const QString command = m.captured(1).trimmed();
        return command.isEmpty() ? QStringLiteral("$") : QStringLiteral("$ ") + command;
    }
    if (pagerRe().match(cleanedLine).hasMatch())
        return {};
    return cleanedLine;
}

QString TerminalText::withoutCommands(const QString &text)
{
    // Cleaned first: a prompt such as "[root@node75 ~]# ip -j addr" starts
    // with a bracket too, and must not be taken for the JSON it precedes.
    QStringList lines = clean(text).split(QLatin1Char('\n'));
    for (QString &l : lines) {
        if (l == QLatin1String("$") || l.startsWith(QLatin1String("$ ")))
            l.clear();
    }
    return lines.join(QLatin1Char('\n'));
}

QString TerminalText::clean(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    QStringList out;
    out.reserve(lines.size());
    for (const QString &raw : lines) {
        const QString line = cleanLine(raw);
        // One line for one line, so a parser's line numbers still point
        // into the text the user has.
        out << normalized(line);
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace railyard::probe
