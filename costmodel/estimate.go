package costmodel

// An Array is one array of the call, as the host<->device copies see it.
type Array struct {
	Bytes int64 // the whole buffer, which a copy moves
	// OnDevice: the device holds a valid copy (DEVICE or BOTH);
	// HostValid: the host's copy is valid (HOST or BOTH). An array the
	// GPU has never seen is HostValid only.
	OnDevice, HostValid bool
}

// Transfers are the copies each choice implies for a call's arrays.
type Transfers struct {
	// Up is the bytes and number of arrays the GPU must upload (their
	// device copy is stale or missing).
	Up, UpArrays int64
	// Down is the bytes and number of arrays the cpu must copy back
	// first (the device holds their newer copy).
	Down, DownArrays int64
}

// TransfersOf sums what the choices would copy.
func TransfersOf(arrays []Array) Transfers {
	var t Transfers
	for _, a := range arrays {
		if !a.OnDevice {
			t.Up += a.Bytes
			t.UpArrays++
		}
		if !a.HostValid {
			t.Down += a.Bytes
			t.DownArrays++
		}
	}
	return t
}

// A Placement is the model's choice for one instantiation.
type Placement struct {
	Choice string // "cpu" or "gpu"
	// CPU and GPU are the estimated seconds of each, transfers included.
	CPU, GPU float64
	// TransferBytes is the bytes the choice copies between host and
	// device.
	TransferBytes int64
}

// A Model chooses between the host and one GPU.
type Model struct {
	CPU CPUProfile
	GPU GPUProfile
}

// Place estimates both devices for the work and the arrays' states, with
// threads cpu threads, and chooses the faster; a tie goes to the cpu,
// which needs no device memory.
func (m *Model) Place(w Work, arrays []Array, threads int) Placement {
	t := TransfersOf(arrays)
	p := Placement{CPU: m.CPUTime(w, threads, t), GPU: m.GPUTime(w, t)}
	p.Choice, p.TransferBytes = "cpu", t.Down
	if p.GPU < p.CPU {
		p.Choice, p.TransferBytes = "gpu", t.Up
	}
	return p
}

// CPUTime estimates the seconds the cpu takes: per launch the larger of
// its compute time on the threads its points can keep busy and its memory
// time at their share of the bandwidth, plus the launch overhead when it
// runs on several threads; then the copies back of arrays the device
// holds newer.
func (m *Model) CPUTime(w Work, threads int, t Transfers) float64 {
	c := m.CPU
	threads = max(threads, 1)
	var total float64
	for _, l := range w.Launches {
		if l.Count == 0 || l.Points == 0 {
			continue
		}
		used := min(float64(threads), l.Points)
		compute := l.Points * ((l.Flops+l.IntOps)/c.FlopsPerThread + l.Transcendentals/c.TranscendentalsPerThread) / used
		memory := l.MemoryBytes() / (c.Bandwidth * min(1, used/float64(c.Threads)))
		launch := 0.0
		if used > 1 {
			launch = c.LaunchOverhead
		}
		total += l.Count * (max(compute, memory) + launch)
	}
	return total + m.copyTime(t.Down, t.DownArrays)
}

// GPUTime estimates the seconds the GPU takes: per launch the larger of
// its compute and memory times at the fraction of the device its points
// fill, plus the launch latency; the call's fixed overhead; and the
// uploads of stale arrays.
func (m *Model) GPUTime(w Work, t Transfers) float64 {
	g := m.GPU
	full := float64(g.Multiprocessors * g.ThreadsPerSM)
	total := g.CallOverhead
	for _, l := range w.Launches {
		if l.Count == 0 {
			continue
		}
		var run float64
		if l.Points > 0 {
			fill := min(1, l.Points/full)
			if l.OneGPUThread {
				fill = 1 / full
			}
			compute := l.Points * (l.Flops/g.FP64Flops + l.IntOps/g.IntOps + l.Transcendentals/g.Transcendentals) / fill
			memory := l.MemoryBytes() / (g.Bandwidth * fill)
			run = max(compute, memory)
		}
		total += l.Count * (run + g.LaunchLatency)
	}
	return total + m.copyTime(t.Up, t.UpArrays)
}

// copyTime is the seconds to copy bytes in n arrays over the host link.
func (m *Model) copyTime(bytes, n int64) float64 {
	if n == 0 {
		return 0
	}
	return float64(bytes)/m.GPU.LinkBandwidth + float64(n)*m.GPU.TransferLatency
}
