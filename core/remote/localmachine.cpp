// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/localmachine.h"

#include <QCoreApplication>
#include <QFile>
#include <QNetworkInterface>
#include <QRegularExpression>
#include <QSysInfo>

namespace railyard::remote {

namespace {

QString readText(const QString &path, qint64 max = 256 * 1024)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(max));
}

// The addresses /etc/hosts gives `name` (as getaddrinfo's "files" source
// would); the file only, so a slow resolver never holds up the caller.
QList<QHostAddress> hostsAddresses(const QString &hostsFile, const QString &name)
{
    QList<QHostAddress> found;
    for (const QString &rawLine : hostsFile.split(QLatin1Char('\n'))) {
        const QString line = rawLine.section(QLatin1Char('#'), 0, 0);
        const QStringList fields = line.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        if (fields.size() < 2)
            continue;
        const QHostAddress address(fields.first());
        if (address.isNull())
            continue;
        for (qsizetype i = 1; i < fields.size(); ++i) {
            if (fields[i].compare(name, Qt::CaseInsensitive) == 0)
                found.append(address);
        }
    }
    return found;
}

} // namespace

QString LocalMachine::Match::describe() const
{
    switch (rule) {
    case Rule::Declared:
        return QCoreApplication::translate("railyard::remote::LocalMachine", "the project says local: true");
    case Rule::ManagementAddress:
        return QCoreApplication::translate("railyard::remote::LocalMachine",
                                           "its management address %1 is an address of this machine")
            .arg(detail);
    case Rule::Name:
        return QCoreApplication::translate("railyard::remote::LocalMachine", "%1 names this machine")
            .arg(detail);
    case Rule::MachineId:
        return QCoreApplication::translate("railyard::remote::LocalMachine",
                                           "its machine-id %1 is this machine's")
            .arg(detail);
    }
    return {};
}

LocalMachine::LocalMachine(const QList<QHostAddress> &addresses, const QStringList &hostNames,
                           const QString &machineId, const QString &hostsFile)
    : m_addresses(addresses), m_machineId(machineId.trimmed()), m_hostsFile(hostsFile)
{
    for (const QString &name : hostNames) {
        if (!name.trimmed().isEmpty())
            m_hostNames.append(name.trimmed().toLower());
    }
}

LocalMachine LocalMachine::current()
{
    QStringList names{QSysInfo::machineHostName()};
    // The short name too: a node listed as spark-1 on spark-1.lab.example.
    names.append(names.first().section(QLatin1Char('.'), 0, 0));
    return LocalMachine(QNetworkInterface::allAddresses(), names,
                        readText(QStringLiteral("/etc/machine-id"), 64),
                        readText(QStringLiteral("/etc/hosts")));
}

bool LocalMachine::hasAddress(const QHostAddress &address) const
{
    // Loopback is this machine, but a project naming 127.0.0.1 means a
    // tunnel or a forwarded port as often as it means here: not a rule.
    if (address.isNull() || address.isLoopback())
        return false;
    for (const QHostAddress &mine : m_addresses) {
        if (mine.isEqual(address, QHostAddress::TolerantConversion))
            return true;
    }
    return false;
}

std::optional<LocalMachine::Match> LocalMachine::recognise(const model::Node &node,
                                                           const QString &knownMachineId) const
{
    if (node.local)
        return Match{Rule::Declared, {}};
    // A forwarded SSH port elsewhere is not this machine's sshd.
    const QHostAddress address(node.managementAddress);
    if (!address.isNull() && hasAddress(address))
        return Match{Rule::ManagementAddress, node.managementAddress};
    for (const QString &name : {node.managementAddress, node.name}) {
        if (name.isEmpty() || !QHostAddress(name).isNull())
            continue;
        if (m_hostNames.contains(name.toLower()))
            return Match{Rule::Name, name};
        for (const QHostAddress &a : hostsAddresses(m_hostsFile, name)) {
            if (hasAddress(a))
                return Match{Rule::Name, name};
        }
    }
    if (!m_machineId.isEmpty() && knownMachineId.trimmed() == m_machineId)
        return Match{Rule::MachineId, m_machineId};
    return std::nullopt;
}

} // namespace railyard::remote
