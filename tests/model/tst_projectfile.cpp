// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/projectfile.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace railyard::model;

class TstProjectFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        Cluster c;
        c.topology = Topology::Ring;
        c.options.port = 1;
        c.options.mtu = 1500;
        c.options.subnetPool = QStringLiteral("10.50.0.0/19");
        c.options.avoid = {QStringLiteral("192.168.1.0/24"), QStringLiteral("10.50.3.0/24")};
        c.options.knownHostsFile = QStringLiteral("/tmp/ry/known_hosts");
        for (int i = 0; i < 4; ++i)
            c.nodes.append(Node{QStringLiteral("spark-%1").arg(i + 1), QStringLiteral("10.0.0.%1").arg(i + 1),
                                QStringLiteral("nvidia"), 2200 + i, QStringLiteral("~/.ssh/id_ed25519")});
        c.cables.append(Cable{{QStringLiteral("spark-1"), 0}, CableEnd{QStringLiteral("spark-2"), 1}});
        c.cables.append(Cable{{QStringLiteral("spark-3"), 0}, std::nullopt});
        const QByteArray yaml = ProjectFile::serialize(c);
        const auto back = ProjectFile::parse(yaml);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().toString()));
        QCOMPARE(*back, c);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("railyard.yaml"));
        QVERIFY(ProjectFile::save(c, path));
        const auto loaded = ProjectFile::load(path);
        QVERIFY(loaded);
        QCOMPARE(*loaded, c);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("mentions");
        const QByteArray head = "version: 1\ncluster:\n  topology: direct\n";
        QTest::newRow("not-a-mapping") << QByteArray("- just\n- a list\n") << 1 << "not a Railyard project";
        QTest::newRow("missing-version") << QByteArray("cluster:\n  topology: direct\n") << 1 << "version";
        QTest::newRow("future-version") << QByteArray("version: 7\ncluster: {}\n") << 1 << "version 7";
        QTest::newRow("unknown-top-key") << QByteArray("version: 1\nclusterr: {}\n") << 2 << "clusterr";
        QTest::newRow("unknown-cluster-key") << head + "  topologyy: ring\n  nodes: []\n" << 4 << "topologyy";
        QTest::newRow("unknown-topology") << QByteArray("version: 1\ncluster:\n  topology: star\n") << 3 << "star";
        QTest::newRow("port-as-list") << head + "  port: [0]\n" << 4 << "cluster.port";
        QTest::newRow("port-2") << head + "  port: 2\n" << 4 << "cluster.port";
        QTest::newRow("mtu-text") << head + "  mtu: jumbo\n" << 4 << "cluster.mtu";
        QTest::newRow("pool-host-bits") << head + "  subnet_pool: 10.0.0.1/19\n" << 4 << "host bits";
        QTest::newRow("no-nodes") << head + "  nodes: []\n" << 4 << "non-empty";
        QTest::newRow("node-without-address") << head + "  nodes:\n    - name: a\n" << 5 << "address";
        QTest::newRow("node-name-shell") << head + "  nodes:\n    - {name: \"$(reboot)\", address: 10.0.0.1}\n" << 5
                                         << "not valid";
        QTest::newRow("duplicate-node") << head
                                               + "  nodes:\n    - {name: a, address: 10.0.0.1}\n    - {name: A, address: 10.0.0.2}\n"
                                        << 6 << "listed twice";
        QTest::newRow("bad-ssh-port") << head + "  nodes:\n    - {name: a, address: 10.0.0.1, ssh_port: 70000}\n" << 5
                                      << "ssh_port";
        QTest::newRow("bad-cable-end") << head
                                              + "  nodes:\n    - {name: a, address: 10.0.0.1}\n  cables:\n    - {a: a, b: switch}\n"
                                       << 7 << "NODE:PORT";
        QTest::newRow("yaml-syntax") << QByteArray("version: 1\ncluster: [unclosed\n") << 3 << "YAML syntax";
        QTest::newRow("deep-nesting") << QByteArray(200, '[') << 0 << "nests deeper";
        QByteArray garbage(10 * 1024 * 1024, '\0');
        QRandomGenerator gen(42);
        for (char &ch : garbage)
            ch = char(gen.bounded(256));
        QTest::newRow("ten-megabytes-of-garbage") << garbage << 0 << "at most";
    }
    void errors()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, line);
        QFETCH(QString, mentions);
        const auto result = ProjectFile::parse(yaml, QStringLiteral("test.yaml"));
        QVERIFY(!result);
        QCOMPARE(result.error().object, QStringLiteral("test.yaml"));
        QVERIFY2(result.error().message.contains(mentions), qPrintable(result.error().toString()));
        if (line > 0) {
            QCOMPARE(result.error().line, line);
            QVERIFY(result.error().column > 0);
        }
    }

    void failedLoadLeavesFileUntouched()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("railyard.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray bad("version: 1\ncluster: 12\n");
        f.write(bad);
        f.close();
        QVERIFY(!ProjectFile::load(path));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bad);
    }
};

QTEST_GUILESS_MAIN(TstProjectFile)
#include "tst_projectfile.moc"
