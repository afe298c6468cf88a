// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccllogparser.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>

namespace railyard::probe {

namespace {

// What one rank (host:pid) said about its data path. A fallback is decided
// per rank: one rank on sockets slows the whole collective down, while
// another rank's IB success says nothing about it.
struct RankState
{
    bool ibListed = false;     // a NET/IB Using line with at least one device
    bool ibEmpty = false;      // "NET/IB : Using [RO]; OOB ..." with no device
    bool ibInitFailed = false; // "Failed to initialize NET plugin IB"
    bool ibInitialized = false;
    QString network; // "Using network X" or "Assigned NET plugin X to comm"
    bool networkFromUsing = false;
};

// "ifname:address<port>" -> (ifname, address); the address may be IPv6 and
// contain colons, an interface name does not.
std::pair<QString, QString> splitEndpoint(QStringView endpoint)
{
    const qsizetype lt = endpoint.indexOf(QLatin1Char('<'));
    if (lt >= 0)
        endpoint = endpoint.left(lt);
    const qsizetype colon = endpoint.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return {endpoint.toString(), QString()};
    return {endpoint.left(colon).toString(), endpoint.mid(colon + 1).toString()};
}

} // namespace

QJsonObject NcclIbDevice::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("index")] = index;
    o[QStringLiteral("name")] = name;
    o[QStringLiteral("port")] = port;
    o[QStringLiteral("link_layer")] = linkLayer;
    return o;
}

QJsonObject NcclLogResult::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("nccl_version")] = ncclVersion;
    o[QStringLiteral("network")] = network;
    QJsonArray names;
    QJsonArray details;
    for (const NcclIbDevice &d : ibDevices) {
        names.append(d.name);
        details.append(d.toJson());
    }
    o[QStringLiteral("ib_devices")] = names;
    o[QStringLiteral("ib_device_details")] = details;
    o[QStringLiteral("all_ib_devices")] = QJsonArray::fromStringList(allIbDeviceNames);
    o[QStringLiteral("ib_devices_from")] = ibDevicesFrom;
    o[QStringLiteral("relaxed_ordering")] = relaxedOrdering;
    o[QStringLiteral("oob_interface")] = oobInterface;
    o[QStringLiteral("oob_address")] = oobAddress;
    o[QStringLiteral("oob_addresses")] = QJsonArray::fromStringList(oobAddresses);
    o[QStringLiteral("socket_fallback")] = socketFallback;
    o[QStringLiteral("bootstrap_interface")] = bootstrapInterface;
    o[QStringLiteral("bootstrap_address")] = bootstrapAddress;
    o[QStringLiteral("socket_interfaces")] = QJsonArray::fromStringList(socketInterfaces);
    QJsonObject channels;
    for (auto it = channelsPerNetIndex.cbegin(); it != channelsPerNetIndex.cend(); ++it)
        channels[QString::number(it.key())] = it.value();
    o[QStringLiteral("channels_per_net_index")] = channels;
    if (fallbackEvidence)
        o[QStringLiteral("fallback_evidence")] = fallbackEvidence->toJson();
    if (devicesEvidence)
        o[QStringLiteral("devices_evidence")] = devicesEvidence->toJson();
    if (!warnLines.isEmpty()) {
        QJsonArray w;
        for (const NcclWarnLine &l : warnLines)
            w.append(l.toJson());
        o[QStringLiteral("warn_lines")] = w;
    }
    if (!ibErrors.isEmpty()) {
        QJsonArray e;
        for (const NcclIbError &err : ibErrors)
            e.append(err.toJson());
        o[QStringLiteral("ib_errors")] = e;
    }
    return o;
}

QJsonObject NcclLogLine::toJson() const
{
    return QJsonObject{{QStringLiteral("line"), line}, {QStringLiteral("text"), text}};
}

QJsonObject NcclWarnLine::toJson() const
{
    QJsonObject o{{QStringLiteral("line"), line}, {QStringLiteral("text"), text}};
    if (!source.isEmpty())
        o.insert(QStringLiteral("source"), source);
    return o;
}

QString NcclIbError::statusName() const
{
    // enum ibv_wc_status of rdma-core's verbs.h, in order.
    static const char *names[] = {
        "SUCCESS",          "LOC_LEN_ERR",       "LOC_QP_OP_ERR",     "LOC_EEC_OP_ERR",
        "LOC_PROT_ERR",     "WR_FLUSH_ERR",      "MW_BIND_ERR",       "BAD_RESP_ERR",
        "LOC_ACCESS_ERR",   "REM_INV_REQ_ERR",   "REM_ACCESS_ERR",    "REM_OP_ERR",
        "RETRY_EXC_ERR",    "RNR_RETRY_EXC_ERR", "LOC_RDD_VIOL_ERR",  "REM_INV_RD_REQ_ERR",
        "REM_ABORT_ERR",    "INV_EECN_ERR",      "INV_EEC_STATE_ERR", "FATAL_ERR",
        "RESP_TIMEOUT_ERR", "GENERAL_ERR"};
    if (!status || *status < 0 || *status >= int(std::size(names)))
        return {};
    return QString::fromLatin1(names[*status]);
}

QJsonObject NcclIbError::toJson() const
{
    QJsonObject o{{QStringLiteral("line"), line},
                  {QStringLiteral("kind"), kind == Kind::Completion ? QStringLiteral("completion")
                                                                    : QStringLiteral("qp-transition")}};
    auto put = [&o](const char *key, const QString &v) {
        if (!v.isEmpty())
            o.insert(QLatin1String(key), v);
    };
    put("peer", peer);
    if (status) {
        o.insert(QStringLiteral("status"), *status);
        put("status_name", statusName());
    }
    if (vendorErr)
        o.insert(QStringLiteral("vendor_err"), *vendorErr);
    put("direction", direction);
    put("device", device);
    put("error", error);
    if (errnoValue)
        o.insert(QStringLiteral("errno"), *errnoValue);
    put("from_state", fromState);
    put("to_state", toState);
    return o;
}

Result<NcclLogResult> NcclLogParser::parse(const QString &text)
{
    // "host:pid:tid [dev] NCCL INFO message"; the prefix is absent when the
    // log went through another logger (k8s, python).
    static const QRegularExpression prefixRe(
        QStringLiteral("(?:^|\\s)(?:(\\S+):(\\d+):\\d+\\s+\\[\\d+\\]\\s+)?"
                       "NCCL (INFO|WARN|TRACE|ABORT)\\b\\s?"));
    // Rank 0 prints its version without the prefix in some versions.
    static const QRegularExpression bareVersionRe(QStringLiteral("^(?:\\S+\\s+)?NCCL version (\\S+)"));
    static const QRegularExpression virtualRe(
        QStringLiteral("^NET/IB\\w*\\s*: Made virtual device \\[(\\d+)\\] name=(\\S+)"));
    static const QRegularExpression gdrRe(
        QStringLiteral("^NET/IB\\w*\\s*: GPU Direct RDMA .*for HCA (\\d+) '([^'\\s]+)"));
    static const QRegularExpression ibDevRe(QStringLiteral("\\[(\\d+)\\]([^:\\s\\[\\]]+):(\\d+)/(\\w+)"));
    static const QRegularExpression sockDevRe(QStringLiteral("\\[(\\d+)\\]([^\\s\\[\\]]+)"));
    static const QRegularExpression viaRe(QStringLiteral("via NET/(\\w+)/(\\d+)"));

    NcclLogResult result;
    QHash<QString, RankState> ranks;
    QStringList rankOrder;
    bool sawNccl = false;
    bool socketChannels = false;
    bool ibUsingSeen = false;
    QMap<int, QStringList> virtualDevices; // index -> physical names
    QMap<int, QString> gdrDevices;         // index -> name
    QString viaNetwork;                    // "IBext_v10" from "via NET/IBext_v10/0"
    // The first line of each kind of socket evidence, strongest first.
    std::optional<NcclLogLine> socketUsing, emptyIbUsing, socketChannel, ibInitFailed;
    std::optional<NcclLogLine> firstVirtualDevice, firstGdrDevice;

    // "Got completion from peer P with status=12 opcode=1 len=0 vendor err 129 (Send)" (2.19+),
    // "... with error 4, opcode 32611, len 32611, vendor err 81 (Send)" (older).
    static const QRegularExpression completionRe(
        QStringLiteral("Got completion from peer (\\S+) with (?:status=|error )(\\d+),? opcode[= ]?(\\d+),? "
                       "len[= ]?(\\d+),? "
                       "vendor err (\\d+)(?: \\((\\w+)\\))?"));
    // "Call to ibv_modify_qp failed with error Connection timed out" (older),
    // "... failed with 110 Connection timed out, on dev mlx5_0:1, curr state INIT, next state RTR, ..."
    // (2.27+).
    static const QRegularExpression modifyQpRe(
        QStringLiteral("Call to ibv_modify_qp failed with (?:error )?(?:(\\d+) )?([^,]+?)\\.?(?:,|$)"
                       "(?:\\s*on dev (\\S+?),\\s*curr state (\\w+),\\s*next state (\\w+))?"));
    static const QRegularExpression sourceRe(QStringLiteral("(\\S+:\\d+)\\s+NCCL WARN"));

    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype lineIndex = 0; lineIndex < lines.size(); ++lineIndex) {
        const QString &line = lines.at(lineIndex);
        if (!line.contains(QLatin1String("NCCL ")))
            continue;
        const auto pm = prefixRe.match(line);
        if (!pm.hasMatch()) {
            // Not enough on its own to call the text an NCCL log.
            if (const auto vm = bareVersionRe.match(line); vm.hasMatch()) {
                if (result.ncclVersion.isEmpty())
                    result.ncclVersion = vm.captured(1);
            }
            continue;
        }
        sawNccl = true;
        const QString rankKey = pm.captured(1) + QLatin1Char(':') + pm.captured(2);
        if (!ranks.contains(rankKey))
            rankOrder.append(rankKey);
        RankState &rank = ranks[rankKey];
        QStringView msg = QStringView(line).mid(pm.capturedEnd()).trimmed();
        if (msg.endsWith(QLatin1Char('\r')))
            msg.chop(1);
        // NCCL's own line, from its host:pid:tid prefix on: what a launcher
        // put in front (Ray, MPI, pdsh tags) is not part of the evidence.
        const qsizetype ownStart = pm.capturedStart(1) >= 0
                                       ? pm.capturedStart(1)
                                       : line.indexOf(QLatin1String("NCCL "), pm.capturedStart());
        const auto here = [&]() { return NcclLogLine{int(lineIndex) + 1, line.mid(ownStart).trimmed()}; };
        if (pm.capturedView(3) == QLatin1String("WARN")) {
            NcclWarnLine w;
            w.line = int(lineIndex) + 1;
            w.text = msg.toString();
            if (const auto sm = sourceRe.match(line); sm.hasMatch())
                w.source = sm.captured(1);
            result.warnLines.append(w);
            if (const auto cm = completionRe.match(msg); cm.hasMatch()) {
                NcclIbError e;
                e.kind = NcclIbError::Kind::Completion;
                e.line = w.line;
                e.peer = cm.captured(1);
                e.status = cm.captured(2).toInt();
                e.vendorErr = cm.captured(5).toInt();
                e.direction = cm.captured(6);
                result.ibErrors.append(e);
            } else if (const auto qm = modifyQpRe.match(msg); qm.hasMatch()) {
                NcclIbError e;
                e.kind = NcclIbError::Kind::QpTransition;
                e.line = w.line;
                if (!qm.captured(1).isEmpty())
                    e.errnoValue = qm.captured(1).toInt();
                e.error = qm.captured(2).trimmed();
                e.device = qm.captured(3);
                e.fromState = qm.captured(4);
                e.toState = qm.captured(5);
                result.ibErrors.append(e);
            }
        }

        if (msg.startsWith(QLatin1String("NCCL version "))) {
            if (result.ncclVersion.isEmpty())
                result.ncclVersion = msg.mid(13).trimmed().split(QLatin1Char(' ')).first().toString();
            continue;
        }
        if (msg.startsWith(QLatin1String("Bootstrap : Using ")) ||
            msg.startsWith(QLatin1String("Bootstrap: Using "))) {
            if (result.bootstrapInterface.isEmpty()) {
                const QStringView ep = msg.mid(msg.indexOf(QLatin1String("Using ")) + 6).trimmed();
                const auto [ifname, addr] = splitEndpoint(ep.split(QLatin1Char(' ')).first());
                result.bootstrapInterface = ifname;
                result.bootstrapAddress = addr;
            }
            continue;
        }
        if (const auto vm = virtualRe.match(msg); vm.hasMatch()) {
            if (!firstVirtualDevice)
                firstVirtualDevice = here();
            virtualDevices.insert(vm.captured(1).toInt(),
                                  vm.captured(2).split(QLatin1Char('+'), Qt::SkipEmptyParts));
            continue;
        }
        if (const auto gm = gdrRe.match(msg); gm.hasMatch()) {
            if (!firstGdrDevice)
                firstGdrDevice = here();
            gdrDevices.insert(gm.captured(1).toInt(), gm.captured(2));
            continue;
        }
        // "NET/IB : Using ..." and the HPC-X "NET/IBext : Using ..." alike.
        if (msg.startsWith(QLatin1String("NET/IB")) && msg.contains(QLatin1String(" Using "))) {
            const qsizetype usingAt = msg.indexOf(QLatin1String(" Using "));
            const QStringView body = msg.mid(usingAt + 7);
            const qsizetype semi = body.indexOf(QLatin1Char(';'));
            const QStringView devPart = semi >= 0 ? body.left(semi) : body;
            QList<NcclIbDevice> devices;
            auto it = ibDevRe.globalMatch(devPart);
            while (it.hasNext()) {
                const auto m = it.next();
                NcclIbDevice d;
                d.index = m.captured(1).toInt();
                d.name = m.captured(2);
                d.port = m.captured(3).toInt();
                d.linkLayer = m.captured(4);
                devices.append(d);
                if (!result.allIbDeviceNames.contains(d.name))
                    result.allIbDeviceNames.append(d.name);
            }
            QString oobIf;
            QString oobAddr;
            if (semi >= 0) {
                QStringView oob = body.mid(semi + 1).trimmed();
                if (oob.startsWith(QLatin1String("OOB")))
                    oob = oob.mid(3).trimmed();
                const auto [ifname, addr] = splitEndpoint(oob.split(QLatin1Char(' ')).first());
                oobIf = ifname;
                oobAddr = addr;
                if (!addr.isEmpty() && !result.oobAddresses.contains(addr))
                    result.oobAddresses.append(addr);
            }
            if (devices.isEmpty()) {
                // Only a bare "[RO]" or nothing at all is an empty list; other
                // "Using ..." prose is not about devices.
                const QStringView rest = devPart.trimmed();
                if (rest.isEmpty() || rest == QLatin1String("[RO]")) {
                    rank.ibEmpty = true;
                    if (!emptyIbUsing)
                        emptyIbUsing = here();
                }
            } else {
                rank.ibListed = true;
                if (!ibUsingSeen) {
                    ibUsingSeen = true;
                    result.devicesEvidence = here();
                    result.ibDevices = devices;
                    result.relaxedOrdering = devPart.contains(QLatin1String("[RO]"));
                    result.oobInterface = oobIf;
                    result.oobAddress = oobAddr;
                }
            }
            continue;
        }
        if (msg.startsWith(QLatin1String("NET/Socket")) && msg.contains(QLatin1String(" Using "))) {
            const QStringView body = msg.mid(msg.indexOf(QLatin1String(" Using ")) + 7);
            auto it = sockDevRe.globalMatch(body);
            while (it.hasNext()) {
                const auto m = it.next();
                const QString ifname = splitEndpoint(m.capturedView(2)).first;
                if (!ifname.isEmpty() && !result.socketInterfaces.contains(ifname))
                    result.socketInterfaces.append(ifname);
            }
            continue;
        }
        if (msg.startsWith(QLatin1String("Failed to initialize NET plugin "))) {
            const QStringView plugin = msg.mid(32).trimmed();
            if (plugin.startsWith(QLatin1String("IB"))) {
                rank.ibInitFailed = true;
                if (!ibInitFailed)
                    ibInitFailed = here();
            }
            continue;
        }
        if (msg.startsWith(QLatin1String("Initialized NET plugin "))) {
            if (msg.mid(23).trimmed().startsWith(QLatin1String("IB")))
                rank.ibInitialized = true;
            continue;
        }
        if (msg.startsWith(QLatin1String("Using network "))) {
            rank.network = msg.mid(14).trimmed().split(QLatin1Char(' ')).first().toString();
            rank.networkFromUsing = true;
            if (rank.network == QLatin1String("Socket") && !socketUsing)
                socketUsing = here();
            if (result.network.isEmpty())
                result.network = rank.network;
            continue;
        }
        if (msg.startsWith(QLatin1String("Assigned NET plugin ")) && !rank.networkFromUsing) {
            rank.network = msg.mid(20).trimmed().split(QLatin1Char(' ')).first().toString();
            continue;
        }
        if (msg.contains(QLatin1String(" via NET/"))) {
            const auto m = viaRe.match(msg);
            if (m.hasMatch()) {
                if (m.capturedView(1).startsWith(QLatin1String("IB"))) {
                    result.channelsPerNetIndex[m.captured(2).toInt()] += 1;
                    if (viaNetwork.isEmpty())
                        viaNetwork = m.captured(1);
                } else if (m.capturedView(1) == QLatin1String("Socket")) {
                    socketChannels = true;
                    if (!socketChannel)
                        socketChannel = here();
                }
            }
            continue;
        }
    }

    if (!sawNccl) {
        return Error{QCoreApplication::translate(
                         "railyard::probe::NcclLogParser",
                         "not an NCCL debug log: no \"NCCL INFO\" or \"NCCL WARN\" line found"),
                     QString(), 0, 0};
    }

    // "NET/IB : No device found." is deliberately not evidence: NCCL prints
    // it while probing and may still find devices through a plugin.
    bool fallback = socketChannels;
    for (const QString &key : rankOrder) {
        const RankState &r = ranks.value(key);
        if (r.network == QLatin1String("Socket"))
            fallback = true;
        if (r.ibEmpty && !r.ibListed)
            fallback = true;
        if (r.ibInitFailed && !r.ibListed && !r.ibInitialized && !r.network.startsWith(QLatin1String("IB")))
            fallback = true;
    }
    result.socketFallback = fallback;
    if (fallback) {
        for (const auto *e : {&socketUsing, &emptyIbUsing, &socketChannel, &ibInitFailed}) {
            if (*e) {
                result.fallbackEvidence = **e;
                break;
            }
        }
    }

    if (result.network.isEmpty()) {
        for (const QString &key : rankOrder) {
            if (!ranks.value(key).network.isEmpty()) {
                result.network = ranks.value(key).network;
                break;
            }
        }
    }
    if (result.network.isEmpty()) {
        if (fallback)
            result.network = QStringLiteral("Socket");
        else if (!viaNetwork.isEmpty())
            result.network = viaNetwork; // the channels say which net plugin carried them
        else if (ibUsingSeen || !result.channelsPerNetIndex.isEmpty() || !virtualDevices.isEmpty())
            result.network = QStringLiteral("IB"); // a log cut before its "Using network" line
    }

    // Without the Using summary (an external plugin, or a log cut short),
    // the devices NCCL opened are still named elsewhere.
    if (ibUsingSeen) {
        result.ibDevicesFrom = QStringLiteral("using");
    } else if (!virtualDevices.isEmpty() || !gdrDevices.isEmpty()) {
        const bool fromVirtual = !virtualDevices.isEmpty();
        result.ibDevicesFrom = fromVirtual ? QStringLiteral("virtual-devices") : QStringLiteral("gdr");
        result.devicesEvidence = fromVirtual ? firstVirtualDevice : firstGdrDevice;
        auto add = [&result](int index, const QString &name) {
            NcclIbDevice d;
            d.index = index;
            d.name = name;
            result.ibDevices.append(d);
            if (!result.allIbDeviceNames.contains(name))
                result.allIbDeviceNames.append(name);
        };
        if (fromVirtual) {
            for (auto it = virtualDevices.cbegin(); it != virtualDevices.cend(); ++it) {
                for (const QString &name : it.value())
                    add(it.key(), name);
            }
        } else {
            for (auto it = gdrDevices.cbegin(); it != gdrDevices.cend(); ++it)
                add(it.key(), it.value());
        }
    }
    return result;
}

} // namespace railyard::probe
