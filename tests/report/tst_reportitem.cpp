// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportitem.h"
#include "report/reportrenderer.h"

#include <QJsonDocument>
#include <QTest>

using namespace railyard::report;

namespace {

CommandRecord record(const QString &node, int exitCode, const QByteArray &out)
{
    CommandRecord r;
    r.node = node;
    r.program = QStringLiteral("ip");
    r.arguments = {QStringLiteral("-j"), QStringLiteral("addr"), QStringLiteral("it's")};
    r.exitCode = exitCode;
    r.durationMs = 12;
    r.started = QDateTime::currentDateTimeUtc();
    r.stdoutData = out;
    r.hadStdin = true;
    return r;
}

} // namespace

class TstReportItem : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void treeAndWorstStatus()
    {
        ReportItem root(ItemKind::Cluster, QStringLiteral("demo"));
        ReportItem *node = root.nodeItem(QStringLiteral("spark-1"));
        QCOMPARE(root.nodeItem(QStringLiteral("spark-1")), node); // created once
        ReportItem *step = node->addChild(ItemKind::Step, QStringLiteral("inventory"));
        step->setStatus(ItemStatus::Running);
        step->addCommand(record(QStringLiteral("spark-1"), 0, "ok\n"));
        step->setStatus(ItemStatus::Ok);
        QCOMPARE(root.worstStatus(), ItemStatus::Pending);
        root.setStatus(ItemStatus::Ok);
        node->setStatus(ItemStatus::Ok);
        QCOMPARE(root.worstStatus(), ItemStatus::Ok);
        step->addCommand(record(QStringLiteral("spark-1"), 2, "bad\n"));
        QCOMPARE(root.worstStatus(), ItemStatus::Failed);
        QCOMPARE(root.commands().size(), size_t(2));
        QVERIFY(step->started().isValid() && step->finished().isValid());
    }

    void jsonRoundTrip()
    {
        ReportItem root(ItemKind::Cluster, QStringLiteral("demo"));
        ReportItem *step = root.nodeItem(QStringLiteral("a"))->addChild(ItemKind::Step, QStringLiteral("s"));
        step->addCommand(record(QStringLiteral("a"), 1, "line1\nline2\n"));
        step->setStatus(ItemStatus::Failed);
        step->setMessage(QStringLiteral("a: failed"));
        const QJsonObject json = root.toJson();
        auto back = ReportItem::fromJson(json);
        QVERIFY(back);
        QCOMPARE(QJsonDocument((*back)->toJson()).toJson(), QJsonDocument(json).toJson());
        const auto cmds = (*back)->commands();
        QCOMPARE(cmds.size(), size_t(1));
        QCOMPARE(cmds[0]->exitCode, 1);
        QCOMPARE(cmds[0]->stdoutData, QByteArray("line1\nline2\n"));
        QVERIFY(cmds[0]->hadStdin);

        QJsonObject broken = json;
        broken[QStringLiteral("kind")] = QStringLiteral("galaxy");
        QVERIFY(!ReportItem::fromJson(broken));
    }

    void renderers()
    {
        ReportItem root(ItemKind::Cluster, QStringLiteral("demo <&>"));
        QByteArray many;
        for (int i = 0; i < 100; ++i)
            many += "row " + QByteArray::number(i) + '\n';
        root.nodeItem(QStringLiteral("a"))->addCommand(record(QStringLiteral("a"), 0, many));
        const QString text = ReportRenderer::toText(root);
        QVERIFY(text.contains(QStringLiteral("ip -j addr 'it'\\''s'  (exit 0, 12 ms)")));
        QVERIFY(text.contains(QStringLiteral("| row 39")));
        QVERIFY(!text.contains(QStringLiteral("| row 40\n")));
        QVERIFY(text.contains(QStringLiteral("60 more lines")));
        const QString html = ReportRenderer::toHtml(root);
        QVERIFY(html.contains(QStringLiteral("demo &lt;&amp;&gt;")));
        QVERIFY(html.contains(QStringLiteral("<pre>row 0")));
    }
};

QTEST_GUILESS_MAIN(TstReportItem)
#include "tst_reportitem.moc"
