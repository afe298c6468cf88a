// SPDX-License-Identifier: GPL-3.0-or-later
// Times `railyard-cli report` for 8 nodes. The cluster is gathered once per
// scenario into a support bundle (simulated measurements take their own
// time and are not the report's); the report is then exported from the
// bundle, as is and with the charts and cables left out, and the PDF writer's
// own time (export_ms) is compared. The diagram's nodes are still drawn in
// the plain run: the writer always places the diagram.
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>

namespace {

const QString cli = QStringLiteral(RAILYARD_BINARY_DIR "/app/cli/railyard-cli");

struct Timing
{
    qint64 exportMs = -1; // PdfReport::write, as the CLI measured it
    qint64 processMs = -1;
};

bool run(const QStringList &args, QByteArray *out = nullptr)
{
    QProcess p;
    p.start(cli, args);
    if (!p.waitForFinished(600000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() > 1) {
        std::fprintf(stderr, "railyard-cli %s failed: %s\n", qPrintable(args.join(QLatin1Char(' '))),
                     p.readAllStandardError().constData());
        return false;
    }
    if (out)
        *out = p.readAllStandardOutput();
    return true;
}

Timing median(const QString &bundle, const QString &pdf, int repeats)
{
    QList<Timing> all;
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer t;
        t.start();
        QByteArray out;
        if (!run({"report", "--bundle", bundle, "--out", pdf, "--format", "json"}, &out))
            return {};
        all << Timing{QJsonDocument::fromJson(out).object().value("export_ms").toInteger(-1), t.elapsed()};
    }
    std::sort(all.begin(), all.end(),
              [](const Timing &a, const Timing &b) { return a.exportMs < b.exportMs; });
    return all[all.size() / 2];
}

// The same bundle without what the vector graphics draw.
bool stripGraphics(const QString &bundle)
{
    QFile f(QDir(bundle).filePath(QStringLiteral("report.json")));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    QJsonObject report = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonObject content = report.value("content").toObject();
    content.insert(QStringLiteral("charts"), QJsonArray());
    content.insert(QStringLiteral("cables"), QJsonArray());
    report.insert(QStringLiteral("content"), content);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(QJsonDocument(report).toJson()) > 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    // Eight Sparks on a switch, two of them in trouble.
    const QString faulty = dir.filePath(QStringLiteral("faulty-switch8.yaml"));
    {
        QFile f(faulty);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        f.write("name: faulty-switch8\n"
                "base: healthy-switch8\n"
                "faults:\n"
                "  spark-3: {throttled: true}\n"
                "  spark-6: {mtu: 9000, pcie: {rail: 2, gen: 3, width: 4}}\n");
    }
    const int repeats = 5;
    std::printf("bench_report: PDF export for 8 nodes, median of %d (target < 2000 ms)\n", repeats);
    std::printf("%-18s %10s %12s %10s %12s %8s\n", "scenario", "full ms", "full proc ms", "plain ms",
                "plain proc ms", "ratio");
    for (const auto &[name, scenario] :
         {std::pair{QStringLiteral("healthy-switch8"), QStringLiteral("healthy-switch8")},
          std::pair{QStringLiteral("faulty-switch8"), faulty}}) {
        const QString bundle = dir.filePath(name);
        if (!run({"bundle", "--demo", scenario, "--out", bundle, "--duration", "1"}))
            return 1;
        const Timing full = median(bundle, dir.filePath(name + QStringLiteral(".pdf")), repeats);
        if (!stripGraphics(bundle))
            return 1;
        const Timing plain = median(bundle, dir.filePath(name + QStringLiteral("-plain.pdf")), repeats);
        if (full.exportMs < 0 || plain.exportMs < 0)
            return 1;
        std::printf("%-18s %10lld %12lld %10lld %12lld %8.2f\n", qPrintable(name), full.exportMs,
                    full.processMs, plain.exportMs, plain.processMs,
                    plain.exportMs > 0 ? double(full.exportMs) / double(plain.exportMs) : 0.0);
    }
    std::printf("full = with the cabling diagram and the charts; plain = no charts, no cables;\n"
                "ms = PdfReport::write as railyard-cli reports it (export_ms), proc = the whole command.\n");

    // The demo's own wait: `report --demo` spends the simulated tool
    // durations on the demo clock (20x real time) unless --realtime.
    std::printf("\nbench_report: railyard-cli report --demo demo-ring4, whole command (aim < 15000 ms)\n");
    std::printf("%-34s %10s\n", "run", "wall ms");
    auto wall = [&](const QStringList &extra) -> qint64 {
        QElapsedTimer t;
        t.start();
        if (!run(
                QStringList{"report", "--demo", "demo-ring4", "--out", dir.filePath("ring4.pdf"), "--quiet"} +
                extra))
            return -1;
        return t.elapsed();
    };
    const qint64 compressed = wall({});
    const qint64 shortDemo = wall({"--duration", "1"});
    const qint64 shortReal = wall({"--duration", "1", "--realtime"});
    if (compressed < 0 || shortDemo < 0 || shortReal < 0)
        return 1;
    std::printf("%-34s %10lld\n", "default (--duration 5, demo clock)", compressed);
    std::printf("%-34s %10lld\n", "--duration 1, demo clock", shortDemo);
    std::printf("%-34s %10lld\n", "--duration 1 --realtime", shortReal);
    std::printf("realtime / compressed at --duration 1: %.2f\n",
                double(shortReal) / double(std::max<qint64>(1, shortDemo)));
    return 0;
}
