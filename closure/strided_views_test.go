package closure_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/closure"
)

// stridedKernels are the nests the strided-view tests run: element-wise
// reads and writes and reductions over 1-D, 2-D and 3-D arrays. Values
// stay small integers, so float sums are exact in any order.
const stridedKernels = `@alpyna.jit
def rw1(x):
    for i in range(x.shape[0]):
        x[i] = x[i] * 3 - i


@alpyna.jit
def red1(x):
    s = 0
    for i in range(x.shape[0]):
        s += x[i] * (i + 1)
    return s


@alpyna.jit
def rw2(dst, src):
    for i in range(dst.shape[0]):
        for j in range(dst.shape[1]):
            dst[i, j] = dst[i, j] + src[i, j] * 2 + i - j


@alpyna.jit
def red2(x):
    s = 0
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            s += x[i, j] * (i + 2 * j + 1)
    return s


@alpyna.jit
def rw3(x):
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            for k in range(x.shape[2]):
                x[i, j, k] = x[i, j, k] * 2 + i * 100 + j * 10 + k


@alpyna.jit
def red3(x):
    s = 0
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            for k in range(x.shape[2]):
                s += x[i, j, k] * (i - j + k)
    return s


`

// stridedViews are views of a1 (1-D), a2 (2-D) and a3 (3-D), by the rank
// of the view: columns, steps (negative ones too), transposes,
// sub-blocks.
var stridedViews = map[int][]string{
	1: {"a1[::2]", "a1[::-3]", "a1[9:1:-2]", "a2[:, 1]", "a2[2, ::-1]", "a3[1, :, 2]", "a3[::-1, 2, 1]"},
	2: {"a2.T", "a2[::2, ::-1]", "a2[1:-1, 1:-1]", "a2[::-1, 1::2]", "a3[:, 1, :]", "a3[::2, :, 1].T", "a2[:, ::-1].T"},
	3: {"a3[::-1, :, ::2]", "a3.transpose(2, 0, 1)", "a3[:, ::-1, 1:]", "a3[1:, ::2, ::-1].transpose(1, 2, 0)"},
}

// stridedScript writes, for dtype, every kernel of its rank on every view:
// reductions printed, writes seen through the whole arrays.
func stridedScript(dtype string) string {
	var b strings.Builder
	b.WriteString(prelude + stridedKernels)
	fresh := fmt.Sprintf("a1 = np.arange(12, dtype=np.%[1]s)\na2 = (np.arange(30, dtype=np.%[1]s) %% 11).reshape(5, 6)\na3 = (np.arange(60, dtype=np.%[1]s) %% 13).reshape(3, 4, 5)\n", dtype)
	for rank := 1; rank <= 3; rank++ {
		for _, v := range stridedViews[rank] {
			b.WriteString(fresh)
			fmt.Fprintf(&b, "print(%q, red%d(%s))\n", v, rank, v)
			if rank == 2 {
				fmt.Fprintf(&b, "rw2(%s, np.ones(%s.shape, dtype=np.%s))\n", v, v, dtype)
				fmt.Fprintf(&b, "rw2(np.ones(%s.shape, dtype=np.%s), %s)\n", v, dtype, v)
			} else {
				fmt.Fprintf(&b, "rw%d(%s)\n", rank, v)
			}
			fmt.Fprintf(&b, "print(%s, a1, a2, a3, red%d(%s))\n", v, rank, v)
		}
	}
	return b.String()
}

// Kernels address strided views through their strides: every view of
// every rank and dtype gives the interpreter's result on the native
// backend and on the Go executor, runs as kernels (the report says which
// executor), and none is staged in a contiguous copy.
func TestStridedViewsInKernels(t *testing.T) {
	for _, dtype := range []string{"float64", "float32", "int64"} {
		t.Run(dtype, func(t *testing.T) {
			dir, name := writeScript(t, stridedScript(dtype))
			want, werr, _ := run(t, dir, name, "interp", 1)
			if werr != "" || !strings.Contains(want, "a3[1:, ::2, ::-1]") {
				t.Fatalf("the interpreter printed\n%s%s", want, werr)
			}
			for _, goKernels := range []bool{false, true} {
				staged := closure.StagedViews()
				out, errs, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, GoKernels: goKernels})
				if out != want {
					t.Errorf("Go kernels %v: printed\n%s\nwant\n%s%s", goKernels, out, want, errs)
				}
				if n := closure.StagedViews() - staged; n != 0 {
					t.Errorf("Go kernels %v: %d views staged in contiguous copies", goKernels, n)
				}
				if len(nests) == 0 {
					t.Fatal("no report entries")
				}
				for _, n := range nests {
					if n.Backend != "cpu" || n.Executor != "native" && n.Executor != "go-kernel" || goKernels && n.Executor != "go-kernel" {
						t.Errorf("Go kernels %v: %s:%d: backend %s, executor %s (%s)", goKernels, n.Function, n.Line, n.Backend, n.Executor, n.Reason)
					}
				}
			}
		})
	}
}

// A view that shares memory with another array of the nest, which the
// nest writes, runs in the interpreter (the analysis takes different
// names for different arrays), with CPython's result and a report that
// says why; a nest that only reads both runs as kernels.
func TestStridedViewAliasingItsBase(t *testing.T) {
	src := prelude + `@alpyna.jit
def smooth(inner, a):
    for i in range(inner.shape[0]):
        for j in range(inner.shape[1]):
            inner[i, j] = 0.25 * (a[i, j + 1] + a[i + 2, j + 1] + a[i + 1, j] + a[i + 1, j + 2])


@alpyna.jit
def dot(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            s += x[i, j] * y[j, i]
    return s


k = np.arange(36.0).reshape(6, 6) % 5
smooth(k[1:-1, 1:-1], k)
print(k)
print(dot(k[::2, ::-1], k.T[::-1, ::2]))
`
	dir, name := writeScript(t, src)
	want, _, _ := run(t, dir, name, "interp", 1)
	for _, goKernels := range []bool{false, true} {
		out, errs, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, GoKernels: goKernels})
		if out != want {
			t.Errorf("Go kernels %v: printed\n%s\nwant\n%s%s", goKernels, out, want, errs)
		}
		if len(nests) != 2 {
			t.Fatalf("%d report entries, want 2", len(nests))
		}
		if n := nests[0]; n.Backend != "interp" || !strings.Contains(n.Reason, "share memory") {
			t.Errorf("smooth: backend %s, reason %q; want the interpreter, for the shared memory", n.Backend, n.Reason)
		}
		if n := nests[1]; n.Backend != "cpu" || n.Executor != "native" && n.Executor != "go-kernel" {
			t.Errorf("dot: backend %s, executor %s (%s)", n.Backend, n.Executor, n.Reason)
		}
	}
}

// The layout is part of a variant's key: a column and a contiguous
// vector of the same length get one variant each, built once, and calls
// alternating between them reuse both.
func TestStridedViewVariantPerLayout(t *testing.T) {
	src := prelude + `@alpyna.jit
def scale(x):
    for i in range(x.shape[0]):
        x[i] = x[i] * 2.0 + 1.0


a = np.arange(60.0).reshape(20, 3)
v = np.arange(20.0)
for r in range(3):
    scale(a[:, 1])
    scale(v)
    scale(a[:, 2])
print(a.sum(), v.sum())
`
	dir, name := writeScript(t, src)
	want, _, _ := run(t, dir, name, "interp", 1)
	before := closure.Instantiations()
	out, errs, nests := run(t, dir, name, "cpu", 2)
	if out != want {
		t.Errorf("printed\n%s\nwant\n%s%s", out, want, errs)
	}
	if n := closure.Instantiations() - before; n != 2 {
		t.Errorf("%d variants built, want 2 (one per layout)", n)
	}
	for _, n := range nests {
		if n.Backend != "cpu" {
			t.Errorf("%s: backend %s (%s)", n.Function, n.Backend, n.Reason)
		}
	}
}

// A nest that fails part way through a strided view (an index out of
// range) is undone, in the box of the view it may write, and runs again
// in the interpreter, which raises the error with Python's partial
// writes.
func TestStridedViewFailedRunUndone(t *testing.T) {
	src := prelude + `@alpyna.jit
def bump(x, y, idx, k):
    for i in range(k):
        for j in range(x.shape[1]):
            x[i + 2, j] = x[i + 2, j] * 10 + y[idx[i]]


a = np.arange(60.0).reshape(12, 5)
y = np.arange(8.0)
try:
    bump(a[::-1, 1:4], y, np.array([0, 1, 2, 3, 4, 50, 6, 7]), 8)
except IndexError as e:
    print("IndexError", e)
print(a)
`
	dir, name := writeScript(t, src)
	want, _, _ := run(t, dir, name, "interp", 1)
	if !strings.Contains(want, "IndexError index 50") {
		t.Fatalf("the interpreter printed\n%s", want)
	}
	for _, goKernels := range []bool{false, true} {
		out, errs, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, GoKernels: goKernels})
		if out != want {
			t.Errorf("Go kernels %v: printed\n%s\nwant\n%s%s", goKernels, out, want, errs)
		}
		if len(nests) != 1 || !strings.Contains(nests[0].Reason, "IndexError; run again in the interpreter") {
			t.Errorf("Go kernels %v: report %+v, want the kernel's IndexError and a rerun", goKernels, nests)
		}
	}
}
