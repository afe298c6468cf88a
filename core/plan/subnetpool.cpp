// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/subnetpool.h"

#include <QCoreApplication>

namespace railyard::plan {

using model::Ipv4Subnet;

Result<QList<Ipv4Subnet>> SubnetPool::allocate(const QString &poolText, const QStringList &avoidTexts,
                                               int count)
{
    const QString poolString = poolText.isEmpty() ? defaultPool() : poolText;
    auto pool = Ipv4Subnet::parse(poolString);
    if (!pool)
        return Error{QCoreApplication::translate("railyard::plan::SubnetPool", "invalid subnet pool: %1")
                         .arg(pool.error().message),
                     QStringLiteral("--subnet-pool")};
    if (pool->prefix() > 24)
        return Error{QCoreApplication::translate(
                         "railyard::plan::SubnetPool",
                         "the subnet pool %1 is smaller than one /24; use a /24 or larger (e.g. %2)")
                         .arg(pool->toString(), defaultPool()),
                     QStringLiteral("--subnet-pool")};
    QList<Ipv4Subnet> avoid;
    for (const QString &text : avoidTexts) {
        auto a = Ipv4Subnet::parse(text, true);
        if (!a)
            return Error{
                QCoreApplication::translate("railyard::plan::SubnetPool", "invalid CIDR to avoid: %1")
                    .arg(a.error().message),
                QStringLiteral("--avoid")};
        avoid << *a;
    }
    QList<Ipv4Subnet> out;
    int skipped = 0;
    const quint64 available = pool->size() / 256;
    for (quint64 i = 0; i < available && out.size() < count; ++i) {
        const Ipv4Subnet candidate(pool->network() + quint32(i * 256), 24);
        const bool clash = std::any_of(avoid.begin(), avoid.end(),
                                       [&](const Ipv4Subnet &a) { return a.overlaps(candidate); });
        if (clash)
            ++skipped;
        else
            out << candidate;
    }
    if (out.size() < count) {
        QString message =
            QCoreApplication::translate("railyard::plan::SubnetPool",
                                        "the subnet pool %1 has %2 free /24 subnets but the plan needs %3")
                .arg(pool->toString())
                .arg(out.size())
                .arg(count);
        if (skipped > 0)
            message +=
                QCoreApplication::translate("railyard::plan::SubnetPool", " (%1 overlap a CIDR to avoid)")
                    .arg(skipped);
        message += QCoreApplication::translate("railyard::plan::SubnetPool",
                                               "; pass a larger --subnet-pool (a /19 holds 32)");
        return Error{message, QStringLiteral("--subnet-pool")};
    }
    return out;
}

} // namespace railyard::plan
