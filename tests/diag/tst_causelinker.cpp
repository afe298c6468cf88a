// SPDX-License-Identifier: GPL-3.0-or-later
#include "diag/causelinker.h"
#include "diag/observations.h"

#include <QJsonObject>
#include <QTest>

using namespace railyard;
using namespace railyard::diag;

namespace {

model::Cable cable(const QString &a, int pa, const QString &b, int pb)
{
    return model::Cable{{a, pa}, model::CableEnd{b, pb}};
}

Finding finding(const QString &id, model::Severity severity, const FindingObject &object)
{
    Finding f;
    f.id = id;
    f.severity = severity;
    f.object = object;
    return f;
}

// "id object <- cause id" per finding, in list order.
QStringList shape(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << f.id + QLatin1Char(' ') + f.object.toString() +
                   (f.causedBy ? QStringLiteral(" <- ") + f.causedBy->id + QLatin1Char(' ') +
                                     f.causedBy->object.toString()
                               : QString());
    return out;
}

} // namespace

class TstCauseLinker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // demo-ring4's shape: spark-3's card is throttled; the rails measured on
    // the two cables that touch it (at either end) and the collective are
    // low because of it; a low rail elsewhere stays a finding of its own.
    void throttledCardExplainsItsCables()
    {
        const model::Cable c12 = cable(QStringLiteral("spark-1"), 0, QStringLiteral("spark-2"), 1);
        const model::Cable c23 = cable(QStringLiteral("spark-2"), 0, QStringLiteral("spark-3"), 1);
        const model::Cable c34 = cable(QStringLiteral("spark-3"), 0, QStringLiteral("spark-4"), 1);
        Observations o;
        o.discoveredCables = QList<model::Cable>{c12, c23, c34};
        using S = model::Severity;
        QList<Finding> list{
            finding(QStringLiteral("rdma-rail-low"), S::Warning,
                    FindingObject::forRail(QStringLiteral("spark-2"), 0, 1)),
            finding(QStringLiteral("rdma-rail-low"), S::Warning,
                    FindingObject::forRail(QStringLiteral("spark-1"), 0, 2)),
            finding(QStringLiteral("nccl-busbw-low"), S::Warning, FindingObject::cluster()),
            finding(QStringLiteral("rdma-cable-low"), S::Warning, FindingObject::forCable(c34)),
            finding(QStringLiteral("eeprom-placeholder"), S::Info,
                    FindingObject::forPort(QStringLiteral("spark-1"), 0)),
            finding(QStringLiteral("card-throttled"), S::Error,
                    FindingObject::forNode(QStringLiteral("spark-3"))),
        };
        CauseLinker::link(list, &o);
        QCOMPARE(
            shape(list),
            QStringList({QStringLiteral("card-throttled spark-3"),
                         QStringLiteral(
                             "rdma-rail-low spark-2 port 0 rail 1 (enp1s0f0np0) <- card-throttled spark-3"),
                         QStringLiteral("nccl-busbw-low cluster <- card-throttled spark-3"),
                         QStringLiteral("rdma-cable-low cable ") + c34.toString() +
                             QStringLiteral(" <- card-throttled spark-3"),
                         QStringLiteral("rdma-rail-low spark-1 port 0 rail 2 (enP2p1s0f0np0)"),
                         QStringLiteral("eeprom-placeholder spark-1 port 0")}));
        // The JSON names the cause.
        const QJsonObject json = list.at(1).toJson();
        QCOMPARE(json.value(QStringLiteral("caused_by")).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("card-throttled"));
        QVERIFY(!list.at(0).toJson().contains(QStringLiteral("caused_by")));
        // Linking again gives the same (the GUI links the merged lists again).
        const QStringList once = shape(list);
        CauseLinker::link(list, &o);
        QCOMPARE(shape(list), once);
    }

    // A port with one rail up explains the one-rail cable at the far end.
    void deadRailExplainsTheOneRailCable()
    {
        const model::Cable c = cable(QStringLiteral("spark-1"), 0, QStringLiteral("spark-2"), 1);
        Observations o;
        o.discoveredCables = QList<model::Cable>{c};
        using S = model::Severity;
        QList<Finding> list{
            finding(QStringLiteral("cable-one-rail"), S::Error,
                    FindingObject::forPort(QStringLiteral("spark-2"), 1)),
            finding(QStringLiteral("port-one-rail-up"), S::Error,
                    FindingObject::forPort(QStringLiteral("spark-1"), 0)),
            finding(QStringLiteral("rdma-cable-low"), S::Warning, FindingObject::forCable(c)),
        };
        CauseLinker::link(list, &o);
        QCOMPARE(
            shape(list),
            QStringList({QStringLiteral("port-one-rail-up spark-1 port 0"),
                         QStringLiteral("cable-one-rail spark-2 port 1 <- port-one-rail-up spark-1 port 0"),
                         QStringLiteral("rdma-cable-low cable ") + c.toString() +
                             QStringLiteral(" <- port-one-rail-up spark-1 port 0")}));
    }

    // A missing cable explains the silence at its two ends, not elsewhere;
    // without cables only what is on the cause's own object links.
    void missingCableExplainsSilence()
    {
        const model::Cable gone = cable(QStringLiteral("spark-3"), 0, QStringLiteral("spark-4"), 1);
        Observations o;
        o.discoveredCables = QList<model::Cable>{gone};
        using S = model::Severity;
        QList<Finding> list{
            finding(QStringLiteral("neighbour-silent"), S::Warning,
                    FindingObject::forPort(QStringLiteral("spark-4"), 1)),
            finding(QStringLiteral("neighbour-silent"), S::Warning,
                    FindingObject::forPort(QStringLiteral("spark-1"), 1)),
            finding(QStringLiteral("cable-missing"), S::Error, FindingObject::forCable(gone)),
        };
        QList<Finding> unlinked = list;
        CauseLinker::link(list, &o);
        QCOMPARE(shape(list),
                 QStringList({QStringLiteral("cable-missing cable ") + gone.toString(),
                              QStringLiteral("neighbour-silent spark-4 port 1 <- cable-missing cable ") +
                                  gone.toString(),
                              QStringLiteral("neighbour-silent spark-1 port 1")}));
        CauseLinker::link(unlinked, nullptr);
        for (const Finding &f : unlinked)
            QVERIFY2(!f.causedBy, qPrintable(shape(unlinked).join(QLatin1Char('\n'))));
    }

    // pcie-x2-pair's shape: spark-2's rail 2 trained at x2. The rail-2
    // measurements on its cable and the cable's total are its doing; a
    // slow rail 1 is not (before, the finding named the node and took
    // every low rail of it).
    void slowPcieLinkExplainsItsRailOnly()
    {
        const model::Cable c = cable(QStringLiteral("spark-1"), 0, QStringLiteral("spark-2"), 0);
        Observations o;
        o.discoveredCables = QList<model::Cable>{c};
        using S = model::Severity;
        QList<Finding> list{
            finding(QStringLiteral("rdma-rail-low"), S::Warning,
                    FindingObject::forRail(QStringLiteral("spark-1"), 0, 2)),
            finding(QStringLiteral("rdma-rail-low"), S::Warning,
                    FindingObject::forRail(QStringLiteral("spark-1"), 0, 1)),
            finding(QStringLiteral("rdma-cable-low"), S::Warning, FindingObject::forCable(c)),
            finding(QStringLiteral("pcie-link-degraded"), S::Error,
                    FindingObject::forRail(QStringLiteral("spark-2"), 0, 2)),
        };
        CauseLinker::link(list, &o);
        const QString cause = QStringLiteral(" <- pcie-link-degraded spark-2 port 0 rail 2 (enP2p1s0f0np0)");
        QCOMPARE(shape(list),
                 QStringList({QStringLiteral("pcie-link-degraded spark-2 port 0 rail 2 (enP2p1s0f0np0)"),
                              QStringLiteral("rdma-rail-low spark-1 port 0 rail 2 (enP2p1s0f0np0)") + cause,
                              QStringLiteral("rdma-cable-low cable ") + c.toString() + cause,
                              QStringLiteral("rdma-rail-low spark-1 port 0 rail 1 (enp1s0f0np0)")}));
    }

    // faulty-pair's bundle: a breakout module in spark-b's port 1 is why its
    // rail links at 50G; spark-a's dead rail is not why its twin is slow.
    void breakoutExplainsTheSlowRail()
    {
        using S = model::Severity;
        QList<Finding> list{
            finding(QStringLiteral("rail-speed-low"), S::Error,
                    FindingObject::forRail(QStringLiteral("spark-b"), 1, 1)),
            finding(QStringLiteral("rail-speed-low"), S::Error,
                    FindingObject::forRail(QStringLiteral("spark-a"), 0, 2)),
            finding(QStringLiteral("port-one-rail-up"), S::Error,
                    FindingObject::forPort(QStringLiteral("spark-a"), 0)),
            finding(QStringLiteral("spark-side-breakout"), S::Error,
                    FindingObject::forPort(QStringLiteral("spark-b"), 1)),
        };
        CauseLinker::link(list, nullptr);
        QCOMPARE(shape(list),
                 QStringList({QStringLiteral("rail-speed-low spark-a port 0 rail 2 (enP2p1s0f0np0)"),
                              QStringLiteral("port-one-rail-up spark-a port 0"),
                              QStringLiteral("spark-side-breakout spark-b port 1"),
                              QStringLiteral("rail-speed-low spark-b port 1 rail 1 (enp1s0f1np1) <- "
                                             "spark-side-breakout spark-b port 1")}));
    }

    // A report read back may name a cause that is not in it (edited, or
    // the cause was itself explained): the consequence stays in the list,
    // on its own, instead of being dropped for want of a cause to go under.
    void consequenceWithoutItsCauseStays()
    {
        using S = model::Severity;
        Finding orphan = finding(QStringLiteral("rdma-rail-low"), S::Warning,
                                 FindingObject::forRail(QStringLiteral("spark-2"), 0, 1));
        orphan.causedBy = finding(QStringLiteral("card-throttled"), S::Error,
                                  FindingObject::forNode(QStringLiteral("spark-9")))
                              .ref();
        QList<Finding> list{
            finding(QStringLiteral("card-throttled"), S::Error,
                    FindingObject::forNode(QStringLiteral("spark-3"))),
            orphan,
        };
        CauseLinker::order(list);
        QCOMPARE(shape(list),
                 QStringList({QStringLiteral("card-throttled spark-3"),
                              QStringLiteral("rdma-rail-low spark-2 port 0 rail 1 (enp1s0f0np0)")}));

        // A chain read back: the slow rail names the breakout, the breakout
        // names a cause the report lacks. The breakout stands alone and the
        // rail stays under it, whichever comes first in the list.
        Finding rail = finding(QStringLiteral("rail-speed-low"), S::Error,
                               FindingObject::forRail(QStringLiteral("spark-b"), 1, 1));
        Finding breakout = finding(QStringLiteral("spark-side-breakout"), S::Error,
                                   FindingObject::forPort(QStringLiteral("spark-b"), 1));
        rail.causedBy = breakout.ref();
        breakout.causedBy = finding(QStringLiteral("port-one-rail-up"), S::Error,
                                    FindingObject::forPort(QStringLiteral("spark-a"), 0))
                                .ref();
        QList<Finding> chain{rail, breakout};
        CauseLinker::order(chain);
        QCOMPARE(shape(chain),
                 QStringList({QStringLiteral("spark-side-breakout spark-b port 1"),
                              QStringLiteral("rail-speed-low spark-b port 1 rail 1 (enp1s0f1np1) "
                                             "<- spark-side-breakout spark-b port 1")}));
    }
};

QTEST_GUILESS_MAIN(TstCauseLinker)
#include "tst_causelinker.moc"
