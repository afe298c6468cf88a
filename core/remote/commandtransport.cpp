// SPDX-License-Identifier: GPL-3.0-or-later
#include "remote/commandtransport.h"

namespace railyard::remote {

CommandTransport::CommandTransport(const QString &node, QObject *parent) : QObject(parent), m_node(node) {}

} // namespace railyard::remote
