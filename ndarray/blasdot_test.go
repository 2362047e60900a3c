package ndarray

import (
	"bufio"
	"encoding/binary"
	"encoding/hex"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// drawBlasdot is gen_blasdot.py's draw: n floats from a 64-bit LCG.
func drawBlasdot(seed uint64, n int) []float64 {
	out := make([]float64, n)
	state := seed
	for i := range out {
		state = state*6364136223846793005 + 1442695040888963407
		v := float64(state>>11) / (1 << 53) * math.Ldexp(1, int(state&15)-7)
		if state&16 != 0 {
			v = -v
		}
		out[i] = v
	}
	return out
}

// TestBlasDotMatchesNumPy checks each modelled OpenBLAS ddot kernel, at
// the thread counts recorded, against np.dot's bits as NumPy 1.24 computed
// them with that kernel forced (testdata/gen_blasdot.py): contiguous,
// strided and misaligned vectors of 0 to 20017 elements.
func TestBlasDotMatchesNumPy(t *testing.T) {
	f, err := os.Open("testdata/blasdot_golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cores := map[string]blasCore{"SkylakeX": blasSkylakeX, "Haswell": blasHaswell, "Prescott": blasPrescott}
	sc := bufio.NewScanner(f)
	cases, bad := 0, 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		var v [5]int
		for i, s := range fs[1:6] {
			v[i], _ = strconv.Atoi(s)
		}
		threads, n, incx, incy, yoff := v[0], v[1], v[2], v[3], v[4]
		seed, _ := strconv.ParseUint(fs[6], 10, 64)
		wb, _ := hex.DecodeString(fs[7])
		want := binary.BigEndian.Uint64(wb)
		x := drawBlasdot(seed, n*incx)
		y := drawBlasdot(seed+1, yoff+n*incy)
		got := blasDotCore(cores[fs[0]], threads, x, 0, incx, y, yoff, incy, n, yoff%2 == 1)
		cases++
		if math.Float64bits(got) != want {
			if bad++; bad <= 10 {
				t.Errorf("%s: got %x (%v), NumPy %x (%v)", line, math.Float64bits(got), got, want, math.Float64frombits(want))
			}
		}
	}
	if cases < 1500 {
		t.Fatalf("read only %d cases", cases)
	}
	if bad > 0 {
		t.Errorf("%d of %d differ", bad, cases)
	}
}

// TestBlasDotOrdersDiffer makes sure such inputs tell the kernels apart:
// on some of 20 pairs of 1000-element vectors each kernel's sum differs
// from each other's and from the sum in order.
func TestBlasDotOrdersDiffer(t *testing.T) {
	sums := func(seed uint64) [4]uint64 {
		x, y := drawBlasdot(seed, 1000), drawBlasdot(seed+1, 1000)
		var r [4]uint64
		for i, c := range []blasCore{blasPrescott, blasHaswell, blasSkylakeX} {
			r[i] = math.Float64bits(blasDotCore(c, 1, x, 0, 1, y, 0, 1, 1000, false))
		}
		r[3] = math.Float64bits(dotFloats(x, y))
		return r
	}
	var differ [4][4]bool
	for seed := uint64(1); seed < 40; seed += 2 {
		r := sums(seed)
		for i := range r {
			for j := range r {
				differ[i][j] = differ[i][j] || r[i] != r[j]
			}
		}
	}
	for i := range differ {
		for j := range i {
			if !differ[i][j] {
				t.Errorf("orders %d and %d always agree", i, j)
			}
		}
	}
}

func TestBlasCoreAndThreadsFromEnv(t *testing.T) {
	for name, want := range map[string]blasCore{"SkylakeX": blasSkylakeX, "cooperlake": blasSkylakeX, "ZEN": blasHaswell, "Haswell": blasHaswell, "Prescott": blasPrescott, "Sandybridge": blasHaswell, "": blasHaswell} {
		if got := blasCoreFromEnv(name, blasHaswell); got != want {
			t.Errorf("OPENBLAS_CORETYPE=%q: got %v, want %v", name, got, want)
		}
	}
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, c := range []struct {
		env  map[string]string
		ncpu int
		want int
	}{
		{nil, 2, 2},
		{map[string]string{"OPENBLAS_NUM_THREADS": "1"}, 2, 1},
		{map[string]string{"OPENBLAS_NUM_THREADS": "8"}, 2, 2},
		{map[string]string{"OMP_NUM_THREADS": "3", "GOTO_NUM_THREADS": "2"}, 8, 2},
		{map[string]string{"OMP_NUM_THREADS": "3"}, 8, 3},
		{map[string]string{"OPENBLAS_NUM_THREADS": "0", "OMP_NUM_THREADS": "4"}, 8, 4},
	} {
		if got := blasThreadsFromEnv(env(c.env), c.ncpu); got != c.want {
			t.Errorf("%v with %d CPUs: %d threads, want %d", c.env, c.ncpu, got, c.want)
		}
	}
}

// TestDotVectorsUseBLASOrder checks that np.dot of float64 vectors, views
// included, sums as the detected kernel does.
func TestDotVectorsUseBLASOrder(t *testing.T) {
	xs, ys := drawBlasdot(11, 2000), drawBlasdot(12, 2001)
	fromFloats := func(v []float64) *Array {
		sc := make([]Scalar, len(v))
		for i, f := range v {
			sc[i] = MakeFloat(Float64, f)
		}
		r, err := FromScalars(Float64, []int{len(v)}, sc)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	a, b := fromFloats(xs), fromFloats(ys)
	core, threads := blasDotConfig()
	check := func(name string, x, y *Array, want float64) {
		t.Helper()
		r, err := Dot(x, y)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.At().Float(); math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("%s: got %v, want %v", name, got, want)
		}
	}
	bv := b.view([]int{2000}, []int{8}, 8) // ys[1:]
	check("contiguous", a, b.view([]int{2000}, []int{8}, 0), blasDotCore(core, threads, xs, 0, 1, ys, 0, 1, 2000, false))
	check("offset", a, bv, blasDotCore(core, threads, xs, 0, 1, ys, 1, 1, 2000, true))
	av := a.view([]int{1000}, []int{16}, 0)
	check("strided", av, b.view([]int{1000}, []int{8}, 0), blasDotCore(core, threads, xs, 0, 2, ys, 0, 1, 1000, false))
}
