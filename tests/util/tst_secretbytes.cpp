// SPDX-License-Identifier: GPL-3.0-or-later
// One owner for a secret (issue #15, item 12): copies share one buffer, so
// there is never a second copy of the bytes to forget, and a QByteArray
// handed over is zeroed in place. The old wipe() detached a shared
// QByteArray and zeroed the fresh copy, leaving the original bytes.
#include "util/secretbytes.h"

#include <QTest>

using railyard::util::SecretBytes;

class TstSecretBytes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void copiesShareOneBuffer()
    {
        const SecretBytes a(QByteArrayView("correct horse battery staple"));
        SecretBytes b = a;
        SecretBytes c;
        c = b;
        QVERIFY(a.sharesBufferWith(b) && b.sharesBufferWith(c));
        QCOMPARE(a.constData(), c.constData()); // the same bytes, not equal ones
        QCOMPARE(a.view(), QByteArrayView("correct horse battery staple"));
        QCOMPARE(a.constData()[a.size()], '\0'); // for libssh
        b.clear();
        QVERIFY(b.isEmpty());
        QCOMPARE(b.constData(), "");
        QCOMPARE(a.view(), QByteArrayView("correct horse battery staple")); // the others still hold it
    }

    void takeZeroesTheSource()
    {
        QByteArray typed("hunter2 with spaces");
        QVERIFY(typed.isDetached());
        const char *was = typed.constData();
        // Zeroed in place while still allocated: what take() does first.
        QByteArray probe = typed; // shared: zero() must leave a shared array alone
        SecretBytes::zero(typed);
        QCOMPARE(probe, QByteArray("hunter2 with spaces"));
        probe.clear();
        QVERIFY(typed.isDetached());
        SecretBytes::zero(typed);
        QCOMPARE(typed.constData(), was); // in place, not a detached copy
        QCOMPARE(typed, QByteArray(19, '\0'));

        QByteArray again("s3cret");
        const SecretBytes s = SecretBytes::take(again);
        QVERIFY(again.isEmpty());
        QCOMPARE(s.view(), QByteArrayView("s3cret"));
    }

    void literalsAreLeftAlone()
    {
        // Read-only memory: zeroing it would crash; take() copies and lets go.
        QByteArray literal = QByteArrayLiteral("static");
        const SecretBytes s = SecretBytes::take(literal);
        QCOMPARE(s.view(), QByteArrayView("static"));
        QVERIFY(literal.isEmpty());
    }

    void emptyIsEmpty()
    {
        const SecretBytes e;
        QVERIFY(e.isEmpty());
        QCOMPARE(e.size(), 0);
        QVERIFY(!e.sharesBufferWith(SecretBytes()));
        QVERIFY(SecretBytes(QByteArrayView()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstSecretBytes)
#include "tst_secretbytes.moc"
