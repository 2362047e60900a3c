// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !unix

package time

// processCPUTime is unknown here: process_time falls back to wall time.
func processCPUTime() (float64, bool) {
	return 0, false
}
