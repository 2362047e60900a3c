package costmodel

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"
)

// A CPUProfile is what the estimate needs of the host: measured once per
// machine by Calibrate.
type CPUProfile struct {
	// Threads is how many threads calibration ran on: the bandwidth is
	// theirs together.
	Threads int `json:"threads"`
	// FlopsPerThread is floating-point operations per second of one
	// thread running independent fused multiply-adds.
	FlopsPerThread float64 `json:"flops_per_thread"`
	// TranscendentalsPerThread is math.exp and math.sin calls per second
	// of one thread.
	TranscendentalsPerThread float64 `json:"transcendentals_per_thread"`
	// Bandwidth is bytes per second of memory traffic of a streaming
	// triad on Threads threads, counting the bytes read and written.
	Bandwidth float64 `json:"bandwidth"`
	// LaunchOverhead is seconds to start Threads threads on an empty
	// parallel loop and wait for them: what each launch of a parallel
	// kernel costs beyond its work.
	LaunchOverhead float64 `json:"launch_overhead"`
}

// A GPUProfile is what the estimate needs of a GPU: the device's rates,
// from its data sheet, and what a launch and a copy cost through this
// project's runtime.
type GPUProfile struct {
	Name            string `json:"name"`
	Multiprocessors int    `json:"multiprocessors"`
	// ThreadsPerSM is the resident threads one multiprocessor holds: a
	// launch with fewer points than Multiprocessors*ThreadsPerSM leaves
	// part of the device idle.
	ThreadsPerSM int `json:"threads_per_sm"`
	// FP64Flops is the FP64 vector rate (no tensor cores): Python floats
	// are float64.
	FP64Flops float64 `json:"fp64_flops"`
	// IntOps is the rate of 64-bit integer operations (Python ints),
	// which the device emulates with 32-bit ones.
	IntOps float64 `json:"int_ops"`
	// Transcendentals is the rate of FP64 exp, log, sin... (the device
	// computes them in FP64 instructions, 20 to 40 each).
	Transcendentals float64 `json:"transcendentals"`
	// Bandwidth is the device memory's bytes per second.
	Bandwidth float64 `json:"bandwidth"`
	// LaunchLatency is seconds per kernel launch, synchronised.
	LaunchLatency float64 `json:"launch_latency"`
	// CallOverhead is seconds per nest instantiation beyond its
	// launches: the runtime copies the argument vector up, and the
	// output area and status word back.
	CallOverhead float64 `json:"call_overhead"`
	// LinkBandwidth is host<->device bytes per second (pageable host
	// memory, as NumPy's arrays are), and TransferLatency the seconds
	// each copy costs beyond its bytes.
	LinkBandwidth   float64 `json:"link_bandwidth"`
	TransferLatency float64 `json:"transfer_latency"`
}

func (p GPUProfile) check() error {
	for _, v := range []float64{p.FP64Flops, p.IntOps, p.Transcendentals, p.Bandwidth, p.LinkBandwidth} {
		if !(v > 0) {
			return fmt.Errorf("costmodel: GPU profile %q: every rate must be positive", p.Name)
		}
	}
	if p.Multiprocessors <= 0 || p.ThreadsPerSM <= 0 || p.LaunchLatency < 0 || p.CallOverhead < 0 || p.TransferLatency < 0 {
		return fmt.Errorf("costmodel: GPU profile %q: multiprocessors, threads and latencies out of range", p.Name)
	}
	return nil
}

func (p CPUProfile) check() error {
	if p.Threads < 1 || !(p.FlopsPerThread > 0) || !(p.TranscendentalsPerThread > 0) || !(p.Bandwidth > 0) || p.LaunchOverhead < 0 {
		return fmt.Errorf("costmodel: CPU profile out of range: %+v", p)
	}
	return nil
}

// ParseGPUProfile reads a GPU profile from JSON (the format of
// profiles/*.json), checking that its rates are positive.
func ParseGPUProfile(b []byte) (GPUProfile, error) {
	var p GPUProfile
	if err := json.Unmarshal(b, &p); err != nil {
		return p, fmt.Errorf("costmodel: GPU profile: %w", err)
	}
	return p, p.check()
}

// ParseCPUProfile reads a CPU profile from JSON.
func ParseCPUProfile(b []byte) (CPUProfile, error) {
	var p CPUProfile
	if err := json.Unmarshal(b, &p); err != nil {
		return p, fmt.Errorf("costmodel: CPU profile: %w", err)
	}
	return p, p.check()
}

// The recorded profiles of known devices: data sheet rates, and the
// launch, call and transfer costs measured through this project's runtime
// on an H100 and an H200 (docs/gpu.md, "Measured").
//
//go:embed profiles/*.json
var profileFiles embed.FS

// known are the recorded profiles, matched by a part of the device name.
var known = []struct{ match, file string }{
	{"H200", "profiles/h200.json"},
	{"H100", "profiles/h100.json"},
	{"RTX 3050", "profiles/rtx3050-laptop.json"},
}

// Recorded returns the recorded profile of a file of profiles/ ("h100",
// "h200", "rtx3050-laptop").
func Recorded(name string) (GPUProfile, error) {
	b, err := profileFiles.ReadFile("profiles/" + name + ".json")
	if err != nil {
		return GPUProfile{}, fmt.Errorf("costmodel: no recorded GPU profile %q", name)
	}
	return ParseGPUProfile(b)
}

// A Device is what the driver says of a GPU, as much as the model uses.
type Device struct {
	Name            string // "NVIDIA H100 80GB HBM3"
	Multiprocessors int    // 0 when unknown
	// Major and Minor are the compute capability (9, 0 for sm_90); 0, 0
	// when unknown.
	Major, Minor int
}

// assumedClock is the boost clock, in Hz, that a device without a
// recording is assumed to run at: the driver's clock attributes are
// deprecated in CUDA 13, and data-centre and consumer parts of the last
// generations boost to 1.4-2.0 GHz.
const assumedClock = 1.7e9

// DeviceProfile returns the profile of d: the recorded profile of a known
// device (matched by name), or else one built from its multiprocessors
// and compute capability: FP64 at 64 operations per clock and
// multiprocessor on data-centre parts (compute capability X.0 from 6.0),
// and 4 elsewhere (the 1/64-rate FP64 of consumer parts, which errs
// towards the cpu for FP64 work), at assumedClock; 64-bit integers at a
// quarter of 128 lanes; memory bandwidth and the launch, call and link
// costs as the H100's, the bandwidth scaled down with the multiprocessor
// count (memory buses shrink slower than SM counts). A device the driver
// says nothing of, and the emulated device, get the H100's profile, so
// that tests see the choices a data-centre GPU would make.
func DeviceProfile(d Device) GPUProfile {
	for _, k := range known {
		if strings.Contains(d.Name, k.match) {
			if p, err := Recorded(strings.TrimSuffix(strings.TrimPrefix(k.file, "profiles/"), ".json")); err == nil {
				return p
			}
		}
	}
	p, _ := Recorded("h100")
	if d.Multiprocessors <= 0 {
		return p
	}
	perSM := 4.0
	if d.Major >= 6 && d.Minor == 0 {
		perSM = 64
	}
	sms := float64(d.Multiprocessors)
	p.Name = d.Name
	p.Bandwidth *= min(1, 4*sms/float64(p.Multiprocessors))
	p.Multiprocessors = d.Multiprocessors
	p.FP64Flops = sms * perSM * assumedClock
	p.Transcendentals = p.FP64Flops / transcendentalOps
	p.IntOps = sms * 32 * assumedClock
	return p
}
