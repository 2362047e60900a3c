package cpu

import (
	"fmt"
	"testing"
	"unsafe"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime/native"
)

// saxpyIR is a native kernel by hand in the ABI's signature:
// y[i] = 2*x[i] + y[i] over the box's iterations, clamped to [0, n), with
// args[0] and args[1] the addresses of x and y and args[2] n.
const saxpyIR = `
define i64 @saxpy_box(i64* %box, i64* %args, i64* %out) {
entry:
  %lo = load i64, i64* %box
  %hip = getelementptr i64, i64* %box, i64 1
  %hi0 = load i64, i64* %hip
  %np = getelementptr i64, i64* %args, i64 2
  %n = load i64, i64* %np
  %c = icmp slt i64 %hi0, %n
  %hi = select i1 %c, i64 %hi0, i64 %n
  %xa = load i64, i64* %args
  %yp = getelementptr i64, i64* %args, i64 1
  %ya = load i64, i64* %yp
  %x = inttoptr i64 %xa to double*
  %y = inttoptr i64 %ya to double*
  %empty = icmp sge i64 %lo, %hi
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ %lo, %entry ], [ %i1, %loop ]
  %px = getelementptr double, double* %x, i64 %i
  %py = getelementptr double, double* %y, i64 %i
  %vx = load double, double* %px
  %vy = load double, double* %py
  %m = fmul double %vx, 2.0
  %s = fadd double %m, %vy
  store double %s, double* %py
  %i1 = add i64 %i, 1
  %more = icmp slt i64 %i1, %hi
  br i1 %more, label %loop, label %done
done:
  ret i64 0
}
`

// saxpyLaunches is a module whose host loop launches a kernel over
// range(n) launches times, as a time loop launches its sweeps: its points
// run no inner loop, so the runtime weighs a launch by n alone.
func saxpyLaunches(n int64, launches int64) *kernel.Module {
	m := &kernel.Module{Name: "saxpy"}
	c := func(v int64) kernel.Expr { return &kernel.Const{T: kernel.PyInt, I: v} }
	it := &kernel.Local{Index: 0, Name: "i", Type: kernel.PyInt}
	k := &kernel.Kernel{Name: "saxpy_box", Locals: []*kernel.Local{it},
		Dims: []*kernel.Dim{{Var: it, Lower: c(0), Upper: c(n), Step: c(1)}}}
	t := &kernel.Param{Slot: 3, Kind: kernel.Scalar, Name: "t", Type: kernel.PyInt}
	m.Params = []*kernel.Param{
		{Slot: 0, Kind: kernel.Data, Name: "x"}, {Slot: 1, Kind: kernel.Data, Name: "y"},
		{Slot: 2, Kind: kernel.Scalar, Name: "n", Type: kernel.PyInt}, t,
	}
	m.Kernels = []*kernel.Kernel{k}
	m.Host = []kernel.Step{&kernel.HostLoop{Var: t, Lower: c(0), Upper: c(launches), Step: c(1),
		Body: []kernel.Step{&kernel.Launch{Kernel: k}}}}
	return m
}

// BenchmarkLaunchSizes is what a launch of a native kernel (saxpy over n
// float64s: 16, 4 K, 64 K and 1 M points) costs on one and two threads,
// beside the kernel called once over all n points (direct): the launch's
// overhead is ns/launch less direct's, and a launch on two threads gains
// where its ns/launch is under direct's. Launches come 20 at a time from a
// host loop, as a time loop's sweeps do, on one Execution (the state a
// backend keeps for a module): allocs/op are per 20 launches.
func BenchmarkLaunchSizes(b *testing.B) {
	tc, err := native.Find()
	if err != nil {
		b.Skip(err)
	}
	path, _, err := tc.Build(saxpyIR, b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	lib, err := native.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	f, err := lib.Func("saxpy_box")
	if err != nil {
		b.Fatal(err)
	}
	const launches = 20
	for _, n := range []int64{16, 4 << 10, 64 << 10, 1 << 20} {
		x, y := make([]float64, n), make([]float64, n)
		args := []int64{int64(uintptr(unsafe.Pointer(&x[0]))), int64(uintptr(unsafe.Pointer(&y[0]))), n, 0}
		b.Run(fmt.Sprintf("n=%d/direct", n), func(b *testing.B) {
			box := []int64{0, n}
			for b.Loop() {
				for range launches {
					f.Call(box, args, nil)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*launches), "ns/launch")
		})
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("n=%d/threads=%d", n, threads), func(b *testing.B) {
				b.ReportAllocs()
				ex := &Execution{Module: saxpyLaunches(n, launches), Runner: native.Kernels{f}, Args: args, Threads: threads}
				warm(threads)
				for b.Loop() {
					if err := Execute(ex); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*launches), "ns/launch")
			})
		}
		clear(y)
	}
}

// TestLaunchAllocatesNothing checks that launches in the steady state (a
// time loop's, or the next call's on the state its backend keeps)
// allocate nothing: a launch too small to split, on one thread and on
// two, and a launch split across two threads, whose tasks, boxes, output
// areas and pool job are those of the launch before.
func TestLaunchAllocatesNothing(t *testing.T) {
	for _, tc := range []struct {
		name    string
		n       int64
		threads int
	}{{"small/threads=1", 16, 1}, {"small/threads=2", 16, 2}, {"split/threads=2", 100000, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			m := boxModule(tc.n, false)
			k := m.Kernels[0]
			k.Outputs = k.Outputs[1:] // the last value only: a box per thread
			x := &Execution{Module: m, Runner: emptyRunner{}, Args: make([]int64, len(m.Params)), Threads: tc.threads}
			if err := Execute(x); err != nil {
				t.Fatal(err)
			}
			if allocs := testing.AllocsPerRun(100, func() {
				if err := Execute(x); err != nil {
					t.Fatal(err)
				}
			}); allocs != 0 {
				t.Errorf("a launch allocates %v times, want 0", allocs)
			}
		})
	}
}
