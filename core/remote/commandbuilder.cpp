// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/commandbuilder.h"

#include "model/ipv4subnet.h"
#include "model/tokenrules.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace railyard::remote {

using model::TokenRules;

CommandBuilder::CommandBuilder(const QString &program)
{
    static const QRegularExpression re(QStringLiteral("^(/[A-Za-z0-9._+-]+)+\\z|^[A-Za-z0-9._+-]+\\z"));
    if (!re.match(program).hasMatch())
        reject(QCoreApplication::translate("railyard::remote::CommandBuilder", "program"), program);
    m_command.program = program;
}

CommandBuilder &CommandBuilder::reject(const QString &what, const QString &value)
{
    if (m_error.isEmpty()) {
        QString shown = value.left(80);
        shown.replace(QLatin1Char('\n'), QLatin1String("\\n"));
        m_error = QCoreApplication::translate("railyard::remote::CommandBuilder",
                                              "refusing to run %1: invalid %2 '%3'")
                      .arg(m_command.program.isEmpty()
                               ? QCoreApplication::translate("railyard::remote::CommandBuilder", "command")
                               : m_command.program,
                           what, shown);
    }
    return *this;
}

CommandBuilder &CommandBuilder::flag(const QString &literal)
{
    static const QRegularExpression re(
        QStringLiteral("^--?[A-Za-z0-9][A-Za-z0-9_-]*(=[A-Za-z0-9._,:/-]+)?\\z"));
    if (!re.match(literal).hasMatch())
        return reject(QCoreApplication::translate("railyard::remote::CommandBuilder", "option"), literal);
    m_command.arguments << literal;
    return *this;
}

CommandBuilder &CommandBuilder::interface(const QString &name)
{
    if (!TokenRules::isInterfaceName(name))
        return reject(QCoreApplication::translate("railyard::remote::CommandBuilder", "interface name"),
                      name);
    m_command.arguments << name;
    return *this;
}

CommandBuilder &CommandBuilder::address(const QString &address)
{
    if (!TokenRules::isHostAddress(address))
        return reject(QCoreApplication::translate("railyard::remote::CommandBuilder", "address"), address);
    m_command.arguments << address;
    return *this;
}

CommandBuilder &CommandBuilder::cidr(const QString &cidr)
{
    if (!model::Ipv4Subnet::parse(cidr, true))
        return reject(QCoreApplication::translate("railyard::remote::CommandBuilder", "address/prefix"),
                      cidr);
    m_command.arguments << cidr;
    return *this;
}

CommandBuilder &CommandBuilder::path(const QString &path)
{
    if (!TokenRules::isPath(path) || path.startsWith(QLatin1Char('~')))
        return reject(QCoreApplication::translate("railyard::remote::CommandBuilder", "path"), path);
    m_command.arguments << path;
    return *this;
}

CommandBuilder &CommandBuilder::number(qint64 value)
{
    m_command.arguments << QString::number(value);
    return *this;
}

CommandBuilder &CommandBuilder::word(const QString &word)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._:=,@+/][A-Za-z0-9._:=,@+/-]*\\z"));
    if (!re.match(word).hasMatch())
        return reject(QCoreApplication::translate("railyard::remote::CommandBuilder", "argument"), word);
    m_command.arguments << word;
    return *this;
}

CommandBuilder &CommandBuilder::asRoot(bool root)
{
    m_command.asRoot = root;
    return *this;
}

CommandBuilder &CommandBuilder::streaming(bool stream)
{
    m_command.streaming = stream;
    return *this;
}

CommandBuilder &CommandBuilder::timeout(int ms)
{
    m_command.timeoutMs = ms;
    return *this;
}

CommandBuilder &CommandBuilder::secretOutput(bool secret)
{
    m_command.secretOutput = secret;
    return *this;
}

CommandBuilder &CommandBuilder::stdinData(const QByteArray &data)
{
    m_command.stdinData = data;
    return *this;
}

Result<RemoteCommand> CommandBuilder::build() const
{
    if (!m_error.isEmpty())
        return Error{m_error};
    return m_command;
}

} // namespace railyard::remote
