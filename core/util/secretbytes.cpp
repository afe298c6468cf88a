// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/secretbytes.h"

#include <cstring>
#include <strings.h>

namespace railyard::util {

SecretBytes::Buffer::~Buffer()
{
    // explicit_bzero: a plain memset before free may be optimised away.
    if (data)
        ::explicit_bzero(data.get(), size_t(size) + 1);
}

SecretBytes::SecretBytes(QByteArrayView data)
{
    if (data.isEmpty())
        return;
    auto buffer = std::make_shared<Buffer>();
    buffer->data = std::make_unique<char[]>(size_t(data.size()) + 1);
    std::memcpy(buffer->data.get(), data.data(), size_t(data.size()));
    buffer->data[size_t(data.size())] = '\0';
    buffer->size = data.size();
    m_buffer = std::move(buffer);
}

SecretBytes SecretBytes::take(QByteArray &source)
{
    SecretBytes s(QByteArrayView(source.constData(), source.size()));
    zero(source);
    source.clear();
    return s;
}

void SecretBytes::zero(QByteArray &bytes)
{
    // Only the sole owner's heap buffer is zeroed: data() on a shared array
    // would detach and zero a fresh copy (what the old wipe() did), and a
    // literal lives in read-only memory. A shared array is left to its
    // other holders.
    if (!bytes.isEmpty() && bytes.isDetached())
        ::explicit_bzero(bytes.data(), size_t(bytes.size()));
}

} // namespace railyard::util
