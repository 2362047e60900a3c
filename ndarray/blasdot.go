package ndarray

import (
	"math"
	"sync"

	"github.com/alpyna/alpyna/internal/numpytables"
)

// This file is the BLAS ddot NumPy 1.24 calls for float64 dot products of
// vectors (np.dot, np.vdot, np.inner and @ of two 1-D arrays, and the
// long kernels of np.correlate and np.convolve), in the summation order of
// the OpenBLAS 0.3.21 kernel that NumPy's OpenBLAS (Debian's, with
// DYNAMIC_ARCH) picks for the machine, so that results agree bit for bit.
// Three kernels are modelled, each read from the machine code of Debian's
// libopenblas0-pthread 0.3.21+ds-4 and checked against np.dot:
//
//   - SkylakeX (also Cooperlake and Sapphire Rapids cores, the AVX-512
//     machines OpenBLAS recognises, Zen 4 among them): the first n&^15
//     elements in four 8-lane fused multiply-add accumulators over blocks
//     of 32, each folded to 4 lanes (low half plus high half), then blocks
//     of 16 into four 4-lane accumulators, combined as ((a0+a1)+a2)+a3,
//     lanes as (l0+l2)+(l1+l3); the remaining elements fused into the sum
//     one by one. Strided vectors: two sums of fma(y0, x0, y2*x2) and
//     fma(y1, x1, y3*x3) per four elements, the rest fused into the first.
//   - Haswell (also Zen 1 to 3 and the AVX2 machines without AVX-512):
//     the first n&^15 elements in four 4-lane fused accumulators over
//     blocks of 16, each folded to two lanes, combined as
//     (a0+a1)+(a2+a3), lanes added; the rest added one rounded product at
//     a time. Strided vectors: sums of y0*x0+y2*x2 and y1*x1+y3*x3.
//   - Prescott (the SSE2 kernel dot_sse2.S OpenBLAS falls back to on CPUs
//     it does not recognise; see correlate.go's blasDdotSSE2). Strided
//     vectors: four accumulators of every fourth product, the rest into
//     the first, added as (s0+s1)+(s2+s3).
//
// The SkylakeX and Haswell kernels split vectors of more than 10000
// elements among OpenBLAS's threads (ceil(rest/threads left) elements
// each, in order) and add the partial sums to 0 in order, so the result
// depends on the thread count: OPENBLAS_NUM_THREADS, GOTO_NUM_THREADS or
// OMP_NUM_THREADS when set, else the CPUs this process may run on, as
// OpenBLAS counts them. OPENBLAS_CORETYPE names the kernel as it does for
// OpenBLAS (SkylakeX, Cooperlake, SapphireRapids, Haswell, Zen, Prescott;
// other names are ignored).

// blasCore is the OpenBLAS ddot kernel modelled.
type blasCore int

const (
	blasPrescott blasCore = iota
	blasHaswell
	blasSkylakeX
)

// blasDotConfig is the kernel and thread count this process models,
// decided once (numpytables.BLASDot).
var blasDotConfig = sync.OnceValues(func() (blasCore, int) {
	kernel, threads := numpytables.BLASDot()
	return blasCoreNamed(kernel), threads
})

// blasCoreNamed is the kernel numpytables names.
func blasCoreNamed(name string) blasCore {
	switch name {
	case "skylakex":
		return blasSkylakeX
	case "haswell":
		return blasHaswell
	}
	return blasPrescott
}

// blasCoreFromEnv is the kernel OPENBLAS_CORETYPE names, or detected when
// it names none modelled (numpytables.BLASDotFromEnv).
func blasCoreFromEnv(name string, detected blasCore) blasCore {
	names := map[blasCore]string{blasPrescott: "prescott", blasHaswell: "haswell", blasSkylakeX: "skylakex"}
	return blasCoreNamed(numpytables.BLASDotFromEnv(name, names[detected]))
}

// blasThreadsFromEnv is OpenBLAS's thread count
// (numpytables.BLASThreadsFromEnv).
func blasThreadsFromEnv(getenv func(string) string, ncpu int) int {
	return numpytables.BLASThreadsFromEnv(getenv, ncpu)
}

// blasDot is OpenBLAS's ddot of n elements of x and y from xoff and yoff
// with steps incx and incy (positive); yOdd says y's first element lies 8
// bytes off a 16-byte boundary in NumPy's memory.
func blasDot(x []float64, xoff, incx int, y []float64, yoff, incy, n int, yOdd bool) float64 {
	core, threads := blasDotConfig()
	return blasDotCore(core, threads, x, xoff, incx, y, yoff, incy, n, yOdd)
}

func blasDotCore(core blasCore, threads int, x []float64, xoff, incx int, y []float64, yoff, incy, n int, yOdd bool) float64 {
	if n <= 0 {
		return 0
	}
	if core == blasPrescott {
		if incx == 1 && incy == 1 {
			return blasDdotSSE2(x[xoff:xoff+n], y[yoff:yoff+n], yOdd)
		}
		// dot_sse2.S's strided loop (.L50): four accumulators take
		// every fourth product, the rest goes to the first, and they
		// are added as (s0 + s1) + (s2 + s3), then to the high lane's
		// zero (haddpd).
		var acc [4]float64
		groups := n >> 2
		for k := range groups {
			for j := range 4 {
				i := 4*k + j
				acc[j] += float64(x[xoff+i*incx] * y[yoff+i*incy])
			}
		}
		for i := 4 * groups; i < n; i++ {
			acc[0] += float64(x[xoff+i*incx] * y[yoff+i*incy])
		}
		return (acc[0] + acc[1]) + (acc[2] + acc[3]) + 0
	}
	if n <= 10000 || threads <= 1 {
		return blasDotCompute(core, x, xoff, incx, y, yoff, incy, n)
	}
	// blas_level1_thread_with_return_value: ceil(rest/threads left)
	// elements to each thread in turn; the results added to 0 in order.
	dot := 0.0
	rest, lo := n, 0
	for t := 0; rest > 0; t++ {
		w := (rest + threads - t - 1) / (threads - t)
		rest -= w
		dot += blasDotCompute(core, x, xoff+lo*incx, incx, y, yoff+lo*incy, incy, w)
		lo += w
	}
	return dot
}

// blasDotCompute is ddot.c's dot_compute for the SkylakeX and Haswell
// kernels.
func blasDotCompute(core blasCore, x []float64, xoff, incx int, y []float64, yoff, incy, n int) float64 {
	fused := core == blasSkylakeX // the SkylakeX C code is compiled with FMA contraction
	if incx == 1 && incy == 1 {
		x, y = x[xoff:xoff+n], y[yoff:yoff+n]
		n1 := n &^ 15
		dot := 0.0
		if n1 > 0 {
			if core == blasSkylakeX {
				dot = ddotKernelSkylakeX(x[:n1], y[:n1])
			} else {
				dot = ddotKernelHaswell(x[:n1], y[:n1])
			}
		}
		for i := n1; i < n; i++ {
			if fused {
				dot = math.FMA(y[i], x[i], dot)
			} else {
				dot += float64(y[i] * x[i])
			}
		}
		return dot
	}
	var t1, t2 float64
	i, ix, iy := 0, xoff, yoff
	for ; i < n&^3; i += 4 {
		if fused {
			t1 += math.FMA(y[iy], x[ix], float64(y[iy+2*incy]*x[ix+2*incx]))
			t2 += math.FMA(y[iy+incy], x[ix+incx], float64(y[iy+3*incy]*x[ix+3*incx]))
		} else {
			t1 += float64(y[iy]*x[ix]) + float64(y[iy+2*incy]*x[ix+2*incx])
			t2 += float64(y[iy+incy]*x[ix+incx]) + float64(y[iy+3*incy]*x[ix+3*incx])
		}
		ix += 4 * incx
		iy += 4 * incy
	}
	for ; i < n; i++ {
		if fused {
			t1 = math.FMA(y[iy], x[ix], t1)
		} else {
			t1 += float64(y[iy] * x[ix])
		}
		ix += incx
		iy += incy
	}
	return t1 + t2
}

// ddotKernelSkylakeX is ddot_microk_skylakex-2.c over a multiple of 16
// elements.
func ddotKernelSkylakeX(x, y []float64) float64 {
	n := len(x)
	var z [4][8]float64
	i := 0
	for ; i < n&^31; i += 32 {
		for k := range 4 {
			xs, ys := x[i+8*k:i+8*k+8], y[i+8*k:i+8*k+8]
			for l := range 8 {
				z[k][l] = math.FMA(xs[l], ys[l], z[k][l])
			}
		}
	}
	var a [4][4]float64
	for k := range 4 {
		for l := range 4 {
			a[k][l] = z[k][l] + z[k][l+4]
		}
	}
	for ; i < n; i += 16 {
		for k := range 4 {
			xs, ys := x[i+4*k:i+4*k+4], y[i+4*k:i+4*k+4]
			for l := range 4 {
				a[k][l] = math.FMA(xs[l], ys[l], a[k][l])
			}
		}
	}
	var s [4]float64
	for l := range 4 {
		s[l] = ((a[0][l] + a[1][l]) + a[2][l]) + a[3][l]
	}
	return (s[0] + s[2]) + (s[1] + s[3])
}

// ddotKernelHaswell is ddot_microk_haswell-2.c over a multiple of 16
// elements.
func ddotKernelHaswell(x, y []float64) float64 {
	n := len(x)
	var a [4][4]float64
	for i := 0; i < n; i += 16 {
		for k := range 4 {
			xs, ys := x[i+4*k:i+4*k+4], y[i+4*k:i+4*k+4]
			for l := range 4 {
				a[k][l] = math.FMA(xs[l], ys[l], a[k][l])
			}
		}
	}
	var h [4][2]float64
	for k := range 4 {
		h[k][0] = a[k][0] + a[k][2]
		h[k][1] = a[k][1] + a[k][3]
	}
	s0 := (h[0][0] + h[1][0]) + (h[2][0] + h[3][0])
	s1 := (h[0][1] + h[1][1]) + (h[2][1] + h[3][1])
	return s0 + s1
}
