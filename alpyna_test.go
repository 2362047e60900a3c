package alpyna_test

import (
	"bytes"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/report"
)

// Sessions are independent interpreters: several may run at once, each
// importing numpy for the first time (run this under -race).
func TestConcurrentSessions(t *testing.T) {
	const n = 4
	src := "import numpy as np\nimport sys\na = np.arange(int(sys.argv[1]), dtype=np.float32)\nprint(a.sum(), np.random.rand(2).shape)\n"
	want := []string{"0.0 (2,)\n", "0.0 (2,)\n", "1.0 (2,)\n", "3.0 (2,)\n"}
	var wg sync.WaitGroup
	got := make([]string, n)
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var stdout bytes.Buffer
			errs[i] = alpyna.Run(src, "s.py", alpyna.Options{Stdout: &stdout, Args: []string{[]string{"0", "1", "2", "3"}[i]}})
			got[i] = stdout.String()
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil || got[i] != want[i] {
			t.Errorf("session %d: output %q, error %v; want %q", i, got[i], errs[i], want[i])
		}
	}
}

func TestSessionValues(t *testing.T) {
	s, err := alpyna.NewSession(alpyna.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	a, _ := ndarray.New(ndarray.Int32, []int{2, 3})
	for name, v := range map[string]any{
		"a": a, "i": 7, "f": 2.5, "b": true, "s": "text", "none": nil,
		"sc": ndarray.MakeFloat(ndarray.Float32, 0.5), "l": []any{1, 2.0, "x"},
	} {
		if err := s.Set(name, v); err != nil {
			t.Fatalf("Set(%s, %v): %v", name, v, err)
		}
	}
	if err := s.Set("bad", struct{}{}); err == nil {
		t.Error("Set of a struct succeeded, want an error")
	}
	if err := s.Exec("a[1, 2] = i * 2\nr = (f * 2, b and s, none, sc * 2, l[1:], a.sum())\nbig = 2 ** 70"); err != nil {
		t.Fatal(err)
	}
	if got := a.At(1, 2); got.Int() != 14 {
		t.Errorf("a[1, 2] seen from Go = %v, want 14 (the buffer is shared)", got)
	}
	r, err := s.Get("r")
	if err != nil {
		t.Fatal(err)
	}
	items := r.([]any)
	if items[0] != 5.0 || items[1] != "text" || items[2] != nil || items[5].(ndarray.Scalar).Int() != 14 {
		t.Errorf("Get(r) = %#v", items)
	}
	// NumPy 1.24: a float32 scalar times a Python int is a float64.
	if sc := items[3].(ndarray.Scalar); sc.DType != ndarray.Float64 || sc.Float() != 1 {
		t.Errorf("np.float32 scalar * 2 = %#v, want float64 1", sc)
	}
	if _, err := s.Get("big"); err == nil || !strings.Contains(err.Error(), "does not fit in an int64") {
		t.Errorf("Get(big) error = %v, want an int64 overflow", err)
	}
	if _, err := s.Get("missing"); err == nil {
		t.Error("Get(missing) succeeded, want an error")
	}
	err = s.Exec("a[2, 0] = 1")
	var exc *alpyna.Exception
	if !errors.As(err, &exc) || exc.Error() != "IndexError: index 2 is out of bounds for axis 0 with size 2" {
		t.Errorf("out-of-bounds write: %v", err)
	}
}

// TestSessionAccelerates runs a jit function defined in one cell and called
// in another on the cpu backend, with a report entry for the nest.
func TestSessionAccelerates(t *testing.T) {
	var out, errb bytes.Buffer
	var nests []report.Nest
	s, err := alpyna.NewSession(alpyna.Options{Stdout: &out, Stderr: &errb, Backend: "cpu", Threads: 2,
		Report: func(n report.Nest) { nests = append(nests, n) }})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Exec("import numpy as np\nimport alpyna\n@alpyna.jit\ndef k(a, n):\n    for i in range(n):\n        a[i] = i * 2\n"); err != nil {
		t.Fatal(err)
	}
	if err := s.Exec("a = np.zeros(4)\nk(a, 4)\nprint(a)\n"); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "[0. 2. 4. 6.]\n" {
		t.Errorf("printed %q", got)
	}
	if len(nests) != 1 || nests[0].Backend != "cpu" || nests[0].Function != "k" {
		t.Errorf("report entries %+v, want one for k on cpu", nests)
	}
}

// The Go API refuses what it cannot mean: an unknown backend, a nil
// array, a closed session.
func TestAPIRefusals(t *testing.T) {
	if _, err := alpyna.NewSession(alpyna.Options{Backend: "cuda"}); err == nil || !strings.Contains(err.Error(), "unknown backend") {
		t.Errorf("backend cuda: %v", err)
	}
	if err := alpyna.Run("x = 1\n", "x.py", alpyna.Options{Backend: "fast"}); err == nil {
		t.Error("Run with backend fast: no error")
	}
	s, err := alpyna.NewSession(alpyna.Options{Backend: "cpu"})
	if err != nil {
		t.Fatal(err)
	}
	var nilArray *ndarray.Array
	if err := s.Set("a", nilArray); err == nil {
		t.Error("Set of a nil array: no error")
	}
	if err := s.Exec("x = 2\n"); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Exec("x = 3\n"); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("Exec after Close: %v", err)
	}
	if _, err := s.Get("x"); err == nil {
		t.Error("Get after Close: no error")
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}
