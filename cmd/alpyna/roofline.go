// This file measures the machine's peak for `alpyna bench --roofline`: the
// FLOP rate of a fused multiply-add kernel built by the LLVM tool chain
// that builds the cpu backend's kernels, and the memory bandwidth of the
// cost model's streaming triad.

package main

import (
	"fmt"
	"strings"
	"sync"
	"time"

	goruntime "runtime"

	"github.com/alpyna/alpyna/bench"
	"github.com/alpyna/alpyna/costmodel"
	"github.com/alpyna/alpyna/runtime/native"
)

// peakLanes and peakChains shape the peak kernel: chains of fused
// multiply-adds on vectors of peakLanes doubles, independent so that the
// FMA units' latency is hidden (two units of four cycles' latency need
// eight in flight). Eight doubles fill an AVX-512 register; on AVX2 LLVM
// splits each vector in two, which doubles the chains.
const (
	peakLanes  = 8
	peakChains = 8
)

// peakKernelIR is the peak kernel in LLVM IR, with the kernels' calling
// convention (kernel/abi.go): args[0] is the iteration count; out[0]
// receives a sum of the chains, so that no chain is dead code.
func peakKernelIR() string {
	vec := fmt.Sprintf("<%d x double>", peakLanes)
	splat := func(v string) string {
		return "<" + strings.TrimSuffix(strings.Repeat("double "+v+", ", peakLanes), ", ") + ">"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "declare %s @llvm.fma.v%df64(%s, %s, %s)\n\n", vec, peakLanes, vec, vec, vec)
	// Typed pointers, as the kernels' IR (kernelgen/llvmgen) has them.
	b.WriteString("define i64 @alpyna_peak_fma(i64* %box, i64* %args, i64* %out) {\nentry:\n")
	b.WriteString("  %n = load i64, i64* %args\n  br label %loop\nloop:\n")
	b.WriteString("  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]\n")
	for c := range peakChains {
		fmt.Fprintf(&b, "  %%x%d = phi %s [ %s, %%entry ], [ %%y%d, %%loop ]\n", c, vec, splat(fmt.Sprintf("%d.0", c+1)), c)
	}
	// x*0.5 + 1 tends to 2: no overflow, no subnormals, whatever n.
	for c := range peakChains {
		fmt.Fprintf(&b, "  %%y%d = call %s @llvm.fma.v%df64(%s %%x%d, %s %s, %s %s)\n",
			c, vec, peakLanes, vec, c, vec, splat("0.5"), vec, splat("1.0"))
	}
	b.WriteString("  %i1 = add i64 %i, 1\n  %more = icmp slt i64 %i1, %n\n  br i1 %more, label %loop, label %exit\nexit:\n")
	prev := "%y0"
	for c := 1; c < peakChains; c++ {
		fmt.Fprintf(&b, "  %%s%d = fadd %s %s, %%y%d\n", c, vec, prev, c)
		prev = fmt.Sprintf("%%s%d", c)
	}
	fmt.Fprintf(&b, "  %%lane = extractelement %s %s, i64 0\n", vec, prev)
	b.WriteString("  %outf = bitcast i64* %out to double*\n  store double %lane, double* %outf\n  ret i64 0\n}\n")
	return b.String()
}

// measurePeak measures the machine's peak on threads threads (0: every
// core): the FLOP rate of the peak kernel on every thread at once, the best
// of three runs of some milliseconds, and the cost model's triad bandwidth.
// Without an LLVM tool chain the FLOP rate is the cost model's, of scalar
// multiply-add chains in Go.
func measurePeak(threads int, cacheDir string) *bench.Peak {
	if threads <= 0 {
		threads = goruntime.NumCPU()
	}
	prof := costmodel.Calibrate(threads)
	peak := &bench.Peak{Threads: threads, Bytes: prof.Bandwidth}
	fma, err := nativeFMARate(threads, cacheDir)
	if err != nil {
		peak.Flops = prof.FlopsPerThread * float64(threads)
		peak.How = fmt.Sprintf("FLOP/s of scalar multiply-add chains in Go, as no native peak kernel could run (%v); "+
			"GB/s of a streaming triad, reads and writes", err)
		return peak
	}
	peak.Flops = fma
	peak.How = fmt.Sprintf("FLOP/s of %d chains of %d-double fused multiply-adds per thread, built by the kernels' LLVM tool chain; "+
		"GB/s of a streaming triad, reads and writes", peakChains, peakLanes)
	return peak
}

// nativeFMARate builds the peak kernel and returns its FLOP/s on threads
// threads together.
func nativeFMARate(threads int, cacheDir string) (float64, error) {
	tc, err := native.Find()
	if err != nil {
		return 0, err
	}
	if cacheDir == "" {
		cacheDir = native.DefaultCacheDir()
	}
	path, _, err := tc.Build(peakKernelIR(), cacheDir)
	tc.TakeNotes()
	if err != nil {
		return 0, err
	}
	lib, err := native.Open(path)
	if err != nil {
		return 0, err
	}
	fn, err := lib.Func("alpyna_peak_fma")
	if err != nil {
		return 0, err
	}
	const iters = 1 << 22 // about 10 ms on a 2 GHz AVX-512 core
	run := func() time.Duration {
		var wg sync.WaitGroup
		start := time.Now()
		for range threads {
			wg.Add(1)
			go func() {
				defer wg.Done()
				fn.Call(nil, []int64{iters}, make([]int64, 1))
			}()
		}
		wg.Wait()
		return time.Since(start)
	}
	run() // warm up: page in the library, wake the cores
	best := run()
	for range 2 {
		best = min(best, run())
	}
	flops := float64(threads) * iters * peakChains * peakLanes * 2
	return flops / best.Seconds(), nil
}
