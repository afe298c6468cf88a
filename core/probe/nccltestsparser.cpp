// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccltestsparser.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <QRegularExpression>
#include <algorithm>

namespace railyard::probe {

namespace {

QJsonValue optionalInt(const std::optional<qint64> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

// NCCL_VERSION_CODE: major*10000 + minor*100 + patch since 2.9,
// major*1000 + minor*100 + patch before.
QString versionFromCode(const QString &digits)
{
    bool ok = false;
    const int code = digits.toInt(&ok);
    if (!ok || code <= 0)
        return {};
    if (code >= 10000)
        return QStringLiteral("%1.%2.%3").arg(code / 10000).arg((code % 10000) / 100).arg(code % 100);
    return QStringLiteral("%1.%2.%3").arg(code / 1000).arg((code % 1000) / 100).arg(code % 100);
}

// "all_gather_perf" / "all_gather_perf_mpi" -> "all_gather".
QString collectiveFromBinary(const QString &name)
{
    QString c = name;
    if (c.endsWith(QLatin1String("_mpi")))
        c.chop(4);
    if (c.endsWith(QLatin1String("_perf")))
        c.chop(5);
    return c;
}

// Column positions in a result row; the layout changed over nccl-tests
// versions (root column added, "error" renamed "#wrong").
struct Layout
{
    int size = 0, count = 1, type = 2, redop = 3, root = 4;
    int timeOop = 5, algOop = 6, busOop = 7, wrongOop = 8;
    int timeIp = 9, algIp = 10, busIp = 11, wrongIp = 12;
    int columns = 13;
};

Layout layoutFromHeader(const QStringList &names)
{
    Layout l;
    const int root = names.indexOf(QLatin1String("root"));
    const int redop = names.indexOf(QLatin1String("redop"));
    int i = (root >= 0 ? root : redop) + 1;
    if (redop < 0 && root < 0) {
        // A header we do not know: keep the modern layout.
        return l;
    }
    // Older broadcast/reduce tables have "type root" and no redop column.
    l.redop = redop;
    l.root = root;
    l.timeOop = i++;
    l.algOop = i++;
    l.busOop = i++;
    l.wrongOop = i++;
    l.timeIp = i++;
    l.algIp = i++;
    l.busIp = i++;
    l.wrongIp = i++;
    // A row must reach every column read from it: a mangled header may name
    // "redop" after "root" (the fuzzer found one), beyond the last time column.
    l.columns = std::max({i, l.redop + 1, l.root + 1, l.type + 1});
    return l;
}

std::optional<qint64> wrongValue(const QString &tok)
{
    bool ok = false;
    const qint64 v = tok.toLongLong(&ok);
    if (ok)
        return v;
    return std::nullopt; // "N/A" (no validation) or an old float "error" column
}

} // namespace

QJsonObject NcclTestsRow::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("size_bytes")] = sizeBytes;
    o[QStringLiteral("count")] = count;
    o[QStringLiteral("type")] = type;
    if (!redop.isEmpty()) // the older broadcast table has no redop column
        o[QStringLiteral("redop")] = redop;
    o[QStringLiteral("root")] = root;
    o[QStringLiteral("time_us_oop")] = timeUsOop;
    o[QStringLiteral("algbw_oop")] = algbwOop;
    o[QStringLiteral("busbw_oop")] = busbwOop;
    o[QStringLiteral("wrong_oop")] = optionalInt(wrongOop);
    o[QStringLiteral("time_us_ip")] = timeUsIp;
    o[QStringLiteral("algbw_ip")] = algbwIp;
    o[QStringLiteral("busbw_ip")] = busbwIp;
    o[QStringLiteral("wrong_ip")] = optionalInt(wrongIp);
    return o;
}

QJsonObject NcclTestsResult::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("collective")] = collective;
    if (!ncclTestsVersion.isEmpty())
        o[QStringLiteral("nccl_tests_version")] = ncclTestsVersion;
    if (!ncclVersion.isEmpty())
        o[QStringLiteral("nccl_version")] = ncclVersion;
    if (nThread > 0)
        o[QStringLiteral("n_thread")] = nThread;
    if (nGpus > 0)
        o[QStringLiteral("n_gpus")] = nGpus;
    if (minBytes > 0)
        o[QStringLiteral("min_bytes")] = minBytes;
    if (maxBytes > 0)
        o[QStringLiteral("max_bytes")] = maxBytes;
    QJsonArray arr;
    for (const NcclTestsRow &r : rows)
        arr.append(r.toJson());
    o[QStringLiteral("rows")] = arr;
    if (outOfBounds)
        o[QStringLiteral("out_of_bounds")] = *outOfBounds;
    if (avgBusbwGbs)
        o[QStringLiteral("avg_busbw_gbs")] = *avgBusbwGbs;
    if (!warnings.isEmpty())
        o.insert(QStringLiteral("warnings"), ParseWarning::toJson(warnings));
    return o;
}

Result<NcclTestsResult> NcclTestsParser::parse(const QString &text)
{
    static const QRegularExpression ws(QStringLiteral("\\s+"));
    static const QRegularExpression versionRe(
        QStringLiteral("^#\\s*nccl-tests version\\s+(\\S+)(?:.*nccl-library=(\\d+))?"));
    static const QRegularExpression startRe(QStringLiteral("^#\\s*Collective test starting:\\s*(\\S+)"));
    static const QRegularExpression paramsRe(QStringLiteral(
        "^#\\s*nThread\\s+(\\d+)\\s+nGpus\\s+(\\d+)\\s+minBytes\\s+(\\d+)\\s+maxBytes\\s+(\\d+)"));
    static const QRegularExpression binaryRe(QStringLiteral("(?:^|[\\s/])(\\w+_perf(?:_mpi)?)(?=\\s|$)"));
    static const QRegularExpression ncclVersionRe(QStringLiteral("NCCL version (\\d+\\.\\d+\\.\\d+)"));
    static const QRegularExpression oobRe(QStringLiteral("^#\\s*Out of bounds values\\s*:\\s*(\\d+)"));
    static const QRegularExpression avgRe(QStringLiteral("^#\\s*Avg bus bandwidth\\s*:\\s*(\\S+)"));

    NcclTestsResult result;
    QString collectiveStarted;
    QString collectiveBinary;
    QString ncclVersionFromLog;
    bool sawNcclTests = false;
    bool sawColumnHeader = false;
    Layout layout;

    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int lineNo = 0; lineNo < lines.size(); ++lineNo) {
        const QString &rawLine = lines.at(lineNo);
        const QString trimmed = rawLine.trimmed();
        if (trimmed.isEmpty())
            continue;

        if (trimmed.startsWith(QLatin1Char('#'))) {
            if (auto m = versionRe.match(trimmed); m.hasMatch()) {
                result.ncclTestsVersion = m.captured(1);
                if (m.hasCaptured(2))
                    result.ncclVersion = versionFromCode(m.captured(2));
                sawNcclTests = true;
            } else if (auto m = startRe.match(trimmed); m.hasMatch()) {
                collectiveStarted = collectiveFromBinary(m.captured(1));
                sawNcclTests = true;
            } else if (auto m = paramsRe.match(trimmed); m.hasMatch()) {
                result.nThread = m.captured(1).toInt();
                result.nGpus = m.captured(2).toInt();
                result.minBytes = m.captured(3).toLongLong();
                result.maxBytes = m.captured(4).toLongLong();
                sawNcclTests = true;
            } else if (auto m = oobRe.match(trimmed); m.hasMatch()) {
                result.outOfBounds = m.captured(1).toLongLong();
                sawNcclTests = true;
            } else if (auto m = avgRe.match(trimmed); m.hasMatch()) {
                bool ok = false;
                const double v = m.captured(1).toDouble(&ok);
                if (ok)
                    result.avgBusbwGbs = v;
                sawNcclTests = true;
            } else if (trimmed.contains(QLatin1String("busbw")) && trimmed.contains(QLatin1String("size"))) {
                QString header = trimmed.mid(1);
                layout = layoutFromHeader(header.split(ws, Qt::SkipEmptyParts));
                sawColumnHeader = true;
                sawNcclTests = true;
            } else if (collectiveBinary.isEmpty()) {
                // "# ./build/all_gather_perf -b 1G" pasted as a comment.
                if (auto b = binaryRe.match(trimmed); b.hasMatch())
                    collectiveBinary = collectiveFromBinary(b.captured(1));
            }
            continue;
        }

        if (trimmed.at(0).isDigit()) {
            const QStringList tok = trimmed.split(ws, Qt::SkipEmptyParts);
            if (tok.size() >= layout.columns) {
                bool ok = true;
                auto integer = [&](int i) -> qint64 {
                    if (i < 0)
                        return -1;
                    bool k = false;
                    const qint64 v = tok[i].toLongLong(&k);
                    ok = ok && k;
                    return v;
                };
                auto real = [&](int i) -> double {
                    bool k = false;
                    const double v = tok[i].toDouble(&k);
                    ok = ok && k;
                    return v;
                };
                NcclTestsRow row;
                row.sizeBytes = integer(layout.size);
                row.count = integer(layout.count);
                row.type = tok[layout.type];
                row.redop = layout.redop >= 0 ? tok[layout.redop] : QString();
                row.root = int(integer(layout.root));
                row.timeUsOop = real(layout.timeOop);
                row.algbwOop = real(layout.algOop);
                row.busbwOop = real(layout.busOop);
                row.wrongOop = wrongValue(tok[layout.wrongOop]);
                row.timeUsIp = real(layout.timeIp);
                row.algbwIp = real(layout.algIp);
                row.busbwIp = real(layout.busIp);
                row.wrongIp = wrongValue(tok[layout.wrongIp]);
                // Type and redop are words; a numeric there is some other table.
                bool typeNumeric = false;
                row.type.toDouble(&typeNumeric);
                if (ok && !typeNumeric) {
                    result.rows.append(row);
                    continue;
                }
            }
            // Under a column header, a line that starts like a size but is
            // not a whole row (cut off, a value mangled) is kept aside.
            if (sawColumnHeader && tok.size() >= 3) {
                bool sizeOk = false;
                tok.first().toLongLong(&sizeOk);
                if (sizeOk)
                    result.warnings.append(
                        {lineNo + 1, trimmed,
                         QCoreApplication::translate("railyard::probe::NcclTestsParser",
                                                     "a result row with a value missing or unreadable")});
            }
        }

        if (ncclVersionFromLog.isEmpty() && trimmed.contains(QLatin1String("NCCL version"))) {
            if (auto m = ncclVersionRe.match(trimmed); m.hasMatch())
                ncclVersionFromLog = m.captured(1);
        }
        if (collectiveBinary.isEmpty() && trimmed.contains(QLatin1String("_perf"))) {
            if (auto b = binaryRe.match(trimmed); b.hasMatch())
                collectiveBinary = collectiveFromBinary(b.captured(1));
        }
    }

    if (!sawNcclTests && result.rows.isEmpty()) {
        return Error{QCoreApplication::translate(
                         "railyard::probe::NcclTestsParser",
                         "not nccl-tests output: no nccl-tests header, column header, result row or "
                         "bus bandwidth summary found"),
                     QString(), 0, 0};
    }

    if (result.ncclVersion.isEmpty())
        result.ncclVersion = ncclVersionFromLog;
    if (!collectiveStarted.isEmpty()) {
        result.collective = collectiveStarted;
    } else if (!collectiveBinary.isEmpty()) {
        result.collective = collectiveBinary;
    } else if (!result.rows.isEmpty()) {
        // Only the table survived: the columns still tell the family apart.
        const NcclTestsRow &r = result.rows.first();
        const bool reduces = !r.redop.isEmpty() && r.redop != QLatin1String("none");
        if (r.root >= 0)
            result.collective = reduces ? QStringLiteral("reduce") : QStringLiteral("broadcast");
        else
            result.collective = reduces ? QStringLiteral("all_reduce") : QStringLiteral("all_gather");
    }
    return result;
}

} // namespace railyard::probe
