// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;

namespace railyard::ui {

class InlineBanner;

class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget *parent = nullptr);

    InlineBanner *banner() const { return m_banner; }
    void setRecentProjects(const QStringList &paths);
    QString selectedScenario() const;
    void selectScenario(const QString &name);

Q_SIGNALS:
    void newRequested();
    void openRequested(const QString &path); // empty: ask with a dialog
    void demoRequested(const QString &scenario);
    void adoptRequested(); // "Open an existing cluster": read one another tool set up

private:
    InlineBanner *m_banner;
    QComboBox *m_scenarios;
    QLabel *m_description;
    QListWidget *m_recent;
};

} // namespace railyard::ui
