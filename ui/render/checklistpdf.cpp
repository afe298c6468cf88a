// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/checklistpdf.h"

#include "model/cablingchecklist.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

namespace railyard::render {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("railyard::render::ChecklistPdf", text);
}

QPalette printPalette()
{
    QPalette palette;
    palette.setColor(QPalette::WindowText, Qt::black);
    palette.setColor(QPalette::Text, Qt::black);
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Button, QColor(0xee, 0xee, 0xee));
    palette.setColor(QPalette::Mid, QColor(0xaa, 0xaa, 0xaa));
    palette.setColor(QPalette::AlternateBase, QColor(0xf4, 0xf4, 0xf4));
    return palette;
}
} // namespace

Result<void> ChecklistPdf::write(const CablingPainter &diagram, const QString &title, const QString &path)
{
    if (!QFileInfo(path).absoluteDir().exists())
        return Error{tr("the folder for %1 does not exist").arg(path), path};
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(96); // laid out in screen pixels, as the diagram on screen
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Railyard"));
    QPainter p;
    if (!p.begin(&writer))
        return Error{tr("cannot write %1").arg(path), path};
    const QRectF page = writer.pageLayout().paintRectPixels(96).translated(
        -writer.pageLayout().paintRectPixels(96).topLeft());
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(12);
    QFont heading = font;
    heading.setPixelSize(18);
    heading.setBold(true);
    p.setFont(heading);
    double y = 0;
    p.drawText(QRectF(0, y, page.width(), 26), Qt::AlignLeft | Qt::AlignVCenter, title);
    y += 34;

    // the diagram, scaled to the page width and at most half its height
    CablingPainter painter = diagram;
    painter.setFont(font);
    painter.setHighlight({});
    const QRectF area(0, 0, 720, 480);
    const QRectF bounds = painter.contentBounds(area);
    if (!bounds.isEmpty()) {
        const double scale = std::min({page.width() / bounds.width(), page.height() * 0.5 / bounds.height(), 1.5});
        p.save();
        p.translate((page.width() - bounds.width() * scale) / 2, y);
        p.scale(scale, scale);
        p.translate(-bounds.topLeft());
        painter.paint(p, area, printPalette());
        p.restore();
        y += bounds.height() * scale + 20;
    }

    // the list: number, from, to, a box to tick
    QList<model::Cable> cables;
    for (const DiagramCable &dc : painter.cables())
        cables << dc.cable;
    const QList<model::ChecklistEntry> entries = model::CablingChecklist::entries(cables);
    p.setFont(font);
    const QFontMetricsF fm(font);
    const double row = fm.height() + 10;
    const double columns[] = {0, 60, 60 + (page.width() - 140) / 2, page.width() - 60};
    QFont bold = font;
    bold.setBold(true);
    p.setFont(bold);
    const QStringList headers{tr("Cable"), tr("From"), tr("To"), tr("Done")};
    for (int c = 0; c < 4; ++c)
        p.drawText(QRectF(columns[c], y, 200, row), Qt::AlignLeft | Qt::AlignVCenter, headers.at(c));
    y += row;
    p.setFont(font);
    for (const model::ChecklistEntry &e : entries) {
        if (y + row > page.height()) {
            writer.newPage();
            y = 0;
        }
        p.setPen(QColor(0xcc, 0xcc, 0xcc));
        p.drawLine(QPointF(0, y), QPointF(page.width(), y));
        p.setPen(Qt::black);
        p.drawText(QRectF(columns[0], y, 50, row), Qt::AlignLeft | Qt::AlignVCenter, QString::number(e.number));
        p.drawText(QRectF(columns[1], y, columns[2] - columns[1] - 8, row), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(e.from, Qt::ElideMiddle, columns[2] - columns[1] - 8));
        p.drawText(QRectF(columns[2], y, columns[3] - columns[2] - 8, row), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(e.to, Qt::ElideMiddle, columns[3] - columns[2] - 8));
        p.drawRect(QRectF(columns[3] + 4, y + (row - 14) / 2, 14, 14));
        y += row;
    }
    if (!p.end())
        return Error{tr("cannot write %1").arg(path), path};
    return {};
}

} // namespace railyard::render
