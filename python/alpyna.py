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
"""

__all__ = ["jit"]


def jit(fn):
    """Mark fn for acceleration; under CPython, return fn itself.

    Works both as a decorator (``@alpyna.jit``) and as a call
    (``kernel = alpyna.jit(kernel)``).
    """
    return fn
