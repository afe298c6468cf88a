// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace railyard::cli {

// A support bundle as one .tar.gz file: a top-level folder holding the
// layout `doctor --bundle` reads. Written and read here with zlib and a
// minimal ustar codec rather than the system tar, so that reading an
// untrusted archive never lets a member name, a link or a size decide
// where bytes land: every member is checked before anything is written.
class BundleArchive
{
public:
    // Uncompressed bytes an archive may expand to (a bundle is a few MB).
    static constexpr qint64 MaxTotalBytes = 256 * 1024 * 1024;
    static constexpr int MaxMembers = 20000;

    // A bundle opened for reading: a folder as it is, or an archive
    // extracted into a temporary folder that lives as long as this.
    struct Opened
    {
        QString dir;
        std::shared_ptr<QTemporaryDir> extracted;
    };

    static bool isArchivePath(const QString &path);
    // Packs every file under `dir` as `<topName>/<relative path>`.
    static Result<void> write(const QString &dir, const QString &topName, const QString &archivePath);
    // Refuses absolute names, `..` components, links, devices and archives
    // expanding beyond `maxBytes`; on refusal nothing is left in `destDir`
    // beyond what the caller's temporary folder removes. Returns the
    // bundle's root: the single top-level folder, or `destDir`.
    static Result<QString> extract(const QString &archivePath, const QString &destDir,
                                   qint64 maxBytes = MaxTotalBytes);
    // A folder, or an archive extracted into a fresh temporary folder.
    static Result<Opened> open(const QString &path);
};

} // namespace railyard::cli
