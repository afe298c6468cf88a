// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;

namespace railyard::ui {

class ClusterDocument;
class InlineBanner;

// Choose the shape and list the nodes in cabling order; the address plan
// updates as you type, and a problem shows in the banner at once.
class TopologyPage : public QWidget
{
    Q_OBJECT
public:
    explicit TopologyPage(ClusterDocument *document, QWidget *parent = nullptr);

    InlineBanner *banner() const { return m_banner; }
    QString planText() const;

private:
    void loadFromDocument();
    void storeToDocument();
    void replan();
    void addNode();
    void removeNode();
    void moveNode(int delta);

    ClusterDocument *m_document;
    InlineBanner *m_banner;
    QComboBox *m_topology;
    QComboBox *m_port;
    QSpinBox *m_mtu;
    QLineEdit *m_pool;
    QLineEdit *m_avoid;
    QTableWidget *m_nodes;
    QPlainTextEdit *m_plan;
    bool m_loading = false;
};

} // namespace railyard::ui
