// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cluster.h"
#include "util/result.h"

#include <QByteArray>
#include <QString>

namespace railyard::model {

// railyard.yaml: the cluster as the user described it. Schema in
// docs/project-file.md. Loading never changes anything on failure, and every
// error names the file, line and column.
class ProjectFile
{
public:
    static constexpr int Version = 1;
    static constexpr qint64 MaxBytes = 1024 * 1024;
    static constexpr int MaxNesting = 32;

    static Result<Cluster> parse(const QByteArray &yaml, const QString &fileName = QStringLiteral("railyard.yaml"));
    static Result<Cluster> load(const QString &path);
    static QByteArray serialize(const Cluster &cluster);
    // Atomic: the old file stays intact unless the new one is fully written.
    static Result<void> save(const Cluster &cluster, const QString &path);
};

} // namespace railyard::model
