// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cable.h"

#include <QList>
#include <QString>

namespace railyard::model {

// The cables numbered for the person with the cables in hand: the diagram
// draws each number on its cable, the Cabling page and the PDF list them.
struct ChecklistEntry
{
    int number = 0; // 1-based, the cable's place in the list
    QString from;   // "spark-a port 0"
    QString to;     // "spark-b port 1", or "switch"
    bool operator==(const ChecklistEntry &) const = default;
};

class CablingChecklist
{
public:
    static QList<ChecklistEntry> entries(const QList<Cable> &cables);
    // "spark-a port 0": the port word stays as printed on the chassis diagram.
    static QString endName(const CableEnd &end);
    // "3. spark-c port 0 → spark-d port 1"
    static QString line(const ChecklistEntry &entry);
};

} // namespace railyard::model
