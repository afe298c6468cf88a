// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlearchive.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>
#include <algorithm>
#include <cstring>
#include <optional>
#include <zlib.h>

namespace railyard::cli {

namespace {

constexpr int Block = 512;

void putOctal(char *field, int width, qint64 value)
{
    // width includes the terminating NUL.
    const QByteArray digits = QByteArray::number(value, 8).rightJustified(width - 1, '0');
    std::memcpy(field, digits.constData(), size_t(width - 1));
    field[width - 1] = '\0';
}

std::optional<qint64> getOctal(const char *field, int width)
{
    qint64 value = 0;
    int i = 0;
    while (i < width && (field[i] == ' ' || field[i] == '\0'))
        ++i;
    bool any = false;
    for (; i < width && field[i] >= '0' && field[i] <= '7'; ++i) {
        if (value > (qint64(1) << 55))
            return std::nullopt;
        value = value * 8 + (field[i] - '0');
        any = true;
    }
    for (; i < width; ++i) {
        if (field[i] != ' ' && field[i] != '\0')
            return std::nullopt;
    }
    return any ? std::optional<qint64>(value) : std::optional<qint64>(0);
}

QByteArray field(const char *p, int width)
{
    return QByteArray(p, int(strnlen(p, size_t(width))));
}

unsigned checksum(const char *header)
{
    unsigned sum = 0;
    for (int i = 0; i < Block; ++i)
        sum += (i >= 148 && i < 156) ? unsigned(' ') : unsigned(static_cast<unsigned char>(header[i]));
    return sum;
}

Result<QByteArray> header(const QByteArray &name, char type, qint64 size, int mode, qint64 mtime,
                          const QString &archive)
{
    QByteArray h(Block, '\0');
    QByteArray prefix, base = name;
    if (base.size() > 100) {
        // ustar splits a long path at a slash: up to 155 bytes before it.
        const qsizetype cut = name.lastIndexOf('/', 155);
        if (cut <= 0 || name.size() - cut - 1 > 100)
            return Error{QCoreApplication::translate("railyard::cli::BundleArchive",
                                                     "%1: the path %2 is too long for the archive")
                             .arg(archive, QString::fromUtf8(name)),
                         archive};
        prefix = name.left(cut);
        base = name.mid(cut + 1);
    }
    std::memcpy(h.data(), base.constData(), size_t(base.size()));
    putOctal(h.data() + 100, 8, mode);
    putOctal(h.data() + 108, 8, 0);
    putOctal(h.data() + 116, 8, 0);
    putOctal(h.data() + 124, 12, size);
    putOctal(h.data() + 136, 12, mtime);
    h[156] = type;
    std::memcpy(h.data() + 257,
                "ustar\0"
                "00",
                8);
    std::memcpy(h.data() + 345, prefix.constData(), size_t(prefix.size()));
    const QByteArray sum = QByteArray::number(checksum(h.constData()), 8).rightJustified(6, '0');
    std::memcpy(h.data() + 148, sum.constData(), 6);
    h[154] = '\0';
    h[155] = ' ';
    return h;
}

Error archiveError(const QString &archive, const QString &what)
{
    return Error{QCoreApplication::translate("railyard::cli::BundleArchive", "%1: %2").arg(archive, what),
                 archive};
}

// A member name as a relative path of plain components, or empty when the
// name is absolute, climbs with `..` or is otherwise unusable.
QString safeRelative(const QByteArray &raw)
{
    QString name = QString::fromUtf8(raw);
    if (name.isEmpty() || name.startsWith(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) ||
        name.contains(QChar(0)))
        return {};
    QStringList parts;
    for (const QString &part : name.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (part == QLatin1String(".."))
            return {};
        if (part != QLatin1String("."))
            parts << part;
    }
    return parts.join(QLatin1Char('/'));
}

Result<QByteArray> gunzip(const QString &archivePath, qint64 maxBytes)
{
    QFile in(archivePath);
    if (!in.open(QIODevice::ReadOnly))
        return archiveError(archivePath, in.errorString());
    z_stream zs{};
    // 15 + 32: zlib detects the gzip header itself.
    if (inflateInit2(&zs, 15 + 32) != Z_OK)
        return archiveError(
            archivePath, QCoreApplication::translate("railyard::cli::BundleArchive", "zlib failed to start"));
    QByteArray out;
    QByteArray chunk(64 * 1024, '\0');
    int ret = Z_OK;
    while (ret != Z_STREAM_END) {
        const QByteArray input = in.read(64 * 1024);
        if (input.isEmpty())
            break;
        zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(input.constData()));
        zs.avail_in = uInt(input.size());
        // A full output buffer may hold back more output even when all the
        // input is consumed: inflate again until it leaves room.
        do {
            zs.next_out = reinterpret_cast<Bytef *>(chunk.data());
            zs.avail_out = uInt(chunk.size());
            ret = inflate(&zs, Z_NO_FLUSH);
            if (ret != Z_OK && ret != Z_STREAM_END && ret != Z_BUF_ERROR) {
                inflateEnd(&zs);
                return archiveError(archivePath, QCoreApplication::translate("railyard::cli::BundleArchive",
                                                                             "not a gzip file, or damaged"));
            }
            out.append(chunk.constData(), chunk.size() - qsizetype(zs.avail_out));
            if (out.size() > maxBytes) {
                inflateEnd(&zs);
                return archiveError(archivePath,
                                    QCoreApplication::translate("railyard::cli::BundleArchive",
                                                                "expands to more than %1 MB; refused")
                                        .arg(maxBytes / (1024 * 1024)));
            }
            if (ret == Z_BUF_ERROR)
                break; // no progress possible with this input
        } while (ret != Z_STREAM_END && (zs.avail_in > 0 || zs.avail_out == 0));
    }
    inflateEnd(&zs);
    if (ret != Z_STREAM_END)
        return archiveError(archivePath, QCoreApplication::translate("railyard::cli::BundleArchive",
                                                                     "not a gzip file, or cut short"));
    return out;
}

} // namespace

bool BundleArchive::isArchivePath(const QString &path)
{
    return path.endsWith(QLatin1String(".tar.gz"), Qt::CaseInsensitive) ||
           path.endsWith(QLatin1String(".tgz"), Qt::CaseInsensitive);
}

Result<void> BundleArchive::write(const QString &dir, const QString &topName, const QString &archivePath)
{
    const qint64 mtime = QDateTime::currentSecsSinceEpoch();
    QByteArray tar;
    auto add = [&](const QByteArray &name, char type, const QByteArray &data, int mode) -> Result<void> {
        Result<QByteArray> h = header(name, type, data.size(), mode, mtime, archivePath);
        if (!h)
            return h.error();
        tar += h.value();
        tar += data;
        tar += QByteArray((Block - data.size() % Block) % Block, '\0');
        return {};
    };
    if (Result<void> ok = add(topName.toUtf8() + '/', '5', {}, 0755); !ok)
        return ok;
    // Sorted, so the same bundle always packs the same way.
    QStringList entries;
    QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        entries << QDir(dir).relativeFilePath(it.next());
    entries.sort();
    for (const QString &rel : entries) {
        const QFileInfo info(QDir(dir).filePath(rel));
        const QByteArray name = (topName + QLatin1Char('/') + rel).toUtf8();
        if (info.isSymLink())
            continue; // the bundle writer makes none; never follow one out of DIR
        if (info.isDir()) {
            if (Result<void> ok = add(name + '/', '5', {}, 0755); !ok)
                return ok;
            continue;
        }
        QFile f(info.filePath());
        if (!f.open(QIODevice::ReadOnly))
            return archiveError(info.filePath(), f.errorString());
        if (Result<void> ok = add(name, '0', f.readAll(), 0644); !ok)
            return ok;
    }
    tar += QByteArray(2 * Block, '\0');

    z_stream zs{};
    // 15 + 16: a gzip wrapper, which is what tar -z and gunzip read.
    if (deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return archiveError(
            archivePath, QCoreApplication::translate("railyard::cli::BundleArchive", "zlib failed to start"));
    QByteArray gz(qsizetype(deflateBound(&zs, uLong(tar.size()))), '\0');
    zs.next_in = reinterpret_cast<Bytef *>(tar.data());
    zs.avail_in = uInt(tar.size());
    zs.next_out = reinterpret_cast<Bytef *>(gz.data());
    zs.avail_out = uInt(gz.size());
    const int ret = deflate(&zs, Z_FINISH);
    gz.resize(qsizetype(zs.total_out));
    deflateEnd(&zs);
    if (ret != Z_STREAM_END)
        return archiveError(
            archivePath, QCoreApplication::translate("railyard::cli::BundleArchive", "compression failed"));

    QSaveFile out(archivePath);
    if (!out.open(QIODevice::WriteOnly) || out.write(gz) != gz.size() || !out.commit())
        return archiveError(archivePath, out.errorString());
    return {};
}

Result<QString> BundleArchive::extract(const QString &archivePath, const QString &destDir, qint64 maxBytes)
{
    Result<QByteArray> unpacked = gunzip(archivePath, maxBytes);
    if (!unpacked)
        return unpacked.error();
    const QByteArray &tar = unpacked.value();

    struct Member
    {
        QString path;
        bool dir = false;
        qsizetype offset = 0;
        qint64 size = 0;
    };
    QList<Member> members;
    QByteArray longName;
    qint64 total = 0;
    qsizetype pos = 0;
    // Every member is checked before the first byte is written.
    while (pos + Block <= tar.size()) {
        const char *h = tar.constData() + pos;
        if (std::all_of(h, h + Block, [](char c) { return c == '\0'; }))
            break;
        const std::optional<qint64> sum = getOctal(h + 148, 8);
        const std::optional<qint64> size = getOctal(h + 124, 12);
        if (!sum || *sum != qint64(checksum(h)) || !size || *size < 0)
            return archiveError(archivePath, QCoreApplication::translate("railyard::cli::BundleArchive",
                                                                         "not a tar archive, or damaged"));
        const char type = h[156];
        const qsizetype dataAt = pos + Block;
        if (*size > tar.size() - dataAt)
            return archiveError(archivePath, QCoreApplication::translate("railyard::cli::BundleArchive",
                                                                         "a member is cut short"));
        pos = dataAt + qsizetype((*size + Block - 1) / Block) * Block;
        QByteArray name;
        if (!longName.isEmpty()) {
            name = longName;
            longName.clear();
        } else {
            name = field(h, 100);
            const QByteArray prefix = field(h + 345, 155);
            if (std::memcmp(h + 257, "ustar", 5) == 0 && !prefix.isEmpty())
                name = prefix + '/' + name;
        }
        if (type == 'L') { // GNU long name: the next member's name
            longName = field(tar.constData() + dataAt, int(std::min<qint64>(*size, 4096)));
            continue;
        }
        if (type == 'g')
            continue;      // pax global header: nothing the layout needs
        if (type == 'x') { // pax header: only its path matters here
            const QByteArray records = tar.mid(dataAt, qsizetype(*size));
            for (const QByteArray &line : records.split('\n')) {
                const qsizetype at = line.indexOf(" path=");
                if (at > 0)
                    longName = line.mid(at + 6);
            }
            continue;
        }
        const QString rel = safeRelative(name);
        const bool dotDir = type == '5' && (name == "." || name == "./");
        if (rel.isEmpty() && !dotDir)
            return archiveError(archivePath, QCoreApplication::translate(
                                                 "railyard::cli::BundleArchive",
                                                 "member '%1' is an absolute path or climbs out with '..'; "
                                                 "refused, nothing was extracted")
                                                 .arg(QString::fromUtf8(name)));
        if (type == '1' || type == '2')
            return archiveError(
                archivePath, QCoreApplication::translate("railyard::cli::BundleArchive",
                                                         "member '%1' is a link; a bundle holds only folders "
                                                         "and files; refused, nothing was extracted")
                                 .arg(QString::fromUtf8(name)));
        if (type != '0' && type != '\0' && type != '7' && type != '5')
            return archiveError(archivePath,
                                QCoreApplication::translate("railyard::cli::BundleArchive",
                                                            "member '%1' is not a file or a folder; refused")
                                    .arg(QString::fromUtf8(name)));
        total += *size;
        if (total > maxBytes || members.size() >= MaxMembers)
            return archiveError(archivePath, QCoreApplication::translate("railyard::cli::BundleArchive",
                                                                         "holds more than %1 MB or %2 "
                                                                         "members; refused")
                                                 .arg(maxBytes / (1024 * 1024))
                                                 .arg(MaxMembers));
        if (!rel.isEmpty())
            members << Member{rel, type == '5', dataAt, *size};
    }
    if (members.isEmpty())
        return archiveError(
            archivePath, QCoreApplication::translate("railyard::cli::BundleArchive", "the archive is empty"));

    const QDir dest(destDir);
    QSet<QString> tops;
    for (const Member &m : members) {
        tops << m.path.section(QLatin1Char('/'), 0, 0);
        const QString target = dest.filePath(m.path);
        if (m.dir) {
            if (!QDir().mkpath(target))
                return archiveError(archivePath, QCoreApplication::translate("railyard::cli::BundleArchive",
                                                                             "cannot create %1")
                                                     .arg(target));
            continue;
        }
        if (!QDir().mkpath(QFileInfo(target).absolutePath()))
            return archiveError(
                archivePath, QCoreApplication::translate("railyard::cli::BundleArchive", "cannot create %1")
                                 .arg(QFileInfo(target).absolutePath()));
        QFile out(target);
        // NewOnly: a second member of the same name does not overwrite the first.
        if (!out.open(QIODevice::WriteOnly | QIODevice::NewOnly) ||
            out.write(tar.constData() + m.offset, m.size) != m.size)
            return archiveError(archivePath, QCoreApplication::translate("railyard::cli::BundleArchive",
                                                                         "cannot write %1: %2")
                                                 .arg(target, out.errorString()));
    }
    if (tops.size() == 1 && QFileInfo(dest.filePath(*tops.begin())).isDir())
        return dest.filePath(*tops.begin());
    return destDir;
}

Result<BundleArchive::Opened> BundleArchive::open(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return Opened{path, nullptr};
    if (!info.exists())
        return Error{QCoreApplication::translate("railyard::cli::BundleArchive",
                                                 "%1 does not exist (give a bundle folder or a .tar.gz)")
                         .arg(path),
                     path};
    auto tmp = std::make_shared<QTemporaryDir>();
    if (!tmp->isValid())
        return Error{QCoreApplication::translate("railyard::cli::BundleArchive",
                                                 "cannot create a temporary folder to extract %1")
                         .arg(path),
                     path};
    Result<QString> root = extract(path, tmp->path());
    if (!root)
        return root.error();
    return Opened{root.value(), tmp};
}

} // namespace railyard::cli
