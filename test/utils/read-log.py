#!/usr/bin/env python3
"""Parses a machine-readable mpx log and prints its facts, one per line.

usage: read-log.py json FILE [--stacks]   (JSON lines: one object per line)
       read-log.py sarif FILE [--stacks]  (one SARIF 2.1.0 document)

Every line must parse; a SARIF log must carry what SARIF 2.1.0 requires of
a log with results (version, runs, tool.driver.name, each result's ruleId
and message.text) and, where a result has a location, a physicalLocation
with artifactLocation.uri and region.startLine.  Stacks (JSON "stack" and
"allocation_stack", SARIF "stacks") are always checked and, with
--stacks, printed one line per frame (and the heap block); a SARIF stack
frame's physicalLocation must carry an address or an artifactLocation.
A missing piece is an exception (non-zero exit); the facts printed are for
FileCheck.
"""
import json
import sys

STACKS = sys.argv[3:] == ["--stacks"]


def show(*words):
    if STACKS:
        print(*words)


def fact(d, *keys):
    return " ".join("%s=%s" % (k, d[k]) for k in keys if k in d)


def read_json(path):
    for line in open(path):
        obj = json.loads(line)
        if obj["type"] == "violation":
            print("violation", fact(obj, "file", "line", "column", "function",
                                    "kind", "size", "bounds_from",
                                    "bounds_from_detail", "object", "mode"))
            print("  message", obj["message"])
            assert obj["address"].startswith("0x")
            assert int(obj["lower_bound"], 16) <= int(obj["upper_bound"], 16) + 1
            if "heap_block" in obj:
                show("  heap_block", fact(obj["heap_block"], "size", "allocated_by",
                                           "function", "file", "line"))
            for key in ("stack", "allocation_stack"):
                for i, f in enumerate(obj.get(key, [])):
                    assert f["frame"] == i and f["pc"].startswith("0x")
                    show("  %s #%d" % (key, i), fact(f, "function", "file", "line",
                                                       "module", "offset"))
        else:
            print(obj["type"], fact(obj, "violations", "sites", "mode"))


def read_sarif(path):
    doc = json.load(open(path))
    assert doc["version"] == "2.1.0"
    (run,) = doc["runs"]
    print("tool", run["tool"]["driver"]["name"])
    rules = [r["id"] for r in run["tool"]["driver"]["rules"]]
    for r in run["results"]:
        assert r["ruleId"] in rules
        text = r["message"]["text"]
        print("result", r["ruleId"], r["level"], fact(r["properties"], "kind",
                                                      "size", "bounds_from"))
        for loc in r.get("locations", []):
            phys = loc["physicalLocation"]
            region = phys["region"]
            print("  at", phys["artifactLocation"]["uri"],
                  region["startLine"], region.get("startColumn"))
        print("  message", text)
        for stack in r.get("stacks", []):
            show("  stack", stack["message"]["text"])
            for i, f in enumerate(stack["frames"]):
                phys = f["location"]["physicalLocation"]
                assert "address" in phys or "artifactLocation" in phys
                names = [l["name"] for l in f["location"].get("logicalLocations", [])]
                where = ""
                if "artifactLocation" in phys:
                    where = "%s %s" % (phys["artifactLocation"]["uri"],
                                       phys["region"]["startLine"])
                show("    #%d" % i, " ".join(names), where,
                      "address=%d" % phys["address"]["absoluteAddress"])
    print("results", len(run["results"]))
    if "properties" in run:
        print("summary", fact(run["properties"], "violations", "sites", "mode"))


if __name__ == "__main__":
    {"json": read_json, "sarif": read_sarif}[sys.argv[1]](sys.argv[2])
