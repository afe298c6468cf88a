// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <memory>

namespace railyard::util {

// A password or passphrase, held in one buffer that is zeroed when its last
// holder lets go. Copies share that buffer (they never duplicate the bytes),
// unlike QByteArray, whose copy-on-write makes "wipe a copy" clear a fresh
// detached copy while the original bytes stay in freed memory.
class SecretBytes
{
public:
    SecretBytes() = default;
    // Copies `data` into the secret buffer.
    explicit SecretBytes(QByteArrayView data);
    // Copies the bytes of `source` in and empties `source`, zeroing its
    // memory when nobody else shares it.
    static SecretBytes take(QByteArray &source);

    bool isEmpty() const { return size() == 0; }
    qsizetype size() const { return m_buffer ? m_buffer->size : 0; }
    // NUL-terminated, for C APIs (libssh); valid while a holder lives.
    const char *constData() const { return m_buffer ? m_buffer->data.get() : ""; }
    QByteArrayView view() const { return QByteArrayView(constData(), size()); }
    // Whether two holders share one buffer (for tests).
    bool sharesBufferWith(const SecretBytes &other) const { return m_buffer && m_buffer == other.m_buffer; }
    // This holder lets go; the buffer is zeroed once no holder is left.
    void clear() { m_buffer.reset(); }

    // Zeroes the bytes a QByteArray holds, in place, when it is their only
    // owner: for the boundary to APIs that insist on a QByteArray.
    static void zero(QByteArray &bytes);

private:
    struct Buffer
    {
        std::unique_ptr<char[]> data;
        qsizetype size = 0;
        ~Buffer();
    };
    std::shared_ptr<const Buffer> m_buffer;
};

} // namespace railyard::util
