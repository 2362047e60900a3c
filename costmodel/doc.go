// Package costmodel estimates how long one instantiation of a nest takes
// on the cpu and on the GPU, so that --backend=auto runs each
// instantiation where it expects it to be faster (docs/gpu.md, "Choosing
// the CPU or the GPU").
//
// The estimate has three parts:
//
//   - Work (work.go): what the kernel module does for the call's values,
//     counted from package kernel's IR: per launch, the points of its
//     parallel Dims, the arithmetic operations, transcendental calls and
//     bytes loaded and stored per point (inner For loops multiplied by
//     their trip counts), and the bytes of the arrays it touches. Trip
//     counts come from the bound expressions evaluated on the call's
//     values; a bound that reads an outer loop's variable (a triangular
//     loop) is evaluated at that variable's middle value, which gives the
//     average trip count of bounds affine in it.
//   - Profiles (profile.go): the machine's rates. The CPU's (FLOP rate
//     per thread, memory bandwidth, the cost of a parallel launch) is
//     measured once per machine by calibration kernels (calibrate.go) and
//     cached beside the kernel cache; the GPU's (FP64 rate, device memory
//     bandwidth, launch latency, the host link) is a recorded profile of
//     a known device (profiles/*.json), or one built from the device's
//     multiprocessors and compute capability.
//   - Estimate (estimate.go): a roofline per launch — the larger of the
//     compute time and the memory time, each scaled down where the launch
//     has too few points to fill the machine — plus launch overheads and
//     the host<->device copies the choice implies: the GPU pays for
//     uploading the arrays whose device copy is stale, the cpu for copying
//     back those whose device copy is newer (the HOST/DEVICE/BOTH states
//     of package runtime/gpu, which the caller reads).
//
// It does not run or time kernels after calibration, know which backends
// exist or open a device (package closure asks it and runs the choice),
// and it models neither caches beyond "each launch streams the arrays it
// touches at most once", nor the shared-memory tiling a kernel may use,
// nor the execution plans of irregular loops (their inspection, colours
// and atomics are priced as a plain parallel launch), nor FP32 rates
// (every float operation is priced at the FP64 rate);
// its estimates are for choosing, and the report shows them beside the
// measured time so that a wrong one is visible.
package costmodel
