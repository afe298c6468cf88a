// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/commandrecord.h"
#include "util/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

namespace railyard::report {

enum class ItemKind
{
    Cluster,
    Node,
    Step,
    Command
};
enum class ItemStatus
{
    Pending,
    Running,
    Ok,
    Warning,
    Failed,
    Cancelled,
    Skipped
};

QString itemKindName(ItemKind kind);
QString itemStatusName(ItemStatus status);

// A node of the report tree. Owned by its parent; the root by whoever runs
// the action (a plan, the CLI, the wizard).
class ReportItem
{
public:
    ReportItem(ItemKind kind, const QString &title);
    ReportItem(const ReportItem &) = delete;
    ReportItem &operator=(const ReportItem &) = delete;

    ItemKind kind() const { return m_kind; }
    QString title() const { return m_title; }
    ItemStatus status() const { return m_status; }
    void setStatus(ItemStatus status);
    QString message() const { return m_message; }
    void setMessage(const QString &message) { m_message = message; }
    QDateTime started() const { return m_started; }
    QDateTime finished() const { return m_finished; }
    ReportItem *parent() const { return m_parent; }

    ReportItem *addChild(ItemKind kind, const QString &title);
    ReportItem *addCommand(const CommandRecord &record);
    // The child of kind Node with that title, created on first use.
    ReportItem *nodeItem(const QString &node);

    const std::vector<std::unique_ptr<ReportItem>> &children() const { return m_children; }
    const std::optional<CommandRecord> &command() const { return m_command; }

    // Worst status in this subtree, for verdicts.
    ItemStatus worstStatus() const;
    // Every command in this subtree, depth first.
    std::vector<const CommandRecord *> commands() const;
    // Every step below (and this one) that ended as a warning with a
    // message: what a front end without the tree lists after its results.
    std::vector<const ReportItem *> warnings() const;

    QJsonObject toJson() const;
    static Result<std::unique_ptr<ReportItem>> fromJson(const QJsonObject &object);

private:
    ItemKind m_kind;
    QString m_title;
    ItemStatus m_status = ItemStatus::Pending;
    QString m_message;
    QDateTime m_started;
    QDateTime m_finished;
    ReportItem *m_parent = nullptr;
    std::optional<CommandRecord> m_command;
    std::vector<std::unique_ptr<ReportItem>> m_children;
};

} // namespace railyard::report
