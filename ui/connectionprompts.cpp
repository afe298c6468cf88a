// SPDX-License-Identifier: GPL-3.0-or-later
#include "connectionprompts.h"

#include "remote/hostkeyverifier.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace railyard::ui {

ConnectionPrompts::ConnectionPrompts(QWidget *parent) : QObject(parent), m_parent(parent) {}

ConnectionPrompts::~ConnectionPrompts()
{
    // An open dialog would otherwise answer a transport that may be gone.
    delete m_hostKey;
    delete m_credential;
}

QString ConnectionPrompts::hostKeyText(const remote::HostKeyInfo &key)
{
    QString text = tr("Key type: %1\nFingerprint: %2").arg(key.keyType, key.fingerprint);
    text += QLatin1String("\n\n");
    text += tr("Compare it with the fingerprint shown on the node itself (for example on its console: "
               "ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub) before you accept. Accepted keys are "
               "remembered in Railyard's known_hosts file.");
    // What the project's own known_hosts says: information, never the answer.
    if (const QString offered = remote::HostKeyVerifier::offeredNote(key); !offered.isEmpty())
        text += QLatin1String("\n\n") + offered;
    return text;
}

void ConnectionPrompts::ask(std::function<void()> open)
{
    // One question at a time: "Test all" or a discovery over new nodes asks
    // for several host keys at once, and each must be read on its own.
    m_queue.append(std::move(open));
    if (!m_asking)
        askNext();
}

void ConnectionPrompts::askNext()
{
    if (m_asking || m_queue.isEmpty())
        return;
    m_asking = true;
    m_queue.takeFirst()();
}

void ConnectionPrompts::answered()
{
    m_asking = false;
    // Queued, so the next dialog does not open inside the last one's signal.
    QTimer::singleShot(0, this, &ConnectionPrompts::askNext);
}

void ConnectionPrompts::askHostKey(const remote::HostKeyInfo &key, std::function<void(bool accept)> reply)
{
    ask([this, key, reply] { openHostKey(key, reply); });
}

void ConnectionPrompts::openHostKey(const remote::HostKeyInfo &key,
                                    const std::function<void(bool accept)> &reply)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Unknown host key"),
                                tr("%1 (%2, port %3) presents a host key Railyard has not seen before.")
                                    .arg(key.node, key.host)
                                    .arg(key.port),
                                QMessageBox::NoButton, m_parent);
    box->setInformativeText(hostKeyText(key));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPushButton *accept = box->addButton(tr("Trust this key"), QMessageBox::AcceptRole);
    QPushButton *reject = box->addButton(tr("Do not connect"), QMessageBox::RejectRole);
    box->setDefaultButton(reject);
    box->setEscapeButton(reject);
    box->setAccessibleName(tr("Unknown host key"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    auto answered = std::make_shared<bool>(false);
    connect(box, &QMessageBox::finished, this, [this, box, accept, reply, answered] {
        if (std::exchange(*answered, true))
            return;
        reply(box->clickedButton() == accept);
        this->answered();
    });
    m_hostKey = box;
    box->open();
    Q_EMIT hostKeyAsked(key);
}

void ConnectionPrompts::answerHostKey(bool accept)
{
    if (!m_hostKey)
        return;
    for (QAbstractButton *b : m_hostKey->buttons()) {
        if (m_hostKey->buttonRole(b) == (accept ? QMessageBox::AcceptRole : QMessageBox::RejectRole)) {
            b->click();
            return;
        }
    }
}

void ConnectionPrompts::askCredential(const remote::CredentialRequest &request,
                                      std::function<void(std::optional<remote::CredentialReply>)> reply)
{
    ask([this, request, reply] { openCredential(request, reply); });
}

void ConnectionPrompts::openCredential(
    const remote::CredentialRequest &request,
    const std::function<void(std::optional<remote::CredentialReply>)> &reply)
{
    auto *dialog = new QDialog(m_parent);
    dialog->setWindowTitle(tr("Sign in to %1").arg(request.node));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    auto *layout = new QVBoxLayout(dialog);
    QString question;
    switch (request.kind) {
    case remote::CredentialKind::Password:
        question = tr("Password for %1@%2:").arg(request.user, request.host);
        break;
    case remote::CredentialKind::KeyPassphrase:
        question = tr("Passphrase of the key %1:").arg(request.keyFile);
        break;
    case remote::CredentialKind::KeyboardInteractive:
        question = request.prompt;
        break;
    case remote::CredentialKind::SudoPassword:
        question = tr("sudo on %1 asks for the password of %2:").arg(request.node, request.user);
        break;
    }
    if (request.attempt > 1)
        question = tr("That was not accepted. %1").arg(question);
    auto *label = new QLabel(question, dialog);
    label->setWordWrap(true);
    auto *edit = new QLineEdit(dialog);
    edit->setEchoMode(request.echo ? QLineEdit::Normal : QLineEdit::Password);
    edit->setAccessibleName(question);
    label->setBuddy(edit);
    auto *remember = new QCheckBox(tr("Remember in the system keychain"), dialog);
    remember->setVisible(request.kind != remote::CredentialKind::KeyboardInteractive);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    layout->addWidget(label);
    layout->addWidget(edit);
    layout->addWidget(remember);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto answered = std::make_shared<bool>(false);
    connect(dialog, &QDialog::finished, this, [this, edit, remember, reply, answered](int result) {
        if (std::exchange(*answered, true))
            return;
        if (result != QDialog::Accepted) {
            reply(std::nullopt);
        } else {
            remote::CredentialReply r;
            QByteArray typed = edit->text().toUtf8();
            r.secret = util::SecretBytes::take(typed);
            r.remember = !remember->isHidden() && remember->isChecked();
            edit->clear(); // the secret lives in the transport from here on, not in a widget
            reply(r);
        }
        this->answered();
    });
    m_credential = dialog;
    m_secret = edit;
    m_remember = remember;
    dialog->open();
    Q_EMIT credentialAsked();
}

} // namespace railyard::ui
