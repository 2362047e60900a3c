// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: fewer garbage collections while Python code runs.

package vm

import (
	"os"
	"runtime"
)

// gcBallastBytes is the size of gcBallast.
const gcBallastBytes = 64 << 20

// gcBallast raises the heap size at which Go collects garbage. Python code
// allocates a frame per call and a box per float, and a script's live heap
// is often a few megabytes, so with Go's default pacing (collect when the
// heap doubles, from 4 MB) the VM spent a third of its time in the
// collector and its write barriers. The ballast is counted as live heap,
// so a collection comes after about 64 MB more of allocation instead;
// being free of pointers it costs the collector nothing to mark, and
// being never written it occupies address space but no memory. A user
// who sets GOGC tunes the collector instead.
var gcBallast []byte

func init() {
	if _, set := os.LookupEnv("GOGC"); !set {
		gcBallast = make([]byte, gcBallastBytes)
		runtime.KeepAlive(gcBallast)
	}
}
