// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingpage.h"

#include "clusterdocument.h"
#include "clustersession.h"
#include "diag/rdmarules.h"
#include "inlinebanner.h"
#include "inventory/cablingdiscovery.h"
#include "measure/rdmabandwidthtest.h"
#include "model/cablingchecklist.h"
#include "model/cablingrules.h"
#include "model/cluster.h"
#include "model/expectedcabling.h"
#include "model/rail.h"
#include "pageheading.h"
#include "plan/networkplanner.h"
#include "render/diagrambuilder.h"
#include "report/reportitem.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QUrl>
#include <QVBoxLayout>

namespace railyard::ui {

using namespace railyard::model;

namespace {

bool touchesEnd(const diag::FindingObject &o, const CableEnd &end)
{
    return o.node == end.node && (!o.port || *o.port == end.port);
}

bool concerns(const diag::Finding &f, const Cable &cable)
{
    using Kind = diag::FindingObject::Kind;
    switch (f.object.kind) {
    case Kind::Cable:
        return f.object.cable && f.object.cable->sameAs(cable);
    case Kind::Port:
    case Kind::Rail:
    case Kind::Lane:
        return f.object.port &&
               (touchesEnd(f.object, cable.a) || (cable.b && touchesEnd(f.object, *cable.b)));
    default:
        return false;
    }
}

QString problemKey(const CablingProblem &p)
{
    return p.id + QLatin1Char('\n') + p.object + QLatin1Char('\n') + p.explanation;
}

QSet<QString> errorKeys(const QList<CablingProblem> &problems)
{
    QSet<QString> keys;
    for (const CablingProblem &p : problems) {
        if (p.severity == Severity::Error)
            keys.insert(problemKey(p));
    }
    return keys;
}

} // namespace

CablingPage::CablingPage(ClusterDocument *document, ClusterSession *session, QWidget *parent)
    : QWidget(parent), m_document(document), m_session(session), m_banner(new InlineBanner(this)),
      m_discover(new QPushButton(tr("Discover cabling"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_showPlan(new QPushButton(tr("Show the plan"), this)),
      m_fit(new QPushButton(tr("Fit"), this)), m_exportSvg(new QPushButton(tr("Export SVG..."), this)),
      m_exportPng(new QPushButton(tr("Export PNG..."), this)),
      m_checklist(new QPushButton(tr("Print checklist..."), this)), m_arrangement(new QComboBox(this)),
      m_progress(new QProgressBar(this)),
      m_status(new QLabel(this)), m_diagram(new CablingDiagram(this)), m_steps(new QListWidget(this)),
      m_tip(new QLabel(this)), m_selection(new QLabel(this))
{
    auto *title = new PageHeading(
        tr("Cabling"),
        tr("Which port goes to which: connect the numbered cables, then discover them to check."),
        tr("Every Spark with its grey RJ-45 management port and QSFP ports 0 and 1, each port on the "
           "side facing the node its cable goes to. Cables are numbered as in the list and drawn as "
           "their two rails; a dashed rail carries nothing."),
        this);
    m_tip->setWordWrap(true);
    m_selection->setWordWrap(true);
    m_steps->setAccessibleName(tr("Cables to connect"));
    auto *side = new QVBoxLayout;
    side->addWidget(new QLabel(tr("Cables to connect:"), this));
    side->addWidget(m_steps, 1);
    side->addWidget(m_tip);
    m_discover->setToolTip(tr("Ask every node which neighbour answers on each rail; nothing is "
                              "installed or configured."));
    m_showPlan->setToolTip(tr("Show the cabling the topology expects instead of what was found."));
    m_progress->setRange(0, 2);
    m_progress->setFormat(tr("%v of %m stages"));
    m_progress->setAccessibleName(tr("Discovery progress"));
    m_status->setWordWrap(true);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_discover);
    actions->addWidget(m_cancel);
    actions->addWidget(m_progress, 1);
    actions->addWidget(m_showPlan);
    m_fit->setToolTip(tr("Show the whole diagram again (key 0). Zoom with Ctrl+wheel or the + and - keys."));
    m_exportSvg->setToolTip(tr("Save the diagram as a vector picture."));
    m_exportPng->setToolTip(tr("Save the diagram as a picture at twice the screen resolution."));
    m_checklist->setToolTip(tr("Save the diagram and every numbered cable with both ends and a box to tick as "
                               "a PDF page, and open it to print."));
    m_arrangement->addItem(tr("Layout by topology"));
    m_arrangement->addItem(tr("Rack stack (in the listed order)"));
    m_arrangement->setToolTip(tr("A pair side by side, a ring around a circle, a switch's nodes in a row; or "
                                 "the nodes stacked as in a rack, top to bottom in the order they are listed."));
    m_arrangement->setAccessibleName(tr("Diagram layout"));
    auto *view = new QHBoxLayout;
    view->addWidget(m_arrangement);
    view->addStretch(1);
    view->addWidget(m_fit);
    view->addWidget(m_exportSvg);
    view->addWidget(m_exportPng);
    view->addWidget(m_checklist);
    auto *body = new QHBoxLayout;
    body->addWidget(m_diagram, 3);
    body->addLayout(side, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    layout->addLayout(view);
    layout->addLayout(body, 1);
    layout->addWidget(m_selection);
    connect(m_document, &ClusterDocument::changed, this, &CablingPage::refresh);
    connect(m_diagram, &CablingDiagram::cableSelected, this, &CablingPage::showSelection);
    // only a row the user picks selects: the row following the diagram must not announce it twice
    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row != m_diagram->selectedCable())
            m_diagram->selectCable(row);
    });
    connect(m_discover, &QPushButton::clicked, this, &CablingPage::startDiscovery);
    connect(m_diagram, &CablingDiagram::cableEndMoved, this,
            [this](int index, bool endB, const QString &node, int port) {
                moveCableEnd(index, endB, CableEnd{node, port});
            });
    m_diagram->setDropValidator(
        [this](int index, bool endB, const CableEnd &target) { return checkCableEnd(index, endB, target); });
    m_diagram->setToolTipProvider(
        [this](int cable, int node, int port) { return toolTipFor(cable, node, port); });
    connect(m_diagram, &CablingDiagram::dropTargetChanged, this, [this] {
        const auto [node, port] = m_diagram->dropTarget();
        if (!m_diagram->isDragging() || node < 0) {
            m_selection->clear();
            return;
        }
        const CablingDiagram::DropVerdict &v = m_diagram->dropVerdict();
        m_selection->setText((v.valid ? tr("Drop on %1 port %2: %3") : tr("Not on %1 port %2: %3"))
                                 .arg(m_diagram->nodes().at(node))
                                 .arg(port)
                                 .arg(v.reason));
    });
    connect(m_diagram, &CablingDiagram::cableEndRefused, this,
            [this](int, bool, const QString &node, int port, const QString &reason, const QString &fix) {
                m_banner->showMessage(Severity::Error,
                                      tr("Not moved to %1 port %2: %3").arg(node).arg(port).arg(reason), fix);
                m_selection->setText(tr("Not moved: %1").arg(reason));
            });
    connect(m_fit, &QPushButton::clicked, m_diagram, &CablingDiagram::fitToView);
    connect(m_exportSvg, &QPushButton::clicked, this, [this] { exportWithDialog(true); });
    connect(m_exportPng, &QPushButton::clicked, this, [this] { exportWithDialog(false); });
    connect(m_checklist, &QPushButton::clicked, this, &CablingPage::printChecklist);
    connect(m_arrangement, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_diagram->setArrangement(index == 1 ? render::CablingPainter::Arrangement::Rack
                                             : render::CablingPainter::Arrangement::ByTopology);
    });
    connect(m_cancel, &QPushButton::clicked, this, &CablingPage::cancelDiscovery);
    connect(m_showPlan, &QPushButton::clicked, this, [this] {
        m_result.reset();
        m_status->clear();
        refresh();
    });
    if (m_session) {
        connect(m_session, &ClusterSession::aboutToReset, this, &CablingPage::dropDiscovery);
        connect(m_session, &ClusterSession::reset, this, [this] {
            m_result.reset();
            m_status->clear();
            refresh();
        });
        // The kernel of this machine says a cluster link went down or came
        // back: drawn at once, no refresh, no command.
        connect(m_session, &ClusterSession::localNodeChanged, this, &CablingPage::refresh);
        connect(m_session, &ClusterSession::liveLinkChanged, this,
                [this](const QString &node, const QString &netdev, bool linked) {
                    refresh();
                    if (!linked)
                        m_banner->showMessage(Severity::Error,
                                              tr("%1 on %2 went down just now.").arg(netdev, node),
                                              tr("Check the cable and the port; the diagram marks the cable "
                                                 "it belongs to."));
                });
        connect(m_session, &ClusterSession::liveAddressChanged, this,
                [this](const QString &node, const QString &netdev) {
                    m_banner->showMessage(Severity::Info,
                                          tr("The addresses of %1 on %2 changed just now.").arg(netdev, node),
                                          tr("Discover again to see the cabling with the new addresses."));
                });
        // Over SSH a node may not answer at all; say which one while discovery waits for it.
        connect(m_session, &ClusterSession::connectionFailed, this,
                [this](const QString &, const QString &message) {
                    if (m_discovery)
                        m_banner->showMessage(Severity::Error, message.section(QLatin1Char('\n'), 0, 0),
                                              message);
                });
    } else {
        m_discover->setVisible(false);
    }
    setBusy(false);
    refresh();
}

CablingPage::~CablingPage()
{
    dropDiscovery();
}

void CablingPage::setBusy(bool busy, const QString &status)
{
    m_discover->setEnabled(!busy);
    m_cancel->setVisible(busy);
    m_progress->setVisible(busy);
    m_showPlan->setVisible(!busy && m_result.has_value());
    if (busy)
        m_status->setText(status);
}

void CablingPage::startDiscovery()
{
    if (!m_session || m_discovery)
        return;
    if (!m_session->isConnected()) {
        m_banner->showMessage(Severity::Warning, m_session->unavailableReason());
        return;
    }
    m_banner->clear();
    m_discoveryReport = m_session->reportRoot()->addChild(report::ItemKind::Step, tr("Cabling discovery"));
    m_discoveryReport->setStatus(report::ItemStatus::Running);
    m_discovery = new inventory::CablingDiscovery(m_session->runner(), this);
    connect(m_discovery, &inventory::CablingDiscovery::inventoryFinished, this, [this] {
        m_progress->setValue(1);
        m_status->setText(tr("Inventory read; pinging every rail and reading the neighbour tables…"));
    });
    connect(m_discovery, &inventory::CablingDiscovery::finished, this, &CablingPage::onDiscovered);
    m_progress->setValue(0);
    setBusy(true, tr("Reading the inventory of every node…"));
    m_discovery->start(m_document->cluster(), m_discoveryReport);
}

void CablingPage::cancelDiscovery()
{
    if (!m_discovery)
        return;
    dropDiscovery();
    m_status->setText(tr("Discovery cancelled; the diagram shows the plan."));
    setBusy(false);
}

void CablingPage::dropDiscovery()
{
    if (!m_discovery)
        return;
    // Deleting it disconnects every pending answer; the commands themselves are short and harmless.
    m_discovery->disconnect(this);
    delete m_discovery;
    if (m_discoveryReport && m_session) {
        m_discoveryReport->setStatus(report::ItemStatus::Cancelled);
        m_session->noteReportChanged();
    }
    m_discoveryReport = nullptr;
}

void CablingPage::onDiscovered(const inventory::DiscoveryResult &result)
{
    m_result = result;
    if (m_discoveryReport) {
        m_discoveryReport->setStatus(result.hasErrors()          ? report::ItemStatus::Failed
                                     : result.findings.isEmpty() ? report::ItemStatus::Ok
                                                                 : report::ItemStatus::Warning);
        m_discoveryReport->setMessage(result.toText());
    }
    m_discoveryReport = nullptr;
    m_discovery->deleteLater();
    m_discovery = nullptr;
    m_session->takeDiscovery(result);
    m_session->noteReportChanged();
    QStringList unreachable;
    QStringList why;
    for (const inventory::NodeInventory &inv : result.inventories) {
        if (inv.reachable)
            continue;
        unreachable << inv.node;
        for (const inventory::InventoryIssue &issue : inv.issues)
            why << issue.message;
    }
    if (!unreachable.isEmpty())
        m_banner->showMessage(Severity::Error,
                              tr("Could not reach %1: its cables are missing from the diagram.")
                                  .arg(unreachable.join(QStringLiteral(", "))),
                              why.join(QLatin1Char('\n')));
    const int problems =
        int(std::count_if(result.findings.begin(), result.findings.end(),
                          [](const diag::Finding &f) { return f.severity != Severity::Info; }));
    m_status->setText(
        tr("Discovered %n cable(s).", nullptr, int(result.cables.size())) + QLatin1Char(' ') +
        (problems ? tr("%n problem(s) found: see the red cables and the Findings step.", nullptr, problems)
                  : tr("Every cable is where the topology wants it, on both rails.")));
    setBusy(false);
    refresh();
    Q_EMIT discoveryFinished();
}

QStringList CablingPage::instructions() const
{
    QStringList out;
    for (int i = 0; i < m_steps->count(); ++i)
        out << m_steps->item(i)->text();
    return out;
}

QList<DiagramCable> CablingPage::diagramCables(const Cluster &cluster)
{
    return render::DiagramBuilder::fromCluster(cluster);
}

void CablingPage::refresh()
{
    const Cluster &c = m_document->cluster();
    m_diagram->setNodes(c.nodeNames(), c.topology == Topology::Switch);
    m_diagram->setLocalNode(m_session ? m_session->localNode() : QString());
    m_diagram->setReplanEnabled(!m_result);
    if (m_result) {
        // The report's cables too: the same list, judged by every finding so far.
        QList<DiagramCable> cables = render::DiagramBuilder::found(c, m_result, m_session->findings(), {});
        render::DiagramBuilder::applyLiveLinks(cables, m_session->liveLinks());
        showCables(cables);
        if (m_highlighted)
            highlightFinding(*m_highlighted);
        const auto firstError =
            std::find_if(m_result->findings.begin(), m_result->findings.end(),
                         [](const diag::Finding &f) { return f.severity == Severity::Error; });
        if (firstError != m_result->findings.end())
            m_banner->showMessage(Severity::Error,
                                  firstError->object.toString() + QStringLiteral(": ") +
                                      firstError->explanation,
                                  firstError->fix);
        else if (!m_result->findings.isEmpty())
            m_banner->showMessage(m_result->findings.first().severity, m_result->findings.first().explanation,
                                  m_result->findings.first().fix);
        else
            m_banner->clear();
        m_selection->clear();
        setBusy(isDiscovering());
        return;
    }
    QList<DiagramCable> cables = diagramCables(c);
    if (m_session)
        render::DiagramBuilder::applyLiveLinks(cables, m_session->liveLinks());
    showCables(cables);
    if (m_highlighted)
        highlightFinding(*m_highlighted);
    const QString tip = ExpectedCabling::rackTip(c.topology, c.nodeNames());
    m_tip->setText(tip.isEmpty() ? QString() : tr("Tip: %1").arg(tip));
    const auto problems = CablingRules::check(c);
    const auto firstError = std::find_if(problems.begin(), problems.end(), [](const CablingProblem &p) {
        return p.severity == Severity::Error;
    });
    if (firstError != problems.end())
        m_banner->showMessage(Severity::Error,
                              firstError->object + QStringLiteral(": ") + firstError->explanation,
                              firstError->fix);
    else if (!problems.isEmpty())
        m_banner->showMessage(Severity::Warning, problems.first().explanation, problems.first().fix);
    else
        m_banner->clear();
    m_selection->clear();
    setBusy(isDiscovering());
}

void CablingPage::showCables(const QList<DiagramCable> &cables)
{
    m_diagram->setCables(cables);
    m_steps->clear();
    for (const DiagramCable &dc : cables) {
        const model::ChecklistEntry entry =
            model::CablingChecklist::entries({dc.cable}).value(0);
        auto *item = new QListWidgetItem(
            model::CablingChecklist::line({int(m_steps->count()) + 1, entry.from, entry.to}), m_steps);
        item->setForeground(CablingDiagram::statusColor(dc.status));
        if (!dc.detail.isEmpty())
            item->setToolTip(dc.detail.trimmed());
    }
}

void CablingPage::showSelection(int index)
{
    if (index < 0 || index >= m_diagram->cables().size()) {
        m_selection->clear();
        return;
    }
    const DiagramCable &dc = m_diagram->cables().at(index);
    m_selection->setText(
        QStringLiteral("<b>%1</b> %2").arg(dc.cable.toString().toHtmlEscaped(), dc.detail.toHtmlEscaped()));
    if (m_steps->currentRow() != index)
        m_steps->setCurrentRow(index);
}

CablingDiagram::DropVerdict CablingPage::checkCableEnd(int index, bool endB, const CableEnd &target) const
{
    CablingDiagram::DropVerdict v;
    v.valid = false;
    if (m_result) {
        v.reason = tr("The diagram shows the cables the nodes reported, not a plan.");
        v.fix = tr("Press \"Show the plan\" to re-plan the cabling.");
        return v;
    }
    if (index < 0 || index >= m_diagram->cables().size())
        return v;
    const Cable old = m_diagram->cables().at(index).cable;
    if (endB && !old.b)
        return v;
    const Cluster &current = m_document->cluster();
    QList<Cable> cables = CablingRules::effectiveCables(current);
    const qsizetype at = cables.indexOf(old);
    if (at < 0) {
        v.reason = tr("This cable is only expected by the topology; it is not in the plan.");
        v.fix = tr("Move the cables of the plan; this one goes once the plan matches the topology.");
        return v;
    }
    if (endB)
        cables[at].b = target;
    else
        cables[at].a = target;
    Cluster moved = current;
    moved.cables = cables;
    // Only what the move adds counts: a plan that is already wrong must stay fixable one end at a time.
    const QSet<QString> before = errorKeys(CablingRules::check(current));
    const QList<CablingProblem> after = CablingRules::check(moved);
    int remaining = 0;
    for (const CablingProblem &p : after) {
        if (p.severity != Severity::Error)
            continue;
        if (!before.contains(problemKey(p))) {
            v.reason = p.explanation;
            v.fix = p.fix;
            return v;
        }
        ++remaining;
    }
    v.valid = true;
    v.reason = remaining == 0 ? tr("The plan then follows every cabling rule.")
                              : tr("No new problem; %n problem(s) of the plan remain.", nullptr, remaining);
    return v;
}

bool CablingPage::moveCableEnd(int index, bool endB, const CableEnd &target)
{
    // discovered cables are what the nodes see, not a plan to edit
    if (m_result || index < 0 || index >= m_diagram->cables().size())
        return false;
    const Cable old = m_diagram->cables().at(index).cable;
    if (endB && !old.b)
        return false;
    Cluster c = m_document->cluster();
    QList<Cable> cables = CablingRules::effectiveCables(c);
    const qsizetype at = cables.indexOf(old);
    if (at < 0)
        return false; // an expected cable nobody planned: nothing to move
    if (const CablingDiagram::DropVerdict v = checkCableEnd(index, endB, target); !v.valid) {
        m_banner->showMessage(
            Severity::Error,
            tr("Not moved to %1 port %2: %3").arg(target.node).arg(target.port).arg(v.reason), v.fix);
        return false;
    }
    if (endB)
        cables[at].b = target;
    else
        cables[at].a = target;
    c.cables = cables;
    m_document->setCluster(c);
    return true;
}

QString CablingPage::lastTest(const CableEnd &end, int rail) const
{
    if (!m_session)
        return {};
    const diag::NodeObservations *seen = m_session->observations().node(end.node);
    if (!seen)
        return {};
    // perftest results are kept on the client's side, by its RDMA device
    const QString device = Rail(end.port, rail).rdmaDevice();
    if (seen->perftestFailed.contains(device))
        return tr("last test failed: %1").arg(seen->perftestFailed.value(device));
    if (!seen->perftest.contains(device))
        return {};
    const probe::PerftestResult &r = seen->perftest.value(device);
    if (r.error)
        return tr("last test failed: %1").arg(r.error->message);
    if (const auto gbps = diag::RdmaRules::averageGbps(r))
        return tr("last test %1 Gb/s").arg(*gbps, 0, 'f', 1);
    return {};
}

QString CablingPage::railLine(const CableEnd &end, const std::optional<CableEnd> &peer, int rail,
                              const plan::NetworkPlan *plan) const
{
    const Rail r(end.port, rail);
    QStringList parts{r.netdev() + QStringLiteral(" / ") + r.rdmaDevice()};
    QString planned;
    if (const plan::PlannedNode *node = plan ? plan->node(end.node) : nullptr) {
        for (const plan::PlannedInterface &i : node->interfaces) {
            if (i.port == end.port && i.rail == rail)
                planned = i.cidr();
        }
    }
    std::optional<inventory::NodeInventory> inventory =
        m_session ? m_session->inventory(end.node) : std::nullopt;
    if (!inventory && m_result) {
        for (const inventory::NodeInventory &inv : m_result->inventories) {
            if (inv.node == end.node)
                inventory = inv;
        }
    }
    const QStringList now = inventory ? inventory->rail(r).ipv4 : QStringList();
    if (!planned.isEmpty() && !now.isEmpty() && !now.contains(planned))
        parts << tr("%1 planned, %2 now").arg(planned, now.join(QStringLiteral(", ")));
    else if (!planned.isEmpty())
        parts << planned;
    else if (!now.isEmpty())
        parts << now.join(QStringLiteral(", "));
    else
        parts << tr("no address planned");
    std::optional<qint64> mbps = inventory ? inventory->rail(r).speedMbps : std::nullopt;
    if (!mbps && m_session) {
        if (const diag::NodeObservations *seen = m_session->observations().node(end.node))
            if (seen->ethtoolLink.contains(r.netdev()))
                mbps = seen->ethtoolLink.value(r.netdev()).speedMbps;
    }
    parts << (mbps ? tr("%1 Gb/s link").arg(double(*mbps) / 1000.0) : tr("link speed not read yet"));
    // one end ran the client over this rail of the cable; the result is the cable's, seen from either end
    QString test = lastTest(end, rail);
    if (test.isEmpty() && peer)
        test = lastTest(*peer, rail);
    parts << (test.isEmpty() ? tr("not tested yet") : test);
    return tr("%1 rail %2: %3").arg(end.toString()).arg(rail).arg(parts.join(QStringLiteral(", ")));
}

QString CablingPage::toolTipFor(int cable, int node, int port) const
{
    const Cluster &c = m_document->cluster();
    const Result<plan::NetworkPlan> planned = plan::NetworkPlanner::plan(c);
    const plan::NetworkPlan *plan = planned ? &planned.value() : nullptr;
    QStringList lines;
    QList<std::pair<CableEnd, std::optional<CableEnd>>> ends; // an end and the one across the cable
    if (cable >= 0 && cable < m_diagram->cables().size()) {
        const DiagramCable &dc = m_diagram->cables().at(cable);
        lines << dc.cable.toString();
        if (!dc.detail.trimmed().isEmpty())
            lines << dc.detail.trimmed();
        ends.append({dc.cable.a, dc.cable.b});
        if (dc.cable.b)
            ends.append({*dc.cable.b, dc.cable.a});
    } else if (node >= 0 && node < m_diagram->nodes().size() && port < 0) {
        const model::Node *n = c.node(m_diagram->nodes().at(node));
        QString text = n && !n->managementAddress.isEmpty()
                           ? tr("%1, managed at %2").arg(n->name, n->managementAddress)
                           : m_diagram->nodes().at(node);
        if (const auto local = m_session ? m_session->localMatch(m_diagram->nodes().at(node)) : std::nullopt)
            text += QLatin1Char('\n') +
                    tr("This machine (%1): read and changed directly, without SSH.").arg(local->describe());
        return text;
    } else if (node >= 0 && node < m_diagram->nodes().size()) {
        const CableEnd here{m_diagram->nodes().at(node), port};
        QString peer;
        std::optional<CableEnd> across;
        for (const DiagramCable &dc : m_diagram->cables()) {
            if (dc.cable.a == here) {
                peer = dc.cable.b ? dc.cable.b->toString() : tr("the switch");
                across = dc.cable.b;
            } else if (dc.cable.b && *dc.cable.b == here) {
                peer = dc.cable.a.toString();
                across = dc.cable.a;
            }
        }
        ends.append({here, across});
        lines << (peer.isEmpty() ? tr("%1 port %2: no cable").arg(here.node).arg(port)
                                 : tr("%1 port %2, cabled to %3").arg(here.node).arg(port).arg(peer));
    } else {
        return {};
    }
    for (const auto &[end, across] : ends) {
        if (!c.node(end.node))
            continue; // the switch end of a cable
        for (int rail = 1; rail <= Rail::Count; ++rail)
            lines << railLine(end, across, rail, plan);
    }
    return lines.join(QLatin1Char('\n'));
}

void CablingPage::clearHighlight()
{
    m_highlighted.reset();
    m_diagram->clearHighlight();
}

bool CablingPage::highlightFinding(const diag::Finding &f)
{
    m_highlighted = f;
    using Kind = diag::FindingObject::Kind;
    render::CablingPainter::Highlight h;
    const QList<DiagramCable> &cables = m_diagram->cables();
    if (f.object.kind == Kind::Cable) {
        for (int i = 0; i < cables.size() && h.cable < 0; ++i) {
            if (concerns(f, cables.at(i).cable))
                h.cable = i;
        }
    }
    const int node = int(m_diagram->nodes().indexOf(f.object.node));
    if (node >= 0 && f.object.kind != Kind::Cable && f.object.kind != Kind::Cluster) {
        h.node = node;
        h.port = f.object.port.value_or(-1);
        // a port, rail or lane: the cable in it too, so the halo follows it to the neighbour
        if (f.object.port) {
            for (int i = 0; i < cables.size() && h.cable < 0; ++i) {
                if (concerns(f, cables.at(i).cable))
                    h.cable = i;
            }
        }
    }
    m_diagram->setHighlight(h);
    return h.cable >= 0 || h.node >= 0;
}

Result<void> CablingPage::exportTo(const QString &path)
{
    Result<void> written = m_diagram->exportTo(path);
    if (!written)
        m_banner->showMessage(Severity::Error, written.error().message);
    return written;
}

void CablingPage::printChecklist()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save the cabling checklist"),
                                                QStringLiteral("cabling-checklist.pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    // no print dialog of our own: the PDF viewer prints it
    if (exportTo(path))
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

void CablingPage::exportWithDialog(bool svg)
{
    const QString path =
        svg ? QFileDialog::getSaveFileName(this, tr("Export the cabling diagram"),
                                           QStringLiteral("cabling.svg"), tr("SVG pictures (*.svg)"))
            : QFileDialog::getSaveFileName(this, tr("Export the cabling diagram"),
                                           QStringLiteral("cabling.png"), tr("PNG pictures (*.png)"));
    if (path.isEmpty())
        return;
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    exportTo(path.endsWith(suffix, Qt::CaseInsensitive) ? path : path + suffix);
}

} // namespace railyard::ui
