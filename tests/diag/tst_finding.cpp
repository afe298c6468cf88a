// SPDX-License-Identifier: GPL-3.0-or-later
// A finding names its object as a model object, not as text to be matched:
// a cable finding carries the cable, equal from either end, and keeps it
// through JSON (report.json in a bundle), also from reports written before
// the ends were recorded.
#include "diag/finding.h"

#include <QJsonObject>
#include <QTest>

using namespace railyard;
using diag::Finding;
using diag::FindingObject;
using model::Cable;
using model::CableEnd;

Q_DECLARE_METATYPE(railyard::model::Cable)

class TstFinding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cableSurvivesJson_data()
    {
        QTest::addColumn<Cable>("cable");
        QTest::newRow("direct") << Cable{{QStringLiteral("spark-1"), 0},
                                         CableEnd{QStringLiteral("spark-2"), 1}};
        QTest::newRow("switch") << Cable{{QStringLiteral("spark-7"), 1}, std::nullopt};
        QTest::newRow("hyphenated names")
            << Cable{{QStringLiteral("lab-a-spark-10"), 1}, CableEnd{QStringLiteral("lab-b-spark-2"), 0}};
    }

    void cableSurvivesJson()
    {
        QFETCH(Cable, cable);
        const FindingObject o = FindingObject::forCable(cable);
        QCOMPARE(o.kind, FindingObject::Kind::Cable);
        QCOMPARE(FindingObject::fromJson(o.toJson()), o);
        // A report written before "ends": only the cable's text.
        QJsonObject old = o.toJson();
        old.remove(QStringLiteral("ends"));
        QCOMPARE(FindingObject::fromJson(old), o);
        QCOMPARE(o.toString(), QStringLiteral("cable ") + cable.toString());
    }

    // The discovery's old spelling ("a:0 <-> b:1", "a:1 <-> the switch").
    void colonSpellingReadsBack()
    {
        QJsonObject old{{QStringLiteral("kind"), QStringLiteral("cable")},
                        {QStringLiteral("cable"), QStringLiteral("spark-1:0 <-> spark-2:1")}};
        const FindingObject o = FindingObject::fromJson(old);
        QVERIFY(o.cable);
        QVERIFY(
            o.cable->sameAs(Cable{{QStringLiteral("spark-2"), 1}, CableEnd{QStringLiteral("spark-1"), 0}}));
        old[QStringLiteral("cable")] = QStringLiteral("spark-3:1 <-> the switch");
        QVERIFY(FindingObject::fromJson(old).cable->toSwitch());
    }

    // Two findings about one cable are the same finding, whichever end named it.
    void sameAsComparesObjects()
    {
        const Cable ab{{QStringLiteral("a"), 0}, CableEnd{QStringLiteral("b"), 1}};
        Finding f;
        f.id = QStringLiteral("cable-one-rail");
        f.object = FindingObject::forCable(ab);
        QVERIFY(f.sameAs({QStringLiteral("cable-one-rail"), FindingObject::forCable(ab)}));
        QVERIFY(
            !f.sameAs({QStringLiteral("cable-one-rail"), FindingObject::forPort(QStringLiteral("a"), 0)}));
        QVERIFY(!f.sameAs({QStringLiteral("rdma-cable-low"), FindingObject::forCable(ab)}));
        const auto back = Finding::fromJson(f.toJson());
        QVERIFY(back);
        QVERIFY(back->sameAs(f.ref()));
    }
};

QTEST_MAIN(TstFinding)
#include "tst_finding.moc"
