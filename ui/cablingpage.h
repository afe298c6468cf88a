// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cablingdiagram.h"
#include "model/cluster.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace railyard::ui {

class ClusterDocument;
class InlineBanner;

// Which port goes to which: the diagram and the same as a checklist.
class CablingPage : public QWidget
{
    Q_OBJECT
public:
    explicit CablingPage(ClusterDocument *document, QWidget *parent = nullptr);

    CablingDiagram *diagram() const { return m_diagram; }
    InlineBanner *banner() const { return m_banner; }
    QStringList instructions() const;

    // The cables as the user listed them, checked against what the topology
    // needs: problem cables red, expected but absent ones grey and dashed.
    static QList<DiagramCable> diagramCables(const model::Cluster &cluster);

private:
    void refresh();
    void showSelection(int index);

    ClusterDocument *m_document;
    InlineBanner *m_banner;
    CablingDiagram *m_diagram;
    QListWidget *m_steps;
    QLabel *m_tip;
    QLabel *m_selection;
};

} // namespace railyard::ui
