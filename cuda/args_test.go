package cuda

import (
	"errors"
	"math"
	"strings"
	"testing"
	"unsafe"

	"github.com/alpyna/alpyna/gridcalc"
)

func TestMarshalArgs(t *testing.T) {
	buf := &Buffer{ptr: 0xdead00}
	bufferPtr := func(b *Buffer) (DevicePtr, error) { return b.ptr, nil }
	slots, err := marshalArgs([]any{
		buf, DevicePtr(0x1000), int64(-2), uint64(math.MaxUint64), int32(-3), uint32(7), 1.5, float32(-0.25),
	}, bufferPtr)
	if err != nil {
		t.Fatal(err)
	}
	want := []uint64{
		0xdead00, 0x1000, 0xfffffffffffffffe, math.MaxUint64,
		0xfffffffd, // int32 -3 in the low half, the high half zero
		7, math.Float64bits(1.5), uint64(math.Float32bits(-0.25)),
	}
	if len(slots) != len(want) {
		t.Fatalf("got %d slots, want %d", len(slots), len(want))
	}
	for i := range want {
		if slots[i] != want[i] {
			t.Errorf("slot %d = %#x, want %#x", i, slots[i], want[i])
		}
	}
	// Each pointer addresses its own slot, and a 4-byte read through it
	// (what the driver does for a 4-byte parameter) sees the value.
	params := paramPointers(slots)
	if got := *(*int32)(params[4]); got != -3 {
		t.Errorf("int32 read through the parameter pointer = %d, want -3", got)
	}
	if got := *(*float32)(params[7]); got != -0.25 {
		t.Errorf("float32 read through the parameter pointer = %v, want -0.25", got)
	}
	for i := range params {
		if params[i] != unsafe.Pointer(&slots[i]) {
			t.Errorf("parameter %d does not point at slot %d", i, i)
		}
	}

	for _, tt := range []struct {
		arg  any
		want string
	}{
		{42, "argument 0 has type int, want *Buffer, DevicePtr, int64, int32, uint64, uint32, float64 or float32"},
		{"s", "argument 0 has type string"},
		{nil, "argument 0 has type <nil>"},
		{(*Buffer)(nil), "argument 0 is a nil *Buffer"},
		{[]byte{1}, "argument 0 has type []uint8"},
	} {
		if _, err := marshalArgs([]any{tt.arg}, bufferPtr); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("marshalArgs(%#v) error = %v, want %q", tt.arg, err, tt.want)
		}
	}
	bad := errors.New("buffer is bad")
	if _, err := marshalArgs([]any{int64(1), buf}, func(*Buffer) (DevicePtr, error) { return 0, bad }); !errors.Is(err, bad) || !strings.HasPrefix(err.Error(), "argument 1: ") {
		t.Errorf("marshalArgs with a failing buffer: error %v", err)
	}
	if slots, err := marshalArgs(nil, bufferPtr); err != nil || len(slots) != 0 || len(paramPointers(slots)) != 0 {
		t.Errorf("marshalArgs(nil) = %v, %v", slots, err)
	}
}

func TestCheckDims(t *testing.T) {
	lim := gridcalc.DefaultLimits()
	for _, tt := range []struct {
		grid, block [3]int
		want        string
	}{
		{[3]int{1, 1, 1}, [3]int{1, 1, 1}, ""},
		{[3]int{math.MaxInt32, 65535, 65535}, [3]int{1024, 1, 1}, ""},
		{[3]int{32, 32, 1}, [3]int{32, 32, 1}, ""},
		{[3]int{1, 1, 1}, [3]int{16, 8, 8}, ""},
		{[3]int{0, 1, 1}, [3]int{1, 1, 1}, "grid (0,1,1) block (1,1,1): every dimension must be at least 1"},
		{[3]int{1, 1, 1}, [3]int{1, -1, 1}, "every dimension must be at least 1"},
		{[3]int{1, 1, 1}, [3]int{1, 1, 65}, "block z = 65 exceeds the device's maximum 64"},
		{[3]int{1, 65536, 1}, [3]int{1, 1, 1}, "grid y = 65536 exceeds the device's maximum 65535"},
		{[3]int{1 << 32, 1, 1}, [3]int{1, 1, 1}, "grid x = 4294967296 exceeds"},
		{[3]int{1, 1, 1}, [3]int{64, 32, 1}, "block (64,32,1) has 2048 threads, more than the device's maximum 1024"},
	} {
		err := checkDims(tt.grid, tt.block, lim)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("checkDims(%v, %v) = %v, want %q", tt.grid, tt.block, err, tt.want)
		}
	}
	// Past the 32 bits of C's unsigned int, whatever the device says.
	huge := lim
	huge.MaxGrid[0] = math.MaxInt
	if err := checkDims([3]int{1 << 32, 1, 1}, [3]int{1, 1, 1}, huge); err == nil {
		t.Errorf("a grid past 2³²−1 passed")
	}
}

func TestErrorString(t *testing.T) {
	for _, tt := range []struct {
		err  *Error
		want string
	}{
		{&Error{Op: "alloc 8 bytes", Code: 2, Name: "CUDA_ERROR_OUT_OF_MEMORY", Msg: "out of memory"},
			"cuda: alloc 8 bytes: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"},
		{&Error{Code: 999}, "cuda: CUresult (999)"},
		{&Error{Op: "load a PTX module", Code: 218, Name: "CUDA_ERROR_INVALID_PTX", Msg: "a PTX JIT compilation failed", Log: "line 3: error\n"},
			"cuda: load a PTX module: CUDA_ERROR_INVALID_PTX (218): a PTX JIT compilation failed\nline 3: error"},
	} {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

func TestCall(t *testing.T) {
	if err := call("nothing", func() {}); err != nil {
		t.Errorf("call of a function that does not panic = %v", err)
	}
	if err := call("rebuild", func() { panic(ErrNotBuilt) }); err != ErrNotBuilt {
		t.Errorf("panic(ErrNotBuilt) → %v, want ErrNotBuilt itself", err)
	}
	// An *Error panic gets the operation, without changing the value raised.
	raised := &Error{Code: 218, Name: "CUDA_ERROR_INVALID_PTX"}
	err := call("load", func() { panic(raised) })
	var e *Error
	if !errors.As(err, &e) || e.Op != "load" || raised.Op != "" {
		t.Errorf("panic(*Error) → %#v (raised %#v)", err, raised)
	}
	err = call("divide", func() { panic("boom") })
	if err == nil || !strings.HasPrefix(err.Error(), "cuda: divide: unexpected panic: boom\n") || !strings.Contains(err.Error(), "goroutine") {
		t.Errorf("panic(string) → %v, want an unexpected panic with a stack", err)
	}
}

func TestWorkerStopped(t *testing.T) {
	w := startWorker()
	ran := 0
	if !w.run(func() { ran++ }, false) || !w.run(func() { ran++ }, true) {
		t.Fatal("worker refused work before stopping")
	}
	if w.run(func() { ran++ }, false) {
		t.Error("stopped worker ran a job")
	}
	if ran != 2 {
		t.Errorf("ran %d jobs, want 2", ran)
	}
}
