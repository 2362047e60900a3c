package cuda

import (
	"encoding/binary"
	"errors"
	"math"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/alpyna/alpyna/gridcalc"
)

// runSuite tests the API against whichever driver is installed: the fake
// one (fake_test.go) everywhere, a real device in gpu_test.go. The kernels
// are testdata/kernels.ptx.
func runSuite(t *testing.T) {
	ptx, err := os.ReadFile("testdata/kernels.ptx")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		f    func(t *testing.T, ctx *Context, ptx string)
	}{
		{"properties", testProperties},
		{"add one", testAddOne},
		{"add one 3d", testAddOne3D},
		{"arguments", testArguments},
		{"empty geometry", testEmptyGeometry},
		{"oversize alloc", testOversizeAlloc},
		{"bad ptx", testBadPTX},
		{"no such kernel", testNoSuchKernel},
		{"misuse", testMisuse},
		{"concurrent", testConcurrent},
		{"closed", testClosed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, err := Open(0)
			if err != nil {
				t.Fatalf("Open(0): %v", err)
			}
			defer func() {
				if err := ctx.Close(); err != nil {
					t.Errorf("Close: %v", err)
				}
			}()
			tt.f(t, ctx, string(ptx))
		})
	}
}

// int64Bytes and bytesInt64 convert between host arrays and the bytes
// copied to and from the device.
func int64Bytes(v []int64) []byte {
	b := make([]byte, 8*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint64(b[8*i:], uint64(x))
	}
	return b
}

func bytesInt64(b []byte) []int64 {
	v := make([]int64, len(b)/8)
	for i := range v {
		v[i] = int64(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return v
}

// function loads ptx and looks up a kernel, failing the test on error.
func function(t *testing.T, ctx *Context, ptx, name string) *Function {
	t.Helper()
	mod, err := ctx.LoadModule(ptx)
	if err != nil {
		t.Fatalf("LoadModule: %v", err)
	}
	f, err := mod.Function(name)
	if err != nil {
		t.Fatalf("Function(%q): %v", name, err)
	}
	return f
}

// upload allocates a device buffer holding v.
func upload(t *testing.T, ctx *Context, v []int64) *Buffer {
	t.Helper()
	b, err := ctx.Alloc(int64(8 * len(v)))
	if err != nil {
		t.Fatalf("Alloc: %v", err)
	}
	if err := b.CopyFromHost(int64Bytes(v)); err != nil {
		t.Fatalf("CopyFromHost: %v", err)
	}
	return b
}

// download returns the n int64s at the start of b.
func download(t *testing.T, b *Buffer, n int) []int64 {
	t.Helper()
	host := make([]byte, 8*n)
	if err := b.CopyToHost(host); err != nil {
		t.Fatalf("CopyToHost: %v", err)
	}
	return bytesInt64(host)
}

func testProperties(t *testing.T, ctx *Context, _ string) {
	p := ctx.Properties()
	if p.Name == "" || p.Major < 1 || p.TotalMem <= 0 || p.Multiprocessors < 1 {
		t.Errorf("implausible properties: %+v", p)
	}
	if _, err := gridcalc.Compute([]gridcalc.Loop{{Name: "i", Extent: 1 << 20}}, p.Limits, gridcalc.Options{}); err != nil {
		t.Errorf("the device's limits %+v are not valid for gridcalc: %v", p.Limits, err)
	}
	free, total, err := ctx.MemInfo()
	if err != nil || total <= 0 || free < 0 || free > total {
		t.Errorf("MemInfo() = %d, %d, %v", free, total, err)
	}
	if v, err := DriverVersion(); err != nil || v < 1000 {
		t.Errorf("DriverVersion() = %d, %v", v, err)
	}
	if n, err := DeviceCount(); err != nil || n < 1 {
		t.Errorf("DeviceCount() = %d, %v", n, err)
	}
	if _, err := DeviceProperties(-1); err == nil {
		t.Errorf("DeviceProperties(-1) succeeded")
	}
	t.Logf("%v; limits %+v", p, p.Limits)
}

// testAddOne runs add_one with the device's own geometry and with one whose
// grid is clamped, so that threads stride over several elements.
func testAddOne(t *testing.T, ctx *Context, ptx string) {
	f := function(t, ctx, ptx, "add_one")
	const n = 1000
	host := make([]int64, n)
	for i := range host {
		host[i] = int64(i)
	}
	small := gridcalc.Limits{MaxThreadsPerBlock: 32, MaxBlock: [3]int{32, 32, 32}, MaxGrid: [3]int{3, 3, 3}, WarpSize: 32}
	for _, lim := range []gridcalc.Limits{ctx.Properties().Limits, small} {
		g, err := gridcalc.Compute([]gridcalc.Loop{{Name: "i", Extent: n}}, lim, gridcalc.Options{})
		if err != nil {
			t.Fatal(err)
		}
		b := upload(t, ctx, host)
		if err := f.LaunchGeometry(g, b, int64(n)); err != nil {
			t.Fatalf("launch %v: %v", g, err)
		}
		if err := ctx.Synchronize(); err != nil {
			t.Fatalf("Synchronize: %v", err)
		}
		got := download(t, b, n)
		for i, v := range got {
			if v != int64(i)+1 {
				t.Fatalf("geometry %v: a[%d] = %d, want %d", g, i, v, i+1)
			}
		}
		if err := b.Free(); err != nil {
			t.Errorf("Free: %v", err)
		}
	}
}

// testAddOne3D launches a 3-axis geometry with every axis clamped: each
// element must still be incremented exactly once.
func testAddOne3D(t *testing.T, ctx *Context, ptx string) {
	f := function(t, ctx, ptx, "add_one_3d")
	const nz, ny, nx = 5, 7, 33
	// Nest order z, y, x; sorting by extent puts x, y, z on the axes of
	// the same names, which is what the kernel expects.
	loops := []gridcalc.Loop{{Name: "z", Extent: nz}, {Name: "y", Extent: ny}, {Name: "x", Extent: nx, Contiguous: true}}
	lim := gridcalc.Limits{MaxThreadsPerBlock: 16, MaxBlock: [3]int{8, 8, 4}, MaxGrid: [3]int{2, 2, 2}, WarpSize: 32}
	g, err := gridcalc.Compute(loops, lim, gridcalc.Options{Coalesce: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := g.String(); !strings.HasSuffix(got, "x=x y=y z=z") {
		t.Fatalf("geometry %s does not map x, y, z onto their axes", got)
	}
	for _, ax := range g.Axes {
		if !ax.Strided() {
			t.Fatalf("geometry %v: axis %s is not clamped; the test wants every axis strided", g, ax.Name)
		}
	}
	host := make([]int64, nz*ny*nx)
	for i := range host {
		host[i] = int64(3 * i)
	}
	b := upload(t, ctx, host)
	if err := f.LaunchGeometry(g, b, int64(nx), int64(ny), int64(nz)); err != nil {
		t.Fatalf("launch %v: %v", g, err)
	}
	for i, v := range download(t, b, len(host)) {
		if v != int64(3*i+1) {
			t.Fatalf("geometry %v: a[%d] = %d, want %d", g, i, v, 3*i+1)
		}
	}
}

// testArguments checks that scalars of every width reach the kernel intact.
func testArguments(t *testing.T, ctx *Context, ptx string) {
	f := function(t, ctx, ptx, "store_args")
	out := upload(t, ctx, make([]int64, 5))
	if err := f.Launch([3]int{1, 1, 1}, [3]int{1, 1, 1}, out, int64(-5), int32(-7), 3.25, float32(-1.5), int32(42)); err != nil {
		t.Fatalf("Launch: %v", err)
	}
	got := download(t, out, 5)
	want := []int64{-5, -7, int64(math.Float64bits(3.25)), int64(math.Float32bits(-1.5)), 42}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("out = %#x, want %#x", got, want)
			break
		}
	}
}

func testEmptyGeometry(t *testing.T, ctx *Context, ptx string) {
	f := function(t, ctx, ptx, "add_one")
	g, err := gridcalc.Compute([]gridcalc.Loop{{Name: "i", Extent: 0}}, ctx.Properties().Limits, gridcalc.Options{})
	if err != nil || !g.Empty {
		t.Fatalf("Compute(extent 0) = %v, %v", g, err)
	}
	// A launch with g's zero dimensions would fail: nil means no launch.
	if err := f.LaunchGeometry(g, DevicePtr(0), int64(0)); err != nil {
		t.Errorf("LaunchGeometry(empty) = %v, want nil", err)
	}
	if err := f.Launch(g.Grid, g.Block, DevicePtr(0), int64(0)); err == nil {
		t.Errorf("Launch with an empty geometry's zero dimensions succeeded")
	}
}

// testOversizeAlloc checks that allocating more than the device has is an
// error, not a panic, and that the context stays usable.
func testOversizeAlloc(t *testing.T, ctx *Context, _ string) {
	size := ctx.Properties().TotalMem * 4
	_, err := ctx.Alloc(size)
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeOutOfMemory {
		t.Fatalf("Alloc(%d) error = %v, want CUDA_ERROR_OUT_OF_MEMORY", size, err)
	}
	if !strings.Contains(err.Error(), "alloc ") || !strings.Contains(err.Error(), "CUDA_ERROR_OUT_OF_MEMORY (2)") {
		t.Errorf("error message %q does not say what failed", err)
	}
	b, err := ctx.Alloc(1 << 20)
	if err != nil {
		t.Fatalf("Alloc after an out-of-memory error: %v", err)
	}
	b.Free()
	if _, err := ctx.Alloc(-1); err == nil {
		t.Errorf("Alloc(-1) succeeded")
	}
	z, err := ctx.Alloc(0)
	if err != nil || z.Ptr() != 0 || z.Size() != 0 {
		t.Errorf("Alloc(0) = %v, %v", z, err)
	}
	if err := z.CopyFromHost(nil); err != nil {
		t.Errorf("empty copy: %v", err)
	}
	if err := z.Free(); err != nil {
		t.Errorf("Free of an empty buffer: %v", err)
	}
}

// testBadPTX checks that a PTX compile error comes back with the JIT log.
func testBadPTX(t *testing.T, ctx *Context, ptx string) {
	_, err := ctx.LoadModule("this is not PTX")
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("LoadModule(garbage) error = %v, want an *Error", err)
	}
	bad := strings.Replace(ptx, "add.s64 \t%rd16, %rd15, 1;", "bogus.s64 \t%rd16, %rd15, 1;", 1)
	if bad == ptx {
		t.Fatal("test PTX has changed: no instruction to corrupt")
	}
	_, err = ctx.LoadModule(bad)
	if !errors.As(err, &e) || e.Code != CodeInvalidPTX || !strings.Contains(e.Log, "bogus") {
		t.Fatalf("LoadModule(bad instruction) error = %v, want CUDA_ERROR_INVALID_PTX with a log naming the instruction", err)
	}
	t.Logf("JIT error: %v", err)
}

func testNoSuchKernel(t *testing.T, ctx *Context, ptx string) {
	mod, err := ctx.LoadModule(ptx)
	if err != nil {
		t.Fatal(err)
	}
	_, err = mod.Function("no_such_kernel")
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeNotFound || !strings.Contains(err.Error(), `find kernel "no_such_kernel"`) {
		t.Errorf("Function(no_such_kernel) error = %v, want CUDA_ERROR_NOT_FOUND", err)
	}
}

// testMisuse checks the errors this package raises itself, before or
// instead of a driver call.
func testMisuse(t *testing.T, ctx *Context, ptx string) {
	mod, err := ctx.LoadModule(ptx)
	if err != nil {
		t.Fatal(err)
	}
	f, err := mod.Function("add_one")
	if err != nil {
		t.Fatal(err)
	}
	if f.Name() != "add_one" {
		t.Errorf("Name() = %q", f.Name())
	}
	b := upload(t, ctx, make([]int64, 4))
	one := [3]int{1, 1, 1}
	lim := ctx.Properties().Limits
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"Go int argument", f.Launch(one, one, b, 4), "argument 1 has type int, want *Buffer"},
		{"nil buffer", f.Launch(one, one, (*Buffer)(nil), int64(4)), "argument 0 is a nil *Buffer"},
		{"block too big", f.Launch(one, [3]int{lim.MaxBlock[0] + 1, 1, 1}, b, int64(4)), "block x = "},
		{"too many threads", f.Launch(one, [3]int{lim.MaxThreadsPerBlock, 2, 1}, b, int64(4)), "threads, more than the device's maximum"},
		{"zero grid", f.Launch([3]int{0, 1, 1}, one, b, int64(4)), "every dimension must be at least 1"},
		{"copy in too long", b.CopyFromHost(make([]byte, 33)), "copy 33 bytes to the device: the buffer holds 32 bytes"},
		{"copy out too long", b.CopyToHost(make([]byte, 40)), "copy 40 bytes from the device: the buffer holds 32 bytes"},
	}
	if err := b.Free(); err != nil {
		t.Fatalf("Free: %v", err)
	}
	cases = append(cases, []struct {
		name string
		err  error
		want string
	}{
		{"second free", b.Free(), ""},
		{"copy after free", b.CopyToHost(make([]byte, 8)), "buffer has been freed"},
		{"launch with a freed buffer", f.Launch(one, one, b, int64(4)), "argument 0: buffer has been freed"},
	}...)
	other, err := Open(0)
	if err != nil {
		t.Fatal(err)
	}
	ob, err := other.Alloc(8)
	if err != nil {
		t.Fatal(err)
	}
	cases = append(cases, struct {
		name string
		err  error
		want string
	}{"buffer of another context", f.Launch(one, one, ob, int64(1)), "argument 0: buffer belongs to another context"})
	if err := other.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := mod.Unload(); err != nil {
		t.Fatalf("Unload: %v", err)
	}
	cases = append(cases, []struct {
		name string
		err  error
		want string
	}{
		{"second unload", mod.Unload(), ""},
		{"launch after unload", f.Launch(one, one, DevicePtr(0), int64(0)), "module has been unloaded"},
	}...)
	_, err = mod.Function("add_one")
	cases = append(cases, struct {
		name string
		err  error
		want string
	}{"lookup after unload", err, "module has been unloaded"})

	for _, c := range cases {
		switch {
		case c.want == "" && c.err != nil:
			t.Errorf("%s: error %v, want none", c.name, c.err)
		case c.want != "" && (c.err == nil || !strings.Contains(c.err.Error(), c.want)):
			t.Errorf("%s: error %v, want one containing %q", c.name, c.err, c.want)
		}
	}
}

// testConcurrent runs whole launches from many goroutines on one context.
func testConcurrent(t *testing.T, ctx *Context, ptx string) {
	f := function(t, ctx, ptx, "add_one")
	const workers, n = 16, 257
	var wg sync.WaitGroup
	errs := make(chan string, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			host := make([]int64, n)
			for i := range host {
				host[i] = int64(w * i)
			}
			b, err := ctx.Alloc(8 * n)
			if err != nil {
				errs <- err.Error()
				return
			}
			defer b.Free()
			g, _ := gridcalc.Compute([]gridcalc.Loop{{Extent: n}}, ctx.Properties().Limits, gridcalc.Options{})
			if err := b.CopyFromHost(int64Bytes(host)); err != nil {
				errs <- err.Error()
				return
			}
			for range w + 1 {
				if err := f.LaunchGeometry(g, b, int64(n)); err != nil {
					errs <- err.Error()
					return
				}
			}
			out := make([]byte, 8*n)
			if err := b.CopyToHost(out); err != nil {
				errs <- err.Error()
				return
			}
			for i, v := range bytesInt64(out) {
				if v != int64(w*i+w+1) {
					errs <- "wrong result"
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// testClosed checks that everything fails with ErrClosed after Close.
func testClosed(t *testing.T, ctx *Context, ptx string) {
	c, err := Open(0)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := c.LoadModule(ptx)
	if err != nil {
		t.Fatal(err)
	}
	f, err := mod.Function("add_one")
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Alloc(8)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := c.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	_, _, memErr := c.MemInfo()
	_, allocErr := c.Alloc(8)
	_, loadErr := c.LoadModule(ptx)
	_, funcErr := mod.Function("add_one")
	for _, err := range []error{
		c.Synchronize(), memErr, allocErr, loadErr, funcErr,
		b.CopyFromHost(make([]byte, 8)), b.CopyToHost(make([]byte, 8)), b.Free(),
		f.Launch([3]int{1, 1, 1}, [3]int{1, 1, 1}, b, int64(1)), mod.Unload(),
	} {
		if !errors.Is(err, ErrClosed) {
			t.Errorf("after Close: error %v, want ErrClosed", err)
		}
	}
	// The suite's own context is unaffected.
	if _, _, err := ctx.MemInfo(); err != nil {
		t.Errorf("another context after Close: %v", err)
	}
}
