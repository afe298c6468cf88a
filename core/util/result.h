// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <cassert>
#include <utility>
#include <variant>

namespace railyard {

// std::expected is C++23; this is the subset the project needs, with Error
// as the only error type so every failure carries a message and an object.
template<typename T>
class Result
{
public:
    Result(T value) : m_state(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : m_state(std::in_place_index<1>, std::move(error)) {}

    bool hasValue() const { return m_state.index() == 0; }
    explicit operator bool() const { return hasValue(); }

    T &value() &
    {
        assert(hasValue());
        return std::get<0>(m_state);
    }
    const T &value() const &
    {
        assert(hasValue());
        return std::get<0>(m_state);
    }
    T &&value() &&
    {
        assert(hasValue());
        return std::get<0>(std::move(m_state));
    }
    const Error &error() const
    {
        assert(!hasValue());
        return std::get<1>(m_state);
    }

    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }

private:
    std::variant<T, Error> m_state;
};

template<>
class Result<void>
{
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)), m_failed(true) {}

    bool hasValue() const { return !m_failed; }
    explicit operator bool() const { return hasValue(); }
    const Error &error() const
    {
        assert(m_failed);
        return m_error;
    }

private:
    Error m_error;
    bool m_failed = false;
};

} // namespace railyard
