"""A brute-force oracle for the "# expect:" lines of the TSVC ports.

Usage (from the module root, with CPython and NumPy):

    /usr/bin/python3 testdata/tsvc/_oracle.py [-v] [SCRIPT.py ...]
    /usr/bin/python3 testdata/tsvc/_oracle.py --write SCRIPT.py

It runs each script with a stand-in ``alpyna`` module whose ``jit`` runs
every call of a jit function five times in an instrumented copy: arrays
are wrapped so that every element read and write is recorded with the
statement that made it and the iteration vector of the loops around it,
and the function's scalars are instrumented the same way. The first run
uses the call's own arguments, the others the same arguments with their
arrays' values redrawn: with replacement (so that index arrays repeat),
then uniformly over each float array's range, unsorted, ascending and
descending (so that conditions go both ways and running maxima move).
Every pair of accesses to one element, one of them a write, is a true
dependence; the level is the first common loop whose iteration differs
(0: loop-independent).

From the true dependences it computes the plan that Allen-Kennedy code
generation reaches with loop distribution, scalar privatisation and scalar
reductions (depend/plan.go's algorithm, the same one depend/oracle_test.go
checks alpyna's plans with):

- a scalar is private to a loop when, in every iteration of every run, it
  is written before it is read, and, when its value is read after the
  loop, the loop's last iteration wrote it; dependences on it carried by
  that loop are then dropped;
- scalar renaming: an assignment ``s = e`` directly in a loop's body (not
  under an ``if``, ``e`` not reading s) writes a location of its own, one
  per such assignment in the source, which the accesses of s after it use
  until the next such assignment runs: the reads of s before it then make
  no anti dependence on it, nor the writes an output one (s261's two
  ``t``). A read before the first of them in an iteration uses the last
  one's location, as a renamed variable would hold it (the wrap-around
  scalars of s254, s291 stay carried);
- ``s += e``, ``s -= e``, ``s *= e``, ``s = s + e1 + e2 ...``,
  ``s = min(s, e)``, ``s = max(s, e)`` (e not reading s) is a reduction
  statement: the dependences on s between reduction statements of the
  same operator are dropped, and any other use of s inside the loop still
  orders it;
- ``if cand OP v: v = cand; loc = e ...`` (OP one of < <= > >=, either
  side, nothing else under the if and no else), or ``if x[s] OP x[m]: m =
  s``, is a location reduction (argmin, argmax; depend/locate.go): the
  dependences on its scalars between the if and its assignments are
  dropped, and any other use of them still orders the loop;
- an ``if`` is a predicate statement (if-conversion): it reads its
  condition and every statement under it depends on it in the same
  iteration;
- a ``break`` is a flag the loop's later iterations read: its predicate
  and every statement of the loop depend on each other, carried by it.

Then, level by level, the statements are split into strongly connected
components of the dependences at that level or deeper; a component's loop
is parallel unless a dependence inside it is carried there.

It compares the answer for each assignment with the "# expect:" lines
(testdata/nests/README.md's convention) and exits 1 when a sure one
disagrees. An answer that differs between the call's own data and the
redrawn data is data-dependent: such a line must be "expect-unsure" (the
oracle's answer for it is the union over the runs). --write inserts the
oracle's answers above each nest's "# why:" line (replacing any there).
"""
import ast
import copy
import os
import re
import runpy
import sys
import types

import numpy as np

sys.dont_write_bytecode = True  # the scripts' helper modules stay without __pycache__

RUNS = 5  # the call's own data, then redrawn data
EXPECT_RE = re.compile(r"^\s*#\s*expect(-unsure)?:\s*L(\d+):\s*(.*?)\s*$")


class Arr:
    """An ndarray wrapper that records every element access."""

    __slots__ = ("_a", "_key", "_t")

    def __init__(self, a, tracker):
        self._a, self._key, self._t = a, id(a), tracker

    def _elem(self, idx):
        if not isinstance(idx, tuple):
            idx = (idx,)
        if len(idx) != self._a.ndim:
            raise TypeError("the oracle wants one subscript per axis (a[i, j], not a[i][j])")
        out = []
        for k, v in zip(idx, self._a.shape):
            k = int(k)
            out.append(k + v if k < 0 else k)
        return tuple(out)

    def __getitem__(self, idx):
        self._t.access(("a", self._key) + self._elem(idx), False)
        return self._a[idx]

    def __setitem__(self, idx, value):
        self._t.access(("a", self._key) + self._elem(idx), True)
        self._a[idx] = value

    def __len__(self):
        return len(self._a)

    def __getattr__(self, name):
        return getattr(self._a, name)


class Tracker:
    """Records the accesses of one instrumented run."""

    def __init__(self):
        self.stack = []  # [loop id, iteration number] of the active loops
        self.written = []  # per active loop: scalars written in its current iteration
        self.during = []  # per active loop: scalars written during this execution of it
        self.stmt = None
        self.accesses = {}  # element -> [(stmt, iteration vector, write)]
        self.chains = {}  # stmt -> loop ids around it
        self.exposed = set()  # (scalar, loop): read before written in an iteration
        self.not_last = {}  # scalar -> loops whose last iteration did not write it
        self.unprivate = set()  # (scalar, loop): live after the loop, not written last
        self.version = {}  # scalar -> line of the renaming assignment that wrote it last

    # Loops.
    def enter(self, loop):
        self.stack.append([loop, -1])
        self.written.append(set())
        self.during.append(set())

    def iter(self, loop):
        self.stack[-1][1] += 1
        self.written[-1] = set()

    def leave(self, loop):
        _, count = self.stack.pop()
        last = self.written.pop()
        during = self.during.pop()
        if count >= 0:
            for s in during - last:
                self.not_last.setdefault(s, set()).add(loop)
        for d in self.during:
            d |= during

    # Statements and scalars.
    def at(self, stmt):
        self.stmt = stmt

    def rn(self, name, value=None):
        for loop in self.not_last.pop(name, ()):
            self.unprivate.add((name, loop))
        for (loop, _), w in zip(self.stack, self.written):
            if name not in w:
                self.exposed.add((name, loop))
        self.access(("s", name, self.version.get(name, 0)), False)
        return value

    def wn(self, name):
        self.not_last.pop(name, None)
        for w, d in zip(self.written, self.during):
            w.add(name)
            d.add(name)
        self.access(("s", name, self.version.get(name, 0)), True)

    def kn(self, name, line):
        """A write that renames the scalar: its own location from here on."""
        self.version[name] = line
        self.wn(name)

    def access(self, elem, write):
        if not self.stack or self.stmt is None:
            return
        vec = tuple((l, c) for l, c in self.stack)
        self.chains.setdefault(self.stmt, tuple(l for l, _ in vec))
        self.accesses.setdefault(elem, []).append((self.stmt, vec, write))

    def dependences(self):
        """Return {(src, dst, level, kind, scalar or None)} from the accesses."""
        deps = set()
        for elem, acc in self.accesses.items():
            scalar = elem[1] if elem[0] == "s" else None
            seen = set()
            for y in range(len(acc)):
                s2, v2, w2 = acc[y]
                for x in range(y):
                    s1, v1, w1 = acc[x]
                    if not (w1 or w2):
                        continue
                    level = 0
                    for k, ((l1, c1), (l2, c2)) in enumerate(zip(v1, v2)):
                        if l1 != l2:
                            break
                        if c1 != c2:
                            level = k + 1
                            break
                    kind = "output" if w1 and w2 else ("flow" if w1 else "anti")
                    key = (s1, s2, level, kind)
                    if key not in seen:
                        seen.add(key)
                        deps.add(key + (scalar,))
        return deps


class Instrument(ast.NodeTransformer):
    """Rewrites a jit function so that it reports to the tracker __T."""

    def __init__(self, scalars):
        self.scalars = scalars

    def call(self, meth, *args):
        return ast.Expr(ast.Call(ast.Attribute(ast.Name("__T", ast.Load()), meth, ast.Load()),
                                 list(args), []))

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Load) and node.id in self.scalars:
            return ast.Call(ast.Attribute(ast.Name("__T", ast.Load()), "rn", ast.Load()),
                            [ast.Constant(node.id), node], [])
        return node

    def body(self, stmts, loop_body=False):
        out = []
        for st in stmts:
            out.extend(self.stmt(st, loop_body))
        return out

    def stmt(self, st, loop_body=False):
        line = st.lineno
        if isinstance(st, ast.For):
            lid = ast.Constant(line)
            st.body = [self.call("iter", lid)] + self.body(st.body, True)
            st.orelse = self.body(st.orelse)
            return [self.call("enter", lid),
                    ast.Try(body=[st], handlers=[], orelse=[], finalbody=[self.call("leave", lid)])]
        if isinstance(st, ast.If):
            st.test = self.visit(st.test)
            st.body = self.body(st.body)
            st.orelse = self.body(st.orelse)
            return [self.call("at", ast.Constant(-line)), st]
        if isinstance(st, (ast.Assign, ast.AugAssign)):
            pre = [self.call("at", ast.Constant(line))]
            post = []
            targets = st.targets if isinstance(st, ast.Assign) else [st.target]
            if isinstance(st, ast.AugAssign) and isinstance(st.target, ast.Name) and st.target.id in self.scalars:
                pre.append(self.call("rn", ast.Constant(st.target.id)))
            st.value = self.visit(st.value)
            for t in targets:
                if isinstance(t, ast.Name):
                    if t.id in self.scalars:
                        kill = loop_body and isinstance(st, ast.Assign) and len(targets) == 1 \
                            and not reads_name(st.value, t.id)
                        if kill:
                            post.append(self.call("kn", ast.Constant(t.id), ast.Constant(line)))
                        else:
                            post.append(self.call("wn", ast.Constant(t.id)))
                else:
                    self.visit(t)  # subscripts may read scalars
            return pre + [st] + post
        if isinstance(st, (ast.Expr, ast.Return)):
            pre = [self.call("at", ast.Constant(line))]
            if st.value is not None:
                st.value = self.visit(st.value)
            return pre + [st]
        return [st]


class FuncInfo:
    """What the oracle knows statically about one jit function."""

    def __init__(self, fn, tree):
        self.name = fn.__name__
        self.loop_vars = {}  # loop id -> variable
        self.chains = {}  # stmt -> static loop ids
        self.preds = {}  # stmt -> predicate stmts around it
        self.breaks = []  # (loop id, predicate stmt)
        self.reductions = {}  # line -> (scalar, operator)
        self.locations = {}  # stmt -> the scalars of its location reduction
        targets = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Assign, ast.AugAssign)):
                for t in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                    if isinstance(t, ast.Name):
                        targets.add(t.id)
        loopvars = {n.target.id for n in ast.walk(tree) if isinstance(n, ast.For)}
        self.scalars = targets - loopvars
        self.walk(tree.body, (), ())

    def walk(self, stmts, chain, preds):
        for st in stmts:
            if isinstance(st, ast.For):
                self.loop_vars[st.lineno] = st.target.id
                self.walk(st.body, chain + (st.lineno,), preds)
            elif isinstance(st, ast.If):
                p = -st.lineno
                self.chains[p] = chain
                self.preds[p] = preds
                group = location_group(st, self.scalars)
                if group:
                    for s in [p] + [b.lineno for b in st.body]:
                        self.locations[s] = group
                self.walk(st.body, chain, preds + (p,))
                self.walk(st.orelse, chain, preds + (p,))
            elif isinstance(st, (ast.Assign, ast.AugAssign)):
                self.chains[st.lineno] = chain
                self.preds[st.lineno] = preds
                red = reduction(st)
                if red:
                    self.reductions[st.lineno] = red
            elif isinstance(st, ast.Break) and chain and preds:
                self.breaks.append((chain[-1], preds[-1]))


def location_group(st, scalars):
    """Return the scalars of a location reduction when the if st is one:
    its candidate and its locations' values read none of the function's
    scalars (what selects may not depend on earlier iterations)."""
    cmp = st.test
    if st.orelse or not isinstance(cmp, ast.Compare) or len(cmp.ops) != 1 \
            or type(cmp.ops[0]) not in (ast.Lt, ast.LtE, ast.Gt, ast.GtE):
        return None
    values = {}
    for b in st.body:
        if not (isinstance(b, ast.Assign) and len(b.targets) == 1 and isinstance(b.targets[0], ast.Name)) \
                or b.targets[0].id in values:
            return None
        values[b.targets[0].id] = ast.dump(b.value)
        if any(reads_name(b.value, name) for name in scalars):
            return None
    sides = (cmp.left, cmp.comparators[0])
    for cur, cand in (sides, sides[::-1]):
        if isinstance(cur, ast.Name) and values.get(cur.id) == ast.dump(cand):
            return frozenset(values)
        if isinstance(cur, ast.Subscript) and isinstance(cur.slice, ast.Name) and cur.slice.id in values \
                and isinstance(cand, ast.Subscript) and ast.dump(cand.value) == ast.dump(cur.value) \
                and values[cur.slice.id] == ast.dump(cand.slice):
            return frozenset(values)
    return None


def reads_name(expr, name):
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(expr))


def reduction(st):
    """Return (scalar, operator) when st is a scalar reduction statement."""
    ops = {ast.Add: "+", ast.Sub: "+", ast.Mult: "*"}
    if isinstance(st, ast.AugAssign) and isinstance(st.target, ast.Name):
        op = ops.get(type(st.op))
        if op and not reads_name(st.value, st.target.id):
            return st.target.id, op
        return None
    if not (isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name)):
        return None
    s, v = st.targets[0].id, st.value
    if isinstance(v, ast.BinOp) and type(v.op) in ops:
        # s = s op e, or s = e + s / e * s; a longer chain s + e1 + e2 nests to the left.
        left = v
        while isinstance(left, ast.BinOp) and type(left.op) in ops and ops[type(left.op)] == ops[type(v.op)]:
            if isinstance(left.left, ast.Name) and left.left.id == s:
                rest = [r for r in ast.walk(v) if r is not left.left]
                if not any(isinstance(n, ast.Name) and n.id == s for n in rest):
                    return s, ops[type(v.op)]
                return None
            left = left.left
        if type(v.op) is not ast.Sub and isinstance(v.right, ast.Name) and v.right.id == s \
                and not reads_name(v.left, s):
            return s, ops[type(v.op)]
        return None
    if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id in ("min", "max") \
            and len(v.args) == 2:
        for k in (0, 1):
            a, b = v.args[k], v.args[1 - k]
            if isinstance(a, ast.Name) and a.id == s and not reads_name(b, s):
                return s, v.func.id
    return None


class Oracle:
    """Collects the dependences of every jit function a script calls."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        with open(self.path, encoding="utf-8") as f:
            self.source = f.read()
        self.module = ast.parse(self.source)
        self.defs = {n.name: n for n in self.module.body if isinstance(n, ast.FunctionDef)}
        self.infos = {}  # function name -> FuncInfo
        self.instrumented = {}
        self.tracker = None
        # Per top-level function called from the script: per run, the tracker's results.
        self.runs = {}  # name -> [Tracker] (one per run, over all calls)
        self.rng = np.random.default_rng(2026)
        self.unexercised = set()  # assignments in a nest that no run executed

    def info(self, fn):
        if fn.__name__ not in self.infos:
            self.infos[fn.__name__] = FuncInfo(fn, self.defs[fn.__name__])
        return self.infos[fn.__name__]

    def instrument(self, fn):
        if fn.__name__ not in self.instrumented:
            info = self.info(fn)
            tree = copy.deepcopy(self.defs[fn.__name__])
            tree.decorator_list = []
            tree.body = Instrument(info.scalars).body(tree.body)
            mod = ast.Module(body=[tree], type_ignores=[])
            ast.fix_missing_locations(mod)
            ns = {}
            exec(compile(mod, self.path, "exec"), fn.__globals__, ns)
            self.instrumented[fn.__name__] = ns[fn.__name__]
        return self.instrumented[fn.__name__]

    def jit(self, fn):
        oracle = self

        def wrapper(*args, **kwargs):
            inst = oracle.instrument(fn)
            if oracle.tracker is not None:  # called from an instrumented function
                return inst(*[Arr(a, oracle.tracker) if isinstance(a, np.ndarray) else a for a in args])
            runs = oracle.runs.setdefault(fn.__name__, [Tracker() for _ in range(RUNS)])
            for r, tracker in enumerate(runs):
                copies = {}
                call = []
                for a in args:
                    if isinstance(a, np.ndarray):
                        if id(a) not in copies:
                            copies[id(a)] = oracle.redraw(a, r)
                        call.append(Arr(copies[id(a)], tracker))
                    else:
                        call.append(a)
                fn.__globals__["__T"] = tracker
                oracle.tracker = tracker
                tracker.stmt = None
                try:
                    inst(*call)
                finally:
                    oracle.tracker = None
            return fn(*args, **kwargs)

        wrapper.__wrapped__ = fn
        return wrapper

    def redraw(self, a, run):
        """The array of run number run: a copy (run 0), then the same values
        drawn with replacement (run 1), then, for float arrays, uniform
        values over the array's range, unsorted, ascending and descending."""
        if run == 0:
            return a.copy()
        if run == 1 or a.dtype.kind in "iub":
            return self.rng.choice(a.ravel(), size=a.size).reshape(a.shape).astype(a.dtype)
        lo, hi = float(a.min()), float(a.max())
        if lo == hi:
            lo, hi = lo - 1.0, hi + 1.0
        v = self.rng.uniform(lo, hi, size=a.size)
        if run == 3:
            v.sort()
        elif run == 4:
            v[::-1].sort()
        return v.reshape(a.shape).astype(a.dtype)

    def run(self):
        standin = types.ModuleType("alpyna")
        standin.jit = self.jit
        saved = sys.modules.get("alpyna")
        sys.modules["alpyna"] = standin
        folder = os.path.dirname(self.path)
        sys.path.insert(0, folder)
        cwd = os.getcwd()
        os.chdir(folder)
        devnull = open(os.devnull, "w")
        stdout, sys.stdout = sys.stdout, devnull
        try:
            with np.errstate(all="ignore"):
                runpy.run_path(self.path, run_name="__main__")
        finally:
            sys.stdout = stdout
            devnull.close()
            os.chdir(cwd)
            sys.path.remove(folder)
            if saved is None:
                del sys.modules["alpyna"]
            else:
                sys.modules["alpyna"] = saved

    def answers(self):
        """Return {line: (function, answer, data_dependent)} for every assignment in a nest."""
        allinfo = {}
        for info in self.infos.values():
            allinfo.update({k: info for k in info.chains})
        loop_vars = {}
        for info in self.infos.values():
            loop_vars.update(info.loop_vars)
        out = {}
        for name, runs in self.runs.items():
            top = self.infos[name]
            own = plans(runs[:1], allinfo, loop_vars, top)
            union = plans(runs, allinfo, loop_vars, top)
            nests = {s: ch[0] for t in runs for s, ch in t.chains.items() if ch}
            for line, ans in union.items():
                if line < 0 or line not in allinfo:
                    continue
                prev = out.get(line)
                # Which loops run in parallel, not whether a reduction
                # was needed for it (a location assigned once on the
                # call's own data carries nothing), as normal() compares.
                dd = own.get(line, ())[:2] != ans[:2]
                if prev is not None:
                    ans = merge(prev[1], ans)
                    dd = dd or prev[2]
                out[line] = (allinfo[line].name, ans, dd, nests.get(line) or allinfo[line].chains[line][0])
                if not any(line in t.chains for t in runs):
                    self.unexercised.add(line)
        return out


def merge(a, b):
    """The more sequential of two answers for one statement (seen from two callers)."""
    if a == b:
        return a
    pa, sa, ra = a
    pb, sb, rb = b
    par = [v for v in pa if v in pb]
    seq = [v for v in sa + sb if v not in par]
    return (tuple(par), tuple(dict.fromkeys(seq)), ra and rb)


def plans(runs, allinfo, loop_vars, top):
    """Allen-Kennedy plans from the union of the runs' dependences, for the
    statements of function top and of the functions it called."""
    deps, chains = set(), {}
    exposed, unprivate = set(), set()
    for t in runs:
        deps |= t.dependences()
        for s, ch in t.chains.items():
            chains.setdefault(s, ch)
        exposed |= t.exposed
        unprivate |= t.unprivate
    # Statements never executed keep their static loops (for statements of the
    # top-level function; a callee's are only known when they ran).
    for s, ch in top.chains.items():
        if s not in chains and ch:
            chains[s] = ch
    reductions, locations = {}, {}
    for info in allinfo.values():
        reductions.update(info.reductions)
        locations.update(info.locations)
    edges = set()  # (src, dst, level)
    reduced = set()  # (stmt, level) where a reduction's dependences were dropped
    for s1, s2, level, kind, scalar in deps:
        if s1 not in chains or s2 not in chains:
            continue
        if s1 == s2 and level == 0:
            continue
        if scalar is not None and level > 0:
            loop = chains[s1][level - 1]
            if (scalar, loop) not in exposed and (scalar, loop) not in unprivate:
                continue  # private to the loop that carries it
            r1, r2 = reductions.get(s1), reductions.get(s2)
            g1, g2 = locations.get(s1), locations.get(s2)
            if r1 and r2 and r1[0] == scalar and r2[0] == scalar and r1[1] == r2[1] \
                    or g1 is not None and g1 is g2 and scalar in g1:
                reduced.add((s1, level))
                reduced.add((s2, level))
                continue
        edges.add((s1, s2, level))
    # Control dependences of if-conversion, and breaks.
    for s, ch in chains.items():
        info = allinfo.get(s)
        if info is None:
            continue
        for p in info.preds.get(s, ()):
            if p in chains:
                edges.add((p, s, 0))
    for info in {id(i): i for i in allinfo.values()}.values():
        for loop, p in info.breaks:
            if p not in chains:
                continue
            level = chains[p].index(loop) + 1
            for s, ch in chains.items():
                if loop in ch and ch.index(loop) + 1 == level:
                    edges.add((p, s, level))
                    edges.add((s, p, level))
    result = {}
    by_nest = {}
    for s, ch in chains.items():
        if ch:
            by_nest.setdefault(ch[0], []).append(s)
    for stmts in by_nest.values():
        flags = {s: [] for s in stmts}
        gen(sorted(stmts), 0, [e for e in edges if e[0] in flags and e[1] in flags], chains, flags, reduced)
        for s, fl in flags.items():
            par = tuple(loop_vars[chains[s][k]] for k, (p, _) in enumerate(fl) if p)
            seq = tuple(loop_vars[chains[s][k]] for k, (p, _) in enumerate(fl) if not p)
            red = any(r for p, r in fl if p)
            result[s] = (par, seq, red)
    return result


def gen(stmts, k, edges, chains, flags, reduced):
    """depend/plan.go's codegen: mark each statement's loop at level k+1 parallel or not."""
    live = [e for e in edges if (e[2] == 0 or e[2] > k) and e[0] in stmts and e[1] in stmts]
    for comp in components(stmts, live):
        deeper = [s for s in comp if len(chains[s]) > k]
        if not deeper:
            continue
        # Statements with no loop at this level are done; a cycle through one
        # runs the others' loop in order (depend/plan.go refuses such a plan).
        loops = {chains[s][k] for s in deeper}
        parallel = len(deeper) == len(comp) and len(loops) == 1
        inner = []
        for e in live:
            if e[0] in comp and e[1] in comp:
                if e[2] == k + 1:
                    parallel = False
                else:
                    inner.append(e)
        for s in deeper:
            red = parallel and any((s2, k + 1) in reduced for s2 in comp)
            flags[s].append((parallel, red))
        gen(deeper, k + 1, inner, chains, flags, reduced)


def components(stmts, edges):
    """Strongly connected components (Tarjan), any order."""
    succ = {s: [] for s in stmts}
    for a, b, _ in edges:
        succ[a].append(b)
    index, low, on, stack, comps = {}, {}, set(), [], []

    def strong(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in succ[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            comps.append(sorted(comp))

    for v in stmts:
        if v not in index:
            strong(v)
    return comps


def text(ans):
    par, seq, red = ans
    return "parallel%s %s; sequential %s" % ("(reduction)" if red else "", " ".join(par) or "none",
                                             " ".join(seq) or "none")


def normal(s):
    return re.sub(r"\s+", " ", s.replace("parallel(reduction)", "parallel")).strip()


def expectations(path):
    """Return {line: (answer text, unsure, line of the comment)}."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            m = EXPECT_RE.match(line)
            if m:
                out[int(m.group(2))] = (m.group(3), bool(m.group(1)), n)
    return out


def check(path, verbose):
    o = Oracle(path)
    o.run()
    got = o.answers()
    want = expectations(path)
    rel = os.path.relpath(os.path.abspath(path))
    bad = 0
    for line, (fn, ans, dd, _) in sorted(got.items()):
        if line not in want:
            print("%s:%d: %s: no expectation; the oracle says %s" % (rel, line, fn, text(ans)))
            bad += 1
            continue
        exp, unsure, _ = want[line]
        same = normal(exp) == normal(text(ans))
        if dd and not unsure:
            print("%s:%d: %s: data-dependent (the call's own data and the redrawn data disagree): "
                  "make it expect-unsure" % (rel, line, fn))
            bad += 1
        if not same and not unsure:
            print("%s:%d: %s: expected %s\n    oracle   %s" % (rel, line, fn, exp, text(ans)))
            bad += 1
        elif not same and verbose:
            print("%s:%d: %s (unsure): expected %s; oracle %s" % (rel, line, fn, exp, text(ans)))
        elif verbose:
            print("%s:%d: %s: ok %s" % (rel, line, fn, text(ans)))
    for line in sorted(o.unexercised):
        print("%s:%d: no run executed this statement: its answer rests on no evidence" % (rel, line))
        bad += 1
    for line in sorted(set(want) - set(got)):
        print("%s:%d: an expectation for a statement the oracle never saw run in a nest" % (rel, line))
        bad += 1
    return bad, len(got)


def write(path):
    """Insert the oracle's answers above each nest's "# why:" comment lines."""
    o = Oracle(path)
    o.run()
    got = o.answers()
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    unsure, kept, newno = set(), [], {}
    for n, l in enumerate(lines, 1):
        m = EXPECT_RE.match(l)
        if m:
            if m.group(1):
                unsure.add(int(m.group(2)))
            continue
        kept.append(l)
        newno[n] = len(kept)
    unsure = {newno[k] for k in unsure if k in newno}
    # Each nest's statements, by the nest's outermost loop (a callee's
    # statements go with the caller's nest they ran in).
    groups = {}
    for line, (fn, ans, dd, nest) in got.items():
        groups.setdefault(newno[nest], []).append((newno[line], ans, dd))
    inserts = []
    for nest, stmts in groups.items():
        at = nest
        while at > 1 and kept[at - 2].strip().startswith("#"):
            at -= 1
        inserts.append((at, sorted(stmts)))
    out = []
    for n, l in enumerate(kept, 1):
        for at, stmts in inserts:
            if at != n:
                continue
            indent = re.match(r"\s*", l).group(0)
            for line, ans, dd in stmts:
                final = line + sum(len(s) for a, s in inserts if a <= line)
                tag = "expect-unsure" if dd or line in unsure else "expect"
                out.append("%s# %s: L%d: %s" % (indent, tag, final, text(ans)))
        out.append(l)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


def main(argv):
    verbose = "-v" in argv
    argv = [a for a in argv if a != "-v"]
    if argv and argv[0] == "--write":
        for p in argv[1:]:
            write(p)
        return 0
    here = os.path.dirname(os.path.abspath(__file__))
    paths = argv or sorted(os.path.join(here, f) for f in os.listdir(here)
                           if f.endswith(".py") and not f.startswith("_"))
    bad = total = 0
    for p in paths:
        b, n = check(p, verbose)
        bad += b
        total += n
    print("%d statements checked, %d disagreements" % (total, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
