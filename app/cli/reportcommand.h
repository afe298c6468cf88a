// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace railyard::cli {

// `railyard-cli report`: its arguments, and the verdict and findings of a
// facts::ClusterSurvey (or of a support bundle) printed beside the PDF.
class ReportCommand
{
public:
    static int run(const QStringList &arguments);
};

} // namespace railyard::cli
