// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/verifier.h"

#include "apply/commandsequence.h"
#include "diag/addressingrules.h"
#include "plan/netplanwriter.h"
#include "probe/ethtoollinkparser.h"
#include "probe/ipaddrparser.h"
#include "probe/iplinkparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <algorithm>
#include <iterator>
#include <memory>

namespace railyard::apply {

using remote::CommandBuilder;

namespace {

diag::Finding finding(const QString &id, model::Severity severity, const diag::FindingObject &object,
                      const QString &explanation, const QString &fix, const QList<diag::Evidence> &evidence)
{
    diag::Finding f;
    f.id = id;
    f.severity = severity;
    f.object = object;
    f.explanation = explanation;
    f.fix = fix;
    f.evidence = evidence;
    return f;
}

Result<remote::RemoteCommand> ping(const QString &netdev, const QString &address, std::optional<int> size)
{
    CommandBuilder b(QStringLiteral("ping"));
    b.flag(QStringLiteral("-c")).number(1).flag(QStringLiteral("-W")).number(2);
    if (size)
        b.flag(QStringLiteral("-M")).word(QStringLiteral("do")).flag(QStringLiteral("-s")).number(*size);
    return b.flag(QStringLiteral("-I")).interface(netdev).address(address).timeout(10000).build();
}

int portOf(const plan::NetworkPlan &plan, const PeerCheck &c)
{
    for (const plan::PlannedInterface &i : plan.node(c.node)->interfaces) {
        if (i.netdev == c.netdev)
            return i.port;
    }
    return 0;
}

} // namespace

Verifier::Verifier(remote::CommandRunner *runner, QObject *parent) : QObject(parent), m_runner(runner) {}

void Verifier::start(const plan::NetworkPlan &plan, report::ReportItem *report)
{
    m_plan = plan;
    m_result = VerifyResult{};
    m_result.mtu = plan.mtu;
    m_queued.clear();
    m_running.clear();
    m_logins.clear();
    m_incoming.clear();
    m_loginWindow = initialLoginWindow(int(plan.nodes.size()));
    m_loginRound = 0;
    m_loginsInFlight = 0;
    m_maxLoginsInFlight = 0;
    m_missingAddress.clear();
    m_found = diag::Observations{};
    m_unreachable.clear();
    report::ReportItem *item =
        report ? report->addChild(report::ItemKind::Step,
                                  QCoreApplication::translate("railyard::apply::Verifier", "Verify"))
               : nullptr;
    // Cells of one ordered (node, peer) pair stay together, in rail order:
    // they share the SSH login. Node k starts with peer k+1 and goes round,
    // so at any time each peer gets about one login from each node rather
    // than all of them at once.
    QList<QList<int>> pairs;
    const int count = int(plan.nodes.size());
    for (int x = 0; x < count; ++x) {
        const plan::PlannedNode &a = plan.nodes.at(x);
        for (int step = 1; step < count; ++step) {
            const plan::PlannedNode &b = plan.nodes.at((x + step) % count);
            if (b.name == a.name)
                continue;
            QList<int> cells;
            for (const plan::PlannedInterface &i : a.interfaces) {
                for (const plan::PlannedInterface &j : b.interfaces) {
                    if (j.subnet != i.subnet)
                        continue;
                    cells << int(m_result.matrix.size());
                    m_result.matrix.append(PeerCheck{a.name, b.name, i.netdev, i.rail, j.addressText()});
                }
            }
            std::stable_sort(cells.begin(), cells.end(), [this](int l, int r) {
                return m_result.matrix.at(l).rail < m_result.matrix.at(r).rail;
            });
            if (!cells.isEmpty())
                pairs << cells;
        }
    }
    // Everything is queued at once; submit() keeps each node within its
    // channels, so one slow peer never holds up the others.
    m_pending = int(plan.nodes.size() + pairs.size()) + 1;
    for (const plan::PlannedNode &n : plan.nodes) {
        checkLinks(n, item);
        QList<QList<int>> own;
        for (const QList<int> &cells : pairs) {
            if (m_result.matrix.at(cells.first()).node == n.name)
                own << cells;
        }
        if (!own.isEmpty())
            checkRoutes(n.name, own, item);
    }
    oneDone();
}

// The kernel's route choice for all of a node's peers in one process:
// `ip -batch` runs the same RTM_GETROUTE query per line as one `ip route get`
// each would. Where the batch gives no answer at all (an ip without -batch,
// an error), every cell asks on its own.
void Verifier::checkRoutes(const QString &node, const QList<QList<int>> &pairs, report::ReportItem *item)
{
    QByteArray script;
    for (const QList<int> &cells : pairs) {
        for (int index : cells) {
            const QString address = m_result.matrix.at(index).address;
            // Only literal addresses go into the script, as .address() would check.
            if (!CommandBuilder(QStringLiteral("ip")).address(address).build())
                continue;
            script += "route get " + address.toLatin1() + '\n';
        }
    }
    submit(node,
           CommandBuilder(QStringLiteral("ip"))
               .flag(QStringLiteral("-j"))
               .flag(QStringLiteral("-force"))
               .flag(QStringLiteral("-batch"))
               .path(QStringLiteral("/dev/stdin"))
               .stdinData(script)
               .build(),
           item, [this, node, pairs, item](const Error &, const remote::CommandResult *r) {
               QMap<QString, QString> devs;
               if (r && r->status == remote::CommandStatus::Completed) {
                   for (const QByteArray &line : r->stdoutData.split('\n')) {
                       const QJsonArray a = QJsonDocument::fromJson(line).array();
                       if (a.isEmpty())
                           continue;
                       const QJsonObject o = a.first().toObject();
                       const QString dst = o.value(QStringLiteral("dst")).toString();
                       if (!dst.isEmpty())
                           devs.insert(dst, o.value(QStringLiteral("dev")).toString());
                   }
               }
               const bool batched = !devs.isEmpty();
               for (const QList<int> &cells : pairs)
                   checkPair(cells, batched ? std::optional(devs) : std::nullopt, item);
           });
}

void Verifier::submit(const QString &node, const Result<remote::RemoteCommand> &command,
                      report::ReportItem *item, CommandDone done, int stallRetries)
{
    m_queued[node].append(Task{command, item, std::move(done), stallRetries});
    pumpNode(node);
}

void Verifier::pumpNode(const QString &node)
{
    QList<Task> &queue = m_queued[node];
    while (!queue.isEmpty() && m_running.value(node) < ChannelsPerNode) {
        Task t = queue.takeFirst();
        ++m_running[node];
        CommandSequence::run(m_runner, node, {t.command}, t.item, this,
                             [this, node, t](const Error &e, const QList<remote::CommandResult> &r) {
                                 --m_running[node];
                                 if (t.stallsLeft > 0 && !r.isEmpty() &&
                                     r.first().status == remote::CommandStatus::TimedOut) {
                                     Task again = t;
                                     --again.stallsLeft;
                                     m_queued[node].prepend(again);
                                 } else {
                                     t.done(e, r.isEmpty() ? nullptr : &r.first());
                                 }
                                 pumpNode(node);
                             });
    }
}

void Verifier::checkLinks(const plan::PlannedNode &node, report::ReportItem *item)
{
    QList<Result<remote::RemoteCommand>> commands;
    commands << CommandBuilder(QStringLiteral("ip"))
                    .flag(QStringLiteral("-j"))
                    .word(QStringLiteral("link"))
                    .word(QStringLiteral("show"))
                    .build();
    for (const plan::PlannedInterface &i : node.interfaces)
        commands << CommandBuilder(QStringLiteral("ethtool")).interface(i.netdev).build();
    // Before any ping can fail: does each rail carry its planned address, and
    // which netplan files are there besides Railyard's (another tool's file
    // configuring the rails is the usual reason it does not)?
    commands << CommandBuilder(QStringLiteral("ip"))
                    .flag(QStringLiteral("-j"))
                    .word(QStringLiteral("addr"))
                    .word(QStringLiteral("show"))
                    .build()
             << CommandBuilder(QStringLiteral("ls"))
                    .flag(QStringLiteral("-1A"))
                    .path(QStringLiteral("/etc/netplan"))
                    .build();
    const QString name = node.name;
    struct Links
    {
        QList<remote::CommandResult> results;
        Error first;
        int left = 0;
    };
    auto links = std::make_shared<Links>();
    links->results.resize(commands.size());
    links->left = int(commands.size());
    for (int k = 0; k < commands.size(); ++k) {
        submit(name, commands.at(k), item,
               [this, name, links, k](const Error &e, const remote::CommandResult *r) {
                   if (r)
                       links->results[k] = *r;
                   if (k == 0)
                       links->first = e;
                   if (--links->left == 0)
                       evaluateLinks(name, links->results, links->first);
               });
    }
}

void Verifier::evaluateLinks(const QString &name, const QList<remote::CommandResult> &results, const Error &e)
{
    const plan::PlannedNode *node = m_plan.node(name);
    if (results.isEmpty() || !results.first().succeeded()) {
        m_result.findings << finding(
            QStringLiteral("verify-node-unreachable"), model::Severity::Error,
            diag::FindingObject::forNode(name),
            QCoreApplication::translate("railyard::apply::Verifier", "%1 could not be checked: %2")
                .arg(name, e.message),
            QCoreApplication::translate("railyard::apply::Verifier",
                                        "Check the management link and SSH to the node."),
            {});
        oneDone();
        return;
    }
    const Result<probe::IpLinkResult> links =
        probe::IpLinkParser::parse(QString::fromUtf8(results.first().stdoutData));
    checkAddresses(*node, results.value(node->interfaces.size() + 1),
                   results.value(node->interfaces.size() + 2));
    for (int k = 0; k < node->interfaces.size(); ++k) {
        const plan::PlannedInterface &i = node->interfaces.at(k);
        const auto object = diag::FindingObject::forRail(name, i.port, i.rail);
        const probe::IpLink *link = nullptr;
        if (links) {
            for (const probe::IpLink &l : links->links) {
                if (l.ifname == i.netdev)
                    link = &l;
            }
        }
        const QString source = QStringLiteral("%1: ip -j link show").arg(name);
        if (!link || !link->hasFlag(QStringLiteral("LOWER_UP")) || !link->hasFlag(QStringLiteral("UP"))) {
            m_result.findings << finding(
                QStringLiteral("verify-link-down"), model::Severity::Error, object,
                QCoreApplication::translate("railyard::apply::Verifier", "%1 on %2 is not up with carrier.")
                    .arg(i.netdev, name),
                QCoreApplication::translate("railyard::apply::Verifier",
                                            "Check the cable in port %1 and the cabling plan.")
                    .arg(i.port),
                {{source, QStringLiteral("operstate"), link ? link->operstate : QStringLiteral("absent")}});
        }
        if (link && link->mtu.value_or(0) != m_plan.mtu) {
            m_result.findings << finding(
                QStringLiteral("mtu-plan-mismatch"), model::Severity::Error, object,
                QCoreApplication::translate("railyard::apply::Verifier",
                                            "%1 on %2 has MTU %3, the plan says %4.")
                    .arg(i.netdev, name)
                    .arg(link->mtu.value_or(0))
                    .arg(m_plan.mtu),
                QCoreApplication::translate(
                    "railyard::apply::Verifier",
                    "Apply the plan again, and check nothing else manages this interface."),
                {{source, QStringLiteral("mtu"), QString::number(link->mtu.value_or(0))}});
        }
        if (k + 1 < results.size() && results.at(k + 1).succeeded()) {
            const Result<probe::EthtoolLinkResult> et =
                probe::EthtoolLinkParser::parse(QString::fromUtf8(results.at(k + 1).stdoutData));
            const probe::EthtoolLinkSettings *s = et ? et->last(i.netdev) : nullptr;
            if (!s && et && !et->interfaces.isEmpty())
                s = &et->interfaces.last();
            if (s && s->speedMbps && *s->speedMbps != ExpectedSpeedMbps &&
                m_plan.topology != model::Topology::Switch)
                m_result.findings << finding(
                    QStringLiteral("verify-link-speed"), model::Severity::Warning, object,
                    QCoreApplication::translate("railyard::apply::Verifier",
                                                "%1 on %2 links at %3 Mb/s, expected %4.")
                        .arg(i.netdev, name)
                        .arg(*s->speedMbps)
                        .arg(ExpectedSpeedMbps),
                    QCoreApplication::translate(
                        "railyard::apply::Verifier",
                        "Check the cable type and that no breakout is used on the Spark side."),
                    {{QStringLiteral("%1: ethtool %2").arg(name, i.netdev), QStringLiteral("Speed"),
                      QString::number(*s->speedMbps)}});
        }
    }
    oneDone();
}

void Verifier::checkAddresses(const plan::PlannedNode &node, const remote::CommandResult &addr,
                              const remote::CommandResult &netplanDir)
{
    if (!addr.succeeded())
        return; // nothing to tell: the pings speak for themselves
    const Result<probe::IpAddrResult> parsed = probe::IpAddrParser::parse(QString::fromUtf8(addr.stdoutData));
    if (!parsed)
        return;
    diag::NodeObservations found;
    found.node = node.name;
    found.addresses = parsed.value();
    m_found.nodes.append(found);
    QStringList others;
    if (netplanDir.succeeded()) {
        for (const QString &f :
             QString::fromUtf8(netplanDir.stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            // DGX OS's own 01-network-manager-all.yaml only names the renderer.
            const QString name = f.trimmed();
            if (name != plan::NetplanWriter::fileName() &&
                name != QLatin1String("01-network-manager-all.yaml") && name.endsWith(QLatin1String(".yaml")))
                others << name;
        }
    }
    const QString source = QStringLiteral("%1: ip -j addr show").arg(node.name);
    for (const plan::PlannedInterface &i : node.interfaces) {
        QStringList found;
        bool present = false;
        for (const probe::IpAddrInterface &a : parsed->interfaces) {
            if (a.link.ifname != i.netdev)
                continue;
            for (const probe::IpAddrInfo &info : a.addrInfo) {
                if (!info.isIpv4())
                    continue;
                const QString cidr = info.local + QLatin1Char('/') + QString::number(info.prefixlen);
                present |= cidr == i.cidr();
                found << cidr;
            }
        }
        if (present)
            continue;
        m_missingAddress.insert(node.name + QLatin1Char('/') + i.netdev);
        const QString has = found.isEmpty()
                                ? QCoreApplication::translate("railyard::apply::Verifier", "no IPv4 address")
                                : found.join(QStringLiteral(", "));
        const QString fix =
            others.isEmpty()
                ? QCoreApplication::translate("railyard::apply::Verifier",
                                              "Apply the plan, then verify again; if the address goes "
                                              "missing again, something else (NetworkManager, a script) "
                                              "manages this interface.")
                : QCoreApplication::translate("railyard::apply::Verifier",
                                              "Other netplan files on %1 may configure it: %2. Apply the "
                                              "plan (it sets aside files that configure cluster ports and "
                                              "says which), then verify again.")
                      .arg(node.name, others.join(QStringLiteral(", ")));
        QList<diag::Evidence> evidence{{source, i.netdev, has}};
        if (!others.isEmpty())
            evidence.append({QStringLiteral("%1: ls -1A /etc/netplan").arg(node.name),
                             QStringLiteral("files"), others.join(QStringLiteral(", "))});
        m_result.findings << finding(
            QStringLiteral("verify-address-missing"), model::Severity::Error,
            diag::FindingObject::forRail(node.name, i.port, i.rail),
            QCoreApplication::translate("railyard::apply::Verifier",
                                        "%1 on %2 does not carry its planned address %3; it has %4.")
                .arg(i.netdev, node.name, i.cidr(), has),
            fix, evidence);
    }
}

void Verifier::checkPair(const QList<int> &cells, const std::optional<QMap<QString, QString>> &routes,
                         report::ReportItem *item)
{
    // Per cell, side by side: the don't-fragment ping at the planned MTU and,
    // unless the node's batch answered, `ip route get`. A reply to the
    // full-size ping proves the peer reachable over that netdev as well, so
    // the plain ping runs only when it failed, to tell a dead path from a
    // blocked MTU. Route and MTU only count when the peer is reachable:
    // otherwise that already names the cause.
    const QString node = m_result.matrix.at(cells.first()).node;
    struct Cells
    {
        QList<QList<Error>> errors; // per cell: plain ping, MTU ping
        QStringList devs;           // per cell: the netdev the route leaves through
        int left = 0;
    };
    auto state = std::make_shared<Cells>();
    state->left = int(cells.size()) * (routes ? 1 : 2);
    auto finish = [this, state, cells, item] {
        if (--state->left > 0)
            return;
        for (int m = 0; m < cells.size(); ++m)
            evaluateCell(cells.at(m), state->errors.at(m), state->devs.at(m));
        if (m_checkSsh)
            queueLogin(cells, item);
        else
            oneDone();
    };
    for (int n = 0; n < cells.size(); ++n) {
        const PeerCheck &c = m_result.matrix.at(cells.at(n));
        state->errors << QList<Error>(2);
        state->devs << (routes ? routes->value(c.address) : QString());
        const Result<remote::RemoteCommand> plain = ping(c.netdev, c.address, std::nullopt);
        submit(node, ping(c.netdev, c.address, m_plan.mtu - 28), item,
               [this, state, node, plain, item, n, finish](const Error &e, const remote::CommandResult *) {
                   state->errors[n][1] = e;
                   if (e.message.isEmpty()) {
                       finish();
                       return;
                   }
                   ++state->left;
                   submit(node, plain, item,
                          [state, n, finish](const Error &e0, const remote::CommandResult *) {
                              state->errors[n][0] = e0;
                              finish();
                          });
                   finish();
               });
        if (routes)
            continue;
        submit(node,
               CommandBuilder(QStringLiteral("ip"))
                   .flag(QStringLiteral("-j"))
                   .word(QStringLiteral("route"))
                   .word(QStringLiteral("get"))
                   .address(c.address)
                   .build(),
               item, [state, n, finish](const Error &, const remote::CommandResult *r) {
                   if (r && r->succeeded()) {
                       const QJsonArray a = QJsonDocument::fromJson(r->stdoutData).array();
                       if (!a.isEmpty())
                           state->devs[n] = a.first().toObject().value(QStringLiteral("dev")).toString();
                   }
                   finish();
               });
    }
}

void Verifier::evaluateCell(int index, const QList<Error> &errors, const QString &dev)
{
    const PeerCheck c = m_result.matrix.at(index);
    if (!errors.at(0).message.isEmpty()) {
        // Held back until every node's addresses are known: a rail without
        // its planned address explains the failure better than the cabling.
        m_unreachable.append(
            {index,
             finding(QStringLiteral("verify-peer-unreachable"), model::Severity::Error,
                     diag::FindingObject::forRail(c.node, portOf(m_plan, c), c.rail),
                     QCoreApplication::translate("railyard::apply::Verifier",
                                                 "%1 cannot reach %2 (%3) over %4 (rail %5).")
                         .arg(c.node, c.peer, c.address, c.netdev)
                         .arg(c.rail),
                     QCoreApplication::translate("railyard::apply::Verifier",
                                                 "Check the cabling against the plan (port numbers, crossed "
                                                 "ports, a dead rail): run discover."),
                     {{QStringLiteral("%1: ping -I %2 %3").arg(c.node, c.netdev, c.address),
                       QStringLiteral("result"), errors.at(0).message}})});
        return;
    }
    m_result.matrix[index].reachable = true;
    if (errors.at(1).message.isEmpty()) {
        m_result.matrix[index].mtuOk = true;
    } else {
        m_result.findings << finding(
            QStringLiteral("verify-mtu-blocked"), model::Severity::Error,
            diag::FindingObject::forRail(c.node, portOf(m_plan, c), c.rail),
            QCoreApplication::translate(
                "railyard::apply::Verifier",
                "%1 reaches %2 (%3) over %4, but not with %5-byte frames (don't fragment).")
                .arg(c.node, c.peer, c.address, c.netdev)
                .arg(m_plan.mtu),
            QCoreApplication::translate(
                "railyard::apply::Verifier",
                "Set MTU %1 on both ends (and on the switch ports), then verify again.")
                .arg(m_plan.mtu),
            {{QStringLiteral("%1: ping -M do -s %2 -I %3 %4")
                  .arg(c.node)
                  .arg(m_plan.mtu - 28)
                  .arg(c.netdev, c.address),
              QStringLiteral("result"), errors.at(1).message}});
    }
    if (dev == c.netdev) {
        m_result.matrix[index].routeOk = true;
    } else {
        m_result.findings << finding(
            QStringLiteral("verify-route-wrong"), model::Severity::Error,
            diag::FindingObject::forRail(c.node, portOf(m_plan, c), c.rail),
            QCoreApplication::translate("railyard::apply::Verifier",
                                        "On %1 the route to %2 leaves through %3, not %4.")
                .arg(c.node, c.address, dev.isEmpty() ? QStringLiteral("?") : dev, c.netdev),
            QCoreApplication::translate("railyard::apply::Verifier",
                                        "Look for an overlapping subnet or the same "
                                        "address on two rails (ARP flux)."),
            {{QStringLiteral("%1: ip route get %2").arg(c.node, c.address), QStringLiteral("dev"), dev}});
    }
}

// What the login proves is the key in the peer's authorized_keys, the
// managed known_hosts entry for the peer and sshd answering on its cluster
// side: properties of the (node, peer) pair, not of a rail. That each rail's
// path works and leaves through the planned netdev is already proven per
// cell by the pings and `ip route get`. So one login per ordered pair, over
// the first reachable rail, and the other rails' cells say they are covered
// by it (PeerCheck::sshRail); a login per rail costs an SSH handshake each
// on cores all nodes share, for nothing more.
void Verifier::queueLogin(const QList<int> &cells, report::ReportItem *item)
{
    QList<int> logins;
    for (int index : cells) {
        if (m_result.matrix.at(index).reachable && (m_sshEveryRail || logins.isEmpty()))
            logins << index;
    }
    if (logins.isEmpty()) {
        oneDone();
        return;
    }
    auto left = std::make_shared<int>(int(logins.size()));
    for (int index : logins)
        m_logins.append(Login{index, cells, item, left});
    pumpLogins();
}

void Verifier::pumpLogins()
{
    for (int k = 0; k < m_logins.size() && m_loginsInFlight < m_loginWindow;) {
        const QString peer = m_result.matrix.at(m_logins.at(k).index).peer;
        if (!m_logins.at(k).holdsPeer && m_incoming.value(peer) >= LoginsPerPeer) {
            ++k;
            continue;
        }
        Login l = m_logins.takeAt(k);
        if (!l.holdsPeer)
            ++m_incoming[peer];
        l.holdsPeer = true;
        startLogin(l);
    }
}

void Verifier::startLogin(Login l)
{
    const int index = l.index;
    const PeerCheck c = m_result.matrix.at(index);
    l.round = m_loginRound;
    ++l.tries;
    // A shed retry keeps its retries but not its patience: the 5 s banner
    // wait that timed out on a loaded peer times out again there (bench_lab32
    // lost two logins whose last try, after all the others, still waited
    // 5 s), so every try after the first waits longer, as a spent retry
    // does.
    const int wait = connectTimeoutS(std::max(l.attempt, l.tries - 1));
    ++m_loginsInFlight;
    m_maxLoginsInFlight = std::max(m_maxLoginsInFlight, m_loginsInFlight);
    // As the SSH user, the way mpirun logs in: no prompt may appear, the
    // host key must be in the managed known_hosts.
    const Result<remote::RemoteCommand> login = CommandBuilder(QStringLiteral("ssh"))
                                                    .flag(QStringLiteral("-o"))
                                                    .word(QStringLiteral("BatchMode=yes"))
                                                    .flag(QStringLiteral("-o"))
                                                    .word(QStringLiteral("ConnectTimeout=%1").arg(wait))
                                                    .address(c.address)
                                                    .word(QStringLiteral("true"))
                                                    .timeout(wait * 1000 + 15000)
                                                    .build();
    submit(
        c.node, login, l.item,
        [this, index, l, c](const Error &e, const remote::CommandResult *r) {
            --m_loginsInFlight;
            const bool ok = e.message.isEmpty();
            const bool dropped = !ok && droppedHandshake(r, e);
            // Shed: the drop met a load this verify made and cuts (or has cut)
            // below what was in flight with it; not a peer that drops alone.
            bool shed = false;
            const int withThis = m_loginsInFlight + 1;
            if (dropped && l.round == m_loginRound) {
                // The first drop of this round: fewer logins from now on.
                m_loginWindow = std::max(MinLoginWindow, std::min(m_loginWindow, withThis) / 2);
                ++m_loginRound;
                shed = m_loginWindow < withThis;
            } else if (dropped) {
                shed = m_loginWindow < withThis; // started before the window was cut
            } else if (ok) {
                ++m_loginWindow;
            }
            if (dropped && l.tries < MaxLoginTries && (shed || l.attempt < LoginRetries)) {
                // sshd dropped the connection before it could ask for a key (a
                // busy peer past MaxStartups, a handshake past ConnectTimeout on
                // loaded cores): transient, so tried again after a pause that
                // grows, keeping the peer's slot and waiting for room in the
                // window; every attempt is in the report.
                Login again = l;
                if (!shed)
                    again.attempt = l.attempt + 1;
                const int pauseMs = again.attempt <= 1 ? LoginRetryPauseMs : 3 * LoginRetryPauseMs;
                QTimer::singleShot(pauseMs, this, [this, again] {
                    m_logins.prepend(again);
                    pumpLogins();
                });
                pumpLogins();
                return;
            }
            --m_incoming[c.peer];
            for (int other : l.cells) {
                PeerCheck &o = m_result.matrix[other];
                // A cell with its own login keeps its own verdict.
                if (other != index && (!o.reachable || m_sshEveryRail || o.sshRail != 0))
                    continue;
                o.sshChecked = true;
                o.sshOk = ok;
                o.sshRail = c.rail;
            }
            if (!ok) {
                m_result.findings << finding(
                    QStringLiteral("verify-ssh-login"), model::Severity::Error,
                    diag::FindingObject::forRail(c.node, portOf(m_plan, c), c.rail),
                    QCoreApplication::translate("railyard::apply::Verifier",
                                                "%1 cannot log in to %2 (%3) with SSH in batch mode.")
                        .arg(c.node, c.peer, c.address),
                    QCoreApplication::translate("railyard::apply::Verifier",
                                                "Apply the plan again (it sets up the node keys, the managed "
                                                "known_hosts and ~/.ssh/config) and check that sshd on %1 "
                                                "listens on its cluster addresses.")
                        .arg(c.peer),
                    {{QStringLiteral("%1: ssh -o BatchMode=yes %2 true").arg(c.node, c.address),
                      QStringLiteral("result"), e.message}});
            }
            pumpLogins();
            if (--*l.left == 0)
                oneDone();
        },
        0);
}

int Verifier::connectTimeoutS(int attempt)
{
    static constexpr int seconds[] = {5, 15, 30};
    return seconds[std::clamp(attempt, 0, int(std::size(seconds)) - 1)];
}

// ssh's exit 255 with a message of the transport, not of authentication:
// the server closed or reset the connection, or the handshake timed out.
// "Permission denied" and host key errors are answers and are not retried.
bool Verifier::droppedHandshake(const remote::CommandResult *r, const Error &e)
{
    // A login that got no answer before its own timeout (ConnectTimeout +
    // 15 s): the banner came, the key exchange and session did not, as on a
    // peer whose cores are all busy (bench_lab32: "ssh timed out after
    // 20 s" with 192 logins in flight on two cores). Transient like a banner
    // timeout; a peer that hangs every time still fails after its retries.
    if (r && r->status == remote::CommandStatus::TimedOut)
        return true;
    if (r && r->exitCode != 255)
        return false;
    const QString text = (r ? QString::fromUtf8(r->stderrData) : QString()) + QLatin1Char('\n') + e.message;
    if (text.contains(QLatin1String("Permission denied")) || text.contains(QLatin1String("Host key")) ||
        text.contains(QLatin1String("HOST IDENTIFICATION")))
        return false;
    static const char *const dropped[] = {"Connection reset",
                                          "Connection closed",
                                          "Connection timed out",
                                          "timed out during banner exchange",
                                          "kex_exchange_identification",
                                          "ssh_exchange_identification",
                                          "Broken pipe"};
    for (const char *d : dropped) {
        if (text.contains(QLatin1String(d)))
            return true;
    }
    return false;
}

void Verifier::oneDone()
{
    if (--m_pending > 0)
        return;
    for (const auto &[index, f] : std::as_const(m_unreachable)) {
        const PeerCheck &c = m_result.matrix.at(index);
        QString peerNetdev;
        if (const plan::PlannedNode *peer = m_plan.node(c.peer)) {
            for (const plan::PlannedInterface &i : peer->interfaces) {
                if (i.addressText() == c.address)
                    peerNetdev = i.netdev;
            }
        }
        if (!m_missingAddress.contains(c.node + QLatin1Char('/') + c.netdev) &&
            !m_missingAddress.contains(c.peer + QLatin1Char('/') + peerNetdev))
            m_result.findings << f;
    }
    m_unreachable.clear();
    // Why an address is missing or shared, in doctor's words and evidence.
    for (const diag::Finding &f : diag::AddressingRules::evaluate(m_found)) {
        if (f.id == QLatin1String("twins-same-subnet") || f.id == QLatin1String("duplicate-rail-address") ||
            f.id == QLatin1String("link-local-only"))
            m_result.findings << f;
    }
    bool ok = true;
    for (const diag::Finding &f : m_result.findings)
        ok &= f.severity != model::Severity::Error;
    m_result.success = ok;
    Q_EMIT finished();
}

} // namespace railyard::apply
