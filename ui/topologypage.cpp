// SPDX-License-Identifier: GPL-3.0-or-later
#include "topologypage.h"

#include "clusterdocument.h"
#include "inlinebanner.h"
#include "model/tokenrules.h"
#include "pageheading.h"
#include "plan/networkplanner.h"
#include "plan/subnetpool.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard::ui {

using namespace railyard::model;

TopologyPage::TopologyPage(ClusterDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_banner(new InlineBanner(this)),
      m_topology(new QComboBox(this)), m_port(new QComboBox(this)), m_mtu(new QSpinBox(this)),
      m_pool(new QLineEdit(this)), m_avoid(new QLineEdit(this)), m_nodes(new QTableWidget(0, 3, this)),
      m_plan(new QPlainTextEdit(this))
{
    auto *title = new PageHeading(
        tr("Topology and nodes"), tr("How the Sparks are cabled, listed in cabling order."),
        tr("Choose how the Sparks are cabled and list them in cabling order: in a triangle or ring, "
           "port 0 of each node goes to port 1 of the next."),
        this);
    for (Topology t : {Topology::Direct, Topology::Triangle, Topology::Ring, Topology::Switch})
        m_topology->addItem(topologyLabel(t), topologyName(t));
    m_port->addItem(tr("Port 0 (next to the RJ-45)"), 0);
    m_port->addItem(tr("Port 1"), 1);
    m_mtu->setRange(0, 9978);
    m_mtu->setSpecialValueText(tr("recommended"));
    m_pool->setPlaceholderText(plan::SubnetPool::defaultPool());
    m_avoid->setPlaceholderText(tr("e.g. 192.168.1.0/24, 10.8.0.0/16 (your LAN and VPN)"));

    auto *form = new QFormLayout;
    form->addRow(tr("Topology:"), m_topology);
    form->addRow(tr("Port (direct and switch):"), m_port);
    form->addRow(tr("MTU:"), m_mtu);
    form->addRow(tr("Subnet pool:"), m_pool);
    form->addRow(tr("Avoid:"), m_avoid);

    m_nodes->setHorizontalHeaderLabels({tr("Name"), tr("Management address"), tr("SSH user")});
    m_nodes->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_nodes->verticalHeader()->setVisible(true);
    auto *add = new QPushButton(tr("Add node"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    auto *up = new QPushButton(tr("Move up"), this);
    auto *down = new QPushButton(tr("Move down"), this);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {add, remove, up, down})
        buttons->addWidget(b);
    buttons->addStretch();

    m_plan->setReadOnly(true);
    m_plan->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_plan->setAccessibleName(tr("Address plan"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(form);
    layout->addWidget(m_nodes, 1);
    layout->addLayout(buttons);
    layout->addWidget(new QLabel(tr("Address plan:"), this));
    layout->addWidget(m_plan, 2);

    connect(m_topology, &QComboBox::currentIndexChanged, this, &TopologyPage::storeToDocument);
    connect(m_port, &QComboBox::currentIndexChanged, this, &TopologyPage::storeToDocument);
    connect(m_mtu, &QSpinBox::valueChanged, this, &TopologyPage::storeToDocument);
    connect(m_pool, &QLineEdit::editingFinished, this, &TopologyPage::storeToDocument);
    connect(m_avoid, &QLineEdit::editingFinished, this, &TopologyPage::storeToDocument);
    connect(m_nodes, &QTableWidget::cellChanged, this, &TopologyPage::storeToDocument);
    connect(add, &QPushButton::clicked, this, &TopologyPage::addNode);
    connect(remove, &QPushButton::clicked, this, &TopologyPage::removeNode);
    connect(up, &QPushButton::clicked, this, [this] { moveNode(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveNode(1); });
    connect(m_document, &ClusterDocument::changed, this, &TopologyPage::loadFromDocument);
    loadFromDocument();
}

QString TopologyPage::planText() const
{
    return m_plan->toPlainText();
}

void TopologyPage::loadFromDocument()
{
    if (m_loading)
        return;
    m_loading = true;
    const Cluster &c = m_document->cluster();
    m_topology->setCurrentIndex(m_topology->findData(topologyName(c.topology)));
    m_port->setCurrentIndex(c.options.port);
    m_mtu->setValue(c.options.mtu.value_or(0));
    m_pool->setText(c.options.subnetPool);
    m_avoid->setText(c.options.avoid.join(QStringLiteral(", ")));
    m_nodes->setRowCount(int(c.nodes.size()));
    for (int i = 0; i < c.nodes.size(); ++i) {
        const Node &n = c.nodes.at(i);
        m_nodes->setItem(i, 0, new QTableWidgetItem(n.name));
        m_nodes->setItem(i, 1, new QTableWidgetItem(n.managementAddress));
        m_nodes->setItem(i, 2, new QTableWidgetItem(n.sshUser));
    }
    m_loading = false;
    replan();
}

void TopologyPage::storeToDocument()
{
    if (m_loading)
        return;
    Cluster c = m_document->cluster();
    c.topology = topologyFromName(m_topology->currentData().toString()).value_or(Topology::Direct);
    c.options.port = m_port->currentData().toInt();
    c.options.mtu = m_mtu->value() > 0 ? std::optional<int>(m_mtu->value()) : std::nullopt;
    c.options.subnetPool = m_pool->text().trimmed();
    c.options.avoid.clear();
    for (const QString &part : m_avoid->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        c.options.avoid << part.trimmed();
    QList<Node> nodes;
    for (int row = 0; row < m_nodes->rowCount(); ++row) {
        auto text = [&](int col) {
            return m_nodes->item(row, col) ? m_nodes->item(row, col)->text().trimmed() : QString();
        };
        Node n;
        const Node *old = row < c.nodes.size() ? &c.nodes.at(row) : nullptr;
        n.name = text(0);
        n.managementAddress = text(1);
        n.sshUser = text(2);
        n.sshPort = old ? old->sshPort : 22;
        n.identityFile = old ? old->identityFile : QString();
        nodes << n;
    }
    c.nodes = nodes;
    // A changed node list invalidates explicit cabling typed for the old one.
    if (c.nodeNames() != m_document->cluster().nodeNames() || c.topology != m_document->cluster().topology)
        c.cables.clear();
    m_loading = true;
    m_document->setCluster(c);
    m_loading = false;
    replan();
}

void TopologyPage::replan()
{
    const Cluster &c = m_document->cluster();
    for (int row = 0; row < c.nodes.size(); ++row) {
        const Node &n = c.nodes.at(row);
        if (!TokenRules::isNodeName(n.name)) {
            m_banner->showMessage(
                Severity::Error,
                tr("Row %1: '%2' is not a valid node name (letters, digits, '.', '_' and '-').")
                    .arg(row + 1)
                    .arg(n.name));
            m_plan->clear();
            return;
        }
        if (!TokenRules::isHostAddress(n.managementAddress)) {
            m_banner->showMessage(
                Severity::Error,
                tr("%1: '%2' is not an IP address or host name.").arg(n.name, n.managementAddress));
            m_plan->clear();
            return;
        }
    }
    const auto plan = plan::NetworkPlanner::plan(c);
    if (!plan) {
        m_banner->showMessage(Severity::Error, plan.error().toString());
        m_plan->clear();
        return;
    }
    if (!plan->warnings.isEmpty())
        m_banner->showMessage(Severity::Warning, plan->warnings.first().explanation,
                              plan->warnings.first().fix);
    else
        m_banner->clear();
    m_plan->setPlainText(plan->toText());
}

void TopologyPage::addNode()
{
    const int row = m_nodes->rowCount();
    m_loading = true;
    m_nodes->insertRow(row);
    m_nodes->setItem(row, 0, new QTableWidgetItem(QStringLiteral("spark-%1").arg(row + 1)));
    m_nodes->setItem(row, 1, new QTableWidgetItem(QStringLiteral("192.0.2.%1").arg(11 + row)));
    m_nodes->setItem(row, 2, new QTableWidgetItem(QString()));
    m_loading = false;
    storeToDocument();
}

void TopologyPage::removeNode()
{
    const int row = m_nodes->currentRow() >= 0 ? m_nodes->currentRow() : m_nodes->rowCount() - 1;
    if (row < 0)
        return;
    m_loading = true;
    m_nodes->removeRow(row);
    m_loading = false;
    storeToDocument();
}

void TopologyPage::moveNode(int delta)
{
    const int row = m_nodes->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_nodes->rowCount())
        return;
    m_loading = true;
    for (int col = 0; col < m_nodes->columnCount(); ++col) {
        QTableWidgetItem *a = m_nodes->takeItem(row, col);
        QTableWidgetItem *b = m_nodes->takeItem(target, col);
        m_nodes->setItem(row, col, b);
        m_nodes->setItem(target, col, a);
    }
    m_nodes->setCurrentCell(target, 0);
    m_loading = false;
    storeToDocument();
}

} // namespace railyard::ui
