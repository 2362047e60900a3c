// Package bench measures alpyna on its benchmark scripts against its own
// interpreter, CPython and Numba: the library behind `alpyna bench`
// (docs/contract.md §2, docs/benchmarks.md).
//
// The input is a Config: the benchmarks (scripts resolved by Find, each
// with the sizes of DefaultSizes or of a SizeSpec), the backends to compare
// (Backends lists them), how many timed runs to take of each, and the
// Commands that start alpyna and CPython. Run produces Results, one Result
// per benchmark × size × backend, which WriteTable, WriteCSV and WritePlot
// present for people, machines and papers.
//
// Every run is one fresh process, so that start-up, compile caches and the
// scripts' own set-up are measured as a user meets them:
//
//   - interp, cpu, gpu: `alpyna run --backend=B --report=FILE script size`.
//     The times of analysis, compilation, transfers and execution are the
//     sums of the `time` fields of the report's nest instantiations
//     (docs/contract.md §3). Where `alpyna run` has --cache-dir, every run gets a
//     private cache folder: the cpu and gpu backends first run once with it
//     empty (the cold run, whose compile time is reported apart), then
//     Config.Repeat times with it populated (the warm runs, summarised).
//   - python: the same script under CPython with python/alpyna.py, the
//     stand-in whose jit returns its argument, on PYTHONPATH.
//   - numba: the same, with ALPYNA_STANDIN=numba, under which the stand-in's
//     jit is numba.njit.
//   - numba-par: the hand-parallelised version prange/<name>.py beside the
//     script, with numba.prange on the loops an expert knows are safe.
//
// For the three CPython backends the stand-in writes each jit call's
// compile and execution times to ALPYNA_STANDIN_TIMES. The wall time of the
// whole process is taken for every backend.
//
// Every run's output is checked before it is timed: each script prints a
// `checksum` line, and the interpreter's checksum at the same size is the
// reference (Compare says how values are compared). A run whose checksum
// differs is reported Wrong with both values and none of its times are kept.
package bench
