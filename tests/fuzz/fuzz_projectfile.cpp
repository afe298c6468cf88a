// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point for the railyard.yaml loader: a project file is
// user-editable and may be truncated, mistyped or plain noise.
#include "model/projectfile.h"

#include <QByteArray>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using railyard::model::ProjectFile;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray yaml(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto cluster = ProjectFile::parse(yaml, QStringLiteral("fuzz.yaml"));
    if (!cluster) {
        if (cluster.error().message.isEmpty()) {
            std::fprintf(stderr, "project file: Error without a message\n");
            std::abort();
        }
        return 0;
    }
    // What loads must survive a save and load again unchanged.
    const QByteArray again = ProjectFile::serialize(cluster.value());
    const auto reloaded = ProjectFile::parse(again, QStringLiteral("fuzz-again.yaml"));
    if (!reloaded || ProjectFile::serialize(reloaded.value()) != again) {
        std::fprintf(stderr, "project file: does not round-trip:\n%s\n", again.constData());
        std::abort();
    }
    return 0;
}
