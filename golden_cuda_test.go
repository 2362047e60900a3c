//go:build cuda

package alpyna_test

import (
	"testing"

	"github.com/alpyna/alpyna"
)

// TestGoldenScriptsOnGPU runs every script, example and benchmark on a
// real GPU and compares with what CPython printed; it skips where no device
// can be opened.
func TestGoldenScriptsOnGPU(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "")
	if _, err := alpyna.OpenGPU(); err != nil {
		t.Skipf("no GPU: %v", err)
	}
	testGoldenScripts(t, "gpu")
}
