// SPDX-License-Identifier: GPL-3.0-or-later
#include "addressplanpage.h"

#include "clusterdocument.h"
#include "inlinebanner.h"
#include "model/cablingrules.h"
#include "pageheading.h"
#include "plan/mtupolicy.h"
#include "plan/netplanwriter.h"
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
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace railyard::ui {

AddressPlanPage::AddressPlanPage(ClusterDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_banner(new InlineBanner(this)), m_pool(new QLineEdit(this)),
      m_avoid(new QLineEdit(this)), m_mtu(new QSpinBox(this)), m_mtuReason(new QLabel(this)),
      m_table(new QTableWidget(0, ColumnCount, this)), m_netplanNode(new QComboBox(this)),
      m_netplan(new QPlainTextEdit(this))
{
    auto *title = new PageHeading(
        tr("Address plan"), tr("One subnet per rail of every cable, one address per rail end."),
        tr("One subnet per rail of every cable, one address per rail end: the same address on two "
           "rails would cause ARP flux. The management link is never part of the plan."),
        this);
    m_pool->setPlaceholderText(plan::SubnetPool::defaultPool());
    m_pool->setToolTip(
        tr("The range the /24 subnets are taken from. It must not overlap your LAN or a VPN."));
    m_pool->setAccessibleName(tr("Subnet pool"));
    m_avoid->setPlaceholderText(tr("e.g. 192.168.0.0/16, 10.8.0.0/24"));
    m_avoid->setAccessibleName(tr("Subnets to avoid"));
    m_mtu->setRange(0, plan::MtuPolicy::Maximum);
    m_mtu->setSpecialValueText(tr("recommended"));
    m_mtu->setKeyboardTracking(false);
    m_mtu->setAccessibleName(tr("MTU"));
    m_mtuReason->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("Subnet &pool:"), m_pool);
    form->addRow(tr("A&void:"), m_avoid);
    auto *mtuRow = new QHBoxLayout;
    mtuRow->addWidget(m_mtu);
    mtuRow->addWidget(m_mtuReason, 1);
    form->addRow(tr("&MTU:"), mtuRow);
    qobject_cast<QLabel *>(form->labelForField(mtuRow))->setBuddy(m_mtu);

    m_table->setHorizontalHeaderLabels({tr("Node"), tr("Port"), tr("Rail"), tr("Interface"),
                                        tr("RDMA device"), tr("Address"), tr("Subnet"), tr("Peer")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Addresses per node, port and rail"));
    m_netplanNode->setAccessibleName(tr("Node whose netplan is shown"));
    m_netplan->setReadOnly(true);
    m_netplan->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_netplan->setAccessibleName(tr("Generated netplan"));

    auto *netplanBox = new QWidget(this);
    auto *netplanLayout = new QVBoxLayout(netplanBox);
    netplanLayout->setContentsMargins(0, 0, 0, 0);
    auto *netplanHeader = new QHBoxLayout;
    auto *netplanLabel =
        new QLabel(tr("Netplan (/etc/netplan/%1) for:").arg(plan::NetplanWriter::fileName()), this);
    netplanLabel->setBuddy(m_netplanNode);
    netplanHeader->addWidget(netplanLabel);
    netplanHeader->addWidget(m_netplanNode, 1);
    netplanLayout->addLayout(netplanHeader);
    netplanLayout->addWidget(m_netplan);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(netplanBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_banner);
    layout->addLayout(form);
    layout->addWidget(split, 1);

    connect(m_pool, &QLineEdit::editingFinished, this, &AddressPlanPage::storeToDocument);
    connect(m_avoid, &QLineEdit::editingFinished, this, &AddressPlanPage::storeToDocument);
    connect(m_mtu, &QSpinBox::valueChanged, this, &AddressPlanPage::storeToDocument);
    connect(m_netplanNode, &QComboBox::currentIndexChanged, this, &AddressPlanPage::showNetplan);
    connect(m_document, &ClusterDocument::changed, this, &AddressPlanPage::loadFromDocument);
    loadFromDocument();
}

void AddressPlanPage::setPool(const QString &pool)
{
    m_pool->setText(pool);
    storeToDocument();
}

void AddressPlanPage::setMtu(int mtu)
{
    m_mtu->setValue(mtu);
    storeToDocument();
}

void AddressPlanPage::loadFromDocument()
{
    if (m_loading)
        return;
    m_loading = true;
    const model::Cluster &c = m_document->cluster();
    m_pool->setText(c.options.subnetPool);
    m_avoid->setText(c.options.avoid.join(QStringLiteral(", ")));
    m_mtu->setValue(c.options.mtu.value_or(0));
    m_loading = false;
    replan();
}

void AddressPlanPage::storeToDocument()
{
    if (m_loading)
        return;
    model::Cluster c = m_document->cluster();
    c.options.subnetPool = m_pool->text().trimmed();
    c.options.avoid.clear();
    for (const QString &part : m_avoid->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        c.options.avoid << part.trimmed();
    c.options.mtu = m_mtu->value() > 0 ? std::optional<int>(m_mtu->value()) : std::nullopt;
    if (c == m_document->cluster())
        replan(); // nothing changed, but the user expects to see the check again
    else
        m_document->setCluster(c);
}

void AddressPlanPage::replan()
{
    const model::Cluster &c = m_document->cluster();
    m_conflictRows.clear();
    m_table->setRowCount(0);
    auto planned = plan::NetworkPlanner::plan(c);
    if (!planned) {
        m_plan.reset();
        // Every cabling problem at once, so the user is not sent round in circles.
        QStringList details;
        for (const model::CablingProblem &p : model::CablingRules::check(c))
            details << p.toString();
        m_banner->showMessage(model::Severity::Error, planned.error().toString(),
                              details.join(QLatin1Char('\n')));
        m_mtuReason->setText(plan::MtuPolicy::reason(c.topology));
        m_netplanNode->clear();
        m_netplan->clear();
        return;
    }
    m_plan = planned.value();
    const plan::NetworkPlan &p = *m_plan;
    m_mtuReason->setText(tr("%1 bytes: %2").arg(p.mtu).arg(p.mtuReason));

    // Conflicts the planner does not own: a management address inside a
    // cluster subnet (the node would route its own session into the cable)
    // and an address given twice.
    QStringList conflicts;
    QHash<quint32, int> seen;
    for (const plan::PlannedNode &n : p.nodes) {
        for (const plan::PlannedInterface &i : n.interfaces) {
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const QStringList cells{n.name,
                                    QString::number(i.port),
                                    QString::number(i.rail),
                                    i.netdev,
                                    i.rdmaDevice,
                                    i.cidr(),
                                    i.subnet >= 0 && i.subnet < p.subnets.size()
                                        ? p.subnets.at(i.subnet).subnet.toString()
                                        : QString(),
                                    i.peer};
            for (int col = 0; col < ColumnCount; ++col)
                m_table->setItem(row, col, new QTableWidgetItem(cells.at(col)));
            bool conflict = false;
            if (seen.contains(i.address)) {
                conflict = true;
                conflicts << tr("%1 is given to two interfaces.").arg(i.addressText());
                if (!m_conflictRows.contains(seen.value(i.address)))
                    m_conflictRows << seen.value(i.address);
            }
            seen.insert(i.address, row);
            if (i.subnet >= 0 && i.subnet < p.subnets.size()) {
                for (const model::Node &mgmt : c.nodes) {
                    const auto addr = model::Ipv4Subnet::parseAddress(mgmt.managementAddress);
                    if (addr && p.subnets.at(i.subnet).subnet.contains(addr.value())) {
                        conflict = true;
                        conflicts << tr("The management address of %1 (%2) lies in the cluster subnet %3: "
                                        "choose another pool or add it to Avoid.")
                                         .arg(mgmt.name, mgmt.managementAddress,
                                              p.subnets.at(i.subnet).subnet.toString());
                    }
                }
            }
            if (conflict)
                m_conflictRows << row;
        }
    }
    for (int row : std::as_const(m_conflictRows)) {
        for (int col = 0; col < ColumnCount; ++col) {
            m_table->item(row, col)->setBackground(conflictColor());
            m_table->item(row, col)->setForeground(QColor(Qt::black));
        }
    }
    m_table->resizeColumnsToContents();
    conflicts.removeDuplicates();
    QStringList warnings;
    for (const model::CablingProblem &w : p.warnings)
        warnings << w.toString();
    if (!conflicts.isEmpty())
        m_banner->showMessage(model::Severity::Error, conflicts.first(), conflicts.join(QLatin1Char('\n')));
    else if (!warnings.isEmpty())
        m_banner->showMessage(model::Severity::Warning, warnings.first(), warnings.join(QLatin1Char('\n')));
    else
        m_banner->clear();

    const QString current = m_netplanNode->currentText();
    const QSignalBlocker block(m_netplanNode);
    m_netplanNode->clear();
    for (const plan::PlannedNode &n : p.nodes)
        m_netplanNode->addItem(n.name);
    m_netplanNode->setCurrentIndex(std::max(0, m_netplanNode->findText(current)));
    showNetplan();
}

void AddressPlanPage::showNetplan()
{
    const plan::PlannedNode *n = m_plan ? m_plan->node(m_netplanNode->currentText()) : nullptr;
    m_netplan->setPlainText(n ? QString::fromUtf8(plan::NetplanWriter::render(*m_plan, *n)) : QString());
}

} // namespace railyard::ui
