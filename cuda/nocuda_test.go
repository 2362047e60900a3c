//go:build !cuda

package cuda

import (
	"errors"
	"strings"
	"testing"
)

// TestNotBuilt checks what a build without the cuda tag says: every entry
// point fails with ErrNotBuilt, whose message tells how to rebuild.
func TestNotBuilt(t *testing.T) {
	if Available() {
		t.Fatal("Available() = true without the cuda build tag")
	}
	if got := Reason(); got != ErrNotBuilt.Error() {
		t.Errorf("Reason() = %q, want ErrNotBuilt's message", got)
	}
	for _, want := range []string{"GPU support is not built in", "go build -tags cuda", "CUDA toolkit"} {
		if !strings.Contains(ErrNotBuilt.Error(), want) {
			t.Errorf("ErrNotBuilt = %q does not say %q", ErrNotBuilt, want)
		}
	}
	_, countErr := DeviceCount()
	_, propsErr := DeviceProperties(0)
	_, versionErr := DriverVersion()
	ctx, openErr := Open(0)
	if ctx != nil {
		t.Errorf("Open(0) returned a context")
	}
	for name, err := range map[string]error{
		"Init": Init(), "DeviceCount": countErr, "DeviceProperties": propsErr,
		"DriverVersion": versionErr, "Open": openErr,
	} {
		if !errors.Is(err, ErrNotBuilt) {
			t.Errorf("%s error = %v, want ErrNotBuilt", name, err)
		}
	}
}
