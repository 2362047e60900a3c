"""Compare the "# expect:" lines of the nest corpus with alpyna's plans.

Usage (from the module root):

    go build -o /tmp/alpyna ./cmd/alpyna
    python3 testdata/nests/_check_expect.py [--alpyna /tmp/alpyna] [-v] [SCRIPT.py ...]

With no scripts it checks testdata/nests/*.py and benchmarks/*.py. Each
function is compiled with the file's "# bind:" values merged with its own
"# bind FUNC:" line (alpyna compile --bind wants every name of every nest in
the file). It prints one line per disagreement, "unsure" ones apart, and exits
1 when a sure expectation disagrees. Not a test: a helper for whoever writes
or changes expectations (README.md says what they mean). Its name starts with
"_" so that the golden tests skip it.
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def headers(path):
    """Return the file's "# bind:" values and its "# bind FUNC:" values by function."""
    file_bind, fn_binds = {}, {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            s = line.strip()
            if s and not s.startswith("#"):
                break
            m = re.match(r"#\s*bind:\s*(.*)", s)
            if m:
                file_bind = parse_bind(m.group(1))
            m = re.match(r"#\s*bind\s+(\w+):\s*(.*)", s)
            if m:
                fn_binds[m.group(1)] = parse_bind(m.group(2))
    return file_bind, fn_binds


def parse_bind(text):
    vals = {}
    for part in text.replace(" ", "").split(","):
        if part:
            name, value = part.split("=", 1)
            vals[name] = value
    return vals


def expectations(path):
    """Return {line: (answer, unsure)} from the "# expect:" lines."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"\s*#\s*expect(-unsure)?:\s*L(\d+):\s*(.*?)\s*$", line)
            if m:
                out[int(m.group(2))] = (m.group(3), bool(m.group(1)))
    return out


def compile_json(alpyna, path, bind):
    args = [alpyna, "compile", "--emit=json"]
    if bind:
        args += ["--bind", ",".join("%s=%s" % kv for kv in sorted(bind.items()))]
    r = subprocess.run(args + [path], capture_output=True, text=True, cwd=ROOT)
    if r.returncode != 0:
        raise RuntimeError(r.stderr.strip())
    return json.loads(r.stdout)["nests"]


def answer(st):
    par = " ".join(st["parallel"]) or "none"
    seq = " ".join(st["sequential"]) or "none"
    return "parallel %s; sequential %s" % (par, seq)


def normal(text):
    # The JSON report counts a parallel reduction as parallel (docs/contract.md §3).
    return re.sub(r"\s+", " ", text.replace("parallel(reduction)", "parallel")).strip()


def check(alpyna, path, verbose):
    """Return the number of sure disagreements in one script."""
    rel = os.path.relpath(os.path.abspath(path), ROOT)
    file_bind, fn_binds = headers(path)
    want = expectations(path)
    cache = {}
    got = {}  # line -> (function, text, answer)
    for nest in compile_json(alpyna, rel, file_bind):
        fn = nest["function"]
        bind = dict(file_bind, **fn_binds.get(fn, {}))
        key = tuple(sorted(bind.items()))
        if key not in cache:
            cache[key] = compile_json(alpyna, rel, bind)
        for n in cache[key]:
            if n["function"] == fn and n["line"] == nest["line"]:
                for st in n["statements"]:
                    got[st["line"]] = (fn, st["text"], answer(st))
    bad = 0
    for line, (text, unsure) in sorted(want.items()):
        if line not in got:
            if verbose:
                print("%s:%d: no statement in alpyna's analysis (rejected nest?); expected %s" % (rel, line, text))
            continue
        fn, stmt, ans = got[line]
        if normal(text) == normal(ans):
            if verbose:
                print("%s:%d: ok %s" % (rel, line, ans))
            continue
        print("%s:%d: %s%s: %s\n    expected %s\n    alpyna   %s" % (
            rel, line, fn, " (unsure)" if unsure else "", stmt, text, ans))
        if not unsure:
            bad += 1
    for line, (fn, stmt, _) in sorted(got.items()):
        if line not in want and not stmt.startswith("__"):
            print("%s:%d: %s: %s has no expectation" % (rel, line, fn, stmt))
    return bad


def main(argv):
    alpyna, verbose, paths = "alpyna", False, []
    it = iter(argv)
    for a in it:
        if a == "--alpyna":
            alpyna = next(it)
        elif a == "-v":
            verbose = True
        else:
            paths.append(a)
    if not paths:
        paths = [p for d in ("testdata/nests", "benchmarks")
                 for p in sorted(glob.glob(os.path.join(ROOT, d, "[a-z]*.py")))]
    bad = sum(check(alpyna, p, verbose) for p in paths)
    print("%d sure expectations disagree" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
