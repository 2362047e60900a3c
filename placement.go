package alpyna

import (
	"regexp"
	"strconv"
	"time"

	"github.com/alpyna/alpyna/costmodel"
	"github.com/alpyna/alpyna/runtime/gpu"
)

// deviceName parses the name a CUDA device gives itself
// ("device 0: NVIDIA H100 80GB HBM3, sm_90, 79.1 GiB, 132 multiprocessors",
// cuda.Properties.String) into what the cost model uses; a name of
// another form is the model's name as it stands.
var deviceName = regexp.MustCompile(`^device \d+: (.*), sm_(\d+?)(\d), [\d.]+ GiB, (\d+) multiprocessors$`)

func describeDevice(name string) costmodel.Device {
	m := deviceName.FindStringSubmatch(name)
	if m == nil {
		return costmodel.Device{Name: name}
	}
	major, _ := strconv.Atoi(m[2])
	minor, _ := strconv.Atoi(m[3])
	sms, _ := strconv.Atoi(m[4])
	return costmodel.Device{Name: m[1], Multiprocessors: sms, Major: major, Minor: minor}
}

// gpuProfile is the cost model's profile of dev: the recorded or derived
// one its description gives (costmodel.DeviceProfile), with the host link
// measured on a real device: the latency of small copies, which also
// makes up the fixed cost of each call (the argument vector up, output
// area and status word back, the synchronisation), and the bandwidth of
// large ones. The emulated device keeps the recorded H100's, so that
// tests see a real device's costs.
func gpuProfile(dev gpu.Device) costmodel.GPUProfile {
	p := costmodel.DeviceProfile(describeDevice(dev.Name()))
	if _, emulated := dev.(*gpu.EmulatedDevice); emulated {
		return p
	}
	if latency, bandwidth, err := measureLink(dev); err == nil {
		p.TransferLatency, p.LinkBandwidth = latency, bandwidth
		p.CallOverhead = 4 * latency
	}
	return p
}

// measureLink times copies between host and device: 8-byte copies for
// the latency (the mean of 20 each way) and 4 MiB ones for the bandwidth
// (the best of 3 each way), a few milliseconds in all.
func measureLink(dev gpu.Device) (latency, bandwidth float64, err error) {
	const big = 4 << 20
	ptr, err := dev.Alloc(big)
	if err != nil {
		return 0, 0, err
	}
	defer dev.Free(ptr)
	small := make([]byte, 8)
	start := time.Now()
	for range 20 {
		if err := dev.CopyToDevice(ptr, small); err != nil {
			return 0, 0, err
		}
		if err := dev.CopyToHost(small, ptr); err != nil {
			return 0, 0, err
		}
	}
	latency = time.Since(start).Seconds() / 40
	buf := make([]byte, big)
	best := time.Duration(1<<63 - 1)
	for range 3 {
		start := time.Now()
		if err := dev.CopyToDevice(ptr, buf); err != nil {
			return 0, 0, err
		}
		if err := dev.CopyToHost(buf, ptr); err != nil {
			return 0, 0, err
		}
		best = min(best, time.Since(start))
	}
	copyTime := max(best.Seconds()/2-latency, 1e-9)
	return latency, big / copyTime, nil
}
