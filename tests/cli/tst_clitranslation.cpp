// SPDX-License-Identifier: GPL-3.0-or-later
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QString err;
};

// The locale comes only from the variables a row gives: the suite runs
// with LC_ALL=C, which would otherwise win over everything.
Run runCli(const QStringList &args, const QMap<QString, QString> &locale)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        env.remove(QLatin1String(name));
    for (auto it = locale.begin(); it != locale.end(); ++it)
        env.insert(it.key(), it.value());
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli"), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardError())};
}

using Env = QMap<QString, QString>;

} // namespace

class TstCliTranslation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Messages that translations/railyard_ru.ts already translates.
    void errorFollowsLocale_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<Env>("locale");
        QTest::addColumn<QString>("expected");
        const Env ru{{"LC_ALL", "ru_RU.UTF-8"}};
        const Env ruLang{{"LANG", "ru_RU.UTF-8"}};
        const Env ruLanguage{{"LANGUAGE", "ru_RU:ru"}, {"LANG", "ru_RU.UTF-8"}};
        const Env c{{"LC_ALL", "C"}};
        QTest::newRow("unknown command, LC_ALL=ru_RU")
            << QStringList{"frobnicate"} << ru << QStringLiteral("неизвестная команда «frobnicate»");
        QTest::newRow("unknown command, LANG=ru_RU")
            << QStringList{"frobnicate"} << ruLang << QStringLiteral("неизвестная команда «frobnicate»");
        QTest::newRow("unknown command, LANGUAGE=ru")
            << QStringList{"frobnicate"} << ruLanguage << QStringLiteral("неизвестная команда «frobnicate»");
        QTest::newRow("no cluster source, LC_ALL=ru_RU")
            << QStringList{"discover"} << ru
            << QStringLiteral("укажите либо --project FILE, либо --demo SCENARIO");
        QTest::newRow("unknown command, LC_ALL=C stays English")
            << QStringList{"frobnicate"} << c
            << QStringLiteral("unknown command 'frobnicate'; run railyard-cli --help for the list");
    }
    void errorFollowsLocale()
    {
        QFETCH(QStringList, args);
        QFETCH(Env, locale);
        QFETCH(QString, expected);
        const Run r = runCli(args, locale);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        const bool cyrillic = r.err.contains(QRegularExpression(QStringLiteral("\\p{Cyrillic}")));
        QCOMPARE(cyrillic, expected.contains(QRegularExpression(QStringLiteral("\\p{Cyrillic}"))));
    }
};

QTEST_GUILESS_MAIN(TstCliTranslation)
#include "tst_clitranslation.moc"
