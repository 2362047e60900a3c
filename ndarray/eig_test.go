package ndarray

import (
	"math"
	"math/cmplx"
	"math/rand/v2"
	"testing"
)

// TestGeneralEigMatchesNumPy compares GeneralEig with what NumPy 1.24
// (OpenBLAS 0.3.21) returns for np.linalg.eig of three matrices: real
// eigenvalues, a complex pair among real ones, and a matrix that
// dgebal permutes; the vectors must come out with LAPACK's signs and
// phases, not only span the right spaces.
func TestGeneralEigMatchesNumPy(t *testing.T) {
	cases := []struct {
		a    []float64
		w, v []complex128
	}{
		{
			a: []float64{1, 2, 3, 4, 5, 6, 7, 8, 10},
			w: []complex128{16.707493316124747, -0.9057401795217577, 0.1982468633970094},
			v: []complex128{-0.2235133577278518, -0.8658457814289262, 0.27829648598057233, -0.5039456275263903, 0.08565120135087373, -0.8318468022052949, -0.8343144391740168, 0.49292489741225726, 0.48018950795669213},
		},
		{
			a: []float64{-0.8019314252534474, -1.324358995628145, -0.24836162209524854, 0.4204452380655215, 1.1360465324896427, 0.10970639932180819, -0.5526473205362324, -0.7847803553442784, 0.7487457707345911, 1.6347830429585775, 0.27276877584472176, -1.2333286640307717, -0.9582652054360887, 1.6000190889991115, 0.2028824405086084, -1.7321348424395848},
			w: []complex128{complex(-0.4829325859906467, 1.943768300293877), complex(-0.4829325859906467, -1.943768300293877), -1.3383175839067218, 0.15259166336151248},
			v: []complex128{complex(-0.10557456841173374, 0.3765093258947046), complex(-0.10557456841173374, -0.3765093258947046), 0.2609362101542346, -0.17272083088687964, 0.552240625450695, 0.552240625450695, 0.34729082418939944, 0.38618625261745304, complex(0.26677471008209885, -0.47906738342457605), complex(0.26677471008209885, 0.47906738342457605), 0.19884636762405805, -0.8459676813996752, complex(0.07633903222792948, -0.48541021618695024), complex(0.07633903222792948, 0.48541021618695024), 0.8784995729918773, 0.32460187136597424},
		},
		{
			a: []float64{5, 0, 0, 1, 0, 2, 0, 0, 3, 0, 1, 0, 0, 0, 0, 4},
			w: []complex128{1, 5, 2, 4},
			v: []complex128{0, 0.8, 0, -0.5773502691896258, 0, 0, 1, 0, 1, 0.6000000000000001, 0, -0.5773502691896258, 0, 0, 0, 0.5773502691896258},
		},
	}
	for k, c := range cases {
		n := len(c.w)
		w, v, err := GeneralEig(c.a, n)
		if err != nil {
			t.Fatal(err)
		}
		for i := range w {
			if cmplx.Abs(w[i]-c.w[i]) > 1e-12 {
				t.Errorf("case %d: w[%d] = %v, want %v", k, i, w[i], c.w[i])
			}
		}
		for i := range v {
			if cmplx.Abs(v[i]-c.v[i]) > 1e-12 {
				t.Errorf("case %d: v[%d, %d] = %v, want %v", k, i/n, i%n, v[i], c.v[i])
			}
		}
	}
}

// TestGeneralEigProperties checks A v = λ v and the normalisation on
// random matrices of up to 30 rows: unit columns, each complex vector's
// largest component real, conjugate eigenvalues with conjugate vectors.
func TestGeneralEigProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 2, 3, 5, 8, 13, 30} {
		for range 4 {
			a := make([]float64, n*n)
			for i := range a {
				a[i] = rng.NormFloat64()
			}
			w, v, err := GeneralEig(a, n)
			if err != nil {
				t.Fatal(err)
			}
			for j := range n {
				var norm float64
				big, bigAt := -1.0, 0
				for i := range n {
					// (A v)_i - λ v_i
					var av complex128
					for k := range n {
						av += complex(a[i*n+k], 0) * v[k*n+j]
					}
					if d := cmplx.Abs(av - w[j]*v[i*n+j]); d > 1e-10*float64(n) {
						t.Fatalf("n=%d: |A v - λ v| = %g for λ = %v", n, d, w[j])
					}
					m := cmplx.Abs(v[i*n+j])
					norm += m * m
					if m > big+1e-12 {
						big, bigAt = m, i
					}
				}
				if math.Abs(norm-1) > 1e-12 {
					t.Errorf("n=%d: column %d has norm² %g", n, j, norm)
				}
				if imag(w[j]) != 0 && math.Abs(imag(v[bigAt*n+j])) > 1e-12 {
					t.Errorf("n=%d: largest component of column %d is %v, not real", n, j, v[bigAt*n+j])
				}
				if imag(w[j]) < 0 && (w[j] != cmplx.Conj(w[j-1]) || v[j] != cmplx.Conj(v[j-1])) {
					t.Errorf("n=%d: column %d is not the conjugate of the one before", n, j)
				}
			}
		}
	}
}

// TestGeneralEigSpecialMatrices checks eig of matrices with repeated,
// complex and exactly known eigenvalues: A v = λ v, unit vectors, and
// where NumPy's vectors are exact (the identity, a diagonal matrix, a
// rotation) those vectors.
func TestGeneralEigSpecialMatrices(t *testing.T) {
	cases := []struct {
		name string
		a    []float64
		w    []complex128
	}{
		// Eigenvalues as numpy.linalg.eig returns them.
		{"3x3", []float64{1, 2, 3, 4, 5, 6, 7, 8, 10}, []complex128{16.707493316124747, -0.9057401795217577, 0.1982468633970094}},
		{"rotation", []float64{0, -1, 1, 0}, []complex128{1i, -1i}},
		{"blocks", []float64{2, -1, 0, 0, 1, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 3}, []complex128{2 + 1i, 2 - 1i, 3, 3}},
		{"identity", []float64{1, 0, 0, 0, 1, 0, 0, 0, 1}, []complex128{1, 1, 1}},
		{"diagonal", []float64{1, 0, 0, 2}, []complex128{1, 2}},
		{"3x3 b", []float64{4, 1, 2, -1, 3, 0.5, 2, -2, 1}, []complex128{4.999999999999999, 1.0000000000000004, 1.9999999999999984}},
	}
	for _, c := range cases {
		n := len(c.w)
		w, v, err := GeneralEig(c.a, n)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for j := range n {
			if cmplx.Abs(w[j]-c.w[j]) > 1e-14 {
				t.Fatalf("%s: eigenvalues %v, want %v", c.name, w, c.w)
			}
		}
		for j := range n {
			nrm := 0.0
			for i := range n {
				nrm = math.Hypot(nrm, cmplx.Abs(v[i*n+j]))
				av := complex128(0)
				for k := range n {
					av += complex(c.a[i*n+k], 0) * v[k*n+j]
				}
				if d := cmplx.Abs(av - c.w[j]*v[i*n+j]); d > 1e-13 {
					t.Fatalf("%s: (A v - λ v)[%d] for λ = %v is %g", c.name, i, c.w[j], d)
				}
			}
			if math.Abs(nrm-1) > 1e-14 {
				t.Fatalf("%s: vector %d has norm %g", c.name, j, nrm)
			}
		}
		if c.name == "identity" || c.name == "diagonal" {
			for i := range n {
				for j := range n {
					want := complex128(0)
					if i == j {
						want = 1
					}
					if v[i*n+j] != want {
						t.Fatalf("%s: vectors %v, want the identity (LAPACK's)", c.name, v)
					}
				}
			}
		}
		if c.name == "rotation" {
			// numpy.linalg.eig: [[0.7071, 0.7071], [-0.7071j, 0.7071j]].
			want := []complex128{complex(math.Sqrt2/2, 0), complex(math.Sqrt2/2, 0), complex(0, -math.Sqrt2/2), complex(0, math.Sqrt2/2)}
			for i := range want {
				if cmplx.Abs(v[i]-want[i]) > 1e-15 {
					t.Fatalf("rotation: vectors %v, want %v", v, want)
				}
			}
		}
	}
}
