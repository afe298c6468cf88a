// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace railyard::remote {

// How an SshTransport reaches its node. Paths default to the user's files;
// tests and projects point them elsewhere. There is deliberately no switch
// to skip host key checking.
struct SshOptions
{
    QString sshConfigPath;         // empty: ~/.ssh/config ("none": do not read one)
    QString userKnownHostsPath;    // empty: ~/.ssh/known_hosts (read only)
    QString managedKnownHostsPath; // Railyard's own file; accepted keys are appended here
                                   // (empty: KnownHostsFile::managedPath(), shared by GUI and CLI)
    QString offeredKnownHostsPath; // a project's known_hosts: its keys are shown, never trusted
    QString expectedFingerprint;   // "SHA256:..." given explicitly (--accept-host-key)
    bool useAgent = true;          // try ssh-agent when SSH_AUTH_SOCK is set
    bool useDefaultKeys = true;    // ~/.ssh/id_ed25519, id_ecdsa, id_rsa
    int connectTimeoutMs = 10000;  // TCP connect and key exchange
    int authTimeoutMs = 20000;     // each authentication round trip (not the user's think time)
    int keepAliveIntervalMs = 30000;
    int maxPasswordAttempts = 3;
    // TCP_NODELAY on the connection. Off, each command waits ~40 ms for the
    // server's delayed ACK; bench_apply turns it off to show that.
    bool tcpNoDelay = true;
};

} // namespace railyard::remote
