// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/dgxosimage.h"

#include "sim/ipemulator.h"

#include <QCryptographicHash>

namespace railyard::sim {

namespace {

// Stable per node, so the model and the namespace node agree without
// talking: the same name always gives the same id, serial and UUID.
QByteArray digest(const QString &node, const char *what)
{
    QByteArray input(what);
    input.append('\0').append(node.toUtf8());
    return QCryptographicHash::hash(input, QCryptographicHash::Sha256).toHex();
}

QString uuid(const QString &node)
{
    const QByteArray h = digest(node, "nm-connection");
    // Version 4 layout, as NetworkManager generates them.
    return QString::fromLatin1(h.mid(0, 8) + '-' + h.mid(8, 4) + "-4" + h.mid(13, 3) + "-a" + h.mid(17, 3) +
                               '-' + h.mid(20, 12));
}

} // namespace

QString DgxOsImage::netplanManagementFile(const QString &node)
{
    return QStringLiteral("/etc/netplan/90-NM-%1.yaml").arg(uuid(node));
}

QList<DgxOsImage::File> DgxOsImage::files(const QString &node, const QString &serial, bool dgxRelease)
{
    // Keys, their order and the build values follow the release file of a
    // Spark on DGX OS 7.2.3 updated to 7.4.0 (tests/data/dgx-os/SOURCES.md);
    // the serial number is this node's own.
    const QByteArray release = "DGX_NAME=\"DGX Spark\"\n"
                               "DGX_PRETTY_NAME=\"NVIDIA DGX Spark\"\n"
                               "DGX_SWBUILD_DATE=\"2025-09-10-13-50-03\"\n"
                               "DGX_SWBUILD_VERSION=\"7.2.3\"\n"
                               "DGX_COMMIT_ID=\"833b4a7\"\n"
                               "DGX_PLATFORM=\"DGX Server for KVM\"\n"
                               "DGX_SERIAL_NUMBER=\"" +
                               serial.toUtf8() +
                               "\"\n"
                               "\n"
                               "DGX_OTA_VERSION=\"7.4.0\"\n"
                               "DGX_OTA_DATE=\"Tue Feb 17 22:17:46 UTC 2026\"\n";
    // Ubuntu 24.04's os-release, which DGX OS 7 keeps.
    const QByteArray osRelease = "PRETTY_NAME=\"Ubuntu 24.04.3 LTS\"\n"
                                 "NAME=\"Ubuntu\"\n"
                                 "VERSION_ID=\"24.04\"\n"
                                 "VERSION=\"24.04.3 LTS (Noble Numbat)\"\n"
                                 "VERSION_CODENAME=noble\n"
                                 "ID=ubuntu\n"
                                 "ID_LIKE=debian\n"
                                 "HOME_URL=\"https://www.ubuntu.com/\"\n"
                                 "SUPPORT_URL=\"https://help.ubuntu.com/\"\n"
                                 "BUG_REPORT_URL=\"https://bugs.launchpad.net/ubuntu/\"\n"
                                 "PRIVACY_POLICY_URL=\"https://www.ubuntu.com/legal/terms-and-policies/"
                                 "privacy-policy\"\n"
                                 "UBUNTU_CODENAME=noble\n"
                                 "LOGO=ubuntu-logo\n";
    // DGX OS renders through NetworkManager; the first boot's wired
    // connection on the management port is written back by NetworkManager
    // as its own netplan file (DHCP, the connection's UUID in the name).
    const QByteArray renderer = "# Let NetworkManager manage all devices on this system\n"
                                "network:\n"
                                "  version: 2\n"
                                "  renderer: NetworkManager\n";
    const QString id = uuid(node);
    const QByteArray management = "network:\n"
                                  "  version: 2\n"
                                  "  ethernets:\n"
                                  "    NM-" +
                                  id.toUtf8() +
                                  ":\n"
                                  "      renderer: NetworkManager\n"
                                  "      match:\n"
                                  "        name: \"" +
                                  IpEmulator::managementInterface().toUtf8() +
                                  "\"\n"
                                  "      dhcp4: true\n"
                                  "      dhcp6: true\n"
                                  "      networkmanager:\n"
                                  "        uuid: \"" +
                                  id.toUtf8() +
                                  "\"\n"
                                  "        name: \"Wired connection 1\"\n";
    QList<File> out;
    if (dgxRelease)
        out.append({QStringLiteral("/etc/dgx-release"), release, 0644});
    return out + QList<File>{
                     {QStringLiteral("/etc/os-release"), osRelease, 0644},
                     {QStringLiteral("/etc/machine-id"), digest(node, "machine-id").left(32) + '\n', 0444},
                     {QStringLiteral("/etc/hostname"), node.toUtf8() + '\n', 0644},
                     {QStringLiteral("/etc/netplan/01-network-manager-all.yaml"), renderer, 0600},
                     {netplanManagementFile(node), management, 0600},
                 };
}

} // namespace railyard::sim
