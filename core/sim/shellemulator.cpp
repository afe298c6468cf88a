// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/shellemulator.h"

#include "sim/simcluster.h"
#include "sim/toolemulator.h"

namespace railyard::sim {

namespace {

int g_depth = 0; // nested `sh` runs: a script that runs itself must end

} // namespace

ShellEmulator::ShellEmulator(SimCluster &cluster, const QString &node, bool root, const QByteArray &script,
                             const QStringList &positional)
    : m_cluster(cluster), m_node(node), m_root(root), m_positional(positional)
{
    QList<Token> tokens;
    if (lex(QString::fromUtf8(script), &tokens, &m_parseError)) {
        qsizetype at = 0;
        m_script = parseList(tokens, at, {}, &m_parseError);
        if (m_parseError.isEmpty() && at < tokens.size())
            m_parseError = QStringLiteral("Syntax error: \"%1\" unexpected").arg(tokens.at(at).raw);
    }
}

QString ShellEmulator::expand(const QString &name) const
{
    if (name == QLatin1String("?"))
        return QString::number(m_status);
    if (name == QLatin1String("$"))
        return QStringLiteral("4242");
    bool isNumber = false;
    const int k = name.toInt(&isNumber);
    if (isNumber)
        return k >= 1 && k <= m_positional.size() ? m_positional.at(k - 1) : QString();
    return m_vars.value(name);
}

bool ShellEmulator::lex(const QString &text, QList<Token> *out, QString *error) const
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    auto separator = [out] {
        if (!out->isEmpty() && out->last().kind != Token::Separator)
            out->append(Token{Token::Separator, {}, {}});
    };
    while (i < n) {
        const QChar c = text[i];
        if (c == QLatin1Char(' ') || c == QLatin1Char('\t')) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('\n') || c == QLatin1Char(';')) {
            separator();
            ++i;
            continue;
        }
        if (c == QLatin1Char('#')) {
            while (i < n && text[i] != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (text.mid(i, 2) == QLatin1String("&&") || text.mid(i, 2) == QLatin1String("||")) {
            out->append(Token{c == QLatin1Char('&') ? Token::And : Token::Or, {}, {}});
            i += 2;
            continue;
        }
        if (c == QLatin1Char('|') || c == QLatin1Char('&') || c == QLatin1Char('`') ||
            c == QLatin1Char('(') || c == QLatin1Char(')')) {
            *error = QStringLiteral("'%1' is not emulated").arg(c);
            return false;
        }
        QString op;
        for (const char *candidate : {"2>&1", "2>>", "2>", ">>", ">", "<"}) {
            if (text.mid(i, qsizetype(qstrlen(candidate))) == QLatin1String(candidate)) {
                op = QLatin1String(candidate);
                break;
            }
        }
        if (!op.isEmpty()) {
            i += op.size();
            out->append(Token{Token::Redirect, {}, op});
            if (op == QLatin1String("2>&1"))
                continue;
            while (i < n && text[i] == QLatin1Char(' '))
                ++i;
        }
        const qsizetype start = i;
        while (i < n) {
            const QChar d = text[i];
            if (QStringLiteral(" \t\n;&|<>").contains(d))
                break;
            if (d == QLatin1Char('\'') || d == QLatin1Char('"')) {
                qsizetype close = i + 1;
                while (close < n && text[close] != d) {
                    if (d == QLatin1Char('"') && text[close] == QLatin1Char('\\'))
                        ++close;
                    ++close;
                }
                if (close >= n) {
                    *error = QStringLiteral("Syntax error: Unterminated quoted string");
                    return false;
                }
                i = close + 1;
            } else if (d == QLatin1Char('\\') && i + 1 < n) {
                i += 2;
            } else {
                ++i;
            }
        }
        if (!op.isEmpty())
            out->last().raw = text.mid(start, i - start);
        else if (i > start)
            out->append(Token{Token::Word, text.mid(start, i - start), {}});
    }
    return true;
}

QString ShellEmulator::expandWord(const QString &raw, bool *quoted) const
{
    QString word;
    *quoted = false;
    const qsizetype n = raw.size();
    qsizetype i = 0;
    auto variable = [&](qsizetype &j) -> QString {
        ++j; // past '$'
        if (j < n && raw[j] == QLatin1Char('{')) {
            const qsizetype close = raw.indexOf(QLatin1Char('}'), j);
            const QString name = raw.mid(j + 1, (close < 0 ? n : close) - j - 1);
            j = close < 0 ? n : close + 1;
            return expand(name);
        }
        if (j < n && (raw[j] == QLatin1Char('?') || raw[j] == QLatin1Char('$') || raw[j].isDigit()))
            return expand(QString(raw[j++]));
        const qsizetype start = j;
        while (j < n && (raw[j].isLetterOrNumber() || raw[j] == QLatin1Char('_')))
            ++j;
        return j == start ? QStringLiteral("$") : expand(raw.mid(start, j - start));
    };
    while (i < n) {
        const QChar d = raw[i];
        if (d == QLatin1Char('\'')) {
            const qsizetype close = raw.indexOf(QLatin1Char('\''), i + 1);
            word += raw.mid(i + 1, close - i - 1);
            *quoted = true;
            i = close + 1;
        } else if (d == QLatin1Char('"')) {
            *quoted = true;
            ++i;
            while (i < n && raw[i] != QLatin1Char('"')) {
                if (raw[i] == QLatin1Char('\\') && i + 1 < n &&
                    QStringLiteral("\"\\$`").contains(raw[i + 1])) {
                    word += raw[i + 1];
                    i += 2;
                } else if (raw[i] == QLatin1Char('$')) {
                    word += variable(i);
                } else {
                    word += raw[i++];
                }
            }
            ++i;
        } else if (d == QLatin1Char('\\') && i + 1 < n) {
            word += raw[i + 1];
            *quoted = true;
            i += 2;
        } else if (d == QLatin1Char('$')) {
            word += variable(i);
        } else {
            word += d;
            ++i;
        }
    }
    return word;
}

QList<ShellEmulator::Node> ShellEmulator::parseList(const QList<Token> &tokens, qsizetype &at,
                                                    const QStringList &until, QString *error) const
{
    QList<Node> out;
    auto keywordAt = [&](qsizetype k) {
        return k < tokens.size() && tokens.at(k).kind == Token::Word ? tokens.at(k).raw : QString();
    };
    while (at < tokens.size() && error->isEmpty()) {
        if (tokens.at(at).kind == Token::Separator) {
            ++at;
            continue;
        }
        const QString word = keywordAt(at);
        if (until.contains(word))
            return out;
        if (word == QLatin1String("then") || word == QLatin1String("elif") || word == QLatin1String("else") ||
            word == QLatin1String("fi")) {
            *error = QStringLiteral("Syntax error: \"%1\" unexpected").arg(word);
            return out;
        }
        Node node;
        if (word == QLatin1String("if")) {
            node.isIf = true;
            ++at;
            while (error->isEmpty()) {
                QList<Node> cond = parseList(tokens, at, {QStringLiteral("then")}, error);
                if (keywordAt(at) != QLatin1String("then")) {
                    *error = QStringLiteral("Syntax error: expecting \"then\"");
                    return out;
                }
                ++at;
                QList<Node> body =
                    parseList(tokens, at,
                              {QStringLiteral("elif"), QStringLiteral("else"), QStringLiteral("fi")}, error);
                node.branches.append({cond, body});
                const QString next = keywordAt(at);
                ++at;
                if (next == QLatin1String("elif"))
                    continue;
                if (next == QLatin1String("else")) {
                    node.hasElse = true;
                    node.elseBody = parseList(tokens, at, {QStringLiteral("fi")}, error);
                    if (keywordAt(at) != QLatin1String("fi"))
                        *error = QStringLiteral("Syntax error: end of file unexpected (expecting \"fi\")");
                    ++at;
                } else if (next != QLatin1String("fi")) {
                    *error = QStringLiteral("Syntax error: end of file unexpected (expecting \"fi\")");
                }
                break;
            }
            out << node;
            continue;
        }
        QList<Token> current;
        while (at < tokens.size()) {
            const Token &t = tokens.at(at);
            if (t.kind == Token::Separator)
                break;
            if (t.kind == Token::And || t.kind == Token::Or) {
                node.commands << current;
                node.ops << t.kind;
                current.clear();
                ++at;
                continue;
            }
            current << t;
            ++at;
        }
        node.commands << current;
        out << node;
    }
    return out;
}

int ShellEmulator::runNodes(const QList<Node> &nodes)
{
    for (const Node &n : nodes) {
        if (m_finished)
            break;
        m_status = runNode(n);
    }
    return m_status;
}

int ShellEmulator::runNode(const Node &node)
{
    if (node.isIf) {
        for (const auto &[cond, body] : node.branches) {
            if (runNodes(cond) == 0 && !m_finished)
                return runNodes(body);
            if (m_finished)
                return m_status;
        }
        m_status = 0;
        return node.hasElse ? runNodes(node.elseBody) : 0;
    }
    int status = m_status;
    for (qsizetype k = 0; k < node.commands.size() && !m_finished; ++k) {
        const bool runIt = k == 0 || (node.ops.at(k - 1) == Token::And && status == 0) ||
                           (node.ops.at(k - 1) == Token::Or && status != 0);
        if (runIt && !node.commands.at(k).isEmpty())
            status = m_status = runCommand(node.commands.at(k));
    }
    return status;
}

int ShellEmulator::runCommand(const QList<Token> &tokens)
{
    QStringList words;
    QList<Token> redirects;
    for (Token t : tokens) {
        bool quoted = false;
        const QString value = expandWord(t.raw, &quoted);
        if (t.kind == Token::Redirect) {
            t.raw = value;
            redirects << t;
        } else if (t.kind == Token::Word && (quoted || !value.isEmpty())) {
            // An unquoted expansion to nothing is no word at all, as in sh.
            words << value;
        }
    }
    bool discardOut = m_discardOut, discardErr = m_discardErr, errToOut = false;
    QString outFile, errFile, inFile;
    bool outAppend = false, errAppend = false;
    for (const Token &r : redirects) {
        if (r.op == QLatin1String(">") || r.op == QLatin1String(">>")) {
            outFile = r.raw;
            outAppend = r.op == QLatin1String(">>");
        } else if (r.op == QLatin1String("2>") || r.op == QLatin1String("2>>")) {
            errFile = r.raw;
            errAppend = r.op == QLatin1String("2>>");
        } else if (r.op == QLatin1String("<")) {
            inFile = r.raw;
        } else if (r.op == QLatin1String("2>&1")) {
            errToOut = true;
        }
    }
    SimFileSystem &fs = m_cluster.node(m_node)->fileSystem();
    const int uid = m_root ? 0 : SimFileSystem::UserUid;

    // Assignments before (or instead of) a command.
    while (!words.isEmpty() && words.first().contains(QLatin1Char('=')) &&
           !words.first().startsWith(QLatin1Char('=')) &&
           std::all_of(words.first().cbegin(),
                       words.first().cbegin() + words.first().indexOf(QLatin1Char('=')),
                       [](QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('_'); })) {
        const QString a = words.takeFirst();
        m_vars.insert(a.section(QLatin1Char('='), 0, 0), a.section(QLatin1Char('='), 1));
    }
    if (words.isEmpty())
        return 0;

    const QString program = words.takeFirst();
    if (program == QLatin1String("exec") && words.isEmpty()) {
        // `exec >/dev/null 2>&1`: the redirections hold for the rest of the script.
        m_discardOut = outFile == QLatin1String("/dev/null");
        m_discardErr = errFile == QLatin1String("/dev/null") || (errToOut && m_discardOut);
        return 0;
    }
    bool execThen = false;
    QString prog = program;
    if (prog == QLatin1String("exec")) {
        execThen = true;
        prog = words.takeFirst();
    }
    QByteArray stdinData;
    if (!inFile.isEmpty() && inFile != QLatin1String("/dev/null")) {
        if (const QString err = fs.read(inFile, uid, &stdinData); !err.isEmpty()) {
            m_output.err += QStringLiteral("sh: cannot open %1: %2\n").arg(inFile, err).toUtf8();
            return 2;
        }
    }
    ToolOutput o;
    if (prog == QLatin1String("exit")) {
        m_finished = true;
        return words.isEmpty() ? m_status : words.first().toInt();
    } else if (prog == QLatin1String("echo")) {
        o.out = words.join(QLatin1Char(' ')).toUtf8() + '\n';
    } else if (prog == QLatin1String("true") || prog == QLatin1String(":")) {
    } else if (prog == QLatin1String("false")) {
        o.exitCode = 1;
    } else if (prog == QLatin1String("sleep")) {
        m_sleep = words.isEmpty() ? 0 : words.first().toDouble();
        m_paused = m_pauseAtSleep;
    } else {
        ToolEmulator tools(m_cluster);
        o = tools.run(m_node, prog, words, {}, m_root, stdinData);
    }
    if (errToOut) {
        o.out += o.err;
        o.err.clear();
    }
    auto deliver = [&](const QByteArray &data, const QString &file, bool append, bool discard,
                       QByteArray &into) -> bool {
        if (!file.isEmpty()) {
            if (file == QLatin1String("/dev/null"))
                return true;
            QByteArray existing;
            if (append)
                fs.read(file, uid, &existing);
            if (const QString err = fs.writeFile(file, existing + data, 0644, uid); !err.isEmpty()) {
                m_output.err += QStringLiteral("sh: cannot create %1: %2\n").arg(file, err).toUtf8();
                return false;
            }
            return true;
        }
        if (!discard)
            into += data;
        return true;
    };
    if (!deliver(o.out, outFile, outAppend, discardOut, m_output.out))
        return 2;
    if (!deliver(o.err, errFile, errAppend, discardErr, m_output.err))
        return 2;
    if (execThen)
        m_finished = true;
    return o.exitCode;
}

void ShellEmulator::run(bool pauseAtSleep)
{
    m_pauseAtSleep = pauseAtSleep;
    m_paused = false;
    m_sleep = 0;
    if (!m_parseError.isEmpty()) {
        m_output.err += QStringLiteral("sh: %1\n").arg(m_parseError).toUtf8();
        m_status = 2;
        m_finished = true;
    }
    // A sleep pauses between top-level commands only: where the guard has it.
    while (!m_finished && !m_paused && m_pc < m_script.size())
        m_status = runNode(m_script.at(m_pc++));
    if (m_pc >= m_script.size())
        m_finished = true;
    if (m_finished)
        m_output.exitCode = m_status;
}

ToolOutput ShellEmulator::runFile(SimCluster &cluster, const QString &node, const QStringList &args,
                                  bool root)
{
    if (args.isEmpty() || args.first().startsWith(QLatin1Char('-')))
        return ToolOutput::failure(QByteArrayLiteral("sh: the simulator runs script files only\n"), 2);
    SimNode *n = cluster.node(node);
    QByteArray script;
    if (const QString err = n->fileSystem().read(args.first(), root ? 0 : SimFileSystem::UserUid, &script);
        !err.isEmpty())
        return ToolOutput::failure(
            QStringLiteral("sh: 0: cannot open %1: %2\n").arg(args.first(), err).toUtf8(), 2);
    if (g_depth > 8)
        return ToolOutput::failure(QByteArrayLiteral("sh: too many nested scripts\n"), 2);
    ++g_depth;
    ShellEmulator shell(cluster, node, root, script, args.mid(1));
    shell.run(false);
    --g_depth;
    return shell.output();
}

} // namespace railyard::sim
