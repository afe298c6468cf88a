// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace railyard::i18n {

// Installs Railyard's and Qt's own translations for a locale. English is
// the source language, so "en" (or an unknown locale) installs nothing
// beyond Qt's strings.
class TranslationLoader
{
public:
    static bool install(const QLocale &locale);
    static QStringList languages() { return {QStringLiteral("en"), QStringLiteral("ru")}; }
};

} // namespace railyard::i18n
