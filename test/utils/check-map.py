#!/usr/bin/env python3
"""Reads the check map (mpx-rewrite --check-report=DIR) and prints its facts.

usage: check-map.py json DIR NAME     the document of the file whose name
                                      ends in NAME: one line per mark
       check-map.py index DIR         index.json: one line per file, totals
       check-map.py dom FILE.html     a page as a browser left it
                                      (chromium --dump-dom): one line per
                                      mark, then the totals the page's
                                      script counted
       check-map.py browse DIR NAME   loads the page of the file whose name
                                      ends in NAME (or DIR's index.html when
                                      NAME is "index") in headless Chromium
                                      and prints what `dom` prints

Lines are "LINE:COL STATUS KIND FUNCTION | REASON" for marks (the DOM form
adds the marked text), and the file's totals.  The JSON must carry every
field the documents promise, the marks of a file must agree with its
totals, and the marks in a page must nest inside <pre id="source">; any
missing piece is an exception (non-zero exit).  The facts are for FileCheck.
"""
import html.parser
import json
import os
import subprocess
import sys
import tempfile


def totals_line(t):
    return "totals checked=%d proved=%d unchecked=%d" % (
        t["checked"], t["proved"], t["unchecked"])


def entry_of(d, name):
    """The index's entry of the one file whose name ends in name."""
    with open(os.path.join(d, "index.json")) as f:
        files = json.load(f)["files"]
    found = [e for e in files if e["file"] == name or
             e["file"].endswith("/" + name)]
    assert len(found) == 1, "%d files named %s" % (len(found), name)
    return found[0]


def read_json(d, name):
    path = os.path.join(d, entry_of(d, name)["json"])
    with open(path) as f:
        doc = json.load(f)
    for key in ("version", "file", "unit", "page", "json", "totals",
                "functions", "accesses"):
        assert key in doc, "missing %s" % key
    counts = {"checked": 0, "proved": 0, "unchecked": 0}
    for m in doc["accesses"]:
        for key in ("line", "column", "end_line", "end_column", "function",
                    "kind", "status", "reason"):
            assert key in m, "mark without %s" % key
        counts[m["status"]] += 1
        print("%d:%d %s %s %s | %s" % (m["line"], m["column"], m["status"],
                                       m["kind"], m["function"] or "-",
                                       m["reason"]))
    assert counts == doc["totals"], (counts, doc["totals"])
    print("file", doc["file"], "page", doc["page"])
    for fn in doc["functions"]:
        print("function", fn["name"], "line", fn["line"],
              totals_line(fn["totals"]))
    print(totals_line(doc["totals"]))


def read_index(d):
    with open(os.path.join(d, "index.json")) as f:
        doc = json.load(f)
    for entry in doc["files"]:
        assert os.path.exists(os.path.join(d, entry["page"])), entry["page"]
        assert os.path.exists(os.path.join(d, entry["json"])), entry["json"]
        print("file", entry["file"], "unit", entry["unit"],
              totals_line(entry["totals"]))
    print("all", totals_line(doc["totals"]))
    with open(os.path.join(d, "index.html")) as f:
        page = f.read()
    for entry in doc["files"]:
        assert 'href="%s"' % entry["page"] in page, entry["page"]


class Marks(html.parser.HTMLParser):
    """Collects the marks of <pre id="source"> with the text they cover."""

    def __init__(self):
        super().__init__()
        self.in_source = False
        self.stack = []  # open spans: None for other spans, else a mark
        self.marks = []
        self.dom_totals = None
        self.in_output = False
        self.links = []  # the files an index links to

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "a" and a.get("href", "").startswith("files/"):
            self.links.append(a["href"])
        if tag == "pre" and a.get("id") == "source":
            self.in_source = True
        if tag == "output" and a.get("id") == "dom-totals":
            self.in_output = True
            self.dom_totals = ""
        if tag == "span" and self.in_source:
            if "mark" in a.get("class", "").split():
                mark = {"attrs": a, "text": ""}
                self.marks.append(mark)
                self.stack.append(mark)
            else:
                self.stack.append(None)

    def handle_endtag(self, tag):
        if tag == "pre" and self.in_source:
            assert not self.stack, "marks left open at the end of the source"
            self.in_source = False
        if tag == "output":
            self.in_output = False
        if tag == "span" and self.in_source:
            self.stack.pop()

    def handle_data(self, data):
        if self.in_output:
            self.dom_totals += data
        for m in self.stack:
            if m is not None:
                m["text"] += data


def read_dom(text):
    p = Marks()
    p.feed(text)
    for m in p.marks:
        a = m["attrs"]
        status = a["data-status"]
        assert status in a["class"].split(), a
        reason = a["title"].split(": ", 1)[1]
        print("%s:%s %s %s %s | %s | %s" % (
            a["data-line"], a["data-col"], status, a["data-kind"],
            a["data-function"] or "-", " ".join(m["text"].split()), reason))
    if p.dom_totals is not None:
        print("page counts:", p.dom_totals)
    for link in p.links:
        print("link", link)


def browse(d, name):
    page = "index.html" if name == "index" else entry_of(d, name)["page"]
    path = os.path.join(d, page)
    with tempfile.TemporaryDirectory() as profile:
        out = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu",
             "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--user-data-dir=" + profile, "--dump-dom",
             "file://" + os.path.abspath(path)],
            capture_output=True, text=True, timeout=120, check=True)
    read_dom(out.stdout)


def main():
    mode, path = sys.argv[1], sys.argv[2]
    if mode == "json":
        read_json(path, sys.argv[3])
    elif mode == "index":
        read_index(path)
    elif mode == "dom":
        with open(path) as f:
            read_dom(f.read())
    elif mode == "browse":
        browse(path, sys.argv[3])
    else:
        raise SystemExit("unknown mode " + mode)


main()
