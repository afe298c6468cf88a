// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace railyard::probe {

// Every parser by the KIND name used on the command line
// (`railyard-cli parse KIND FILE`), for the CLI, the fuzzers and the
// robustness tests. The typed parsers stay the API for everything else.
class ParserRegistry
{
public:
    // ibdev2netdev, rdma-link, ibstat, ip-link, ip-addr, ip-route, ip-neigh, ethtool-link,
    // ethtool-info, ethtool-fec, ethtool-stats, ethtool-module, ib-write-bw,
    // ib-read-bw, ib-write-lat, nccl-tests, nccl-log, nvidia-smi, ibv-devinfo,
    // lspci, dmesg, mlxlink
    static QStringList kinds();
    static bool hasKind(const QString &kind);
    // The parsed result as JSON (field names in docs/cli.md), or the parse
    // error (with line number) when `text` is not that kind of output.
    static Result<QJsonObject> parseToJson(const QString &kind, const QString &text);
};

} // namespace railyard::probe
