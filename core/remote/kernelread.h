// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/commandrecord.h"
#include "report/reportitem.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <functional>
#include <memory>
#include <optional>
#include <thread>

namespace railyard::remote {

// A read of the local node's kernel (rtnetlink, sysfs, verbs) done the way
// a command is: off the caller's thread, its answer delivered back on it,
// and recorded in the report as a "netlink"/"sysfs" entry with its duration
// and a one-line outcome, so the details view and the PDF show it beside
// the commands of the remote nodes.
class KernelRead
{
public:
    struct Outcome
    {
        bool ok = true;
        QString summary; // "4 links", or the error
    };

    // `read` runs on a new thread (it shares the network namespace of the
    // calling thread, which a pool thread might not); `done` runs on
    // `context`'s thread unless `context` is gone by then.
    template <typename T>
    static void start(QObject *context, report::ReportItem *report, const QString &node,
                      const QString &source, const QString &what, std::function<T()> read,
                      std::function<Outcome(const T &)> describe, std::function<void(const T &)> done)
    {
        struct Timed
        {
            std::optional<T> value;
            QDateTime started;
            qint64 ms = 0;
        };
        auto promise = std::make_shared<QPromise<Timed>>();
        auto *watcher = new QFutureWatcher<Timed>(context);
        QObject::connect(watcher, &QFutureWatcherBase::finished, context,
                         [watcher, report, node, source, what, describe, done] {
                             watcher->deleteLater();
                             if (watcher->future().resultCount() == 0)
                                 return;
                             const Timed t = watcher->future().result();
                             if (report) {
                                 const Outcome o = describe(*t.value);
                                 report::CommandRecord r;
                                 r.node = node;
                                 r.program = source;
                                 r.arguments = {what};
                                 r.exitCode = o.ok ? 0 : 1;
                                 r.durationMs = t.ms;
                                 r.started = t.started;
                                 (o.ok ? r.stdoutData : r.stderrData) = o.summary.toUtf8();
                                 report->addCommand(r);
                             }
                             done(*t.value);
                         });
        watcher->setFuture(promise->future());
        promise->start();
        std::thread([promise, read = std::move(read)] {
            Timed t{std::nullopt, QDateTime::currentDateTimeUtc(), 0};
            QElapsedTimer clock;
            clock.start();
            t.value = read();
            t.ms = clock.elapsed();
            promise->addResult(std::move(t));
            promise->finish();
        }).detach();
    }
};

} // namespace railyard::remote
