// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/rail.h"

#include <array>

namespace railyard::model {

// A QSFP cage on the back of a Spark; port 0 is the one nearer the RJ-45.
class Port
{
public:
    static constexpr int Count = 2; // QSFP ports per node

    explicit Port(int index);

    int index() const { return m_index; }
    std::array<Rail, Rail::Count> rails() const { return {Rail(m_index, 1), Rail(m_index, 2)}; }
    Rail rail(int rail) const { return Rail(m_index, rail); }

    static bool isValidIndex(int index) { return index == 0 || index == 1; }

private:
    int m_index;
};

} // namespace railyard::model
