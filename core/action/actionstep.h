// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QObject>
#include <QString>

namespace railyard::report {
class ReportItem;
}

namespace railyard::action {

// One atomic step of a plan. run() and undo() are asynchronous: they end by
// calling succeed() or fail() exactly once, never by blocking.
class ActionStep : public QObject
{
    Q_OBJECT
public:
    explicit ActionStep(const QString &title, QObject *parent = nullptr);

    QString title() const { return m_title; }
    // What the step will change, for the dry run and the confirmation page.
    virtual QString preview() const = 0;
    virtual bool canUndo() const { return false; }

    void start(report::ReportItem *item);
    void startUndo(report::ReportItem *item);
    void cancel();
    bool isCancelled() const { return m_cancelled; }
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void progress(int percent, const QString &message);
    void output(const QString &line);
    void finished();
    void failed(const railyard::Error &error);

protected:
    virtual void run() = 0;
    virtual void undo() { succeed(); }
    // Called once on cancel while running; the step still ends with fail().
    virtual void onCancel() {}

    void succeed();
    void fail(const Error &error);
    report::ReportItem *reportItem() const { return m_item; }

private:
    QString m_title;
    report::ReportItem *m_item = nullptr;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace railyard::action
