// SPDX-License-Identifier: GPL-3.0-or-later
// Every parser kind against mangled real outputs: truncated, line-shuffled,
// byte-flipped and random. The only contract checked is the one every
// parser promises: a value or an Error with a message, never a crash or a
// hang. The amount of work is fixed (no clocks), so a run is reproducible.
#include "probe/nccllogparser.h"
#include "probe/nccltestsparser.h"
#include "probe/parserregistry.h"
#include "probe/perftestparser.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>
#include <functional>

using railyard::probe::ParserRegistry;

using JsonParse = std::function<railyard::Result<QJsonObject>(const QString &)>;
Q_DECLARE_METATYPE(JsonParse)

namespace {

constexpr int kPrefixSteps = 32;  // prefix lengths per sample
constexpr int kShuffles = 4;      // shuffled copies per sample
constexpr int kFlips = 12;        // byte-flipped copies per sample
constexpr int kRandomInputs = 48; // random texts per kind
constexpr int kMaxRandomBytes = 2048;

struct Sample
{
    QString name;
    QByteArray bytes;
};

QList<Sample> loadSamples()
{
    QList<Sample> out;
    QDir dir(QStringLiteral(RAILYARD_TEST_DATA "/samples"));
    const QStringList names = dir.entryList(QDir::Files, QDir::Name);
    for (const QString &name : names) {
        if (name == QLatin1String("SOURCES.md"))
            continue;
        QFile f(dir.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            out.append({name, f.readAll()});
    }
    return out;
}

// A seed per (kind, sample) so a failure names an input that can be rebuilt.
quint32 seedFor(const QString &kind, const QString &sample, int salt)
{
    return quint32(qHash(kind) ^ (qHash(sample) * 31u) ^ quint32(salt) * 2654435761u);
}

QByteArray shuffledLines(const QByteArray &bytes, QRandomGenerator &rng)
{
    QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = lines.size() - 1; i > 0; --i)
        lines.swapItemsAt(i, qsizetype(rng.bounded(quint32(i + 1))));
    return lines.join('\n');
}

QByteArray flippedBytes(QByteArray bytes, QRandomGenerator &rng)
{
    if (bytes.isEmpty())
        return bytes;
    const int flips = 1 + int(rng.bounded(8u));
    for (int i = 0; i < flips; ++i) {
        const qsizetype at = qsizetype(rng.bounded(quint32(bytes.size())));
        switch (rng.bounded(4u)) {
        case 0:
            bytes[at] = char(bytes[at] ^ char(1u << rng.bounded(8u)));
            break;
        case 1:
            bytes[at] = '\0';
            break;
        case 2:
            bytes[at] = char(rng.bounded(256u)); // may break UTF-8 sequences
            break;
        default:
            bytes.insert(at, rng.bounded(2u) ? '\n' : ':');
            break;
        }
    }
    return bytes;
}

QByteArray randomBytes(QRandomGenerator &rng, bool printable)
{
    QByteArray out(qsizetype(rng.bounded(quint32(kMaxRandomBytes))), '\0');
    static const char alphabet[] = "abcdefXYZ0123456789 :;/[]<>=-_.,#*\t\n\n";
    for (char &c : out) {
        c = printable ? alphabet[rng.bounded(quint32(sizeof(alphabet) - 1))] : char(rng.bounded(256u));
    }
    return out;
}

// Random lines built from words of the real samples: deep enough to get
// past the first "is this my format" checks of a parser.
QByteArray wordSoup(const QList<QByteArray> &words, QRandomGenerator &rng)
{
    QByteArray out;
    const int lines = 1 + int(rng.bounded(40u));
    for (int l = 0; l < lines; ++l) {
        const int n = 1 + int(rng.bounded(12u));
        for (int w = 0; w < n; ++w) {
            out += words[qsizetype(rng.bounded(quint32(words.size())))];
            out += rng.bounded(3u) ? ' ' : '\t';
        }
        out += '\n';
    }
    return out;
}

template <typename Parser> JsonParse typed()
{
    return [](const QString &text) -> railyard::Result<QJsonObject> {
        const auto r = Parser::parse(text);
        if (!r)
            return r.error();
        return r->toJson();
    };
}

} // namespace

class TstParserRobustness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void kindsAreListed();
    void unknownKindIsAnError();
    void mangledInputs_data();
    void mangledInputs();

private:
    QList<Sample> m_samples;
    QList<QByteArray> m_words;
};

void TstParserRobustness::initTestCase()
{
    m_samples = loadSamples();
    QVERIFY2(m_samples.size() >= 40, "sample folder missing or emptied");
    for (const Sample &s : std::as_const(m_samples)) {
        for (const QByteArray &w : s.bytes.simplified().split(' ')) {
            if (!w.isEmpty() && w.size() < 40)
                m_words.append(w);
        }
    }
}

void TstParserRobustness::kindsAreListed()
{
    const QStringList kinds = ParserRegistry::kinds();
    for (const char *k : {"ib-write-bw", "ib-read-bw", "ib-write-lat", "nccl-tests", "nccl-log",
                          "ethtool-stats", "ibdev2netdev", "dmesg"})
        QVERIFY2(kinds.contains(QLatin1String(k)), k);
    for (const QString &k : kinds)
        QVERIFY(ParserRegistry::hasKind(k));
}

void TstParserRobustness::unknownKindIsAnError()
{
    const auto r = ParserRegistry::parseToJson(QStringLiteral("no-such-kind"), QStringLiteral("x"));
    QVERIFY(!r.hasValue());
    QVERIFY(!r.error().message.isEmpty());
}

void TstParserRobustness::mangledInputs_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<JsonParse>("parse");
    for (const QString &kind : ParserRegistry::kinds()) {
        QTest::newRow(qPrintable(kind))
            << kind
            << JsonParse([kind](const QString &text) { return ParserRegistry::parseToJson(kind, text); });
    }
    // The measurement parsers directly too, so they are covered whatever
    // the registry dispatches to.
    using namespace railyard::probe;
    QTest::newRow("typed PerftestParser") << QStringLiteral("perftest") << typed<PerftestParser>();
    QTest::newRow("typed NcclTestsParser") << QStringLiteral("nccl-tests") << typed<NcclTestsParser>();
    QTest::newRow("typed NcclLogParser") << QStringLiteral("nccl-log") << typed<NcclLogParser>();
}

void TstParserRobustness::mangledInputs()
{
    QFETCH(QString, kind);
    QFETCH(JsonParse, parse);
    QStringList failures;
    int calls = 0;
    int values = 0;

    auto check = [&](const QByteArray &input, const QString &what) {
        ++calls;
        const auto r = parse(QString::fromUtf8(input));
        if (r.hasValue()) {
            ++values;
            // The value must serialise: no dangling or invalid JSON state.
            QJsonDocument(r.value()).toJson(QJsonDocument::Compact);
        } else if (r.error().message.isEmpty()) {
            failures.append(what);
        }
    };

    for (const Sample &s : std::as_const(m_samples)) {
        const QByteArray &b = s.bytes;
        check(b, s.name);
        for (int step = 0; step < kPrefixSteps; ++step) {
            const qsizetype len = b.size() * step / kPrefixSteps;
            check(b.left(len), QStringLiteral("%1 prefix %2").arg(s.name).arg(len));
        }
        // Cut exactly at each of the first line ends too: parsers meet
        // half-finished lines there.
        for (qsizetype at = b.indexOf('\n'), n = 0; at >= 0 && n < 6; at = b.indexOf('\n', at + 1), ++n)
            check(b.left(at + 1 + (n % 2 ? 3 : 0)),
                  QStringLiteral("%1 cut near line %2").arg(s.name).arg(n + 1));
        for (int i = 0; i < kShuffles; ++i) {
            const quint32 seed = seedFor(kind, s.name, i);
            QRandomGenerator rng(seed);
            check(shuffledLines(b, rng), QStringLiteral("%1 shuffled seed %2").arg(s.name).arg(seed));
        }
        for (int i = 0; i < kFlips; ++i) {
            const quint32 seed = seedFor(kind, s.name, 100 + i);
            QRandomGenerator rng(seed);
            check(flippedBytes(b, rng), QStringLiteral("%1 flipped seed %2").arg(s.name).arg(seed));
        }
    }
    for (int i = 0; i < kRandomInputs; ++i) {
        const quint32 seed = seedFor(kind, QStringLiteral("random"), i);
        QRandomGenerator rng(seed);
        check(randomBytes(rng, i % 2 == 0), QStringLiteral("random seed %1").arg(seed));
        check(wordSoup(m_words, rng), QStringLiteral("word soup seed %1").arg(seed));
    }
    check(QByteArray(), QStringLiteral("empty"));
    check(QByteArray(100000, '\n'), QStringLiteral("100000 empty lines"));
    check(QByteArray(200000, 'x'), QStringLiteral("one 200000-char line"));

    QVERIFY2(failures.isEmpty(),
             qPrintable(QStringLiteral("%1 of %2 inputs gave an Error without message, first: %3")
                            .arg(failures.size())
                            .arg(calls)
                            .arg(failures.value(0))));
    // Kinds without a matching sample (ip-route, ip-neigh) may reject
    // everything, so the share of values is reported, not asserted.
    qInfo("%s: %d inputs, %d parsed to a value", qPrintable(kind), calls, values);
}

QTEST_GUILESS_MAIN(TstParserRobustness)
#include "tst_parserrobustness.moc"
