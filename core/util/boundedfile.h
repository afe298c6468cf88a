// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>

namespace railyard::util {

// Reads a file that someone else handed us (a bundle, a project): only a
// regular file, never through a symbolic link, never more than a cap. A
// link to /dev/zero, a FIFO or a device would otherwise exhaust memory or
// hang the reader.
class BoundedFile
{
public:
    // The whole content, or an error naming the file: not a regular file,
    // a symbolic link, larger than maxBytes, or unreadable.
    static Result<QByteArray> read(const QString &path, qint64 maxBytes);
    // True when path exists as a regular file (not through a link).
    static bool isRegular(const QString &path);
};

} // namespace railyard::util
