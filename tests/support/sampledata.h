// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The captured tool outputs in tests/data/samples, read the same way by
// every test that asserts values from them.

#include <QFile>
#include <QString>
#include <QtGlobal>

namespace railyard::testsupport {

inline QString sample(const QString &name)
{
    QFile file(QStringLiteral(RAILYARD_TEST_DATA "/samples/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing sample %s", qPrintable(name));
    return QString::fromUtf8(file.readAll());
}

} // namespace railyard::testsupport
