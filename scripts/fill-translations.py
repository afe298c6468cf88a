#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Fills unfinished Russian entries of translations/railyard_ru.ts from a dict (source -> translation).
import re, sys, json, html
path = sys.argv[1]
table = json.load(open(sys.argv[2]))
s = open(path, encoding='utf-8').read()
def esc(t):
    return t.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace("'", '&apos;').replace('"', '&quot;')
count = 0
def repl(m):
    global count
    src_xml = m.group(2)
    src = html.unescape(src_xml)
    if src not in table:
        return m.group(0)
    tr = table[src]
    count += 1
    if isinstance(tr, list):
        forms = ''.join('\n            <numerusform>%s</numerusform>' % esc(f) for f in tr)
        return '%s<source>%s</source>\n        <translation>%s\n        </translation>' % (m.group(1), src_xml, forms)
    return '%s<source>%s</source>\n        <translation>%s</translation>' % (m.group(1), src_xml, esc(tr))
s = re.sub(r'(<message(?: numerus="yes")?>\s*)<source>([^<]*)</source>\s*<translation type="unfinished">[^<]*(?:<numerusform>[^<]*</numerusform>\s*)*</translation>', repl, s, flags=re.S)
open(path, 'w', encoding='utf-8').write(s)
print('filled', count)
