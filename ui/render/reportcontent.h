// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/finding.h"
#include "model/cluster.h"
#include "plan/networkplan.h"
#include "render/diagramcable.h"

#include <QDateTime>
#include <QList>
#include <QPair>
#include <QStringList>
#include <optional>

namespace railyard::report {
class ReportItem;
}

namespace railyard::render {

// A table the report prints as it is: measurements, verify matrix, soak.
struct ReportTable
{
    QString title;
    QStringList headers;
    QList<QStringList> rows;
    QString note;
};

// A chart the report draws as vector graphics. Bars: one bar per item, and
// an optional reference line (the healthy figure) to read the bars against.
// Line: the items are points in order (the label is the x value as text, as
// for message sizes that double each step), drawn evenly spaced, with an
// optional band of the figures others measured.
struct ReportChart
{
    enum class Kind
    {
        Bars,
        Line
    };

    QString title;
    QString unit; // "Gb/s"
    QList<QPair<QString, double>> bars;
    double reference = 0; // 0: no reference line
    QString referenceLabel;
    double warnBelow = 0; // bars under this value are drawn in the problem colour
    Kind kind = Kind::Bars;
    double bandLow = 0; // Line: the reference band, none while bandHigh is 0
    double bandHigh = 0;
    QString xLabel; // Line: what the x axis counts ("message size")
};

// Everything a support report shows, gathered by whoever exports it (the
// wizard or railyard-cli report); the writer only lays it out.
struct ReportContent
{
    QString title;
    QDateTime generated;
    model::Cluster cluster;
    std::optional<plan::NetworkPlan> plan;
    QList<DiagramCable> cables;
    QList<diag::Finding> findings;
    // node -> ordered facts (model, OS release, kernel, driver, firmware, PCIe, EEPROM, …)
    QList<QPair<QString, QList<QPair<QString, QString>>>> inventory;
    QList<ReportTable> results;
    QList<ReportChart> charts; // drawn after the results tables
    const report::ReportItem *log = nullptr;
};

} // namespace railyard::render
