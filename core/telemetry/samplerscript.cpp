// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/samplerscript.h"

#include "remote/commandbuilder.h"

#include <QCoreApplication>

namespace railyard::telemetry {

namespace {

// $1: sleep seconds, $2: phy every n ticks (0: never), then the netdevs.
// A closed stream ends the loop: the next echo gets SIGPIPE.
const char Script[] = R"RY(s=$1; e=$2; shift 2; i=0
while :; do
  t=${EPOCHREALTIME:-}
  [ -n "$t" ] || t=$(date +%s.%N) || exit 3
  for n do
    l="RY1 $i $t $n"
    f=/sys/class/net/$n
    if [ -r "$f/statistics/rx_bytes" ]; then
      c=x; read c 2>/dev/null <"$f/carrier"
      read r <"$f/statistics/rx_bytes"; read x <"$f/statistics/tx_bytes"
      l="$l carrier=$c rx_bytes=$r tx_bytes=$x"
      for p in "$f"/device/infiniband/*/ports/1/counters; do
        [ -r "$p/port_rcv_data" ] || continue
        read r <"$p/port_rcv_data"; read x <"$p/port_xmit_data"
        l="$l port_rcv_data=$r port_xmit_data=$x"
      done
    else
      l="$l missing=1"
    fi
    if [ "$e" -gt 0 ] && [ $((i % e)) -eq 0 ]; then
      l="$l phy=1$(ethtool -S "$n" 2>/dev/null | grep -E '^ *(rx_bytes_phy|tx_bytes_phy|rx_vport_rdma_unicast_bytes|tx_vport_rdma_unicast_bytes|rx_corrected_bits_phy|rx_symbol_err_phy|rx_crc_errors_phy|link_down_events_phy|rx_err_lane_[0-9]_phy): ' | while read -r k v; do printf ' %s=%s' "${k%:}" "$v"; done)"
    fi
    echo "$l"
  done
  i=$((i + 1))
  sleep "$s"
done
)RY";

} // namespace

QString SamplerScript::text()
{
    return QString::fromLatin1(Script);
}

Result<remote::RemoteCommand> SamplerScript::command(const QStringList &netdevs, int intervalMs, int phyEvery)
{
    if (netdevs.isEmpty())
        return Error{QCoreApplication::translate("railyard::telemetry::SamplerScript",
                                                 "the sampler needs at least one netdev")};
    const int ms = std::max(100, intervalMs);
    remote::CommandBuilder b(QStringLiteral("sh"));
    b.flag(QStringLiteral("-c"))
        .constant(Script)
        .word(QStringLiteral("railyard-sampler")) // $0 for messages; ps still shows sh (pkill -f finds it)
        .word(QStringLiteral("%1.%2").arg(ms / 1000).arg(ms % 1000, 3, 10, QLatin1Char('0')))
        .number(std::max(0, phyEvery));
    for (const QString &n : netdevs)
        b.interface(n);
    return b.streaming(true).timeout(0).build();
}

Result<remote::RemoteCommand> SamplerScript::directCommand(const QStringList &netdevs, int intervalMs,
                                                           int phyEvery)
{
    if (netdevs.isEmpty())
        return Error{QCoreApplication::translate("railyard::telemetry::SamplerScript",
                                                 "the sampler needs at least one netdev")};
    remote::CommandBuilder b(QStringLiteral("railyard-sampler"));
    b.flag(QStringLiteral("--interval-ms"))
        .number(std::max(100, intervalMs))
        .flag(QStringLiteral("--phy-every"))
        .number(std::max(0, phyEvery));
    for (const QString &n : netdevs)
        b.interface(n);
    return b.streaming(true).timeout(0).build();
}

} // namespace railyard::telemetry
