// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace railyard::probe {

// What a terminal, a pager or a launcher put around a tool's output, taken
// off before any parser reads it: ANSI colour and cursor sequences, CRLF
// and carriage-return overwrites, backspace overstrike, trailing blanks,
// shell prompt lines (with the command they echo), pager status lines, and
// the line tags of Open MPI (`[1,0]<stdout>:`) and Ray (`(pid=42) `,
// `(RayWorkerWrapper pid=42, ip=10.0.0.2) `). A line of the tool's own is
// never dropped: a prompt is recognised only by a `user@host` form or a
// leading `$ `, never by a bare `#` (nccl-tests' header lines start so).
class TerminalText
{
public:
    // Line for line, so line numbers stay those of the input: a prompt line
    // becomes "$ COMMAND" (the echoed command can name what follows, e.g.
    // which nccl-tests binary ran), a pager status line becomes empty.
    static QString clean(const QString &text);
    // One line, for a caller that reads line by line.
    static QString cleanLine(const QString &line);
    static bool isPromptLine(const QString &cleanedLine);
    // A cleaned line as clean() gives it.
    static QString normalized(const QString &cleanedLine);
    // The text cleaned, and its "$ COMMAND" lines (every prompt style)
    // made empty: for JSON, where no line but the document's may stand and a
    // "[user@host dir]# ..." prompt must not pass for its opening bracket
    // (line numbers kept).
    static QString withoutCommands(const QString &text);
};

} // namespace railyard::probe
