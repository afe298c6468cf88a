// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point for the netplan reader of an apply: the planner
// decides from NodeSnapshot which files of /etc/netplan to back up and move
// aside, and preflight refuses files it cannot read. Those files come from
// the node and may hold anything an administrator (or a broken tool) wrote.
#include "apply/nodesnapshot.h"

#include <QByteArray>
#include <QSet>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using railyard::apply::NodeSnapshot;

namespace {

[[noreturn]] void fail(const char *what, const QByteArray &content, const QString &detail = QString())
{
    std::fprintf(stderr, "netplan reader: %s: '%s'\n--- input (%lld bytes) ---\n%s\n---\n", what,
                 qPrintable(detail), qlonglong(content.size()), content.left(4000).constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray content(reinterpret_cast<const char *>(data), qsizetype(size));
    const QStringList cluster = NodeSnapshot::clusterNetdevs();

    const QStringList mentioned = NodeSnapshot::mentionedClusterNetdevs(content);
    if (QSet<QString>(mentioned.cbegin(), mentioned.cend()).size() != mentioned.size())
        fail("a netdev is mentioned twice", content, mentioned.join(QLatin1Char(',')));
    for (const QString &m : mentioned) {
        if (!cluster.contains(m))
            fail("mentioned netdev is not a cluster netdev", content, m);
    }

    const std::optional<QStringList> defined = NodeSnapshot::definedInterfaces(content);
    // Same bytes, same answer: the planner and preflight each read the file.
    if (NodeSnapshot::definedInterfaces(content) != defined)
        fail("definedInterfaces is not deterministic", content);
    if (NodeSnapshot::mentionedClusterNetdevs(content) != mentioned)
        fail("mentionedClusterNetdevs is not deterministic", content);
    if (!defined)
        return 0;
    for (const QString &d : *defined) {
        // An empty name cannot be an interface; preflight would list it as
        // an "other" interface and refuse the file for it.
        if (d.isEmpty())
            fail("an empty interface name", content);
        // ChangePlanner skips files that mention no cluster netdev before it
        // looks at what they define: a file that defines one but is not
        // "mentioning" it would neither be backed up nor moved aside.
        if (cluster.contains(d) && !mentioned.contains(d))
            fail("defines a cluster netdev it does not mention", content, d);
    }
    return 0;
}
