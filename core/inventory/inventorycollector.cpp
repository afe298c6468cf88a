// SPDX-License-Identifier: GPL-3.0-or-later
#include "inventory/inventorycollector.h"

#include "diag/tooltable.h"
#include "model/port.h"
#include "probe/dmesgparser.h"
#include "probe/ethtoolfecparser.h"
#include "probe/ethtoolinfoparser.h"
#include "probe/ethtoollinkparser.h"
#include "probe/ethtoolmoduleparser.h"
#include "probe/ethtoolstatsparser.h"
#include "probe/ibdev2netdevparser.h"
#include "probe/ibstatparser.h"
#include "probe/ipaddrparser.h"
#include "probe/iprouteparser.h"
#include "probe/lspciparser.h"
#include "probe/nvidiasmiparser.h"
#include "probe/rdmalinkparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "remote/kernelread.h"
#include "remote/localtransport.h"
#include "remote/netlinkreader.h"
#include "remote/rdmadevicelister.h"
#include "report/redactor.h"
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QPromise>
#include <optional>
#include <thread>

namespace railyard::inventory {

using remote::CommandBuilder;
using Tool = diag::ToolTable::Tool;
using remote::CommandResult;
using remote::CommandStatus;

namespace {

// The command that reads a tool of diag::ToolTable (every one of them has one).
CommandBuilder tool(Tool t, const QString &device = {})
{
    return *diag::ToolTable::command(t, device);
}

const QString kNetplanDir = QStringLiteral("/etc/netplan");

QString firstLine(const QByteArray &data)
{
    const QString s = QString::fromUtf8(data).trimmed();
    return s.section(QLatin1Char('\n'), 0, 0).trimmed();
}

// Why a run did not give usable output, for the issue text.
QString failureText(const CommandResult &r)
{
    if (r.status != CommandStatus::Completed)
        return r.errorMessage.isEmpty() ? remote::commandStatusName(r.status) : r.errorMessage;
    const QString err = firstLine(r.stderrData);
    if (err.isEmpty())
        return QCoreApplication::translate("railyard::inventory::InventoryCollector", "exit code %1")
            .arg(r.exitCode);
    return QCoreApplication::translate("railyard::inventory::InventoryCollector", "exit code %1: %2")
        .arg(r.exitCode)
        .arg(err);
}

void addIssue(NodeInventory &inv, const QString &field, const QString &reasonIn)
{
    // Transport messages name the node already ("spark-2: connection lost"):
    // the issue names it once, in front.
    const QString own = inv.node + QStringLiteral(": ");
    const QString reason = reasonIn.startsWith(own) ? reasonIn.mid(own.size()) : reasonIn;
    inv.issues.append(
        {field, QCoreApplication::translate("railyard::inventory::InventoryCollector", "%1: %2: %3")
                    .arg(inv.node, field, reason)});
}

// KEY=VALUE lines of os-release / dgx-release, quotes removed.
QMap<QString, QString> keyValues(const QByteArray &data)
{
    QMap<QString, QString> out;
    for (const QString &raw : QString::fromUtf8(data).split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (line.startsWith(QLatin1Char('#')) || eq <= 0)
            continue;
        QString value = line.mid(eq + 1).trimmed();
        if (value.size() >= 2 &&
            (value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\''))) &&
            value.endsWith(value.front()))
            value = value.mid(1, value.size() - 2);
        out.insert(line.left(eq).trimmed(), value);
    }
    return out;
}

void applyAddresses(NodeInventory &inv, const probe::IpAddrResult &addrs)
{
    inv.addresses = addrs;
    for (const probe::IpAddrInterface &i : addrs.interfaces) {
        NetdevInventory *n = inv.netdev(i.link.ifname);
        if (!n)
            continue;
        n->present = true;
        n->mac = i.link.address.value_or(QString()).toLower();
        n->operstate = i.link.operstate;
        n->adminUp = i.link.hasFlag(QStringLiteral("UP"));
        n->carrier =
            i.link.hasFlag(QStringLiteral("LOWER_UP")) && !i.link.hasFlag(QStringLiteral("NO-CARRIER"));
        n->mtu = i.link.mtu;
        n->ipv4.clear();
        n->ipv6.clear();
        for (const probe::IpAddrInfo &a : i.addrInfo)
            (a.isIpv4() ? n->ipv4 : n->ipv6) << a.local + QLatin1Char('/') + QString::number(a.prefixlen);
    }
}

void applyRdmaLinks(NodeInventory &inv, const probe::RdmaNetdevLinks &links)
{
    for (NetdevInventory &n : inv.netdevs) {
        if (const probe::RdmaNetdevLink *l = links.findByNetdev(n.netdev)) {
            n.rdmaDevice = l->rdmaDevice;
            n.rdmaUp = l->up;
        }
    }
}

// Port 1 of the CA named like the rail's RDMA device; false when none is.
bool applyIbstat(NodeInventory &inv, const probe::IbstatResult &ibstat)
{
    bool any = false;
    for (NetdevInventory &n : inv.netdevs) {
        const probe::IbstatCa *ca = ibstat.findCa(n.rail.rdmaDevice());
        if (!ca)
            continue;
        for (const probe::IbstatPort &p : ca->ports) {
            if (p.port != 1)
                continue;
            n.rdmaDevice = ca->name;
            n.rdmaUp = p.linked();
            any = true;
        }
    }
    return any;
}

// The management interface carries the session: the one holding the
// address we connect to, else the one the default route leaves by.
void findManagement(NodeInventory &inv, const probe::IpAddrResult *addrs)
{
    if (addrs) {
        for (const probe::IpAddrInterface &i : addrs->interfaces) {
            for (const probe::IpAddrInfo &a : i.addrInfo) {
                if (!inv.managementAddress.isEmpty() && a.local == inv.managementAddress) {
                    inv.managementInterface = i.link.ifname;
                    inv.managementReason =
                        QCoreApplication::translate("railyard::inventory::InventoryCollector",
                                                    "holds the management address %1")
                            .arg(a.local);
                    return;
                }
            }
        }
    }
    for (const probe::IpRoute &r : inv.routes) {
        if (r.isDefault() && r.dev) {
            inv.managementInterface = *r.dev;
            inv.managementReason = QCoreApplication::translate("railyard::inventory::InventoryCollector",
                                                               "carries the default route");
            return;
        }
    }
    addIssue(inv,
             QCoreApplication::translate("railyard::inventory::InventoryCollector", "management interface"),
             QCoreApplication::translate("railyard::inventory::InventoryCollector",
                                         "no interface holds %1 and there is no default route")
                 .arg(inv.managementAddress));
}

} // namespace

InventoryCollector::InventoryCollector(remote::CommandRunner *runner, QObject *parent)
    : QObject(parent), m_runner(runner)
{
    Q_ASSERT(runner);
}

InventoryCollector::~InventoryCollector() = default;

void InventoryCollector::start(const model::Cluster &cluster, report::ReportItem *reportParent)
{
    Q_ASSERT(!m_running);
    m_running = true;
    ++m_run;
    m_report = reportParent;
    m_results.clear();
    m_pending.clear();
    m_phase.clear();
    for (const model::Node &node : cluster.nodes) {
        NodeInventory inv;
        inv.node = node.name;
        inv.managementAddress = node.managementAddress;
        m_results.append(inv);
        m_pending.append(0);
        m_phase.append(0);
    }
    m_nodesLeft = int(m_results.size());
    if (m_nodesLeft == 0) {
        m_running = false;
        QMetaObject::invokeMethod(this, &InventoryCollector::finished, Qt::QueuedConnection);
        return;
    }
    for (int i = 0; i < m_results.size(); ++i)
        startNode(i);
}

void InventoryCollector::issue(int index, const QString &field, const Result<remote::RemoteCommand> &command,
                               Handler handler)
{
    NodeInventory &inv = m_results[index];
    if (!command) {
        addIssue(inv, field, command.error().message);
        return;
    }
    Result<remote::CommandJob *> job = m_runner->run(inv.node, command.value(), m_report);
    if (!job) {
        inv.reachable = false;
        addIssue(inv, field, job.error().message);
        return;
    }
    ++m_pending[index];
    connect(job.value(), &remote::CommandJob::finished, this,
            [this, index, field, handler](const CommandResult &r) {
                NodeInventory &inv = m_results[index];
                if (r.status != CommandStatus::Completed)
                    addIssue(inv, field, failureText(r));
                else
                    handler(inv, r);
                commandDone(index);
            });
}

void InventoryCollector::readLocally(int index, std::shared_ptr<std::optional<probe::IpAddrResult>> addrs,
                                     bool withRdma)
{
    // Railyard runs on this node: rtnetlink and the kernel's RDMA tree
    // answer what `ip -j` and `rdma -j` would print, without a process per
    // question, off this thread and recorded like commands.
    using remote::KernelRead;
    const quint64 run = m_run;
    const QString node = m_results[index].node;
    // A later start() owns m_results then: a read of this run belongs to no one.
    auto current = [this, run] { return run == m_run; };
    ++m_pending[index];
    KernelRead::start<Result<probe::IpAddrResult>>(
        this, m_report, node, QStringLiteral("netlink"), QStringLiteral("addresses"),
        [] { return remote::NetlinkReader::addresses(); },
        [](const Result<probe::IpAddrResult> &a) {
            return a ? KernelRead::Outcome{true, QStringLiteral("%1 links").arg(a->interfaces.size())}
                     : KernelRead::Outcome{false, a.error().toString()};
        },
        [this, index, addrs, current](const Result<probe::IpAddrResult> &a) {
            if (!current())
                return;
            NodeInventory &inv = m_results[index];
            if (a) {
                *addrs = a.value();
                applyAddresses(inv, a.value());
            } else {
                addIssue(inv, QStringLiteral("ip addr"), a.error().toString());
            }
            commandDone(index);
        });
    ++m_pending[index];
    KernelRead::start<Result<probe::IpRouteResult>>(
        this, m_report, node, QStringLiteral("netlink"), QStringLiteral("routes"),
        [] { return remote::NetlinkReader::routes(); },
        [](const Result<probe::IpRouteResult> &r) {
            return r ? KernelRead::Outcome{true, QStringLiteral("%1 routes").arg(r->routes.size())}
                     : KernelRead::Outcome{false, r.error().toString()};
        },
        [this, index, current](const Result<probe::IpRouteResult> &r) {
            if (!current())
                return;
            NodeInventory &inv = m_results[index];
            if (r)
                inv.routes = r->routes;
            else
                addIssue(inv, QStringLiteral("ip route"), r.error().toString());
            commandDone(index);
        });
    if (!withRdma)
        return;
    ++m_pending[index];
    KernelRead::start<Result<remote::RdmaDevices>>(
        this, m_report, node, QStringLiteral("sysfs"), QStringLiteral("rdma devices"),
        [] { return remote::RdmaDeviceLister::list(); },
        [](const Result<remote::RdmaDevices> &d) {
            if (!d)
                return KernelRead::Outcome{false, d.error().toString()};
            return KernelRead::Outcome{true, d->absent() ? d->absentReason
                                                         : QStringLiteral("%1 ports").arg(d->ports.size())};
        },
        [this, index, current](const Result<remote::RdmaDevices> &rdma) {
            if (!current())
                return;
            NodeInventory &inv = m_results[index];
            if (!rdma) {
                addIssue(inv, QStringLiteral("rdma devices"), rdma.error().toString());
            } else if (rdma->absent()) {
                // A machine without RDMA devices is a fact the rules and the
                // report show, not a reading that failed.
                inv.rdmaAbsent = rdma->absentReason;
            } else {
                const probe::RdmaNetdevLinks links = rdma->links();
                applyRdmaLinks(inv, links);
                inv.readings.rdmaLinks = links;
            }
            commandDone(index);
        });
}

void InventoryCollector::startNode(int index)
{
    // Results are parsed when the last phase-1 run is in; the raw JSON of
    // ip addr is needed twice (netdevs, management), so it is kept.
    auto addrs = std::make_shared<std::optional<probe::IpAddrResult>>();

    issue(index, QStringLiteral("hostname"), CommandBuilder(QStringLiteral("hostname")).build(),
          [](NodeInventory &inv, const CommandResult &r) {
              if (r.exitCode == 0 && !firstLine(r.stdoutData).isEmpty())
                  inv.hostname = firstLine(r.stdoutData);
              else
                  addIssue(inv, QStringLiteral("hostname"), failureText(r));
          });
    const bool full = m_scope == Scope::Full;
    if (full)
        issue(index, QStringLiteral("machine-id"),
              CommandBuilder(QStringLiteral("cat")).path(QStringLiteral("/etc/machine-id")).build(),
              [](NodeInventory &inv, const CommandResult &r) {
                  // Optional: a container or an old image may have none.
                  if (r.exitCode == 0)
                      inv.machineId = firstLine(r.stdoutData);
              });
    // cat prints whichever of the two exists; dgx-release is missing on
    // OEM systems, which makes cat exit 1 while os-release is still there.
    if (full)
        issue(index, QStringLiteral("os-release"),
              CommandBuilder(QStringLiteral("cat"))
                  .path(QStringLiteral("/etc/dgx-release"))
                  .path(QStringLiteral("/etc/os-release"))
                  .build(),
              [](NodeInventory &inv, const CommandResult &r) {
                  const QMap<QString, QString> kv = keyValues(r.stdoutData);
                  inv.osName = kv.value(QStringLiteral("PRETTY_NAME"));
                  const QString dgx =
                      kv.value(QStringLiteral("DGX_PRETTY_NAME"), kv.value(QStringLiteral("DGX_NAME")));
                  const QString build = kv.value(QStringLiteral("DGX_SWBUILD_VERSION"));
                  inv.dgxRelease = QString(dgx + QLatin1Char(' ') + build).trimmed();
                  if (inv.osName.isEmpty())
                      addIssue(inv, QStringLiteral("os-release"), failureText(r));
              });
    if (full)
        issue(index, QStringLiteral("kernel"),
              CommandBuilder(QStringLiteral("uname")).flag(QStringLiteral("-r")).build(),
              [](NodeInventory &inv, const CommandResult &r) {
                  if (r.exitCode == 0 && !firstLine(r.stdoutData).isEmpty())
                      inv.kernel = firstLine(r.stdoutData);
                  else
                      addIssue(inv, QStringLiteral("kernel"), failureText(r));
              });
    if (qobject_cast<remote::LocalTransport *>(m_runner->transport(m_results[index].node))) {
        readLocally(index, addrs, full);
    } else {
        issue(index, QStringLiteral("ip addr"), tool(Tool::IpAddr).build(),
              [addrs](NodeInventory &inv, const CommandResult &r) {
                  Result<probe::IpAddrResult> parsed =
                      probe::IpAddrParser::parse(QString::fromUtf8(r.stdoutData));
                  if (r.exitCode != 0 || !parsed) {
                      addIssue(inv, QStringLiteral("ip addr"),
                               r.exitCode != 0 ? failureText(r) : parsed.error().toString());
                      return;
                  }
                  *addrs = parsed.value();
                  applyAddresses(inv, parsed.value());
              });
        issue(index, QStringLiteral("ip route"), tool(Tool::IpRoute).build(),
              [](NodeInventory &inv, const CommandResult &r) {
                  Result<probe::IpRouteResult> parsed =
                      probe::IpRouteParser::parse(QString::fromUtf8(r.stdoutData));
                  if (r.exitCode != 0 || !parsed)
                      addIssue(inv, QStringLiteral("ip route"),
                               r.exitCode != 0 ? failureText(r) : parsed.error().toString());
                  else
                      inv.routes = parsed->routes;
              });
        // rdma (iproute2) is always there; ibdev2netdev (MLNX OFED) only asked when it is not.
        if (full)
            issue(index, QStringLiteral("rdma link"), tool(Tool::RdmaLink).build(),
                  [this, index](NodeInventory &inv, const CommandResult &r) {
                      Result<probe::RdmaNetdevLinks> parsed =
                          probe::RdmaLinkParser::parse(QString::fromUtf8(r.stdoutData));
                      if (r.exitCode == 0 && parsed && !parsed->links.isEmpty()) {
                          applyRdmaLinks(inv, parsed.value());
                          inv.readings.rdmaLinks = parsed.value();
                          return;
                      }
                      // iproute2's rdma answered and listed nothing: the
                      // kernel has no RDMA device, unless a vendor tool sees one.
                      const bool rdmaListedNone = r.exitCode == 0 && parsed && parsed->links.isEmpty();
                      issue(index, QStringLiteral("ibdev2netdev"), tool(Tool::Ibdev2netdev).build(),
                            [this, index, rdmaListedNone](NodeInventory &inv2, const CommandResult &r2) {
                                Result<probe::RdmaNetdevLinks> p2 =
                                    probe::Ibdev2netdevParser::parse(QString::fromUtf8(r2.stdoutData));
                                if (r2.exitCode == 0 && p2 && !p2->links.isEmpty()) {
                                    applyRdmaLinks(inv2, p2.value());
                                    inv2.readings.rdmaLinks = p2.value();
                                    return;
                                }
                                // rdma-core's ibstat names the devices, not
                                // the netdevs: the Spark's fixed pairing does.
                                issue(index, QStringLiteral("ibstat"), tool(Tool::Ibstat).build(),
                                      [r2, rdmaListedNone](NodeInventory &inv3, const CommandResult &r3) {
                                          Result<probe::IbstatResult> p3 =
                                              probe::IbstatParser::parse(QString::fromUtf8(r3.stdoutData));
                                          if (r3.exitCode == 0 && p3 && applyIbstat(inv3, p3.value())) {
                                              inv3.readings.ibstat = p3.value();
                                              return;
                                          }
                                          if (rdmaListedNone) {
                                              inv3.rdmaAbsent = QCoreApplication::translate(
                                                  "railyard::inventory::InventoryCollector",
                                                  "no RDMA device: rdma link lists none");
                                              return;
                                          }
                                          addIssue(inv3, QStringLiteral("rdma devices"),
                                                   r2.exitCode != 0
                                                       ? failureText(r2)
                                                       : QCoreApplication::translate(
                                                             "railyard::inventory::InventoryCollector",
                                                             "no RDMA devices"));
                                      });
                            });
                  });
    }
    m_addrs.insert(index, addrs);
    if (!full) {
        if (m_pending[index] == 0)
            finishNode(index);
        return;
    }
    for (const NetdevInventory &n : m_results[index].netdevs) {
        const QString dev = n.netdev;
        issue(index, QStringLiteral("ethtool -i ") + dev, tool(Tool::EthtoolInfo, dev).build(),
              [dev](NodeInventory &inv, const CommandResult &r) {
                  Result<probe::EthtoolInfo> parsed =
                      probe::EthtoolInfoParser::parse(QString::fromUtf8(r.stdoutData));
                  if (r.exitCode != 0 || !parsed) {
                      addIssue(inv, QStringLiteral("ethtool -i ") + dev,
                               r.exitCode != 0 ? failureText(r) : parsed.error().toString());
                      return;
                  }
                  inv.readings.ethtoolInfo.insert(dev, parsed.value());
                  NetdevInventory *nd = inv.netdev(dev);
                  nd->driver = parsed->driver;
                  nd->driverVersion = parsed->version.value_or(QString());
                  nd->firmware = parsed->firmwareVersion.value_or(QString());
                  nd->busInfo = parsed->busInfo.value_or(QString());
              });
        issue(index, QStringLiteral("ethtool ") + dev, tool(Tool::EthtoolLink, dev).build(),
              [dev](NodeInventory &inv, const CommandResult &r) {
                  Result<probe::EthtoolLinkResult> parsed =
                      probe::EthtoolLinkParser::parse(QString::fromUtf8(r.stdoutData));
                  const probe::EthtoolLinkSettings *s = parsed ? parsed->last(dev) : nullptr;
                  if (!s && parsed && parsed->interfaces.size() == 1)
                      s = &parsed->interfaces.first();
                  if (r.exitCode != 0 || !s) {
                      addIssue(inv, QStringLiteral("ethtool ") + dev,
                               r.exitCode != 0
                                   ? failureText(r)
                                   : QCoreApplication::translate("railyard::inventory::InventoryCollector",
                                                                 "no link settings printed"));
                      return;
                  }
                  inv.readings.ethtoolLink.insert(dev, *s);
                  NetdevInventory *nd = inv.netdev(dev);
                  nd->speedMbps = s->speedMbps;
                  nd->lanes = s->lanes;
                  if (!nd->carrier && s->linkDetected)
                      nd->carrier = s->linkDetected;
              });
    }
    issue(index, QStringLiteral("nvidia-smi"), tool(Tool::NvidiaSmi).build(),
          [](NodeInventory &inv, const CommandResult &r) {
              Result<probe::NvidiaSmiResult> parsed =
                  probe::NvidiaSmiParser::parse(QString::fromUtf8(r.stdoutData));
              if (r.exitCode != 0 || !parsed || parsed->gpus.isEmpty()) {
                  addIssue(inv, QStringLiteral("nvidia-smi"),
                           r.exitCode != 0 ? failureText(r)
                           : !parsed       ? parsed.error().toString()
                                     : QCoreApplication::translate("railyard::inventory::InventoryCollector",
                                                                   "no GPU listed"));
                  return;
              }
              inv.readings.nvidiaSmi = parsed.value();
              inv.gpuName = parsed->gpus.first().name;
              inv.gpuDriver = parsed->driverVersion.value_or(QString());
              inv.cudaVersion = parsed->cudaVersion.value_or(QString());
          });
    // `which` prints the path of each program it finds and exits 1 if any is missing.
    CommandBuilder which(QStringLiteral("which"));
    for (const QString &tool : NodeInventory::toolNames())
        which.word(tool);
    issue(index, QStringLiteral("which"), which.build(), [](NodeInventory &inv, const CommandResult &r) {
        if (r.exitCode > 1) {
            addIssue(inv, QStringLiteral("which"), failureText(r));
            return;
        }
        QStringList found;
        for (const QString &line :
             QString::fromUtf8(r.stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            found << QFileInfo(line.trimmed()).fileName();
        for (const QString &tool : NodeInventory::toolNames())
            inv.tools.insert(tool, found.contains(tool));
    });
    issue(index, QStringLiteral("sudo -n true"),
          CommandBuilder(QStringLiteral("sudo"))
              .flag(QStringLiteral("-n"))
              .word(QStringLiteral("true"))
              .build(),
          [](NodeInventory &inv, const CommandResult &r) {
              // 1 is sudo's "a password is required"; anything else means sudo itself is missing or broken.
              if (r.exitCode == 0 || r.exitCode == 1)
                  inv.passwordlessSudo = r.exitCode == 0;
              else
                  addIssue(inv, QStringLiteral("sudo -n true"), failureText(r));
          });

    // A node that could not even start its commands ends here.
    if (m_pending[index] == 0)
        finishNode(index);
}

void InventoryCollector::startRootReads(int index)
{
    NodeInventory &inv = m_results[index];
    const bool root = inv.passwordlessSudo.value_or(false);
    // The netplan files, also other tools' (names for anyone, contents as
    // root). Their secrets never leave this function: the output is not
    // recorded, and what is kept is blanked by structure.
    issue(index, QStringLiteral("ls /etc/netplan"),
          CommandBuilder(QStringLiteral("ls")).flag(QStringLiteral("-1A")).path(kNetplanDir).build(),
          [this, index, root](NodeInventory &inv2, const CommandResult &r) {
              if (r.exitCode != 0) {
                  if (!r.stderrData.contains("No such file"))
                      addIssue(inv2, QStringLiteral("ls /etc/netplan"), failureText(r));
                  return;
              }
              QStringList names;
              for (const QString &l :
                   QString::fromUtf8(r.stdoutData).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                  if (l.endsWith(QLatin1String(".yaml"))) {
                      names << l;
                      inv2.netplanFiles.insert(l, {});
                  }
              }
              inv2.netplanContentsRead = root;
              if (!root)
                  return;
              for (const QString &name : names) {
                  const QString path = kNetplanDir + QLatin1Char('/') + name;
                  issue(
                      index, QStringLiteral("cat ") + path,
                      CommandBuilder(QStringLiteral("cat")).path(path).asRoot().secretOutput().build(),
                      [name, path](NodeInventory &inv3, const CommandResult &r3) {
                          if (r3.exitCode != 0) {
                              inv3.netplanContentsRead = false;
                              addIssue(inv3, QStringLiteral("cat ") + path, failureText(r3));
                              return;
                          }
                          inv3.netplanFiles.insert(
                              name,
                              report::Redactor::blankYamlSecrets(QString::fromUtf8(r3.stdoutData)).toUtf8());
                      });
              }
          });
    for (const PortInventory &p : inv.ports) {
        const model::Rail rail(p.port, 1);
        const int port = p.port;
        const QString dev = rail.netdev();
        issue(index, QStringLiteral("ethtool -m ") + dev, tool(Tool::EthtoolModule, dev).asRoot(root).build(),
              [port, dev](NodeInventory &inv2, const CommandResult &r) {
                  Result<probe::EthtoolModule> parsed =
                      probe::EthtoolModuleParser::parse(QString::fromUtf8(r.stdoutData));
                  if (r.exitCode == 0 && parsed) {
                      inv2.ports[port].module = parsed.value();
                      inv2.readings.modules.insert(dev, parsed.value());
                      return;
                  }
                  // An empty cage has no EEPROM to read; that is not a failure.
                  const model::Port pp(port);
                  const bool linked = inv2.rail(pp.rail(1)).carrier.value_or(false) ||
                                      inv2.rail(pp.rail(2)).carrier.value_or(false);
                  if (linked)
                      addIssue(inv2, QStringLiteral("ethtool -m ") + dev,
                               r.exitCode != 0 ? failureText(r) : parsed.error().toString());
              });
        // The port's physical-layer counters (CRC, per-lane errors, link
        // drops) and its FEC mode, for the error-counter and FEC rules; the
        // phy counters are per port, so one netdev of it is enough. An
        // empty port has nothing to count.
        const model::Port pp(port);
        if (!inv.rail(pp.rail(1)).carrier.value_or(false) && !inv.rail(pp.rail(2)).carrier.value_or(false))
            continue;
        issue(
            index, QStringLiteral("ethtool -S ") + dev, tool(Tool::EthtoolStats, dev).build(),
            [dev](NodeInventory &inv2, const CommandResult &r) {
                Result<probe::EthtoolStats> parsed =
                    probe::EthtoolStatsParser::parse(QString::fromUtf8(r.stdoutData));
                if (r.exitCode == 0 && parsed) {
                    // Untimed: the rules compare two readings by what
                    // they counted, and a rate needs a common clock.
                    inv2.readings.ethtoolStats[dev].append(diag::EthtoolSample{parsed.value(), std::nullopt});
                    return;
                }
                addIssue(inv2, QStringLiteral("ethtool -S ") + dev,
                         r.exitCode != 0 ? failureText(r) : parsed.error().toString());
            });
        issue(index, QStringLiteral("ethtool --show-fec ") + dev, tool(Tool::EthtoolFec, dev).build(),
              [dev](NodeInventory &inv2, const CommandResult &r) {
                  Result<probe::EthtoolFecResult> parsed =
                      probe::EthtoolFecParser::parse(QString::fromUtf8(r.stdoutData));
                  if (r.exitCode == 0 && parsed && !parsed->interfaces.isEmpty()) {
                      const probe::EthtoolFecSettings *s = parsed->last(dev);
                      inv2.readings.fec.insert(dev, s ? *s : parsed->interfaces.last());
                      return;
                  }
                  addIssue(inv2, QStringLiteral("ethtool --show-fec ") + dev,
                           r.exitCode != 0 ? failureText(r)
                           : parsed ? QCoreApplication::translate("railyard::inventory::InventoryCollector",
                                                                  "no FEC settings printed")
                                    : parsed.error().toString());
              });
    }
    // The kernel's log: PCIe bandwidth lines, link drops, module and
    // firmware complaints. Ubuntu restricts it to root (dmesg_restrict).
    issue(index, QStringLiteral("dmesg"), tool(Tool::Dmesg).asRoot(root).build(),
          [root](NodeInventory &inv2, const CommandResult &r) {
              Result<probe::DmesgResult> parsed = probe::DmesgParser::parse(QString::fromUtf8(r.stdoutData));
              if (r.exitCode == 0 && parsed) {
                  inv2.readings.dmesg = parsed.value();
                  return;
              }
              addIssue(inv2, QStringLiteral("dmesg"),
                       r.exitCode != 0 && !root
                           ? QCoreApplication::translate(
                                 "railyard::inventory::InventoryCollector",
                                 "%1 (the kernel log may need root; sudo needs a password)")
                                 .arg(failureText(r))
                       : r.exitCode != 0 ? failureText(r)
                                         : parsed.error().toString());
          });
    for (const NetdevInventory &n : inv.netdevs) {
        if (n.busInfo.isEmpty())
            continue; // ethtool -i already said why
        const QString dev = n.netdev;
        const QString bus = n.busInfo;
        issue(index, QStringLiteral("lspci ") + bus, tool(Tool::Lspci, bus).asRoot(root).build(),
              [dev, bus, root](NodeInventory &inv2, const CommandResult &r) {
                  Result<probe::LspciResult> parsed =
                      probe::LspciParser::parse(QString::fromUtf8(r.stdoutData));
                  const probe::LspciDevice *d = parsed ? parsed->find(bus) : nullptr;
                  NetdevInventory *nd = inv2.netdev(dev);
                  if (d) {
                      nd->pcieCap = d->linkCap;
                      nd->pcieSta = d->linkSta;
                      if (!inv2.readings.lspci)
                          inv2.readings.lspci = probe::LspciResult{};
                      inv2.readings.lspci->devices.append(*d);
                  }
                  if (!d || !d->linkSta)
                      addIssue(inv2, QStringLiteral("lspci ") + bus,
                               r.exitCode != 0 ? failureText(r)
                               : root
                                   ? QCoreApplication::translate("railyard::inventory::InventoryCollector",
                                                                 "no PCIe link status printed")
                                   : QCoreApplication::translate(
                                         "railyard::inventory::InventoryCollector",
                                         "no PCIe link status printed (lspci needs root for it; sudo needs "
                                         "a password)"));
              });
    }
}

void InventoryCollector::commandDone(int index)
{
    if (--m_pending[index] > 0)
        return;
    NodeInventory &inv = m_results[index];
    if (m_phase[index] == 0) {
        m_phase[index] = 1;
        const auto addrs = m_addrs.take(index);
        findManagement(inv, addrs && addrs->has_value() ? &addrs->value() : nullptr);
        // hostname runs everywhere; when even it failed, the node is unreachable.
        const bool hostnameFailed =
            std::any_of(inv.issues.cbegin(), inv.issues.cend(),
                        [](const InventoryIssue &i) { return i.field == QLatin1String("hostname"); });
        if (hostnameFailed && inv.hostname.isEmpty() && inv.kernel.isEmpty())
            inv.reachable = false;
        if (inv.reachable && m_scope == Scope::Full)
            startRootReads(index);
        if (m_pending[index] > 0)
            return;
    }
    finishNode(index);
}

void InventoryCollector::finishNode(int index)
{
    NodeInventory &inv = m_results[index];
    if (!inv.reachable && inv.issues.size() > 1) {
        // One clear error instead of one per command that could not run.
        const InventoryIssue first = inv.issues.first();
        inv.issues = {first};
    }
    Q_EMIT nodeFinished(inv);
    if (--m_nodesLeft == 0) {
        m_running = false;
        Q_EMIT finished();
    }
}

} // namespace railyard::inventory
