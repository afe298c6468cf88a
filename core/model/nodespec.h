// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/node.h"
#include "util/result.h"

#include <QString>

namespace railyard::model {

// A node as the command line names it: NAME=[USER@]ADDRESS[:PORT], with an
// IPv6 address in brackets when a port follows ([fd00::1]:2222). Every part
// is checked by TokenRules; the error quotes the spec and says which part.
class NodeSpec
{
public:
    static Result<Node> parse(const QString &spec);
};

} // namespace railyard::model
