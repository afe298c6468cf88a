// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/changeplanner.h"

#include "plan/hostfilewriter.h"
#include "plan/ncclenvironment.h"
#include "plan/netplanwriter.h"
#include "plan/networkplan.h"
#include "remote/commandbuilder.h"
#include "remote/shellquote.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <algorithm>

namespace railyard::apply {

using remote::CommandBuilder;
using remote::ShellQuote;

namespace {

Result<remote::RemoteCommand> writeFile(const QString &path, const QString &mode, const QByteArray &content)
{
    return CommandBuilder(QStringLiteral("install"))
        .flag(QStringLiteral("-m"))
        .word(mode)
        .path(QStringLiteral("/dev/stdin"))
        .path(path)
        .stdinData(content)
        .asRoot()
        .build();
}

// Parents first: one process for the lot, each directory root-only.
Result<remote::RemoteCommand> makeDir(const QStringList &paths)
{
    CommandBuilder b(QStringLiteral("install"));
    b.flag(QStringLiteral("-d")).flag(QStringLiteral("-m")).word(QStringLiteral("0700"));
    for (const QString &p : paths)
        b.path(p);
    return b.asRoot().build();
}

Result<remote::RemoteCommand> makeDir(const QString &path)
{
    return makeDir(QStringList{path});
}

Result<remote::RemoteCommand> copyPreserving(const QString &from, const QString &to)
{
    return CommandBuilder(QStringLiteral("cp"))
        .flag(QStringLiteral("-a"))
        .path(from)
        .path(to)
        .asRoot()
        .build();
}

QList<Result<remote::RemoteCommand>> runtimeCommands(const plan::NetworkPlan &plan,
                                                     const plan::PlannedNode &node)
{
    QList<Result<remote::RemoteCommand>> out;
    for (const plan::PlannedInterface &i : node.interfaces) {
        out << CommandBuilder(QStringLiteral("ip"))
                   .flag(QStringLiteral("-4"))
                   .word(QStringLiteral("addr"))
                   .word(QStringLiteral("flush"))
                   .word(QStringLiteral("dev"))
                   .interface(i.netdev)
                   .asRoot()
                   .build();
        out << CommandBuilder(QStringLiteral("ip"))
                   .word(QStringLiteral("link"))
                   .word(QStringLiteral("set"))
                   .word(QStringLiteral("dev"))
                   .interface(i.netdev)
                   .word(QStringLiteral("mtu"))
                   .number(plan.mtu)
                   .word(QStringLiteral("up"))
                   .asRoot()
                   .build();
        out << CommandBuilder(QStringLiteral("ip"))
                   .word(QStringLiteral("addr"))
                   .word(QStringLiteral("add"))
                   .cidr(i.cidr())
                   .word(QStringLiteral("dev"))
                   .interface(i.netdev)
                   .asRoot()
                   .build();
    }
    return out;
}

QString q(const QString &s)
{
    return ShellQuote::quote(s);
}

Result<remote::RemoteCommand> startGuard(const QString &journalDir, const QString &phase)
{
    return CommandBuilder(QStringLiteral("setsid"))
        .flag(QStringLiteral("-f"))
        .word(QStringLiteral("sh"))
        .path(journalDir + QStringLiteral("/guard.sh"))
        .word(phase)
        .asRoot()
        .build();
}

Result<remote::RemoteCommand> decideCommand(const QString &journalDir, const QString &step,
                                            int timeoutMs = 30000)
{
    return CommandBuilder(QStringLiteral("sh"))
        .path(journalDir + QStringLiteral("/decide.sh"))
        .word(step)
        .timeout(timeoutMs)
        .asRoot()
        .build();
}

struct AddressAdd
{
    QString netdev;
    QString cidr;
};

// "192.168.0.2/24" -> "192.168.0.0/24", the prefix route the kernel adds
// for it; empty for a /32 or what is not an IPv4 address with a length.
QString prefixRouteOf(const QString &cidr)
{
    const QStringList parts = cidr.split(QLatin1Char('/'));
    bool ok = false;
    const int len = parts.size() == 2 ? parts.at(1).toInt(&ok) : -1;
    const QStringList octets = parts.value(0).split(QLatin1Char('.'));
    if (!ok || len < 0 || len >= 32 || octets.size() != 4)
        return {};
    quint32 v = 0;
    for (const QString &o : octets) {
        const uint b = o.toUInt(&ok);
        if (!ok || b > 255)
            return {};
        v = (v << 8) | b;
    }
    const quint32 mask = len == 0 ? 0 : ~quint32(0) << (32 - len);
    v &= mask;
    return QStringLiteral("%1.%2.%3.%4/%5")
        .arg(v >> 24)
        .arg((v >> 16) & 255)
        .arg((v >> 8) & 255)
        .arg(v & 255)
        .arg(len);
}

// The order restore.sh adds the recorded addresses in. Two rails on one
// subnet (NVIDIA's helper puts both rails of a port in one /24) each get
// a prefix route to it; the kernel appends the later one and traffic for
// the subnet leaves by the first. Each netdev keeps its own address order
// (primary before secondary), and for every prefix the netdevs come in
// the order the kernel listed their routes: flushing and re-adding one
// netdev at a time swapped them after an undo.
QList<AddressAdd> addressOrder(const QList<const inventory::NetdevInventory *> &netdevs,
                               const QList<probe::IpRoute> &routes)
{
    // prefix -> netdevs in recorded route order
    QHash<QString, QStringList> routeOrder;
    for (const probe::IpRoute &rt : routes) {
        if (rt.dev && rt.protocol == QLatin1String("kernel") &&
            (!rt.type || *rt.type == QLatin1String("unicast")))
            routeOrder[rt.dst] << *rt.dev;
    }
    QList<AddressAdd> out;
    QHash<QString, int> next; // netdev -> index of its next address
    QSet<QString> added;      // "prefix dev" whose route is in place
    qsizetype left = 0;
    for (const inventory::NetdevInventory *n : netdevs)
        left += n->ipv4.size();
    while (left > 0) {
        const AddressAdd *pick = nullptr;
        AddressAdd candidate;
        const AddressAdd *fallback = nullptr;
        AddressAdd first;
        for (const inventory::NetdevInventory *n : netdevs) {
            const int k = next.value(n->netdev);
            if (k >= n->ipv4.size())
                continue;
            const AddressAdd a{n->netdev, n->ipv4.at(k)};
            if (!fallback) {
                first = a;
                fallback = &first;
            }
            const QString prefix = prefixRouteOf(a.cidr);
            bool ready = true;
            for (const QString &before : routeOrder.value(prefix)) {
                if (before == a.netdev)
                    break;
                ready &= added.contains(prefix + QLatin1Char(' ') + before);
            }
            if (ready) {
                candidate = a;
                pick = &candidate;
                break;
            }
        }
        // A recorded order that cannot be met (it never happens with what
        // the kernel prints) still restores every address.
        const AddressAdd chosen = pick ? *pick : *fallback;
        out << chosen;
        added.insert(prefixRouteOf(chosen.cidr) + QLatin1Char(' ') + chosen.netdev);
        next[chosen.netdev] += 1;
        --left;
    }
    return out;
}

// The words of `ip route replace` that recreate one route as `ip -j route` printed it.
QStringList routeWords(const probe::IpRoute &rt)
{
    QStringList w{rt.dst};
    if (rt.gateway)
        w << QStringLiteral("via") << *rt.gateway;
    w << QStringLiteral("dev") << *rt.dev;
    if (rt.protocol)
        w << QStringLiteral("proto") << *rt.protocol;
    if (rt.scope)
        w << QStringLiteral("scope") << *rt.scope;
    if (rt.prefsrc)
        w << QStringLiteral("src") << *rt.prefsrc;
    if (rt.metric)
        w << QStringLiteral("metric") << QString::number(*rt.metric);
    if (rt.flags.contains(QLatin1String("onlink")))
        w << QStringLiteral("onlink");
    return w;
}

} // namespace

QString ChangePlanner::newJournalId()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmsszzz")) +
           QLatin1Char('-') +
           QString::number(QRandomGenerator::global()->bounded(0x10000), 16)
               .rightJustified(4, QLatin1Char('0'));
}

QString ChangePlanner::netplanFilePath(const ApplyOptions &options)
{
    return options.netplanDir + QLatin1Char('/') + plan::NetplanWriter::fileName();
}

bool ChangePlanner::runtimeMatches(const plan::NetworkPlan &plan, const plan::PlannedNode &node,
                                   const NodeSnapshot &snapshot)
{
    for (const plan::PlannedInterface &i : node.interfaces) {
        const inventory::NetdevInventory *n = snapshot.inventory.netdev(i.netdev);
        if (!n || !n->present || !n->adminUp || n->mtu.value_or(0) != plan.mtu ||
            n->ipv4 != QStringList{i.cidr()})
            return false;
    }
    return true;
}

NodeChange ChangePlanner::compute(const plan::NetworkPlan &plan, const plan::PlannedNode &node,
                                  const NodeSnapshot &snapshot, const ApplyOptions &options,
                                  const QString &journalId, const PeerSshInput &ssh)
{
    NodeChange c;
    c.node = node.name;
    const bool persistent = options.mode == ApplyOptions::Mode::Persistent;
    const QString ours = plan::NetplanWriter::fileName();
    const QString oursPath = netplanFilePath(options);
    c.netplan = plan::NetplanWriter::render(plan, node);
    const QString nodeRoot = options.journalRoot + QLatin1Char('/') + node.name;
    c.journalDir = nodeRoot + QLatin1Char('/') + journalId;
    const QString j = c.journalDir;

    for (auto it = snapshot.netplanFiles.cbegin(); it != snapshot.netplanFiles.cend(); ++it) {
        if (it.key() == ours) {
            c.backedUpFiles << it.key();
            continue;
        }
        if (NodeSnapshot::mentionedClusterNetdevs(it.value(), &snapshot.inventory).isEmpty())
            continue;
        c.backedUpFiles << it.key();
        const QStringList defined =
            NodeSnapshot::definedInterfaces(it.value(), &snapshot.inventory).value_or(QStringList{});
        QStringList clusterDefined;
        for (const QString &d : defined) {
            if (NodeSnapshot::clusterNetdevs().contains(d))
                clusterDefined << d;
        }
        // Preflight refuses files that also define other interfaces, so moving one drops only cluster links.
        if (persistent && !clusterDefined.isEmpty()) {
            c.movedFiles << it.key();
            c.movedDefines << clusterDefined;
        }
    }

    const bool fileMatches = snapshot.netplanFiles.value(ours) == c.netplan && c.movedFiles.isEmpty();
    c.noop = runtimeMatches(plan, node, snapshot) && (!persistent || fileMatches);

    // Launch files: written as the SSH user, journaled like the netplan files.
    QMap<QString, QByteArray> launch;
    if (!snapshot.home.isEmpty()) {
        const QString dir = NodeSnapshot::launchDir(snapshot.home);
        // The bootstrap falls back to the management link: use the interface
        // that really carries the session, not DGX OS's default name.
        QList<QPair<QString, QString>> env = plan::NcclEnvironment::forNode(plan, node);
        for (auto &[name, value] : env) {
            if (name == QLatin1String("NCCL_SOCKET_IFNAME") &&
                value == plan::NcclEnvironment::defaultManagementInterface() &&
                !snapshot.inventory.managementInterface.isEmpty())
                value = snapshot.inventory.managementInterface;
        }
        launch.insert(dir + QStringLiteral("/nccl.env"), plan::NcclEnvironment::render(env));
        launch.insert(dir + QStringLiteral("/hostfile"), plan::HostfileWriter::render(plan));
        for (auto it = launch.cbegin(); it != launch.cend(); ++it) {
            const bool existed = snapshot.launchFiles.contains(it.key());
            if (existed && snapshot.launchFiles.value(it.key()) == it.value())
                continue;
            c.noop = false;
            c.files.append({it.key(), snapshot.launchFiles.value(it.key()), it.value(), existed, false});
        }
    }

    QMap<QString, QByteArray> sshFiles;
    if (ssh.enabled && snapshot.sshRead) {
        bool complete = true;
        sshFiles = PeerSshPlanner::render(plan, node.name, snapshot, ssh, &complete);
        const QList<FileChange> changes = PeerSshPlanner::fileChanges(snapshot, sshFiles);
        if (!complete || !snapshot.sshKeyExisted || !changes.isEmpty())
            c.noop = false;
        c.files << changes;
        c.peerSsh = true;
    }

    if (persistent) {
        const bool existed = snapshot.netplanFiles.contains(ours);
        if (!existed || snapshot.netplanFiles.value(ours) != c.netplan)
            c.files.append({oursPath, snapshot.netplanFiles.value(ours), c.netplan, existed, false});
        for (const QString &m : c.movedFiles)
            c.files.append(
                {options.netplanDir + QLatin1Char('/') + m, snapshot.netplanFiles.value(m), {}, true, true});
    }

    // restore.sh: what the guards, a rollback and undo run. Once it has
    // completed, `undone` keeps a guard or a later undo from running it again
    // over newer changes; a rollback of this very apply passes `force`,
    // since what this apply wrote after a guard restored must go too.
    QString r =
        QStringLiteral("#!/bin/sh\n# Written by Railyard: returns %1 to the state journal %2 recorded.\n")
            .arg(node.name, journalId);
    r += QStringLiteral("J=%1\nN=%2\n"
                        "if [ -e \"$J/undone\" ] && [ \"$1\" != force ]; then exit 0; fi\nrc=0\n")
             .arg(q(j), q(options.netplanDir));
    // The netplan directory as it was: restore.sh starts with it, and
    // go-live runs it alone right after `netplan apply` (revert.sh).
    QString netplanBack;
    for (const QString &f : c.backedUpFiles)
        netplanBack += QStringLiteral("cp -a \"$J/files/\"%1 \"$N/\"%1 || rc=1\n").arg(q(f));
    if (!snapshot.netplanFiles.contains(ours))
        netplanBack += QStringLiteral("rm -f \"$N/\"%1 || rc=1\n").arg(q(ours));
    r += netplanBack;
    int userFile = 0;
    for (auto it = launch.cbegin(); it != launch.cend(); ++it, ++userFile) {
        if (snapshot.launchFiles.contains(it.key()))
            r += QStringLiteral("cp -a \"$J/user/%1\" %2 || rc=1\n").arg(userFile).arg(q(it.key()));
        else
            r += QStringLiteral("rm -f %1 || rc=1\n").arg(q(it.key()));
    }
    // ~/.railyard goes only if this apply made it and nothing else is in it
    // by now: rmdir refuses a non-empty directory, and that is no failure.
    if (!launch.isEmpty() && !snapshot.launchDirExisted)
        r += QStringLiteral("rmdir %1 2>/dev/null || :\n").arg(q(NodeSnapshot::launchDir(snapshot.home)));
    if (c.peerSsh)
        r += PeerSshPlanner::restoreLines(snapshot, j);
    if (persistent)
        r += QStringLiteral("netplan apply || rc=1\n");
    // Only the netdevs this apply changes: another port may carry a
    // session or a configuration that is none of Railyard's business.
    QStringList planned;
    for (const plan::PlannedInterface &i : node.interfaces)
        planned << i.netdev;
    QJsonArray runtime;
    QList<const inventory::NetdevInventory *> restored;
    for (const inventory::NetdevInventory &n : snapshot.inventory.netdevs) {
        if (!n.present || !planned.contains(n.netdev))
            continue;
        restored << &n;
        const QString dev = q(n.netdev);
        r += QStringLiteral("ip -4 addr flush dev %1 || rc=1\n").arg(dev);
        if (n.mtu)
            r += QStringLiteral("ip link set dev %1 mtu %2 || rc=1\n").arg(dev).arg(*n.mtu);
        // Up before the addresses: a netdev that comes up later gets its
        // prefix routes then, out of the recorded order.
        if (n.adminUp)
            r += QStringLiteral("ip link set dev %1 up || rc=1\n").arg(dev);
        runtime.append(QJsonObject{{QStringLiteral("netdev"), n.netdev},
                                   {QStringLiteral("ipv4"), QJsonArray::fromStringList(n.ipv4)},
                                   {QStringLiteral("mtu"), n.mtu ? QJsonValue(*n.mtu) : QJsonValue()},
                                   {QStringLiteral("up"), n.adminUp}});
    }
    for (const AddressAdd &a : addressOrder(restored, snapshot.inventory.routes))
        r += QStringLiteral("ip addr add %1 dev %2 || rc=1\n").arg(q(a.cidr), q(a.netdev));
    for (const inventory::NetdevInventory *n : restored) {
        if (!n->adminUp)
            r += QStringLiteral("ip link set dev %1 down || rc=1\n").arg(q(n->netdev));
    }
    // Flushing an address takes the routes through it along: the ones that
    // went through a changed netdev come back in their recorded order. The
    // kernel's own routes come back with the addresses.
    QJsonArray routes;
    for (const probe::IpRoute &rt : snapshot.inventory.routes) {
        if (!rt.dev || !planned.contains(*rt.dev) || rt.protocol == QLatin1String("kernel") ||
            (rt.type && *rt.type != QLatin1String("unicast")))
            continue;
        const QStringList words = routeWords(rt);
        if (words.isEmpty())
            continue;
        QStringList quoted;
        for (const QString &w : words)
            quoted << q(w);
        r += QStringLiteral("ip route replace %1 || rc=1\n").arg(quoted.join(QLatin1Char(' ')));
        routes.append(rt.toJson());
    }
    r += QStringLiteral("[ $rc = 0 ] && touch \"$J/undone\"\nexit $rc\n");
    c.restoreScript = r.toUtf8();

    // guard.sh PHASE: detached, in its own session, so it outlives the SSH
    // session and the controller. The "write" guard starts with the journal
    // and covers the steps before go-live; go-live claims `handover` and
    // starts the "live" guard, so the confirm window is counted from go-live
    // and the write guard can never restore under a running go-live (the
    // one that makes `handover` first wins). The live guard restores unless
    // confirm (or a completed restore) came first, and finishes a rollback
    // that was claimed but died halfway. It sleeps in short steps and looks
    // for the decision after each, so a confirmed apply leaves nothing
    // running. Unrolled rather than a loop: the script stays within the
    // plain sh that the simulator and a minimal root both run.
    QString guard = QStringLiteral("#!/bin/sh\n# Written by Railyard: dead-man switch for journal %1.\n"
                                   "exec </dev/null >/dev/null 2>&1\nJ=%2\n")
                        .arg(journalId, q(j));
    // Each phase has its own window: the steps before go-live change
    // nothing the node runs, and on eight loaded nodes they can take longer
    // than the confirm window a user picks for go-live (a write guard on the
    // confirm window restored nodes whose apply was merely slow). Both
    // phases take the same number of steps, each phase with its own step
    // length, so the sleeps stay top-level commands (where the simulator's
    // sh pauses) and each window is exact. With the default windows a
    // step before go-live is 2 s: a write guard ends within two seconds of
    // go-live, and nothing of Railyard's lingers on the node.
    const int longest = std::max(options.prepareTimeoutSeconds, options.confirmTimeoutSeconds);
    const int steps = std::clamp((longest + 1) / 2, 1, 150);
    auto stepOf = [steps](int seconds) { return QString::number(double(seconds) / steps, 'f', 3); };
    guard += QStringLiteral("if [ \"$1\" = write ]; then S=%1; else S=%2; fi\n")
                 .arg(stepOf(options.prepareTimeoutSeconds), stepOf(options.confirmTimeoutSeconds));
    for (int k = 0; k < steps; ++k)
        guard += QStringLiteral("sleep $S\n"
                                "if [ -e \"$J/confirmed\" ] || [ -e \"$J/undone\" ]; then exit 0; fi\n"
                                "if [ \"$1\" = write ] && [ -d \"$J/handover\" ]; then exit 0; fi\n");
    guard +=
        QStringLiteral("if [ \"$1\" = write ]; then\n"
                       "if mkdir \"$J/handover\" 2>/dev/null; then :; else exit 0; fi\n"
                       "fi\n"
                       "if mkdir \"$J/decided\" 2>/dev/null; then\n"
                       "echo guard > \"$J/decided/by\"\nexec sh \"$J/restore.sh\"\n"
                       "fi\n"
                       "if [ -e \"$J/rollback\" ]; then exec sh \"$J/restore.sh\" force; fi\n"
                       // A confirm that claimed but did not finish writing the
                       // files (it takes milliseconds: look once more first).
                       "if [ -e \"$J/committing\" ]; then\nsleep 2\n"
                       "if [ -e \"$J/confirmed\" ]; then exit 0; fi\nexec sh \"$J/restore.sh\" force\nfi\n"
                       "exit 0\n");
    c.guardScript = guard.toUtf8();

    // Like `netplan try`, the new configuration is live but not persistent
    // until it is confirmed: go-live puts the files in place, runs `netplan
    // apply`, and puts the directory back at once (revert.sh), so a reboot
    // inside the confirm window boots the old configuration. Confirm writes
    // the files for good (commit.sh).
    const QString staged = j + QStringLiteral("/root") + options.netplanDir + QLatin1Char('/') + ours;
    QString commit =
        QStringLiteral("#!/bin/sh\n# Written by Railyard: makes journal %1's netplan files persistent.\n"
                       "J=%2\nN=%3\n")
            .arg(journalId, q(j), q(options.netplanDir));
    for (const QString &m : c.movedFiles)
        commit += QStringLiteral("rm -f \"$N/\"%1 || exit 1\n").arg(q(m));
    if (persistent)
        commit += QStringLiteral("cp -a %1 \"$N/\"%2 || exit 1\n").arg(q(staged), q(ours));
    commit += QStringLiteral("exit 0\n");
    c.commitScript = commit.toUtf8();
    c.revertScript = (QStringLiteral("#!/bin/sh\n# Written by Railyard: the netplan directory as journal %1 "
                                     "recorded it.\nJ=%2\nN=%3\nrc=0\n")
                          .arg(journalId, q(j), q(options.netplanDir)) +
                      netplanBack + QStringLiteral("exit $rc\n"))
                         .toUtf8();

    // decide.sh STEP: every decision on the node is one command, so a lost
    // connection can never leave a claim without its work. Exit 75: the
    // guard decided first.
    QString decide = QStringLiteral("#!/bin/sh\n# Written by Railyard: decisions on journal %1.\nJ=%2\n")
                         .arg(journalId, q(j));
    decide +=
        QStringLiteral("if [ \"$1\" = gate ]; then\n"
                       "if [ -d \"$J/handover\" ] || [ -d \"$J/decided\" ]; then echo decided; exit 75; fi\n"
                       "exit 0\n"
                       "elif [ \"$1\" = live ]; then\n"
                       "if mkdir \"$J/handover\" 2>/dev/null; then exit 0; fi\n"
                       "echo decided\nexit 75\n"
                       "elif [ \"$1\" = confirm ]; then\n"
                       "if mkdir \"$J/decided\" 2>/dev/null; then\n"
                       "echo confirm > \"$J/decided/by\"\ntouch \"$J/committing\"\n"
                       "if sh \"$J/commit.sh\"; then touch \"$J/confirmed\"; echo confirmed; exit 0; fi\n"
                       "echo commit-failed\nexit 1\n"
                       "fi\n"
                       "echo decided\nexit 75\n"
                       "elif [ \"$1\" = rollback ]; then\n"
                       // Say who decided before, so the result can tell a guard's restore.
                       "touch \"$J/rollback\"\nif [ -s \"$J/decided/by\" ]; then cat \"$J/decided/by\"; "
                       "fi\nmkdir -p \"$J/decided\"\n"
                       "if [ ! -s \"$J/decided/by\" ]; then echo rollback > \"$J/decided/by\"; fi\n"
                       "exec sh \"$J/restore.sh\" force\n"
                       "elif [ \"$1\" = abandon ]; then\n"
                       "mkdir -p \"$J/handover\" \"$J/decided\"\n"
                       "if [ ! -s \"$J/decided/by\" ]; then echo abandoned > \"$J/decided/by\"; fi\n"
                       "touch \"$J/undone\"\nexit 0\n"
                       "elif [ \"$1\" = status ]; then\n"
                       "if [ -e \"$J/confirmed\" ]; then echo confirmed; fi\n"
                       "if [ -e \"$J/undone\" ]; then echo undone; fi\n"
                       "if [ -e \"$J/rollback\" ]; then echo rollback; fi\n"
                       "if [ -s \"$J/decided/by\" ]; then cat \"$J/decided/by\"; fi\n"
                       "exit 0\n"
                       "fi\n"
                       "exit 2\n");
    c.decideScript = decide.toUtf8();

    QJsonObject record{
        {QStringLiteral("id"), journalId},
        {QStringLiteral("node"), node.name},
        {QStringLiteral("mode"), persistent ? QStringLiteral("persistent") : QStringLiteral("temporary")},
        {QStringLiteral("netplan_dir"), options.netplanDir},
        {QStringLiteral("backed_up"), QJsonArray::fromStringList(c.backedUpFiles)},
        {QStringLiteral("moved"), QJsonArray::fromStringList(c.movedFiles)},
        {QStringLiteral("railyard_file_existed"), snapshot.netplanFiles.contains(ours)},
        {QStringLiteral("peer_ssh"), c.peerSsh},
        {QStringLiteral("runtime"), runtime},
        {QStringLiteral("routes"), routes}};
    c.journalRecord = QJsonDocument(record).toJson();

    c.journalCommands << makeDir({options.journalRoot, nodeRoot, j, j + QStringLiteral("/files")});
    for (const QString &f : c.backedUpFiles)
        c.journalCommands << copyPreserving(options.netplanDir + QLatin1Char('/') + f,
                                            j + QStringLiteral("/files/") + f);
    if (!launch.isEmpty())
        c.journalCommands << makeDir(j + QStringLiteral("/user"));
    userFile = 0;
    for (auto it = launch.cbegin(); it != launch.cend(); ++it, ++userFile) {
        if (snapshot.launchFiles.contains(it.key()))
            c.journalCommands << copyPreserving(it.key(),
                                                j + QStringLiteral("/user/") + QString::number(userFile));
    }
    if (c.peerSsh) {
        c.journalCommands << PeerSshPlanner::journalCommands(snapshot, j);
        c.sshKeyCommands = PeerSshPlanner::keyCommands(node.name, snapshot);
        c.sshWriteCommands = PeerSshPlanner::writeCommands(snapshot, j, sshFiles);
    }
    c.journalCommands << writeFile(j + QStringLiteral("/journal.json"), QStringLiteral("0600"),
                                   c.journalRecord)
                      << writeFile(j + QStringLiteral("/restore.sh"), QStringLiteral("0700"), c.restoreScript)
                      << writeFile(j + QStringLiteral("/guard.sh"), QStringLiteral("0700"), c.guardScript)
                      << writeFile(j + QStringLiteral("/decide.sh"), QStringLiteral("0700"), c.decideScript)
                      << writeFile(j + QStringLiteral("/commit.sh"), QStringLiteral("0700"), c.commitScript)
                      << writeFile(j + QStringLiteral("/revert.sh"), QStringLiteral("0700"), c.revertScript);
    c.guardCommands << startGuard(j, QStringLiteral("write"));
    const Result<remote::RemoteCommand> gate = decideCommand(j, QStringLiteral("gate"));

    if (persistent) {
        c.writeCommands << gate;
        const QString tmp = j + QStringLiteral("/root");
        const QString tmpNetplan = tmp + options.netplanDir;
        c.writeCommands << makeDir(tmp)
                        << CommandBuilder(QStringLiteral("mkdir"))
                               .flag(QStringLiteral("-p"))
                               .path(tmpNetplan)
                               .asRoot()
                               .build();
        for (auto it = snapshot.netplanFiles.cbegin(); it != snapshot.netplanFiles.cend(); ++it) {
            if (it.key() == ours || c.movedFiles.contains(it.key()) ||
                !it.key().endsWith(QLatin1String(".yaml")))
                continue;
            c.writeCommands << copyPreserving(options.netplanDir + QLatin1Char('/') + it.key(),
                                              tmpNetplan + QLatin1Char('/') + it.key());
        }
        c.writeCommands << writeFile(tmpNetplan + QLatin1Char('/') + ours, QStringLiteral("0600"), c.netplan)
                        << CommandBuilder(QStringLiteral("netplan"))
                               .word(QStringLiteral("generate"))
                               .flag(QStringLiteral("--root-dir"))
                               .path(tmp)
                               .asRoot()
                               .build();
    }
    // Go-live starts the live guard, then takes the node from the write
    // guard: refused (exit 75) when the write guard decided first.
    c.liveCommands << startGuard(j, QStringLiteral("live")) << decideCommand(j, QStringLiteral("live"));
    if (persistent) {
        // In place only for `netplan apply`, then back: persistent only once confirmed.
        c.liveCommands
            << CommandBuilder(QStringLiteral("sh")).path(j + QStringLiteral("/commit.sh")).asRoot().build()
            << CommandBuilder(QStringLiteral("netplan")).word(QStringLiteral("apply")).asRoot().build()
            << CommandBuilder(QStringLiteral("sh")).path(j + QStringLiteral("/revert.sh")).asRoot().build();
    }
    if (!launch.isEmpty()) {
        c.launchCommands << gate
                         << CommandBuilder(QStringLiteral("install"))
                                .flag(QStringLiteral("-d"))
                                .flag(QStringLiteral("-m"))
                                .word(QStringLiteral("0700"))
                                .path(NodeSnapshot::launchDir(snapshot.home))
                                .build();
        for (auto it = launch.cbegin(); it != launch.cend(); ++it)
            c.launchCommands << CommandBuilder(QStringLiteral("install"))
                                    .flag(QStringLiteral("-m"))
                                    .word(QStringLiteral("0644"))
                                    .path(QStringLiteral("/dev/stdin"))
                                    .path(it.key())
                                    .stdinData(it.value())
                                    .build();
    }
    // Also after netplan apply: the runtime must equal the plan even where
    // the renderer keeps addresses it did not configure.
    c.liveCommands << runtimeCommands(plan, node);
    c.confirmCommands << decideCommand(j, QStringLiteral("confirm"));
    // Claim and restore in one command; a `netplan apply` inside may take a while.
    c.rollbackCommands << decideCommand(j, QStringLiteral("rollback"), ChangePlanner::RollbackTimeoutMs);
    c.abandonCommands << decideCommand(j, QStringLiteral("abandon"));
    c.statusCommands << decideCommand(j, QStringLiteral("status"));
    if (c.peerSsh)
        c.sshKeyCommands.prepend(gate);
    return c;
}

} // namespace railyard::apply
