// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "addressplanpage.h"
#include "applypage.h"
#include "cablingpage.h"
#include "clusterdocument.h"
#include "clustersession.h"
#include "findingspage.h"
#include "inlinebanner.h"
#include "livepage.h"
#include "nodespage.h"
#include "render/reportcontent.h"
#include "render/reportcontentbuilder.h"
#include "reportpage.h"
#include "settingsdialog.h"
#include "sim/scenariocatalog.h"
#include "startpage.h"
#include "testspage.h"
#include "topologypage.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPainter>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTableWidget>

namespace railyard::ui {

namespace {
constexpr int MaxRecent = 8;
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new ClusterDocument(this)),
      m_session(new ClusterSession(m_document, this)), m_steps(new QListWidget(this)),
      m_pages(new QStackedWidget(this)), m_start(new StartPage(this)),
      m_topology(new TopologyPage(m_document, this)), m_cabling(new CablingPage(m_document, m_session, this)),
      m_tests(new TestsPage(m_document, m_session, this)), m_live(new LivePage(m_document, m_session, this)),
      m_findings(new FindingsPage(m_session, this))
{
    m_nodes = new NodesPage(m_document, m_session, this);
    m_addressPlan = new AddressPlanPage(m_document, this);
    m_apply = new ApplyPage(m_document, m_session, this);
    m_report = new ReportPage(m_document, m_session, this);
    setWindowTitle(tr("Railyard"));
    const QList<std::pair<QString, QWidget *>> steps{{tr("Start"), m_start},
                                                     {tr("Nodes"), m_nodes},
                                                     {tr("Topology"), m_topology},
                                                     {tr("Cabling"), m_cabling},
                                                     {tr("Address plan"), m_addressPlan},
                                                     {tr("4. Apply configuration"), m_apply},
                                                     {tr("Tests"), m_tests},
                                                     {tr("Live charts"), m_live},
                                                     {tr("Findings"), m_findings},
                                                     {tr("Report"), m_report}};
    Q_ASSERT(steps.size() == ReportStep + 1);
    static const QRegularExpression oldNumber(QStringLiteral("^\\d+\\.\\s*"));
    for (const auto &[text, page] : steps) {
        // The number is the position, whatever a title was written with.
        QString title = text;
        title.remove(oldNumber);
        title = tr("%1. %2").arg(m_steps->count() + 1).arg(title);
        auto *item = new QListWidgetItem(title, m_steps);
        QPixmap blank(16, 16);
        blank.fill(Qt::transparent);
        item->setIcon(QIcon(blank)); // room for the state mark, so titles do not shift when one appears
        if (page) {
            m_pages->addWidget(page);
        } else {
            // Shown, so the whole journey is visible, but honest about what this build can do.
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
            item->setToolTip(tr("Not available in this build yet."));
            auto *placeholder = new QLabel(tr("This step is not available in this build yet."), this);
            placeholder->setAlignment(Qt::AlignCenter);
            m_pages->addWidget(placeholder);
        }
    }
    m_steps->setIconSize(QSize(16, 16));
    // Wide enough for the longest title in the language shown (Russian titles run a third
    // longer), so no title is cut and no horizontal scroll bar appears.
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_steps->setTextElideMode(Qt::ElideNone);
    const int stepsWidth = qMax(150, m_steps->sizeHintForColumn(0) + 2 * m_steps->frameWidth() +
                                         style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 8);
    m_steps->setMinimumWidth(stepsWidth);
    m_steps->setAccessibleName(tr("Steps"));
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(m_steps);
    // On a small screen or at 200 % scaling a page may need more than the window
    // has: it scrolls instead of being cut. Only the page shown counts towards
    // the minimum, so one wide page does not make every page scroll.
    m_pageScroll = new QScrollArea(this);
    m_pageScroll->setObjectName(QStringLiteral("pageScroll"));
    m_pageScroll->setFrameShape(QFrame::NoFrame);
    m_pageScroll->setWidgetResizable(true);
    m_pageScroll->setWidget(m_pages);
    auto sizeToCurrentPage = [this](int current) {
        for (int i = 0; i < m_pages->count(); ++i) {
            m_pages->widget(i)->setSizePolicy(i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                                              i == current ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        }
        m_pages->updateGeometry();
    };
    connect(m_pages, &QStackedWidget::currentChanged, this, sizeToCurrentPage);
    sizeToCurrentPage(m_pages->currentIndex());
    m_splitter->addWidget(m_pageScroll);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({stepsWidth, 1000});
    setCentralWidget(m_splitter);
    connect(m_steps, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    m_steps->setCurrentRow(StartStep);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New cluster"), QKeySequence::New, this, [this] {
        m_document->newCluster();
        goToStep(TopologyStep);
    });
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openWithDialog);
    file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { save(false); });
    file->addAction(tr("Save &as…"), QKeySequence::SaveAs, this, [this] { save(true); });
    file->addSeparator();
    file->addAction(tr("Se&ttings…"), QKeySequence::Preferences, this, [this] {
        SettingsDialog dialog(this);
        dialog.exec();
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);

    connect(m_start, &StartPage::newRequested, this, [this] {
        m_document->newCluster();
        goToStep(TopologyStep);
    });
    connect(m_start, &StartPage::adoptRequested, this, [this] {
        m_document->newCluster(false);
        m_nodes->showAdoptHint();
        goToStep(NodesStep);
    });
    connect(m_nodes, &NodesPage::adopted, this, [this] { goToStep(FindingsStep); });
    connect(m_start, &StartPage::openRequested, this, [this](const QString &path) {
        if (path.isEmpty())
            openWithDialog();
        else
            openProject(path);
    });
    connect(m_start, &StartPage::demoRequested, this, [this](const QString &scenario) {
        if (startDemo(scenario))
            goToStep(CablingStep);
    });
    connect(m_document, &ClusterDocument::changed, this, &MainWindow::updateTitle);
    connect(m_findings, &FindingsPage::findingSelected, this, &MainWindow::showFinding);
    connect(m_findings, &FindingsPage::selectionCleared, this, [this] {
        m_cabling->clearHighlight();
        m_live->clearHighlight();
    });
    m_report->setContentProvider([this](render::ReportContent &c) { fillReport(c); });
    m_start->setRecentProjects(QSettings().value(QStringLiteral("recentProjects")).toStringList());

    // The step list says how each step went, from what the pages report.
    connect(m_nodes, &NodesPage::connectionTested, this, [this](const QString &, bool ok, const QString &) {
        if (!ok)
            setStepState(NodesStep, StepState::Error);
        else if (stepState(NodesStep) != StepState::Error)
            setStepState(NodesStep, StepState::Done);
    });
    connect(m_cabling, &CablingPage::discoveryFinished, this, [this] {
        const auto &result = m_cabling->discoveryResult();
        StepState state = result ? StepState::Done : StepState::Error;
        if (result)
            for (const diag::Finding &f : result->findings)
                state = f.severity == model::Severity::Error ? StepState::Error
                        : f.severity == model::Severity::Warning && state == StepState::Done ? StepState::Warning
                                                                                             : state;
        setStepState(CablingStep, state);
    });
    connect(m_apply, &ApplyPage::applyFinished, this,
            [this](bool ok) { setStepState(ApplyStep, ok ? StepState::Done : StepState::Error); });
    connect(m_apply, &ApplyPage::verifyFinished, this,
            [this](bool ok) { setStepState(ApplyStep, ok ? StepState::Done : StepState::Error); });
    connect(m_apply, &ApplyPage::undoFinished, this,
            [this](bool ok) { setStepState(ApplyStep, ok ? StepState::None : StepState::Error); });
    connect(m_tests, &TestsPage::finished, this, [this](bool cancelled) {
        setStepState(TestsStep, cancelled                    ? StepState::None
                                : m_tests->hasProblems()     ? StepState::Warning
                                                             : StepState::Done);
    });
    connect(m_session, &ClusterSession::findingsChanged, this, &MainWindow::updateFindingsState);
    connect(m_session, &ClusterSession::reset, this, [this] {
        for (int step = StartStep; step <= ReportStep; ++step)
            setStepState(Step(step), StepState::None);
    });
    connect(m_report, &ReportPage::exported, this, [this] { setStepState(ReportStep, StepState::Done); });
    connect(m_steps, &QListWidget::currentRowChanged, this, [this] { saveLayout(); });
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The pages first: a discovery, test or live run still going stops through
    // the session, which the children order would otherwise delete before them.
    delete m_pages;
}

void MainWindow::saveLayout() const
{
    // Before restoreLayout() the window is still being set up (a demo or project opening
    // on its own step): saving then would overwrite what the last run kept.
    if (!m_layoutRestored)
        return;
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("window/step"), m_steps->currentRow());
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
        const QRect available = s ? s->availableGeometry() : QRect(0, 0, 1280, 800);
        // most of the screen, never less than 1280x800 where the screen has that much
        QSize size(int(available.width() * 0.9), int(available.height() * 0.9));
        size = size.expandedTo(QSize(1280, 800)).boundedTo(available.size());
        resize(size);
        move(available.x() + (available.width() - size.width()) / 2,
             available.y() + (available.height() - size.height()) / 2);
    }
    const QByteArray splitter = settings.value(QStringLiteral("window/splitter")).toByteArray();
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    const int step = settings.value(QStringLiteral("window/step"), int(StartStep)).toInt();
    if (step >= StartStep && step <= ReportStep)
        goToStep(Step(step));
    m_layoutRestored = true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

MainWindow::StepState MainWindow::stepState(Step step) const
{
    return StepState(m_steps->item(step)->data(Qt::UserRole).toInt());
}

void MainWindow::setStepState(Step step, StepState state)
{
    QListWidgetItem *item = m_steps->item(step);
    if (stepState(step) == state && !item->icon().isNull() == (state != StepState::None))
        return;
    item->setData(Qt::UserRole, int(state));
    // drawn rather than themed: the same marks on every desktop, told apart by shape and colour
    QPixmap pixmap(QSize(16, 16) * devicePixelRatio());
    pixmap.setDevicePixelRatio(devicePixelRatio());
    pixmap.fill(Qt::transparent);
    QString said;
    if (state != StepState::None) {
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF r(1.5, 1.5, 13, 13);
        QPen mark(Qt::white, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        switch (state) {
        case StepState::Done:
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0x1a, 0x8f, 0x3c));
            p.drawEllipse(r);
            p.setPen(mark);
            p.drawPolyline(QPolygonF{QPointF(4.5, 8.5), QPointF(7, 11), QPointF(11.5, 5.5)});
            said = tr("done");
            break;
        case StepState::Warning: {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xc7, 0x7c, 0x02));
            p.drawPolygon(QPolygonF{QPointF(8, 1), QPointF(15, 14.5), QPointF(1, 14.5)});
            p.setPen(mark);
            p.drawLine(QPointF(8, 5.5), QPointF(8, 9.5));
            p.drawPoint(QPointF(8, 12));
            said = tr("done, with warnings");
            break;
        }
        case StepState::Error:
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xd0, 0x21, 0x21));
            p.drawEllipse(r);
            p.setPen(mark);
            p.drawLine(QPointF(5.5, 5.5), QPointF(10.5, 10.5));
            p.drawLine(QPointF(10.5, 5.5), QPointF(5.5, 10.5));
            said = tr("failed");
            break;
        case StepState::None:
            break;
        }
    }
    // an empty icon of the same size keeps the titles aligned
    item->setIcon(QIcon(pixmap));
    item->setToolTip(said);
    item->setData(Qt::AccessibleDescriptionRole, said);
}

void MainWindow::updateFindingsState()
{
    const QList<diag::Finding> findings = m_session->findings();
    StepState state = m_session->inventories().isEmpty() && findings.isEmpty() ? StepState::None : StepState::Done;
    for (const diag::Finding &f : findings) {
        if (f.severity == model::Severity::Error)
            state = StepState::Error;
        else if (f.severity == model::Severity::Warning && state != StepState::Error)
            state = StepState::Warning;
    }
    setStepState(FindingsStep, state);
}

MainWindow::Step MainWindow::currentStep() const
{
    return Step(m_steps->currentRow());
}

bool MainWindow::isStepEnabled(Step step) const
{
    return m_steps->item(step)->flags() & Qt::ItemIsEnabled;
}

void MainWindow::goToStep(Step step)
{
    if (isStepEnabled(step))
        m_steps->setCurrentRow(step);
}

bool MainWindow::startDemo(const QString &scenario)
{
    const auto loaded = sim::ScenarioCatalog::byName(scenario);
    if (!loaded) {
        m_start->banner()->showMessage(model::Severity::Error, loaded.error().toString());
        return false;
    }
    m_start->banner()->clear();
    m_start->selectScenario(scenario);
    const bool again = m_document->demoScenario() == scenario;
    m_document->startDemo(scenario, loaded->intendedCluster());
    if (again) // a new scenario restarts the session by itself; the same one starts a fresh simulation
        m_session->restart();
    return true;
}

bool MainWindow::openProject(const QString &path)
{
    if (auto loaded = m_document->load(path); !loaded) {
        m_start->banner()->showMessage(model::Severity::Error, tr("Could not open the project."),
                                       loaded.error().toString());
        goToStep(StartStep);
        return false;
    }
    m_start->banner()->clear();
    rememberRecent(path);
    goToStep(CablingStep);
    return true;
}

void MainWindow::openWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open project"), QString(),
                                                      tr("Railyard projects (*.yaml *.yml)"));
    if (!path.isEmpty())
        openProject(path);
}

void MainWindow::save(bool askForPath)
{
    QString path = m_document->filePath();
    if (askForPath || path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save project"), QStringLiteral("railyard.yaml"),
                                            tr("Railyard projects (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    if (auto saved = m_document->save(path); !saved) {
        statusBar()->showMessage(saved.error().toString());
        return;
    }
    rememberRecent(path);
}

void MainWindow::rememberRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentProjects")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > MaxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentProjects"), recent);
    m_start->setRecentProjects(recent);
}

void MainWindow::fillReport(render::ReportContent &c) const
{
    // The same builder as railyard-cli report, fed with what this session read and measured.
    render::ReportContentBuilder::Input in;
    in.title = c.title;
    in.cluster = c.cluster;
    in.plan = c.plan;
    in.findings = c.findings;
    in.log = c.log;
    in.discovery = m_cabling->discoveryResult();
    // The session keeps each node's newest reading, by discovery or a connection test.
    in.inventories = m_session->inventories();
    in.tests = m_tests->results();
    in.notes = m_tests->results().notes;
    const render::ReportContent built = render::ReportContentBuilder::build(in);
    c.inventory = built.inventory;
    c.cables = built.cables;
    c.results = built.results;
    c.charts = built.charts;
}

void MainWindow::showFinding(const diag::Finding &f)
{
    // its cable, port or node in the diagram
    m_cabling->highlightFinding(f);
    // and in the charts its node, with the rail (and lane) emphasised when the finding names one
    QString node = f.object.node;
    if (node.isEmpty() && m_cabling->diagram()->highlight().cable >= 0)
        node = m_cabling->diagram()->cables().at(m_cabling->diagram()->highlight().cable).cable.a.node;
    if (node.isEmpty()) {
        m_live->clearHighlight();
        return;
    }
    // a port or a cable carries both rails: none of them is singled out
    m_live->highlight(node, f.object.netdev, f.object.lane.value_or(-1));
}

void MainWindow::updateTitle()
{
    QString where;
    if (m_document->isDemo())
        where = tr("demo: %1 (simulated, nothing is contacted)").arg(m_document->demoScenario());
    else if (!m_document->filePath().isEmpty())
        where = m_document->filePath();
    else
        where = tr("new cluster");
    setWindowTitle(
        tr("Railyard — %1%2").arg(where, m_document->isModified() ? QStringLiteral(" *") : QString()));
    statusBar()->showMessage(where);
}

} // namespace railyard::ui
