// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/applyresult.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace railyard::apply {

QString NodeApplyResult::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Pending:
        return QStringLiteral("pending");
    case Outcome::Unchanged:
        return QStringLiteral("unchanged");
    case Outcome::DryRun:
        return QStringLiteral("dry-run");
    case Outcome::Applied:
        return QStringLiteral("applied");
    case Outcome::RolledBack:
        return QStringLiteral("rolled-back");
    case Outcome::GuardRestore:
        return QStringLiteral("guard-restores");
    case Outcome::Refused:
        return QStringLiteral("refused");
    }
    return {};
}

QJsonObject NodeApplyResult::toJson() const
{
    QJsonObject o{{QStringLiteral("node"), node},
                  {QStringLiteral("outcome"), outcomeName(outcome)},
                  {QStringLiteral("commands"), QJsonArray::fromStringList(commands)}};
    if (!journalDir.isEmpty())
        o.insert(QStringLiteral("journal"), journalDir);
    if (!message.isEmpty())
        o.insert(QStringLiteral("message"), message);
    if (!diff.isEmpty())
        o.insert(QStringLiteral("diff"), diff);
    if (!setAside.isEmpty() && setAsideHolds()) {
        QJsonArray files;
        for (const SetAsideFile &f : setAside)
            files.append(QJsonObject{{QStringLiteral("path"), f.path},
                                     {QStringLiteral("copy"), f.copy},
                                     {QStringLiteral("defines"), QJsonArray::fromStringList(f.defines)}});
        o.insert(QStringLiteral("set_aside"), files);
    }
    return o;
}

QStringList NodeApplyResult::setAsideLines() const
{
    // Another tool's file leaving /etc/netplan is news in a real run too,
    // not only in the dry run's diff: the user may look for it later.
    QStringList lines;
    if (!setAsideHolds())
        return lines;
    for (const SetAsideFile &f : setAside)
        lines << (outcome == Outcome::Applied
                      ? QCoreApplication::translate("railyard::apply::ApplyResult",
                                                    "Set aside %1: it configured %2; a copy is in %3 and "
                                                    "undo puts it back.")
                      : QCoreApplication::translate("railyard::apply::ApplyResult",
                                                    "Would set aside %1: it configures %2; a copy goes to %3 "
                                                    "and undo puts it back."))
                     .arg(f.path, f.defines.join(QStringLiteral(", ")), f.copy);
    return lines;
}

NodeApplyResult *ApplyResult::node(const QString &name)
{
    for (NodeApplyResult &n : nodes) {
        if (n.node == name)
            return &n;
    }
    return nullptr;
}

QJsonObject ApplyResult::toJson() const
{
    QJsonArray ns, fs;
    for (const NodeApplyResult &n : nodes)
        ns.append(n.toJson());
    for (const diag::Finding &f : findings)
        fs.append(f.toJson());
    QJsonObject o{{QStringLiteral("success"), success}, {QStringLiteral("dry_run"), dryRun},
                  {QStringLiteral("noop"), noop},       {QStringLiteral("journal"), journalId},
                  {QStringLiteral("nodes"), ns},        {QStringLiteral("findings"), fs}};
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

QString ApplyResult::toText() const
{
    QString out;
    for (const NodeApplyResult &n : nodes) {
        out += QStringLiteral("%1: %2").arg(n.node, NodeApplyResult::outcomeName(n.outcome));
        if (!n.message.isEmpty())
            out += QStringLiteral(" (%1)").arg(n.message);
        out += QLatin1Char('\n');
        for (const QString &line : n.setAsideLines())
            out += QStringLiteral("  ") + line + QLatin1Char('\n');
        if (dryRun) {
            out += n.diff;
            for (const QString &c : n.commands)
                out += QStringLiteral("  $ ") + c + QLatin1Char('\n');
        }
    }
    for (const diag::Finding &f : findings)
        out += QStringLiteral("[%1] %2: %3\n    %4\n").arg(f.id, f.object.toString(), f.explanation, f.fix);
    if (noop)
        out += QCoreApplication::translate("railyard::apply::ApplyResult",
                                           "Nothing to do: every node already has this plan.\n");
    else if (!error.isEmpty())
        out += QCoreApplication::translate("railyard::apply::ApplyResult", "Apply failed: %1\n").arg(error);
    else if (success && !dryRun)
        out += QCoreApplication::translate("railyard::apply::ApplyResult", "Applied (journal %1).\n")
                   .arg(journalId);
    return out;
}

} // namespace railyard::apply
