// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/boundedfile.h"

#include <QCoreApplication>
#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace railyard::util {

namespace {

Error fail(const QString &path, const QString &why)
{
    return Error{QCoreApplication::translate("railyard::util::BoundedFile", "%1: %2").arg(path, why), path};
}

} // namespace

bool BoundedFile::isRegular(const QString &path)
{
    struct stat st
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISREG(st.st_mode);
}

Result<QByteArray> BoundedFile::read(const QString &path, qint64 maxBytes)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat st
    {
    };
    if (::lstat(native.constData(), &st) != 0)
        return fail(path, QString::fromLocal8Bit(std::strerror(errno)));
    if (S_ISLNK(st.st_mode))
        return fail(path, QCoreApplication::translate("railyard::util::BoundedFile",
                                                      "is a symbolic link; it is not followed"));
    if (!S_ISREG(st.st_mode))
        return fail(path,
                    QCoreApplication::translate("railyard::util::BoundedFile", "is not a regular file"));
    // O_NONBLOCK: if the name was swapped for a FIFO after lstat, open must not hang.
    const int fd = ::open(native.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return fail(path, QString::fromLocal8Bit(std::strerror(errno)));
    struct stat fst
    {
    };
    if (::fstat(fd, &fst) != 0 || !S_ISREG(fst.st_mode)) {
        ::close(fd);
        return fail(path,
                    QCoreApplication::translate("railyard::util::BoundedFile", "is not a regular file"));
    }
    if (fst.st_size > maxBytes) {
        ::close(fd);
        return fail(path,
                    QCoreApplication::translate("railyard::util::BoundedFile", "is larger than %1 bytes")
                        .arg(maxBytes));
    }
    QByteArray out;
    char buf[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int e = errno;
            ::close(fd);
            return fail(path, QString::fromLocal8Bit(std::strerror(e)));
        }
        if (n == 0)
            break;
        // The file may grow while it is read: the cap holds on what is read.
        if (out.size() + n > maxBytes) {
            ::close(fd);
            return fail(path,
                        QCoreApplication::translate("railyard::util::BoundedFile", "is larger than %1 bytes")
                            .arg(maxBytes));
        }
        out.append(buf, qsizetype(n));
    }
    ::close(fd);
    return out;
}

} // namespace railyard::util
