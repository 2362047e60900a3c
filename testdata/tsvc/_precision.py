"""Count how many of the TSVC ports' expected parallel loops alpyna finds.

Usage (from the module root):

    go build -o /tmp/alpyna ./cmd/alpyna
    /usr/bin/python3 testdata/tsvc/_precision.py [--alpyna /tmp/alpyna]

For every "# expect:" and "# expect-unsure:" line it compiles the script as
alpyna compile --emit=json --bind does with the file's "# bind:" values
(merged with the function's own "# bind FUNC:" line) and compares the
statement's loops. It prints the numbers docs/depend-precision.md's TSVC
section quotes: statements, (statement, loop) pairs expected parallel and
found parallel, TSVC loops (jit functions with a nest) whose every expected
parallel loop is found, the misses by function, and unsafe plans: a loop
alpyna runs in parallel that the expectation (sure or unsure) runs in
order. Exits 1 when there is an unsafe plan.
"""
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the corpus
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "testdata", "nests"))
from _check_expect import headers  # noqa: E402  (the same "# bind:" reading)

EXPECT = re.compile(r"^\s*#\s*expect(-unsure)?:\s*L(\d+):\s*parallel(?:\(reduction\))?\s*(.*?);\s*sequential\s*(.*?)\s*$")
DEF = re.compile(r"^def (\w+)\(")


def names(s):
    return [] if s in ("none", "") else s.split()


def compile_json(alpyna, rel, bind):
    args = [alpyna, "compile", "--emit=json", "--bind", ",".join("%s=%s" % kv for kv in sorted(bind.items())), rel]
    r = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    if r.returncode != 0:
        raise SystemExit(r.stderr.strip())
    return json.loads(r.stdout)["nests"]


def main(argv):
    alpyna = argv[argv.index("--alpyna") + 1] if "--alpyna" in argv else "alpyna"
    scripts = sorted(f for f in os.listdir(HERE) if f.endswith(".py") and not f.startswith("_"))
    stmts = sure = 0
    pairs_expected = pairs_found = 0
    fns, fn_expected, fn_found = set(), set(), set()
    misses, unsafe = [], []
    for name in scripts:
        path = os.path.join(HERE, name)
        rel = os.path.relpath(path, ROOT)
        file_bind, fn_binds = headers(path)
        cache = {}
        fn = None
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for text in lines:
            m = DEF.match(text)
            if m:
                fn = m.group(1)
            m = EXPECT.match(text)
            if not m:
                continue
            unsure, line = bool(m.group(1)), int(m.group(2))
            want_par, want_seq = names(m.group(3)), names(m.group(4))
            bind = dict(file_bind, **fn_binds.get(fn, {}))
            key = tuple(sorted(bind.items()))
            if key not in cache:
                cache[key] = compile_json(alpyna, rel, bind)
            got = None
            for n in cache[key]:
                if n["function"] == fn:
                    for st in n["statements"]:
                        if st["line"] == line:
                            got = st
            if got is None:
                raise SystemExit("%s:%d: alpyna has no such statement in %s" % (rel, line, fn))
            stmts += 1
            sure += not unsure
            fns.add(fn)
            for v in want_seq:
                if v in got["parallel"]:
                    unsafe.append("%s:%d (%s): %s parallel, expected in order" % (name, line, fn, v))
            if unsure:
                continue
            if want_par:
                fn_expected.add(fn)
            pairs_expected += len(want_par)
            found = [v for v in want_par if v in got["parallel"]]
            pairs_found += len(found)
            if len(found) < len(want_par):
                misses.append("%s:%d (%s): expected parallel %s, alpyna %s" % (
                    name, line, fn, " ".join(want_par), " ".join(got["parallel"]) or "none"))
            elif want_par:
                fn_found.add(fn)
    fn_missed = {re.search(r"\((\w+)\)", m).group(1) for m in misses}
    fn_found -= fn_missed
    print("TSVC loops (jit functions with a nest): %d" % len(fns))
    print("statements with expectations: %d (%d sure)" % (stmts, sure))
    print("(statement, loop) pairs expected parallel: %d, found parallel: %d (%.1f%%)" % (
        pairs_expected, pairs_found, 100.0 * pairs_found / max(pairs_expected, 1)))
    print("TSVC loops with an expected parallel loop: %d, all of them found: %d (%.1f%%)" % (
        len(fn_expected), len(fn_found), 100.0 * len(fn_found) / max(len(fn_expected), 1)))
    for m in misses:
        print("miss:", m)
    for u in unsafe:
        print("UNSAFE:", u)
    print("unsafe plans: %d" % len(unsafe))
    return 1 if unsafe else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
