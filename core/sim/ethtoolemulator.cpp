// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/ethtoolemulator.h"

#include "sim/simcluster.h"

#include <cmath>

namespace railyard::sim {

namespace {

QByteArray noDevice()
{
    return QByteArrayLiteral(
        "netlink error: no device matches name (offset 24)\nnetlink error: No such device\n");
}

QString kv(const char *key, const QString &value)
{
    return QString::asprintf("\t%-41s : ", key) + value + QLatin1Char('\n');
}

quint64 u(double v)
{
    return v <= 0 ? 0 : quint64(std::floor(v));
}

} // namespace

ToolOutput EthtoolEmulator::run(SimCluster &cluster, const QString &nodeName, const QStringList &args)
{
    cluster.update();
    SimNode *n = cluster.node(nodeName);
    if (!n || args.isEmpty())
        return ToolOutput::failure(QByteArrayLiteral("ethtool: bad command line argument(s)\n"
                                                     "For more information run ethtool -h\n"));
    QString mode;
    QString iface;
    for (const QString &a : args) {
        if (a.startsWith(QLatin1Char('-')))
            mode = a;
        else if (iface.isEmpty())
            iface = a;
    }
    const RailState *rail = n->railByNetdev(iface);
    if (!rail)
        return ToolOutput::failure(noDevice());
    ToolOutput o;
    if (mode.isEmpty()) {
        o.out = linkSettings(cluster, nodeName, *rail);
    } else if (mode == QLatin1String("-i") || mode == QLatin1String("--driver")) {
        o.out = driverInfo(*rail);
    } else if (mode == QLatin1String("-S") || mode == QLatin1String("--statistics")) {
        o.out = statistics(cluster, nodeName, *rail);
    } else if (mode == QLatin1String("--show-fec")) {
        o.out = fec(*rail);
    } else if (mode == QLatin1String("-m") || mode == QLatin1String("--dump-module-eeprom") ||
               mode == QLatin1String("--module-info")) {
        o.out = moduleEeprom(cluster, nodeName, *rail);
        if (o.out.isEmpty())
            return ToolOutput::failure(QByteArrayLiteral("netlink error: Invalid argument\n"));
    } else {
        return ToolOutput::failure(QByteArrayLiteral("ethtool: bad command line argument(s)\n"
                                                     "For more information run ethtool -h\n"));
    }
    return o;
}

QByteArray EthtoolEmulator::linkSettings(const SimCluster &cluster, const QString &node,
                                         const RailState &rail)
{
    const SimCable *sc = cluster.cableAt(node, rail.rail.port());
    const bool qsfp56 = sc && sc->module.family == CableFamily::Qsfp56;
    QString s = QStringLiteral("Settings for %1:\n").arg(rail.rail.netdev());
    const char *modes[] = {"1000baseKX/Full",         "10000baseKR/Full",
                           "40000baseKR4/Full",       "40000baseCR4/Full",
                           "40000baseSR4/Full",       "40000baseLR4/Full",
                           "25000baseCR/Full",        "25000baseKR/Full",
                           "25000baseSR/Full",        "50000baseCR2/Full",
                           "50000baseKR2/Full",       "100000baseKR4/Full",
                           "100000baseSR4/Full",      "100000baseCR4/Full",
                           "100000baseLR4_ER4/Full",  "50000baseKR/Full",
                           "50000baseSR/Full",        "50000baseCR/Full",
                           "50000baseLR_ER_FR/Full",  "50000baseDR/Full",
                           "100000baseKR2/Full",      "100000baseSR2/Full",
                           "100000baseCR2/Full",      "100000baseLR2_ER2_FR2/Full",
                           "100000baseDR2/Full",      "200000baseKR4/Full",
                           "200000baseSR4/Full",      "200000baseLR4_ER4_FR4/Full",
                           "200000baseDR4/Full",      "200000baseCR4/Full",
                           "100000baseKR/Full",       "100000baseSR/Full",
                           "100000baseLR_ER_FR/Full", "100000baseCR/Full",
                           "100000baseDR/Full",       "200000baseKR2/Full",
                           "200000baseSR2/Full",      "200000baseLR2_ER2_FR2/Full",
                           "200000baseDR2/Full",      "200000baseCR2/Full"};
    auto modeList = [&](const char *label) {
        QString block = QStringLiteral("\t%1").arg(QLatin1String(label));
        bool first = true;
        for (const char *m : modes) {
            if (first)
                block += QLatin1String(m) + QLatin1Char('\n');
            else
                block += QStringLiteral("\t                        ") + QLatin1String(m) + QLatin1Char('\n');
            first = false;
        }
        return block;
    };
    s += QStringLiteral("\tSupported ports: [ Backplane ]\n");
    s += modeList("Supported link modes:   ");
    s += QStringLiteral("\tSupported pause frame use: Symmetric\n");
    s += QStringLiteral("\tSupports auto-negotiation: Yes\n");
    s += QStringLiteral("\tSupported FEC modes: None\t RS\t BASER\n");
    s += modeList("Advertised link modes:  ");
    s += QStringLiteral("\tAdvertised pause frame use: Symmetric\n");
    s += QStringLiteral("\tAdvertised auto-negotiation: Yes\n");
    s += QStringLiteral("\tAdvertised FEC modes: None\t RS\t BASER\n");
    if (rail.up) {
        s += QStringLiteral("\tLink partner advertised link modes:  Not reported\n");
        s += QStringLiteral("\tLink partner advertised pause frame use: No\n");
        s += QStringLiteral("\tLink partner advertised auto-negotiation: Yes\n");
        s += QStringLiteral("\tLink partner advertised FEC modes: Not reported\n");
        s += QStringLiteral("\tSpeed: %1Mb/s\n").arg(rail.speedMbps);
        s += QStringLiteral("\tLanes: %1\n").arg(rail.lanes);
        s += QStringLiteral("\tDuplex: Full\n");
    } else {
        s += QStringLiteral("\tSpeed: Unknown!\n");
        s += QStringLiteral("\tDuplex: Unknown! (255)\n");
    }
    s += QStringLiteral("\tAuto-negotiation: on\n");
    s += sc ? QStringLiteral("\tPort: Direct Attach Copper\n") : QStringLiteral("\tPort: Other\n");
    Q_UNUSED(qsfp56);
    s += QStringLiteral("\tPHYAD: 0\n");
    s += QStringLiteral("\tTransceiver: internal\n");
    s += QStringLiteral("\tSupports Wake-on: d\n");
    s += QStringLiteral("\tWake-on: d\n");
    s += QStringLiteral("\tCurrent message level: 0x00000004 (4)\n");
    s += QStringLiteral("\t\t\t       link\n");
    s += rail.up ? QStringLiteral("\tLink detected: yes\n") : QStringLiteral("\tLink detected: no\n");
    return s.toUtf8();
}

QByteArray EthtoolEmulator::driverInfo(const RailState &rail)
{
    QString s;
    s += QStringLiteral("driver: mlx5_core\n");
    s += QStringLiteral("version: 6.17.0-1008-nvidia\n");
    s += QStringLiteral("firmware-version: 28.45.4028 (NVD0000000087)\n");
    s += QStringLiteral("expansion-rom-version: \n");
    s += QStringLiteral("bus-info: %1\n").arg(SimNode::pciAddress(rail.rail));
    s += QStringLiteral("supports-statistics: yes\n");
    s += QStringLiteral("supports-test: yes\n");
    s += QStringLiteral("supports-eeprom-access: no\n");
    s += QStringLiteral("supports-register-dump: no\n");
    s += QStringLiteral("supports-priv-flags: yes\n");
    return s.toUtf8();
}

QByteArray EthtoolEmulator::statistics(const SimCluster &cluster, const QString &nodeName,
                                       const RailState &rail)
{
    const SimNode *n = cluster.node(nodeName);
    const PortPhy &phy = n->phy(rail.rail.port());
    const RailCounters &c = rail.counters;
    QList<QPair<QString, quint64>> rows;
    auto add = [&](const char *name, double v) { rows.append({QLatin1String(name), u(v)}); };
    // The netdev (software) counters see only non-RDMA traffic.
    const double swRx = c.rxBytes - c.rxRdmaBytes * 1.06;
    const double swTx = c.txBytes - c.txRdmaBytes * 1.06;
    const double swRxP = c.rxPackets - c.rxRdmaPackets;
    const double swTxP = c.txPackets - c.txRdmaPackets;
    add("rx_packets", swRxP);
    add("rx_bytes", swRx);
    add("tx_packets", swTxP);
    add("tx_bytes", swTx);
    add("tx_tso_packets", 0);
    add("tx_tso_bytes", 0);
    add("rx_lro_packets", 0);
    add("rx_lro_bytes", 0);
    add("rx_csum_unnecessary", swRxP * 0.4);
    add("rx_csum_none", 0);
    add("rx_csum_complete", swRxP * 0.6);
    add("tx_csum_partial", 0);
    add("tx_queue_dropped", 0);
    add("rx_wqe_err", 0);
    add("rx_out_of_buffer", 0);
    add("rx_if_down_packets", 0);
    add("rx_steer_missed_packets", 0);
    add("dev_internal_queue_oob", 0);
    add("rx_vport_unicast_packets", swRxP * 0.5);
    add("rx_vport_unicast_bytes", swRx * 0.5);
    add("tx_vport_unicast_packets", swTxP * 0.5);
    add("tx_vport_unicast_bytes", swTx * 0.5);
    add("rx_vport_multicast_packets", swRxP * 0.5);
    add("rx_vport_multicast_bytes", swRx * 0.5);
    add("tx_vport_multicast_packets", swTxP * 0.5);
    add("tx_vport_multicast_bytes", swTx * 0.5);
    add("rx_vport_broadcast_packets", 0);
    add("rx_vport_broadcast_bytes", 0);
    add("tx_vport_broadcast_packets", 0);
    add("tx_vport_broadcast_bytes", 0);
    add("rx_vport_rdma_unicast_packets", c.rxRdmaPackets);
    add("rx_vport_rdma_unicast_bytes", c.rxRdmaBytes);
    add("tx_vport_rdma_unicast_packets", c.txRdmaPackets);
    add("tx_vport_rdma_unicast_bytes", c.txRdmaBytes);
    add("rx_vport_rdma_multicast_packets", 0);
    add("rx_vport_rdma_multicast_bytes", 0);
    add("tx_vport_rdma_multicast_packets", 0);
    add("tx_vport_rdma_multicast_bytes", 0);
    add("tx_packets_phy", c.txPackets);
    add("rx_packets_phy", c.rxPackets);
    add("rx_crc_errors_phy", phy.crcErrors);
    add("tx_bytes_phy", c.txBytes);
    add("rx_bytes_phy", c.rxBytes);
    add("tx_multicast_phy", swTxP * 0.5);
    add("tx_broadcast_phy", 0);
    add("rx_multicast_phy", swRxP * 0.5);
    add("rx_broadcast_phy", 0);
    add("rx_in_range_len_errors_phy", 0);
    add("rx_out_of_range_len_phy", 0);
    add("rx_oversize_pkts_phy", 0);
    add("rx_symbol_err_phy", phy.symbolErrors);
    add("tx_mac_control_phy", 0);
    add("rx_mac_control_phy", c.rxPause);
    add("rx_unsupported_op_phy", 0);
    add("rx_pause_ctrl_phy", c.rxPause);
    add("tx_pause_ctrl_phy", c.txPause);
    add("rx_discards_phy", 0);
    add("tx_discards_phy", 0);
    add("tx_errors_phy", 0);
    add("rx_undersize_pkts_phy", 0);
    add("rx_fragments_phy", 0);
    add("rx_jabbers_phy", 0);
    add("link_down_events_phy", phy.linkDownEvents);
    add("rx_pcs_symbol_err_phy", phy.symbolErrors);
    add("rx_corrected_bits_phy", phy.correctedBits);
    add("rx_err_lane_0_phy", phy.laneErrors[0]);
    add("rx_err_lane_1_phy", phy.laneErrors[1]);
    add("rx_err_lane_2_phy", phy.laneErrors[2]);
    add("rx_err_lane_3_phy", phy.laneErrors[3]);
    add("rx_buffer_passed_thres_phy", 0);
    add("rx_pci_signal_integrity", 0);
    add("tx_pci_signal_integrity", 0);
    add("outbound_pci_stalled_rd", 0);
    add("outbound_pci_stalled_wr", 0);
    add("outbound_pci_stalled_rd_events", 0);
    add("outbound_pci_stalled_wr_events", 0);
    add("rx_prio0_bytes", swRx);
    add("rx_prio0_packets", swRxP);
    add("rx_prio0_discards", 0);
    add("tx_prio0_bytes", swTx);
    add("tx_prio0_packets", swTxP);
    add("rx_prio3_bytes", c.rxRdmaBytes * 1.06);
    add("rx_prio3_packets", c.rxRdmaPackets);
    add("rx_prio3_discards", 0);
    add("tx_prio3_bytes", c.txRdmaBytes * 1.06);
    add("tx_prio3_packets", c.txRdmaPackets);
    add("rx_prio3_pause", c.rxPause);
    add("rx_prio3_pause_duration", c.rxPauseDurationUs);
    add("tx_prio3_pause", c.txPause);
    add("tx_prio3_pause_duration", 0);
    add("rx_prio3_pause_transition", c.rxPause / 2);
    add("tx_pause_storm_warning_events", 0);
    add("tx_pause_storm_error_events", 0);
    add("module_unplug", 0);
    add("module_bus_stuck", 0);
    add("module_high_temp", 0);
    add("module_bad_shorted", 0);
    QByteArray out = QByteArrayLiteral("NIC statistics:\n");
    for (const auto &r : rows)
        out += QStringLiteral("     %1: %2\n").arg(r.first).arg(r.second).toUtf8();
    return out;
}

QByteArray EthtoolEmulator::fec(const RailState &rail)
{
    QString s = QStringLiteral("FEC parameters for %1:\n").arg(rail.rail.netdev());
    s += QStringLiteral("Supported/Configured FEC encodings: Auto\n");
    s +=
        rail.up ? QStringLiteral("Active FEC encoding: RS\n") : QStringLiteral("Active FEC encoding: None\n");
    return s.toUtf8();
}

QByteArray EthtoolEmulator::moduleEeprom(const SimCluster &cluster, const QString &node,
                                         const RailState &rail)
{
    const int ci = cluster.cableIndexAt(node, rail.rail.port());
    if (ci < 0)
        return {};
    const SimCable &sc = cluster.scenario().cables[ci];
    const ModuleEeprom &m = sc.module;
    auto att = [&](const QString &ghz) -> QString {
        const double v = sc.faults.placeholderEeprom ? 0.0 : m.attenuationDb.value(ghz, 0.0);
        return QString::number(int(std::lround(v))) + QStringLiteral("db");
    };
    QString s;
    if (m.family == CableFamily::Qsfp112) {
        const double temp = cluster.moduleTempC(ci);
        s +=
            kv("Identifier",
               QStringLiteral("0x1e (QSFP+ or later with Common Management Interface Specification (CMIS))"));
        s += kv("Power class", QStringLiteral("1"));
        s += kv("Max power", QStringLiteral("0.25W"));
        s += kv("Connector", QStringLiteral("0x23 (No separable connector)"));
        s += kv("Cable assembly length", QString::asprintf("%.2fm", m.lengthM));
        s += kv("Tx CDR bypass control", QStringLiteral("No"));
        s += kv("Rx CDR bypass control", QStringLiteral("No"));
        s += kv("Tx CDR", QStringLiteral("No"));
        s += kv("Rx CDR", QStringLiteral("No"));
        s += kv("Transmitter technology", QStringLiteral("0x0b (Copper cable, linear active equalizers)"));
        s += kv("Laser wavelength", QStringLiteral("0.000nm"));
        s += kv("Laser wavelength tolerance", QStringLiteral("0.000nm"));
        s += kv("Length (SMF)", QStringLiteral("0.00km"));
        s += kv("Length (OM5)", QStringLiteral("0m"));
        s += kv("Length (OM4)", QStringLiteral("0m"));
        s += kv("Length (OM3 50/125um)", QStringLiteral("0m"));
        s += kv("Length (OM2 50/125um)", QStringLiteral("0m"));
        s += kv("Vendor name", m.vendorName);
        s += kv("Vendor OUI", m.vendorOui);
        s += kv("Vendor PN", m.vendorPn);
        s += kv("Vendor rev", m.vendorRev);
        s += kv("Vendor SN", m.vendorSn);
        s += kv("Date code", m.dateCode);
        s += kv("Revision compliance", QStringLiteral("Rev. 5.0"));
        s += kv("Module temperature",
                QString::asprintf("%.2f degrees C / %.2f degrees F", temp, temp * 9 / 5 + 32));
        s += kv("Module voltage", QStringLiteral("3.2950 V"));
        s += kv("Attenuation at 5GHz", att(QStringLiteral("5")));
        s += kv("Attenuation at 7GHz", att(QStringLiteral("7")));
        s += kv("Attenuation at 12.9GHz", att(QStringLiteral("12.9")));
        s += kv("Attenuation at 25.8GHz", att(QStringLiteral("25.8")));
        s += kv("Module State", QStringLiteral("0x03 (ModuleReady)"));
    } else {
        s += kv("Identifier", QStringLiteral("0x11 (QSFP28)"));
        s += kv("Extended identifier", QStringLiteral("0x00"));
        s += kv("Extended identifier description", QStringLiteral("1.5W max. Power consumption"));
        s += kv("Extended identifier description", QStringLiteral("No CDR in TX, No CDR in RX"));
        s += kv("Extended identifier description", QStringLiteral("High Power Class (> 3.5 W) not enabled"));
        s += kv("Power set", QStringLiteral("Off"));
        s += kv("Power override", QStringLiteral("Off"));
        s += kv("Connector", QStringLiteral("0x23 (No separable connector)"));
        s += kv("Transceiver codes", QStringLiteral("0x80 0x00 0x00 0x00 0x00 0x00 0x00 0x00 0x40"));
        s += kv("Transceiver type", QStringLiteral("40G Ethernet: Extended"));
        s += kv("Transceiver type", sc.faults.breakout ? QStringLiteral("Extended: 100GBASE-CR2")
                                                       : QStringLiteral("Extended: 200GBASE-CR4"));
        s += kv("Encoding", QStringLiteral("0x08 (PAM4)"));
        s += kv("BR, Nominal", QStringLiteral("25500Mbps"));
        s += kv("Rate identifier", QStringLiteral("0x00"));
        s += kv("Length (SMF,km)", QStringLiteral("0km"));
        s += kv("Length (OM3 50um)", QStringLiteral("0m"));
        s += kv("Length (OM2 50um)", QStringLiteral("0m"));
        s += kv("Length (OM1 62.5um)", QStringLiteral("0m"));
        // SFF-8636 stores copper length in whole metres: 0.5 m reads 1 m.
        s += kv("Length (Copper or Active cable)",
                QStringLiteral("%1m").arg(std::max(1, int(std::ceil(m.lengthM)))));
        s += kv("Transmitter technology", QStringLiteral("0xa0 (Copper cable unequalized)"));
        s += kv("Attenuation at 2.5GHz", att(QStringLiteral("2.5")));
        s += kv("Attenuation at 5.0GHz", att(QStringLiteral("5.0")));
        s += kv("Attenuation at 7.0GHz", att(QStringLiteral("7.0")));
        s += kv("Attenuation at 12.9GHz", att(QStringLiteral("12.9")));
        s += kv("Vendor name", m.vendorName);
        s += kv("Vendor OUI", m.vendorOui);
        s += kv("Vendor PN", m.vendorPn);
        s += kv("Vendor rev", m.vendorRev);
        s += kv("Vendor SN", m.vendorSn);
        s += kv("Date code", m.dateCode);
        s += kv("Revision Compliance", QStringLiteral("SFF-8636 Rev 2.5/2.6/2.7"));
        s += kv("Module temperature", QStringLiteral("0.00 degrees C / 32.00 degrees F"));
        s += kv("Module voltage", QStringLiteral("0.0000 V"));
    }
    return s.toUtf8();
}

} // namespace railyard::sim
