// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace railyard::remote {

// A program and its arguments. Built through CommandBuilder so every
// argument has passed an explicit pattern; transports quote them.
struct RemoteCommand
{
    QString program;
    QStringList arguments;
    QByteArray stdinData;               // never recorded in a report or a log
    bool asRoot = false;                // run through sudo (sudo -n, or a password fed on stdin)
    bool streaming = false;             // deliver output line by line (samplers, tests)
    int timeoutMs = 30000;              // 0: no timeout (streams stopped by cancel)
    qint64 outputCap = 4 * 1024 * 1024; // per stream; the rest is counted, not kept
    // The output is a file Railyard does not own (a netplan file of
    // NetworkManager holds Wi-Fi passwords, WireGuard keys live there too):
    // the caller gets it, the report records only its size.
    bool secretOutput = false;

    QString display() const; // for logs and the report, never executed
};

} // namespace railyard::remote
