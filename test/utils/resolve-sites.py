#!/usr/bin/env python3
"""Prints rewritten C with every site reference spelled out, for FileCheck.

The rewriter's output passes each check the address of a row of its file's
site table, &__mpx_sites[I] (or, in an inline function with external
linkage, the row as a compound literal).  Tests that check *where* a check
reports read the rewritten text through this filter, which replaces each
reference with the row it names, as "file:line:col", "function", the form
the runtime prints.  The table itself is printed unchanged.

usage: resolve-sites.py FILE   (- or nothing: standard input)
"""
import re
import sys

ROW = re.compile(r'\{"((?:[^"\\]|\\.)*)", "((?:[^"\\]|\\.)*)", (\d+), (\d+), \w+'
                 r'(?:, (?:0|"(?:[^"\\]|\\.)*"))*\}')
TABLE = re.compile(r'static const __mpx_site (\w+)\[\d+\][^=]*= \{\n((?:  \{.*\},\n)*)\};')


def spelled(m):
    file, func, line, col = m.group(1), m.group(2), m.group(3), m.group(4)
    where = file if line == "0" else "%s:%s:%s" % (file, line, col)
    return '"%s", "%s"' % (where, func)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "-"
    text = sys.stdin.read() if path == "-" else open(path).read()
    table = TABLE.search(text)
    if table:
        name = table.group(1)
        rows = [spelled(m) for m in ROW.finditer(table.group(2))]
        head, body = text[: table.end()], text[table.end():]
        body = re.sub(r"&%s\[(\d+)\]" % name, lambda m: rows[int(m.group(1))], body)
        text = head + body
    text = re.sub(r"\(&\(__extension__\(const __mpx_site\)(%s)\)\)" % ROW.pattern,
                  lambda m: spelled(ROW.match(m.group(1))), text)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
