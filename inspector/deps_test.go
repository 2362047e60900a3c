package inspector

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestDeps keeps the package a pure algorithm: it imports only these
// standard packages, and nothing of Python, ndarrays or the runtime.
func TestDeps(t *testing.T) {
	allowed := map[string]bool{"errors": true, "fmt": true, "math": true, "math/bits": true,
		"math/rand/v2": true, "reflect": true, "runtime": true, "slices": true, "strconv": true,
		"strings": true, "sync": true, "time": true}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !allowed[path] {
				t.Errorf("%s imports %q, not in the allowed list", name, path)
			}
		}
	}
}
