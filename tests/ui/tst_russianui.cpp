// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingpage.h"
#include "mainwindow.h"
#include "translationloader.h"

#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QSplitter>
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
    }

    // Russian step titles are a third longer than English ones; the list was sized for
    // English and cut "Применение конфигурации" behind a horizontal scroll bar.
    void stepTitlesFitTheList()
    {
        MainWindow w;
        w.restoreLayout();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // the narrowest the user can make it
        w.splitter()->setSizes({0, 5000});
        QCoreApplication::processEvents();
        QListWidget *steps = w.stepsList();
        QVERIFY(!steps->horizontalScrollBar()->isVisible());
        const QFontMetrics metrics(steps->font());
        const int room = steps->viewport()->width() - steps->iconSize().width() - 12;
        for (int i = 0; i < steps->count(); ++i) {
            const QString text = steps->item(i)->text();
            QVERIFY(hasCyrillic(text));
            QVERIFY2(metrics.horizontalAdvance(text) <= room,
                     qPrintable(QStringLiteral("%1: %2 px of text, %3 px of room")
                                    .arg(text)
                                    .arg(metrics.horizontalAdvance(text))
                                    .arg(room)));
        }
    }
};

QTEST_MAIN(TstRussianUi)
#include "tst_russianui.moc"
