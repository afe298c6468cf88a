// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/eepromrules.h"
#include "diag/observations.h"
#include "diagtestsupport.h"

#include <QFile>
#include <QtTest>

using namespace railyard;
using namespace railyard::diag;

using namespace railyard::diag::testsupport;

class TestEepromRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
};

void TestEepromRules::rules_data()
{
    QTest::addColumn<Observations>("observations");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");
    QTest::addColumn<QString>("evidenceValue"); // must appear in the evidence when it fires

    auto withModule = [](const QString &text) {
        NodeObservations n = named();
        n.modules.insert(QStringLiteral("enp1s0f0np0"), ok(probe::EthtoolModuleParser::parse(text)));
        return single(n);
    };
    const QString dac = sample(QStringLiteral("ethtool_m-2-sff8636-mellanox-dac.txt"));
    QTest::newRow("ethtool_m-2: 6/9 dB, real values")
        << withModule(dac) << "eeprom-placeholder" << false << QString();
    QTest::newRow("ethtool_m-2: SFF-8636 copper 1m")
        << withModule(dac) << "eeprom-length-rounded" << true << "1m";
    QString zero = dac;
    zero.replace(QStringLiteral(": 6db"), QStringLiteral(": 0db"))
        .replace(QStringLiteral(": 9db"), QStringLiteral(": 0db"));
    QTest::newRow("ethtool_m-2 edited: 0 dB at 7 and 12.9 GHz")
        << withModule(zero) << "eeprom-placeholder" << true << "0db";
    QTest::newRow("ethtool_m-1 (no length, no attenuation)")
        << withModule(sample(QStringLiteral("ethtool_m-1-partial.txt"))) << "eeprom-length-rounded" << false
        << QString();
    // GB10 with the Amphenol NJAAKK-N911 DAC: its EEPROM says QSFP28,
    // 40G Base-CR4, 25500 Mbps and 1 m, while the part is a 40 cm QSFP112
    // cable that runs the Spark at 98 Gb/s a rail. The rounded length is
    // worth a note; nothing here may claim the cable is too slow.
    QTest::newRow("ethtool_m-8 GB10 Amphenol: 1m from a 40 cm part")
        << withModule(sample(QStringLiteral("ethtool_m-8-gb10-amphenol-njaakk-partial.txt")))
        << "eeprom-length-rounded" << true << "1m";
}

void TestEepromRules::rules()
{
    QFETCH(Observations, observations);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    QFETCH(QString, evidenceValue);
    const QList<Finding> findings = EepromRules::evaluate(observations);
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

QTEST_GUILESS_MAIN(TestEepromRules)
#include "tst_eepromrules.moc"
