// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QStringList>

class QCommandLineParser;

namespace railyard::apply {
struct ApplyOptions;
}

namespace railyard::cli {

class CliContext;

// railyard-cli apply --project FILE | --demo SCENARIO [--dry-run] [--temporary]
//     [--confirm-timeout S] [--yes] [--sudo-password-file FILE] [--journal-root DIR] [--format text|json]
class ApplyCommand
{
public:
    static int run(const QStringList &arguments);

    // Shared with verify and undo: --sudo-password-file and --journal-root.
    static void addNodeOptions(QCommandLineParser &parser);
    // Reads the sudo password file (if given) into the SSH transports and
    // the journal root into `options`. An error is a usage error.
    static Result<void> applyNodeOptions(const QCommandLineParser &parser, CliContext &context,
                                         apply::ApplyOptions &options);
};

} // namespace railyard::cli
