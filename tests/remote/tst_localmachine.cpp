// SPDX-License-Identifier: GPL-3.0-or-later
// Which project node is the machine Railyard runs on, and by which rule;
// and the project file's `local: true`.
#include "model/projectfile.h"
#include "remote/localmachine.h"
#include "remote/transportfactory.h"

#include <QTest>

using namespace railyard;
using namespace railyard::remote;

namespace {

const char *kHosts = "127.0.0.1 localhost\n"
                     "127.0.1.1 spark-1 # the Debian way of naming yourself\n"
                     "10.0.0.21 spark-a spark-a.lab\n"
                     "10.0.0.22 spark-b\n";

LocalMachine machine()
{
    return LocalMachine({QHostAddress(QStringLiteral("10.0.0.21")), QHostAddress(QStringLiteral("127.0.0.1")),
                         QHostAddress(QStringLiteral("fe80::1"))},
                        {QStringLiteral("Spark-1.lab.example"), QStringLiteral("spark-1")},
                        QStringLiteral("0123456789abcdef0123456789abcdef\n"), QString::fromLatin1(kHosts));
}

model::Node node(const QString &name, const QString &address)
{
    return model::Node{name, address, {}, 22, {}};
}

} // namespace

class TestLocalMachine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recognise_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("machineId");
        QTest::addColumn<int>("rule"); // -1: not this machine
        QTest::addColumn<QString>("detail");
        using R = LocalMachine::Rule;
        QTest::newRow("address") << "n1"
                                 << "10.0.0.21"
                                 << "" << int(R::ManagementAddress) << "10.0.0.21";
        QTest::newRow("another address") << "n2"
                                         << "10.0.0.22"
                                         << "" << -1 << "";
        QTest::newRow("loopback is not a rule") << "n3"
                                                << "127.0.0.1"
                                                << "" << -1 << "";
        QTest::newRow("hostname, any case") << "SPARK-1.lab.example"
                                            << "10.9.9.9"
                                            << "" << int(R::Name) << "SPARK-1.lab.example";
        QTest::newRow("short hostname") << "spark-1"
                                        << "10.9.9.9"
                                        << "" << int(R::Name) << "spark-1";
        QTest::newRow("address is a name in /etc/hosts") << "x"
                                                         << "spark-a.lab"
                                                         << "" << int(R::Name) << "spark-a.lab";
        QTest::newRow("name in /etc/hosts, another machine") << "spark-b"
                                                             << "spark-b"
                                                             << "" << -1 << "";
        QTest::newRow("machine-id") << "n4"
                                    << "192.0.2.4"
                                    << "0123456789abcdef0123456789abcdef" << int(R::MachineId)
                                    << "0123456789abcdef0123456789abcdef";
        QTest::newRow("another machine-id") << "n5"
                                            << "192.0.2.5"
                                            << "ffffffffffffffffffffffffffffffff" << -1 << "";
    }

    void recognise()
    {
        QFETCH(QString, name);
        QFETCH(QString, address);
        QFETCH(QString, machineId);
        QFETCH(int, rule);
        QFETCH(QString, detail);
        const auto match = machine().recognise(node(name, address), machineId);
        QCOMPARE(match.has_value(), rule >= 0);
        if (!match)
            return;
        QCOMPARE(int(match->rule), rule);
        QCOMPARE(match->detail, detail);
        QVERIFY(!match->describe().isEmpty());
    }

    void declaredWinsAndNoLocalKeepsIt()
    {
        model::Node n = node(QStringLiteral("far"), QStringLiteral("192.0.2.9"));
        n.local = true;
        QCOMPARE(machine().recognise(n)->rule, LocalMachine::Rule::Declared);
        TransportFactory factory; // no machine given: recognition off, as --no-local
        QVERIFY(!factory.localMatch(node(QStringLiteral("n1"), QStringLiteral("10.0.0.21"))));
        factory.setLocalMachine(std::nullopt); // --no-local
        QCOMPARE(factory.localMatch(n)->rule, LocalMachine::Rule::Declared);
        QVERIFY(!factory.localMatch(node(QStringLiteral("n1"), QStringLiteral("10.0.0.21"))));
        factory.setLocalMachine(machine());
        QVERIFY(factory.localMatch(node(QStringLiteral("n1"), QStringLiteral("10.0.0.21"))));
        // A local node gets a LocalTransport: no SSH, no host key.
        const Result<CommandTransport *> t = factory.transportFor(
            node(QStringLiteral("n1"), QStringLiteral("10.0.0.21")), TransportFactory::Auth::Project);
        QVERIFY(t);
        QVERIFY(qobject_cast<LocalTransport *>(t.value()));
        delete t.value();
    }

    void currentSeesItsOwnAddresses()
    {
        const LocalMachine here = LocalMachine::current();
        QVERIFY(!here.hasAddress(QHostAddress(QStringLiteral("127.0.0.1"))));
        QVERIFY(!here.hasAddress(QHostAddress(QStringLiteral("192.0.2.77")))); // TEST-NET-1
    }

    void projectFileLocal()
    {
        const QByteArray yaml = "version: 1\ncluster:\n  topology: direct\n  nodes:\n"
                                "    - {name: spark-1, address: 10.0.0.1, local: true}\n"
                                "    - {name: spark-2, address: 10.0.0.2}\n";
        const Result<model::Cluster> c = model::ProjectFile::parse(yaml);
        QVERIFY2(c, qPrintable(c ? QString() : c.error().toString()));
        QVERIFY(c->nodes[0].local);
        QVERIFY(!c->nodes[1].local);
        const Result<model::Cluster> again =
            model::ProjectFile::parse(model::ProjectFile::serialize(c.value()));
        QVERIFY(again);
        QCOMPARE(again->nodes, c->nodes);
        const Result<model::Cluster> bad =
            model::ProjectFile::parse(QByteArray(yaml).replace("local: true", "local: maybe"));
        QVERIFY(!bad);
        QVERIFY2(bad.error().toString().contains(QStringLiteral("local")),
                 qPrintable(bad.error().toString()));
    }
};

QTEST_GUILESS_MAIN(TestLocalMachine)
#include "tst_localmachine.moc"
