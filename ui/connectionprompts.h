// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "remote/credentialprompt.h"
#include "remote/hostkeyprompt.h"

#include <QCheckBox>
#include <QDialog>
#include <QLineEdit>
#include <QList>
#include <QMessageBox>
#include <QObject>
#include <QPointer>

namespace railyard::ui {

// The questions an SSH connection asks the user, as window-modal dialogs
// opened with open(): the transport's thread keeps running its event loop
// while the user reads the fingerprint. One dialog at a time; questions
// from other nodes wait in order. Rejecting is the default button,
// so trusting a key always takes an explicit click.
class ConnectionPrompts : public QObject, public remote::HostKeyPrompt, public remote::CredentialPrompt
{
    Q_OBJECT
public:
    explicit ConnectionPrompts(QWidget *parent);
    ~ConnectionPrompts() override;

    void askHostKey(const remote::HostKeyInfo &key, std::function<void(bool accept)> reply) override;
    void askCredential(const remote::CredentialRequest &request,
                       std::function<void(std::optional<remote::CredentialReply>)> reply) override;

    // The open questions, for tests and for the accessibility tree.
    QMessageBox *hostKeyDialog() const { return m_hostKey; }
    QDialog *credentialDialog() const { return m_credential; }
    QLineEdit *secretEdit() const { return m_secret; }
    QCheckBox *rememberBox() const { return m_remember; }
    // Clicks the dialog's accept (true) or reject (false) button.
    void answerHostKey(bool accept);

    static QString hostKeyText(const remote::HostKeyInfo &key);

Q_SIGNALS:
    void hostKeyAsked(const railyard::remote::HostKeyInfo &key);
    void credentialAsked();

private:
    void ask(std::function<void()> open);
    void askNext();
    void answered();
    void openHostKey(const remote::HostKeyInfo &key, const std::function<void(bool accept)> &reply);
    void openCredential(const remote::CredentialRequest &request,
                        const std::function<void(std::optional<remote::CredentialReply>)> &reply);

    QWidget *m_parent;
    QList<std::function<void()>> m_queue; // questions waiting for the open one
    bool m_asking = false;
    QPointer<QMessageBox> m_hostKey;
    QPointer<QDialog> m_credential;
    QPointer<QLineEdit> m_secret;
    QPointer<QCheckBox> m_remember;
};

} // namespace railyard::ui
