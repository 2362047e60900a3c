package closure

// Instantiations is how many variants the closures of this process have
// planned and built.
func Instantiations() int64 { return instantiations.Load() }

// StagedViews is how many strided views the closures of this process
// copied into contiguous buffers for their kernels.
func StagedViews() int64 { return stagedViews.Load() }

// StageAllViews makes every strided view run its kernels on a contiguous
// copy (true), as before kernels addressed views through their strides,
// or only those the kernels cannot address (false, the default).
func StageAllViews(on bool) { stageAllViews = on }
