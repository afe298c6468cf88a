// SPDX-License-Identifier: GPL-3.0-or-later
#include "parserregistry.h"

#include "dmesgparser.h"
#include "ethtoolfecparser.h"
#include "ethtoolinfoparser.h"
#include "ethtoollinkparser.h"
#include "ethtoolmoduleparser.h"
#include "ethtoolstatsparser.h"
#include "ibdev2netdevparser.h"
#include "ibstatparser.h"
#include "ibvdevinfoparser.h"
#include "ipaddrparser.h"
#include "iplinkparser.h"
#include "ipneighparser.h"
#include "iprouteparser.h"
#include "lspciparser.h"
#include "mlxlinkparser.h"
#include "nccllogparser.h"
#include "nccltestsparser.h"
#include "nvidiasmiparser.h"
#include "perftestparser.h"
#include "rdmalinkparser.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <functional>
#include <utility>

namespace railyard::probe {

namespace {

using JsonParser = std::function<Result<QJsonObject>(const QString &)>;

template <typename Parser> JsonParser viaParser()
{
    return [](const QString &text) -> Result<QJsonObject> {
        const auto result = Parser::parse(text);
        if (!result)
            return result.error();
        return result->toJson();
    };
}

// perftest prints the same layout for every test; the KIND names which one
// the file must hold, so an ib_write_lat log is not accepted as ib-write-bw.
JsonParser viaPerftest(const char *expectedTest, const char *toolName)
{
    return [expectedTest, toolName](const QString &text) -> Result<QJsonObject> {
        const auto result = PerftestParser::parse(text);
        if (!result)
            return result.error();
        // An output that holds only a perftest error line names no test.
        if (!result->test.isEmpty() && result->test != QLatin1String(expectedTest))
            return Error{QCoreApplication::translate("railyard::probe::ParserRegistry",
                                                     "this is ib_%1 output, not %2 output")
                             .arg(result->test, QLatin1String(toolName)),
                         QString(), 1};
        return result->toJson();
    };
}

const QList<std::pair<QString, JsonParser>> &table()
{
    // Order is the documented one (docs/cli.md).
    static const QList<std::pair<QString, JsonParser>> parsers{
        {QStringLiteral("ibdev2netdev"), viaParser<Ibdev2netdevParser>()},
        {QStringLiteral("rdma-link"), viaParser<RdmaLinkParser>()},
        {QStringLiteral("ibstat"), viaParser<IbstatParser>()},
        {QStringLiteral("ip-link"), viaParser<IpLinkParser>()},
        {QStringLiteral("ip-addr"), viaParser<IpAddrParser>()},
        {QStringLiteral("ip-route"), viaParser<IpRouteParser>()},
        {QStringLiteral("ip-neigh"), viaParser<IpNeighParser>()},
        {QStringLiteral("ethtool-link"), viaParser<EthtoolLinkParser>()},
        {QStringLiteral("ethtool-info"), viaParser<EthtoolInfoParser>()},
        {QStringLiteral("ethtool-fec"), viaParser<EthtoolFecParser>()},
        {QStringLiteral("ethtool-stats"), viaParser<EthtoolStatsParser>()},
        {QStringLiteral("ethtool-module"), viaParser<EthtoolModuleParser>()},
        {QStringLiteral("ib-write-bw"), viaPerftest("write_bw", "ib_write_bw")},
        {QStringLiteral("ib-read-bw"), viaPerftest("read_bw", "ib_read_bw")},
        {QStringLiteral("ib-write-lat"), viaPerftest("write_lat", "ib_write_lat")},
        {QStringLiteral("nccl-tests"), viaParser<NcclTestsParser>()},
        {QStringLiteral("nccl-log"), viaParser<NcclLogParser>()},
        {QStringLiteral("nvidia-smi"), viaParser<NvidiaSmiParser>()},
        {QStringLiteral("ibv-devinfo"), viaParser<IbvDevinfoParser>()},
        {QStringLiteral("lspci"), viaParser<LspciParser>()},
        {QStringLiteral("dmesg"), viaParser<DmesgParser>()},
        {QStringLiteral("mlxlink"), viaParser<MlxlinkParser>()},
    };
    return parsers;
}

} // namespace

QStringList ParserRegistry::kinds()
{
    QStringList names;
    for (const auto &entry : table())
        names.append(entry.first);
    return names;
}

bool ParserRegistry::hasKind(const QString &kind)
{
    return kinds().contains(kind);
}

Result<QJsonObject> ParserRegistry::parseToJson(const QString &kind, const QString &text)
{
    // The same tolerance for every kind: what a terminal, pager or
    // launcher added is taken off first.
    for (const auto &entry : table()) {
        if (entry.first == kind)
            return entry.second(TerminalText::clean(text));
    }
    return Error{
        QCoreApplication::translate("railyard::probe::ParserRegistry", "unknown kind '%1'; known: %2")
            .arg(kind, kinds().join(QStringLiteral(", ")))};
}

} // namespace railyard::probe
