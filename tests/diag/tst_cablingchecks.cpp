// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/cablingchecks.h"
#include "diag/observations.h"
#include "diagtestsupport.h"

#include <QFile>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

using namespace railyard::diag::testsupport;

class TestCablingChecks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
};

void TestCablingChecks::rules_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("evidenceValue"); // must appear in the evidence when it fires

    auto links = [](const QString &name, int port) {
        // Synthetic ibdev2netdev: both rails of `port` Up.
        NodeObservations n = named(name);
        QString text;
        for (int p = 0; p < 2; ++p) {
            for (int r = 1; r <= 2; ++r) {
                const model::Rail rail(p, r);
                text += QStringLiteral("%1 port 1 ==> %2 (%3)\n")
                            .arg(rail.rdmaDevice(), rail.netdev(),
                                 p == port ? QStringLiteral("Up") : QStringLiteral("Down"));
            }
        }
        n.rdmaLinks = ok(probe::Ibdev2netdevParser::parse(text));
        return n;
    };
    {
        Observations o;
        o.nodes = {links("spark-a", 0), links("spark-b", 1)};
        QTest::newRow("inferred direct cable port 0 - port 1")
            << o << "cabling-direct-port-mismatch" << true << "direct";
        o.nodes = {links("spark-a", 0), links("spark-b", 0)};
        QTest::newRow("inferred direct cable port 0 - port 0")
            << o << "cabling-direct-port-mismatch" << false << QString();
    }
    auto ring = [](QList<model::Cable> cables) {
        model::Cluster c;
        c.topology = model::Topology::Ring;
        for (const char *n : {"a", "b", "c", "d"})
            c.nodes.append(
                model::Node{QString::fromLatin1(n), QStringLiteral("10.0.0.1"), QString(), 22, QString()});
        c.nodes[1].managementAddress = QStringLiteral("10.0.0.2");
        c.nodes[2].managementAddress = QStringLiteral("10.0.0.3");
        c.nodes[3].managementAddress = QStringLiteral("10.0.0.4");
        Observations o;
        o.cluster = c;
        o.discoveredCables = cables;
        return o;
    };
    using model::Cable;
    using model::CableEnd;
    QTest::newRow("ring: a:0 -> b:0 breaks port 0 -> port 1") << ring({{{"a", 0}, CableEnd{"b", 0}},
                                                                       {{"b", 1}, CableEnd{"c", 1}},
                                                                       {{"c", 0}, CableEnd{"d", 1}},
                                                                       {{"d", 0}, CableEnd{"a", 1}}})
                                                              << "cabling-loop-port-rule" << true << "ring";
    QTest::newRow("ring: cabled in listed order") << ring({{{"a", 0}, CableEnd{"b", 1}},
                                                           {{"b", 0}, CableEnd{"c", 1}},
                                                           {{"c", 0}, CableEnd{"d", 1}},
                                                           {{"d", 0}, CableEnd{"a", 1}}})
                                                  << "cabling-loop-port-rule" << false << QString();
    QTest::newRow("ring: order a b d c") << ring({{{"a", 0}, CableEnd{"b", 1}},
                                                  {{"b", 0}, CableEnd{"d", 1}},
                                                  {{"d", 0}, CableEnd{"c", 1}},
                                                  {{"c", 0}, CableEnd{"a", 1}}})
                                         << "cabling-wrong-neighbour-order" << true << "ring";
    QTest::newRow("ring: listed order, no wrong-neighbour-order")
        << ring({{{"a", 0}, CableEnd{"b", 1}},
                 {{"b", 0}, CableEnd{"c", 1}},
                 {{"c", 0}, CableEnd{"d", 1}},
                 {{"d", 0}, CableEnd{"a", 1}}})
        << "cabling-wrong-neighbour-order" << false << QString();
    QTest::newRow("ring: one cable missing")
        << ring({{{"a", 0}, CableEnd{"b", 1}}, {{"b", 0}, CableEnd{"c", 1}}, {{"c", 0}, CableEnd{"d", 1}}})
        << "cabling-missing-cable" << true << "ring";
    {
        // Declared direct pair on port 0, observed link on port 1 of spark-b.
        model::Cluster c;
        c.topology = model::Topology::Direct;
        c.nodes = {model::Node{"spark-a", "10.0.0.1", QString(), 22, QString()},
                   model::Node{"spark-b", "10.0.0.2", QString(), 22, QString()}};
        Observations o;
        o.cluster = c;
        o.nodes = {links("spark-a", 0), links("spark-b", 1)};
        QTest::newRow("project direct port 0, spark-b linked on port 1: missing")
            << o << "cable-missing" << true << "Down";
        QTest::newRow("project direct port 0, spark-b linked on port 1: unexpected")
            << o << "cable-unexpected" << true << "Up";
        o.nodes = {links("spark-a", 0), links("spark-b", 0)};
        QTest::newRow("project direct port 0, both linked on port 0")
            << o << "cable-missing" << false << QString();
        QTest::newRow("project direct port 0, both on port 0: nothing unexpected")
            << o << "cable-unexpected" << false << QString();
    }
}

void TestCablingChecks::rules()
{
    QFETCH(Observations, observations);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    QFETCH(QString, evidenceValue);
    const QList<Finding> findings = CablingChecks::evaluate(observations);
    const Finding *found = nullptr;
    for (const Finding &f : findings) {
        if (f.id == id)
            found = &f;
    }
    QCOMPARE(found != nullptr, fires);
    if (!found)
        return;
    QVERIFY(!found->explanation.isEmpty());
    QVERIFY(!found->fix.isEmpty());
    QStringList values;
    for (const Evidence &e : found->evidence)
        values << e.value;
    QVERIFY2(values.contains(evidenceValue), qPrintable(values.join(QStringLiteral(" | "))));
}

QTEST_GUILESS_MAIN(TestCablingChecks)
#include "tst_cablingchecks.moc"
