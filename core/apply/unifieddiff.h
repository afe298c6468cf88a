// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace railyard::apply {

// A unified diff (diff -u layout, 3 lines of context) of two versions of a
// text file, for the dry run. Empty when the contents are equal.
class UnifiedDiff
{
public:
    static QString render(const QString &path, const QByteArray &before, const QByteArray &after,
                          bool created = false, bool removed = false);
};

} // namespace railyard::apply
