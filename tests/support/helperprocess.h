// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace railyard::testsupport {

// Bringing eight namespaces with sshd up (or down) on a loaded 2-core
// machine takes minutes; ctest's TIMEOUT is the bound that counts, a test
// helper only must not cut it short.
inline constexpr int kHarnessUpDownMs = 15 * 60 * 1000;

// The stderr a test helper reports for a process it ran: what the process
// printed, plus a line when the helper stopped it or when it failed without
// a word, so that a cut or a silent failure never reads as an empty (and
// thus "no error") message.
inline QByteArray helperProcessErr(const QString &program, const QStringList &args, int timeoutMs,
                                   bool stopped, int exitCode, QByteArray err)
{
    const QByteArray what = program.toLocal8Bit() + ' ' + args.value(0).toLocal8Bit();
    if (stopped)
        return err + QByteArrayLiteral("\n[test helper] ") + what + QByteArrayLiteral(" was stopped after ") +
               QByteArray::number(timeoutMs / 1000) + QByteArrayLiteral(" s\n");
    if (exitCode != 0 && err.trimmed().isEmpty())
        return what + QByteArrayLiteral(" exited with ") + QByteArray::number(exitCode) +
               QByteArrayLiteral(" and printed nothing on stderr");
    return err;
}

} // namespace railyard::testsupport
