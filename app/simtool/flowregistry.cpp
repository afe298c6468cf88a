// SPDX-License-Identifier: GPL-3.0-or-later
#include "flowregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <fcntl.h>
#include <optional>
#include <sys/file.h>
#include <unistd.h>

namespace railyard::sim {

namespace {

const char LockName[] = ".lock";

// Holds a node directory's lock for one scope.
class DirLock
{
public:
    DirLock(const QString &dir, int operation)
    {
        m_fd = ::open(QFile::encodeName(dir + QLatin1Char('/') + QLatin1String(LockName)).constData(),
                      O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (m_fd >= 0 && ::flock(m_fd, operation) != 0) {
            ::close(m_fd);
            m_fd = -1;
        }
    }
    ~DirLock()
    {
        if (m_fd >= 0)
            ::close(m_fd); // releases the flock
    }
    DirLock(const DirLock &) = delete;
    DirLock &operator=(const DirLock &) = delete;
    bool ok() const { return m_fd >= 0; }

private:
    int m_fd = -1;
};

QByteArray endText(const RailEndpoint &e)
{
    return e.node.toUtf8() + ' ' + QByteArray::number(e.rail.port()) + ' ' +
           QByteArray::number(e.rail.index());
}

std::optional<FlowRegistry::FlowEnds> parse(const QByteArray &text)
{
    const QList<QByteArray> f = text.simplified().split(' ');
    if (f.size() != 6)
        return std::nullopt;
    bool ok[4] = {};
    const int sp = f[1].toInt(&ok[0]);
    const int si = f[2].toInt(&ok[1]);
    const int dp = f[4].toInt(&ok[2]);
    const int di = f[5].toInt(&ok[3]);
    if (!ok[0] || !ok[1] || !ok[2] || !ok[3] || sp < 0 || sp > 1 || dp < 0 || dp > 1 || si < 1 || si > 2 ||
        di < 1 || di > 2)
        return std::nullopt;
    return FlowRegistry::FlowEnds{RailEndpoint{QString::fromUtf8(f[0]), model::Rail(sp, si)},
                                  RailEndpoint{QString::fromUtf8(f[3]), model::Rail(dp, di)}};
}

// Whether the process that wrote `path` still holds it.
bool held(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool busy = ::flock(fd, LOCK_EX | LOCK_NB) != 0;
    ::close(fd);
    return busy;
}

} // namespace

FlowRegistry::FlowRegistry(const QString &runDir) : m_root(runDir) {}

FlowRegistry::~FlowRegistry()
{
    remove();
}

QString FlowRegistry::nodeDir(const QString &node) const
{
    // The node's own directory of the run belongs to root; its home belongs
    // to the user the tools run as (tests/sim/simcluster), on every node.
    return m_root + QLatin1Char('/') + node + QStringLiteral("/home/.railyard-sim/flows");
}

bool FlowRegistry::add(const RailEndpoint &src, const RailEndpoint &dst)
{
    remove();
    m_id = QStringLiteral("%1-%2")
               .arg(::getpid())
               .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    const QByteArray text = endText(src) + ' ' + endText(dst) + '\n';
    QStringList nodes{src.node};
    if (dst.node != src.node)
        nodes << dst.node;
    bool all = true;
    for (const QString &node : nodes) {
        const QString dir = nodeDir(node);
        if (!QDir().mkpath(dir)) {
            all = false;
            continue;
        }
        DirLock lock(dir, LOCK_EX);
        // Written under a hidden name and locked before the rename, so no
        // reader ever sees the file unheld and takes it for a dead flow.
        const QString tmp = dir + QStringLiteral("/.new-") + m_id;
        const int fd =
            ::open(QFile::encodeName(tmp).constData(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
        if (fd < 0) {
            all = false;
            continue;
        }
        const bool written = ::write(fd, text.constData(), size_t(text.size())) == ssize_t(text.size()) &&
                             ::flock(fd, LOCK_SH) == 0 &&
                             ::rename(QFile::encodeName(tmp).constData(),
                                      QFile::encodeName(dir + QLatin1Char('/') + m_id).constData()) == 0;
        if (!written) {
            ::unlink(QFile::encodeName(tmp).constData());
            ::close(fd);
            all = false;
            continue;
        }
        m_held.append({node, fd});
    }
    return all;
}

void FlowRegistry::remove()
{
    for (const auto &[node, fd] : std::as_const(m_held)) {
        const QString dir = nodeDir(node);
        DirLock lock(dir, LOCK_EX);
        ::unlink(QFile::encodeName(dir + QLatin1Char('/') + m_id).constData());
        ::close(fd);
    }
    m_held.clear();
    m_id.clear();
}

QList<FlowRegistry::FlowEnds> FlowRegistry::others(const QStringList &nodes) const
{
    QList<FlowEnds> out;
    QStringList seen;
    for (const QString &node : nodes) {
        const QString dir = nodeDir(node);
        if (!QFileInfo::exists(dir))
            continue;
        QStringList dead;
        {
            DirLock lock(dir, LOCK_SH);
            if (!lock.ok())
                continue;
            for (const QString &name : QDir(dir).entryList(QDir::Files)) { // hidden names are not listed
                if (name == m_id || seen.contains(name))
                    continue;
                const QString path = dir + QLatin1Char('/') + name;
                if (!held(path)) {
                    dead << path;
                    continue;
                }
                QFile f(path);
                if (!f.open(QIODevice::ReadOnly))
                    continue;
                if (const auto ends = parse(f.readAll())) {
                    out << *ends;
                    seen << name;
                }
            }
        }
        if (!dead.isEmpty()) {
            DirLock lock(dir, LOCK_EX);
            for (const QString &path : std::as_const(dead)) {
                if (!held(path))
                    QFile::remove(path);
            }
        }
    }
    return out;
}

} // namespace railyard::sim
