// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportitem.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace railyard::report {

namespace {
constexpr std::pair<ItemKind, const char *> kindNames[] = {{ItemKind::Cluster, "cluster"},
                                                           {ItemKind::Node, "node"},
                                                           {ItemKind::Step, "step"},
                                                           {ItemKind::Command, "command"}};
constexpr std::pair<ItemStatus, const char *> statusNames[] = {
    {ItemStatus::Pending, "pending"}, {ItemStatus::Running, "running"}, {ItemStatus::Ok, "ok"},
    {ItemStatus::Warning, "warning"}, {ItemStatus::Failed, "failed"},   {ItemStatus::Cancelled, "cancelled"},
    {ItemStatus::Skipped, "skipped"}};

int statusRank(ItemStatus s)
{
    switch (s) {
    case ItemStatus::Failed:
        return 5;
    case ItemStatus::Cancelled:
        return 4;
    case ItemStatus::Warning:
        return 3;
    case ItemStatus::Running:
        return 2;
    case ItemStatus::Pending:
        return 1;
    case ItemStatus::Ok:
    case ItemStatus::Skipped:
        return 0;
    }
    return 0;
}
} // namespace

QString itemKindName(ItemKind kind)
{
    for (const auto &[k, name] : kindNames) {
        if (k == kind)
            return QString::fromLatin1(name);
    }
    return {};
}

QString itemStatusName(ItemStatus status)
{
    for (const auto &[s, name] : statusNames) {
        if (s == status)
            return QString::fromLatin1(name);
    }
    return {};
}

ReportItem::ReportItem(ItemKind kind, const QString &title) : m_kind(kind), m_title(title) {}

void ReportItem::setStatus(ItemStatus status)
{
    m_status = status;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (status == ItemStatus::Running && !m_started.isValid())
        m_started = now;
    if (status != ItemStatus::Running && status != ItemStatus::Pending)
        m_finished = now;
}

ReportItem *ReportItem::addChild(ItemKind kind, const QString &title)
{
    auto child = std::make_unique<ReportItem>(kind, title);
    child->m_parent = this;
    m_children.push_back(std::move(child));
    return m_children.back().get();
}

ReportItem *ReportItem::addCommand(const CommandRecord &record)
{
    ReportItem *item = addChild(ItemKind::Command, record.commandLine());
    item->m_command = record;
    item->m_started = record.started;
    item->m_finished = record.started.addMSecs(record.durationMs);
    item->m_status = record.succeeded() ? ItemStatus::Ok : ItemStatus::Failed;
    item->m_message = record.error;
    return item;
}

ReportItem *ReportItem::nodeItem(const QString &node)
{
    for (const auto &child : m_children) {
        if (child->m_kind == ItemKind::Node && child->m_title == node)
            return child.get();
    }
    return addChild(ItemKind::Node, node);
}

ItemStatus ReportItem::worstStatus() const
{
    ItemStatus worst = m_status;
    for (const auto &child : m_children) {
        const ItemStatus s = child->worstStatus();
        if (statusRank(s) > statusRank(worst))
            worst = s;
    }
    return worst;
}

std::vector<const CommandRecord *> ReportItem::commands() const
{
    std::vector<const CommandRecord *> out;
    if (m_command)
        out.push_back(&*m_command);
    for (const auto &child : m_children) {
        const auto sub = child->commands();
        out.insert(out.end(), sub.begin(), sub.end());
    }
    return out;
}

std::vector<const ReportItem *> ReportItem::warnings() const
{
    std::vector<const ReportItem *> out;
    if (m_kind != ItemKind::Command && m_status == ItemStatus::Warning && !m_message.isEmpty())
        out.push_back(this);
    for (const auto &child : m_children) {
        const auto sub = child->warnings();
        out.insert(out.end(), sub.begin(), sub.end());
    }
    return out;
}

QJsonObject ReportItem::toJson() const
{
    QJsonObject o;
    o[QLatin1String("kind")] = itemKindName(m_kind);
    o[QLatin1String("title")] = m_title;
    o[QLatin1String("status")] = itemStatusName(m_status);
    if (!m_message.isEmpty())
        o[QLatin1String("message")] = m_message;
    if (m_started.isValid())
        o[QLatin1String("started")] = m_started.toString(Qt::ISODateWithMs);
    if (m_finished.isValid())
        o[QLatin1String("finished")] = m_finished.toString(Qt::ISODateWithMs);
    if (m_command)
        o[QLatin1String("command")] = m_command->toJson();
    QJsonArray children;
    for (const auto &child : m_children)
        children.append(child->toJson());
    if (!children.isEmpty())
        o[QLatin1String("children")] = children;
    return o;
}

Result<std::unique_ptr<ReportItem>> ReportItem::fromJson(const QJsonObject &o)
{
    const QString kindText = o.value(QLatin1String("kind")).toString();
    const QString statusText = o.value(QLatin1String("status")).toString();
    const auto kind = std::find_if(std::begin(kindNames), std::end(kindNames),
                                   [&](const auto &p) { return kindText == QLatin1String(p.second); });
    const auto status = std::find_if(std::begin(statusNames), std::end(statusNames),
                                     [&](const auto &p) { return statusText == QLatin1String(p.second); });
    if (kind == std::end(kindNames) || status == std::end(statusNames))
        return Error{QCoreApplication::translate("railyard::report::ReportItem",
                                                 "report item has an unknown kind '%1' or status '%2'")
                         .arg(kindText, statusText)};
    auto item = std::make_unique<ReportItem>(kind->first, o.value(QLatin1String("title")).toString());
    item->m_status = status->first;
    item->m_message = o.value(QLatin1String("message")).toString();
    item->m_started = QDateTime::fromString(o.value(QLatin1String("started")).toString(), Qt::ISODateWithMs);
    item->m_finished =
        QDateTime::fromString(o.value(QLatin1String("finished")).toString(), Qt::ISODateWithMs);
    if (o.contains(QLatin1String("command")))
        item->m_command = CommandRecord::fromJson(o.value(QLatin1String("command")).toObject());
    for (const auto &c : o.value(QLatin1String("children")).toArray()) {
        auto child = fromJson(c.toObject());
        if (!child)
            return child.error();
        (*child)->m_parent = item.get();
        item->m_children.push_back(std::move(*child));
    }
    return item;
}

} // namespace railyard::report
