// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/undorunner.h"

#include "apply/changeplanner.h"
#include "apply/commandsequence.h"
#include "remote/commandbuilder.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace railyard::apply {

using remote::CommandBuilder;

QJsonObject NodeUndoResult::toJson() const
{
    QJsonArray list;
    for (const JournalState &j : journals)
        list.append(QJsonObject{{QStringLiteral("id"), j.id}, {QStringLiteral("state"), j.state}});
    return {{QStringLiteral("node"), node},
            {QStringLiteral("journal"), journal},
            {QStringLiteral("ok"), ok},
            {QStringLiteral("message"), message},
            {QStringLiteral("journals"), list}};
}

UndoRunner::UndoRunner(remote::CommandRunner *runner, QObject *parent) : QObject(parent), m_runner(runner) {}

bool UndoRunner::success() const
{
    return std::all_of(m_results.cbegin(), m_results.cend(), [](const NodeUndoResult &r) { return r.ok; });
}

QString UndoRunner::toText() const
{
    QString out;
    for (const NodeUndoResult &r : m_results)
        out += QStringLiteral("%1: %2\n").arg(r.node, r.message);
    return out;
}

void UndoRunner::start(const QStringList &nodes, const ApplyOptions &options, report::ReportItem *report)
{
    m_options = options;
    m_results.clear();
    for (const QString &n : nodes)
        m_results.append(NodeUndoResult{n});
    report::ReportItem *item =
        report ? report->addChild(report::ItemKind::Step,
                                  QCoreApplication::translate("railyard::apply::UndoRunner", "Undo"))
               : nullptr;
    m_pending = int(nodes.size()) + 1;
    for (int i = 0; i < m_results.size(); ++i)
        undoNode(i, item ? item->addChild(report::ItemKind::Node, nodes.at(i)) : nullptr);
    nodeDone();
}

void UndoRunner::undoNode(int index, report::ReportItem *item)
{
    const QString node = m_results.at(index).node;
    const QString root = m_options.journalRoot + QLatin1Char('/') + node;
    const QList<Result<remote::RemoteCommand>> list{
        CommandBuilder(QStringLiteral("ls")).flag(QStringLiteral("-1A")).path(root).asRoot().build()};
    CommandSequence::run(
        m_runner, node, list, item, this,
        [this, index, node, root, item](const Error &e, const QList<remote::CommandResult> &r) {
            NodeUndoResult &res = m_results[index];
            if (!e.message.isEmpty()) {
                const bool none = !r.isEmpty() && r.first().status == remote::CommandStatus::Completed &&
                                  r.first().stderrData.contains("No such file");
                res.ok = none;
                res.message = !none ? e.message
                              : m_listOnly
                                  ? QCoreApplication::translate("railyard::apply::UndoRunner", "no journal")
                                  : QCoreApplication::translate("railyard::apply::UndoRunner",
                                                                "nothing to undo (no journal)");
                nodeDone();
                return;
            }
            QStringList ids =
                QString::fromUtf8(r.first().stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            std::sort(ids.begin(), ids.end(), std::greater<QString>());
            if (ids.isEmpty()) {
                res.ok = true;
                res.message = QCoreApplication::translate("railyard::apply::UndoRunner",
                                                          "nothing to undo (no journal)");
                nodeDone();
                return;
            }
            CommandBuilder listing(QStringLiteral("ls"));
            listing.flag(QStringLiteral("-1A"));
            for (const QString &id : ids)
                listing.path(root + QLatin1Char('/') + id);
            CommandSequence::run(
                m_runner, node, {listing.asRoot().build()}, item, this,
                [this, index, node, root, ids, item](const Error &e2,
                                                     const QList<remote::CommandResult> &r2) {
                    NodeUndoResult &res = m_results[index];
                    if (!e2.message.isEmpty()) {
                        res.message = e2.message;
                        nodeDone();
                        return;
                    }
                    // `ls A B` prints "A:" headers; with a single directory it prints none.
                    QMap<QString, QStringList> entries;
                    QString current = ids.size() == 1 ? root + QLatin1Char('/') + ids.first() : QString();
                    for (const QString &line :
                         QString::fromUtf8(r2.first().stdoutData).split(QLatin1Char('\n'))) {
                        if (line.endsWith(QLatin1Char(':')) && line.startsWith(QLatin1Char('/')))
                            current = line.chopped(1);
                        else if (!line.isEmpty())
                            entries[current] << line;
                    }
                    auto isOpen = [&entries, &root](const QString &id) {
                        const QStringList e = entries.value(root + QLatin1Char('/') + id);
                        return e.contains(QStringLiteral("restore.sh")) &&
                               !e.contains(QStringLiteral("undone"));
                    };
                    for (const QString &id : ids) {
                        const QStringList e = entries.value(root + QLatin1Char('/') + id);
                        if (!e.contains(QStringLiteral("restore.sh")))
                            continue;
                        const QString state =
                            e.contains(QStringLiteral("undone"))      ? QStringLiteral("restored")
                            : e.contains(QStringLiteral("confirmed")) ? QStringLiteral("confirmed")
                            : e.contains(QStringLiteral("decided"))   ? QStringLiteral("restore pending")
                                                                      : QStringLiteral("unconfirmed");
                        res.journals.append({id, state});
                    }
                    if (m_listOnly) {
                        res.ok = true;
                        QStringList lines;
                        for (const JournalState &js : res.journals)
                            lines << QStringLiteral("%1 %2").arg(js.id, js.state);
                        res.message =
                            lines.isEmpty()
                                ? QCoreApplication::translate("railyard::apply::UndoRunner", "no journal")
                                : lines.join(QStringLiteral("; "));
                        nodeDone();
                        return;
                    }
                    QString chosen;
                    if (!m_journal.isEmpty()) {
                        // Exactly the apply in question: never an older or a newer one.
                        if (!ids.contains(m_journal) || !entries.value(root + QLatin1Char('/') + m_journal)
                                                             .contains(QStringLiteral("restore.sh"))) {
                            res.ok = true;
                            res.message = QCoreApplication::translate(
                                              "railyard::apply::UndoRunner",
                                              "nothing to undo: apply %1 changed nothing on this node")
                                              .arg(m_journal);
                            nodeDone();
                            return;
                        }
                        if (!isOpen(m_journal)) {
                            res.ok = true;
                            res.message =
                                QCoreApplication::translate("railyard::apply::UndoRunner",
                                                            "nothing to undo: journal %1 is already "
                                                            "restored")
                                    .arg(m_journal);
                            nodeDone();
                            return;
                        }
                        for (const QString &id : ids) {
                            if (id > m_journal && isOpen(id)) {
                                res.ok = false;
                                res.message =
                                    QCoreApplication::translate(
                                        "railyard::apply::UndoRunner",
                                        "refusing to restore journal %1: the newer apply %2 is still "
                                        "in place; undo it first")
                                        .arg(m_journal, id);
                                nodeDone();
                                return;
                            }
                        }
                        chosen = m_journal;
                    }
                    for (const QString &id : ids) {
                        if (!chosen.isEmpty())
                            break;
                        if (isOpen(id)) {
                            chosen = id;
                            break;
                        }
                    }
                    if (chosen.isEmpty()) {
                        res.ok = true;
                        res.message = QCoreApplication::translate(
                            "railyard::apply::UndoRunner",
                            "nothing to undo (every journal is already restored)");
                        nodeDone();
                        return;
                    }
                    const QString j = root + QLatin1Char('/') + chosen;
                    res.journal = chosen;
                    // Journals with decide.sh claim and restore in one command (a guard
                    // finishes it if this one dies); older ones take the decision first
                    // so a still-running guard stands down.
                    QList<Result<remote::RemoteCommand>> commands;
                    if (entries.value(j).contains(QStringLiteral("decide.sh")))
                        commands << CommandBuilder(QStringLiteral("sh"))
                                        .path(j + QStringLiteral("/decide.sh"))
                                        .word(QStringLiteral("rollback"))
                                        .timeout(ChangePlanner::RollbackTimeoutMs)
                                        .asRoot()
                                        .build();
                    else
                        commands << CommandBuilder(QStringLiteral("mkdir"))
                                        .flag(QStringLiteral("-p"))
                                        .path(j + QStringLiteral("/decided"))
                                        .asRoot()
                                        .build()
                                 << CommandBuilder(QStringLiteral("sh"))
                                        .path(j + QStringLiteral("/restore.sh"))
                                        .timeout(ChangePlanner::RollbackTimeoutMs)
                                        .asRoot()
                                        .build();
                    CommandSequence::run(
                        m_runner, node, commands, item, this,
                        [this, index, chosen](const Error &e3, const QList<remote::CommandResult> &) {
                            NodeUndoResult &res = m_results[index];
                            res.ok = e3.message.isEmpty();
                            res.message = res.ok ? QCoreApplication::translate("railyard::apply::UndoRunner",
                                                                               "restored journal %1")
                                                       .arg(chosen)
                                                 : e3.message;
                            nodeDone();
                        });
                });
        });
}

void UndoRunner::nodeDone()
{
    if (--m_pending == 0)
        Q_EMIT finished();
}

} // namespace railyard::apply
