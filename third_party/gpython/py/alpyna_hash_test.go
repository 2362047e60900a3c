// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package py

import (
	"hash/fnv"
	"testing"
)

// hashString must keep the values hash/fnv gave: the order in which sets
// of strings iterate depends on them.
func TestHashStringIsFNV1a(t *testing.T) {
	for _, s := range []string{"", "a", "alpha", "épsilon", "a longer key with spaces\x00and a NUL"} {
		f := fnv.New64a()
		f.Write([]byte(s))
		want := int64(f.Sum64())
		if want == -1 {
			want = -2
		}
		if got := hashString(s); got != want {
			t.Errorf("hashString(%q) = %d, want %d", s, got, want)
		}
	}
}
