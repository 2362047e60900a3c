// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: tests for alpyna_strbox.go.

package py

import (
	"math"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestNewStrSurvivesCollection makes strs whose header and text share one
// allocation (str(i), f-strings, concatenation), keeps some as Objects and
// others only as Go strings taken out of them, and collects garbage while
// other allocations reuse the freed memory: every str must keep its text,
// compare equal to a str Go boxed itself, hash as it and have type str.
func TestNewStrSurvivesCollection(t *testing.T) {
	const n = 20000
	objs := make([]Object, n)
	texts := make([]string, n)
	want := make([]string, n)
	for i := 0; i < n; i++ {
		v := Int(i*7919 - n*1000)
		var o Object
		switch i % 3 {
		case 0:
			o = IntStr(v)
			want[i] = strconv.Itoa(int(v))
		case 1:
			var err error
			o, err = BuildString([]Object{String("<"), IntStr(v), String(">"), String(strings.Repeat("x", i%40))})
			if err != nil {
				t.Fatal(err)
			}
			want[i] = "<" + strconv.Itoa(int(v)) + ">" + strings.Repeat("x", i%40)
		case 2:
			o = ConcatStr(String(strconv.Itoa(i)), String("·suffix"))
			want[i] = strconv.Itoa(i) + "·suffix"
		}
		if i%2 == 0 {
			objs[i] = o
		} else {
			texts[i] = string(o.(String)) // the box itself is garbage now
		}
	}
	for round := 0; round < 3; round++ {
		runtime.GC()
		garbage := make([][]byte, 0, 4000)
		for i := 0; i < cap(garbage); i++ {
			b := make([]byte, 16+i%64)
			for j := range b {
				b[j] = 0xAA
			}
			garbage = append(garbage, b)
		}
		runtime.KeepAlive(garbage)
	}
	for i := 0; i < n; i++ {
		if i%2 == 1 {
			if texts[i] != want[i] {
				t.Fatalf("text %d = %q, want %q", i, texts[i], want[i])
			}
			continue
		}
		o := objs[i]
		if o.Type() != StringType {
			t.Fatalf("str %d has type %s", i, o.Type().Name)
		}
		if got := string(o.(String)); got != want[i] {
			t.Fatalf("str %d = %q, want %q", i, got, want[i])
		}
		eq, err := Eq(o, String(want[i]))
		if err != nil || eq != True {
			t.Fatalf("str %d == its Go box: %v, %v", i, eq, err)
		}
		h1, err1 := Hash(o)
		h2, err2 := Hash(String(want[i]))
		if err1 != nil || err2 != nil || h1 != h2 {
			t.Fatalf("hash of str %d: %v, %v (%v, %v)", i, h1, h2, err1, err2)
		}
	}
}

// TestNewStrEmpty checks the strs of no bytes: the shared empty str.
func TestNewStrEmpty(t *testing.T) {
	o, text := NewStr(0)
	if o != String("") || len(text) != 0 {
		t.Errorf("NewStr(0) = %#v, %d bytes", o, len(text))
	}
	if got := ConcatStr("", ""); got != String("") {
		t.Errorf(`ConcatStr("", "") = %#v`, got)
	}
	if got, err := BuildString([]Object{String(""), String("")}); err != nil || got != String("") {
		t.Errorf("BuildString of empty parts = %#v, %v", got, err)
	}
}

// TestBuildStringInts joins ints (the int fields of f-strings, which the
// VM leaves to BUILD_STRING) with strs: each is written as str(i).
func TestBuildStringInts(t *testing.T) {
	ints := []Int{0, 7, -7, 9, 10, -10, 99, 100, 1023, 1024, 123456789, math.MaxInt64, math.MinInt64, math.MinInt64 + 1}
	for _, i := range ints {
		got, err := BuildString([]Object{String("<"), i, String(">"), i})
		if err != nil {
			t.Fatal(err)
		}
		want := "<" + strconv.FormatInt(int64(i), 10) + ">" + strconv.FormatInt(int64(i), 10)
		if got != String(want) {
			t.Errorf("BuildString of %d = %q, want %q", i, got, want)
		}
		if decimalLen(i) != len(strconv.FormatInt(int64(i), 10)) {
			t.Errorf("decimalLen(%d) = %d", i, decimalLen(i))
		}
	}
	if _, err := BuildString([]Object{String("a"), Float(1)}); err == nil {
		t.Error("BuildString of a float part: no error")
	}
}
