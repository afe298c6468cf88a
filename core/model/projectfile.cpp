// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/projectfile.h"

#include "model/ipv4subnet.h"
#include "model/port.h"
#include "model/tokenrules.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>
#include <yaml-cpp/yaml.h>

namespace railyard::model {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Collects the first error with its position; parsing stops there.
class Reader
{
public:
    explicit Reader(const QString &fileName) : m_file(fileName) {}

    Error error(const YAML::Node &node, const QString &message) const
    {
        const YAML::Mark mark = node.Mark();
        return Error{message, m_file, mark.line >= 0 ? mark.line + 1 : 0,
                     mark.column >= 0 ? mark.column + 1 : 0};
    }

    Result<void> keys(const YAML::Node &map, const QString &where, const QSet<QString> &allowed) const
    {
        if (!map.IsMap())
            return error(map, QCoreApplication::translate("railyard::model::ProjectFile",
                                                          "%1 must be a mapping of keys to values")
                                  .arg(where));
        for (const auto &kv : map) {
            const QString key = qs(kv.first.Scalar());
            if (!kv.first.IsScalar() || !allowed.contains(key)) {
                QStringList sorted(allowed.begin(), allowed.end());
                sorted.sort();
                return error(kv.first, QCoreApplication::translate("railyard::model::ProjectFile",
                                                                   "unknown key '%1' in %2 (allowed: %3)")
                                           .arg(key.left(40), where, sorted.join(QStringLiteral(", "))));
            }
        }
        return {};
    }

    Result<QString> string(const YAML::Node &node, const QString &what) const
    {
        if (!node.IsScalar())
            return error(node, QCoreApplication::translate("railyard::model::ProjectFile",
                                                           "%1 must be a single value, not a list or mapping")
                                   .arg(what));
        return qs(node.Scalar());
    }

    Result<int> integer(const YAML::Node &node, const QString &what, int min, int max) const
    {
        auto text = string(node, what);
        if (!text)
            return text.error();
        bool ok = false;
        const int value = text->toInt(&ok);
        if (!ok || value < min || value > max)
            return error(node,
                         QCoreApplication::translate("railyard::model::ProjectFile",
                                                     "%1 must be a whole number from %2 to %3, not '%4'")
                             .arg(what)
                             .arg(min)
                             .arg(max)
                             .arg(text->left(40)));
        return value;
    }

    Result<bool> boolean(const YAML::Node &node, const QString &what) const
    {
        auto text = string(node, what);
        if (!text)
            return text.error();
        if (*text == QLatin1String("true"))
            return true;
        if (*text == QLatin1String("false"))
            return false;
        return error(node,
                     QCoreApplication::translate("railyard::model::ProjectFile", "%1 must be true or false")
                         .arg(what));
    }

    Result<CableEnd> cableEnd(const YAML::Node &node, const QString &what) const
    {
        auto text = string(node, what);
        if (!text)
            return text.error();
        const qsizetype colon = text->lastIndexOf(QLatin1Char(':'));
        bool ok = false;
        const int port = colon > 0 ? text->mid(colon + 1).toInt(&ok) : -1;
        if (colon <= 0 || !ok || !Port::isValidIndex(port) || !TokenRules::isNodeName(text->left(colon)))
            return error(node, QCoreApplication::translate("railyard::model::ProjectFile",
                                                           "%1 must be NODE:PORT with port 0 or 1, not '%2'")
                                   .arg(what, text->left(60)));
        return CableEnd{text->left(colon), port};
    }

private:
    QString m_file;
};

// yaml-cpp recurses per nesting level; bound it before it can exhaust the stack.
bool nestingTooDeep(const QByteArray &yaml, int limit)
{
    int depth = 0;
    int indentDepth = 0;
    for (qsizetype i = 0; i < yaml.size(); ++i) {
        const char c = yaml.at(i);
        if (c == '[' || c == '{') {
            if (++depth > limit)
                return true;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        } else if (c == '\n') {
            qsizetype j = i + 1;
            while (j < yaml.size() && yaml.at(j) == ' ')
                ++j;
            indentDepth = int(j - i - 1);
            if (indentDepth > limit * 8)
                return true;
        }
    }
    return false;
}

Result<Cluster> readCluster(const YAML::Node &root, const Reader &r)
{
    if (auto ok = r.keys(root, QCoreApplication::translate("railyard::model::ProjectFile", "the top level"),
                         {QStringLiteral("version"), QStringLiteral("cluster")});
        !ok)
        return ok.error();
    if (!root[std::string("version")])
        return r.error(root,
                       QCoreApplication::translate("railyard::model::ProjectFile",
                                                   "the key 'version' is missing (this format is version %1)")
                           .arg(ProjectFile::Version));
    auto version = r.integer(root[std::string("version")], QStringLiteral("version"), 1, 1000);
    if (!version)
        return version.error();
    if (*version != ProjectFile::Version)
        return r.error(
            root[std::string("version")],
            QCoreApplication::translate("railyard::model::ProjectFile",
                                        "version %1 is not supported by this Railyard (it reads version %2)")
                .arg(*version)
                .arg(ProjectFile::Version));
    const YAML::Node c = root[std::string("cluster")];
    if (!c)
        return r.error(root, QCoreApplication::translate("railyard::model::ProjectFile",
                                                         "the key 'cluster' is missing"));
    if (auto ok = r.keys(c, QStringLiteral("cluster"),
                         {QStringLiteral("topology"), QStringLiteral("port"), QStringLiteral("mtu"),
                          QStringLiteral("subnet_pool"), QStringLiteral("avoid"),
                          QStringLiteral("allow_large_ring"), QStringLiteral("known_hosts"),
                          QStringLiteral("nodes"), QStringLiteral("cables")});
        !ok)
        return ok.error();

    Cluster cluster;
    if (!c[std::string("topology")])
        return r.error(c, QCoreApplication::translate("railyard::model::ProjectFile",
                                                      "cluster.topology is missing (one of %1)")
                              .arg(topologyNames().join(QStringLiteral(", "))));
    auto topo = r.string(c[std::string("topology")], QStringLiteral("cluster.topology"));
    if (!topo)
        return topo.error();
    const auto topology = topologyFromName(*topo);
    if (!topology)
        return r.error(
            c[std::string("topology")],
            QCoreApplication::translate("railyard::model::ProjectFile", "unknown topology '%1' (one of %2)")
                .arg(topo->left(40), topologyNames().join(QStringLiteral(", "))));
    cluster.topology = *topology;
    if (const auto n = c[std::string("port")]) {
        auto port = r.integer(n, QStringLiteral("cluster.port"), 0, 1);
        if (!port)
            return port.error();
        cluster.options.port = *port;
    }
    if (const auto n = c[std::string("mtu")]) {
        auto mtu = r.integer(n, QStringLiteral("cluster.mtu"), 1280, 9978);
        if (!mtu)
            return mtu.error();
        cluster.options.mtu = *mtu;
    }
    if (const auto n = c[std::string("subnet_pool")]) {
        auto pool = r.string(n, QStringLiteral("cluster.subnet_pool"));
        if (!pool)
            return pool.error();
        if (auto parsed = Ipv4Subnet::parse(*pool); !parsed)
            return r.error(n, parsed.error().message);
        cluster.options.subnetPool = *pool;
    }
    if (const auto n = c[std::string("avoid")]) {
        if (!n.IsSequence())
            return r.error(n, QCoreApplication::translate("railyard::model::ProjectFile",
                                                          "cluster.avoid must be a list of CIDRs"));
        for (const auto &item : n) {
            auto cidr = r.string(item, QStringLiteral("cluster.avoid"));
            if (!cidr)
                return cidr.error();
            if (auto parsed = Ipv4Subnet::parse(*cidr, true); !parsed)
                return r.error(item, parsed.error().message);
            cluster.options.avoid << *cidr;
        }
    }
    if (const auto n = c[std::string("allow_large_ring")]) {
        auto b = r.boolean(n, QStringLiteral("cluster.allow_large_ring"));
        if (!b)
            return b.error();
        cluster.options.allowLargeRing = *b;
    }
    if (const auto n = c[std::string("known_hosts")]) {
        auto path = r.string(n, QStringLiteral("cluster.known_hosts"));
        if (!path)
            return path.error();
        if (!TokenRules::isPath(*path))
            return r.error(n,
                           QCoreApplication::translate("railyard::model::ProjectFile",
                                                       "cluster.known_hosts must be an absolute or ~/ path"));
        cluster.options.knownHostsFile = *path;
    }

    const YAML::Node nodes = c[std::string("nodes")];
    if (!nodes || !nodes.IsSequence() || nodes.size() == 0)
        return r.error(nodes ? nodes : c,
                       QCoreApplication::translate("railyard::model::ProjectFile",
                                                   "cluster.nodes must be a non-empty list of nodes"));
    QSet<QString> seen;
    for (const auto &n : nodes) {
        if (auto ok = r.keys(n, QCoreApplication::translate("railyard::model::ProjectFile", "a node"),
                             {QStringLiteral("name"), QStringLiteral("address"), QStringLiteral("user"),
                              QStringLiteral("ssh_port"), QStringLiteral("identity_file"),
                              QStringLiteral("local")});
            !ok)
            return ok.error();
        Node node;
        if (!n[std::string("name")] || !n[std::string("address")])
            return r.error(n, QCoreApplication::translate("railyard::model::ProjectFile",
                                                          "every node needs 'name' and 'address'"));
        auto name = r.string(n[std::string("name")], QStringLiteral("name"));
        if (!name)
            return name.error();
        if (!TokenRules::isNodeName(*name))
            return r.error(n[std::string("name")],
                           QCoreApplication::translate(
                               "railyard::model::ProjectFile",
                               "node name '%1' is not valid (letters, digits, '.', '_' and '-', at most 63)")
                               .arg(name->left(64)));
        if (seen.contains(name->toLower()))
            return r.error(n[std::string("name")], QCoreApplication::translate("railyard::model::ProjectFile",
                                                                               "node '%1' is listed twice")
                                                       .arg(*name));
        seen.insert(name->toLower());
        node.name = *name;
        auto address = r.string(n[std::string("address")], QStringLiteral("address"));
        if (!address)
            return address.error();
        if (!TokenRules::isHostAddress(*address))
            return r.error(
                n[std::string("address")],
                QCoreApplication::translate("railyard::model::ProjectFile",
                                            "address '%1' of node %2 is not an IP address or host name")
                    .arg(address->left(64), *name));
        node.managementAddress = *address;
        if (const auto u = n[std::string("user")]) {
            auto user = r.string(u, QStringLiteral("user"));
            if (!user)
                return user.error();
            if (!TokenRules::isUserName(*user))
                return r.error(u, QCoreApplication::translate("railyard::model::ProjectFile",
                                                              "user '%1' of node %2 is not a valid user name")
                                      .arg(user->left(40), *name));
            node.sshUser = *user;
        }
        if (const auto p = n[std::string("ssh_port")]) {
            auto port = r.integer(p, QStringLiteral("ssh_port"), 1, 65535);
            if (!port)
                return port.error();
            node.sshPort = *port;
        }
        if (const auto f = n[std::string("identity_file")]) {
            auto path = r.string(f, QStringLiteral("identity_file"));
            if (!path)
                return path.error();
            if (!TokenRules::isPath(*path))
                return r.error(
                    f, QCoreApplication::translate("railyard::model::ProjectFile",
                                                   "identity_file of node %1 must be an absolute or ~/ path")
                           .arg(*name));
            node.identityFile = *path;
        }
        if (const auto l = n[std::string("local")]) {
            auto local = r.boolean(l, QStringLiteral("local"));
            if (!local)
                return local.error();
            node.local = *local;
        }
        cluster.nodes.append(node);
    }

    if (const auto cables = c[std::string("cables")]) {
        if (!cables.IsSequence())
            return r.error(cables, QCoreApplication::translate("railyard::model::ProjectFile",
                                                               "cluster.cables must be a list"));
        for (const auto &cn : cables) {
            if (auto ok = r.keys(cn, QCoreApplication::translate("railyard::model::ProjectFile", "a cable"),
                                 {QStringLiteral("a"), QStringLiteral("b")});
                !ok)
                return ok.error();
            if (!cn[std::string("a")] || !cn[std::string("b")])
                return r.error(cn, QCoreApplication::translate(
                                       "railyard::model::ProjectFile",
                                       "every cable needs 'a' and 'b' (NODE:PORT, or 'switch' for b)"));
            auto a = r.cableEnd(cn[std::string("a")], QStringLiteral("a"));
            if (!a)
                return a.error();
            Cable cable{*a, std::nullopt};
            const YAML::Node bn = cn[std::string("b")];
            if (!(bn.IsScalar() && bn.Scalar() == "switch")) {
                auto b = r.cableEnd(bn, QStringLiteral("b"));
                if (!b)
                    return b.error();
                cable.b = *b;
            }
            cluster.cables.append(cable);
        }
    }
    return cluster;
}

} // namespace

Result<Cluster> ProjectFile::parse(const QByteArray &yaml, const QString &fileName)
{
    if (yaml.size() > MaxBytes)
        return Error{QCoreApplication::translate(
                         "railyard::model::ProjectFile",
                         "the file is %1 KiB; a project file is at most %2 KiB, so this is not one")
                         .arg(yaml.size() / 1024)
                         .arg(MaxBytes / 1024),
                     fileName};
    if (nestingTooDeep(yaml, MaxNesting))
        return Error{
            QCoreApplication::translate("railyard::model::ProjectFile",
                                        "the file nests deeper than %1 levels; a project file never does")
                .arg(MaxNesting),
            fileName};
    Reader reader(fileName);
    try {
        const YAML::Node root = YAML::Load(yaml.toStdString());
        if (!root.IsMap())
            return Error{QCoreApplication::translate(
                             "railyard::model::ProjectFile",
                             "not a Railyard project file (expected a mapping with 'version' and 'cluster')"),
                         fileName, 1, 1};
        return readCluster(root, reader);
    } catch (const YAML::Exception &e) {
        // yaml-cpp reports syntax errors only by exception; turned into a value here.
        return Error{QCoreApplication::translate("railyard::model::ProjectFile", "YAML syntax error: %1")
                         .arg(qs(e.msg)),
                     fileName, e.mark.line >= 0 ? e.mark.line + 1 : 0,
                     e.mark.column >= 0 ? e.mark.column + 1 : 0};
    }
}

Result<Cluster> ProjectFile::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QCoreApplication::translate("railyard::model::ProjectFile", "cannot open: %1")
                         .arg(file.errorString()),
                     path};
    if (file.size() > MaxBytes)
        return Error{QCoreApplication::translate(
                         "railyard::model::ProjectFile",
                         "the file is %1 KiB; a project file is at most %2 KiB, so this is not one")
                         .arg(file.size() / 1024)
                         .arg(MaxBytes / 1024),
                     path};
    return parse(file.read(MaxBytes + 1), path);
}

QByteArray ProjectFile::serialize(const Cluster &cluster)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "version" << YAML::Value << Version;
    out << YAML::Key << "cluster" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "topology" << YAML::Value << topologyName(cluster.topology).toStdString();
    out << YAML::Key << "port" << YAML::Value << cluster.options.port;
    if (cluster.options.mtu)
        out << YAML::Key << "mtu" << YAML::Value << *cluster.options.mtu;
    if (!cluster.options.subnetPool.isEmpty())
        out << YAML::Key << "subnet_pool" << YAML::Value << cluster.options.subnetPool.toStdString();
    if (!cluster.options.avoid.isEmpty()) {
        out << YAML::Key << "avoid" << YAML::Value << YAML::BeginSeq;
        for (const QString &cidr : cluster.options.avoid)
            out << cidr.toStdString();
        out << YAML::EndSeq;
    }
    if (cluster.options.allowLargeRing)
        out << YAML::Key << "allow_large_ring" << YAML::Value << true;
    if (!cluster.options.knownHostsFile.isEmpty())
        out << YAML::Key << "known_hosts" << YAML::Value << cluster.options.knownHostsFile.toStdString();
    out << YAML::Key << "nodes" << YAML::Value << YAML::BeginSeq;
    for (const Node &node : cluster.nodes) {
        out << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << node.name.toStdString();
        out << YAML::Key << "address" << YAML::Value << node.managementAddress.toStdString();
        if (!node.sshUser.isEmpty())
            out << YAML::Key << "user" << YAML::Value << node.sshUser.toStdString();
        if (node.sshPort != 22)
            out << YAML::Key << "ssh_port" << YAML::Value << node.sshPort;
        if (!node.identityFile.isEmpty())
            out << YAML::Key << "identity_file" << YAML::Value << node.identityFile.toStdString();
        if (node.local)
            out << YAML::Key << "local" << YAML::Value << true;
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
    if (!cluster.cables.isEmpty()) {
        out << YAML::Key << "cables" << YAML::Value << YAML::BeginSeq;
        for (const Cable &cable : cluster.cables) {
            out << YAML::Flow << YAML::BeginMap;
            out << YAML::Key << "a" << YAML::Value << cable.a.toString().toStdString();
            out << YAML::Key << "b" << YAML::Value
                << (cable.b ? cable.b->toString().toStdString() : std::string("switch"));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::EndMap << YAML::EndMap;
    return QByteArray(out.c_str()) + '\n';
}

Result<void> ProjectFile::save(const Cluster &cluster, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{QCoreApplication::translate("railyard::model::ProjectFile", "cannot write: %1")
                         .arg(file.errorString()),
                     path};
    file.write(serialize(cluster));
    if (!file.commit())
        return Error{QCoreApplication::translate("railyard::model::ProjectFile", "cannot write: %1")
                         .arg(file.errorString()),
                     path};
    return {};
}

} // namespace railyard::model
