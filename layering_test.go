package alpyna_test

import (
	"go/build"
	"io/fs"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// allowedImports states which of the module's packages each package may
// import (non-test files), so that the packages keep reading as the
// pipeline: data and IR at the bottom, the stages over them, the
// executors over the IR, the interpreter's glue and the API on top, and
// no import running back up. A package missing here fails the test: say
// where a new package sits before adding it.
var allowedImports = map[string][]string{
	// Data, IR and tools that know no stage.
	"affine":               nil,
	"kernel":               nil,
	"kernel/tiling":        {"kernel"},
	"ndarray":              {"internal/numpytables"},
	"gridcalc":             nil,
	"inspector":            nil,
	"bench":                nil,
	"internal/pygen":       nil,
	"internal/numpytables": nil,
	"nest":                 {"affine"},
	"linalg":               nil,
	"pynumpy":              {"linalg", "ndarray"},
	"cuda":                 {"gridcalc"},
	// The static stages.
	"frontend": {"affine", "internal/numpytables", "kernel", "nest"}, // kernel: the intrinsics registry; numpytables: np.dot's BLAS kernel
	"ifconv":   {"affine", "nest"},
	"depend":   {"affine", "nest"},
	// One nest through the stages, for compile, run, the report and the API.
	"compiler": {"depend", "ifconv", "kernel", "kernelgen", "nest"},
	"report":   {"compiler", "depend", "kernel", "kernelgen", "nest"},
	// Kernel generation: plans in, kernel IR and its texts out; never an
	// executor.
	"kernelgen":         {"affine", "depend", "kernel", "nest"},
	"kernelgen/llvmgen": {"internal/numpytables", "kernel", "kernel/tiling"},
	"kernelgen/cudagen": {"kernel", "kernel/tiling"},
	"kernelgen/ptxgen":  {"kernel", "kernel/tiling", "kernelgen/cudagen", "kernelgen/llvmgen"},
	// Execution: kernel IR and arrays in; never a code generator. The
	// shared pieces (values, slots, the Backend interface) at the bottom,
	// then the Go executors, the CPU and GPU drivers over them, and the
	// CUDA device over the GPU driver.
	"runtime":         {"depend", "kernel", "ndarray", "nest"},
	"runtime/looprec": {"ndarray", "nest", "runtime"},
	"runtime/kexec":   {"kernel", "runtime"},
	"runtime/native":  {"kernel"},
	"runtime/cpu":     {"kernel", "runtime", "runtime/kexec", "runtime/native"},
	"runtime/gpu":     {"gridcalc", "kernel", "kernel/tiling", "ndarray", "runtime", "runtime/kexec"},
	"runtime/cudadev": {"cuda", "gridcalc", "kernel", "runtime", "runtime/gpu", "runtime/native"},
	// The cpu-versus-GPU cost model: kernel IR in, estimates out; the
	// kernel cache's folder for its calibrated profile.
	"costmodel": {"kernel", "runtime/native"},
	"irregular": {"affine", "depend", "inspector", "kernel", "kernelgen", "ndarray", "nest", "runtime"},
	// The interpreter knows NumPy's arrays and nothing of the compiler.
	"interp": {"ndarray", "pynumpy"},
	// What joins the compiler to the interpreter, the API, the tools.
	"closure": {"compiler", "costmodel", "depend", "frontend", "inspector", "interp", "irregular", "kernel", "kernelgen",
		"kernelgen/llvmgen", "ndarray", "nest", "pynumpy", "runtime", "runtime/cpu", "runtime/looprec"},
	"": {"closure", "compiler", "costmodel", "inspector", "interp", "irregular", "kernel", "kernelgen/ptxgen", "ndarray",
		"pynumpy", "report", "runtime", "runtime/cudadev", "runtime/gpu"},
	"internal/kerneltest": {"closure", "interp"},
	// The Jupyter kernel: a host of the API's sessions.
	"jupyter": {"", "compiler", "frontend", "interp", "report"},
	"cmd/alpyna": {"", "bench", "compiler", "costmodel", "depend", "frontend", "jupyter", "kernel", "kernelgen", "kernelgen/cudagen",
		"kernelgen/llvmgen", "nest", "report", "runtime/native"},
}

// TestLayering checks every package's imports of the module's packages
// against allowedImports, under every build tag the code uses.
func TestLayering(t *testing.T) {
	const module = "github.com/alpyna/alpyna"
	found := map[string]bool{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "third_party") {
			return filepath.SkipDir
		}
		rel := filepath.ToSlash(path)
		if rel == "." {
			rel = ""
		}
		imports := map[string]bool{}
		for _, tags := range [][]string{nil, {"cuda"}} {
			ctx := build.Default
			ctx.BuildTags = tags
			pkg, err := ctx.ImportDir(path, 0)
			if err != nil {
				if _, ok := err.(*build.NoGoError); ok {
					return nil
				}
				return err
			}
			for _, imp := range pkg.Imports {
				if imp == module {
					imports[""] = true
				} else if rest, ok := strings.CutPrefix(imp, module+"/"); ok {
					imports[rest] = true
				}
			}
		}
		found[rel] = true
		allowed, ok := allowedImports[rel]
		if !ok {
			t.Errorf("package %q is not in allowedImports: say which packages it may import", rel)
			return nil
		}
		var bad []string
		for imp := range imports {
			if !slices.Contains(allowed, imp) {
				bad = append(bad, imp)
			}
		}
		sort.Strings(bad)
		if len(bad) > 0 {
			t.Errorf("package %q imports %q, which allowedImports does not allow it", rel, bad)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for pkg := range allowedImports {
		if !found[pkg] {
			t.Errorf("allowedImports names %q, which is not a package", pkg)
		}
	}
}
