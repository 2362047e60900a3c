# Importing a module that does not exist raises ModuleNotFoundError, a subclass of
# ImportError; importing a missing name from a module raises ImportError, as in CPython.
here = __file__.rsplit("/", 1)[0]


def show(src):
    try:
        exec(src, {})
        print(src, "-> ok")
    except ImportError as e:
        msg = str(e).replace(here, "<dir>")
        print(src, "->", type(e).__name__ + ":", msg, "| name:", e.name)


try:
    import no_such_module
except ImportError as e:
    print("except ImportError:", type(e).__name__, e, isinstance(e, ModuleNotFoundError))
try:
    import no_such_module
except ModuleNotFoundError as e:
    print("except ModuleNotFoundError:", repr(e), e.args, e.name)
try:
    from no_such_module import something
except ImportError as e:
    print("from-import:", type(e).__name__, e)

show("import no_such_module.sub")
show("from no_such_module.sub import x")
show("import math.nothing")
show("import _helpers.nothing")
show("from _helpers import nothing")
show("from _helpers import GREETING")
show("from sys import nothing")
show("import numpy.nothing")
print(issubclass(ModuleNotFoundError, ImportError), ModuleNotFoundError.__mro__)
e = ImportError("message")
print(e.name, e.path, e.msg)
