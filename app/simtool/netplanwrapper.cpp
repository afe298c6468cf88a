// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplanwrapper.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <cstdio>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

namespace railyard::sim {

namespace {

const char *kNetplanDir = "/etc/netplan";

void err(const QByteArray &text)
{
    std::fwrite(text.constData(), 1, size_t(text.size()), stderr);
}

QStringList configFiles()
{
    QDir d(QString::fromLatin1(kNetplanDir));
    QStringList files;
    for (const QString &f : d.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        files << d.filePath(f);
    return files;
}

int ip(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(QStringLiteral("ip"), args);
    p.waitForFinished(10000);
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : 1;
}

} // namespace

int NetplanWrapper::run(const QStringList &args)
{
    const QString verb = args.value(0);
    if (verb == QLatin1String("generate")) {
        QString error;
        const int rc = generate(&error);
        err(error.toUtf8());
        return rc;
    }
    if (verb == QLatin1String("apply"))
        return apply();
    err("netplan: only 'generate' and 'apply' are available on a simulated node\n");
    return 1;
}

int NetplanWrapper::generate(QString *error)
{
    QTemporaryDir root;
    if (!root.isValid()) {
        *error = QStringLiteral("netplan: cannot create a scratch directory\n");
        return 1;
    }
    QDir().mkpath(root.path() + QString::fromLatin1(kNetplanDir));
    for (const QString &f : configFiles()) {
        const QString to = root.path() + f;
        QFile::copy(f, to);
        QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
    }
    QProcess p;
    // On a namespace node /usr/sbin/netplan is this wrapper; the harness
    // says where the host's real netplan is.
    const QString real = qEnvironmentVariable("RAILYARD_SIM_NETPLAN", QStringLiteral("/usr/sbin/netplan"));
    p.start(real, {QStringLiteral("generate"), QStringLiteral("--root-dir"), root.path()});
    if (!p.waitForFinished(30000)) {
        *error = QStringLiteral("netplan: generate did not finish\n");
        return 1;
    }
    // Point the messages at the node's files, not the scratch copy.
    *error = QString::fromUtf8(p.readAllStandardError()).replace(root.path(), QString());
    return p.exitCode();
}

int NetplanWrapper::apply()
{
    if (::geteuid() != 0) {
        err("Permission denied: netplan apply needs root (use sudo)\n");
        return 1;
    }
    QString error;
    if (const int rc = generate(&error); rc != 0) {
        err(error.toUtf8());
        return rc;
    }
    int rc = 0;
    for (const QString &f : configFiles()) {
        try {
            const YAML::Node eth = YAML::LoadFile(f.toStdString())["network"]["ethernets"];
            if (!eth || !eth.IsMap())
                continue;
            for (auto it = eth.begin(); it != eth.end(); ++it) {
                const QString dev = QString::fromStdString(it->first.as<std::string>());
                if (!QFile::exists(QStringLiteral("/sys/class/net/") + dev))
                    continue; // netplan leaves absent interfaces alone
                const YAML::Node cfg = it->second;
                if (cfg["mtu"])
                    rc |= ip({QStringLiteral("link"), QStringLiteral("set"), dev, QStringLiteral("mtu"),
                              QString::number(cfg["mtu"].as<int>())});
                if (cfg["addresses"]) {
                    ip({QStringLiteral("-4"), QStringLiteral("addr"), QStringLiteral("flush"),
                        QStringLiteral("dev"), dev, QStringLiteral("scope"), QStringLiteral("global")});
                    for (const YAML::Node &a : cfg["addresses"])
                        rc |= ip({QStringLiteral("addr"), QStringLiteral("add"),
                                  QString::fromStdString(a.as<std::string>()), QStringLiteral("dev"), dev});
                }
                rc |= ip({QStringLiteral("link"), QStringLiteral("set"), dev, QStringLiteral("up")});
            }
        } catch (const YAML::Exception &e) {
            // generate accepted the file, so this is a construct the wrapper does not read.
            err(QStringLiteral("netplan: %1: %2\n").arg(f, QString::fromStdString(e.what())).toUtf8());
            rc = 1;
        }
    }
    return rc;
}

} // namespace railyard::sim
