// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

// `sh SCRIPT` for the scripts Railyard writes onto a node (the journal's
// restore.sh and guard.sh): simple commands joined by && || ; and newlines,
// if / elif / else / fi, variables, single and double quotes, > >> 2> <
// redirections, exit, exec, echo, sleep, :; every other command goes to the
// ToolEmulator. No pipes, loops or substitutions: a script that needs them
// fails loudly (exit 2).
class ShellEmulator
{
public:
    ShellEmulator(SimCluster &cluster, const QString &node, bool root, const QByteArray &script,
                  const QStringList &positional = {});

    // Runs on from where it stopped. With `pauseAtSleep` a `sleep N` returns
    // control (sleeping() tells for how long) so a detached script can be
    // resumed later; otherwise sleeps pass at once.
    void run(bool pauseAtSleep = false);
    bool finished() const { return m_finished; }
    double sleeping() const { return m_sleep; }
    ToolOutput output() const { return m_output; }

    // `sh PATH [ARGS]` on a node: reads the script from its file system.
    static ToolOutput runFile(SimCluster &cluster, const QString &node, const QStringList &args, bool root);

private:
    struct Token
    {
        enum Kind
        {
            Word,
            And,
            Or,
            Separator, // ; or a newline
            Redirect
        } kind = Word;
        QString raw; // the word (or the redirect target) as written: quotes and $ still in it
        QString op;  // ">", ">>", "2>", "2>>", "<", "2>&1"
    };
    // A parsed piece of script: an and-or list of simple commands, or an if.
    struct Node
    {
        QList<QList<Token>> commands; // and-or list
        QList<Token::Kind> ops;       // between commands: And / Or
        bool isIf = false;
        QList<QPair<QList<Node>, QList<Node>>> branches; // condition, body (if / elif)
        QList<Node> elseBody;
        bool hasElse = false;
    };

    bool lex(const QString &script, QList<Token> *out, QString *error) const;
    QList<Node> parseList(const QList<Token> &tokens, qsizetype &at, const QStringList &until,
                          QString *error) const;
    QString expandWord(const QString &raw, bool *quoted) const;
    QString expand(const QString &name) const;
    int runNodes(const QList<Node> &nodes);
    int runNode(const Node &node);
    int runCommand(const QList<Token> &tokens);

    SimCluster &m_cluster;
    QString m_node;
    bool m_root;
    QList<Node> m_script;
    QString m_parseError;
    QStringList m_positional;
    int m_pc = 0; // next top-level node
    QMap<QString, QString> m_vars;
    int m_status = 0;
    bool m_finished = false;
    bool m_discardOut = false;
    bool m_discardErr = false;
    double m_sleep = 0;
    bool m_pauseAtSleep = false;
    bool m_paused = false;
    ToolOutput m_output;
};

} // namespace railyard::sim
