# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: dicts keep insertion order and take any hashable key.

from libtest import assertRaises

doc="order and keys"
d = {"b": 1, "a": 2, 3: "x", (1, 2): [1]}
assert repr(d) == "{'b': 1, 'a': 2, 3: 'x', (1, 2): [1]}"
assert list(d) == ["b", "a", 3, (1, 2)]
d["c"] = 5
del d["b"]
d[1.0] = "f"
d[1] = "i"
assert list(d.items()) == [("a", 2), (3, "x"), ((1, 2), [1]), ("c", 5), (1.0, "i")]
assert str(d.keys()) == "dict_keys(['a', 3, (1, 2), 'c', 1.0])"
assert str({1: 2}.values()) == "dict_values([2])"
assert str({1: 2}.items()) == "dict_items([(1, 2)])"
assert 3 in d and "z" not in d and len(d) == 5 and (1, 2) in d.keys()
assert ("a", 2) in d.items()

doc="methods"
assert d.get("a") == 2 and d.get("q") is None and d.get("q", 0) == 0
assert d.setdefault("n", []) == [] and d.pop("n") == [] and d.pop("q", None) is None
assertRaises(KeyError, d.pop, "q")
assert d.popitem() == (1.0, "i")
e = d.copy()
e.update({"z": 0}, y=1)
assert list(e)[-2:] == ["z", "y"] and e != d and {1: 2} == {1: 2}
e.clear()
assert e == {} and not e
assert dict(a=1, b=2) == {"a": 1, "b": 2}
assert dict([(1, 2), (3, 4)]) == {1: 2, 3: 4}
assert dict({1: 2}) == {1: 2}
assert {i: i * i for i in range(3)} == {0: 0, 1: 1, 2: 4}
assertRaises(ValueError, dict, ["a"])
assertRaises(TypeError, lambda: {[]: 1})

doc="counting"
counts = {}
for w in "the cat the dog the end".split():
    counts[w] = counts.get(w, 0) + 1
assert repr(counts) == "{'the': 3, 'cat': 1, 'dog': 1, 'end': 1}"

doc="KeyError"
try:
    {}[(1, 2)]
except KeyError as ex:
    assert ex.args == ((1, 2),) and str(ex) == "(1, 2)"

doc="** from a dict"
def f(**kw):
    return kw
assert f(**{"a": 1}) == {"a": 1}

doc="finished"
