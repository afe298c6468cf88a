// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/reportcontentbuilder.h"

#include "diag/thresholds.h"
#include "facts/surveyresult.h"
#include "model/cablingrules.h"
#include "render/diagrambuilder.h"

#include <QCoreApplication>
#include <algorithm>

namespace railyard::render {

namespace {

QString orDash(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("-") : s;
}

QString pciLink(const std::optional<probe::PciLink> &link)
{
    if (!link)
        return QStringLiteral("-");
    QString out =
        link->speedGts ? QString::number(*link->speedGts) + QStringLiteral(" GT/s") : QStringLiteral("?");
    out += link->width ? QStringLiteral(" x%1").arg(*link->width) : QString();
    if (link->downgraded)
        out += QCoreApplication::translate("railyard::render::ReportContentBuilder", " (downgraded)");
    return out;
}

QString gbps(double v)
{
    return QString::number(v, 'f', 1);
}

QString railLabel(const measure::RailBandwidth &r)
{
    return QStringLiteral("%1 -> %2 rail %3").arg(r.clientNode, r.serverNode).arg(r.rail);
}

// A message size as nccl-tests' -b/-e options write it (powers of 1024).
QString sizeLabel(qint64 bytes)
{
    static const char *const suffixes[] = {"", "K", "M", "G", "T"};
    int unit = 0;
    while (unit < 4 && bytes >= 1024 && bytes % 1024 == 0) {
        bytes /= 1024;
        ++unit;
    }
    return QString::number(bytes) + QLatin1String(suffixes[unit]);
}

} // namespace

QList<QPair<QString, QString>> ReportContentBuilder::nodeFacts(const inventory::NodeInventory &inv)
{
    QList<QPair<QString, QString>> f;
    if (!inv.reachable)
        f << qMakePair(QCoreApplication::translate("railyard::render::ReportContentBuilder", "Reachable"),
                       QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                                   "no: the node could not run commands"));
    f << qMakePair(QCoreApplication::translate("railyard::render::ReportContentBuilder", "Host name"),
                   orDash(inv.hostname));
    f << qMakePair(
        QCoreApplication::translate("railyard::render::ReportContentBuilder", "Model / system release"),
        orDash(inv.dgxRelease));
    f << qMakePair(QCoreApplication::translate("railyard::render::ReportContentBuilder", "OS release"),
                   orDash(inv.osName));
    f << qMakePair(QCoreApplication::translate("railyard::render::ReportContentBuilder", "Kernel"),
                   orDash(inv.kernel));
    f << qMakePair(QCoreApplication::translate("railyard::render::ReportContentBuilder", "GPU"),
                   orDash(inv.gpuName) + QStringLiteral(", driver ") + orDash(inv.gpuDriver) +
                       QStringLiteral(", CUDA ") + orDash(inv.cudaVersion));
    f << qMakePair(
        QCoreApplication::translate("railyard::render::ReportContentBuilder", "Management interface"),
        orDash(inv.managementInterface));
    for (const inventory::NetdevInventory &n : inv.netdevs) {
        if (!n.present)
            continue;
        const QString key = n.rail.label() + QStringLiteral(" (") + n.netdev + QStringLiteral(")");
        QString link = orDash(n.operstate);
        if (n.speedMbps)
            link += QStringLiteral(", %1 Mb/s").arg(*n.speedMbps);
        if (n.mtu)
            link += QStringLiteral(", MTU %1").arg(*n.mtu);
        if (!n.ipv4.isEmpty())
            link += QStringLiteral(", ") + n.ipv4.join(QStringLiteral(" "));
        f << qMakePair(key + QCoreApplication::translate("railyard::render::ReportContentBuilder", ": link"),
                       link);
        f << qMakePair(
            key + QCoreApplication::translate("railyard::render::ReportContentBuilder", ": driver, firmware"),
            orDash(n.driver) + QLatin1Char(' ') + n.driverVersion + QStringLiteral(", ") +
                orDash(n.firmware));
        f << qMakePair(
            key + QCoreApplication::translate("railyard::render::ReportContentBuilder", ": PCIe ") +
                orDash(n.busInfo),
            QCoreApplication::translate("railyard::render::ReportContentBuilder", "capable ") +
                pciLink(n.pcieCap) +
                QCoreApplication::translate("railyard::render::ReportContentBuilder", ", running ") +
                pciLink(n.pcieSta));
    }
    for (const inventory::PortInventory &p : inv.ports) {
        const QString key =
            QCoreApplication::translate("railyard::render::ReportContentBuilder", "Port %1 cable EEPROM")
                .arg(p.port);
        if (!p.module) {
            f << qMakePair(key,
                           QCoreApplication::translate("railyard::render::ReportContentBuilder", "not read"));
            continue;
        }
        const probe::EthtoolModule &m = *p.module;
        QString text = m.vendorName.value_or(QStringLiteral("?")) + QLatin1Char(' ') +
                       m.vendorPn.value_or(QStringLiteral("?")) +
                       QCoreApplication::translate("railyard::render::ReportContentBuilder", ", SN ") +
                       m.vendorSn.value_or(QStringLiteral("?"));
        if (m.lengthM)
            text += QStringLiteral(", %1 m").arg(*m.lengthM);
        if (m.transmitterTechnology)
            text += QStringLiteral(", ") + *m.transmitterTechnology;
        QStringList att;
        for (auto it = m.attenuationDb.begin(); it != m.attenuationDb.end(); ++it)
            att << QStringLiteral("%1 GHz %2 dB").arg(it.key()).arg(it.value());
        if (!att.isEmpty())
            text += QCoreApplication::translate("railyard::render::ReportContentBuilder", ", attenuation ") +
                    att.join(QStringLiteral(" / "));
        f << qMakePair(key, text);
    }
    for (const inventory::InventoryIssue &i : inv.issues)
        f << qMakePair(
            QCoreApplication::translate("railyard::render::ReportContentBuilder", "Not collected: ") +
                i.field,
            i.message);
    return f;
}

ReportContent ReportContentBuilder::build(const Input &in)
{
    ReportContent c;
    c.title = in.title;
    c.generated = QDateTime::currentDateTimeUtc();
    c.cluster = in.cluster;
    c.plan = in.plan;
    c.findings = in.findings;
    c.log = in.log;
    const model::Cluster &cluster = in.cluster;
    const QList<diag::Finding> &findings = in.findings;
    // One section per node of the cluster, in its order, with what was read of it.
    for (const model::Node &n : cluster.nodes) {
        const auto inv = std::find_if(in.inventories.begin(), in.inventories.end(),
                                      [&](const inventory::NodeInventory &i) { return i.node == n.name; });
        if (inv != in.inventories.end())
            c.inventory << qMakePair(n.name, nodeFacts(*inv));
    }
    c.cables = DiagramBuilder::found(cluster, in.discovery, findings, in.tests.rdma);

    // Loopback: the card alone.
    if (!in.tests.loopback.isEmpty()) {
        ReportTable table{
            QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                        "Loopback (card health, no cable)"),
            {QCoreApplication::translate("railyard::render::ReportContentBuilder", "Node"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "RDMA device"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Gb/s"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Health"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Advice")},
            {},
            QCoreApplication::translate(
                "railyard::render::ReportContentBuilder",
                "Healthy about 106 Gb/s; about 13 Gb/s means the card is throttled.")};
        ReportChart chart{QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                                      "Loopback bandwidth per node"),
                          QCoreApplication::translate("railyard::render::ReportContentBuilder", "Gb/s"),
                          {},
                          106,
                          QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                                      "healthy card: about 106 Gb/s"),
                          30};
        for (const measure::LoopbackResult &l : in.tests.loopback) {
            table.rows << QStringList{l.node, l.run.rdmaDevice, gbps(l.run.gbps),
                                      measure::LoopbackResult::healthName(l.health),
                                      l.advice.isEmpty() ? l.run.error : l.advice};
            chart.bars << qMakePair(l.node, l.run.gbps);
        }
        c.results << table;
        c.charts << chart;
    }
    // RDMA: the both-rails run is the cable's figure; the rail-alone run stays its own row.
    if (!in.tests.rdma.isEmpty()) {
        ReportTable table{
            QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                        "RDMA bandwidth per cable (ib_write_bw, both rails at once)"),
            {QCoreApplication::translate("railyard::render::ReportContentBuilder", "Cable"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Rail 1 Gb/s"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Rail 2 Gb/s"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Cable Gb/s"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "% of 200"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "One rail alone Gb/s"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Errors")},
            {},
            QCoreApplication::translate(
                "railyard::render::ReportContentBuilder",
                "One cable with both rails: 185-190 Gb/s. Sequential runs are never added.")};
        ReportChart chart{
            QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                        "RDMA bandwidth per rail (both rails at once)"),
            QCoreApplication::translate("railyard::render::ReportContentBuilder", "Gb/s"),
            {},
            92.5,
            QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                        "healthy rail with its twin busy: about 92 Gb/s (185 per cable)"),
            80};
        // The cable's figure against what one cable can carry at most.
        ReportChart cableChart{
            QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                        "RDMA bandwidth per cable (both rails at once)"),
            QCoreApplication::translate("railyard::render::ReportContentBuilder", "Gb/s"),
            {},
            diag::Thresholds::NodeLimitGbps,
            QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                        "limit: 200 Gb/s per cable; healthy cables reach 185-190"),
            diag::Thresholds::CableMinGbps};
        for (const measure::CableMeasurement &m : in.tests.rdma) {
            if (m.bothRails)
                cableChart.bars << qMakePair(m.cable.toString(), m.bothRails->totalGbps());
            QStringList row{m.cable.toString()};
            if (m.bothRails) {
                const measure::RailBandwidth *r1 = m.bothRails->rail(1);
                const measure::RailBandwidth *r2 = m.bothRails->rail(2);
                row << (r1 ? gbps(r1->gbps) : QStringLiteral("-"))
                    << (r2 ? gbps(r2->gbps) : QStringLiteral("-")) << gbps(m.bothRails->totalGbps())
                    << QString::number(m.bothRails->percentOfLimit(), 'f', 0);
                for (const measure::RailBandwidth &r : m.bothRails->rails())
                    chart.bars << qMakePair(railLabel(r), r.gbps);
            } else {
                row << QStringLiteral("-") << QStringLiteral("-") << QStringLiteral("-")
                    << QStringLiteral("-");
            }
            row << (m.singleRail ? gbps(m.singleRail->gbps) : QStringLiteral("-"))
                << m.errors.join(QStringLiteral("; "));
            table.rows << row;
        }
        c.results << table;
        if (!cableChart.bars.isEmpty())
            c.charts << cableChart;
        c.charts << chart;
    }
    for (const measure::NcclRunResult &n : in.tests.nccl) {
        ReportTable table{
            QCoreApplication::translate("railyard::render::ReportContentBuilder", "NCCL %1")
                .arg(n.collective),
            {QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                         "Average bus bandwidth GB/s"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Peak GB/s"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "RDMA devices used"),
             QCoreApplication::translate("railyard::render::ReportContentBuilder", "Problem")},
            {},
            QCoreApplication::translate(
                "railyard::render::ReportContentBuilder",
                "Reference: 19-24 GB/s for a pair with both rails; one device about 13.9 GB/s.")};
        QString problem = n.error;
        if (n.socketFallback)
            problem +=
                QCoreApplication::translate("railyard::render::ReportContentBuilder", "data over sockets");
        if (n.singleHca)
            problem +=
                QCoreApplication::translate("railyard::render::ReportContentBuilder", "one RDMA device only");
        table.rows << QStringList{
            n.avgBusbwGBs ? QString::number(*n.avgBusbwGBs, 'f', 2) : QStringLiteral("-"),
            QString::number(n.peakBusbwGBs, 'f', 2), n.ibDevices.join(QStringLiteral(", ")), orDash(problem)};
        c.results << table;
        // Bus bandwidth grows with the message size and levels off; the level
        // is the figure to compare, so the whole curve is drawn, not one number.
        if (n.tests && !n.tests->rows.isEmpty()) {
            ReportChart chart{
                QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                            "NCCL %1: bus bandwidth by message size")
                    .arg(n.collective),
                QCoreApplication::translate("railyard::render::ReportContentBuilder", "GB/s"),
                {},
                0,
                QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                            "shaded: 19-24 GB/s, measured on healthy pairs with both rails"),
                0,
                ReportChart::Kind::Line,
                19,
                24,
                QCoreApplication::translate("railyard::render::ReportContentBuilder",
                                            "message size (bytes)")};
            for (const probe::NcclTestsRow &row : n.tests->rows)
                chart.bars << qMakePair(sizeLabel(row.sizeBytes), row.busbwOop);
            c.charts << chart;
        }
    }
    if (!in.notes.isEmpty()) {
        ReportTable table{
            QCoreApplication::translate("railyard::render::ReportContentBuilder", "Steps that could not run"),
            {QCoreApplication::translate("railyard::render::ReportContentBuilder", "Note")},
            {},
            {}};
        for (const QString &n : in.notes)
            table.rows << QStringList{n};
        c.results << table;
    }
    return c;
}

ReportContentBuilder::Input ReportContentBuilder::fromSurvey(const facts::SurveyResult &survey,
                                                             const model::Cluster &cluster,
                                                             const QList<diag::Finding> &findings,
                                                             const QString &title)
{
    Input in;
    in.title = title;
    in.cluster = cluster;
    in.plan = survey.plan;
    in.inventories = survey.discovery.inventories;
    in.discovery = survey.discovery;
    in.tests = survey.tests;
    in.findings = findings;
    in.notes = survey.notes;
    in.log = survey.log.get();
    return in;
}

} // namespace railyard::render
