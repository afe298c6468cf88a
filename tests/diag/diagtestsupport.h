// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the rule tests: read a captured sample, unwrap a parse that must
// succeed, and build observations for one named node.

#include "diag/observations.h"
#include "sampledata.h"

#include <QFile>
#include <QtTest>

Q_DECLARE_METATYPE(railyard::diag::Observations)

namespace railyard::diag::testsupport {

using railyard::testsupport::sample;

template <typename T> T ok(Result<T> r)
{
    if (!r)
        qFatal("parse failed: %s", qPrintable(r.error().toString()));
    return std::move(r).value();
}

inline Observations single(NodeObservations n)
{
    Observations o;
    o.nodes.append(std::move(n));
    return o;
}

inline NodeObservations named(const QString &name = QStringLiteral("spark-1"))
{
    NodeObservations n;
    n.node = name;
    return n;
}

} // namespace railyard::diag::testsupport
