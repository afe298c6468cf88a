// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/railaddresslookup.h"

#include "plan/networkplan.h"
#include "probe/ipaddrparser.h"
#include "remote/commandbuilder.h"
#include "remote/commandjob.h"
#include "remote/commandrunner.h"
#include "report/reportitem.h"

#include <QCoreApplication>

namespace railyard::measure {

RailAddressLookup::RailAddressLookup(remote::CommandRunner *runner, const QStringList &nodes,
                                     const plan::NetworkPlan *plan, report::ReportItem *reportItem,
                                     QObject *parent)
    : QObject(parent), m_runner(runner), m_nodes(nodes), m_item(reportItem)
{
    if (plan)
        m_book = RailAddressBook::fromPlan(*plan);
}

void RailAddressLookup::start()
{
    m_pending = int(m_nodes.size()) + 1; // the extra one ends below, after every job started
    const auto cmd = remote::CommandBuilder(QStringLiteral("ip"))
                         .flag(QStringLiteral("-j"))
                         .word(QStringLiteral("addr"))
                         .build();
    for (const QString &node : std::as_const(m_nodes)) {
        Result<remote::CommandJob *> job =
            cmd ? m_runner->run(node, cmd.value(), m_item ? m_item->nodeItem(node) : nullptr)
                : Result<remote::CommandJob *>(cmd.error());
        if (!job) {
            m_errors << job.error().toString();
            --m_pending;
            continue;
        }
        connect(
            job.value(), &remote::CommandJob::finished, this, [this, node](const remote::CommandResult &r) {
                // A node that could not be reached says why (the message names it), not "bad JSON".
                if (r.status != remote::CommandStatus::Completed || r.exitCode != 0) {
                    m_errors << (r.errorMessage.isEmpty()
                                     ? QCoreApplication::translate("railyard::measure::RailAddressLookup",
                                                                   "%1: ip -j addr failed: %2")
                                           .arg(node, QString::fromUtf8(r.stderrData).trimmed())
                                     : r.errorMessage);
                } else if (const auto parsed = probe::IpAddrParser::parse(QString::fromUtf8(r.stdoutData))) {
                    m_book.addDiscovered(node, parsed.value());
                } else {
                    m_errors << QCoreApplication::translate("railyard::measure::RailAddressLookup",
                                                            "%1: ip -j addr: %2")
                                    .arg(node, parsed.error().toString());
                }
                finishOne();
            });
    }
    // Queued, so a caller connecting after start() still hears finished().
    QMetaObject::invokeMethod(this, &RailAddressLookup::finishOne, Qt::QueuedConnection);
}

void RailAddressLookup::finishOne()
{
    if (--m_pending > 0)
        return;
    if (m_item) {
        m_item->setStatus(m_errors.isEmpty() ? report::ItemStatus::Ok : report::ItemStatus::Warning);
        m_item->setMessage(m_errors.join(QLatin1Char('\n')));
    }
    Q_EMIT finished();
}

} // namespace railyard::measure
