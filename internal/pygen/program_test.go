package pygen

import (
	"math/rand"
	"strings"
	"testing"
)

// TestProgramsAreReproducible: a seed names its programs, so that a
// failing instance can be written again.
func TestProgramsAreReproducible(t *testing.T) {
	a := &ProgramWriter{R: rand.New(rand.NewSource(5))}
	b := &ProgramWriter{R: rand.New(rand.NewSource(5))}
	for k := range 50 {
		if pa, pb := a.Program(), b.Program(); pa.Source != pb.Source {
			t.Fatalf("program %d differs between two writers on one seed:\n%s\n---\n%s", k, pa.Source, pb.Source)
		}
	}
}

// TestEveryShapeIsWritten: no shape is dead code; eight hundred programs
// contain each of them, and their sources show it.
func TestEveryShapeIsWritten(t *testing.T) {
	pw := &ProgramWriter{R: rand.New(rand.NewSource(1))}
	seen := map[Shape]int{}
	for range 800 {
		p := pw.Program()
		for _, s := range p.Shapes {
			seen[s]++
		}
		if !strings.HasPrefix(p.Source, "import math\nimport numpy as np\nimport alpyna\n") || !strings.Contains(p.Source, "@alpyna.jit\n") {
			t.Fatalf("a program without its imports or a jit function:\n%s", p.Source)
		}
	}
	for _, s := range AllShapes {
		if seen[s] == 0 {
			t.Errorf("shape %s never written in 800 programs", s)
		}
	}
}

// TestExcludedShapesStayOut: the shapes of known bugs are kept out of the
// programs, in their list and in their text.
func TestExcludedShapesStayOut(t *testing.T) {
	spelled := map[Shape]string{
		StaticMethod: "@staticmethod",
		Histogram:    "h[idx[i]] += 1",
		SwapInJit:    "            u, v = v, u",
		BreakTemp:    "    return k, t, u",
		WhileIndex:   "while i < n and x[i] < thr",
		NestedJit:    "def make",
		// The second generation.
		RowFor:        "for row in A:",
		WhileMandel:   "zr * zr + zi * zi <= 4.0",
		WhileCollatz:  "while v != 1:",
		AttrRecord:    "class Rec",
		MathHypot:     "math.hypot",
		PrivateArray:  "tmp = np.zeros(m)",
		ScatterFloat:  "h[int(u[e] * nb)]",
		TransposeView: ".T, ",
		ReturnInNest:  "return i, j, A[i, j]",
		ReversedArray: "in reversed(x)",
	}
	exclude := map[Shape]string{}
	for s := range spelled {
		exclude[s] = "excluded by the test"
	}
	pw := &ProgramWriter{R: rand.New(rand.NewSource(3)), Exclude: exclude}
	for range 300 {
		p := pw.Program()
		for _, s := range p.Shapes {
			if _, out := exclude[s]; out {
				t.Fatalf("excluded shape %s listed in a program", s)
			}
		}
		for s, text := range spelled {
			if strings.Contains(p.Source, text) {
				t.Fatalf("excluded shape %s written (%q):\n%s", s, text, p.Source)
			}
		}
	}
}
