// SPDX-License-Identifier: GPL-3.0-or-later
#include "apply/unifieddiff.h"

#include <QList>
#include <QStringList>
#include <vector>

namespace railyard::apply {

namespace {

QStringList splitLines(const QByteArray &text)
{
    QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

struct Edit
{
    char op; // ' ', '-', '+'
    QString line;
};

// Longest common subsequence: netplan files are small, quadratic is fine.
QList<Edit> edits(const QStringList &a, const QStringList &b)
{
    const qsizetype n = a.size(), m = b.size();
    std::vector<std::vector<int>> lcs(size_t(n + 1), std::vector<int>(size_t(m + 1), 0));
    for (qsizetype i = n - 1; i >= 0; --i) {
        for (qsizetype j = m - 1; j >= 0; --j)
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    }
    QList<Edit> out;
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            out.append({' ', a[i]});
            ++i;
            ++j;
        } else if (i < n && (j >= m || lcs[i + 1][j] >= lcs[i][j + 1])) {
            out.append({'-', a[i++]});
        } else {
            out.append({'+', b[j++]});
        }
    }
    return out;
}

} // namespace

QString UnifiedDiff::render(const QString &path, const QByteArray &before, const QByteArray &after,
                            bool created, bool removed)
{
    if (before == after && !created && !removed)
        return {};
    const QList<Edit> all = edits(splitLines(before), splitLines(after));
    QString out = QStringLiteral("--- %1\n+++ %2\n")
                      .arg(created ? QStringLiteral("/dev/null") : QStringLiteral("a") + path,
                           removed ? QStringLiteral("/dev/null") : QStringLiteral("b") + path);
    constexpr int context = 3;
    qsizetype k = 0;
    while (k < all.size()) {
        if (all[k].op == ' ') {
            ++k;
            continue;
        }
        // One hunk: from `context` lines before this change to `context` after the last close one.
        qsizetype start = qMax<qsizetype>(0, k - context);
        qsizetype end = k;
        qsizetype quiet = 0;
        for (qsizetype x = k; x < all.size(); ++x) {
            if (all[x].op == ' ') {
                if (++quiet > 2 * context)
                    break;
            } else {
                quiet = 0;
                end = x;
            }
        }
        const qsizetype stop = qMin<qsizetype>(all.size(), end + context + 1);
        int aStart = 1, bStart = 1;
        for (qsizetype x = 0; x < start; ++x) {
            if (all[x].op != '+')
                ++aStart;
            if (all[x].op != '-')
                ++bStart;
        }
        int aLen = 0, bLen = 0;
        QString body;
        for (qsizetype x = start; x < stop; ++x) {
            if (all[x].op != '+')
                ++aLen;
            if (all[x].op != '-')
                ++bLen;
            body += QLatin1Char(all[x].op) + all[x].line + QLatin1Char('\n');
        }
        out += QStringLiteral("@@ -%1,%2 +%3,%4 @@\n")
                   .arg(aLen ? aStart : aStart - 1)
                   .arg(aLen)
                   .arg(bLen ? bStart : bStart - 1)
                   .arg(bLen);
        out += body;
        k = stop;
    }
    return out;
}

} // namespace railyard::apply
