// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"

#include <QJsonDocument>
#include <cstdio>

namespace railyard::cli {

void CliOutput::err(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

void CliOutput::out(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CliOutput::json(const QJsonDocument &document)
{
    out(QString::fromUtf8(document.toJson(QJsonDocument::Indented)));
}

int CliOutput::usageError(const QString &message)
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QByteArray bytes = (QStringLiteral("railyard-cli: ") + line + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    return ExitUsage;
}

} // namespace railyard::cli
