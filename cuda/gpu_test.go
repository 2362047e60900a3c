//go:build cuda

package cuda

import "testing"

// TestDevice runs the suite on device 0 through the real driver. It skips
// where no device or driver is found, so a cuda build can be tested on any
// machine with the toolkit.
func TestDevice(t *testing.T) {
	if !Available() {
		t.Skipf("no usable CUDA device: %s", Reason())
	}
	runSuite(t)
}
