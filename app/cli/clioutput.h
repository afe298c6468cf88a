// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QJsonDocument;

namespace railyard::cli {

// Exit codes shared by every command (docs/cli.md).
enum ExitCode
{
    ExitOk = 0,
    ExitFindings = 1,
    ExitUsage = 2
};

class CliOutput
{
public:
    static void out(const QString &text);
    // One line on stderr (progress, a late error), so stdout stays machine-readable.
    static void err(const QString &line);
    static void json(const QJsonDocument &document);
    // One line on stderr naming the problem and the fix; returns ExitUsage.
    static int usageError(const QString &message);
};

} // namespace railyard::cli
