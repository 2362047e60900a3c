package costmodel

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"sync"
	"time"

	"github.com/alpyna/alpyna/runtime/native"
)

// Calibration runs small kernels as Go loops on the host, each a few
// milliseconds:
//
//   - a streaming triad a[i] = b[i] + s*c[i] over three 16 MiB arrays on
//     every thread, for the bandwidth: the memory system, not the code,
//     bounds it, so Go's loop streams as fast as a native kernel's;
//   - eight independent multiply-add chains per thread, for the FLOP
//     rate: scalar SSE2/AVX arithmetic, the rate of a native kernel's
//     scalar loop (a kernel LLVM vectorises runs up to the vector width
//     faster, so the model errs towards the GPU for such nests);
//   - math.Exp and math.Sin in a loop, for transcendentals (the native
//     kernels call libm, within a factor of two of Go's);
//   - an empty parallel loop on every thread, started and waited for
//     like the cpu backend's launches (goroutines and a WaitGroup).
//
// Each takes the best of a few repetitions, against noise from other
// processes.

// calibrationVersion changes when what calibration measures does, so that
// cached profiles of an older kind are measured again.
const calibrationVersion = 1

// Calibrate measures the host's profile on threads threads.
func Calibrate(threads int) CPUProfile {
	threads = max(threads, 1)
	p := CPUProfile{Threads: threads}
	p.FlopsPerThread = best(3, func() float64 { return fmaRate(threads) })
	p.TranscendentalsPerThread = best(3, func() float64 { return transcendentalRate(threads) })
	p.Bandwidth = best(3, func() float64 { return triadBandwidth(threads) })
	p.LaunchOverhead = 1 / best(3, func() float64 { return 1 / launchOverhead(threads) })
	return p
}

// best is the largest of n measurements.
func best(n int, measure func() float64) float64 {
	var b float64
	for range n {
		b = max(b, measure())
	}
	return b
}

// parallel runs f(t) on threads goroutines and returns the wall time.
func parallel(threads int, f func(t int)) time.Duration {
	var wg sync.WaitGroup
	start := time.Now()
	for t := range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(t)
		}()
	}
	wg.Wait()
	return time.Since(start)
}

// sink keeps results alive, so the compiler cannot drop the loops.
var sink struct {
	mu sync.Mutex
	f  float64
}

func keep(v float64) {
	sink.mu.Lock()
	sink.f += v
	sink.mu.Unlock()
}

// fmaRate is FLOP/s per thread of eight independent multiply-add chains
// (a multiply and an add each, fused where the compiler targets FMA).
func fmaRate(threads int) float64 {
	const iters = 1 << 20
	d := parallel(threads, func(t int) {
		x0, x1, x2, x3, x4, x5, x6, x7 := 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7
		m, a := 0.999999, 1e-7*float64(t+1)
		for range iters {
			x0 = x0*m + a
			x1 = x1*m + a
			x2 = x2*m + a
			x3 = x3*m + a
			x4 = x4*m + a
			x5 = x5*m + a
			x6 = x6*m + a
			x7 = x7*m + a
		}
		keep(x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7)
	})
	return 2 * 8 * iters / d.Seconds()
}

// transcendentalRate is math.Exp and math.Sin calls per second per thread.
func transcendentalRate(threads int) float64 {
	const iters = 1 << 16
	d := parallel(threads, func(t int) {
		s, x := 0.0, 0.5+float64(t)
		for i := range iters {
			v := x + float64(i)*1e-6
			s += math.Exp(v) + math.Sin(v)
		}
		keep(s)
	})
	return 2 * iters / d.Seconds()
}

// triadBandwidth is bytes/s of a[i] = b[i] + s*c[i] on every thread.
func triadBandwidth(threads int) float64 {
	const n = 2 << 20 // 16 MiB per array: past most caches
	a, b, c := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range b {
		b[i], c[i] = float64(i), 1
	}
	chunk := (n + threads - 1) / threads
	d := parallel(threads, func(t int) {
		lo, hi := min(t*chunk, n), min((t+1)*chunk, n)
		aa, bb, cc := a[lo:hi], b[lo:hi], c[lo:hi]
		for i := range aa {
			aa[i] = bb[i] + 3*cc[i]
		}
	})
	keep(a[n/2])
	return 3 * 8 * n / d.Seconds()
}

// launchOverhead is the seconds of one empty parallel launch, the mean of
// many (each is microseconds).
func launchOverhead(threads int) float64 {
	const launches = 200
	var total time.Duration
	for range launches {
		total += parallel(threads, func(int) {})
	}
	return total.Seconds() / launches
}

// The cached profile is one file in the kernel cache folder,
// cpu-profile.json: the profile, the machine it was measured on (its key)
// and the SHA-256 of both. A file that does not parse, whose checksum
// does not match (truncated, edited) or that was measured for another key
// is measured again and rewritten; the new file is written beside it and
// renamed into place, so a reader never sees half of one.
const profileFile = "cpu-profile.json"

type cachedProfile struct {
	Key     string     `json:"key"`
	Profile CPUProfile `json:"profile"`
	SHA256  string     `json:"sha256"`
}

// machineKey names what the profile depends on: the calibration's
// version, the platform, the CPU and the thread count.
func machineKey(threads int) string {
	return fmt.Sprintf("v%d %s/%s %s threads=%d", calibrationVersion, goruntime.GOOS, goruntime.GOARCH, cpuModel(), threads)
}

// cpuModel is the CPU's model name where the system says it ("" else).
func cpuModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	for line := range strings.Lines(string(b)) {
		if name, ok := strings.CutPrefix(line, "model name"); ok {
			_, v, _ := strings.Cut(name, ":")
			return strings.TrimSpace(v)
		}
	}
	return ""
}

func (c cachedProfile) sum() string {
	b, _ := json.Marshal(struct {
		Key     string     `json:"key"`
		Profile CPUProfile `json:"profile"`
	}{c.Key, c.Profile})
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// Cached is the outcome of CachedCPUProfile.
type Cached struct {
	Profile CPUProfile
	// Measured says calibration ran (no sound cached profile); Damage
	// says what was wrong with the file it replaced ("" where there was
	// none).
	Measured bool
	Damage   string
	Path     string
}

// CachedCPUProfile returns the host's profile for threads threads from
// the cache folder dir ("": the kernel cache's default), calibrating and
// writing it where the folder holds no sound one for this machine. A
// folder that cannot be written leaves the profile measured but uncached.
func CachedCPUProfile(dir string, threads int) Cached {
	if dir == "" {
		dir = native.DefaultCacheDir()
	}
	path := filepath.Join(dir, profileFile)
	key := machineKey(threads)
	out := Cached{Path: path}
	b, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		out.Damage = err.Error()
	default:
		var c cachedProfile
		switch err := json.Unmarshal(b, &c); {
		case err != nil:
			out.Damage = "it does not parse: " + err.Error()
		case c.SHA256 != c.sum():
			out.Damage = "it does not match its checksum"
		case c.Profile.check() != nil:
			out.Damage = c.Profile.check().Error()
		case c.Key != key:
			out.Damage = "it was measured on another machine (" + c.Key + ")"
		default:
			out.Profile = c.Profile
			return out
		}
	}
	out.Profile, out.Measured = Calibrate(threads), true
	c := cachedProfile{Key: key, Profile: out.Profile}
	c.SHA256 = c.sum()
	data, _ := json.MarshalIndent(c, "", "  ")
	if err := os.MkdirAll(dir, 0o755); err == nil {
		tmp, err := os.CreateTemp(dir, profileFile+".*.tmp")
		if err == nil {
			_, werr := tmp.Write(append(data, '\n'))
			cerr := tmp.Close()
			if werr == nil && cerr == nil {
				werr = os.Rename(tmp.Name(), path)
			}
			if werr != nil {
				os.Remove(tmp.Name())
			}
		}
	}
	return out
}

// cpuProfiles memoises CachedCPUProfile per folder and thread count for
// the process: every accelerator a process makes shares one reading.
var (
	cpuMu       sync.Mutex
	cpuProfiles = map[string]CPUProfile{}
)

// HostProfile is CachedCPUProfile's profile, read or measured once per
// process for each folder and thread count.
func HostProfile(dir string, threads int) CPUProfile {
	cpuMu.Lock()
	defer cpuMu.Unlock()
	k := fmt.Sprintf("%s\x00%d", dir, threads)
	if p, ok := cpuProfiles[k]; ok {
		return p
	}
	p := CachedCPUProfile(dir, threads).Profile
	cpuProfiles[k] = p
	return p
}
