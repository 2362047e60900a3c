package closure_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
)

// Nests over arrays of the 8- and 16-bit and unsigned integer dtypes run
// as native kernels with CPython's output (kernel.Type's extended ints);
// only the // of numpy.uint64 values, which needs unsigned arithmetic,
// stays on the loop-record executor, and says why.
func TestSmallIntArraysRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_small_ints", oneAndThreeThreads...)
	for i, nests := range runs {
		for _, n := range nests {
			wantExecutor, wantReason := "native", ""
			if n.Function == "udiv64" {
				wantExecutor, wantReason = "loop-record", "// of uint64 values is not compiled"
			}
			reason := ""
			if n.ExecutorReason != nil {
				reason = *n.ExecutorReason
			}
			if n.Backend != "cpu" || n.Executor != wantExecutor || !strings.Contains(reason, wantReason) {
				t.Errorf("%+v: %s line %d call %d: backend %s, executor %s (%s%s), want cpu on %s",
					oneAndThreeThreads[i], n.Function, n.Line, n.Invocation, n.Backend, n.Executor, n.Reason, reason, wantExecutor)
			}
		}
	}
}

// smallIntNests are nests over small and unsigned integer arrays, run on
// random data with the dtypes' extreme values: each executor of kernels
// must print what the interpreter prints (NumPy 1.24's scalar semantics,
// as the loop-record executor computes them).
const smallIntNests = prelude + `np.seterr(over="ignore", divide="ignore")


@alpyna.jit
def blur(img, out):
    for i in range(1, img.shape[0] - 1):
        for j in range(1, img.shape[1] - 1):
            acc = 0
            for di in range(-1, 2):
                for dj in range(-1, 2):
                    acc += img[i + di, j + dj]
            out[i, j] = acc // 9


@alpyna.jit
def halves(img, out):
    for i in range(img.shape[0]):
        for j in range(img.shape[1] - 1):
            out[i, j] = img[i, j] // 2 + img[i, j + 1] // 2


@alpyna.jit
def wrap8(a, b, out, cmp):
    for i in range(a.shape[0]):
        out[i] = a[i] + b[i] * a[i] - (b[i] << 3) + (a[i] >> 2) - a[i] % (b[i] | 1)
        cmp[i] = (a[i] < b[i]) + 2 * (a[i] == b[i]) + 4 * (max(a[i], b[i]) > 200)


@alpyna.jit
def crc16(data, out):
    for r in range(data.shape[0]):
        crc = 0xFFFF
        for k in range(data.shape[1]):
            crc ^= data[r, k] << 8
            for b in range(8):
                if crc & 0x8000:
                    crc = ((crc << 1) ^ 0x1021) & 0xFFFF
                else:
                    crc = (crc << 1) & 0xFFFF
        out[r] = crc


@alpyna.jit
def hist16(img, counts):
    for i in range(img.shape[0]):
        counts[img[i]] += 1


@alpyna.jit
def bytes8(a, b, out, wide, f):
    for i in range(a.shape[0]):
        out[i] = -a[i] + abs(b[i]) + a[i] // b[i] - a[i] % b[i] + (a[i] >> 3) + ~b[i]
        wide[i] = a[i] * b[i] + (a[i] ^ b[i]) + int(a[i]) * 1000
        f[i] = a[i] / b[i] + float(b[i])


@alpyna.jit
def mix(u8, i8, u16, i16, u32, out16, out32, out64, f32):
    for i in range(u8.shape[0]):
        out16[i] = u8[i] + i8[i] - u8[i] * i8[i]
        out32[i] = u16[i] * i16[i] + (u16[i] - i16[i]) + u32[i] * u8[i]
        out64[i] = u32[i] * i16[i] - u32[i] * u32[i] + (u32[i] < i8[i])
        f32[i] = u8[i] * np.float32(0.5) + i16[i] * np.float32(0.25)


@alpyna.jit
def fnv64(x, p, h):
    for i in range(x.shape[0]):
        for k in range(x.shape[1]):
            h[i] = (h[i] ^ x[i, k]) * p[0]
        h[i] = h[i] ^ (h[i] << p[1]) ^ (x[i, 0] & p[2])


def edges(rng, dtype, n):
    info = np.iinfo(dtype)
    v = rng.integers(info.min, info.max, size=n, endpoint=True, dtype=dtype)
    v[:4] = np.array([info.min, info.max, 0, 1], dtype)
    return v


for seed in range(3):
    rng = np.random.default_rng(seed)
    img = rng.integers(0, 256, size=(11, 13), dtype=np.uint8)
    img[0, 0], img[5, 5] = 255, 0
    out = np.zeros_like(img)
    blur(img, out)
    print(out.tolist())
    out2 = np.zeros_like(img)
    halves(img, out2)
    print(out2.tolist())
    a, b = edges(rng, np.uint8, 40), edges(rng, np.uint8, 40)[::-1].copy()
    o8, c8 = np.zeros(40, np.uint8), np.zeros(40, np.int64)
    wrap8(a, b, o8, c8)
    print(o8.tolist(), c8.tolist())
    data = edges(rng, np.uint8, 64).reshape(4, 16)
    crcs = np.zeros(4, np.uint16)
    crc16(data, crcs)
    print(crcs.tolist())
    counts = np.zeros(256, np.uint16)
    counts[7] = 65530
    hist16(edges(rng, np.uint8, 5000), counts)
    print(counts.tolist())
    sa, sb = edges(rng, np.int8, 50), edges(rng, np.int8, 50)[::-1].copy()
    sb[10] = 0
    o, w, f = np.zeros(50, np.int8), np.zeros(50, np.int64), np.zeros(50)
    bytes8(sa, sb, o, w, f)
    print(o.tolist(), w.tolist(), f.tolist())
    n = 30
    o16, o32, o64, f32 = np.zeros(n, np.int16), np.zeros(n, np.uint32), np.zeros(n, np.int64), np.zeros(n, np.float32)
    mix(edges(rng, np.uint8, n), edges(rng, np.int8, n), edges(rng, np.uint16, n), edges(rng, np.int16, n), edges(rng, np.uint32, n), o16, o32, o64, f32)
    print(o16.tolist(), o32.tolist(), o64.tolist(), f32.tolist())
    x = (rng.integers(-2**62, 2**62, size=40).astype(np.uint64) * np.uint64(3)).reshape(8, 5)
    x[0, 0] = 0
    h = np.full(8, 14695981039346656037, np.uint64)
    fnv64(x, np.array([1099511628211, 13, 0xF0F0F0F0F0F0F0F0], np.uint64), h)
    print([int(v) for v in h])
`

// TestSmallIntExecutorsAgree runs smallIntNests on the native kernels, the
// Go executor of the kernel IR (one and three threads) and the emulated
// GPU, checks that every nest ran as kernels, and compares what each
// prints with the interpreter's output.
func TestSmallIntExecutorsAgree(t *testing.T) {
	dir, name := writeScript(t, smallIntNests)
	want, errs, _ := runWith(t, dir, name, alpyna.Options{Backend: "interp"})
	if errs != "" || strings.Count(want, "\n") != 24 {
		t.Fatalf("interpreter: printed\n%s\nstderr %s", want, errs)
	}
	t.Setenv("ALPYNA_GPU", "emulate")
	for _, o := range []alpyna.Options{{Backend: "cpu", Threads: 1}, {Backend: "cpu", Threads: 3},
		{Backend: "cpu", Threads: 1, GoKernels: true}, {Backend: "cpu", Threads: 3, GoKernels: true}, {Backend: "gpu"}} {
		out, errs, nests := runWith(t, dir, name, o)
		if out != want {
			t.Errorf("%+v: printed\n%s\nwant\n%s", o, out, want)
		}
		if errs = diagnostics(errs); errs != "" {
			t.Errorf("%+v: stderr %s", o, errs)
		}
		for _, n := range nests {
			if n.Executor == "loop-record" || n.Backend == "interp" {
				t.Errorf("%+v: %s line %d: backend %s, executor %s (%s%v)", o, n.Function, n.Line, n.Backend, n.Executor, n.Reason, n.ExecutorReason)
			}
		}
	}
}
