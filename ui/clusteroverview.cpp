// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusteroverview.h"

#include "model/rail.h"
#include "render/cablingpainter.h"
#include "telemetry/ratesample.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

namespace railyard::ui {

namespace {
QList<model::Rail> columnRails()
{
    return {model::Rail(0, 1), model::Rail(0, 2), model::Rail(1, 1), model::Rail(1, 2)};
}

QString key(const QString &node, const QString &netdev)
{
    return node + QLatin1Char('/') + netdev;
}

QString gbps(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'f', *v < 10 ? 1 : 0) : QStringLiteral("–");
}

QColor tint(model::Severity severity, bool idle)
{
    switch (severity) {
    case model::Severity::Error:
        return QColor(0xf4, 0xc7, 0xc3);
    case model::Severity::Warning:
        return QColor(0xfb, 0xe3, 0xb0);
    case model::Severity::Info:
        break;
    }
    return idle ? QColor(0xe8, 0xee, 0xe9) : QColor(0xc9, 0xe9, 0xcf);
}
} // namespace

ClusterOverview::ClusterOverview(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Cluster overview"));
    setAccessibleDescription(tr("One row per node, one column per rail; click a cell for that node's charts."));
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
}

QStringList ClusterOverview::columnNetdevs()
{
    QStringList out;
    for (const model::Rail &r : columnRails())
        out << r.netdev();
    return out;
}

void ClusterOverview::setNodes(const QStringList &nodes)
{
    if (nodes == m_nodes)
        return;
    m_nodes = nodes;
    m_measures.reset();
    updateGeometry();
    update();
}

void ClusterOverview::setPeers(const QHash<QString, QString> &peers)
{
    m_peers = peers;
}

void ClusterOverview::addSample(const telemetry::RateSample &sample)
{
    // A sampler tick may carry only some readings (the carrier, or the lanes): the newest
    // value of each reading is what the cell shows. Link-down events count per tick.
    telemetry::RateSample &merged = m_latest[key(sample.node, sample.netdev)];
    const auto keep = [](std::optional<double> &to, const std::optional<double> &from) {
        if (from)
            to = from;
    };
    merged.node = sample.node;
    merged.netdev = sample.netdev;
    merged.timeS = sample.timeS;
    keep(merged.rxGbps, sample.rxGbps);
    keep(merged.txGbps, sample.txGbps);
    keep(merged.correctedBitsPerS, sample.correctedBitsPerS);
    keep(merged.preFecBer, sample.preFecBer);
    if (!sample.laneErrorsPerS.isEmpty())
        merged.laneErrorsPerS = sample.laneErrorsPerS;
    merged.linkDownEvents = sample.linkDownEvents;
    if (sample.carrier)
        merged.carrier = sample.carrier;
    diag::LiveRailStatus st = diag::LiveRailHealth::judge(merged);
    m_status.insert(key(sample.node, sample.netdev), st);
    m_dirty = true;
}

void ClusterOverview::clear()
{
    m_status.clear();
    m_latest.clear();
    m_dirty = false;
    update();
}

void ClusterOverview::refresh()
{
    if (!m_dirty || !isVisible())
        return;
    m_dirty = false;
    ++m_repaints;
    update();
}

void ClusterOverview::setCurrentNode(const QString &node)
{
    if (node == m_current)
        return;
    m_current = node;
    update();
}

std::optional<diag::LiveRailStatus> ClusterOverview::status(const QString &node, const QString &netdev) const
{
    const auto it = m_status.constFind(key(node, netdev));
    if (it == m_status.cend())
        return std::nullopt;
    return *it;
}

const ClusterOverview::Measures &ClusterOverview::measures() const
{
    if (!m_measures) {
        const QFontMetrics fm = fontMetrics();
        Measures m;
        int widest = fm.horizontalAdvance(tr("Node"));
        for (const QString &n : m_nodes)
            widest = std::max(widest, fm.horizontalAdvance(n));
        m.rowHeaderWidth = std::min(widest + 12, 180);
        m.headerHeight = 2 * fm.height() + 6;
        // two lines: traffic each way, then the error rate
        m.cell = {std::max(78, fm.horizontalAdvance(QStringLiteral("↓188 ↑188")) + 10), 2 * fm.height() + 12};
        m_measures = m;
    }
    return *m_measures;
}

void ClusterOverview::changeEvent(QEvent *e)
{
    // The row header measures the translated "Node" too.
    if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange ||
        e->type() == QEvent::LanguageChange) {
        m_measures.reset();
        updateGeometry();
    }
    QWidget::changeEvent(e);
}

int ClusterOverview::rowHeaderWidth() const
{
    return measures().rowHeaderWidth;
}

int ClusterOverview::headerHeight() const
{
    return measures().headerHeight;
}

QSize ClusterOverview::cellSize() const
{
    return measures().cell;
}

QSize ClusterOverview::sizeHint() const
{
    const QSize cell = cellSize();
    return {rowHeaderWidth() + 4 * cell.width() + 2, headerHeight() + int(m_nodes.size()) * cell.height() + 2};
}

QSize ClusterOverview::minimumSizeHint() const
{
    const QSize cell = cellSize();
    return {rowHeaderWidth() + 4 * cell.width() + 2, headerHeight() + cell.height()};
}

QRect ClusterOverview::cellRect(int row, int column) const
{
    const QSize cell = cellSize();
    return QRect(rowHeaderWidth() + column * cell.width(), headerHeight() + row * cell.height(), cell.width(),
                 cell.height());
}

std::pair<int, int> ClusterOverview::cellAt(const QPoint &pos) const
{
    for (int row = 0; row < m_nodes.size(); ++row)
        for (int column = 0; column < 4; ++column)
            if (cellRect(row, column).contains(pos))
                return {row, column};
    return {-1, -1};
}

QString ClusterOverview::toolTipAt(const QPoint &pos) const
{
    const auto [row, column] = cellAt(pos);
    if (row < 0)
        return {};
    const model::Rail rail = columnRails().at(column);
    const QString node = m_nodes.at(row);
    QString text = tr("%1, port %2 rail %3 (%4)").arg(node).arg(rail.port()).arg(rail.index()).arg(rail.netdev());
    const QString peer = m_peers.value(node + QLatin1Char('/') + QString::number(rail.port()));
    text += QLatin1Char('\n') + (peer.isEmpty() ? tr("No cable planned in this port.") : tr("Cable to %1").arg(peer));
    const auto st = status(node, rail.netdev());
    if (!st)
        return text + QLatin1Char('\n') + tr("No sample yet.");
    text += QLatin1Char('\n') + tr("Received %1 Gb/s, sent %2 Gb/s (%3% of the rail's %4 Gb/s)")
                                    .arg(gbps(st->rxGbps), gbps(st->txGbps))
                                    .arg(std::lround(st->shareOfLimit * 100))
                                    .arg(diag::LiveRailHealth::RailLimitGbps);
    if (st->preFecBer)
        text += QLatin1Char('\n') + tr("Pre-FEC bit error rate %1").arg(*st->preFecBer, 0, 'g', 2);
    if (st->worstLaneErrorsPerS)
        text += QLatin1Char('\n') + tr("Worst lane: %1 errors/s").arg(*st->worstLaneErrorsPerS, 0, 'g', 3);
    if (!st->reason.isEmpty())
        text += QLatin1Char('\n') + st->reason;
    return text;
}

bool ClusterOverview::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(e);
}

void ClusterOverview::mousePressEvent(QMouseEvent *e)
{
    const auto [row, column] = cellAt(e->position().toPoint());
    if (row < 0)
        return QWidget::mousePressEvent(e);
    setCurrentNode(m_nodes.at(row));
    Q_EMIT cellActivated(m_nodes.at(row), columnRails().at(column).netdev());
}

void ClusterOverview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QFontMetrics fm = fontMetrics();
    const QSize cell = cellSize();
    const int left = rowHeaderWidth();
    const int line = fm.height();
    // header: the ports, then their rails
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRect(0, 0, left, headerHeight()), Qt::AlignLeft | Qt::AlignBottom, tr("Node"));
    for (int port = 0; port < 2; ++port) {
        p.drawText(QRect(left + 2 * port * cell.width(), 2, 2 * cell.width(), line), Qt::AlignCenter,
                   tr("port %1").arg(port));
        for (int rail = 0; rail < 2; ++rail)
            p.drawText(QRect(left + (2 * port + rail) * cell.width(), 4 + line, cell.width(), line),
                       Qt::AlignCenter, tr("rail %1").arg(rail + 1));
    }
    for (int row = 0; row < m_nodes.size(); ++row) {
        const QString &node = m_nodes.at(row);
        const QRect header(0, headerHeight() + row * cell.height(), left - 4, cell.height());
        QFont f = font();
        f.setBold(node == m_current);
        p.setFont(f);
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(node, Qt::ElideMiddle, header.width()));
        p.setFont(font());
        for (int column = 0; column < 4; ++column) {
            const QRect r = cellRect(row, column).adjusted(1, 1, -1, -1);
            const auto st = status(node, columnRails().at(column).netdev());
            const QColor fill = st ? tint(st->severity, st->shareOfLimit < 0.01) : pal.color(QPalette::Base);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
            p.drawRoundedRect(r, 3, 3);
            if (st) {
                // the busier direction's share of the rail's limit, along the bottom
                const double share = std::clamp(st->shareOfLimit, 0.0, 1.0);
                p.setBrush(QColor(0x1f, 0x6f, 0xd1));
                p.drawRect(QRectF(r.left() + 2, r.bottom() - 4, (r.width() - 4) * share, 3));
                const QColor text = render::CablingPainter::textColor(pal, fill);
                p.setPen(text);
                p.drawText(QRect(r.left() + 4, r.top() + 3, r.width() - 8, line), Qt::AlignLeft | Qt::AlignVCenter,
                           QStringLiteral("↓%1 ↑%2").arg(gbps(st->rxGbps), gbps(st->txGbps)));
                const QString errors =
                    st->severity != model::Severity::Info && st->linkWentDown ? tr("link down")
                    : st->preFecBer ? tr("BER %1").arg(*st->preFecBer, 0, 'g', 1)
                    : st->worstLaneErrorsPerS ? tr("%1 err/s").arg(*st->worstLaneErrorsPerS, 0, 'g', 2)
                                              : QString();
                p.drawText(QRect(r.left() + 4, r.top() + 3 + line, r.width() - 8, line),
                           Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(errors, Qt::ElideRight, r.width() - 8));
            }
            if (node == m_current) {
                p.setPen(QPen(pal.color(QPalette::Highlight), 2));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(r, 3, 3);
            }
        }
    }
}

} // namespace railyard::ui
