package jupyter

// This file writes the kernelspec that makes Jupyter list alpyna.

import (
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
)

// KernelName is the kernelspec's directory name: `jupyter kernelspec list`
// shows it, `jupyter console --kernel=alpyna` picks it.
const KernelName = "alpyna"

// DisplayName is the name notebooks show for the kernel.
const DisplayName = "alpyna (Python subset)"

// A KernelSpec is the kernel.json of a kernelspec.
type KernelSpec struct {
	Argv          []string          `json:"argv"`
	DisplayName   string            `json:"display_name"`
	Language      string            `json:"language"`
	InterruptMode string            `json:"interrupt_mode"`
	Env           map[string]string `json:"env,omitempty"`
	Metadata      map[string]any    `json:"metadata,omitempty"`
}

// NewKernelSpec is the kernelspec of the alpyna binary at exe. Interrupts
// come as messages on the control channel (interrupt_mode "message"); the
// kernel also takes SIGINT.
func NewKernelSpec(exe string) KernelSpec {
	return KernelSpec{
		Argv:          []string{exe, "kernel", "-f", "{connection_file}"},
		DisplayName:   DisplayName,
		Language:      "python",
		InterruptMode: "message",
	}
}

// KernelSpecDir is where Jupyter looks for a kernelspec: under prefix
// (share/jupyter/kernels, as `jupyter kernelspec install --prefix`), or in
// the user's data directory when prefix is "".
func KernelSpecDir(prefix string) (string, error) {
	if prefix != "" {
		return filepath.Join(prefix, "share", "jupyter", "kernels", KernelName), nil
	}
	if d := os.Getenv("JUPYTER_DATA_DIR"); d != "" {
		return filepath.Join(d, "kernels", KernelName), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	if xdg := os.Getenv("XDG_DATA_HOME"); xdg != "" {
		return filepath.Join(xdg, "jupyter", "kernels", KernelName), nil
	}
	return filepath.Join(home, ".local", "share", "jupyter", "kernels", KernelName), nil
}

// InstallKernelSpec writes spec's kernel.json and the logos into dir.
func InstallKernelSpec(dir string, spec KernelSpec) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(spec, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "kernel.json"), append(data, '\n'), 0o644); err != nil {
		return err
	}
	for _, size := range []int{32, 64} {
		if err := writeLogo(filepath.Join(dir, fmt.Sprintf("logo-%dx%d.png", size, size)), size); err != nil {
			return err
		}
	}
	return nil
}

// writeLogo draws the kernel's logo: four parallel bars, the loop
// iterations that run side by side, on a round badge.
func writeLogo(path string, size int) error {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	badge := color.NRGBA{0x1f, 0x5f, 0x8f, 0xff}
	bar := color.NRGBA{0xf2, 0xc1, 0x4e, 0xff}
	c := float64(size-1) / 2
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			dx, dy := float64(x)-c, float64(y)-c
			if dx*dx+dy*dy > c*c {
				continue // transparent outside the badge
			}
			img.SetNRGBA(x, y, badge)
			// Four bars between 25% and 75% of the height.
			fx, fy := float64(x)/float64(size), float64(y)/float64(size)
			if fy >= 0.25 && fy < 0.75 {
				slot := int(fx * 8)
				if slot >= 2 && slot <= 5 && fx*8-float64(slot) < 0.6 {
					img.SetNRGBA(x, y, bar)
				}
			}
		}
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
