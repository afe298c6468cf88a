// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clustersession.h"

#include <QMap>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace railyard::inventory {
struct NodeInventory;
}
namespace railyard::adopt {
class ClusterAdopter;
struct AdoptionResult;
} // namespace railyard::adopt

namespace railyard::ui {

class ClusterDocument;
class ConnectionPrompts;
class InlineBanner;

// The machines of the cluster: how to reach each one, a connection test
// that shows what the node really is (model, OS, firmware, ports), and the
// host-key question asked the first time. Order here is the project's node
// order; the topology page rearranges it for cabling.
class NodesPage : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        AddressColumn,
        UserColumn,
        PortColumn,
        AuthColumn,
        KeyColumn,
        StatusColumn,
        ColumnCount
    };

    NodesPage(ClusterDocument *document, ClusterSession *session, QWidget *parent = nullptr);

    InlineBanner *banner() const { return m_banner; }
    QTableWidget *nodesTable() const { return m_table; }
    QTreeWidget *inventoryTree() const { return m_inventory; }
    QPushButton *testButton() const { return m_test; }
    QComboBox *sshHostBox() const { return m_sshHosts; }
    ConnectionPrompts *prompts() const { return m_prompts; }

    // Host aliases of an ssh_config without wildcards: the ones a user can pick.
    static QStringList sshConfigHosts(const QString &path);
    // Where the picker reads from; default ~/.ssh/config.
    void setSshConfigPath(const QString &path);
    bool addNode(const QString &name, const QString &address, const QString &user = {}, int port = 22);
    bool addFromSshConfig(const QString &alias);
    void removeNode(int row);
    void setAuth(int row, ClusterSession::AuthMethod auth);
    ClusterSession::AuthMethod auth(const QString &node) const { return m_auth.value(node); }

    void testConnection(int row);
    void testAll();
    // Reads the cluster as another tool or a person left it (topology,
    // cabling, each node's layout), takes it into the document and the
    // session, and says what it found; cancel() drops a running one.
    void adoptCluster();
    void cancelAdoption();
    bool isAdopting() const { return m_adopter != nullptr; }
    QPushButton *adoptButton() const { return m_adopt; }
    // The Start page's "Open an existing cluster": a hint to add the nodes first.
    void showAdoptHint();
    int testsRunning() const { return m_running; }
    QString statusText(int row) const;
    // The summary lines shown for a node (empty before a successful test).
    QStringList inventorySummary(const QString &node) const;

    static QStringList summaryLines(const inventory::NodeInventory &inv);

Q_SIGNALS:
    void connectionTested(const QString &node, bool ok, const QString &message);
    void adopted(const railyard::adopt::AdoptionResult &result);

private:
    void loadFromDocument();
    void storeToDocument();
    void showInventory();
    void setStatus(const QString &node, const QString &text, bool ok);
    QString uniqueName(const QString &base) const;

    ClusterDocument *m_document;
    ClusterSession *m_session;
    InlineBanner *m_banner;
    QLabel *m_mode;
    QTableWidget *m_table;
    QComboBox *m_sshHosts;
    QPushButton *m_addHost;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_test;
    QPushButton *m_testAll;
    QPushButton *m_adopt;
    QPushButton *m_cancelAdopt;
    adopt::ClusterAdopter *m_adopter = nullptr;
    QTreeWidget *m_inventory;
    ConnectionPrompts *m_prompts;
    QString m_sshConfigPath;
    QMap<QString, ClusterSession::AuthMethod> m_auth;
    QMap<QString, QPair<QString, bool>> m_status; // node -> text, ok
    int m_running = 0;
    bool m_loading = false;
};

} // namespace railyard::ui
