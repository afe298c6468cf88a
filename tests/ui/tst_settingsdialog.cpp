// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace railyard::ui;

class TstSettingsDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settingsdialog"));
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(SettingsDialog::languageKey());
    }

    void languageIsStoredForNextStart_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QLocale::Language>("effective");
        QTest::newRow("russian") << QStringLiteral("ru") << QLocale::Russian;
        QTest::newRow("english") << QStringLiteral("en") << QLocale::English;
        QTest::newRow("system") << QString() << QLocale::German; // the "system" locale passed in
    }

    void languageIsStoredForNextStart()
    {
        QFETCH(QString, language);
        QFETCH(QLocale::Language, effective);
        SettingsDialog dialog;
        QCOMPARE(dialog.languageBox()->count(), 3);
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(language));
        dialog.accept();
        QCOMPARE(SettingsDialog::storedLanguage(), language);
        QCOMPARE(QSettings().contains(SettingsDialog::languageKey()), !language.isEmpty());
        QCOMPARE(SettingsDialog::effectiveLocale(QLocale(QLocale::German)).language(), effective);
        // Reopened, it shows what was chosen, and it says when the change applies.
        SettingsDialog again;
        QCOMPARE(again.languageBox()->currentData().toString(), language);
        bool note = false;
        for (const QLabel *l : again.findChildren<QLabel *>())
            note = note || l->text().contains(QStringLiteral("next time"));
        QVERIFY(note);
    }

    void cancelKeepsTheSetting()
    {
        QSettings().setValue(SettingsDialog::languageKey(), QStringLiteral("ru"));
        SettingsDialog dialog;
        dialog.languageBox()->setCurrentIndex(0);
        dialog.reject();
        QCOMPARE(SettingsDialog::storedLanguage(), QStringLiteral("ru"));
        QSettings().remove(SettingsDialog::languageKey());
    }
};

QTEST_MAIN(TstSettingsDialog)
#include "tst_settingsdialog.moc"
