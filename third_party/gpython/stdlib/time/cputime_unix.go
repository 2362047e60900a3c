// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build unix

package time

import "syscall"

// processCPUTime is the user plus system CPU time of the process, in
// seconds, as CPython's process_time (getrusage of RUSAGE_SELF).
func processCPUTime() (float64, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return tvSeconds(ru.Utime) + tvSeconds(ru.Stime), true
}

func tvSeconds(tv syscall.Timeval) float64 {
	return float64(tv.Sec) + float64(tv.Usec)*1e-6
}
