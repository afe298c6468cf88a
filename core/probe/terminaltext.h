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
    // Line for line: a dropped line (prompt, pager status) becomes empty,
    // so line numbers stay those of the input.
    static QString clean(const QString &text);
    // One line, for a caller that reads line by line.
    static QString cleanLine(const QString &line);
    static bool isPromptLine(const QString &cleanedLine);
};

} // namespace railyard::probe
