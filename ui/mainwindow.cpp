// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QLabel>

namespace railyard::ui {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Railyard"));
    auto *label = new QLabel(tr("Railyard is under construction: the cluster wizard and the built-in demo "
                                "cluster are not available in this build yet. Use railyard-cli plan to compute "
                                "a network plan."),
                             this);
    label->setWordWrap(true);
    label->setMargin(24);
    setCentralWidget(label);
    resize(720, 480);
}

} // namespace railyard::ui
