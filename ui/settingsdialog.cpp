// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QVBoxLayout>

namespace railyard::ui {

SettingsDialog::SettingsDialog(QWidget *parent) : QDialog(parent), m_language(new QComboBox(this))
{
    setWindowTitle(tr("Settings"));
    m_language->addItem(tr("System default"), QString());
    // Language names in their own language, so a user who cannot read the current one still finds theirs.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Русский"), QStringLiteral("ru"));
    m_language->setAccessibleName(tr("Language"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(storedLanguage())));

    auto *note = new QLabel(tr("The language changes the next time Railyard starts."), this);
    note->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
}

QString SettingsDialog::storedLanguage()
{
    return QSettings().value(languageKey()).toString();
}

QLocale SettingsDialog::effectiveLocale(const QLocale &system)
{
    const QString language = storedLanguage();
    return language.isEmpty() ? system : QLocale(language);
}

void SettingsDialog::accept()
{
    const QString language = m_language->currentData().toString();
    QSettings settings;
    if (language.isEmpty())
        settings.remove(languageKey());
    else
        settings.setValue(languageKey(), language);
    QDialog::accept();
}

} // namespace railyard::ui
