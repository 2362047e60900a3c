package ndarray

import (
	"bufio"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSgemmPrescottMatchesNumPy checks the Prescott sgemm order against
// float32 products NumPy 1.24 computed with OPENBLAS_CORETYPE=Prescott
// (testdata/sgemm_golden.txt, gen_sgemm.py): every tile pair, K blocks
// of 128 and the halved rest, bit for bit; and that summing in order
// (what alpyna did before) differs, so the order matters in the cases.
func TestSgemmPrescottMatchesNumPy(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "sgemm_golden.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	readMatrix := func(size int) []float32 {
		if !sc.Scan() {
			t.Fatal("golden ends early")
		}
		fields := strings.Fields(sc.Text())
		if len(fields) != size {
			t.Fatalf("matrix of %d elements, want %d", len(fields), size)
		}
		out := make([]float32, size)
		for i, s := range fields {
			u, err := strconv.ParseUint(s, 16, 32)
			if err != nil {
				t.Fatal(err)
			}
			out[i] = math.Float32frombits(uint32(u))
		}
		return out
	}
	cases, inOrderDiffers := 0, 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		var m, k, n int
		dims := strings.Fields(line)
		if len(dims) != 3 {
			t.Fatalf("bad case line %q", line)
		}
		m, _ = strconv.Atoi(dims[0])
		k, _ = strconv.Atoi(dims[1])
		n, _ = strconv.Atoi(dims[2])
		a, b, want := readMatrix(m*k), readMatrix(k*n), readMatrix(m*n)
		got := make([]float32, m*n)
		sgemmPrescott(m, k, n, a, b, got)
		for i := range got {
			if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
				t.Errorf("(%d, %d) @ (%d, %d): element (%d, %d) = %x, NumPy %x", m, k, k, n, i/n, i%n, got[i], want[i])
				break
			}
		}
		for i := range m {
			for j := range n {
				var s float32
				for p := range k {
					s += float32(a[i*k+p] * b[p*n+j])
				}
				if s != want[i*n+j] {
					inOrderDiffers++
				}
			}
		}
		cases++
	}
	if cases == 0 {
		t.Fatal("no cases")
	}
	if inOrderDiffers == 0 {
		t.Error("summing in order matches NumPy everywhere: the cases do not exercise the order")
	}
}
