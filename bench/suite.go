// This file defines the benchmarks: how command-line arguments name them,
// their default sizes, and the --sizes syntax.

package bench

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// A Benchmark is one script of the suite and the sizes to run it at.
type Benchmark struct {
	// Name is the script's file name without ".py"; it names the
	// benchmark in --sizes, tables and plots, and is unique in a suite.
	Name string
	// Script is the absolute path of the script.
	Script string
	// Prange is the absolute path of the hand-parallelised Numba version,
	// prange/<Name>.py beside the script, or "" when there is none.
	Prange string
	// StandIn is the folder holding python/alpyna.py, the CPython stand-in,
	// found by looking upward from the script's folder; "" when none is.
	StandIn string
	// Sizes are passed to the script as sys.argv[1], in order. A size of 0
	// passes no argument: the script's own default.
	Sizes []int64
}

// DefaultSizes are the sizes each benchmark of benchmarks/ runs at when
// --sizes does not say. Each list spans about a decade and ends where the
// interpreter, the slowest backend, needs one to four seconds on a 2-core
// machine, so that the whole default suite takes minutes: the
// interpreter does about 2 million simple loop iterations a second.
var DefaultSizes = map[string][]int64{
	"vadd":          {10000, 100000, 1000000},
	"saxpy":         {10000, 100000, 1000000},
	"black_scholes": {1000, 10000, 100000},
	"hilbert":       {100, 300, 1000},
	"conway":        {64, 256, 512},
	"jacobi":        {64, 128, 256},
	"gemver":        {100, 300, 700},
	"fbcorr":        {32, 64, 128},
	"conv2d":        {64, 256, 512},
	"gemm":          {32, 64, 128},
	"mandelbrot":    {64, 128, 256},
	"syr2k":         {48, 96, 160},
	// The irregular loops of issue 7: meshes of n x n vertices.
	"edge_flux":      {64, 200, 450},
	"midpoint":       {64, 250, 500},
	"cell_to_vertex": {64, 200, 400},
	// Textbook spellings of issue 13 (docs/benchmarks.md).
	"black_scholes_textbook": {1000, 10000, 100000},
	"mandelbrot_textbook":    {64, 128, 256},
	"minmod_stencil":         {64, 256, 512},
	// The escape loop as a while (issue 16).
	"mandelbrot_while": {64, 128, 256},
	// A helper function inlined into the nest (issue 14).
	"black_scholes_helper": {1000, 10000, 100000},
	// Gauss-Seidel sweeps run by wavefronts of tiles from 258 on (issue 16).
	"seidel_2d": {64, 150, 300},
}

// Find resolves the benchmark arguments of the command line. Each argument
// is the name of a script in dir ("gemm", or "black-scholes" for
// black_scholes.py), the path of a script, or a folder, which stands for
// every *.py script directly inside it. With no arguments, Find returns
// every script in dir. Each benchmark gets its DefaultSizes, or the size 0
// (the script's own default) when it has none.
func Find(args []string, dir string) ([]Benchmark, error) {
	if len(args) == 0 {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return nil, fmt.Errorf("no %s folder: run alpyna bench in the alpyna checkout, or name scripts or folders", dir)
		}
		args = []string{dir}
	}
	var paths []string
	for _, arg := range args {
		ps, err := resolve(arg, dir)
		if err != nil {
			return nil, err
		}
		paths = append(paths, ps...)
	}
	var bs []Benchmark
	byName := make(map[string]string)
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		name := strings.TrimSuffix(filepath.Base(abs), ".py")
		if prev, ok := byName[name]; ok {
			if prev == abs {
				continue // named twice: run once
			}
			return nil, fmt.Errorf("two benchmarks named %s: %s and %s", name, prev, abs)
		}
		byName[name] = abs
		b := Benchmark{Name: name, Script: abs, StandIn: findStandIn(filepath.Dir(abs))}
		if pr := filepath.Join(filepath.Dir(abs), "prange", name+".py"); isFile(pr) {
			b.Prange = pr
		}
		b.Sizes = slices.Clone(DefaultSizes[name])
		if len(b.Sizes) == 0 {
			b.Sizes = []int64{0}
		}
		bs = append(bs, b)
	}
	return bs, nil
}

// resolve turns one argument of Find into script paths.
func resolve(arg, dir string) ([]string, error) {
	if fi, err := os.Stat(arg); err == nil && fi.IsDir() {
		scripts, err := filepath.Glob(filepath.Join(arg, "*.py"))
		if err != nil {
			return nil, err
		}
		if len(scripts) == 0 {
			return nil, fmt.Errorf("no *.py scripts in folder %s", arg)
		}
		sort.Strings(scripts)
		return scripts, nil
	}
	if strings.HasSuffix(arg, ".py") || strings.ContainsRune(arg, filepath.Separator) || strings.ContainsRune(arg, '/') {
		if !isFile(arg) {
			return nil, fmt.Errorf("no script %s", arg)
		}
		return []string{arg}, nil
	}
	for _, name := range []string{arg, strings.ReplaceAll(arg, "-", "_")} {
		if p := filepath.Join(dir, name+".py"); isFile(p) {
			return []string{p}, nil
		}
	}
	known, _ := filepath.Glob(filepath.Join(dir, "*.py"))
	for i, k := range known {
		known[i] = strings.TrimSuffix(filepath.Base(k), ".py")
	}
	if len(known) == 0 {
		return nil, fmt.Errorf("unknown benchmark %q: no script %s.py in %s", arg, arg, dir)
	}
	return nil, fmt.Errorf("unknown benchmark %q: want one of %s, or a script's path", arg, strings.Join(known, ", "))
}

// findStandIn returns the python folder holding alpyna.py in dir or the
// nearest folder above it, or "" when there is none.
func findStandIn(dir string) string {
	for {
		if p := filepath.Join(dir, "python"); isFile(filepath.Join(p, "alpyna.py")) {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

// A SizeSpec is a parsed --sizes value: sizes for every benchmark, sizes
// per benchmark, or both.
type SizeSpec struct {
	// All, when not empty, replaces the sizes of every benchmark that
	// PerBenchmark does not name.
	All []int64
	// PerBenchmark maps benchmark names to their sizes.
	PerBenchmark map[string][]int64
}

// ParseSizes parses a --sizes value: lists of sizes separated by commas,
// either one list for every benchmark ("1000,100000") or lists per
// benchmark separated by semicolons ("gemm=64,256;vadd=1e6"); a list
// without a name among named ones applies to the benchmarks not named
// ("gemm=64;1000"). A size is a positive integer, written in decimal with
// optional underscores (1_000_000) or in E notation (1e6, 2.5e5).
func ParseSizes(spec string) (SizeSpec, error) {
	var s SizeSpec
	if strings.TrimSpace(spec) == "" {
		return s, errors.New("empty size list")
	}
	for _, part := range strings.Split(spec, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, list, named := strings.Cut(part, "=")
		if !named {
			list = part
		}
		sizes, err := parseSizeList(list)
		if err != nil {
			return SizeSpec{}, err
		}
		if !named {
			if s.All != nil {
				return SizeSpec{}, fmt.Errorf("two size lists for every benchmark: %q", spec)
			}
			s.All = sizes
			continue
		}
		name = strings.ReplaceAll(strings.TrimSpace(name), "-", "_")
		if name == "" {
			return SizeSpec{}, fmt.Errorf("no benchmark name before = in %q", part)
		}
		if s.PerBenchmark == nil {
			s.PerBenchmark = make(map[string][]int64)
		}
		if _, dup := s.PerBenchmark[name]; dup {
			return SizeSpec{}, fmt.Errorf("sizes of %s given twice", name)
		}
		s.PerBenchmark[name] = sizes
	}
	return s, nil
}

func parseSizeList(list string) ([]int64, error) {
	var sizes []int64
	for _, f := range strings.Split(list, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		n, err := parseSize(f)
		if err != nil {
			return nil, err
		}
		sizes = append(sizes, n)
	}
	if len(sizes) == 0 {
		return nil, fmt.Errorf("empty size list %q", list)
	}
	return sizes, nil
}

func parseSize(s string) (int64, error) {
	bad := fmt.Errorf("invalid size %q: want a positive integer such as 1000, 1_000 or 1e6", s)
	if n, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 10, 64); err == nil {
		if n < 1 {
			return 0, bad
		}
		return n, nil
	}
	if !strings.ContainsAny(s, "eE") {
		return 0, bad
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 1 || f != math.Trunc(f) || f > 1<<53 {
		return 0, bad
	}
	return int64(f), nil
}

// Apply sets the sizes of the benchmarks bs that s names. A name in s that
// is not a benchmark of bs is an error, so that a typo does not silently
// leave a benchmark at its default sizes.
func (s SizeSpec) Apply(bs []Benchmark) error {
	names := make([]string, len(bs))
	for i, b := range bs {
		names[i] = b.Name
	}
	for _, name := range slices.Sorted(maps.Keys(s.PerBenchmark)) {
		if !slices.Contains(names, name) {
			return fmt.Errorf("--sizes names %s, which is not a benchmark of this run (%s)", name, strings.Join(names, ", "))
		}
	}
	for i := range bs {
		if sizes, ok := s.PerBenchmark[bs[i].Name]; ok {
			bs[i].Sizes = slices.Clone(sizes)
		} else if len(s.All) > 0 {
			bs[i].Sizes = slices.Clone(s.All)
		}
	}
	return nil
}
