// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QLocale>

class QComboBox;

namespace railyard::ui {

// Preferences that outlive a project. Only the language for now; it takes
// effect at the next start because every page builds its texts once.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    QComboBox *languageBox() const { return m_language; }

    // QSettings key; the value is "" (follow the system), "en" or "ru".
    static QString languageKey() { return QStringLiteral("ui/language"); }
    static QString storedLanguage();
    // The locale to load translations for: the stored language, or `system` when none is stored.
    static QLocale effectiveLocale(const QLocale &system);

    void accept() override;

private:
    QComboBox *m_language;
};

} // namespace railyard::ui
