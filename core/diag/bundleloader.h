// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diag/observations.h"
#include "util/result.h"

#include <QString>

namespace railyard::diag {

// Reads a support bundle: DIR/<node>/<tool output files>, the layout in
// docs/cli.md ("## doctor"). Every file goes through its parser; a file that
// does not parse, or is not part of the layout, becomes a finding about the
// file instead of stopping the load.
class BundleLoader
{
public:
    static constexpr qint64 MaxFileBytes = 64 * 1024 * 1024;

    // The node folders of DIR that hold at least one known file.
    static QStringList nodeFolders(const QString &dir);
    // Fails only when DIR is missing or holds no node folder at all.
    static Result<Observations> load(const QString &dir);
    // One node folder; findings about its files go to `inputFindings`.
    static NodeObservations loadNode(const QString &nodeDir, const QString &node,
                                     QList<Finding> &inputFindings);
    // Whether a file name is part of the layout.
    static bool isKnownFile(const QString &fileName);
};

} // namespace railyard::diag
