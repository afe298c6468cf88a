// SPDX-License-Identifier: GPL-3.0-or-later
#include "ipaddresstext.h"

#include <QStringList>

namespace railyard::probe {

namespace {

bool isHexGroup(const QString &group)
{
    if (group.isEmpty() || group.size() > 4)
        return false;
    for (const QChar c : group) {
        if (!c.isDigit() && !(c >= QLatin1Char('a') && c <= QLatin1Char('f')) &&
            !(c >= QLatin1Char('A') && c <= QLatin1Char('F')))
            return false;
    }
    return true;
}

bool isPrefixLength(const QString &text, int max)
{
    if (text.isEmpty() || text.size() > 3)
        return false;
    for (const QChar c : text) {
        if (!c.isDigit())
            return false;
    }
    return text.toInt() <= max;
}

} // namespace

bool IpAddressText::isIpv4(const QString &word)
{
    const QStringList octets = word.split(QLatin1Char('.'));
    if (octets.size() != 4)
        return false;
    for (const QString &o : octets) {
        if (o.isEmpty() || o.size() > 3)
            return false;
        for (const QChar c : o) {
            if (!c.isDigit())
                return false;
        }
        if (o.toInt() > 255)
            return false;
    }
    return true;
}

bool IpAddressText::isIpv6(const QString &word)
{
    if (word.count(QLatin1String("::")) > 1 || word.contains(QLatin1String(":::")))
        return false;
    QString text = word;
    // An IPv4 tail (::ffff:192.0.2.1) stands for two groups.
    int groups = 0;
    const qsizetype lastColon = text.lastIndexOf(QLatin1Char(':'));
    if (lastColon < 0)
        return false;
    if (text.mid(lastColon + 1).contains(QLatin1Char('.'))) {
        if (!isIpv4(text.mid(lastColon + 1)))
            return false;
        groups += 2;
        text.truncate(lastColon + 1);
        if (!text.endsWith(QLatin1String("::")))
            text.chop(1);
    }
    const bool compressed = text.contains(QLatin1String("::"));
    const QStringList halves = text.split(QLatin1String("::"));
    for (const QString &half : halves) {
        if (half.isEmpty())
            continue;
        for (const QString &g : half.split(QLatin1Char(':'))) {
            if (!isHexGroup(g))
                return false;
            ++groups;
        }
    }
    return compressed ? groups <= 7 : groups == 8;
}

bool IpAddressText::isAddress(const QString &word, Suffix allowed)
{
    QString address = word;
    QString prefix;
    bool hasPrefix = false;
    if (allowed == Suffix::Prefix && word.contains(QLatin1Char('/'))) {
        address = word.section(QLatin1Char('/'), 0, 0);
        prefix = word.section(QLatin1Char('/'), 1);
        hasPrefix = true;
    } else if (allowed == Suffix::Scope && word.contains(QLatin1Char('%'))) {
        address = word.section(QLatin1Char('%'), 0, 0);
        if (word.section(QLatin1Char('%'), 1).isEmpty() || !isIpv6(address))
            return false;
        return true;
    }
    if (isIpv4(address))
        return !hasPrefix || isPrefixLength(prefix, 32);
    if (isIpv6(address))
        return !hasPrefix || isPrefixLength(prefix, 128);
    return false;
}

} // namespace railyard::probe
