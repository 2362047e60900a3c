# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: a module whose globals alpyna_globals.py changes from
# outside.

doc = "module for alpyna_globals.py"
value = 1


def read_value():
    return value

doc = "finished"
