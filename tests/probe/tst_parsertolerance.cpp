// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #16: what a terminal, a pager or a launcher puts around a tool's
// output never changes what a parser reads. Every real sample is read raw
// and through each wrapper a person or a program adds (shell prompts with
// the echoed command, in two styles; CRLF; trailing blanks; ANSI colours;
// carriage-return overwrites; re-aligned columns; Open MPI and Ray line
// tags), and the values must be the same.
#include "probe/parserregistry.h"
#include "probe/terminaltext.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <functional>

using railyard::probe::ParserRegistry;
using railyard::probe::TerminalText;

namespace {

struct Sample
{
    const char *kind;
    const char *file;
    const char *command; // what the prompt line echoes
};

// Every file of tests/data/samples with the kind it holds.
const Sample kSamples[] = {
    {"ibdev2netdev", "ibdev2netdev-1.txt", "ibdev2netdev"},
    {"ibdev2netdev", "ibdev2netdev-2.txt", "ibdev2netdev"},
    {"ibdev2netdev", "ibdev2netdev-3-bond.txt", "ibdev2netdev"},
    {"ibdev2netdev", "ibdev2netdev-4-column-t-comments.txt", "ibdev2netdev | column -t"},
    {"ibdev2netdev", "ibdev2netdev-5-gb10-f1-up.txt", "ibdev2netdev"},
    {"ibdev2netdev", "ibdev2netdev-6-gb10-prompt.txt", "ibdev2netdev"},
    {"rdma-link", "rdma_link_show-1.txt", "rdma link show"},
    {"rdma-link", "rdma_link_show-2-cx6dx-prompt.txt", "rdma link show"},
    {"rdma-link", "rdma_link_show-3-rxe-prompt.txt", "rdma link"},
    {"rdma-link", "rdma_link_show-4-gb10-disabled-prompt.txt", "rdma link"},
    {"ibstat", "ibstat-1-cx7-roce-prompt-partial.txt", "ibstat"},
    {"ibstat", "ibstat-2-cx6dx-100g-note.txt", "ibstat"},
    {"ibstat", "ibstat-3-mlx4-ib-ibwarn-trace-partial.txt", "ibstat"},
    {"ibstat", "ibstat-4-elided-ibpanic-partial.txt", "sudo ibstat"},
    {"ibstat", "ibstat-5-cx7-ib-polling-elided.txt", "ibstat mlx5_10"},
    {"ibstat", "ibstat-6-gb10-dell-partial.txt", "ibstat"},
    {"ibstat", "ibstat-7-a100-cx6-ibpanic.txt", "ibstat"},
    {"ibstat", "ibstat-8-h100-cx7-400-polling.txt", "ibstat"},
    {"ip-link", "ip_link_show-dgxspark-1.txt", "ip link show"},
    {"ip-link", "ip_link_show-2-gb10-stats-nocarrier-partial.txt", "ip -s link"},
    {"ip-link", "ip_link_show-3-docker-veth-prompt.txt", "ip link"},
    {"ip-addr", "ip_addr_show-dgxspark-1.txt", "ip addr show"},
    {"ip-addr", "ip_addr_show-2-flattened-partial.txt", "ip addr"},
    {"ip-addr", "ip_addr_show-3-virtualbox-prompt.txt", "ip addr"},
    {"ip-addr", "ip_addr_show-4-gb10-mtu9216-annotated.txt", "ip addr"},
    {"ip-addr", "ip_j_addr_show-1.json", "ip -j addr show"},
    {"ip-addr", "ip_j_addr-arp-flux-helper-pair-1.json", "ip -j addr show"},
    {"ip-addr", "ip_j_addr-arp-flux-helper-pair-2.json", "ip -j addr show"},
    {"ip-route", "ip_j_route-1-docker-multiline.json", "ip --json -4 route show"},
    {"ip-route", "ip_route-2-bracket-prompt.txt", "ip route show"},
    {"ip-route", "ip_route-3-docker-bridges.txt", "ip route show"},
    {"ip-route", "ip_route-4-old-spacing-masked.txt", "ip route show"},
    {"ip-neigh", "ip_neigh-1-bracket-prompt.txt", "ip neigh show"},
    {"ip-neigh", "ip_neigh-2-wsl-failed-prompt.txt", "ip neigh show"},
    {"ip-neigh", "ip_neigh-3-delay-prompt.txt", "ip neigh show"},
    {"ip-neigh", "ip_neigh-4-dev-filter-no-dev-field.txt", "ip neigh show"},
    {"ip-neigh", "ip_neigh-5-realigned-annotated.txt", "ip neigh show"},
    {"ip-neigh", "ip_j_neigh-arp-flux-helper-pair-1.json", "ip -j neigh show"},
    {"ethtool-link", "ethtool_iface-1.txt", "sudo ethtool enp1s0f0np0"},
    {"ethtool-link", "ethtool_iface-2-speed-grep.txt", "ethtool enp1s0f0np0 | grep -i speed"},
    {"ethtool-link", "ethtool_iface-3-bond-200g-full.txt", "ethtool bond0"},
    {"ethtool-link", "ethtool_iface-4-ascend-200g-dac.txt", "ethtool eth0"},
    {"ethtool-link", "ethtool_iface-5-ena-no-speed.txt", "ethtool ens3"},
    {"ethtool-link", "ethtool_iface-6-fibre-1g-prompt.txt", "ethtool lan8"},
    {"ethtool-link", "ethtool_iface-7-cx4lx-link-training-failure-prompt.txt", "ethtool nic_pve02_stor"},
    {"ethtool-link", "ethtool_iface-8-mlx4-dac-percent-prompt.txt", "sudo ethtool enp3s0"},
    {"ethtool-fec", "ethtool_show_fec-1.txt", "ethtool --show-fec enp1s0f0np0"},
    {"ethtool-fec", "ethtool_show_fec-2-stats-per-lane.txt", "ethtool -I --show-fec eth0"},
    {"ethtool-fec", "ethtool_show_fec-3-ice-stats-indented.txt", "ethtool -I --show-fec eth0"},
    {"ethtool-info", "ethtool_i-1-mlx5-cx4lx-prompt.txt", "sudo ethtool -i p3p1"},
    {"ethtool-info", "ethtool_i-2-mlx4-trailing-blanks.txt", "ethtool -i ens2"},
    {"ethtool-info", "ethtool_i-3-i40e-command-line.txt", "ethtool -i ens3f0"},
    {"ethtool-info", "ethtool_i-4-mlx5-psid.txt", "sudo ethtool -i p3p1"},
    {"ethtool-info", "ethtool_i-5-gb10-psid-heading-partial.txt", "ethtool -i enP2p1s0f0np0"},
    {"ethtool-stats", "ethtool_S_full-annotated-1.txt", "ethtool -S enp1s0f0np0"},
    {"ethtool-stats", "ethtool_S_full-annotated-1.stripped.txt", "ethtool -S enp1s0f0np0"},
    {"ethtool-stats", "ethtool_S_phy-1.txt", "ethtool -S enp1s0f0np0 | grep phy"},
    {"ethtool-stats", "ethtool_S-2-mlx5-cx4lx-head-partial.txt", "sudo ethtool -S p3p1"},
    {"ethtool-stats", "ethtool_S-3-bnx2x-queue-prefix-partial.txt", "ethtool -S eth0"},
    {"ethtool-stats", "ethtool_S_rdma-1.txt", "ethtool -S enp1s0f0np0 | grep rdma"},
    {"ethtool-module", "ethtool_m-1-partial.txt", "sudo ethtool -m enp1s0f0np0"},
    {"ethtool-module", "ethtool_m-2-sff8636-mellanox-dac.txt", "sudo ethtool -m eth2"},
    {"ethtool-module", "ethtool_m-5-sff8636-cisco-breakout-wrapped.txt", "ethtool -m eth4"},
    {"ethtool-module", "ethtool_m-6-sff8636-qsfp28-sr4-prompt-partial.txt", "ethtool -m p1p1"},
    {"ethtool-module", "ethtool_m-7-sff8472-sfp-10g-lr-partial.txt", "sudo ethtool -m enp3s0"},
    {"ethtool-module", "ethtool_m-8-gb10-amphenol-njaakk-partial.txt", "sudo ethtool -m enp1s0f0np0"},
    {"nvidia-smi", "nvidia-smi-gb10-1.txt", "nvidia-smi"},
    {"nvidia-smi", "nvidia-smi-gb10-2.txt", "nvidia-smi"},
    {"nvidia-smi", "nvidia-smi-gb10-3.txt", "nvidia-smi"},
    {"nvidia-smi", "nvidia-smi-gb10-4-top-table.txt", "nvidia-smi"},
    {"nvidia-smi", "nvidia-smi-gb10-5-580.173.txt", "nvidia-smi"},
    {"nvidia-smi", "nvidia-smi-gb10-6-580.159-top-table.txt", "nvidia-smi"},
    {"ibv-devinfo", "ibv_devinfo-1.txt", "ibv_devinfo"},
    {"ibv-devinfo", "ibv_devinfo-2-cx5-ib-node-banner-partial.txt", "pdsh -w node[1-2] ibv_devinfo"},
    {"ibv-devinfo", "ibv_devinfo-3-cx7-ib-down-prompt-partial.txt", "ibv_devinfo"},
    {"ibv-devinfo", "ibv_devinfo-4-gb10-mtu4096.txt", "ibv_devinfo"},
    {"lspci", "dgxspark-pcie-rate-misc-1.txt", "sudo lspci -vv"},
    {"lspci", "lspci-2-cx6dx-vv-note-partial.txt", "sudo lspci -vv -s b3:00.0"},
    {"lspci", "lspci-3-cx3pro-v-prompt.txt", "lspci -v"},
    {"lspci", "lspci-4-downgraded-gen4-grep.txt", "lspci -vvv"},
    {"dmesg", "dmesg_mlx5-gx10-1.txt", "sudo dmesg | grep mlx5"},
    {"dmesg", "dmesg_mlx5-2-gb10-cable-plug-partial.txt", "sudo dmesg -T | tail"},
    {"dmesg", "dmesg_mlx5-3-cx4lx-eswitch-annotated.txt", "dmesg"},
    {"dmesg", "dmesg_mlx5-4-gb10-hotplug-bare.txt", "journalctl -k -o cat"},
    {"mlxlink", "mlxlink-1-cx6dx-eth.txt", "sudo mlxlink -d mlx5_0"},
    {"mlxlink", "mlxlink-2-cx6-ib-hdr-partial.txt", "sudo mlxlink -d mlx5_0"},
    {"mlxlink", "mlxlink-3-spectrum-switch-doc.txt", "mlxlink -d /dev/mst/mt53000_pciconf0 -p 1"},
    {"mlxlink", "mlxlink-4-ber-counters-grep.txt", "mlxlink -d mlx5_0 -c | grep -i ber"},
    {"ib-write-bw", "ib_write_bw-1.txt", "ib_write_bw -d rocep1s0f0 10.0.0.2"},
    {"ib-write-bw", "ib_write_bw-2.txt", "ib_write_bw -d mlx5_0 -a"},
    {"ib-write-bw", "ib_write_bw-3.txt", "ib_write_bw --report_gbits"},
    {"ib-write-bw", "ib_write_bw-5-server-partial.txt", "ib_write_bw -d mlx5_0"},
    {"ib-write-bw", "ib_write_bw-6-server-libibverbs-warn-partial.txt", "ib_write_bw"},
    {"ib-write-bw", "ib_write_bw-7-post-list-gbits.txt", "ib_write_bw -D 60 -s 8 -l 128 --report_gbits"},
    {"ib-write-bw", "ib_write_bw-err-1.txt", "ib_write_bw 10.0.0.2"},
    {"ib-write-bw", "ib_write_bw-8-gb10-rdma-cm-4qp-command.txt", "ib_write_bw -d rocep1s0f0 -R"},
    {"ib-write-bw", "ib_write_bw-9-gb10-two-runs-interleaved-partial.txt", "ib_write_bw -d rocep1s0f1 &"},
    {"ib-write-bw", "ib_write_bw-10-gb10-cpu-util-masked-prompt.txt", "ib_write_bw --cpu_util"},
    {"ib-write-lat", "ib_write_lat-1-rdma_cm.txt", "ib_write_lat -R 10.0.0.2"},
    {"ib-read-bw", "ib_read_bw-1-ib-prompt-partial.txt", "ib_read_bw cn2 -a -F -d mlx5_1"},
    {"ib-read-bw", "ib_read_bw-2-no-dashes-partial.txt", "ib_read_bw cn2 -a -F -d mlx5_1"},
    {"nccl-tests", "nccl_all_gather_perf-1.txt", "./build/all_gather_perf -b 8 -e 128M -f 2 -g 1"},
    {"nccl-tests", "nccl_all_gather_perf-3-spark-16G-partial.txt",
     "mpirun -np 2 ./all_gather_perf -b 16G -e 16G"},
    {"nccl-tests", "nccl_all_reduce_perf-1-spark-partial.txt", "mpirun -np 2 ./all_reduce_perf"},
    {"nccl-tests", "nccl_all_reduce_perf-2-h100-2node-roce-partial.txt", "mpirun -np 16 ./all_reduce_perf"},
    {"nccl-tests", "nccl_alltoall_perf-4-rtx5090-sudo-prompt.txt", "./build/alltoall_perf"},
    {"nccl-tests", "nccl_all_reduce_perf-5-old-error-column-partial.txt",
     "./build/all_reduce_perf -b 8 -e 32M -f 2"},
    {"nccl-log", "nccl_debug_info-1.txt", "NCCL_DEBUG=INFO python train.py"},
    {"nccl-log", "nccl_debug_info-2.txt", "NCCL_DEBUG=INFO ./all_reduce_perf"},
    {"nccl-log", "nccl_debug_info-4-bootstrap-h20.txt", "NCCL_DEBUG=INFO torchrun train.py"},
    {"nccl-log", "nccl_debug_info-5-old-format-ib.txt", "NCCL_DEBUG=INFO ./all_reduce_perf"},
    {"nccl-log", "nccl_debug_info-6-spark-hpcx-ray-partial.txt",
     "vllm serve --distributed-executor-backend ray"},
    {"nccl-log", "nccl_debug_info-7-hpcx-sharp-pdsh-partial.txt", "pdsh -w worker-[0-1] ./train.sh"},
    {"nccl-log", "nccl_debug_info-8-rxe-vllm-ray-partial.txt", "NCCL_IB_HCA=rxe0 vllm serve"},
    {"nccl-log", "nccl_debug_info-9-h100-roce-2node-partial.txt", "mpirun -np 2 ./all_reduce_perf"},
    {"nccl-log", "nccl_debug_warn-1-socket-fallback.txt", "NCCL_DEBUG=WARN python train.py"},
    {"nccl-log", "nccl_debug_warn-3-spcx-socket.txt", "NCCL_DEBUG=INFO ./all_reduce_perf"},
    {"nccl-log", "nccl_debug_warn-4-oke-socket.txt", "NCCL_DEBUG=INFO ./all_reduce_perf"},
    {"nccl-log", "nccl_debug_info-10-no-libibverbs-socket-partial.txt", "./build/all_reduce_perf -g 2"},
    {"nccl-log", "nccl_debug_warn-5-ib-completion-status12-partial.txt", "torchrun train.py"},
    {"nccl-log", "nccl_debug_warn-6-ib-completion-error4-old-partial.txt", "mpirun -np 40 ./all_reduce_perf"},
    {"nccl-log", "nccl_debug_warn-7-modify-qp-timeout-2.27.txt", "mpirun ./all_gather_perf"},
    {"nccl-tests", "nccl_broadcast_perf-7-old-layout-warn-partial.txt", "./build/broadcast_perf -b 8 -e 2G"},
    {"nccl-tests", "nccl_all_gather_perf-8-bf16-table-only-partial.txt",
     "./build/all_gather_perf -d bfloat16"},
    {"nccl-tests", "nccl_all_reduce_perf-9-tail-partial.txt", "mpirun -np 8 ./all_reduce_perf"},
    {"nccl-tests", "nccl_all_gather_perf-10-gb10-promax-16G.txt",
     "mpirun -np 2 all_gather_perf -b 16G -e 16G"},
    {"nccl-tests", "nccl_all_gather_perf-11-gb10-merged-nics.txt",
     "mpirun -np 2 all_gather_perf -b 512M -e 16G"},
    {"nccl-log", "nccl_broadcast_perf-7-old-layout-warn-partial.txt", "./build/broadcast_perf -b 8 -e 2G"},
    {"nccl-tests", "nccl_all_reduce_perf-6-rccl-ainic-tail-partial.txt",
     "./build/all_reduce_perf -b 2G -e 16G"},
};

using Wrapper = std::function<QString(const QString &text, const QString &command)>;

QString perLine(const QString &text, const std::function<QString(const QString &)> &f)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    // The final newline stays a final newline.
    const bool lastEmpty = !lines.isEmpty() && lines.last().isEmpty();
    if (lastEmpty)
        lines.removeLast();
    for (QString &l : lines)
        l = f(l);
    return lines.join(QLatin1Char('\n')) + (lastEmpty ? QStringLiteral("\n") : QString());
}

// A sample kept without its final newline (test data of another project)
// still ended in one when the tool printed it: the next prompt starts a line.
QString endLine(const QString &t)
{
    return t.isEmpty() || t.endsWith(QLatin1Char('\n')) ? t : t + QLatin1Char('\n');
}

QList<std::pair<QString, Wrapper>> wrappers()
{
    return {
        {QStringLiteral("ubuntu prompt"),
         [](const QString &t, const QString &c) -> QString {
             return QStringLiteral("nvidia@spark-1c2d:~$ ") + c + QLatin1Char('\n') + endLine(t) +
                    QStringLiteral("nvidia@spark-1c2d:~$ \n");
         }},
        // A prompt in brackets in front of output that may itself begin with one.
        {QStringLiteral("bracket prompt"),
         [](const QString &t, const QString &c) -> QString {
             return QStringLiteral("[root@gx10-a3f1 ~]# ") + c + QLatin1Char('\n') + endLine(t) +
                    QStringLiteral("[root@gx10-a3f1 ~]#\n");
         }},
        {QStringLiteral("venv prompt and bare $"),
         [](const QString &t, const QString &c) -> QString {
             return QStringLiteral("(vllm) lab@node-02:/opt/nccl-tests$ ") + c + QLatin1Char('\n') +
                    endLine(t) + QStringLiteral("$ echo done\n");
         }},
        {QStringLiteral("CRLF"),
         [](const QString &t, const QString &) -> QString {
             return perLine(t, [](const QString &l) -> QString { return l + QLatin1Char('\r'); });
         }},
        {QStringLiteral("trailing blanks"),
         [](const QString &t, const QString &) -> QString {
             return perLine(t, [](const QString &l) -> QString { return l + QStringLiteral("  \t "); });
         }},
        {QStringLiteral("ANSI colours"),
         [](const QString &t, const QString &) -> QString {
             return perLine(t, [](const QString &l) -> QString {
                 return l.isEmpty() ? l : QStringLiteral("\x1b[0;32m") + l + QStringLiteral("\x1b[0m\x1b[K");
             });
         }},
        {QStringLiteral("carriage-return overwrite"),
         [](const QString &t, const QString &) -> QString {
             return perLine(t, [](const QString &l) -> QString {
                 return l.isEmpty() ? l : QStringLiteral("waiting ... 37%\r") + l;
             });
         }},
        {QStringLiteral("Open MPI tags"),
         [](const QString &t, const QString &) -> QString {
             return perLine(t,
                            [](const QString &l) -> QString { return QStringLiteral("[1,0]<stdout>:") + l; });
         }},
        {QStringLiteral("Ray tags"),
         [](const QString &t, const QString &) -> QString {
             return perLine(t, [](const QString &l) -> QString {
                 return QStringLiteral("(RayWorkerWrapper pid=28311, ip=192.168.100.11) ") + l;
             });
         }},
    };
}

// "line" is a position in the input: a prompt line above the output moves
// it, and it must then point at the same text, which linesAgree() checks.
QJsonValue withoutLines(const QJsonValue &v)
{
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        o.remove(QStringLiteral("line"));
        for (auto it = o.begin(); it != o.end(); ++it)
            *it = withoutLines(*it);
        return o;
    }
    if (v.isArray()) {
        QJsonArray a = v.toArray();
        for (auto it = a.begin(); it != a.end(); ++it)
            *it = withoutLines(*it);
        return a;
    }
    return v;
}

void collectLines(const QJsonValue &v, QList<int> *out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == QLatin1String("line") && it->isDouble())
                out->append(it->toInt());
            else
                collectLines(*it, out);
        }
    } else if (v.isArray()) {
        for (const QJsonValue &x : v.toArray())
            collectLines(x, out);
    }
}

QByteArray canonical(const railyard::Result<QJsonObject> &r)
{
    if (!r)
        return "error: " + r.error().message.toUtf8();
    return QJsonDocument(withoutLines(r.value()).toObject()).toJson(QJsonDocument::Compact);
}

// Each line number given for the wrapped text points at a line holding the
// same tool text as the plain text's line does.
bool linesAgree(const railyard::Result<QJsonObject> &plain, const QString &plainText,
                const railyard::Result<QJsonObject> &wrapped, const QString &wrappedText)
{
    if (!plain || !wrapped)
        return true;
    QList<int> a, b;
    collectLines(plain.value(), &a);
    collectLines(wrapped.value(), &b);
    if (a.size() != b.size())
        return false;
    const QStringList pl = TerminalText::clean(plainText).split(QLatin1Char('\n'));
    const QStringList wl = TerminalText::clean(wrappedText).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (pl.value(a[i] - 1) != wl.value(b[i] - 1))
            return false;
    }
    return true;
}

} // namespace

class TestParserTolerance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameValuesThroughWrappers_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("wrapper");
        const auto ws = wrappers();
        for (const Sample &s : kSamples) {
            for (int w = 0; w < ws.size(); ++w) {
                QTest::addRow("%s / %s", s.file, qPrintable(ws[w].first))
                    << QString::fromLatin1(s.kind) << QString::fromLatin1(s.file)
                    << QString::fromUtf8(s.command) << w;
            }
        }
    }
    void sameValuesThroughWrappers()
    {
        QFETCH(QString, kind);
        QFETCH(QString, file);
        QFETCH(QString, command);
        QFETCH(int, wrapper);
        QFile f(QStringLiteral(RAILYARD_TEST_DATA "/samples/") + file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
        const QString raw = QString::fromUtf8(f.readAll());
        const auto plain = ParserRegistry::parseToJson(kind, raw);
        const QString wrapped = wrappers().at(wrapper).second(raw, command);
        const auto got = ParserRegistry::parseToJson(kind, wrapped);
        QCOMPARE(canonical(got), canonical(plain));
        QVERIFY(linesAgree(plain, raw, got, wrapped));
    }

    // Every sample file is in the table above.
    void everySampleIsListed()
    {
        QStringList listed;
        for (const Sample &s : kSamples)
            listed << QString::fromLatin1(s.file);
        const QStringList files =
            QDir(QStringLiteral(RAILYARD_TEST_DATA "/samples")).entryList(QDir::Files, QDir::Name);
        for (const QString &name : files) {
            if (name != QLatin1String("SOURCES.md"))
                QVERIFY2(listed.contains(name), qPrintable(name + QStringLiteral(" has no row")));
        }
    }

    void cleanLine_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("colour") << "\x1b[1;31mDOWN\x1b[0m"
                                << "DOWN";
        QTest::newRow("osc title") << "\x1b]0;nvidia@spark: ~\x07Speed: 200000Mb/s"
                                   << "Speed: 200000Mb/s";
        QTest::newRow("crlf") << "Link detected: yes\r"
                              << "Link detected: yes";
        QTest::newRow("overwrite") << "  0%\r 50%\r100% done"
                                   << "100% done";
        QTest::newRow("overstrike") << "N\bNA\bAM\bME\bE"
                                    << "NAME";
        QTest::newRow("mpi tag") << "[0,1]<stderr>:spark-1:42:42 [0] NCCL INFO x"
                                 << "spark-1:42:42 [0] NCCL INFO x";
        QTest::newRow("ray tag") << "(pid=7, ip=10.0.0.1) #  size"
                                 << "#  size";
        QTest::newRow("nested vLLM and Ray tags") << "(EngineCore_DP0 pid=2301) (RayWorkerWrapper pid=2981, "
                                                     "ip=169.254.28.198) spark:1:1 [0] NCCL INFO x"
                                                  << "spark:1:1 [0] NCCL INFO x";
        QTest::newRow("nccl-tests header kept") << "#       size         count"
                                                << "#       size         count";
    }
    void cleanLine()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QCOMPARE(TerminalText::cleanLine(in), out);
    }

    void prompts_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("prompt");
        QTest::newRow("ubuntu") << "nvidia@spark-1c2d:~$ ibdev2netdev" << true;
        QTest::newRow("root") << "root@gx10:/home/lab# ethtool -m enp1s0f0np0" << true;
        QTest::newRow("rhel") << "[lab@node01 ~]$ ib_write_bw" << true;
        QTest::newRow("venv") << "(base) lab@h100-07:~/nccl$ ./run.sh" << true;
        QTest::newRow("bare $") << "$ nvidia-smi" << true;
        QTest::newRow("zsh") << "lab@mbp ~ % ssh spark-1" << true;
        QTest::newRow("pager end") << "(END)" << true;
        QTest::newRow("nccl-tests comment") << "# Avg bus bandwidth    : 22.3" << false;
        QTest::newRow("ibv_devinfo") << "hca_id:\trocep1s0f0" << false;
        QTest::newRow("perftest rule")
            << "---------------------------------------------------------------------------------------"
            << false;
        QTest::newRow("bracket output") << "[0] rocep1s0f0 port 1 ==> enp1s0f0np0 (Up)" << false;
        QTest::newRow("dmesg") << "[    5.123456] mlx5_core 0000:01:00.0: firmware version: 28.45.1020"
                               << false;
        QTest::newRow("nccl line")
            << "spark-1:1234:1234 [0] NCCL INFO Bootstrap : Using enP7s7:192.168.1.2<0>" << false;
    }
    void prompts()
    {
        QFETCH(QString, line);
        QFETCH(bool, prompt);
        const QString cleaned = TerminalText::cleanLine(line);
        QCOMPARE(TerminalText::isPromptLine(cleaned), prompt);
        // A prompt keeps only its echoed command; other lines stay as they are.
        const QString normalized = TerminalText::normalized(cleaned);
        if (!prompt)
            QCOMPARE(normalized, cleaned);
        else if (line.contains(QLatin1Char('@')) || line.startsWith(QLatin1Char('$')))
            QVERIFY2(normalized == QLatin1String("$") || normalized.startsWith(QLatin1String("$ ")),
                     qPrintable(normalized));
    }

    void echoedCommand()
    {
        QCOMPARE(TerminalText::normalized(
                     QStringLiteral("user@GENOA-01:~/nccl-tests$ sudo ./build/./alltoall_perf")),
                 QStringLiteral("$ sudo ./build/./alltoall_perf"));
        QCOMPARE(TerminalText::normalized(QStringLiteral("[root@gx10-a3f1 ~]#")), QStringLiteral("$"));
        QCOMPARE(TerminalText::normalized(QStringLiteral("[sudo] password for m2:")), QString());
        QCOMPARE(TerminalText::withoutCommands(QStringLiteral("$ ip -j addr\n[{}]\n$")),
                 QStringLiteral("\n[{}]\n"));
    }
};

QTEST_GUILESS_MAIN(TestParserTolerance)
#include "tst_parsertolerance.moc"
