// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/samplingwindow.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using railyard::telemetry::SamplingWindow;

// A "second" is 20 ms here; what is checked is the order of events, never
// a duration.
class TstSamplingWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensWhenEveryNodeDelivered()
    {
        SamplingWindow w({QStringLiteral("spark-1"), QStringLiteral("spark-2")}, 3);
        w.setSecondMs(20);
        QSignalSpy opened(&w, &SamplingWindow::opened);
        QSignalSpy seconds(&w, &SamplingWindow::second);
        QSignalSpy finished(&w, &SamplingWindow::finished);
        w.start();
        w.sampleFrom(QStringLiteral("spark-1"));
        QVERIFY(!w.isOpen());
        w.sampleFrom(QStringLiteral("spark-2"));
        QVERIFY(w.isOpen());
        QCOMPARE(opened.size(), 1);
        QVERIFY(opened.first().first().toStringList().isEmpty());
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(w.elapsedS(), 3);
        QCOMPARE(seconds.size(), 2);
    }

    // The case that failed: a node whose sampler takes longer to start
    // than the whole window. Counted from the start, the run would be over
    // before its first sample; counted from the last first sample, the
    // window holds `seconds` of every node.
    void slowStartDoesNotEatTheWindow()
    {
        SamplingWindow w({QStringLiteral("spark-1"), QStringLiteral("spark-2")}, 2);
        w.setSecondMs(20);
        QSignalSpy waiting(&w, &SamplingWindow::waiting);
        QSignalSpy finished(&w, &SamplingWindow::finished);
        w.start();
        w.sampleFrom(QStringLiteral("spark-1"));
        // Five "seconds" go by with spark-2 silent: longer than the window.
        QTRY_VERIFY(waiting.size() >= 5);
        QCOMPARE(finished.size(), 0);
        QCOMPARE(waiting.last().at(1).toStringList(), QStringList{QStringLiteral("spark-2")});
        QCOMPARE(w.waitingFor(), QStringList{QStringLiteral("spark-2")});
        w.sampleFrom(QStringLiteral("spark-2"));
        QVERIFY(w.isOpen());
        QCOMPARE(w.elapsedS(), 0);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(w.elapsedS(), 2);
    }

    void silentNodeOpensAtTheStartLimit()
    {
        SamplingWindow w({QStringLiteral("spark-1"), QStringLiteral("spark-2")}, 2);
        w.setSecondMs(20);
        w.setStartLimitS(3);
        QSignalSpy opened(&w, &SamplingWindow::opened);
        QSignalSpy finished(&w, &SamplingWindow::finished);
        w.start();
        w.sampleFrom(QStringLiteral("spark-1"));
        // Neither a repeat nor an unknown node opens it.
        w.sampleFrom(QStringLiteral("spark-1"));
        w.sampleFrom(QStringLiteral("spark-9"));
        QVERIFY(!w.isOpen());
        QTRY_COMPARE(opened.size(), 1);
        QCOMPARE(w.waitedS(), 3);
        QCOMPARE(opened.first().first().toStringList(), QStringList{QStringLiteral("spark-2")});
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(w.elapsedS(), 2);
        // A late first sample after the opening changes nothing.
        w.sampleFrom(QStringLiteral("spark-2"));
        QCOMPARE(opened.size(), 1);
    }

    void noNodesOpensAtOnce()
    {
        SamplingWindow w({}, 1);
        w.setSecondMs(20);
        QSignalSpy finished(&w, &SamplingWindow::finished);
        w.start();
        QVERIFY(w.isOpen());
        QTRY_COMPARE(finished.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TstSamplingWindow)
#include "tst_samplingwindow.moc"
