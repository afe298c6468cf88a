// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/ncclrules.h"

#include "diag/observations.h"
#include "diag/raillookup.h"
#include "diag/thresholds.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard::diag {

namespace {

void checkLog(const NodeObservations &n, QList<Finding> &out)
{
    if (!n.ncclLog)
        return;
    const probe::NcclLogResult &log = *n.ncclLog;
    const QString src = n.source(QStringLiteral("nccl.log (NCCL_DEBUG=INFO)"));
    if (log.socketFallback) {
        QList<Evidence> ev{
            {src, QStringLiteral("network"), log.network.isEmpty() ? QStringLiteral("?") : log.network},
            {src, QStringLiteral("socket_fallback"), QStringLiteral("true")}};
        if (!log.socketInterfaces.isEmpty())
            ev.append(
                {src, QStringLiteral("NET/Socket interfaces"), log.socketInterfaces.join(QLatin1Char(' '))});
        // The line of the log that shows it, for whoever reads the report.
        if (log.fallbackEvidence)
            ev.append(
                {src, QStringLiteral("line %1").arg(log.fallbackEvidence->line), log.fallbackEvidence->text});
        out.append(
            {QStringLiteral("nccl-socket-fallback"), model::Severity::Error, FindingObject::forNode(n.node),
             ev,
             QCoreApplication::translate(
                 "railyard::diag::NcclRules",
                 "NCCL moved the data over TCP sockets instead of RDMA. That is a fraction of the cluster "
                 "link's speed and may even run over the LAN."),
             QCoreApplication::translate(
                 "railyard::diag::NcclRules",
                 "Set NCCL_IB_HCA to both RDMA devices of the cabled port (for port 0: "
                 "rocep1s0f0,roceP2p1s0f0), check that ibdev2netdev shows them Up, and that the container "
                 "sees /dev/infiniband.")});
        return;
    }
    // IB, and external plugins' IBext, IBext_v8, IBext_v10 ...
    if (!log.network.startsWith(QLatin1String("IB"), Qt::CaseInsensitive))
        return;
    QStringList names = log.allIbDeviceNames;
    if (names.isEmpty()) {
        for (const probe::NcclIbDevice &d : log.ibDevices)
            names.append(d.name);
    }
    for (int p = 0; p < model::Port::Count; ++p) {
        const model::Rail r1(p, 1);
        const model::Rail r2(p, 2);
        const bool has1 = names.contains(r1.rdmaDevice());
        const bool has2 = names.contains(r2.rdmaDevice());
        if (has1 == has2)
            continue;
        const model::Rail used = has1 ? r1 : r2;
        const model::Rail missing = RailLookup::twin(used);
        // Both twins of the other port present means a deliberate choice
        // elsewhere; only a port whose twin is absent everywhere counts.
        out.append(
            {QStringLiteral("nccl-single-hca"), model::Severity::Error, FindingObject::forPort(n.node, p),
             log.devicesEvidence
                 ? QList<Evidence>{{src, QStringLiteral("NET/IB Using"), names.join(QLatin1Char(' '))},
                                   {src, QStringLiteral("line %1").arg(log.devicesEvidence->line),
                                    log.devicesEvidence->text}}
                 : QList<Evidence>{{src, QStringLiteral("NET/IB Using"), names.join(QLatin1Char(' '))}},
             QCoreApplication::translate(
                 "railyard::diag::NcclRules",
                 "NCCL uses only %1 of port %2; its twin %3 is missing, so collectives run over one rail "
                 "(about 13.9 GB/s instead of ~22).")
                 .arg(used.rdmaDevice())
                 .arg(p)
                 .arg(missing.rdmaDevice()),
             QCoreApplication::translate("railyard::diag::NcclRules",
                                         "Set NCCL_IB_HCA=%1,%2 on every rank (mpirun -x NCCL_IB_HCA=...).")
                 .arg(r1.rdmaDevice(), r2.rdmaDevice())});
    }
}

void checkBusbw(const Observations &o, const NodeObservations &n, QList<Finding> &out)
{
    if (!n.ncclTests)
        return;
    const probe::NcclTestsResult &t = *n.ncclTests;
    double busbw = 0;
    QString key;
    if (t.avgBusbwGbs) {
        busbw = *t.avgBusbwGbs;
        key = QStringLiteral("Avg bus bandwidth");
    } else if (!t.rows.isEmpty()) {
        // Output cut before the average: the largest message is the closest
        // to the reference, which is measured at 256 MB and above.
        const probe::NcclTestsRow *largest = &t.rows.first();
        for (const probe::NcclTestsRow &row : t.rows) {
            if (row.sizeBytes >= largest->sizeBytes)
                largest = &row;
        }
        busbw = std::max(largest->busbwOop, largest->busbwIp);
        key = QStringLiteral("busbw at %1 bytes").arg(largest->sizeBytes);
    } else {
        return;
    }
    const bool ring = o.cluster && o.cluster->topology == model::Topology::Ring;
    const double reference = ring ? Thresholds::NcclBusbwRingGBs : Thresholds::NcclBusbwPairGBs;
    const double floor = reference * Thresholds::NcclBusbwMinFraction;
    if (busbw >= floor)
        return;
    const QString src = n.source(t.collective.isEmpty() ? QStringLiteral("nccl-tests")
                                                        : t.collective + QStringLiteral("_perf"));
    out.append({QStringLiteral("nccl-busbw-low"),
                model::Severity::Warning,
                o.nodes.size() > 1 ? FindingObject::cluster() : FindingObject::forNode(n.node),
                {{src, key, QString::number(busbw) + QStringLiteral(" GB/s")},
                 {QStringLiteral("reference"), ring ? QStringLiteral("ring") : QStringLiteral("pair"),
                  QString::number(reference) + QStringLiteral(" GB/s")}},
                QCoreApplication::translate(
                    "railyard::diag::NcclRules",
                    "nccl-tests reached a bus bandwidth of %1 GB/s, below %2 % of the %3 GB/s reference.")
                    .arg(busbw, 0, 'f', 2)
                    .arg(Thresholds::NcclBusbwMinFraction * 100, 0, 'f', 0)
                    .arg(reference, 0, 'f', 1),
                QCoreApplication::translate(
                    "railyard::diag::NcclRules",
                    "Check the NCCL log for both HCAs and for a socket fallback, test messages of 256 MB and "
                    "more, and run the RDMA tests per rail to find the slow link.")});
}

// nccl-tests checks every result against the expected data; a non-zero
// #wrong is corrupted data (a bad lane, a bad GPU, a broken plugin), never
// a matter of speed, so it is an error whatever the bandwidth.
void checkWrong(const Observations &o, const NodeObservations &n, QList<Finding> &out)
{
    if (!n.ncclTests)
        return;
    const probe::NcclTestsResult &t = *n.ncclTests;
    const QString src = n.source(t.collective.isEmpty() ? QStringLiteral("nccl-tests")
                                                        : t.collective + QStringLiteral("_perf"));
    QList<Evidence> ev;
    qint64 total = 0;
    int rows = 0;
    for (const probe::NcclTestsRow &row : t.rows) {
        const qint64 wrong = row.wrongOop.value_or(0) + row.wrongIp.value_or(0);
        if (wrong <= 0)
            continue;
        total += wrong;
        ++rows;
        if (ev.size() < 5)
            ev.append({src, QStringLiteral("#wrong at %1 bytes").arg(row.sizeBytes),
                       QStringLiteral("out-of-place %1, in-place %2")
                           .arg(row.wrongOop ? QString::number(*row.wrongOop) : QStringLiteral("N/A"),
                                row.wrongIp ? QString::number(*row.wrongIp) : QStringLiteral("N/A"))});
    }
    if (t.outOfBounds && *t.outOfBounds > 0)
        ev.append({src, QStringLiteral("Out of bounds values"), QString::number(*t.outOfBounds)});
    if (ev.isEmpty())
        return;
    out.append(
        {QStringLiteral("nccl-tests-wrong"), model::Severity::Error,
         o.nodes.size() > 1 ? FindingObject::cluster() : FindingObject::forNode(n.node), ev,
         rows > 0 ? QCoreApplication::translate("railyard::diag::NcclRules",
                                                "nccl-tests found %1 wrong values in %2 message sizes: the "
                                                "data that arrived is not the data that was sent.")
                        .arg(total)
                        .arg(rows)
                  : QCoreApplication::translate("railyard::diag::NcclRules",
                                                "nccl-tests reports %1 values out of bounds: the data that "
                                                "arrived is not the data that was sent.")
                        .arg(*t.outOfBounds),
         QCoreApplication::translate(
             "railyard::diag::NcclRules",
             "Do not trust results from this cluster until this is explained: check the error counters "
             "and lanes of every rail (railyard-cli monitor), the GPUs (nvidia-smi, dmesg for Xid), then "
             "run the test again with NCCL_IB_HCA set to one rail at a time to find the one that "
             "corrupts.")});
}

QString warnText(const probe::NcclLogResult &log, int line)
{
    for (const probe::NcclWarnLine &w : log.warnLines) {
        if (w.line == line)
            return w.text;
    }
    return {};
}

// NCCL's own RDMA failures: a completion with an error status (12,
// retry exceeded: the peer stopped answering on that rail) or a queue pair
// that could not be connected (INIT to RTR timed out: the two ends cannot
// reach each other on that rail). Flush errors (5) only follow another one,
// so the first other status is the one named.
void checkIbErrors(const NodeObservations &n, QList<Finding> &out)
{
    if (!n.ncclLog || n.ncclLog->ibErrors.isEmpty())
        return;
    const QString src = n.source(QStringLiteral("nccl.log"));
    const QList<probe::NcclIbError> &errors = n.ncclLog->ibErrors;
    for (const probe::NcclIbError::Kind kind :
         {probe::NcclIbError::Kind::Completion, probe::NcclIbError::Kind::QpTransition}) {
        const probe::NcclIbError *first = nullptr;
        int count = 0;
        for (const probe::NcclIbError &e : errors) {
            if (e.kind != kind)
                continue;
            ++count;
            if (!first || (first->status == 5 && e.status != 5))
                first = &e;
        }
        if (!first)
            continue;
        QList<Evidence> ev;
        for (const probe::NcclIbError &e : errors) {
            if (e.kind == kind && ev.size() < 3)
                ev.append({src, QStringLiteral("line %1").arg(e.line), warnText(*n.ncclLog, e.line)});
        }
        if (kind == probe::NcclIbError::Kind::Completion) {
            out.append(
                {QStringLiteral("nccl-ib-completion-error"), model::Severity::Error,
                 FindingObject::forNode(n.node), ev,
                 QCoreApplication::translate("railyard::diag::NcclRules",
                                             "NCCL's RDMA transfers on %1 failed %2 times: work "
                                             "completion status %3 (%4), vendor error %5, peer %6 (line %7).")
                     .arg(n.node)
                     .arg(count)
                     .arg(first->status.value_or(-1))
                     .arg(first->statusName().isEmpty() ? QStringLiteral("?") : first->statusName())
                     .arg(first->vendorErr.value_or(-1))
                     .arg(first->peer)
                     .arg(first->line),
                 first->status == 12
                     ? QCoreApplication::translate(
                           "railyard::diag::NcclRules",
                           "Status 12 means the peer stopped acknowledging on that rail: check the link of "
                           "each rail on both nodes (railyard-cli monitor for link drops and error "
                           "counters), that both ends use the same MTU and RoCE GID index, and run the RDMA "
                           "test per rail.")
                     : QCoreApplication::translate(
                           "railyard::diag::NcclRules",
                           "Look up the status in ibv_wc_status (verbs.h) and the vendor error in the "
                           "ConnectX documentation; run the RDMA test per rail to see whether one rail "
                           "fails on its own.")});
        } else {
            out.append(
                {QStringLiteral("nccl-qp-connect-failed"), model::Severity::Error,
                 FindingObject::forNode(n.node), ev,
                 QCoreApplication::translate(
                     "railyard::diag::NcclRules",
                     "NCCL on %1 could not connect a queue pair %2 times: %3 (line %4).")
                     .arg(n.node)
                     .arg(count)
                     .arg(first->error)
                     .arg(first->line),
                 QCoreApplication::translate("railyard::diag::NcclRules",
                                             "The two ends cannot reach each other on that rail: check that "
                                             "each rail has an address in "
                                             "the same subnet as its peer's (railyard-cli verify), that "
                                             "NCCL_IB_GID_INDEX is the same on "
                                             "every node, and that NCCL_IB_HCA names only cabled rails.")});
        }
    }
}

QStringList splitList(const QString &value)
{
    QString v = value.trimmed();
    if (v.startsWith(QLatin1Char('^')) || v.startsWith(QLatin1Char('=')))
        v = v.mid(1);
    QStringList items;
    for (const QString &part : v.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        QString item = part.trimmed();
        if (item.startsWith(QLatin1Char('=')))
            item = item.mid(1);
        const qsizetype colon = item.indexOf(QLatin1Char(':'));
        if (colon > 0)
            item = item.left(colon); // NCCL_IB_HCA=dev:port
        if (!item.isEmpty())
            items.append(item);
    }
    return items;
}

void checkEnv(const NodeObservations &n, QList<Finding> &out)
{
    const QString src = n.source(QStringLiteral("NCCL environment"));
    const QString socket = QStringLiteral("NCCL_SOCKET_IFNAME");
    const QString hca = QStringLiteral("NCCL_IB_HCA");
    if (n.ncclEnv.contains(socket)) {
        for (const QString &item : splitList(n.ncclEnv.value(socket))) {
            if (!RailLookup::looksLikeRdmaDevice(item))
                continue;
            out.append(
                {QStringLiteral("nccl-env-confused"),
                 model::Severity::Error,
                 FindingObject::forNode(n.node),
                 {{src, socket, n.ncclEnv.value(socket)}},
                 QCoreApplication::translate(
                     "railyard::diag::NcclRules",
                     "NCCL_SOCKET_IFNAME names %1, an RDMA device. NCCL_SOCKET_IFNAME picks the network "
                     "interface (netdev) for the bootstrap sockets; the RDMA devices go in NCCL_IB_HCA.")
                     .arg(item),
                 QCoreApplication::translate(
                     "railyard::diag::NcclRules",
                     "Set NCCL_SOCKET_IFNAME to a netdev (e.g. enp1s0f0np0) and list the RDMA devices in "
                     "NCCL_IB_HCA (e.g. rocep1s0f0,roceP2p1s0f0).")});
            break;
        }
    }
    if (n.ncclEnv.contains(hca)) {
        for (const QString &item : splitList(n.ncclEnv.value(hca))) {
            if (RailLookup::looksLikeRdmaDevice(item) || !RailLookup::looksLikeNetdev(item))
                continue;
            out.append({QStringLiteral("nccl-env-confused"),
                        model::Severity::Error,
                        FindingObject::forNode(n.node),
                        {{src, hca, n.ncclEnv.value(hca)}},
                        QCoreApplication::translate(
                            "railyard::diag::NcclRules",
                            "NCCL_IB_HCA names %1, a network interface. NCCL_IB_HCA takes RDMA device names; "
                            "the netdev belongs in NCCL_SOCKET_IFNAME.")
                            .arg(item),
                        QCoreApplication::translate(
                            "railyard::diag::NcclRules",
                            "List the RDMA devices in NCCL_IB_HCA (ibdev2netdev shows which belongs to which "
                            "netdev; for port 0: rocep1s0f0,roceP2p1s0f0).")});
            break;
        }
    }
}

} // namespace

QList<Finding> NcclRules::evaluate(const Observations &observations)
{
    QList<Finding> out;
    for (const NodeObservations &n : observations.nodes) {
        checkLog(n, out);
        checkBusbw(observations, n, out);
        checkWrong(observations, n, out);
        checkIbErrors(n, out);
        checkEnv(n, out);
    }
    return out;
}

} // namespace railyard::diag
