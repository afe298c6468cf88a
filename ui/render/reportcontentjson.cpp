// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/reportcontentjson.h"

#include "render/reportcontent.h"

#include <QJsonArray>

namespace railyard::render {

namespace {

QJsonArray stringsToJson(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QStringList stringsFromJson(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

QJsonObject endToJson(const model::CableEnd &end)
{
    return {{QStringLiteral("node"), end.node}, {QStringLiteral("port"), end.port}};
}

model::CableEnd endFromJson(const QJsonObject &o)
{
    return {o.value(QStringLiteral("node")).toString(), o.value(QStringLiteral("port")).toInt()};
}

} // namespace

QJsonObject ReportContentJson::toJson(const ReportContent &c)
{
    QJsonArray inventory;
    for (const auto &[node, facts] : c.inventory) {
        QJsonArray list;
        for (const auto &[key, value] : facts)
            list.append(QJsonArray{key, value});
        inventory.append(QJsonObject{{QStringLiteral("node"), node}, {QStringLiteral("facts"), list}});
    }
    QJsonArray cables;
    for (const DiagramCable &dc : c.cables) {
        QJsonObject o{{QStringLiteral("a"), endToJson(dc.cable.a)},
                      {QStringLiteral("status"), int(dc.status)},
                      {QStringLiteral("rails"), QJsonArray{int(dc.rails[0]), int(dc.rails[1])}},
                      {QStringLiteral("detail"), dc.detail}};
        if (dc.cable.b)
            o.insert(QStringLiteral("b"), endToJson(*dc.cable.b));
        cables.append(o);
    }
    QJsonArray results;
    for (const ReportTable &t : c.results) {
        QJsonArray rows;
        for (const QStringList &row : t.rows)
            rows.append(stringsToJson(row));
        results.append(QJsonObject{{QStringLiteral("title"), t.title},
                                   {QStringLiteral("headers"), stringsToJson(t.headers)},
                                   {QStringLiteral("rows"), rows},
                                   {QStringLiteral("note"), t.note}});
    }
    QJsonArray charts;
    for (const ReportChart &ch : c.charts) {
        QJsonArray bars;
        for (const auto &[label, value] : ch.bars)
            bars.append(QJsonArray{label, value});
        charts.append(QJsonObject{{QStringLiteral("title"), ch.title},
                                  {QStringLiteral("unit"), ch.unit},
                                  {QStringLiteral("bars"), bars},
                                  {QStringLiteral("reference"), ch.reference},
                                  {QStringLiteral("reference_label"), ch.referenceLabel},
                                  {QStringLiteral("warn_below"), ch.warnBelow}});
    }
    return {{QStringLiteral("inventory"), inventory},
            {QStringLiteral("cables"), cables},
            {QStringLiteral("results"), results},
            {QStringLiteral("charts"), charts}};
}

void ReportContentJson::read(const QJsonObject &json, ReportContent &c)
{
    auto railState = [](const QJsonValue &v) {
        const int i = v.toInt(int(RailState::Unknown));
        return i >= 0 && i <= int(RailState::Unknown) ? RailState(i) : RailState::Unknown;
    };
    for (const QJsonValue &v : json.value(QStringLiteral("inventory")).toArray()) {
        QList<QPair<QString, QString>> facts;
        for (const QJsonValue &f : v.toObject().value(QStringLiteral("facts")).toArray())
            facts << qMakePair(f.toArray().at(0).toString(), f.toArray().at(1).toString());
        c.inventory << qMakePair(v.toObject().value(QStringLiteral("node")).toString(), facts);
    }
    for (const QJsonValue &v : json.value(QStringLiteral("cables")).toArray()) {
        const QJsonObject o = v.toObject();
        DiagramCable dc;
        dc.cable.a = endFromJson(o.value(QStringLiteral("a")).toObject());
        if (o.contains(QStringLiteral("b")))
            dc.cable.b = endFromJson(o.value(QStringLiteral("b")).toObject());
        const int status = o.value(QStringLiteral("status")).toInt();
        dc.status =
            status >= 0 && status <= int(CableStatus::Missing) ? CableStatus(status) : CableStatus::Planned;
        const QJsonArray rails = o.value(QStringLiteral("rails")).toArray();
        dc.rails = {railState(rails.at(0)), railState(rails.at(1))};
        dc.detail = o.value(QStringLiteral("detail")).toString();
        c.cables << dc;
    }
    for (const QJsonValue &v : json.value(QStringLiteral("results")).toArray()) {
        const QJsonObject o = v.toObject();
        ReportTable t;
        t.title = o.value(QStringLiteral("title")).toString();
        t.headers = stringsFromJson(o.value(QStringLiteral("headers")));
        for (const QJsonValue &row : o.value(QStringLiteral("rows")).toArray())
            t.rows << stringsFromJson(row);
        t.note = o.value(QStringLiteral("note")).toString();
        c.results << t;
    }
    for (const QJsonValue &v : json.value(QStringLiteral("charts")).toArray()) {
        const QJsonObject o = v.toObject();
        ReportChart ch;
        ch.title = o.value(QStringLiteral("title")).toString();
        ch.unit = o.value(QStringLiteral("unit")).toString();
        for (const QJsonValue &b : o.value(QStringLiteral("bars")).toArray())
            ch.bars << qMakePair(b.toArray().at(0).toString(), b.toArray().at(1).toDouble());
        ch.reference = o.value(QStringLiteral("reference")).toDouble();
        ch.referenceLabel = o.value(QStringLiteral("reference_label")).toString();
        ch.warnBelow = o.value(QStringLiteral("warn_below")).toDouble();
        c.charts << ch;
    }
}

} // namespace railyard::render
