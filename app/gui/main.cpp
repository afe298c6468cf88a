// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "translationloader.h"

#include <QApplication>
#include <QLocale>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Railyard"));
    QApplication::setOrganizationName(QStringLiteral("Railyard"));
    QApplication::setApplicationVersion(QStringLiteral(RAILYARD_VERSION));

    railyard::i18n::TranslationLoader::install(QLocale());

    railyard::ui::MainWindow window;
    window.show();
    return app.exec();
}
