// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/tooloutput.h"
#include "util/result.h"

#include <QString>
#include <QStringList>

namespace railyard::sim {

class SimCluster;

struct PerftestOptions
{
    QString test;   // "write_bw", "read_bw", "write_lat"
    QString device; // -d
    QString server; // the address a client connects to; empty: server side
    int tcpPort = 18515;
    int size = 0;       // 0: the test's default
    int iterations = 0; // 0: the test's default
    double durationS = 0;
    bool runInfinitely = false;
    bool reportGbits = false;
    bool rdmaCm = false;
    bool forceLinkIb = false;
    int qps = 1;
    int gidIndex = 3;

    bool isServer() const { return server.isEmpty(); }
    bool isLatency() const { return test == QLatin1String("write_lat"); }
    int effectiveSize() const { return size > 0 ? size : (isLatency() ? 2 : 65536); }
    int effectiveIterations() const { return iterations > 0 ? iterations : (isLatency() ? 1000 : 5000); }
};

// What one run measured, filled from the model.
struct PerftestMeasurement
{
    int mtu = 1024;
    QString localIp;
    QString remoteIp;
    double gbps = 0;
    double latencyUs = 0;
    quint32 seed = 1; // QPN/PSN/keys differ per run but are reproducible
};

// ib_write_bw / ib_read_bw / ib_write_lat, both sides, in perftest's layout
// (tab-separated header columns, REPORT_FMT rows).
class PerftestEmulator
{
public:
    static bool isPerftest(const QString &program);
    static Result<PerftestOptions> parseArgs(const QString &program, const QStringList &args);

    static QByteArray waitingBanner();
    static QByteArray header(const PerftestOptions &o, int mtu, bool server);
    static QByteArray addressBlock(const PerftestOptions &o, const PerftestMeasurement &m, bool server);
    static QByteArray tableHeader(const PerftestOptions &o);
    static QByteArray bwRow(qint64 bytes, qint64 iterations, double peakMBps, double avgMBps,
                            double msgRateMpps);
    static QByteArray bwRowGbits(qint64 bytes, qint64 iterations, double peakGbps, double avgGbps,
                                 double msgRateMpps);
    static QByteArray latRow(qint64 bytes, qint64 iterations, double tMin, double tMax, double tTypical,
                             double tAvg, double tStdev, double p99, double p999);
    static QByteArray rule();
    // The result rows of a finished run (not --run_infinitely).
    static QByteArray results(const PerftestOptions &o, const PerftestMeasurement &m);
    // Complete output of a side of a finished run.
    static QByteArray output(const PerftestOptions &o, const PerftestMeasurement &m, bool server);
    static QByteArray connectError(const QString &address, int port);
    static QByteArray rtrError();

    // Perftest rate model for one client run against `o.server`; fills the
    // measurement or returns the failure output (exit code 1).
    static Result<PerftestMeasurement> measure(SimCluster &cluster, const QString &node,
                                               const PerftestOptions &o, ToolOutput *failure);
    // Client run as a whole, assuming a server is listening on the far end.
    static ToolOutput runClient(SimCluster &cluster, const QString &node, const PerftestOptions &o);
    static int mtuFor(int netdevMtu);
};

} // namespace railyard::sim
