# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: a module whose globals alpyna_methods.py sets from outside.

doc = "module for alpyna_methods.py"
scale = 2


def scaled(x):
    return x * scale


def call_len(x):
    return len(x)


class Box:
    def get(self):
        return "Box.get"

doc = "finished"
