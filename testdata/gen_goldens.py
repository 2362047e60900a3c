"""Run the end-to-end scripts and examples under CPython and record their goldens.

Driven by gen_goldens.sh, which checks the interpreter first. For a script NAME.py it writes,
beside the script (for examples, under testdata/examples/; for benchmarks, under
testdata/benchmarks/):

    NAME.out     the standard output
    NAME.err     the standard error, when the exit status is not 0, with the script's folder
                 removed from traceback paths so that they read File "NAME.py", line N
    NAME.status  the exit status, when it is not 0

A script whose header says "# golden: none" is not run: only NAME.status is written, from its
"# expect-status: N" line. The header is the block of comment lines at the top of the file;
its "# key: value" lines are the directives described in testdata/scripts/README.md.
"""

import os
import re
import shlex
import subprocess
import sys

TESTDATA = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTDATA)
SCRIPTS = os.path.join(TESTDATA, "scripts")
EXAMPLES = os.path.join(ROOT, "examples")
EXAMPLE_GOLDENS = os.path.join(TESTDATA, "examples")
BENCHMARKS = os.path.join(ROOT, "benchmarks")
BENCHMARK_GOLDENS = os.path.join(TESTDATA, "benchmarks")
NESTS = os.path.join(TESTDATA, "nests")
TSVC = os.path.join(TESTDATA, "tsvc")
POLYBENCH = os.path.join(TESTDATA, "polybench")
STANDIN = os.path.join(ROOT, "python")
TIMEOUT_S = 120


def directives(path):
    """Return the "# key: value" lines of the file's leading comment block as a dict."""
    found = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                break
            key, sep, value = line[1:].partition(":")
            key = key.strip()
            if sep and key in ("args", "test-args", "golden", "expect-status"):
                found[key] = value.strip()
    return found


def run(path):
    """Run the script from its own folder as "python3 NAME.py args"; return (status, out, err)."""
    folder, name = os.path.split(path)
    d = directives(path)
    args = shlex.split(d.get("test-args", d.get("args", "")))
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/tmp"),
        "LANG": "C.UTF-8",
        "PYTHONPATH": STANDIN,
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONHASHSEED": "0",
        # NumPy's last bits of np.dot and convolve, and LAPACK's signs,
        # follow the kernel OpenBLAS picks for the CPU and its thread
        # count: the goldens are recorded with one (the tests pin the same).
        "OPENBLAS_CORETYPE": "Prescott",
        "OPENBLAS_NUM_THREADS": "1",
    }
    p = subprocess.run([sys.executable, name] + args, cwd=folder, env=env,
                       capture_output=True, timeout=TIMEOUT_S)
    out = p.stdout.decode("utf-8")
    # CPython 3.9+ makes the script's path absolute; the goldens use paths relative to the
    # script's folder, as alpyna prints them for "alpyna run NAME.py" run from that folder.
    err = p.stderr.decode("utf-8").replace('File "%s%s' % (folder, os.sep), 'File "')
    # Warnings name the file at the start of a line: "/abs/NAME.py:3: RuntimeWarning: ...".
    err = re.sub("(?m)^" + re.escape(folder + os.sep), "", err)
    return p.returncode, out, err


def goldens(path, outdir):
    """Return {golden file path: content or None (absent)} for one script."""
    base = os.path.join(outdir, os.path.splitext(os.path.basename(path))[0])
    d = directives(path)
    want_status = d.get("expect-status")
    if d.get("golden") == "none":
        if want_status is None:
            raise SystemExit("%s: '# golden: none' needs an '# expect-status: N' line" % path)
        return {base + ".out": None, base + ".err": None, base + ".status": want_status + "\n"}
    status, out, err = run(path)
    if want_status is not None and status != int(want_status):
        raise SystemExit("%s: exit status %d under CPython, but the script says "
                         "'# expect-status: %s'\n%s" % (path, status, want_status, err))
    if status == 0:
        if err:
            raise SystemExit("%s: succeeded but wrote to stderr (a warning?); goldens of "
                             "successful scripts record stdout only\n%s" % (path, err))
        return {base + ".out": out, base + ".err": None, base + ".status": None}
    return {base + ".out": out, base + ".err": err, base + ".status": "%d\n" % status}


def targets(names):
    """The scripts to do, each with the folder its goldens go to."""
    all_targets = []
    for folder, outdir in [(SCRIPTS, SCRIPTS), (EXAMPLES, EXAMPLE_GOLDENS),
                           (BENCHMARKS, BENCHMARK_GOLDENS), (NESTS, NESTS), (TSVC, TSVC),
                           (POLYBENCH, POLYBENCH)]:
        names_here = sorted(f for f in os.listdir(folder) if f.endswith(".py") and not f.startswith("_"))
        all_targets += [(os.path.join(folder, f), outdir) for f in names_here]
    if not names:
        return all_targets
    chosen = [t for t in all_targets if os.path.basename(t[0]) in names]
    missing = set(names) - {os.path.basename(t[0]) for t in chosen}
    if missing:
        raise SystemExit("no such script: " + ", ".join(sorted(missing)))
    return chosen


def main(argv):
    check = "--check" in argv
    names = [a for a in argv if a != "--check"]
    os.makedirs(EXAMPLE_GOLDENS, exist_ok=True)
    os.makedirs(BENCHMARK_GOLDENS, exist_ok=True)
    stale = 0
    for path, outdir in targets(names):
        for golden, content in goldens(path, outdir).items():
            current = None
            if os.path.exists(golden):
                with open(golden, encoding="utf-8") as f:
                    current = f.read()
            if current == content:
                continue
            rel = os.path.relpath(golden, ROOT)
            if check:
                print("stale:", rel)
                stale += 1
            elif content is None:
                os.remove(golden)
                print("removed", rel)
            else:
                with open(golden, "w", encoding="utf-8") as f:
                    f.write(content)
                print("wrote", rel)
    if stale:
        print("%d stale goldens; run testdata/gen_goldens.sh" % stale)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
