package pynumpy

import (
	"bufio"
	"crypto/sha256"
	binenc "encoding/binary"
	"encoding/hex"
	"math"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestZigguratMatchesNumPy draws 100,000 values from each ziggurat sampler
// for two seeds and checks them against what NumPy 1.24 drew
// (testdata/ziggurat_golden.txt, written by gen_ziggurat_golden.py): the
// first values and every tail value bit for bit, and a SHA-256 of all of
// them, so that one wrong bit or one draw too many or too few fails.
func TestZigguratMatchesNumPy(t *testing.T) {
	f, err := os.Open("testdata/ziggurat_golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type key struct {
		seed    int64
		sampler string
	}
	draws := map[key][]float64{}
	drawAll := func(k key, n int) []float64 {
		if v, ok := draws[k]; ok {
			return v
		}
		p := newPCG64(big.NewInt(k.seed))
		v := make([]float64, n)
		for i := range v {
			switch k.sampler {
			case "normal64":
				v[i] = p.standardNormal()
			case "normal32":
				v[i] = float64(p.standardNormal32())
			case "exponential64":
				v[i] = p.standardExponential()
			case "exponential32":
				v[i] = float64(p.standardExponential32())
			default:
				t.Fatalf("unknown sampler %q", k.sampler)
			}
		}
		draws[k] = v
		return v
	}
	checked := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 5 {
			t.Fatalf("bad golden line %q", sc.Text())
		}
		seed, _ := strconv.ParseInt(fields[0], 10, 64)
		n, _ := strconv.Atoi(fields[2])
		k := key{seed, fields[1]}
		if !floatLibmIsC && strings.HasSuffix(k.sampler, "32") {
			continue // without cgo, log1pf is not glibc's (libmf_pure.go)
		}
		v := drawAll(k, n)
		if fields[3] == "sha256" {
			if got := digest(v, strings.HasSuffix(k.sampler, "32")); got != fields[4] {
				t.Errorf("seed %d %s: the %d values differ from NumPy's (sha256 %s, want %s)", seed, k.sampler, n, got, fields[4])
			}
			continue
		}
		i, _ := strconv.Atoi(fields[3])
		want, err := strconv.ParseFloat(fields[4], 64)
		if err != nil {
			t.Fatal(err)
		}
		if math.Float64bits(v[i]) != math.Float64bits(want) {
			t.Errorf("seed %d %s[%d] = %v, NumPy draws %v", seed, k.sampler, i, v[i], want)
		}
		checked++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if checked < 200 {
		t.Fatalf("only %d values checked: is the golden file complete?", checked)
	}
}

// digest is the SHA-256 of the values' little-endian bytes, as float32
// when single.
func digest(v []float64, single bool) string {
	h := sha256.New()
	var b [8]byte
	for _, x := range v {
		if single {
			binenc.LittleEndian.PutUint32(b[:4], math.Float32bits(float32(x)))
			h.Write(b[:4])
		} else {
			binenc.LittleEndian.PutUint64(b[:], math.Float64bits(x))
			h.Write(b[:])
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// BenchmarkGeneratorSamplers measures one draw of each sampler of
// Generator that NumPy's ziggurat and rejection methods define.
func BenchmarkGeneratorSamplers(b *testing.B) {
	p := newPCG64(big.NewInt(0))
	samplers := []struct {
		name string
		draw func()
	}{
		{"double", func() { p.double() }},
		{"standardNormal", func() { p.standardNormal() }},
		{"standardNormal32", func() { p.standardNormal32() }},
		{"standardExponential", func() { p.standardExponential() }},
		{"standardGamma2.5", func() { p.standardGamma(2.5) }},
		{"poisson30", func() { p.poisson(30) }},
		{"binomial1000", func() { p.binomial(0.4, 1000) }},
	}
	for _, s := range samplers {
		b.Run(s.name, func(b *testing.B) {
			for b.Loop() {
				s.draw()
			}
		})
	}
}
