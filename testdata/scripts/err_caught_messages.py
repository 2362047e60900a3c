# Exceptions caught with try/except: the exact str() of NumPy and Python errors, no traceback.
import numpy as np


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except IndexError as e:
        print(label, "IndexError:", e)
    except ValueError as e:
        print(label, "ValueError:", e)
    except ZeroDivisionError as e:
        print(label, "ZeroDivisionError:", e)
    except TypeError as e:
        print(label, "TypeError:", e)


a = np.arange(5)
m = np.zeros((3, 4))
t = np.zeros((2, 2, 2))
attempt("a[5]", lambda: a[5])
attempt("a[-6]", lambda: a[-6])
attempt("a[100]", lambda: a[100])
attempt("m[3, 0]", lambda: m[3, 0])
attempt("m[0, 4]", lambda: m[0, 4])
attempt("m[0, -5]", lambda: m[0, -5])
attempt("m[1][4]", lambda: m[1][4])
attempt("t[0, 0, 2]", lambda: t[0, 0, 2])
attempt("a[1, 2]", lambda: a[1, 2])
attempt("m[0, 1, 2]", lambda: m[0, 1, 2])
attempt("reshape 5->(2,3)", lambda: a.reshape(2, 3))
attempt("reshape 12->(5,-1)", lambda: m.reshape(5, -1))
attempt("reshape 12->(-1,-1)", lambda: m.reshape(-1, -1))
attempt("1 // 0", lambda: 1 // 0)
attempt("1 % 0", lambda: 1 % 0)
attempt("1 / 0", lambda: 1 / 0)
attempt("1.0 / 0.0", lambda: 1.0 / 0.0)
attempt("1.0 // 0.0", lambda: 1.0 // 0.0)
attempt("2.0 % 0", lambda: 2.0 % 0)
attempt("int('x')", lambda: int("x"))


def setter():
    a[7] = 1


attempt("a[7] = 1", setter)
try:
    raise KeyError("k")
except Exception as e:
    print(type(e).__name__, repr(e))
finally:
    print("finally ran")
