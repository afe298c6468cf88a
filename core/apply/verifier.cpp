// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/verifier.h"

#include "apply/commandsequence.h"
#include "probe/ethtoollinkparser.h"
#include "probe/iplinkparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
    report::ReportItem *item =
        report ? report->addChild(report::ItemKind::Step,
                                  QCoreApplication::translate("railyard::apply::Verifier", "Verify"))
               : nullptr;
    for (const plan::PlannedNode &a : plan.nodes) {
        for (const plan::PlannedInterface &i : a.interfaces) {
            for (const plan::PlannedNode &b : plan.nodes) {
                if (b.name == a.name)
                    continue;
                for (const plan::PlannedInterface &j : b.interfaces) {
                    if (j.subnet == i.subnet)
                        m_result.matrix.append(PeerCheck{a.name, b.name, i.netdev, i.rail, j.addressText()});
                }
            }
        }
    }
    // One command at a time per node: sshd allows only a few sessions per
    // connection (MaxSessions 10) and a switch of 8 has 14 peers per node.
    m_pending = int(plan.nodes.size()) + 1;
    for (const plan::PlannedNode &n : plan.nodes) {
        QList<int> mine;
        for (int k = 0; k < m_result.matrix.size(); ++k) {
            if (m_result.matrix.at(k).node == n.name)
                mine << k;
        }
        checkLinks(n, item, [this, mine, item] { nextPeer(mine, 0, item); });
    }
    oneDone();
}

void Verifier::nextPeer(const QList<int> &indexes, int at, report::ReportItem *item)
{
    if (at >= indexes.size()) {
        oneDone();
        return;
    }
    checkPeer(indexes.at(at), item, [this, indexes, at, item] { nextPeer(indexes, at + 1, item); });
}

void Verifier::checkLinks(const plan::PlannedNode &node, report::ReportItem *item, std::function<void()> next)
{
    QList<Result<remote::RemoteCommand>> commands;
    commands << CommandBuilder(QStringLiteral("ip"))
                    .flag(QStringLiteral("-j"))
                    .word(QStringLiteral("link"))
                    .word(QStringLiteral("show"))
                    .build();
    for (const plan::PlannedInterface &i : node.interfaces)
        commands << CommandBuilder(QStringLiteral("ethtool")).interface(i.netdev).build();
    const QString name = node.name;
    CommandSequence::run(
        m_runner, name, commands, item, this,
        [this, name, next](const Error &e, const QList<remote::CommandResult> &results) {
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
                next();
                return;
            }
            const Result<probe::IpLinkResult> links =
                probe::IpLinkParser::parse(QString::fromUtf8(results.first().stdoutData));
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
                if (!link || !link->hasFlag(QStringLiteral("LOWER_UP")) ||
                    !link->hasFlag(QStringLiteral("UP"))) {
                    m_result.findings << finding(
                        QStringLiteral("verify-link-down"), model::Severity::Error, object,
                        QCoreApplication::translate("railyard::apply::Verifier",
                                                    "%1 on %2 is not up with carrier.")
                            .arg(i.netdev, name),
                        QCoreApplication::translate("railyard::apply::Verifier",
                                                    "Check the cable in port %1 and the cabling plan.")
                            .arg(i.port),
                        {{source, QStringLiteral("operstate"),
                          link ? link->operstate : QStringLiteral("absent")}});
                }
                if (link && link->mtu.value_or(0) != m_plan.mtu) {
                    m_result.findings << finding(
                        QStringLiteral("verify-mtu-mismatch"), model::Severity::Error, object,
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
            next();
        });
}

void Verifier::checkPeer(int index, report::ReportItem *item, std::function<void()> next)
{
    const PeerCheck c = m_result.matrix.at(index);
    const QList<Result<remote::RemoteCommand>> plain{ping(c.netdev, c.address, std::nullopt)};
    CommandSequence::run(
        m_runner, c.node, plain, item, this,
        [this, index, item, c, next](const Error &e, const QList<remote::CommandResult> &) {
            if (!e.message.isEmpty()) {
                m_result.findings << finding(
                    QStringLiteral("verify-peer-unreachable"), model::Severity::Error,
                    diag::FindingObject::forRail(c.node, portOf(m_plan, c), c.rail),
                    QCoreApplication::translate("railyard::apply::Verifier",
                                                "%1 cannot reach %2 (%3) over %4 (rail %5).")
                        .arg(c.node, c.peer, c.address, c.netdev)
                        .arg(c.rail),
                    QCoreApplication::translate("railyard::apply::Verifier",
                                                "Check the cabling against the plan (port numbers, crossed "
                                                "ports, a dead rail): run discover."),
                    {{QStringLiteral("%1: ping -I %2 %3").arg(c.node, c.netdev, c.address),
                      QStringLiteral("result"), e.message}});
                next();
                return;
            }
            m_result.matrix[index].reachable = true;
            const QList<Result<remote::RemoteCommand>> more{ping(c.netdev, c.address, m_plan.mtu - 28),
                                                            CommandBuilder(QStringLiteral("ip"))
                                                                .flag(QStringLiteral("-j"))
                                                                .word(QStringLiteral("route"))
                                                                .word(QStringLiteral("get"))
                                                                .address(c.address)
                                                                .build()};
            CommandSequence::run(
                m_runner, c.node, {more.at(0)}, item, this,
                [this, index, c, item, more, next](const Error &e2, const QList<remote::CommandResult> &) {
                    if (e2.message.isEmpty()) {
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
                              QStringLiteral("result"), e2.message}});
                    }
                    CommandSequence::run(
                        m_runner, c.node, {more.at(1)}, item, this,
                        [this, index, c, next](const Error &, const QList<remote::CommandResult> &r) {
                            QString dev;
                            if (!r.isEmpty() && r.first().succeeded()) {
                                const QJsonArray a = QJsonDocument::fromJson(r.first().stdoutData).array();
                                if (!a.isEmpty())
                                    dev = a.first().toObject().value(QStringLiteral("dev")).toString();
                            }
                            if (dev == c.netdev) {
                                m_result.matrix[index].routeOk = true;
                            } else {
                                m_result.findings << finding(
                                    QStringLiteral("verify-route-wrong"), model::Severity::Error,
                                    diag::FindingObject::forRail(c.node, portOf(m_plan, c), c.rail),
                                    QCoreApplication::translate(
                                        "railyard::apply::Verifier",
                                        "On %1 the route to %2 leaves through %3, not %4.")
                                        .arg(c.node, c.address, dev.isEmpty() ? QStringLiteral("?") : dev,
                                             c.netdev),
                                    QCoreApplication::translate("railyard::apply::Verifier",
                                                                "Look for an overlapping subnet or the same "
                                                                "address on two rails (ARP flux)."),
                                    {{QStringLiteral("%1: ip route get %2").arg(c.node, c.address),
                                      QStringLiteral("dev"), dev}});
                            }
                            next();
                        });
                });
        });
}

void Verifier::oneDone()
{
    if (--m_pending > 0)
        return;
    bool ok = true;
    for (const diag::Finding &f : m_result.findings)
        ok &= f.severity != model::Severity::Error;
    m_result.success = ok;
    Q_EMIT finished();
}

} // namespace railyard::apply
