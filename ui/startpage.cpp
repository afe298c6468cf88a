// SPDX-License-Identifier: GPL-3.0-or-later
#include "startpage.h"

#include "inlinebanner.h"
#include "sim/scenariocatalog.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace railyard::ui {

StartPage::StartPage(QWidget *parent)
    : QWidget(parent), m_banner(new InlineBanner(this)), m_scenarios(new QComboBox(this)),
      m_description(new QLabel(this)), m_recent(new QListWidget(this))
{
    auto *title =
        new QLabel(tr("<h1>Railyard</h1><p>Turn two or more Sparks into a working cluster, and prove "
                      "that it works.</p>"),
                   this);
    title->setWordWrap(true);
    auto *newButton = new QPushButton(tr("New cluster…"), this);
    auto *openButton = new QPushButton(tr("Open railyard.yaml…"), this);
    auto *demoButton = new QPushButton(tr("Start the demo"), this);
    auto *adoptButton = new QPushButton(tr("Open an existing cluster…"), this);
    adoptButton->setObjectName(QStringLiteral("adoptButton"));
    adoptButton->setToolTip(
        tr("Sparks already cabled and configured (by NVIDIA's tools, scripts or by hand): "
           "add their nodes, and Railyard reads the cluster as it is and diagnoses it."));
    newButton->setToolTip(tr("Describe your nodes and how they are cabled."));
    openButton->setToolTip(tr("Open a project file saved earlier."));
    demoButton->setToolTip(tr("A simulated cluster with realistic faults to find; nothing is contacted."));

    for (const QString &name : sim::ScenarioCatalog::names())
        m_scenarios->addItem(name, name);
    selectScenario(sim::ScenarioCatalog::defaultDemo());
    m_description->setWordWrap(true);
    auto describe = [this] {
        const auto scenario = sim::ScenarioCatalog::byName(selectedScenario());
        m_description->setText(scenario ? scenario->description : QString());
    };
    connect(m_scenarios, &QComboBox::currentIndexChanged, this, describe);
    describe();

    auto *demoBox = new QGroupBox(tr("Demo"), this);
    auto *demoLayout = new QGridLayout(demoBox);
    demoLayout->addWidget(new QLabel(tr("Scenario:"), demoBox), 0, 0);
    demoLayout->addWidget(m_scenarios, 0, 1);
    demoLayout->addWidget(demoButton, 0, 2);
    demoLayout->addWidget(m_description, 1, 0, 1, 3);

    auto *recentBox = new QGroupBox(tr("Recent projects"), this);
    auto *recentLayout = new QVBoxLayout(recentBox);
    recentLayout->addWidget(m_recent);

    auto *actions = new QHBoxLayout;
    actions->addWidget(newButton);
    actions->addWidget(openButton);
    actions->addWidget(adoptButton);
    actions->addStretch();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(actions);
    layout->addWidget(demoBox);
    layout->addWidget(recentBox, 1);

    connect(newButton, &QPushButton::clicked, this, &StartPage::newRequested);
    connect(openButton, &QPushButton::clicked, this, [this] { Q_EMIT openRequested(QString()); });
    connect(adoptButton, &QPushButton::clicked, this, &StartPage::adoptRequested);
    connect(demoButton, &QPushButton::clicked, this, [this] { Q_EMIT demoRequested(selectedScenario()); });
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT openRequested(item->text()); });
}

void StartPage::setRecentProjects(const QStringList &paths)
{
    m_recent->clear();
    m_recent->addItems(paths);
}

QString StartPage::selectedScenario() const
{
    return m_scenarios->currentData().toString();
}

void StartPage::selectScenario(const QString &name)
{
    const int index = m_scenarios->findData(name);
    if (index >= 0)
        m_scenarios->setCurrentIndex(index);
}

} // namespace railyard::ui
