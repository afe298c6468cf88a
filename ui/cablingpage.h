// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cablingdiagram.h"
#include "diag/finding.h"
#include "inventory/cablingdiscovery.h"
#include "inventory/discoveryresult.h"
#include "model/cluster.h"

#include <QPointer>
#include <QWidget>
#include <optional>

class QLabel;
class QComboBox;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace railyard::inventory {
class CablingDiscovery;
}
namespace railyard::report {
class ReportItem;
}
namespace railyard::plan {
struct NetworkPlan;
}

namespace railyard::ui {

class ClusterDocument;
class ClusterSession;
class InlineBanner;

// Which port goes to which: the diagram and the same as a checklist. With a
// session, "Discover cabling" replaces the plan by what the nodes see.
class CablingPage : public QWidget
{
    Q_OBJECT
public:
    explicit CablingPage(ClusterDocument *document, ClusterSession *session = nullptr,
                         QWidget *parent = nullptr);
    ~CablingPage() override;

    CablingDiagram *diagram() const { return m_diagram; }
    InlineBanner *banner() const { return m_banner; }
    QPushButton *discoverButton() const { return m_discover; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QPushButton *fitButton() const { return m_fit; }
    QPushButton *exportSvgButton() const { return m_exportSvg; }
    QPushButton *exportPngButton() const { return m_exportPng; }
    QPushButton *checklistButton() const { return m_checklist; }
    QComboBox *arrangementBox() const { return m_arrangement; }
    // Under the diagram: the selected cable, or while dragging what a drop there would do.
    QLabel *hintLabel() const { return m_selection; }
    QStringList instructions() const;
    bool isDiscovering() const { return m_discovery != nullptr; }
    bool showsDiscovered() const { return m_result.has_value(); }
    const std::optional<inventory::DiscoveryResult> &discoveryResult() const { return m_result; }

    void startDiscovery();
    // Writes the diagram as SVG or PNG (by suffix); a failure also shows in the banner.
    Result<void> exportTo(const QString &path);
    // Re-plans one end of the diagram's cable `index` onto `target`; the
    // document changes and the cabling rules judge the result in the banner.
    // False when the diagram shows discovered cables or the cable is not in the plan.
    // A move the cabling rules refuse (it adds an error the plan did not have) changes
    // nothing and says why in the banner.
    bool moveCableEnd(int index, bool endB, const model::CableEnd &target);
    // What moving that end to `target` would do to the plan, by CablingRules: refused when it
    // adds an error the plan did not have before. Judges the drag while it is under way.
    CablingDiagram::DropVerdict checkCableEnd(int index, bool endB, const model::CableEnd &target) const;
    // The tooltip of a cable (node -1) or a port (cable -1): netdevs, addresses (planned, else as
    // seen), link speed and the last bandwidth test of each rail. A node box (both -1): its full name.
    QString toolTipFor(int cable, int node, int port) const;
    // Marks the object of `finding` in the diagram (its cable, else its port or node);
    // false, and nothing marked, when the diagram does not show it.
    // Kept across re-plans and discoveries until cleared.
    bool highlightFinding(const diag::Finding &finding);
    void clearHighlight();
    void cancelDiscovery();

    // The cables the nodes reported, each with its rails and the findings
    // that concern it; expected cables nobody reported are added as missing.

    // The cables as the user listed them, checked against what the topology
    // needs: problem cables red, expected but absent ones grey and dashed.
    static QList<DiagramCable> diagramCables(const model::Cluster &cluster);

Q_SIGNALS:
    void discoveryFinished();

private:
    void refresh();
    void showSelection(int index);
    void showCables(const QList<DiagramCable> &cables);
    void onDiscovered(const inventory::DiscoveryResult &result);
    void setBusy(bool busy, const QString &status = {});
    void dropDiscovery();
    void exportWithDialog(bool svg);
    // Saves the printable checklist (diagram and numbered cables) as a PDF and opens it.
    void printChecklist();
    // `peer`: the other end of the cable in `end`, if any; a test run from there counts too.
    QString railLine(const model::CableEnd &end, const std::optional<model::CableEnd> &peer, int rail,
                     const plan::NetworkPlan *plan) const;
    QString lastTest(const model::CableEnd &end, int rail) const;

    ClusterDocument *m_document;
    // The window may delete the session before this page (a discovery still running then).
    QPointer<ClusterSession> m_session;
    QPointer<inventory::CablingDiscovery> m_discovery;
    report::ReportItem *m_discoveryReport = nullptr;
    std::optional<inventory::DiscoveryResult> m_result;
    InlineBanner *m_banner;
    QPushButton *m_discover;
    QPushButton *m_cancel;
    QPushButton *m_showPlan;
    QPushButton *m_fit;
    QPushButton *m_exportSvg;
    QPushButton *m_exportPng;
    QPushButton *m_checklist;
    QComboBox *m_arrangement;
    QProgressBar *m_progress;
    QLabel *m_status;
    CablingDiagram *m_diagram;
    QListWidget *m_steps;
    QLabel *m_tip;
    QLabel *m_selection;
    std::optional<diag::Finding> m_highlighted;
};

} // namespace railyard::ui
