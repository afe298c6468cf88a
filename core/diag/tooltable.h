// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/commandbuilder.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace railyard::diag {

struct Finding;
struct NodeObservations;

// Every tool output Railyard reads, one row each: the command (as
// CommandBuilder tokens), its file in a support bundle, the report step that
// runs it, and how its text becomes facts (its parser, and the field of
// NodeObservations it fills). The inventory builds its commands here, the
// bundle writer names its files here, the bundle loader reads them back
// here, and tst_tooltable runs every command on the simulator. Adding a tool
// is one row, its parser and its rule.
class ToolTable
{
public:
    enum class Tool
    {
        Ibdev2netdev,
        RdmaLink,
        Ibstat,
        IpAddr,
        IpLink,
        IpRoute,
        IpNeigh,
        EthtoolLink,
        EthtoolInfo,
        EthtoolModule,
        EthtoolStats,
        EthtoolFec,
        Lspci,
        Dmesg,
        NvidiaSmi,
        IbvDevinfo,
        PerftestRdma,     // ib_write_bw client over a cable, per RDMA device
        PerftestLoopback, // ib_write_bw client to its own node, per RDMA device
        NcclLog,          // mpirun's whole output
        NcclTests,        // mpirun's standard output (the nccl-tests table)
        NcclEnv,          // the NCCL_* variables mpirun was given
    };

    // Which step of a report runs the tool (the perftest rows differ only by it).
    enum class Stage
    {
        Inventory,
        Loopback,
        Rdma,
        Nccl,
    };

    // What a command record left for the bundle: stdout, or stdout and stderr.
    enum class Content
    {
        Stdout,
        StdoutAndStderr,
        NcclEnvArguments,
    };

    struct Row
    {
        Tool tool;
        QString program;
        Stage stage;
        // The bundle file; "{dev}" stands for the netdev or RDMA device.
        QString file;
        Content content;
        // The parser's kind for `railyard-cli parse` (probe::ParserRegistry).
        QString parserKind;
        bool perDevice() const { return file.contains(QLatin1String("{dev}")); }
    };

    // What one tool output is, once matched to its row.
    struct Match
    {
        const Row *row = nullptr;
        QString device; // empty for tools that read the whole node
        int sample = 1; // ethtool -S: NAME.N.txt is the N-th sample
    };

    static const QList<Row> &rows();
    // Whether a node, device or file name may become part of a bundle path
    // (a hostile output must not climb out of the bundle's folder).
    static bool isSafeName(const QString &name);
    static const Row &row(Tool tool);

    // The command that reads `tool` (on `device`); perftest and NCCL runs are
    // built by their tests, not here (nullopt).
    static std::optional<remote::CommandBuilder> command(Tool tool, const QString &device = {});
    // The bundle file of `tool` on `device`.
    static QString fileName(Tool tool, const QString &device = {});

    // The row a bundle file belongs to, or nullopt (not part of the layout).
    static std::optional<Match> forFile(const QString &fileName);
    // The rows a command a step ran fills (mpirun fills three); empty when
    // the command is none of the table's.
    static QList<Match> forCommand(const QString &program, const QStringList &arguments, Stage stage);

    // Parses `text` as the output of `match` and puts it where the rules
    // read it in `node`. A text that does not parse, or a tool that printed
    // its own failure, becomes a finding about `file` (node-relative) instead.
    static void store(const Match &match, const QString &file, const QString &text, NodeObservations &node,
                      QList<Finding> &findings);
    // A program that could not run, as its saved output tells: the shell's
    // "command not found", or Open MPI's report of a rank binary it could
    // not start (which names the binary and the node it was missing on).
    struct MissingTool
    {
        QString node; // empty: the node whose output it is
        QString tool;
    };
    static std::optional<MissingTool> missingTool(const QString &program, const QString &text);
    // How to install a tool on DGX OS.
    static QString installCommand(const QString &program);
    // `tool-missing` (error) on `node`: the one finding for an absent tool,
    // live (measure::TestSuiteResults) or in a bundle.
    static Finding toolMissing(const QString &node, const QString &tool);

    // After every file of a node was stored: what needs all of them (the
    // ethtool -S samples in order, the NCCL environment from file and log).
    static void finish(NodeObservations &node);
};

} // namespace railyard::diag
