"""CPython stand-in for the alpyna runtime module.

Scripts written for alpyna are ordinary Python 3: they import ``alpyna`` and
mark the functions whose loop nests alpyna should analyse and parallelise
with ``@alpyna.jit`` (or ``alpyna.jit(fn)``). Under ``alpyna run`` the real
module does that work; under CPython this module takes its place, and ``jit``
simply returns the function unchanged, so the script computes the same
results, only without acceleration.

Put the folder holding this file on ``PYTHONPATH`` to run an alpyna script
with CPython::

    PYTHONPATH=/path/to/alpyna/python python3 script.py 512

Two environment variables let ``alpyna bench`` compare alpyna with CPython
and Numba on the very same scripts (docs/benchmarks.md):

``ALPYNA_STANDIN=numba``
    ``jit`` returns ``numba.njit(fn)``: the function is compiled by Numba in
    nopython mode, sequentially (no ``parallel=True``). Unset, empty or
    ``python``: ``jit`` returns ``fn``.

``ALPYNA_STANDIN_TIMES=FILE``
    Every call of a jit function appends one JSON line to FILE::

        {"function": "gemm", "compile": 0.41, "execute": 0.0032}

    with wall seconds. For a Numba function the wrapper first compiles it
    eagerly for the types of the call's arguments (``numba.typeof`` of each),
    so that Numba's compile time is reported apart from the execution time
    instead of being hidden in the first call; a later call with the same
    types finds the compiled version and reports a compile time near 0.
    For a plain function ``compile`` is 0. Unset: no wrapper at all, and
    ``jit`` returns exactly what it would otherwise.
"""

import functools
import json
import os
import time

__all__ = ["jit", "renumber", "timed"]

_MODE = os.environ.get("ALPYNA_STANDIN", "")
_TIMES = os.environ.get("ALPYNA_STANDIN_TIMES", "")

if _MODE not in ("", "python", "numba"):
    raise ImportError(
        "alpyna stand-in: invalid ALPYNA_STANDIN=%r: want numba, python or empty" % _MODE
    )


_NUMBA_OPTIONS = ("parallel", "nopython", "cache", "fastmath", "nogil", "boundscheck", "error_model", "inline")


def jit(fn=None, *, exact_reductions=False, **numba_options):
    """Mark fn for acceleration; under CPython, return fn itself.

    Works both as a decorator (``@alpyna.jit``, or with options
    ``@alpyna.jit(exact_reductions=True)``) and as a call
    (``kernel = alpyna.jit(kernel)``). exact_reductions asks alpyna for
    floating-point reductions in sequential order; CPython always sums in
    that order. With ``ALPYNA_STANDIN=numba`` the result is
    ``numba.njit(fn)``; with ``ALPYNA_STANDIN_TIMES`` set, it is wrapped by
    ``timed``.
    """
    for k in numba_options:
        if k not in _NUMBA_OPTIONS:
            raise TypeError("jit() got an unexpected keyword argument '%s'" % k)
    if fn is None:
        return lambda f: jit(f, exact_reductions=exact_reductions, **numba_options)
    if isinstance(fn, type):
        # A class (a port of Numba's jitclass): alpyna accelerates its
        # methods; the class itself is unchanged, here as there.
        return fn
    if _MODE == "numba":
        import numba

        fn = numba.njit(fn, **{k: v for k, v in numba_options.items() if k != "nopython"})
    return timed(fn)


def timed(fn):
    """Record the compile and execution time of each call of fn.

    Returns fn itself unless ``ALPYNA_STANDIN_TIMES`` names a file; then a
    wrapper that appends one JSON line per call to that file. fn may be a
    plain function or a Numba dispatcher (``numba.njit(fn)``, with or
    without ``parallel=True``); a dispatcher is compiled eagerly for the
    argument types before the call is timed. Eager compilation needs the
    argument types, so a dispatcher called with keyword arguments is
    compiled by the call itself and its compile time counts as execution.
    """
    if not _TIMES:
        return fn
    # A Numba dispatcher has compile() and py_func; checking the attributes
    # rather than the class keeps this module importable without Numba.
    compile_for = getattr(fn, "compile", None) if hasattr(fn, "py_func") else None
    name = getattr(fn, "__name__", "jit")

    @functools.wraps(getattr(fn, "py_func", fn))
    def wrapper(*args, **kwargs):
        start = compiled = time.perf_counter()
        if compile_for is not None and not kwargs:
            import numba

            compile_for(tuple(numba.typeof(a) for a in args))
            compiled = time.perf_counter()
        result = fn(*args, **kwargs)
        done = time.perf_counter()
        # Written after the call so that the file I/O is in neither time.
        with open(_TIMES, "a") as f:
            f.write(
                json.dumps({"function": name, "compile": compiled - start, "execute": done - compiled})
                + "\n"
            )
        return result

    return wrapper


def renumber(maps, nelements):
    """Renumber a loop's iterations and elements for locality.

    The stand-in of alpyna.renumber ([edge colouring] section 6, Algorithm 5),
    computing the same permutations: ``maps`` is a list of integer arrays
    of one length n (shape (n,) or (n, k)), iteration i touching
    ``maps[j][i]`` (or ``maps[j][i, :]``), elements in range(nelements).
    The iterations are coloured first-fit in order, so that no two of one
    colour share an element; ``order`` lists them colour by colour, each
    colour by ascending renumbered slot 0 of ``maps[0]``; ``newid``
    numbers the elements colour by colour, map by map, slot by slot, in
    that order, untouched elements last. Returns ``(order, newid)``, int64.
    """
    import numpy as np

    rows = []
    n = None
    for m in maps:
        a = np.asarray(m)
        if a.dtype.kind not in "iu" or a.ndim not in (1, 2):
            raise TypeError("renumber: maps must be integer arrays of one or two axes, not %s" % type(m).__name__)
        a = a.reshape(len(a), -1).astype(np.int64)
        if n is not None and len(a) != n:
            raise ValueError("renumber: maps of %d and %d iterations" % (n, len(a)))
        if a.shape[1] == 0:
            raise ValueError("renumber: a map of shape (%d, 0)" % len(a))
        bad = np.nonzero((a < 0) | (a >= nelements))[0]
        if len(bad):
            i = int(bad[0])
            v = int(a[i][(a[i] < 0) | (a[i] >= nelements)][0])
            raise IndexError("renumber: map %d, iteration %d: index %d out of range [0, %d)" % (len(rows), i, v, nelements))
        n = len(a)
        rows.append(a)
    if not rows:
        raise ValueError("renumber: no maps")
    # First-fit colours, one bit mask per element.
    touched = np.concatenate(rows, axis=1).tolist()
    masks = [0] * nelements
    colour = [0] * n
    for i, xs in enumerate(touched):
        m = 0
        for x in xs:
            m |= masks[x]
        bit = ~m & (m + 1)
        colour[i] = bit.bit_length() - 1
        for x in xs:
            masks[x] |= bit
    colour = np.array(colour, dtype=np.int64)
    ncolours = int(colour.max()) + 1 if n else 0
    # Elements numbered by first touch: colour, map, slot, iteration.
    byColour = np.argsort(colour, kind="stable")
    seq = [a[byColour, k][colour[byColour] == c] for c in range(ncolours) for a in rows for k in range(a.shape[1])]
    seq = np.concatenate(seq) if seq else np.zeros(0, dtype=np.int64)
    firsts, at = np.unique(seq, return_index=True)
    newid = np.full(nelements, -1, dtype=np.int64)
    newid[firsts[np.argsort(at, kind="stable")]] = np.arange(len(firsts), dtype=np.int64)
    rest = newid < 0
    newid[rest] = np.arange(len(firsts), nelements, dtype=np.int64)
    # Iterations by colour, then renumbered key, then number.
    key = newid[rows[0][:, 0]]
    order = np.lexsort((np.arange(n), key, colour)).astype(np.int64)
    return order, newid
