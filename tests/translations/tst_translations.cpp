// SPDX-License-Identifier: GPL-3.0-or-later
#include "translationloader.h"

#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    bool finished = false;
    QString translation;
};

QList<Message> readTs(const QString &path)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            current = Message{context, {}, false, {}};
        else if (xml.name() == QLatin1String("source"))
            current.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            current.finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            out << current;
        }
    }
    return out;
}

QString key(const Message &m)
{
    return m.context + QChar(0x1f) + m.source;
}

} // namespace

class TstTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void russianIsComplete()
    {
        const QList<Message> ru = readTs(QStringLiteral(RAILYARD_SOURCE_DIR "/translations/railyard_ru.ts"));
        QVERIFY(ru.size() > 100);
        QStringList missing;
        for (const Message &m : ru) {
            if (!m.finished || m.translation.trimmed().isEmpty())
                missing << m.context + QStringLiteral(": ") + m.source.left(60);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.mid(0, 10).join(QLatin1Char('\n'))));
    }

    // Every string the code marks for translation is in the .ts files:
    // lupdate over the sources into a scratch file finds nothing new.
    void tsFilesMatchTheSources()
    {
        QTemporaryDir dir;
        const QString scratch = dir.filePath(QStringLiteral("scratch_ru.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(RAILYARD_SOURCE_DIR));
        lupdate.start(QStringLiteral(RAILYARD_LUPDATE),
                      {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("core"), QStringLiteral("ui"),
                       QStringLiteral("app"), QStringLiteral("translations"), QStringLiteral("-ts"), scratch});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        QSet<QString> known;
        for (const Message &m : readTs(QStringLiteral(RAILYARD_SOURCE_DIR "/translations/railyard_ru.ts")))
            known.insert(key(m));
        QStringList absent;
        for (const Message &m : readTs(scratch)) {
            if (!known.contains(key(m)))
                absent << m.context + QStringLiteral(": ") + m.source.left(60);
        }
        QVERIFY2(absent.isEmpty(), qPrintable(QStringLiteral("run the update_translations target; new strings:\n")
                                              + absent.mid(0, 10).join(QLatin1Char('\n'))));
    }

    void russianLoadsAndTranslates()
    {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QLocale::Russian), QStringLiteral("railyard"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")));
        const QString text = translator.translate("railyard::plan::MtuPolicy",
                                                  "NVIDIA's guidance for a directly cabled pair: jumbo frames on both ends.");
        QVERIFY(!text.isEmpty());
        QVERIFY(text != QLatin1String("NVIDIA's guidance for a directly cabled pair: jumbo frames on both ends."));
    }
};

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
