# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: readline, readlines and iterating over a file's lines.

doc="lines of this file"
with open(__file__) as f:
    first = f.readline()
    second = f.readline()
    rest = f.readlines()
assert first == "# Copyright 2018 The go-python Authors.  All rights reserved.\n"
assert second.startswith("# Use of this source code")
assert rest[-1] == 'doc="finished"\n'
with open(__file__) as f:
    lines = [line for line in f]
assert lines[0] == first and lines[1] == second and lines[2:] == rest
with open(__file__) as f:
    head = f.read(10)
    assert head == "# Copyrigh" and f.readline() == "t 2018 The go-python Authors.  All rights reserved.\n"
    f.read()
    assert f.readline() == "" and f.readlines() == []

doc="finished"
