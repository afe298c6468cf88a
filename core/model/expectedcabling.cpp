// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/expectedcabling.h"

#include <QCoreApplication>

namespace railyard::model {

QList<Cable> ExpectedCabling::forTopology(Topology topology, const QStringList &nodes, int port)
{
    QList<Cable> cables;
    const qsizetype n = nodes.size();
    switch (topology) {
    case Topology::Direct:
        if (n >= 2)
            cables.append(Cable{{nodes[0], port}, CableEnd{nodes[1], port}});
        break;
    case Topology::Triangle:
    case Topology::Ring:
        if (n < 2)
            break;
        for (qsizetype i = 0; i < n; ++i) {
            if (n == 2 && i == 1)
                break; // two nodes make one cable, not a loop of two
            cables.append(Cable{{nodes[i], 0}, CableEnd{nodes[(i + 1) % n], 1}});
        }
        break;
    case Topology::Switch:
        for (const QString &node : nodes)
            cables.append(Cable{{node, port}, std::nullopt});
        break;
    }
    return cables;
}

QStringList ExpectedCabling::rackOrder(Topology topology, const QStringList &stack)
{
    if (topology != Topology::Ring || stack.size() != 4)
        return stack;
    return {stack[0], stack[1], stack[3], stack[2]};
}

QString ExpectedCabling::rackTip(Topology topology, const QStringList &stack)
{
    if (topology != Topology::Ring || stack.size() != 4)
        return {};
    const QStringList order = rackOrder(topology, stack);
    return QCoreApplication::translate(
               "railyard::model::ExpectedCabling",
               "For four nodes stacked in a rack as %1, %2, %3, %4: cable %1 → %2 → %4 → %3 → %1 so that no "
               "cable spans the whole stack, and list the nodes in that cabling order (%5).")
        .arg(stack[0], stack[1], stack[2], stack[3], order.join(QStringLiteral(", ")));
}

} // namespace railyard::model
