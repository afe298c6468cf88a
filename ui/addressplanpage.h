// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/networkplan.h"

#include <QWidget>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;

namespace railyard::ui {

class ClusterDocument;
class InlineBanner;

// The addresses the plan gives every rail, the pool they come from and the
// MTU with its reason, and the netplan file each node would receive. Edits
// go to the project at once; a conflict is named in the banner and its rows
// are marked, so nothing reaches the Apply step unexplained.
class AddressPlanPage : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        NodeColumn,
        PortColumn,
        RailColumn,
        InterfaceColumn,
        RdmaColumn,
        AddressColumn,
        SubnetColumn,
        PeerColumn,
        ColumnCount
    };

    explicit AddressPlanPage(ClusterDocument *document, QWidget *parent = nullptr);

    InlineBanner *banner() const { return m_banner; }
    QTableWidget *table() const { return m_table; }
    QLineEdit *poolEdit() const { return m_pool; }
    QLineEdit *avoidEdit() const { return m_avoid; }
    QSpinBox *mtuBox() const { return m_mtu; }
    QLabel *mtuReasonLabel() const { return m_mtuReason; }
    QComboBox *netplanNodeBox() const { return m_netplanNode; }
    QPlainTextEdit *netplanView() const { return m_netplan; }
    const std::optional<plan::NetworkPlan> &plan() const { return m_plan; }
    // Rows marked as conflicting (an address or subnet that collides with something).
    QList<int> conflictRows() const { return m_conflictRows; }

    void setPool(const QString &pool);
    void setMtu(int mtu); // 0: the topology's recommendation

    static QColor conflictColor() { return QColor(0xf8, 0xd0, 0xd0); }

private:
    void loadFromDocument();
    void storeToDocument();
    void replan();
    void showNetplan();

    ClusterDocument *m_document;
    InlineBanner *m_banner;
    QLineEdit *m_pool;
    QLineEdit *m_avoid;
    QSpinBox *m_mtu;
    QLabel *m_mtuReason;
    QTableWidget *m_table;
    QComboBox *m_netplanNode;
    QPlainTextEdit *m_netplan;
    std::optional<plan::NetworkPlan> m_plan;
    QList<int> m_conflictRows;
    bool m_loading = false;
};

} // namespace railyard::ui
