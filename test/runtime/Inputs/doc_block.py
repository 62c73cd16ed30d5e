"""doc_block.py FILE NAME - print the fenced block after <!-- NAME --> in FILE.

Used to compare documentation with what a program really prints: the block
is the first ``` fence following the marker line, without the fences.
"""
import sys

lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
marker = "<!-- %s -->" % sys.argv[2]
start = lines.index(marker)
open_fence = next(i for i in range(start + 1, len(lines)) if lines[i].startswith("```"))
close_fence = next(i for i in range(open_fence + 1, len(lines)) if lines[i].startswith("```"))
sys.stdout.write("\n".join(lines[open_fence + 1:close_fence]) + "\n")
