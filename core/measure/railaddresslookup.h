// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "measure/railaddressbook.h"

#include <QObject>
#include <QStringList>

namespace railyard::remote {
class CommandRunner;
}
namespace railyard::report {
class ReportItem;
}
namespace railyard::plan {
struct NetworkPlan;
}

namespace railyard::measure {

// The rail addresses the nodes really have: `ip -j addr` on every node,
// over the plan's addresses for whatever a node did not show. perftest
// clients and the Live page's load aim at this book; the GUI, `test` and
// `report` all read the addresses here.
class RailAddressLookup : public QObject
{
    Q_OBJECT
public:
    RailAddressLookup(remote::CommandRunner *runner, const QStringList &nodes, const plan::NetworkPlan *plan,
                      report::ReportItem *reportItem, QObject *parent = nullptr);

    void start();
    const RailAddressBook &book() const { return m_book; }
    // One line per node that did not answer, naming it; empty when all did.
    const QStringList &errors() const { return m_errors; }

Q_SIGNALS:
    // Always once, also when some nodes failed (errors() says which).
    void finished();

private:
    void finishOne();

    remote::CommandRunner *m_runner;
    QStringList m_nodes;
    report::ReportItem *m_item;
    RailAddressBook m_book;
    QStringList m_errors;
    int m_pending = 0;
};

} // namespace railyard::measure
