#!/usr/bin/env python3
"""One-off migration aid (deleted once every page is converted): rewrites a legacy page file's
named top-level blocks as an ordered `sections:` list, keeping each block's YAML text as it is.

usage: convert-page.py SRC DST META_KEYS -- KEY=TYPE[,field=value...][,-dropkey...] ...
  META_KEYS: comma list of top-level keys that stay page metadata (title, description, ...)
  KEY: a top-level block of SRC; TYPE: the section kind; field=value adds a field; -dropkey drops a sub-key
"""
import re, sys

src, dst, meta = sys.argv[1], sys.argv[2], sys.argv[3].split(',')
specs = sys.argv[5:]
text = open(src).read()
m = re.match(r'^---\n(.*?)\n---\n?(.*)$', text, re.S)
front, body = m.group(1), m.group(2)

blocks, order, current = {}, [], None
for line in front.split('\n'):
    k = re.match(r'^([A-Za-z][\w-]*):(.*)$', line)
    if k:
        current = k.group(1)
        order.append(current)
        blocks[current] = [line]
    elif current:
        blocks[current].append(line)

def drop(lines, key):
    out, skipping = [], False
    for line in lines:
        if re.match(r'^  %s:' % re.escape(key), line):
            skipping = True
            continue
        if skipping and (line.startswith('   ') or line.startswith('  - ') and False or line.strip() == '' and False):
            continue
        if skipping and re.match(r'^    ', line):
            continue
        skipping = False
        out.append(line)
    return out

out = []
for key in order:
    if key in meta:
        out.extend(blocks[key])
out = [l for l in out]
while out and out[-1].strip() == '':
    out.pop()
out.append('')
out.append('sections:')
for spec in specs:
    parts = spec.split(',')
    key, type_ = parts[0].split('=')
    lines = blocks[key]
    inner = lines[1:]
    first = lines[0].split(':', 1)[1].strip()
    extras, drops = [], []
    for p in parts[1:]:
        if p.startswith('-'):
            drops.append(p[1:])
        else:
            extras.append(p)
    for d in drops:
        inner = drop(inner, d)
    out.append('  - type: %s' % type_)
    for e in extras:
        f, v = e.split('=', 1)
        out.append('    %s: %s' % (f, v))
    if first:  # inline value like `key: { ... }` is not expected for sections
        raise SystemExit('block %s has an inline value' % key)
    for line in inner:
        if line.strip() == '':
            continue
        out.append('  ' + line)
    out.append('')
while out[-1] == '':
    out.pop()
open(dst, 'w').write('---\n' + '\n'.join(out) + '\n---\n' + body)
