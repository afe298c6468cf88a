// SPDX-License-Identifier: GPL-3.0-or-later
// Inventory + discovery on the namespace cluster (healthy-switch8) over
// real SSH: the whole cluster in parallel versus its first node alone
// (aim: at most 1.5x), and versus the very commands that run issued one by
// one with `ssh -o BatchMode=yes` (aim: at least 4x faster). All three are
// measured in the same run, against the same cluster.
#include "inventory/cablingdiscovery.h"
#include "inventory/discoveryresult.h"
#include "remote/commandrunner.h"
#include "remote/shellquote.h"
#include "remote/sshoptions.h"
#include "remote/sshtransport.h"
#include "report/commandrecord.h"
#include "support/benchcluster.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QProcess>
#include <QTextStream>
#include <algorithm>
#include <cstdio>
#include <unistd.h>

using namespace railyard;

namespace {

using bench::BenchCluster;

QTextStream &out()
{
    return BenchCluster::out();
}

struct Run
{
    qint64 ms = 0;
    QList<report::CommandRecord> records;
    int cables = 0;
    bool errors = false;
};

Run discover(const model::Cluster &cluster)
{
    QObject owner;
    auto *runner = new remote::CommandRunner(&owner);
    for (const model::Node &node : cluster.nodes) {
        remote::SshOptions options;
        options.managedKnownHostsPath = cluster.options.knownHostsFile;
        options.sshConfigPath = QStringLiteral("none");
        options.useAgent = false;
        runner->setTransport(node.name, new remote::SshTransport(node, options));
    }
    Run run;
    QObject::connect(runner, &remote::CommandRunner::commandFinished, &owner,
                     [&](const QString &, const report::CommandRecord &r) { run.records << r; });
    auto *discovery = new inventory::CablingDiscovery(runner, &owner);
    QEventLoop loop;
    QObject::connect(discovery, &inventory::CablingDiscovery::finished, &loop,
                     [&](const inventory::DiscoveryResult &result) {
                         run.cables = int(result.cables.size());
                         run.errors = result.hasErrors();
                         loop.quit();
                     });
    QElapsedTimer clock;
    clock.start();
    discovery->start(cluster);
    loop.exec();
    run.ms = clock.elapsed();
    return run;
}

// Each recorded command again, one ssh process at a time, as a script
// driving the OpenSSH client would do it.
qint64 openSshOneByOne(const model::Cluster &cluster, const QList<report::CommandRecord> &records,
                       int *failed)
{
    QElapsedTimer clock;
    clock.start();
    *failed = 0;
    for (const report::CommandRecord &r : records) {
        const model::Node *node = cluster.node(r.node);
        if (!node)
            continue;
        QString line = QStringLiteral("LC_ALL=C ") + (r.asRoot ? QStringLiteral("sudo -n ") : QString()) +
                       remote::ShellQuote::join(QStringList{r.program} + r.arguments);
        QProcess p;
        p.setStandardInputFile(QProcess::nullDevice());
        p.start(QStringLiteral("ssh"),
                {QStringLiteral("-F"), QStringLiteral("none"), QStringLiteral("-i"), node->identityFile,
                 QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
                 QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-o"),
                 QStringLiteral("UserKnownHostsFile=") + cluster.options.knownHostsFile, QStringLiteral("-l"),
                 node->sshUser, node->managementAddress, line});
        p.waitForFinished(60000);
        if (p.exitStatus() != QProcess::NormalExit || p.exitCode() == 255)
            ++*failed;
    }
    return clock.elapsed();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (const QString why = BenchCluster::skipReason(); !why.isEmpty()) {
        out() << "bench_inventory: skipped: " << why << "\n";
        return 0;
    }
    const int rounds = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 3;
    const BenchCluster bc(QStringLiteral("healthy-switch8"), QStringLiteral("rb"));
    if (!bc.error().isEmpty()) {
        out() << "bench_inventory: " << bc.error() << "\n";
        return 1;
    }
    const model::Cluster all = bc.cluster();
    model::Cluster one = all;
    one.nodes = {all.nodes.first()};
    one.cables.clear();

    // Progress on stderr: a run cut off by its limit shows how far it came.
    auto progress = [](const char *what, const Run &r) {
        std::fprintf(stderr, "bench_inventory: %s: %lld ms, %lld commands\n", what, r.ms,
                     qint64(r.records.size()));
    };
    progress("warm-up, 1 node", discover(one)); // warm the page cache and sshd's first-login paths
    QList<qint64> t1, t8;
    Run last8;
    for (int i = 0; i < rounds; ++i) {
        const Run single = discover(one);
        progress("1 node", single);
        t1 << single.ms;
        last8 = discover(all);
        progress("8 nodes", last8);
        t8 << last8.ms;
    }
    // Only what Railyard really ran, so a command its transport could not
    // start does not make the OpenSSH side look slower.
    QList<report::CommandRecord> ran;
    for (const report::CommandRecord &r : last8.records) {
        if (r.error.isEmpty())
            ran << r;
    }
    int failed = 0;
    const qint64 tseq = openSshOneByOne(all, ran, &failed);

    const qint64 m1 = BenchCluster::median(t1), m8 = BenchCluster::median(t8);
    const auto notStarted = std::count_if(last8.records.cbegin(), last8.records.cend(),
                                          [](const report::CommandRecord &r) { return !r.error.isEmpty(); });
    out() << "bench_inventory: healthy-switch8, " << rounds << " rounds, median wall time\n";
    out() << "  1 node  (inventory + discovery, libssh): " << m1 << " ms\n";
    out() << "  8 nodes (inventory + discovery, parallel): " << m8 << " ms, " << last8.records.size()
          << " commands (" << notStarted << " not run: transport error), " << last8.cables << " cables found"
          << (last8.errors ? ", WITH ERRORS" : "") << "\n";
    out() << "  the " << ran.size() << " commands that ran, one by one with ssh -o BatchMode=yes: " << tseq
          << " ms" << (failed ? QStringLiteral(" (%1 ssh failures)").arg(failed) : QString()) << "\n";
    out() << QStringLiteral("  ratio 8 nodes / 1 node: %1x (aim <= 1.5x)\n")
                 .arg(double(m8) / double(std::max<qint64>(1, m1)), 0, 'f', 2);
    out() << QStringLiteral("  ratio one-by-one ssh / 8 nodes parallel: %1x (aim >= 4x)\n")
                 .arg(double(tseq) / double(std::max<qint64>(1, m8)), 0, 'f', 2);
    out().flush();
    return 0;
}
