// SPDX-License-Identifier: GPL-3.0-or-later
// One problem, one id, wherever it is found: what `doctor` finds in a
// support bundle of a demo scenario, the live commands (`inventory`,
// `discover`, `verify`, `test all`) on the same scenario find too, with the
// same id on the same object.
#include "clirun.h"
#include "sim/scenariocatalog.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <vector>

using namespace railyard;
using testsupport::runCliCommand;

namespace {

// "id object" of every finding in a command's JSON, however deep its list.
void collect(const QJsonValue &v, QSet<QString> &out)
{
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collect(e, out);
        return;
    }
    if (!v.isObject())
        return;
    const QJsonObject o = v.toObject();
    if (o.value(QStringLiteral("id")).isString() && o.value(QStringLiteral("object")).isObject() &&
        o.value(QStringLiteral("severity")).isString()) {
        out.insert(o.value(QStringLiteral("id")).toString() + QLatin1Char(' ') +
                   o.value(QStringLiteral("object")).toObject().value(QStringLiteral("text")).toString());
        return;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QLatin1String("caused_by"))
            collect(it.value(), out);
    }
}

} // namespace

class TstLiveVersusDoctor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void liveFindsWhatDoctorFinds_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const QString &s : sim::ScenarioCatalog::names())
            QTest::newRow(qPrintable(s)) << s;
    }

    void liveFindsWhatDoctorFinds()
    {
        QFETCH(QString, scenario);
        QTemporaryDir dir;
        const QString bundle = dir.filePath(QStringLiteral("b"));
        const QStringList common{QStringLiteral("--demo"), scenario, QStringLiteral("--quiet")};
        const QStringList json{QStringLiteral("--format"), QStringLiteral("json")};
        const QStringList seconds{QStringLiteral("--duration"), QStringLiteral("1")};
        // Every command at once: each runs its own simulated cluster and
        // mostly waits on the simulated clock.
        const QList<QStringList> commands{
            QStringList{QStringLiteral("bundle"), QStringLiteral("--out"), bundle} + seconds + common,
            QStringList{QStringLiteral("inventory")} + json + common,
            QStringList{QStringLiteral("discover")} + json + common,
            QStringList{QStringLiteral("verify")} + json + common,
            QStringList{QStringLiteral("test"), QStringLiteral("all")} + seconds + json + common,
        };
        std::vector<std::unique_ptr<QProcess>> runs;
        for (const QStringList &c : commands) {
            runs.push_back(std::make_unique<QProcess>());
            runs.back()->start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"), c);
        }
        QSet<QString> live;
        for (std::size_t i = 0; i < runs.size(); ++i) {
            QProcess &p = *runs[i];
            QVERIFY(p.waitForFinished(180000));
            QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() >= 0 && p.exitCode() <= 1,
                     qPrintable(commands[i].first() + QLatin1Char(' ') +
                                QString::fromUtf8(p.readAllStandardError())));
            if (i > 0)
                collect(QJsonDocument::fromJson(p.readAllStandardOutput()).object(), live);
        }
        const auto doctor =
            runCliCommand(QStringLiteral("doctor"), {QStringLiteral("--bundle"), bundle,
                                                     QStringLiteral("--format"), QStringLiteral("json")});
        QSet<QString> fromDoctor;
        collect(QJsonDocument::fromJson(doctor.out).object().value(QStringLiteral("findings")), fromDoctor);
        QVERIFY2(!doctor.out.isEmpty(), doctor.err.constData());

        QStringList missing;
        for (const QString &f : fromDoctor) {
            if (!live.contains(f))
                missing << f;
        }
        missing.sort();
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("doctor found, the live commands did not: ") +
                                               missing.join(QStringLiteral("; "))));
    }
};

QTEST_MAIN(TstLiveVersusDoctor)
#include "tst_liveversusdoctor.moc"
