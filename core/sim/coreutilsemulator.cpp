// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/coreutilsemulator.h"

#include "sim/simcluster.h"

#include <QCryptographicHash>
#include <QRegularExpression>

namespace railyard::sim {

namespace {

struct Args
{
    QStringList flags; // single letters and long options, as given
    QStringList operands;
    QString mode;   // -m MODE
    QString format; // -c FORMAT (stat)
    bool has(const QString &letter) const
    {
        for (const QString &f : flags) {
            if (f == letter || (!f.startsWith(QLatin1String("--")) && f.size() > 1 && f.contains(letter)))
                return true;
        }
        return false;
    }
};

// Options before the operands; -m and -c take a value (attached or not).
Args parse(const QStringList &in, const QStringList &withValue = {})
{
    Args a;
    bool operandsOnly = false;
    for (qsizetype i = 0; i < in.size(); ++i) {
        const QString &x = in[i];
        if (operandsOnly || !x.startsWith(QLatin1Char('-')) || x == QLatin1String("-")) {
            a.operands << x;
            continue;
        }
        if (x == QLatin1String("--")) {
            operandsOnly = true;
            continue;
        }
        bool taken = false;
        for (const QString &v : withValue) {
            if (x == QLatin1Char('-') + v || x.startsWith(QLatin1Char('-') + v)) {
                const QString value = x.size() > 2 ? x.mid(2) : (i + 1 < in.size() ? in[++i] : QString());
                (v == QLatin1String("m") ? a.mode : a.format) = value;
                taken = true;
                break;
            }
        }
        if (!taken)
            a.flags << x.mid(x.startsWith(QLatin1String("--")) ? 0 : 1);
    }
    return a;
}

ToolOutput fail(const QString &text, int code = 1)
{
    return ToolOutput::failure(text.toUtf8() + '\n', code);
}

int octal(const QString &mode, int fallback)
{
    bool ok = false;
    const int v = mode.toInt(&ok, 8);
    return ok ? v : fallback;
}

QString abs(const QString &path, int uid)
{
    if (path.startsWith(QLatin1Char('/')))
        return SimFileSystem::normalise(path);
    return SimFileSystem::normalise((uid == 0 ? QStringLiteral("/root") : SimFileSystem::home()) +
                                    QLatin1Char('/') + path);
}

ToolOutput ls(SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    const bool all = a.has(QStringLiteral("A")) || a.has(QStringLiteral("a"));
    QStringList paths = a.operands;
    if (paths.isEmpty())
        paths << QStringLiteral(".");
    ToolOutput o;
    QStringList blocks;
    QString filesBlock;
    for (const QString &p : paths) {
        const QString path = abs(p, uid);
        const SimFile *e = fs.entry(path);
        if (!e) {
            o.err += QStringLiteral("ls: cannot access '%1': No such file or directory\n").arg(p).toUtf8();
            o.exitCode = 2;
            continue;
        }
        if (!e->directory) {
            filesBlock += p + QLatin1Char('\n');
            continue;
        }
        if (!fs.mayRead(path, uid)) {
            o.err += QStringLiteral("ls: cannot open directory '%1': Permission denied\n").arg(p).toUtf8();
            o.exitCode = 2;
            continue;
        }
        QString block = paths.size() > 1 ? p + QStringLiteral(":\n") : QString();
        for (const QString &name : fs.list(path)) {
            if (all || !name.startsWith(QLatin1Char('.')))
                block += name + QLatin1Char('\n');
        }
        blocks << block;
    }
    if (!filesBlock.isEmpty())
        blocks.prepend(filesBlock);
    o.out = blocks.join(QLatin1Char('\n')).toUtf8();
    return o;
}

ToolOutput install(SimFileSystem &fs, const QStringList &argv, const QByteArray &stdinData, int uid)
{
    const Args a = parse(argv, {QStringLiteral("m"), QStringLiteral("o"), QStringLiteral("g")});
    const bool dirs = a.has(QStringLiteral("d"));
    if (a.operands.isEmpty())
        return fail(QStringLiteral("install: missing file operand"));
    if (dirs) {
        const int mode = octal(a.mode, 0755);
        for (const QString &d : a.operands) {
            const QString path = abs(d, uid);
            QString err = fs.makeDir(path, mode, uid, true);
            if (err.isEmpty())
                err = fs.chmod(path, mode, uid);
            if (!err.isEmpty())
                return fail(QStringLiteral("install: cannot create directory '%1': %2").arg(d, err));
        }
        return {};
    }
    if (a.operands.size() < 2)
        return fail(
            QStringLiteral("install: missing destination file operand after '%1'").arg(a.operands.first()));
    const QString dest = a.operands.last();
    for (const QString &src : a.operands.mid(0, a.operands.size() - 1)) {
        QByteArray data;
        if (src == QLatin1String("/dev/stdin") || src == QLatin1String("-")) {
            data = stdinData;
        } else if (const QString err = fs.read(abs(src, uid), uid, &data); !err.isEmpty()) {
            return fail(QStringLiteral("install: cannot stat '%1': %2").arg(src, err));
        }
        QString target = abs(dest, uid);
        if (fs.isDir(target))
            target += QLatin1Char('/') + SimFileSystem::baseName(src);
        // install unlinks and recreates: the mode is always the one given.
        const int mode = octal(a.mode, 0755);
        if (const QString err = fs.writeFile(target, data, mode, uid); !err.isEmpty())
            return fail(QStringLiteral("install: cannot create regular file '%1': %2").arg(dest, err));
        fs.chmod(target, mode, 0);
    }
    return {};
}

ToolOutput copy(SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    const bool preserve = a.has(QStringLiteral("a")) || a.has(QStringLiteral("p")) ||
                          a.flags.contains(QStringLiteral("--archive"));
    const bool recursive = preserve || a.has(QStringLiteral("r")) || a.has(QStringLiteral("R"));
    if (a.operands.size() < 2)
        return fail(QStringLiteral("cp: missing destination file operand"));
    const QString dest = abs(a.operands.last(), uid);
    const QStringList sources = a.operands.mid(0, a.operands.size() - 1);
    if (sources.size() > 1 && !fs.isDir(dest))
        return fail(QStringLiteral("cp: target '%1' is not a directory").arg(a.operands.last()));
    ToolOutput o;
    for (const QString &s : sources) {
        const QString src = abs(s, uid);
        const SimFile *e = fs.entry(src);
        if (!e) {
            o.err += QStringLiteral("cp: cannot stat '%1': No such file or directory\n").arg(s).toUtf8();
            o.exitCode = 1;
            continue;
        }
        if (e->directory && !recursive) {
            o.err += QStringLiteral("cp: -r not specified; omitting directory '%1'\n").arg(s).toUtf8();
            o.exitCode = 1;
            continue;
        }
        if (const QString err = fs.copy(src, dest, uid, preserve); !err.isEmpty()) {
            o.err += QStringLiteral("cp: cannot create regular file '%1': %2\n")
                         .arg(a.operands.last(), err)
                         .toUtf8();
            o.exitCode = 1;
        }
    }
    return o;
}

ToolOutput mkdir(SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv, {QStringLiteral("m")});
    const bool parents = a.has(QStringLiteral("p")) || a.flags.contains(QStringLiteral("--parents"));
    if (a.operands.isEmpty())
        return fail(QStringLiteral("mkdir: missing operand"));
    ToolOutput o;
    for (const QString &d : a.operands) {
        const QString err = fs.makeDir(abs(d, uid), octal(a.mode, 0755), uid, parents);
        if (!err.isEmpty()) {
            o.err += QStringLiteral("mkdir: cannot create directory '%1': %2\n").arg(d, err).toUtf8();
            o.exitCode = 1;
        }
    }
    return o;
}

ToolOutput rm(SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    const bool force = a.has(QStringLiteral("f"));
    const bool recursive = a.has(QStringLiteral("r")) || a.has(QStringLiteral("R"));
    ToolOutput o;
    for (const QString &p : a.operands) {
        const QString path = abs(p, uid);
        if (!fs.exists(path)) {
            if (!force) {
                o.err +=
                    QStringLiteral("rm: cannot remove '%1': No such file or directory\n").arg(p).toUtf8();
                o.exitCode = 1;
            }
            continue;
        }
        if (const QString err = fs.remove(path, uid, recursive); !err.isEmpty()) {
            o.err += QStringLiteral("rm: cannot remove '%1': %2\n").arg(p, err).toUtf8();
            o.exitCode = 1;
        }
    }
    return o;
}

ToolOutput mv(SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    if (a.operands.size() < 2)
        return fail(QStringLiteral("mv: missing destination file operand"));
    ToolOutput o;
    const QString dest = abs(a.operands.last(), uid);
    for (const QString &s : a.operands.mid(0, a.operands.size() - 1)) {
        if (const QString err = fs.rename(abs(s, uid), dest, uid); !err.isEmpty()) {
            o.err +=
                (err == QLatin1String("No such file or directory")
                     ? QStringLiteral("mv: cannot stat '%1': %2\n").arg(s, err)
                     : QStringLiteral("mv: cannot move '%1' to '%2': %3\n").arg(s, a.operands.last(), err))
                    .toUtf8();
            o.exitCode = 1;
        }
    }
    return o;
}

ToolOutput touch(SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    ToolOutput o;
    for (const QString &p : a.operands) {
        const QString path = abs(p, uid);
        if (fs.exists(path))
            continue;
        if (const QString err = fs.writeFile(path, {}, 0644, uid); !err.isEmpty()) {
            o.err += QStringLiteral("touch: cannot touch '%1': %2\n").arg(p, err).toUtf8();
            o.exitCode = 1;
        }
    }
    return o;
}

ToolOutput chmod(SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    if (a.operands.size() < 2)
        return fail(QStringLiteral("chmod: missing operand"));
    const int mode = octal(a.operands.first(), -1);
    if (mode < 0)
        return fail(QStringLiteral("chmod: invalid mode: '%1'").arg(a.operands.first()));
    ToolOutput o;
    for (const QString &p : a.operands.mid(1)) {
        if (const QString err = fs.chmod(abs(p, uid), mode, uid); !err.isEmpty()) {
            o.err += QStringLiteral("chmod: cannot access '%1': %2\n").arg(p, err).toUtf8();
            o.exitCode = 1;
        }
    }
    return o;
}

bool unaryTest(const SimFileSystem &fs, const QString &op, const QString &value, int uid)
{
    const SimFile *e = fs.entry(abs(value, uid));
    if (op == QLatin1String("-e"))
        return e;
    if (op == QLatin1String("-f"))
        return e && !e->directory;
    if (op == QLatin1String("-d"))
        return e && e->directory;
    if (op == QLatin1String("-s"))
        return e && !e->directory && !e->data.isEmpty();
    if (op == QLatin1String("-r"))
        return fs.mayRead(abs(value, uid), uid);
    if (op == QLatin1String("-w"))
        return e && (uid == 0 || (e->uid == uid && (e->mode & 0200)));
    if (op == QLatin1String("-n"))
        return !value.isEmpty();
    if (op == QLatin1String("-z"))
        return value.isEmpty();
    return false;
}

ToolOutput test(const SimFileSystem &fs, QStringList args, int uid, bool bracket)
{
    if (bracket) {
        if (args.isEmpty() || args.last() != QLatin1String("]"))
            return fail(QStringLiteral("[: missing ']'"), 2);
        args.removeLast();
    }
    bool negate = false;
    while (!args.isEmpty() && args.first() == QLatin1String("!")) {
        negate = !negate;
        args.removeFirst();
    }
    bool result = false;
    if (args.size() == 1) {
        result = !args.first().isEmpty();
    } else if (args.size() == 2) {
        result = unaryTest(fs, args[0], args[1], uid);
    } else if (args.size() == 3) {
        const QString &op = args[1];
        if (op == QLatin1String("=") || op == QLatin1String("=="))
            result = args[0] == args[2];
        else if (op == QLatin1String("!="))
            result = args[0] != args[2];
        else if (op == QLatin1String("-eq"))
            result = args[0].toLongLong() == args[2].toLongLong();
        else if (op == QLatin1String("-ne"))
            result = args[0].toLongLong() != args[2].toLongLong();
        else
            return fail(QStringLiteral("test: %1: binary operator expected").arg(op), 2);
    }
    ToolOutput o;
    o.exitCode = (result != negate) ? 0 : 1;
    return o;
}

ToolOutput stat(const SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv, {QStringLiteral("c")});
    const QString format = a.format.isEmpty() ? QStringLiteral("%n %s %a %U") : a.format;
    ToolOutput o;
    for (const QString &p : a.operands) {
        const SimFile *e = fs.entry(abs(p, uid));
        if (!e) {
            o.err += QStringLiteral("stat: cannot statx '%1': No such file or directory\n").arg(p).toUtf8();
            o.exitCode = 1;
            continue;
        }
        QString line;
        for (qsizetype i = 0; i < format.size(); ++i) {
            if (format[i] != QLatin1Char('%') || i + 1 >= format.size()) {
                line += format[i];
                continue;
            }
            const QChar c = format[++i];
            if (c == QLatin1Char('a'))
                line += QString::number(e->mode & 07777, 8);
            else if (c == QLatin1Char('u'))
                line += QString::number(e->uid);
            else if (c == QLatin1Char('U'))
                line += e->uid == 0 ? QStringLiteral("root") : SimFileSystem::userName();
            else if (c == QLatin1Char('s'))
                line += QString::number(e->data.size());
            else if (c == QLatin1Char('n'))
                line += p;
            else if (c == QLatin1Char('F'))
                line += e->directory ? QStringLiteral("directory") : QStringLiteral("regular file");
            else
                line += QLatin1Char('%') + c;
        }
        o.out += line.toUtf8() + '\n';
    }
    return o;
}

ToolOutput sha256sum(const SimFileSystem &fs, const QStringList &argv, int uid)
{
    ToolOutput o;
    for (const QString &p : parse(argv).operands) {
        QByteArray data;
        if (const QString err = fs.read(abs(p, uid), uid, &data); !err.isEmpty()) {
            o.err += QStringLiteral("sha256sum: %1: %2\n").arg(p, err).toUtf8();
            o.exitCode = 1;
            continue;
        }
        o.out +=
            QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex() + "  " + p.toUtf8() + '\n';
    }
    return o;
}

ToolOutput printenv(const QStringList &argv, int uid)
{
    const QList<QPair<QString, QString>> env = {
        {QStringLiteral("HOME"), uid == 0 ? QStringLiteral("/root") : SimFileSystem::home()},
        {QStringLiteral("LANG"), QStringLiteral("C.UTF-8")},
        {QStringLiteral("LOGNAME"), uid == 0 ? QStringLiteral("root") : SimFileSystem::userName()},
        {QStringLiteral("PATH"),
         QStringLiteral("/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")},
        {QStringLiteral("SHELL"), QStringLiteral("/bin/bash")},
        {QStringLiteral("USER"), uid == 0 ? QStringLiteral("root") : SimFileSystem::userName()},
    };
    ToolOutput o;
    if (argv.isEmpty()) {
        for (const auto &[k, v] : env)
            o.out += (k + QLatin1Char('=') + v + QLatin1Char('\n')).toUtf8();
        return o;
    }
    for (const QString &name : argv) {
        bool found = false;
        for (const auto &[k, v] : env) {
            if (k == name) {
                o.out += v.toUtf8() + '\n';
                found = true;
            }
        }
        if (!found)
            o.exitCode = 1;
    }
    return o;
}

ToolOutput cmp(const SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    const bool silent = a.has(QStringLiteral("s"));
    if (a.operands.size() < 2)
        return fail(QStringLiteral("cmp: missing operand after '%1'").arg(a.operands.value(0)), 2);
    QByteArray x, y;
    for (int k = 0; k < 2; ++k) {
        if (const QString err = fs.read(abs(a.operands.at(k), uid), uid, k == 0 ? &x : &y); !err.isEmpty())
            return silent ? ToolOutput::failure({}, 2)
                          : fail(QStringLiteral("cmp: %1: %2").arg(a.operands.at(k), err), 2);
    }
    ToolOutput o;
    if (x == y)
        return o;
    o.exitCode = 1;
    if (!silent) {
        qsizetype i = 0;
        while (i < x.size() && i < y.size() && x[i] == y[i])
            ++i;
        o.out = QStringLiteral("%1 %2 differ: byte %3, line %4\n")
                    .arg(a.operands.at(0), a.operands.at(1))
                    .arg(i + 1)
                    .arg(x.left(i).count('\n') + 1)
                    .toUtf8();
    }
    return o;
}

// sed -i with the deletions Railyard's restore scripts use: /RE/d and /RE1/,/RE2/d.
ToolOutput sed(SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    if (!a.has(QStringLiteral("i")) || a.operands.size() < 2)
        return fail(QStringLiteral("sed: the simulator edits files in place only (sed -i SCRIPT FILE)"), 1);
    const QString script = a.operands.first();
    static const QRegularExpression single(QStringLiteral("^/(.*)/d$"));
    static const QRegularExpression range(QStringLiteral("^/(.*)/,/(.*)/d$"));
    QRegularExpression from, to;
    if (const QRegularExpressionMatch m = range.match(script); m.hasMatch()) {
        from.setPattern(m.captured(1));
        to.setPattern(m.captured(2));
    } else if (const QRegularExpressionMatch m1 = single.match(script); m1.hasMatch()) {
        from.setPattern(m1.captured(1));
    } else {
        return fail(
            QStringLiteral("sed: -e expression #1, char 1: unknown command: `%1'").arg(script.left(1)), 1);
    }
    if (!from.isValid() || (!to.pattern().isEmpty() && !to.isValid()))
        return fail(QStringLiteral("sed: -e expression #1, char 1: unterminated address regex"), 1);
    ToolOutput o;
    for (const QString &f : a.operands.mid(1)) {
        const QString path = abs(f, uid);
        QByteArray data;
        if (const QString err = fs.read(path, uid, &data); !err.isEmpty()) {
            o.err += QStringLiteral("sed: can't read %1: %2\n").arg(f, err).toUtf8();
            o.exitCode = 2;
            continue;
        }
        QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
        const bool trailing = data.endsWith('\n');
        if (trailing)
            lines.removeLast();
        QStringList kept;
        bool inside = false;
        for (const QString &line : lines) {
            if (inside) {
                if (to.match(line).hasMatch())
                    inside = false;
                continue;
            }
            if (from.match(line).hasMatch()) {
                inside = !to.pattern().isEmpty();
                continue;
            }
            kept << line;
        }
        QByteArray result = kept.join(QLatin1Char('\n')).toUtf8();
        if (!kept.isEmpty() && trailing)
            result += '\n';
        const int mode = fs.entry(path)->mode;
        if (const QString err = fs.writeFile(path, result, mode, uid); !err.isEmpty()) {
            o.err += QStringLiteral("sed: couldn't edit %1: %2\n").arg(f, err).toUtf8();
            o.exitCode = 4;
        }
    }
    return o;
}

ToolOutput rmdir(SimFileSystem &fs, const QStringList &argv, int uid)
{
    ToolOutput o;
    for (const QString &p : parse(argv).operands) {
        const QString path = abs(p, uid);
        QString err;
        if (!fs.exists(path))
            err = QStringLiteral("No such file or directory");
        else if (!fs.isDir(path))
            err = QStringLiteral("Not a directory");
        else if (!fs.list(path).isEmpty())
            err = QStringLiteral("Directory not empty");
        else
            err = fs.remove(path, uid, true);
        if (!err.isEmpty()) {
            o.err += QStringLiteral("rmdir: failed to remove '%1': %2\n").arg(p, err).toUtf8();
            o.exitCode = 1;
        }
    }
    return o;
}

// df --output=avail -B1 PATH: one file system with plenty of room.
ToolOutput df(const SimFileSystem &fs, const QStringList &argv, int uid)
{
    const Args a = parse(argv);
    ToolOutput o;
    o.out = "   Avail\n";
    for (const QString &p : a.operands) {
        if (!fs.exists(abs(p, uid))) {
            o.err += QStringLiteral("df: %1: No such file or directory\n").arg(p).toUtf8();
            o.exitCode = 1;
            continue;
        }
        o.out += "812345678848\n";
    }
    return o;
}

} // namespace

QStringList CoreutilsEmulator::programs()
{
    return {QStringLiteral("ls"),       QStringLiteral("install"), QStringLiteral("cp"),
            QStringLiteral("mv"),       QStringLiteral("mkdir"),   QStringLiteral("rm"),
            QStringLiteral("touch"),    QStringLiteral("chmod"),   QStringLiteral("test"),
            QStringLiteral("["),        QStringLiteral("stat"),    QStringLiteral("sha256sum"),
            QStringLiteral("printenv"), QStringLiteral("cmp"),     QStringLiteral("sed"),
            QStringLiteral("rmdir"),    QStringLiteral("df")};
}

ToolOutput CoreutilsEmulator::run(SimCluster &cluster, const QString &node, const QString &program,
                                  const QStringList &args, const QByteArray &stdinData, bool root)
{
    SimNode *n = cluster.node(node);
    if (!n)
        return fail(QStringLiteral("unknown node %1").arg(node), 255);
    SimFileSystem &fs = n->fileSystem();
    const int uid = root ? 0 : SimFileSystem::UserUid;
    if (program == QLatin1String("ls"))
        return ls(fs, args, uid);
    if (program == QLatin1String("install"))
        return install(fs, args, stdinData, uid);
    if (program == QLatin1String("cp"))
        return copy(fs, args, uid);
    if (program == QLatin1String("mv"))
        return mv(fs, args, uid);
    if (program == QLatin1String("mkdir"))
        return mkdir(fs, args, uid);
    if (program == QLatin1String("rm"))
        return rm(fs, args, uid);
    if (program == QLatin1String("touch"))
        return touch(fs, args, uid);
    if (program == QLatin1String("chmod"))
        return chmod(fs, args, uid);
    if (program == QLatin1String("test"))
        return test(fs, args, uid, false);
    if (program == QLatin1String("["))
        return test(fs, args, uid, true);
    if (program == QLatin1String("stat"))
        return stat(fs, args, uid);
    if (program == QLatin1String("sha256sum"))
        return sha256sum(fs, args, uid);
    if (program == QLatin1String("printenv"))
        return printenv(args, uid);
    if (program == QLatin1String("cmp"))
        return cmp(fs, args, uid);
    if (program == QLatin1String("sed"))
        return sed(fs, args, uid);
    if (program == QLatin1String("rmdir"))
        return rmdir(fs, args, uid);
    if (program == QLatin1String("df"))
        return df(fs, args, uid);
    return fail(QStringLiteral("%1: not emulated").arg(program), 127);
}

} // namespace railyard::sim
