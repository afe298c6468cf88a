// SPDX-License-Identifier: GPL-3.0-or-later
// libibverbs through RdmaDeviceLister. Without RDMA hardware (CI, a
// laptop) the answer must be a clear "no RDMA devices" error, not a crash
// and not an empty map; with devices every port must name its netdev.
#include "remote/rdmadevicelister.h"

#include <QDir>
#include <QTest>

using namespace railyard;
using namespace railyard::remote;

class TestRdmaDeviceLister : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void list()
    {
        const QStringList devices =
            QDir(QStringLiteral("/sys/class/infiniband")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        const Result<probe::RdmaNetdevLinks> links = RdmaDeviceLister::list();
        if (devices.isEmpty()) {
            QVERIFY(!links);
            QVERIFY2(links.error().message.startsWith(QLatin1String("no RDMA devices")),
                     qPrintable(links.error().message));
            QCOMPARE(links.error().object, QStringLiteral("rdma"));
            // Calling again is as safe as the first time (the list is freed each time).
            QVERIFY(!RdmaDeviceLister::list());
            return;
        }
        QVERIFY2(links, qPrintable(links ? QString() : links.error().toString()));
        QSet<QString> seen;
        for (const probe::RdmaNetdevLink &l : links->links) {
            QVERIFY(devices.contains(l.rdmaDevice));
            QVERIFY(l.port >= 1);
            QVERIFY(l.physicalState.has_value());
            QCOMPARE(l.up, l.state == QLatin1String("ACTIVE"));
            seen.insert(l.rdmaDevice);
        }
        QCOMPARE(seen.size(), devices.size());
    }
};

QTEST_GUILESS_MAIN(TestRdmaDeviceLister)
#include "tst_rdmadevicelister.moc"
