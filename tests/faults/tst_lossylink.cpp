// SPDX-License-Identifier: GPL-3.0-or-later
// A lossy management link: one node of the namespace pair drops a share of
// the packets on its management veth, both ways (an iptables `statistic`
// match inside its namespace; this kernel has no netem). Apply, verify and
// undo go through SSH over that link. Every node must end either applied and
// verified, or exactly as it was; undo must return it byte for byte; the
// loss must be real (measured with ping), or the row proves nothing.
// Needs root and iptables; skips otherwise.
#include "faultcluster.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::testing;

namespace {

// The management address of a node, from the harness's list of the cluster.
QString managementAddress(const NamespaceCluster &c, const QString &node)
{
    QFile f(c.dir() + QStringLiteral("/nodes"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &line : f.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() == 2 && QString::fromUtf8(fields.at(0)) == node)
            return QString::fromUtf8(fields.at(1));
    }
    return {};
}

Proc iptables(const NamespaceCluster &c, int node, const QStringList &rule)
{
    return run(QStringLiteral("ip"), QStringList{QStringLiteral("netns"), QStringLiteral("exec"),
                                                 c.nodeNamespace(node), QStringLiteral("iptables")} +
                                         rule);
}

} // namespace

class TestLossyLink : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void applyVerifyUndoOverALossyLink_data()
    {
        QTest::addColumn<double>("probability");
        // Per direction: about one round trip in five loses a packet.
        QTest::newRow("10 % each way on spark-2's management link") << 0.10;
    }

    void applyVerifyUndoOverALossyLink()
    {
        QFETCH(double, probability);
        const QString why = namespaceClusterSkipReason();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
        if (QStandardPaths::findExecutable(QStringLiteral("iptables")).isEmpty())
            QSKIP("iptables is not installed: no packet loss can be made (scripts/install-deps.sh lists it)");
        NamespaceCluster cluster(QStringLiteral("healthy-pair"), QStringLiteral("fl"));
        QVERIFY2(cluster.ok(), cluster.upError().constData());
        QVERIFY(seedNetplan(cluster, 2));
        auto state = [&cluster] { return clusterState(cluster, 2); };
        const QString before = state();

        const QString p = QString::number(probability, 'f', 2);
        for (const QStringList &rule :
             {QStringList{QStringLiteral("-A"), QStringLiteral("INPUT"), QStringLiteral("-i")},
              QStringList{QStringLiteral("-A"), QStringLiteral("OUTPUT"), QStringLiteral("-o")}}) {
            const Proc r =
                iptables(cluster, 2,
                         rule + QStringList{QStringLiteral("enP7s7"), QStringLiteral("-m"),
                                            QStringLiteral("statistic"), QStringLiteral("--mode"),
                                            QStringLiteral("random"), QStringLiteral("--probability"), p,
                                            QStringLiteral("-j"), QStringLiteral("DROP")});
            if (r.err.contains("Table does not exist") || r.err.contains("Could not fetch rule set"))
                QSKIP(qPrintable(QStringLiteral("this kernel has no packet filter: %1")
                                     .arg(QString::fromUtf8(r.err.trimmed()))));
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }

        // The loss is real: 200 pings from the host's end of the LAN.
        const QString address = managementAddress(cluster, QStringLiteral("spark-2"));
        QVERIFY(!address.isEmpty());
        const Proc ping =
            run(QStringLiteral("ping"),
                {QStringLiteral("-c"), QStringLiteral("200"), QStringLiteral("-i"), QStringLiteral("0.01"),
                 QStringLiteral("-W"), QStringLiteral("1"), QStringLiteral("-q"), address});
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("(\\d+) received")).match(QString::fromUtf8(ping.out));
        QVERIFY2(m.hasMatch(), ping.out.constData());
        const int received = m.captured(1).toInt();
        qInfo("ping to spark-2 over the lossy link: %d of 200 answered", received);
        QVERIFY2(received < 190 && received > 0, ping.out.constData());

        const QStringList common{QStringLiteral("--project"),
                                 cluster.yaml(),
                                 QStringLiteral("--sudo-password-file"),
                                 cluster.dir() + QStringLiteral("/sudo_password"),
                                 QStringLiteral("--journal-root"),
                                 cluster.dir() + QStringLiteral("/journal")};
        const Proc apply = run(kCli,
                               QStringList{QStringLiteral("apply")} + common +
                                   QStringList{QStringLiteral("--yes"), QStringLiteral("--confirm-timeout"),
                                               QStringLiteral("60")},
                               600000);
        const QString applyText = QString::fromUtf8(apply.out + apply.err);
        qInfo("apply: exit %d after %lld ms\n%s", apply.exitCode, apply.elapsedMs,
              qPrintable(applyText.left(1500)));
        if (apply.exitCode != 0) {
            // Refused or rolled back: then nothing may have changed, and the
            // message must say which node and why.
            QVERIFY2(applyText.contains(QLatin1String("spark-")), qPrintable(applyText));
            QCOMPARE(state(), before);
            QCOMPARE(cluster.down(), 0);
            return;
        }
        QVERIFY2(state() != before, "apply said it succeeded but changed nothing");

        const Proc verify =
            run(kCli, {QStringLiteral("verify"), QStringLiteral("--project"), cluster.yaml()}, 600000);
        qInfo("verify: exit %d after %lld ms", verify.exitCode, verify.elapsedMs);
        QVERIFY2(verify.exitCode == 0, QByteArray(verify.out + verify.err).constData());

        const Proc undo = run(kCli, QStringList{QStringLiteral("undo")} + common, 600000);
        QVERIFY2(undo.exitCode == 0, QByteArray(undo.out + undo.err).constData());
        // Nothing lost: files, permissions and runtime addresses as before.
        QCOMPARE(state(), before);
        qInfo("left running right after undo:\n%s", qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))));
        QTRY_VERIFY2_WITH_TIMEOUT(leftoverProcessesAnywhere(cluster, 2).isEmpty(),
                                  qPrintable(leftoverProcessesAnywhere(cluster, 2).join(QLatin1Char('\n'))),
                                  20000);
        QCOMPARE(cluster.down(), 0);
    }
};

QTEST_GUILESS_MAIN(TestLossyLink)
#include "tst_lossylink.moc"
