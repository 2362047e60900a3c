# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: seeded draws equal CPython 3.11's (values printed by it).

import random

doc="seeded stream"
random.seed(42)
out = []
out.append(repr([random.random() for _ in range(3)]))
out.append(repr([random.randint(1, 100) for _ in range(5)]))
out.append(repr(random.getrandbits(70)))
out.append(repr(random.choice("abcdef")))
l = list(range(10))
random.shuffle(l)
out.append(repr(l))
out.append(repr(random.sample(range(100), 5)))
out.append(repr(random.sample(range(10), 3)))
out.append(repr(random.uniform(1, 2)))
out.append(repr([random.gauss(0, 1) for _ in range(3)]))
out.append(repr(random.normalvariate(5, 2)))
out.append(repr(random.expovariate(1.5)))
out.append(repr(random.randrange(10, 100, 7)))
out.append(repr(random.randrange(100, 10, -7)))
out.append(repr(random.choices("abc", k=4)))
out.append(repr(random.choices("abc", weights=[1, 2, 3], k=4)))
random.seed("hello")
out.append(repr(random.random()))
random.seed(2**100 + 7)
out.append(repr(random.random()))
random.seed(3.5)
out.append(repr(random.random()))
random.seed(0)
out.append(repr(random.random()))
random.seed(-5)
out.append(repr(random.random()))
want = ['[0.6394267984578837, 0.025010755222666936, 0.27502931836911926]', '[29, 18, 95, 14, 87]', '643647106656314877619', "'a'", '[3, 5, 2, 4, 1, 8, 7, 0, 6, 9]', '[71, 25, 91, 83, 89]', '[8, 6, 3]', '1.4492090462838536', '[-0.35546272859814737, 1.9857876206007472, 0.032623373765392434]', '4.632317184954091', '0.16164755870145944', '94', '65', "['a', 'b', 'b', 'b']", "['b', 'a', 'b', 'a']", '0.3537754404730722', '0.41604161323913513', '0.3039190124834461', '0.8444218515250481', '0.6229016948897019']
for i, (got, w) in enumerate(zip(out, want)):
    if got != w:
        print("draw", i, "got", got, "want", w)
    assert got == w
assert len(out) == len(want)

doc="errors"
try:
    random.choice([])
except IndexError as e:
    assert str(e) == "Cannot choose from an empty sequence"
try:
    random.randrange(0)
except ValueError as e:
    assert str(e) == "empty range for randrange()"

doc="finished"
