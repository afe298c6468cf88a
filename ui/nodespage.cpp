// SPDX-License-Identifier: GPL-3.0-or-later
#include "nodespage.h"

#include "adopt/clusteradopter.h"
#include "clusterdocument.h"
#include "connectionprompts.h"
#include "inlinebanner.h"
#include "inventory/nodeinventory.h"
#include "pageheading.h"
#include "remote/sshconfigfile.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace railyard::ui {

NodesPage::NodesPage(ClusterDocument *document, ClusterSession *session, QWidget *parent)
    : QWidget(parent), m_document(document), m_session(session), m_banner(new InlineBanner(this)),
      m_mode(new QLabel(this)), m_table(new QTableWidget(0, ColumnCount, this)),
      m_sshHosts(new QComboBox(this)), m_addHost(new QPushButton(tr("Add from SSH config"), this)),
      m_add(new QPushButton(tr("&Add node"), this)), m_remove(new QPushButton(tr("&Remove"), this)),
      m_test(new QPushButton(tr("&Test connection"), this)),
      m_testAll(new QPushButton(tr("Test &all"), this)),
      m_adopt(new QPushButton(tr("Read the cluster as it is"), this)),
      m_cancelAdopt(new QPushButton(tr("Cancel"), this)), m_inventory(new QTreeWidget(this)),
      m_prompts(new ConnectionPrompts(this)),
      m_sshConfigPath(QDir::home().filePath(QStringLiteral(".ssh/config")))
{
    auto *title = new PageHeading(
        tr("Nodes"), tr("The Sparks of the cluster and how Railyard reaches them."),
        tr("Every Spark of the cluster and how Railyard reaches it over the management network. "
           "\"Test connection\" signs in, checks the host key and reads what the node has, without "
           "changing anything."),
        this);
    m_mode->setWordWrap(true);
    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Address"), tr("User"), tr("SSH port"), tr("Sign-in"), tr("Key file"), tr("Status")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAccessibleName(tr("Nodes"));
    m_sshHosts->setAccessibleName(tr("Hosts in ~/.ssh/config"));
    m_sshHosts->setMinimumContentsLength(16);
    m_inventory->setHeaderLabels({tr("Inventory")});
    m_inventory->setAccessibleName(tr("Inventory summary"));
    m_test->setToolTip(tr("Connect to the selected node and read its inventory."));

    // Two rows, editing the list and reading the nodes: on one row the page
    // needed over 1000 px in Russian, more than a 1366 px screen leaves it.
    auto *buttons = new QVBoxLayout;
    auto *editRow = new QHBoxLayout;
    editRow->addWidget(m_add);
    editRow->addWidget(m_sshHosts);
    editRow->addWidget(m_addHost);
    editRow->addWidget(m_remove);
    editRow->addStretch(1);
    auto *readRow = new QHBoxLayout;
    readRow->addWidget(m_test);
    readRow->addWidget(m_testAll);
    readRow->addWidget(m_adopt);
    readRow->addWidget(m_cancelAdopt);
    readRow->addStretch(1);
    buttons->addLayout(editRow);
    buttons->addLayout(readRow);
    m_adopt->setToolTip(tr("For a cluster another tool or a person already set up: read every node's netplan "
                           "files, addresses and cabling, name the topology and who configured it, and "
                           "diagnose it. Nothing is changed."));
    m_cancelAdopt->setVisible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_mode);
    layout->addWidget(m_banner);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_inventory, 3);

    m_session->setHostKeyPrompt(m_prompts);
    m_session->setCredentialPrompt(m_prompts);

    connect(m_add, &QPushButton::clicked, this,
            [this] { addNode(uniqueName(QStringLiteral("spark")), QString()); });
    connect(m_addHost, &QPushButton::clicked, this, [this] { addFromSshConfig(m_sshHosts->currentText()); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeNode(m_table->currentRow()); });
    connect(m_test, &QPushButton::clicked, this, [this] { testConnection(m_table->currentRow()); });
    connect(m_testAll, &QPushButton::clicked, this, &NodesPage::testAll);
    connect(m_adopt, &QPushButton::clicked, this, &NodesPage::adoptCluster);
    connect(m_cancelAdopt, &QPushButton::clicked, this, &NodesPage::cancelAdoption);
    connect(m_session, &ClusterSession::aboutToReset, this, &NodesPage::cancelAdoption);
    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_loading)
            storeToDocument();
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, [this] {
        m_remove->setEnabled(m_table->currentRow() >= 0);
        m_test->setEnabled(m_table->currentRow() >= 0);
    });
    connect(m_document, &ClusterDocument::changed, this, &NodesPage::loadFromDocument);
    connect(m_session, &ClusterSession::reset, this, [this] {
        // Another project: its nodes may share names with the last one, not how they sign in.
        m_auth.clear();
        m_status.clear();
        m_running = 0;
        loadFromDocument();
        showInventory();
    });
    connect(m_session, &ClusterSession::inventoryChanged, this, &NodesPage::showInventory);
    // Queued: the session finds out while the document changes under this page.
    connect(
        m_session, &ClusterSession::localNodeChanged, this,
        [this] {
            if (!m_loading)
                loadFromDocument();
        },
        Qt::QueuedConnection);
    setSshConfigPath(m_sshConfigPath);
    loadFromDocument();
}

QStringList NodesPage::sshConfigHosts(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList hosts;
    static const QRegularExpression hostLine(QStringLiteral("^\\s*Host\\s*[=\\s]\\s*(.+)$"),
                                             QRegularExpression::CaseInsensitiveOption);
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        const auto m = hostLine.match(line);
        if (!m.hasMatch())
            continue;
        for (const QString &alias :
             m.captured(1).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
            // Patterns name groups of hosts, not one node a user could pick.
            if (alias.contains(QLatin1Char('*')) || alias.contains(QLatin1Char('?')) ||
                alias.startsWith(QLatin1Char('!')) || alias.startsWith(QLatin1Char('#')))
                continue;
            if (!hosts.contains(alias))
                hosts << alias;
        }
    }
    return hosts;
}

void NodesPage::setSshConfigPath(const QString &path)
{
    m_sshConfigPath = path;
    m_sshHosts->clear();
    const QStringList hosts = sshConfigHosts(path);
    m_sshHosts->addItems(hosts);
    m_sshHosts->setEnabled(!hosts.isEmpty());
    m_addHost->setEnabled(!hosts.isEmpty());
    m_sshHosts->setToolTip(hosts.isEmpty() ? tr("No hosts found in %1.").arg(path) : path);
}

QString NodesPage::uniqueName(const QString &base) const
{
    const QStringList names = m_document->cluster().nodeNames();
    for (int i = int(names.size()) + 1;; ++i) {
        const QString name = QStringLiteral("%1-%2").arg(base).arg(i);
        if (!names.contains(name))
            return name;
    }
}

bool NodesPage::addNode(const QString &name, const QString &address, const QString &user, int port)
{
    model::Cluster c = m_document->cluster();
    if (name.isEmpty() || c.node(name)) {
        m_banner->showMessage(model::Severity::Error,
                              tr("A node called \"%1\" is already in the project.").arg(name));
        return false;
    }
    c.nodes << model::Node{name, address, user, port, QString()};
    m_banner->clear();
    m_document->setCluster(c);
    m_table->setCurrentCell(int(c.nodes.size()) - 1, AddressColumn);
    return true;
}

bool NodesPage::addFromSshConfig(const QString &alias)
{
    if (alias.isEmpty())
        return false;
    const remote::SshHostConfig host = remote::SshConfigFile::load(m_sshConfigPath).resolve(alias);
    // The alias stays the address, so ssh_config keeps applying (ProxyJump, keys) when connecting.
    if (!addNode(alias, alias, host.user, host.port > 0 ? host.port : 22))
        return false;
    if (!host.identityFiles.isEmpty()) {
        model::Cluster c = m_document->cluster();
        c.nodes.last().identityFile = host.identityFiles.first();
        m_auth.insert(alias, ClusterSession::AuthMethod::Key);
        m_document->setCluster(c);
    }
    return true;
}

void NodesPage::removeNode(int row)
{
    model::Cluster c = m_document->cluster();
    if (row < 0 || row >= c.nodes.size())
        return;
    const QString name = c.nodes.at(row).name;
    c.nodes.removeAt(row);
    // Explicit cables naming the node would no longer make sense.
    c.cables.erase(std::remove_if(c.cables.begin(), c.cables.end(),
                                  [&](const model::Cable &cable) {
                                      return cable.a.node == name || (cable.b && cable.b->node == name);
                                  }),
                   c.cables.end());
    m_auth.remove(name);
    m_status.remove(name);
    m_document->setCluster(c);
}

void NodesPage::setAuth(int row, ClusterSession::AuthMethod auth)
{
    if (row < 0 || row >= m_table->rowCount())
        return;
    if (auto *box = qobject_cast<QComboBox *>(m_table->cellWidget(row, AuthColumn)))
        box->setCurrentIndex(box->findData(int(auth)));
}

void NodesPage::loadFromDocument()
{
    m_loading = true;
    const model::Cluster &c = m_document->cluster();
    const bool demo = m_document->isDemo();
    m_mode->setText(demo
                        ? tr("Demo: these nodes come from the scenario, and \"Test connection\" talks to the "
                             "simulator. Nothing on your network is contacted.")
                        : tr("Connections use SSH with the host key verified; passwords are never written "
                             "to the project file."));
    const int current = m_table->currentRow();
    m_table->setRowCount(int(c.nodes.size()));
    for (int row = 0; row < c.nodes.size(); ++row) {
        const model::Node &n = c.nodes.at(row);
        auto set = [&](int column, const QString &text) {
            QTableWidgetItem *item = m_table->item(row, column);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(row, column, item);
            }
            item->setText(text);
        };
        set(NameColumn, n.name);
        // This machine: no sign-in, so the SSH columns say nothing about it.
        const auto local = demo ? std::nullopt : m_session->localMatch(n.name);
        m_table->item(row, NameColumn)
            ->setToolTip(local ? tr("This machine (%1): read and changed directly, without SSH; root work "
                                    "asks for your password through polkit.")
                                     .arg(local->describe())
                               : QString());
        m_table->item(row, NameColumn)
            ->setData(Qt::DecorationRole, local ? style()->standardIcon(QStyle::SP_ComputerIcon) : QIcon());
        set(AddressColumn, n.managementAddress);
        set(UserColumn, n.sshUser);
        set(PortColumn, QString::number(n.sshPort));
        set(KeyColumn, n.identityFile);
        const auto status = m_status.value(n.name, {tr("not tested"), true});
        set(StatusColumn, status.first);
        QTableWidgetItem *statusItem = m_table->item(row, StatusColumn);
        statusItem->setFlags(statusItem->flags() & ~Qt::ItemIsEditable);
        statusItem->setForeground(status.second ? palette().text() : QBrush(QColor(0xd0, 0x21, 0x21)));
        auto *box = qobject_cast<QComboBox *>(m_table->cellWidget(row, AuthColumn));
        if (!box) {
            box = new QComboBox(m_table);
            box->addItem(tr("SSH agent"), int(ClusterSession::AuthMethod::Agent));
            box->addItem(tr("Key file"), int(ClusterSession::AuthMethod::Key));
            box->addItem(tr("Password"), int(ClusterSession::AuthMethod::Password));
            box->setAccessibleName(tr("Sign-in method"));
            box->setToolTip(tr("Password: asked when connecting; you can keep it in the system keychain."));
            m_table->setCellWidget(row, AuthColumn, box);
            connect(box, &QComboBox::currentIndexChanged, this, [this, box] {
                if (m_loading)
                    return;
                for (int r = 0; r < m_table->rowCount(); ++r) {
                    if (m_table->cellWidget(r, AuthColumn) == box && m_table->item(r, NameColumn)) {
                        const QString node = m_table->item(r, NameColumn)->text();
                        const auto method = ClusterSession::AuthMethod(box->currentData().toInt());
                        m_auth.insert(node, method);
                        // Every page signs in this way from now on, tested or not.
                        m_session->setAuthMethod(node, method);
                    }
                }
            });
        }
        const auto method = m_auth.value(n.name, n.identityFile.isEmpty() ? ClusterSession::AuthMethod::Agent
                                                                          : ClusterSession::AuthMethod::Key);
        m_auth.insert(n.name, method);
        box->setCurrentIndex(box->findData(int(method)));
        box->setEnabled(!demo && !local);
        box->setToolTip(local
                            ? tr("This machine is not reached over SSH.")
                            : tr("Password: asked when connecting; you can keep it in the system keychain."));
    }
    QStringList locals;
    for (const model::Node &n : c.nodes) {
        if (const auto local = demo ? std::nullopt : m_session->localMatch(n.name))
            locals << tr("%1 is this machine (%2): it is read and changed directly, without SSH.")
                          .arg(n.name, local->describe());
    }
    if (!locals.isEmpty())
        m_mode->setText(m_mode->text() + QLatin1Char(' ') + locals.join(QLatin1Char(' ')));
    if (current >= 0 && current < m_table->rowCount())
        m_table->setCurrentCell(current, m_table->currentColumn());
    m_table->resizeColumnsToContents();
    m_remove->setEnabled(m_table->currentRow() >= 0);
    m_test->setEnabled(m_table->currentRow() >= 0);
    m_testAll->setEnabled(!c.nodes.isEmpty());
    m_loading = false;
}

void NodesPage::storeToDocument()
{
    model::Cluster c = m_document->cluster();
    auto text = [this](int row, int column) {
        return m_table->item(row, column) ? m_table->item(row, column)->text().trimmed() : QString();
    };
    QStringList problems;
    for (int row = 0; row < m_table->rowCount() && row < c.nodes.size(); ++row) {
        model::Node &n = c.nodes[row];
        const QString name = text(row, NameColumn);
        if (name.isEmpty())
            problems << tr("Row %1: a node needs a name.").arg(row + 1);
        else if (name != n.name) {
            m_auth.insert(name, m_auth.take(n.name));
            m_status.remove(n.name);
            n.name = name;
        }
        n.managementAddress = text(row, AddressColumn);
        n.sshUser = text(row, UserColumn);
        bool ok = false;
        const int port = text(row, PortColumn).toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            problems << tr("Row %1: the SSH port must be a number from 1 to 65535.").arg(row + 1);
        else
            n.sshPort = port;
        n.identityFile = text(row, KeyColumn);
    }
    if (problems.isEmpty())
        m_banner->clear();
    else
        m_banner->showMessage(model::Severity::Error, problems.first(), problems.join(QLatin1Char('\n')));
    m_document->setCluster(c);
}

void NodesPage::setStatus(const QString &node, const QString &text, bool ok)
{
    m_status.insert(node, {text, ok});
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, NameColumn) && m_table->item(row, NameColumn)->text() == node) {
            m_loading = true;
            m_table->item(row, StatusColumn)->setText(text);
            m_table->item(row, StatusColumn)
                ->setForeground(ok ? palette().text() : QBrush(QColor(0xd0, 0x21, 0x21)));
            m_loading = false;
        }
    }
}

QString NodesPage::statusText(int row) const
{
    return m_table->item(row, StatusColumn) ? m_table->item(row, StatusColumn)->text() : QString();
}

void NodesPage::testConnection(int row)
{
    const model::Cluster &c = m_document->cluster();
    if (row < 0 || row >= c.nodes.size())
        return;
    const QString node = c.nodes.at(row).name;
    if (m_session->isTesting(node))
        return;
    setStatus(node, tr("connecting…"), true);
    ++m_running;
    m_session->testConnection(node, m_auth.value(node), this, [this, node](bool ok, const QString &message) {
        m_running = std::max(0, m_running - 1);
        setStatus(node, ok ? tr("connected") : tr("failed"), ok);
        if (ok)
            m_banner->clear();
        else
            m_banner->showMessage(model::Severity::Error, message.section(QLatin1Char('\n'), 0, 0), message);
        Q_EMIT connectionTested(node, ok, message);
    });
}

void NodesPage::testAll()
{
    for (int row = 0; row < m_document->cluster().nodes.size(); ++row)
        testConnection(row);
}

void NodesPage::showAdoptHint()
{
    m_banner->showMessage(model::Severity::Info,
                          tr("Add the nodes of the existing cluster and test them, then press \"Read the "
                             "cluster as it is\"."));
}

void NodesPage::adoptCluster()
{
    if (m_adopter || !m_session->runner())
        return;
    if (m_document->cluster().nodes.isEmpty()) {
        m_banner->showMessage(model::Severity::Warning, tr("Add the cluster's nodes first."));
        return;
    }
    m_adopter = new adopt::ClusterAdopter(m_session->runner(), this);
    m_adopt->setEnabled(false);
    m_cancelAdopt->setVisible(true);
    connect(m_adopter, &adopt::ClusterAdopter::progress, this,
            [this](const QString &message) { m_banner->showMessage(model::Severity::Info, message); });
    connect(m_adopter, &adopt::ClusterAdopter::finished, this, [this](const adopt::AdoptionResult &result) {
        m_adopter->deleteLater();
        m_adopter = nullptr;
        m_adopt->setEnabled(true);
        m_cancelAdopt->setVisible(false);
        // The cluster as found; logins and settings stay the user's.
        model::Cluster cluster = result.cluster;
        cluster.options.knownHostsFile = m_document->cluster().options.knownHostsFile;
        m_document->setCluster(cluster);
        m_session->takeAdoption(result);
        QStringList lines{tr("Found: %1 (%2).")
                              .arg(model::topologyLabel(result.topology.topology), result.topology.reason)};
        for (const adopt::NodeLayout &l : result.layouts)
            lines << tr("%1: %2.").arg(l.node, adopt::NodeLayout::originLabel(l.origin));
        for (qsizetype i = 0; i < result.unreachable.size(); ++i)
            lines << tr("%1: not reachable: %2").arg(result.unreachable[i], result.unreachableWhy.value(i));
        m_banner->showMessage(
            result.hasErrors() ? model::Severity::Warning : model::Severity::Info,
            tr("Read the cluster as it is: %n finding(s).", nullptr, int(result.findings.size())),
            lines.join(QLatin1Char('\n')));
        Q_EMIT adopted(result);
    });
    m_adopter->start(m_document->cluster());
}

void NodesPage::cancelAdoption()
{
    if (!m_adopter)
        return;
    // Deleting it drops its discovery and every callback still to come.
    delete m_adopter;
    m_adopter = nullptr;
    m_adopt->setEnabled(true);
    m_cancelAdopt->setVisible(false);
    m_banner->showMessage(model::Severity::Info,
                          tr("Reading the cluster was cancelled; nothing was changed."));
}

QStringList NodesPage::summaryLines(const inventory::NodeInventory &inv)
{
    auto orUnknown = [](const QString &s) { return s.isEmpty() ? tr("unknown") : s; };
    QStringList lines;
    if (!inv.reachable) {
        lines << tr("Not reachable");
        for (const inventory::InventoryIssue &i : inv.issues)
            lines << i.message;
        return lines;
    }
    lines << tr("Model: %1").arg(orUnknown(inv.gpuName.isEmpty() ? QString() : inv.gpuName));
    lines << tr("Host name: %1").arg(orUnknown(inv.hostname));
    lines << tr("OS release: %1")
                 .arg(orUnknown(inv.dgxRelease.isEmpty()
                                    ? inv.osName
                                    : inv.dgxRelease + QStringLiteral(" / ") + inv.osName));
    lines << tr("Kernel: %1").arg(orUnknown(inv.kernel));
    QString firmware;
    for (const inventory::NetdevInventory &n : inv.netdevs) {
        if (!n.firmware.isEmpty()) {
            firmware = n.firmware;
            break;
        }
    }
    lines << tr("ConnectX-7 firmware: %1").arg(orUnknown(firmware));
    for (int port = 0; port < 2; ++port) {
        QStringList rails;
        for (const inventory::NetdevInventory &n : inv.netdevs) {
            if (n.rail.port() != port)
                continue;
            QString state;
            if (!n.present)
                state = tr("missing");
            else if (n.carrier.value_or(false))
                state = n.speedMbps ? tr("up, %1 Gb/s").arg(*n.speedMbps / 1000) : tr("up");
            else
                state = tr("down");
            rails << QStringLiteral("%1 %2").arg(n.netdev, state);
        }
        lines << tr("Port %1: %2").arg(port).arg(rails.join(QStringLiteral("; ")));
    }
    if (!inv.managementInterface.isEmpty())
        lines << tr("Management interface (never touched): %1").arg(inv.managementInterface);
    if (!inv.issues.isEmpty())
        lines << tr("%n detail(s) could not be read", nullptr, int(inv.issues.size()));
    return lines;
}

QStringList NodesPage::inventorySummary(const QString &node) const
{
    const auto inv = m_session->inventory(node);
    return inv ? summaryLines(*inv) : QStringList();
}

void NodesPage::showInventory()
{
    m_inventory->clear();
    for (const model::Node &n : m_document->cluster().nodes) {
        const QStringList lines = inventorySummary(n.name);
        if (lines.isEmpty())
            continue;
        auto *top = new QTreeWidgetItem(m_inventory, {n.name});
        for (const QString &line : lines)
            new QTreeWidgetItem(top, {line});
        top->setExpanded(true);
    }
}

} // namespace railyard::ui
