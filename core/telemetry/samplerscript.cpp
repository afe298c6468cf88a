// SPDX-License-Identifier: GPL-3.0-or-later
#include "telemetry/samplerscript.h"

#include "remote/commandbuilder.h"

#include <QCoreApplication>

namespace railyard::telemetry {

namespace {

// $1: seconds between ticks ("S.mmm"), $2: phy every n ticks (0: never),
// then the netdevs. The first tick reads `ethtool -S` of every netdev (a
// baseline for each, so every netdev's first error rates come within one
// turn); every later phy tick reads one netdev, the netdevs taking turns
// (the sysfs counters, read every tick for every netdev, carry the
// throughput; ethtool adds errors, lanes and the wire bytes).
// One text, three loops with the same output, the cheapest the node has:
// - Q, Perl (perl-base is essential on Debian and Ubuntu, DGX OS
//   included; Time::HiRes, for the clock, comes with the full perl
//   package, so a probe checks it first). Nothing starts per tick: the
//   sysfs files stay open and are read again from offset 0 (kernfs calls
//   the attribute's show() on each read; a path lookup and an open per
//   counter cost more than the rest of the tick). A file whose read fails
//   (the netdev went away: ENODEV; admin-down carrier: EINVAL) is closed
//   and opened again on the next tick, so a netdev that comes back under
//   the same name is found again. A phy tick forks one `ethtool -S` and
//   filters its lines itself; an ethtool that has not finished within 5 s
//   is killed (it is this loop's own child) and the tick goes on without
//   it. A write to a closed stream ends the loop (SIGPIPE, or print's
//   error where SIGPIPE is ignored).
// - L under bash (no perl, or no Time::HiRes): the clock is
//   $EPOCHREALTIME, the wait is `read -t` on a pipe nobody writes to, the
//   byte counters of all netdevs come from one read of /proc/net/dev (the
//   same kernel counters as sysfs' statistics/), and one `grep
//   --line-buffered` runs for the whole stream as a coprocess: a phy tick
//   starts only `ethtool`, whose output goes to that grep, and reads the
//   filtered lines back up to an "@." marker. If that grep cannot start
//   or stops answering (no --line-buffered, killed), the phy ticks go back
//   to a pipeline of their own. The bash-only parts are strings given to
//   eval, so that plain sh can still parse the script.
// - L under plain sh (busybox and the like): one `date` and one `sleep`
//   per tick, a `grep` per phy tick, the counters from sysfs (tk and pp
//   below are POSIX).
// Each netdev's counters in P follow an "@NETDEV" line. The RDMA port
// counters' directory of each netdev is looked up on the first and on
// every phy tick (a glob per netdev), not on every tick.
// Each tick reads the clock once; the wait subtracts how late the tick
// started, so the rate stays at 1/interval instead of drifting by the work
// time (a tick more than an interval late is followed at once; ten
// intervals behind or a clock step starts the schedule over). A closed
// stream ends the loop: the next echo gets SIGPIPE (the coprocess's writes
// ignore SIGPIPE only while they run, so a dead grep cannot end the loop),
// and the grep ends when the loop's end closes its input. The netdev
// loop's stderr goes to /dev/null once a tick, not once a read (a missing
// netdev's counters, an admin-down netdev's carrier). Q holds no single
// quote (it is a single-quoted sh word).
const char Script[] = R"RY(L='s=$1; e=$2; shift 2; i=0; w=; d=0; z=; k=; gi=; go=; T=
command -v timeout >/dev/null 2>&1 && T="timeout 5"
u=$((${s%.*} * 1000000 + 1${s#*.}000 - 1000000))
G="^@|^ *(rx_bytes_phy|tx_bytes_phy|rx_vport_rdma_unicast_bytes|tx_vport_rdma_unicast_bytes|rx_corrected_bits_phy|rx_symbol_err_phy|rx_crc_errors_phy|link_down_events_phy|rx_err_lane_[0-9]_phy): "
N="
"
pp() {
  [ "$h" = "*" ] || [ "$1" = "$h" ] || return 0
  l="$l phy=1"; q=$P; o=
  while [ -n "$q" ]; do
    x=${q%%"$N"*}; q=${q#"$x"}; q=${q#"$N"}
    case $x in
      @*) o=${x#@} ;;
      *:*) [ "$o" != "$1" ] || { y=${x%%:*}; l="$l ${y##* }=${x##* }"; } ;;
    esac
  done
}
tk() {
  j=0
  for n do
    l="RY1 $i $t $n"
    if read r <"/sys/class/net/$n/statistics/rx_bytes"; then
      c=x; read c <"/sys/class/net/$n/carrier"
      read x <"/sys/class/net/$n/statistics/tx_bytes"
      l="$l carrier=$c rx_bytes=$r tx_bytes=$x"
      eval "p=\$I$j"
      if [ -n "$p" ]; then
        read r <"$p/port_rcv_data"; read x <"$p/port_xmit_data"
        l="$l port_rcv_data=$r port_xmit_data=$x"
      fi
    else
      l="$l missing=1"
    fi
    j=$((j + 1))
    [ -z "$h" ] || pp "$n"
    echo "$l"
  done 2>/dev/null
}
if [ -n "${EPOCHREALTIME:-}" ]; then
  LC_ALL=C
  eval "exec {w}<> <(:)" 2>/dev/null || w=
  shopt -s lastpipe 2>/dev/null && z=1
  eval "declare -A R 2>/dev/null && tk() {
  local a y c F
  mapfile -t a </proc/net/dev; R=()
  for y in \"\${a[@]:2}\"; do c=\${y%%:*}; R[\${c##* }]=\${y#*:}; done
  j=0
  for n do
    y=\${R[\$n]-}
    if [ -n \"\$y\" ]; then
      F=(\$y); c=x; read c <\"/sys/class/net/\$n/carrier\"
      l=\"RY1 \$i \$t \$n carrier=\$c rx_bytes=\${F[0]} tx_bytes=\${F[8]}\"
      p=I\$j; p=\${!p}
      [ -z \"\$p\" ] || { read r <\"\$p/port_rcv_data\"; read x <\"\$p/port_xmit_data\"; l=\"\$l port_rcv_data=\$r port_xmit_data=\$x\"; }
    else
      l=\"RY1 \$i \$t \$n missing=1\"
    fi
    j=\$((j + 1))
    [ -z \"\$h\" ] || pp \"\$n\"
    echo \"\$l\"
  done 2>/dev/null
}" 2>/dev/null
  eval "coproc RYG { exec grep --line-buffered -E \"\$G\" 2>/dev/null; }
gi=\${RYG[1]}; go=\${RYG[0]}
ph() {
  local t=\$1 n; shift
  trap \"\" PIPE
  { if [ \"\$t\" = \"*\" ]; then for n do echo \"@\$n\"; \$T ethtool -S \"\$n\"; done; else echo \"@\$t\"; \$T ethtool -S \"\$t\"; fi; echo @.; } >&\$gi 2>/dev/null
  trap - PIPE
  P=; while IFS= read -r -t 5 -u \$go x; do [ \"\$x\" != @. ] || return 0; P=\$P\$N\$x; done; k=
}
trap \"\" PIPE; echo @. >&\$gi; trap - PIPE
IFS= read -r -t 5 -u \$go x && [ \"\$x\" = @. ] && k=1" 2>/dev/null
fi
while :; do
  if [ -n "${EPOCHREALTIME:-}" ]; then
    m=${EPOCHREALTIME/[.,]/}
  else
    m=$(date +%s%6N) || exit 3
  fi
  t=${m%??????}.${m#${m%??????}}
  P=; h=
  if [ "$i" -eq 0 ] || { [ "$e" -gt 0 ] && [ $((i % e)) -eq 0 ]; }; then
    j=0
    for n do
      p=
      for p in /sys/class/net/$n/device/infiniband/*/ports/1/counters; do
        [ -r "$p/port_rcv_data" ] && break; p=
      done
      eval "I$j=\$p"; j=$((j + 1))
    done
  fi
  if [ "$e" -gt 0 ] && [ $((i % e)) -eq 0 ]; then
    if [ "$i" -eq 0 ]; then
      h=*
    else
      j=$(((i / e - 1) % $#))
      for n do
        [ "$j" -gt 0 ] || { h=$n; break; }
        j=$((j - 1))
      done
    fi
    if [ -n "$k" ]; then
      ph "$h" "$@"
    elif [ "$h" = "*" ]; then
      P=$(for n do echo "@$n"; $T ethtool -S "$n" 2>/dev/null; done | grep -E "$G")
    elif [ -n "$z" ]; then
      P=@$h
      $T ethtool -S "$h" 2>/dev/null | grep -E "$G" | while IFS= read -r x; do P=$P$N$x; done
    else
      P=@$h$N$($T ethtool -S "$h" 2>/dev/null | grep -E "$G")
    fi
  fi
  tk "$@"
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
Q='use strict; no warnings; $| = 1;
shift; my ($s, $e, @n) = @ARGV; my ($a, $b) = split /[.]/, $s;
my $u = $a * 1000000 + substr($b . "000000", 0, 6);
my $G = qr/^ *(rx_bytes_phy|tx_bytes_phy|rx_vport_rdma_unicast_bytes|tx_vport_rdma_unicast_bytes|rx_corrected_bits_phy|rx_symbol_err_phy|rx_crc_errors_phy|link_down_events_phy|rx_err_lane_[0-9]_phy): .*?(\S+)$/;
my ($i, $d, %F, @I) = (0, 0);
sub rd {
  my ($p, $h, $v) = @_; $h = $F{$p};
  unless ($h) { open($h, "<", $p) or return; $F{$p} = $h }
  if (sysseek($h, 0, 0) && sysread($h, $v, 64)) { chomp $v; return $v }
  delete $F{$p}; return;
}
sub eth {
  my $pid = open(my $f, "-|"); defined $pid or return "";
  unless ($pid) { open(STDERR, ">", "/dev/null"); exec("ethtool", "-S", $_[0]); exit 127 }
  my $o = "";
  eval { local $SIG{ALRM} = sub { die "\n" }; alarm 5; while (my $y = <$f>) { $o .= " $1=$2" if $y =~ $G } alarm 0; 1 }
    or kill("KILL", $pid);
  close $f; $o;
}
while (1) {
  my ($sec, $us) = Time::HiRes::gettimeofday(); my $m = $sec * 1000000 + $us;
  my ($t, $ph, %P, $l) = (sprintf("%d.%06d", $sec, $us), $e > 0 && $i % $e == 0);
  if ($i == 0 || $ph) {
    for my $j (0 .. $#n) { ($I[$j]) = grep { -r "$_/port_rcv_data" } glob("/sys/class/net/$n[$j]/device/infiniband/*/ports/1/counters") }
  }
  if ($ph && $i == 0) { $P{$_} //= eth($_) for @n }
  elsif ($ph) { my $h = $n[(int($i / $e) - 1) % @n]; $P{$h} = eth($h) }
  for my $j (0 .. $#n) {
    my ($n, $p) = ($n[$j], $I[$j]); my $r = rd("/sys/class/net/$n/statistics/rx_bytes");
    my $x = defined $r ? rd("/sys/class/net/$n/statistics/tx_bytes") : undef;
    if (defined $x) {
      $l .= "RY1 $i $t $n carrier=" . (rd("/sys/class/net/$n/carrier") // "x") . " rx_bytes=$r tx_bytes=$x";
      $l .= " port_rcv_data=" . rd("$p/port_rcv_data") . " port_xmit_data=" . rd("$p/port_xmit_data") if $p;
    } else { $l .= "RY1 $i $t $n missing=1" }
    $l .= exists $P{$n} ? " phy=1$P{$n}\n" : "\n";
  }
  print $l or exit 0;
  $i++; $d ||= $m; $d += $u; my $w = $d - $m;
  if ($w > $u || $w < -10 * $u) { $d = $m; $w = $u }
  select(undef, undef, undef, $w / 1e6) if $w > 0;
}'
if command -v perl >/dev/null 2>&1 && perl -MTime::HiRes -e 1 2>/dev/null; then exec perl -MTime::HiRes -e "$Q" "$0" "$@"; fi
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
