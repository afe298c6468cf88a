// SPDX-License-Identifier: GPL-3.0-or-later
#include "cablingpage.h"

#include "clusterdocument.h"
#include "inlinebanner.h"
#include "model/cablingrules.h"
#include "model/cluster.h"
#include "model/expectedcabling.h"
#include "render/diagrambuilder.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace railyard::ui {

using namespace railyard::model;

CablingPage::CablingPage(ClusterDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_banner(new InlineBanner(this)),
      m_diagram(new CablingDiagram(this)), m_steps(new QListWidget(this)), m_tip(new QLabel(this)),
      m_selection(new QLabel(this))
{
    auto *title =
        new QLabel(tr("<h2>Cabling</h2><p>The back of every Spark: the RJ-45 management port, then QSFP "
                      "port 0 and port 1. Each cable is drawn as its two rails; a dashed rail carries "
                      "nothing.</p>"),
                   this);
    title->setWordWrap(true);
    m_tip->setWordWrap(true);
    m_selection->setWordWrap(true);
    m_steps->setAccessibleName(tr("Cables to connect"));
    auto *side = new QVBoxLayout;
    side->addWidget(new QLabel(tr("Cables to connect:"), this));
    side->addWidget(m_steps, 1);
    side->addWidget(m_tip);
    auto *body = new QHBoxLayout;
    body->addWidget(m_diagram, 3);
    body->addLayout(side, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(body, 1);
    layout->addWidget(m_selection);
    connect(m_document, &ClusterDocument::changed, this, &CablingPage::refresh);
    connect(m_diagram, &CablingDiagram::cableSelected, this, &CablingPage::showSelection);
    connect(m_steps, &QListWidget::currentRowChanged, m_diagram, &CablingDiagram::selectCable);
    refresh();
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
    const QList<DiagramCable> cables = diagramCables(c);
    m_diagram->setCables(cables);
    m_steps->clear();
    for (const DiagramCable &dc : cables) {
        auto *item = new QListWidgetItem(dc.cable.toString(), m_steps);
        item->setForeground(CablingDiagram::statusColor(dc.status));
        if (!dc.detail.isEmpty())
            item->setToolTip(dc.detail.trimmed());
    }
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

} // namespace railyard::ui
