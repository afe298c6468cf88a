// SPDX-License-Identifier: GPL-3.0-or-later
#include "perftestparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <QRegularExpression>
#include <algorithm>

// Unit factor: perftest divides bytes/s by 0x100000 for its MB/sec report and
// by 125000000 for Gb/sec (print_report_bw in perftest_parameters.c), so
// "MB/sec" has always meant 2^20 bytes; current versions only relabelled it
// "MiB/sec". The ib_write_bw-1 sample agrees: 65536 B x 0.176518 Mpps =
// 11568.3e6 B/s = 11032.4 x 2^20, the printed 11032.34. Hence
// Gb/s = MB/sec x 1048576 x 8 / 1e9, for both labels.

namespace railyard::probe {

namespace {

QJsonValue optionalDouble(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

// perftest prints GIDs as 16 decimal bytes; an IPv4-mapped one
// (::ffff:a.b.c.d, RoCEv2 over IPv4) ends in 255:255 and the 4 address bytes.
QString ipFromGid(const QString &gid)
{
    const QStringList parts = gid.split(QLatin1Char(':'));
    if (parts.size() != 16)
        return {};
    int bytes[16];
    for (int i = 0; i < 16; ++i) {
        bool ok = false;
        bytes[i] = parts[i].toInt(&ok, 10);
        if (!ok || bytes[i] < 0 || bytes[i] > 255)
            return {};
    }
    for (int i = 0; i < 10; ++i) {
        if (bytes[i] != 0)
            return {};
    }
    if (bytes[10] != 255 || bytes[11] != 255)
        return {};
    return QStringLiteral("%1.%2.%3.%4").arg(bytes[12]).arg(bytes[13]).arg(bytes[14]).arg(bytes[15]);
}

struct Classifier
{
    PerftestErrorKind kind;
    QRegularExpression pattern;
};

const QList<Classifier> &classifiers()
{
    static const QList<Classifier> list = [] {
        const auto ci = QRegularExpression::CaseInsensitiveOption;
        QList<Classifier> l;
        l.append({PerftestErrorKind::DeviceNotFound,
                  QRegularExpression(QStringLiteral("IB device .* not found|No IB devices found|"
                                                    "Unable to find the Infiniband/RoCE device|"
                                                    "Couldn't get device list"),
                                     ci)});
        l.append({PerftestErrorKind::QpTransitionFailure,
                  QRegularExpression(QStringLiteral("(Failed|Couldn't|Unable) to modify (UD )?QP|"
                                                    "Unable to Connect the HCA's through the link|"
                                                    "to (INIT|RTR|RTS) state"),
                                     ci)});
        l.append({PerftestErrorKind::RdmaCmFailure,
                  QRegularExpression(QStringLiteral("rdma_cm|RDMA CM|rdma_client|rdma_server|"
                                                    "rdma_resources|rdma_resolve|rdma_connect|"
                                                    "rdma_create|rdma_listen|rdma_accept|CM event"),
                                     ci)});
        l.append({PerftestErrorKind::CannotConnect,
                  QRegularExpression(QStringLiteral("Couldn't connect to|"
                                                    "Unable to open file descriptor for socket|"
                                                    "Unable to init the socket connection|"
                                                    "Unable to set up socket connection|"
                                                    "Connection refused|"
                                                    "Couldn't read remote address|"
                                                    "No route to host"),
                                     ci)});
        return l;
    }();
    return list;
}

// Lines perftest prints on stderr when something went wrong. A "Warning"
// from libibverbs about an unloadable provider is harmless and common.
bool looksLikeErrorLine(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("^(Couldn't|Could not|Unable|Failed|Error|No IB devices|IB device|"
                       "Completion with error|Conflicting|Unexpected|Cannot|Can't)|not found|failed"),
        QRegularExpression::CaseInsensitiveOption);
    if (line.startsWith(QLatin1String("libibverbs: Warning"), Qt::CaseInsensitive))
        return false;
    return re.match(line).hasMatch();
}

PerftestErrorKind classify(const QString &line)
{
    for (const Classifier &c : classifiers()) {
        if (c.pattern.match(line).hasMatch())
            return c.kind;
    }
    return PerftestErrorKind::Unknown;
}

// Column header tokens, with "BW peak[...]" and "99% percentile[usec]"
// glued back into one name each.
QStringList columnNames(const QString &header)
{
    static const QRegularExpression ws(QStringLiteral("\\s+"));
    const QStringList raw = header.split(ws, Qt::SkipEmptyParts);
    QStringList out;
    for (int i = 0; i < raw.size(); ++i) {
        const QString &tok = raw[i];
        if ((tok == QLatin1String("BW") || tok == QLatin1String("tps")) && i + 1 < raw.size()) {
            out.append(tok + QLatin1Char(' ') + raw[i + 1]);
            ++i;
        } else if (tok.startsWith(QLatin1String("percentile")) && !out.isEmpty()) {
            out.last() += QLatin1Char(' ') + tok;
        } else {
            out.append(tok);
        }
    }
    return out;
}

int indexOfPrefix(const QStringList &cols, QLatin1String prefix)
{
    for (int i = 0; i < cols.size(); ++i) {
        if (cols[i].startsWith(prefix))
            return i;
    }
    return -1;
}

// The title line perftest prints over the header (ctx_print_test_info):
// "RDMA_Write BW Test", "RDMA_Write Bidirectional BW Test", "RDMA_Write Post
// List BW Test", "Send Multicast BW Test", "RDMA_Read Latency Test", ...
struct TestTitle
{
    QString test; // "write_bw", "read_lat", ...; empty when the line is no title
    bool bidirectional = false;
};

TestTitle testFromHeader(const QString &line)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(RDMA_Write|RDMA_Read|Send|Atomic\\w*)\\s+((?:(?:Bidirectional|Post List|"
                       "forwarding|Multicast)\\s+)*)(BW|Latency)\\s+Test\\s*$"));
    const auto m = re.match(line);
    if (!m.hasMatch())
        return {};
    QString verb = m.captured(1).toLower();
    if (verb.startsWith(QLatin1String("rdma_")))
        verb = verb.mid(5);
    if (verb.startsWith(QLatin1String("atomic")))
        verb = QStringLiteral("atomic");
    TestTitle t;
    t.test = verb + (m.captured(3) == QLatin1String("BW") ? QStringLiteral("_bw") : QStringLiteral("_lat"));
    t.bidirectional = m.captured(2).contains(QLatin1String("Bidirectional"));
    return t;
}

} // namespace

QJsonObject PerftestAddress::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("lid")] = lid;
    o[QStringLiteral("qpn")] = qpn;
    o[QStringLiteral("psn")] = psn;
    o[QStringLiteral("rkey")] = rkey;
    o[QStringLiteral("vaddr")] = vaddr;
    o[QStringLiteral("gid")] = gid;
    o[QStringLiteral("ip")] = ip;
    return o;
}

QJsonObject PerftestBwRow::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("bytes")] = bytes;
    o[QStringLiteral("iterations")] = iterations;
    o[QStringLiteral("bw_peak_gbps")] = bwPeakGbps;
    o[QStringLiteral("bw_avg_gbps")] = bwAvgGbps;
    o[QStringLiteral("msg_rate_mpps")] = msgRateMpps;
    if (cpuUtilPct)
        o[QStringLiteral("cpu_util_pct")] = *cpuUtilPct;
    return o;
}

QJsonObject PerftestLatRow::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("bytes")] = bytes;
    o[QStringLiteral("iterations")] = iterations;
    o[QStringLiteral("t_min_us")] = tMinUs;
    o[QStringLiteral("t_max_us")] = tMaxUs;
    o[QStringLiteral("t_typical_us")] = tTypicalUs;
    o[QStringLiteral("t_avg_us")] = tAvgUs;
    o[QStringLiteral("t_stdev_us")] = tStdevUs;
    o[QStringLiteral("p99_us")] = optionalDouble(p99Us);
    o[QStringLiteral("p999_us")] = optionalDouble(p999Us);
    return o;
}

QString PerftestError::kindName(PerftestErrorKind kind)
{
    switch (kind) {
    case PerftestErrorKind::CannotConnect:
        return QStringLiteral("cannot_connect");
    case PerftestErrorKind::RdmaCmFailure:
        return QStringLiteral("rdma_cm_failure");
    case PerftestErrorKind::QpTransitionFailure:
        return QStringLiteral("qp_transition_failure");
    case PerftestErrorKind::DeviceNotFound:
        return QStringLiteral("device_not_found");
    case PerftestErrorKind::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QJsonObject PerftestError::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("kind")] = kindName(kind);
    o[QStringLiteral("message")] = message;
    o[QStringLiteral("line")] = line;
    return o;
}

QJsonObject PerftestResult::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("test")] = test;
    o[QStringLiteral("role")] = role;
    o[QStringLiteral("device")] = device;
    o[QStringLiteral("qps")] = qps;
    o[QStringLiteral("mtu")] = mtu;
    o[QStringLiteral("link_type")] = linkType;
    o[QStringLiteral("rdma_cm")] = rdmaCm;
    o[QStringLiteral("transport")] = transport;
    o[QStringLiteral("connection_type")] = connectionType;
    o[QStringLiteral("gid_index")] = gidIndex >= 0 ? QJsonValue(gidIndex) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("bw_unit_in_source")] = bwUnitInSource;
    o[QStringLiteral("bidirectional")] = bidirectional;
    QJsonObject h;
    for (auto it = header.cbegin(); it != header.cend(); ++it)
        h.insert(it.key(), it.value());
    o[QStringLiteral("header")] = h;
    QJsonArray local;
    for (const PerftestAddress &a : localAddresses)
        local.append(a.toJson());
    o[QStringLiteral("local_addresses")] = local;
    QJsonArray remote;
    for (const PerftestAddress &a : remoteAddresses)
        remote.append(a.toJson());
    o[QStringLiteral("remote_addresses")] = remote;
    QJsonArray rows;
    if (isLatency() || !latRows.isEmpty()) {
        for (const PerftestLatRow &r : latRows)
            rows.append(r.toJson());
    } else {
        for (const PerftestBwRow &r : bwRows)
            rows.append(r.toJson());
    }
    o[QStringLiteral("rows")] = rows;
    o[QStringLiteral("error")] = error ? QJsonValue(error->toJson()) : QJsonValue(QJsonValue::Null);
    if (!warnings.isEmpty())
        o[QStringLiteral("warnings")] = ParseWarning::toJson(warnings);
    return o;
}

Result<PerftestResult> PerftestParser::parse(const QString &text)
{
    static const QRegularExpression ws(QStringLiteral("\\s+"));
    static const QRegularExpression addressRe(QStringLiteral(
        "^\\s*(local|remote) address:\\s*LID\\s+(\\S+)(?:\\s+QPN\\s+(\\S+))?(?:\\s+PSN\\s+(\\S+))?"
        "(?:\\s+OUT\\s+\\S+)?(?:\\s+RKey\\s+(\\S+))?(?:\\s+VAddr\\s+(\\S+))?"));
    static const QRegularExpression gidRe(QStringLiteral("^\\s*GID:\\s*(\\S+)"));
    // "Dual-port : OFF<tabs>Device : rocep1s0f0": one or two key/value pairs a line.
    static const QRegularExpression kvRe(QStringLiteral("([A-Za-z][^:\\t]*?)\\s*:\\s*(\\S+)"));
    static const QRegularExpression commandRe(QStringLiteral("\\bib_(write|read|send|atomic)_(bw|lat)\\b"));
    static const QRegularExpression unitRe(QStringLiteral("\\[([^\\]]+/sec)\\]"));

    PerftestResult result;
    result.role = QStringLiteral("unknown");
    bool sawPerftest = false; // a header, table or address block: this is perftest output
    bool sawBanner = false;
    bool sawHeader = false;
    bool inHeaderBlock = false; // from the title to the next dashed line
    bool sawClientEvidence = false;
    QString commandTest;
    QList<PerftestError> errors;

    // Column positions of the current table; -1 when absent.
    bool inTable = false;
    bool latencyTable = false;
    double factor = 1.0;
    int cBytes = -1, cIters = -1, cPeak = -1, cAvg = -1, cRate = -1;
    int cMin = -1, cMax = -1, cTyp = -1, cTAvg = -1, cStdev = -1, cP99 = -1, cP999 = -1;
    int cCpu = -1;
    // A table closed by its dashed line still owns result rows that follow
    // another dashed line: --run_infinitely, and two runs' outputs mixed.
    bool tableClosed = false;
    int titles = 0;
    QList<PerftestAddress> *lastSide = nullptr;
    auto warn = [&result](int lineNo, const QString &text, const QString &reason) {
        result.warnings.append({lineNo + 1, text, reason});
    };
    auto tr = [](const char *s) { return QCoreApplication::translate("railyard::probe::PerftestParser", s); };

    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int lineNo = 0; lineNo < lines.size(); ++lineNo) {
        QString line = lines[lineNo];
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty())
            continue;

        if (trimmed.startsWith(QLatin1String("---"))) {
            tableClosed = tableClosed || inTable;
            inTable = false;
            inHeaderBlock = false;
            continue;
        }
        if (trimmed.contains(QLatin1String("Waiting for client to connect"))) {
            sawBanner = true;
            sawPerftest = true;
            continue;
        }
        if (trimmed.startsWith(QLatin1Char('*')))
            continue;

        const TestTitle title = testFromHeader(trimmed);
        if (!title.test.isEmpty()) {
            if (++titles == 2) {
                warn(lineNo, trimmed,
                     tr("a second test header: this output mixes the lines of two runs, so the header "
                        "values and rows may belong to either"));
            }
            result.test = title.test;
            result.bidirectional = title.bidirectional;
            inHeaderBlock = true;
            sawHeader = true;
            sawPerftest = true;
            continue;
        }

        if (trimmed.startsWith(QLatin1String("#bytes"))) {
            const QStringList cols = columnNames(trimmed);
            sawPerftest = true;
            inTable = true;
            tableClosed = false;
            inHeaderBlock = false;
            cBytes = indexOfPrefix(cols, QLatin1String("#bytes"));
            cIters = indexOfPrefix(cols, QLatin1String("#iterations"));
            if (cIters < 0) // a person re-typed the header without its '#'
                cIters = indexOfPrefix(cols, QLatin1String("iterations"));
            latencyTable = indexOfPrefix(cols, QLatin1String("t_")) >= 0;
            if (latencyTable) {
                cMin = indexOfPrefix(cols, QLatin1String("t_min"));
                cMax = indexOfPrefix(cols, QLatin1String("t_max"));
                cTyp = indexOfPrefix(cols, QLatin1String("t_typical"));
                cTAvg = indexOfPrefix(cols, QLatin1String("t_avg"));
                cStdev = indexOfPrefix(cols, QLatin1String("t_stdev"));
                cP99 = indexOfPrefix(cols, QLatin1String("99% "));
                cP999 = indexOfPrefix(cols, QLatin1String("99.9% "));
            } else {
                cPeak = indexOfPrefix(cols, QLatin1String("BW peak"));
                cAvg = indexOfPrefix(cols, QLatin1String("BW average"));
                cRate = indexOfPrefix(cols, QLatin1String("MsgRate"));
                cCpu = indexOfPrefix(cols, QLatin1String("CPU_Util"));
                const auto um = unitRe.match(cAvg >= 0 ? cols[cAvg] : trimmed);
                result.bwUnitInSource = um.hasMatch() ? um.captured(1) : QString();
                const QString unit = result.bwUnitInSource;
                if (unit == QLatin1String("Gb/sec"))
                    factor = 1.0;
                else if (unit == QLatin1String("MB/sec") || unit == QLatin1String("MiB/sec"))
                    factor = kMiBPerSecToGbps;
                else {
                    // An unknown unit must not become a silent wrong number.
                    inTable = false;
                    warn(lineNo, trimmed,
                         tr("bandwidth unit '%1' is not one perftest prints; the rows under it are not read")
                             .arg(unit.isEmpty() ? trimmed : unit));
                }
                if (result.test.isEmpty())
                    result.test = QStringLiteral("write_bw");
            }
            if (latencyTable && result.test.isEmpty())
                result.test = QStringLiteral("write_lat");
            continue;
        }

        // A row after the table's closing dashes is read only when it has
        // every column, so a stray number elsewhere never becomes a result.
        const bool lateRow = tableClosed && !latencyTable && cBytes >= 0 && trimmed.at(0).isDigit();
        if ((inTable || lateRow) && trimmed.at(0).isDigit()) {
            const QStringList tok = trimmed.split(ws, Qt::SkipEmptyParts);
            auto num = [&tok](int idx, bool *ok) -> double {
                if (idx < 0 || idx >= tok.size()) {
                    *ok = false;
                    return 0;
                }
                return tok[idx].toDouble(ok);
            };
            auto integer = [&tok](int idx, bool *ok) -> qint64 {
                if (idx < 0 || idx >= tok.size()) {
                    *ok = false;
                    return 0;
                }
                return tok[idx].toLongLong(ok);
            };
            bool okB = false, okI = false;
            const qint64 bytes = integer(cBytes, &okB);
            const qint64 iters = integer(cIters, &okI);
            if (latencyTable) {
                bool okAvg = false;
                PerftestLatRow row;
                row.bytes = bytes;
                row.iterations = iters;
                row.tAvgUs = num(cTAvg, &okAvg);
                bool ok = false;
                // The duration variant prints only t_avg; the others must all be there.
                const bool full = cMin >= 0;
                bool okAll = okB && okI && okAvg;
                if (full) {
                    row.tMinUs = num(cMin, &ok);
                    okAll = okAll && ok;
                    row.tMaxUs = num(cMax, &ok);
                    okAll = okAll && ok;
                    row.tTypicalUs = num(cTyp, &ok);
                    okAll = okAll && ok;
                    row.tStdevUs = num(cStdev, &ok);
                    okAll = okAll && ok;
                }
                if (cP99 >= 0) {
                    const double v = num(cP99, &ok);
                    if (ok)
                        row.p99Us = v;
                }
                if (cP999 >= 0) {
                    const double v = num(cP999, &ok);
                    if (ok)
                        row.p999Us = v;
                }
                if (okAll)
                    result.latRows.append(row);
                else
                    warn(lineNo, trimmed, tr("a latency row with a value missing or unreadable"));
            } else {
                bool okP = false, okA = false, okR = false;
                PerftestBwRow row;
                row.bytes = bytes;
                row.iterations = iters;
                row.bwPeakGbps = num(cPeak, &okP) * factor;
                row.bwAvgGbps = num(cAvg, &okA) * factor;
                row.msgRateMpps = num(cRate, &okR);
                if (cCpu >= 0) {
                    bool okC = false;
                    const double cpu = num(cCpu, &okC);
                    if (okC)
                        row.cpuUtilPct = cpu;
                }
                // A row cut off mid-line (a truncated capture) is kept aside, not zero-filled.
                if (okB && okI && okP && okA && okR)
                    result.bwRows.append(row);
                else if (!lateRow)
                    warn(lineNo, trimmed, tr("a bandwidth row with a value missing or unreadable"));
            }
            continue;
        }

        const auto am = addressRe.match(line);
        if (am.hasMatch()) {
            PerftestAddress a;
            a.lid = am.captured(2);
            a.qpn = am.captured(3);
            a.psn = am.captured(4);
            a.rkey = am.captured(5);
            a.vaddr = am.captured(6);
            inHeaderBlock = false; // a capture with its dashed lines removed
            lastSide =
                am.captured(1) == QLatin1String("local") ? &result.localAddresses : &result.remoteAddresses;
            lastSide->append(a);
            sawPerftest = true;
            continue;
        }
        const auto gm = gidRe.match(line);
        if (gm.hasMatch()) {
            if (lastSide && !lastSide->isEmpty() && lastSide->last().gid.isEmpty()) {
                lastSide->last().gid = gm.captured(1);
                lastSide->last().ip = ipFromGid(gm.captured(1));
            }
            continue;
        }

        if (trimmed.contains(QLatin1String("Couldn't connect to")))
            sawClientEvidence = true;
        if (looksLikeErrorLine(trimmed)) {
            const PerftestErrorKind kind = classify(trimmed);
            errors.append({kind, trimmed, lineNo + 1});
            continue;
        }

        const auto cm = commandRe.match(trimmed);
        if (cm.hasMatch()) {
            // A shell echo ("user@host:~$ ib_write_bw -d dev 192.168.1.2"):
            // a host argument means the client side.
            commandTest = cm.captured(1) + QLatin1Char('_') + cm.captured(2);
            static const QRegularExpression hostArg(
                QStringLiteral("(^|\\s)(\\d{1,3}(\\.\\d{1,3}){3}|[A-Za-z][\\w.-]*\\.[A-Za-z]\\w*)(\\s|$)"));
            const QString afterCmd = trimmed.mid(cm.capturedEnd());
            // Skip option values such as "-p 12000" and "-d rocep1s0f0".
            const QStringList args = afterCmd.split(ws, Qt::SkipEmptyParts);
            bool expectValue = false;
            for (const QString &arg : args) {
                if (arg.startsWith(QLatin1String("--"))) {
                    expectValue = false;
                    continue;
                }
                if (arg.startsWith(QLatin1Char('-'))) {
                    // Short options perftest takes without a value.
                    static const QString flags = QStringLiteral("FRbaHhVeUcz");
                    expectValue = !(arg.size() == 2 && flags.contains(arg.at(1)));
                    continue;
                }
                if (expectValue) {
                    expectValue = false;
                    continue;
                }
                if (hostArg.match(arg).hasMatch())
                    sawClientEvidence = true;
            }
            continue;
        }

        if (trimmed.contains(QLatin1Char(':'))) {
            auto it = kvRe.globalMatch(line);
            while (it.hasNext()) {
                const auto m = it.next();
                const QString key = m.captured(1).trimmed();
                const QString value = m.captured(2);
                if (inHeaderBlock)
                    result.header.insert(key, value);
                if (key == QLatin1String("Device")) {
                    if (!result.device.isEmpty() && result.device != value) {
                        warn(lineNo, trimmed,
                             tr("a second device, %1 after %2: the output of two runs is mixed")
                                 .arg(value, result.device));
                    }
                    result.device = value;
                    sawPerftest = true;
                } else if (key == QLatin1String("Number of qps")) {
                    result.qps = value.toInt();
                    sawPerftest = true;
                } else if (key == QLatin1String("Transport type")) {
                    result.transport = value;
                } else if (key == QLatin1String("Connection type")) {
                    result.connectionType = value;
                } else if (key == QLatin1String("Mtu")) {
                    QString v = value;
                    v.remove(QLatin1String("[B]"));
                    result.mtu = v.toInt();
                } else if (key == QLatin1String("Link type")) {
                    result.linkType = value;
                } else if (key == QLatin1String("GID index")) {
                    bool ok = false;
                    const int gi = value.toInt(&ok);
                    if (ok)
                        result.gidIndex = gi;
                } else if (key == QLatin1String("rdma_cm QPs")) {
                    result.rdmaCm = value.compare(QLatin1String("ON"), Qt::CaseInsensitive) == 0;
                }
            }
        }
    }

    const bool classifiedError = std::any_of(errors.cbegin(), errors.cend(), [](const PerftestError &e) {
        return e.kind != PerftestErrorKind::Unknown;
    });
    if (!sawPerftest && !classifiedError && (commandTest.isEmpty() || errors.isEmpty())) {
        return Error{QCoreApplication::translate(
                         "railyard::probe::PerftestParser",
                         "not perftest output: no test header, result table, address line or perftest "
                         "error message found"),
                     QString(), 0, 0};
    }

    if (result.test.isEmpty())
        result.test = commandTest;
    if (!errors.isEmpty()) {
        // The most specific message wins; perftest often follows a precise
        // cause with a generic "Unable to ..." line.
        auto it = std::find_if(errors.cbegin(), errors.cend(),
                               [](const PerftestError &e) { return e.kind != PerftestErrorKind::Unknown; });
        result.error = it != errors.cend() ? *it : errors.first();
    }
    // The server prints its banner before anything else, so a header
    // without it comes from the client.
    if (sawBanner)
        result.role = QStringLiteral("server");
    else if (sawClientEvidence || sawHeader)
        result.role = QStringLiteral("client");
    return result;
}

} // namespace railyard::probe
