// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace railyard::model {

enum class Topology { Direct, Triangle, Ring, Switch };

// Stable names used on the command line, in railyard.yaml and in JSON.
QString topologyName(Topology topology);
// Accepts the stable names and NVIDIA's "mesh" for a triangle.
std::optional<Topology> topologyFromName(const QString &name);
QStringList topologyNames();

// Human-readable, translated label ("Ring of 4–8 nodes", ...).
QString topologyLabel(Topology topology);

} // namespace railyard::model
