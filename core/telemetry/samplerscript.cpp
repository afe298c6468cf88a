// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/samplerscript.h"

#include "remote/commandbuilder.h"

#include <QCoreApplication>

namespace railyard::telemetry {

namespace {

// $1: seconds between ticks ("S.mmm"), $2: phy every n ticks (0: never),
// then the netdevs. The first tick reads `ethtool -S` of every netdev (a
// baseline for each, so every netdev's first error rates come within one
// turn); every later phy tick reads one netdev, the netdevs taking turns:
// one ethtool and one grep a phy tick instead of one per netdev (the sysfs
// counters, read every tick for every netdev, carry the throughput; ethtool
// adds errors, lanes and the wire bytes). Each netdev's counters in P follow
// an "@NETDEV" line. The loop
// is the single-quoted L so that the same text runs under bash when the
// node has it (no process per tick: the clock is $EPOCHREALTIME, the wait
// is `read -t` on a pipe nobody writes to, and with lastpipe the phy tick's
// pipe ends in a loop of this shell instead of the subshell a command
// substitution forks) and under plain sh otherwise (one `date` and one
// `sleep` per tick). Each tick reads the clock once; the wait subtracts how
// late the tick started, so the rate stays at 1/interval instead of
// drifting by the work time (a tick more than an interval late is followed
// at once; ten intervals behind or a clock step starts the schedule over).
// A closed stream ends the loop: the next echo gets SIGPIPE. The netdev
// loop's stderr goes to /dev/null once a tick, not once a read (a missing
// netdev's counters, an admin-down netdev's carrier): each redirection is
// a handful of system calls, and they are most of a tick's cost.
const char Script[] = R"RY(L='s=$1; e=$2; shift 2; i=0; w=; d=0; z=
u=$((${s%.*} * 1000000 + 1${s#*.}000 - 1000000))
if [ -n "${EPOCHREALTIME:-}" ]; then
  LC_ALL=C
  eval "exec {w}<> <(:)" 2>/dev/null || w=
  shopt -s lastpipe 2>/dev/null && z=1
fi
N="
"
while :; do
  if [ -n "${EPOCHREALTIME:-}" ]; then
    m=${EPOCHREALTIME/[.,]/}
  else
    m=$(date +%s%6N) || exit 3
  fi
  t=${m%??????}.${m#${m%??????}}
  P=; h=
  if [ "$e" -gt 0 ] && [ $((i % e)) -eq 0 ]; then
    G="^@|^ *(rx_bytes_phy|tx_bytes_phy|rx_vport_rdma_unicast_bytes|tx_vport_rdma_unicast_bytes|rx_corrected_bits_phy|rx_symbol_err_phy|rx_crc_errors_phy|link_down_events_phy|rx_err_lane_[0-9]_phy): "
    if [ "$i" -eq 0 ]; then
      h=*
      P=$(for n do echo "@$n"; ethtool -S "$n" 2>/dev/null; done | grep -E "$G")
    else
      j=$(((i / e - 1) % $#))
      for n do
        [ "$j" -gt 0 ] || { h=$n; break; }
        j=$((j - 1))
      done
      P=@$h
      if [ -n "$z" ]; then
        ethtool -S "$h" 2>/dev/null | grep -E "$G" | while IFS= read -r x; do P=$P$N$x; done
      else
        P=$P$N$(ethtool -S "$h" 2>/dev/null | grep -E "$G")
      fi
    fi
  fi
  for n do
    l="RY1 $i $t $n"
    f=/sys/class/net/$n
    if read r <"$f/statistics/rx_bytes"; then
      c=x; read c <"$f/carrier"
      read x <"$f/statistics/tx_bytes"
      l="$l carrier=$c rx_bytes=$r tx_bytes=$x"
      for p in "$f"/device/infiniband/*/ports/1/counters; do
        [ -r "$p/port_rcv_data" ] || continue
        read r <"$p/port_rcv_data"; read x <"$p/port_xmit_data"
        l="$l port_rcv_data=$r port_xmit_data=$x"
      done
    else
      l="$l missing=1"
    fi
    if [ "$h" = "*" ] || [ "$n" = "$h" ]; then
      l="$l phy=1"; q=$P; o=
      while [ -n "$q" ]; do
        x=${q%%"$N"*}; q=${q#"$x"}; q=${q#"$N"}
        case $x in
          @*) o=${x#@} ;;
          *:*) [ "$o" != "$n" ] || { k=${x%%:*}; l="$l ${k##* }=${x##* }"; } ;;
        esac
      done
    fi
    echo "$l"
  done 2>/dev/null
  i=$((i + 1))
  [ "$d" -gt 0 ] || d=$m
  d=$((d + u)); r=$((d - m))
  if [ "$r" -gt "$u" ] || [ "$r" -lt $((-10 * u)) ]; then d=$m; r=$u; fi
  if [ "$r" -le 0 ]; then
    :
  elif [ -n "$w" ]; then
    printf -v r "%d.%06d" $((r / 1000000)) $((r % 1000000))
    read -t "$r" -u "$w" _
    [ $? -gt 128 ] || w=
  else
    x=$((1000000 + r % 1000000)); sleep "$((r / 1000000)).${x#1}"
  fi
done'
if [ -z "${BASH_VERSION:-}" ] && command -v bash >/dev/null 2>&1; then exec bash -c "$L" "$0" "$@"; fi
eval "$L"
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
