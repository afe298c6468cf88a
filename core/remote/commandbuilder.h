// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/remotecommand.h"
#include "util/result.h"

#include <cstddef>

namespace railyard::remote {

// Builds a RemoteCommand from typed tokens; each token is checked against
// an explicit pattern, so user text can never become shell syntax or an
// unexpected option. The first invalid token makes build() fail naming it.
class CommandBuilder
{
public:
    explicit CommandBuilder(const QString &program);

    CommandBuilder &flag(const QString &literal);    // "-j", "--report_gbits": a fixed option word
    CommandBuilder &interface(const QString &name);  // netdev or RDMA device name
    CommandBuilder &address(const QString &address); // IPv4/IPv6 literal or host name
    CommandBuilder &cidr(const QString &cidr);       // 10.0.0.1/24
    CommandBuilder &path(const QString &path);       // absolute path
    CommandBuilder &number(qint64 value);
    CommandBuilder &word(const QString &word); // [A-Za-z0-9._:=,@+-]+ not starting with '-'
    CommandBuilder &asRoot(bool root = true);
    CommandBuilder &streaming(bool stream = true);
    CommandBuilder &timeout(int ms);
    CommandBuilder &stdinData(const QByteArray &data);
    CommandBuilder &secretOutput(bool secret = true);
    // A fixed piece of Railyard's own text (a `sh -c` script, an empty
    // passphrase): only character arrays known at compile time bind here, so
    // nothing a user typed can take this path.
    template <std::size_t N> CommandBuilder &constant(const char (&text)[N])
    {
        m_command.arguments << QString::fromUtf8(text, qsizetype(N - 1));
        return *this;
    }

    Result<RemoteCommand> build() const;

private:
    CommandBuilder &reject(const QString &what, const QString &value);

    RemoteCommand m_command;
    QString m_error;
};

} // namespace railyard::remote
