// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingpage.h"
#include "mainwindow.h"
#include "translationloader.h"

#include <QDir>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

using namespace railyard::ui;

namespace {

bool hasCyrillic(const QString &text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x0400 && c.unicode() <= 0x04ff; });
}

} // namespace

// The wizard in Russian: the catalogue is compiled in and reaches the pages.
class TstRussianUi : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("RailyardTest"));
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(railyard::i18n::TranslationLoader::install(QLocale(QLocale::Russian, QLocale::Russia)));
    }

    void cablingPageIsRussian()
    {
        MainWindow w;
        QVERIFY(w.startDemo(QStringLiteral("demo-ring4")));
        w.goToStep(MainWindow::CablingStep);
        QVERIFY2(hasCyrillic(w.windowTitle()), qPrintable(w.windowTitle()));
        const QString english = QStringLiteral("Cabling");
        const QString russian = QCoreApplication::translate("railyard::ui::MainWindow", "Cabling");
        QVERIFY(russian != english && hasCyrillic(russian));
        bool titleFound = false;
        for (const QLabel *label : w.cablingPage()->findChildren<QLabel *>()) {
            if (label->text().startsWith(QStringLiteral("<h2>")) && hasCyrillic(label->text()))
                titleFound = true;
        }
        QVERIFY(titleFound);

        const QString dir = qEnvironmentVariable("RAILYARD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        w.resize(1100, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(50);
        QVERIFY(w.grab().save(QDir(dir).filePath(QStringLiteral("cabling-ru.png"))));
    }
};

QTEST_MAIN(TstRussianUi)
#include "tst_russianui.moc"
