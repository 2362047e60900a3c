package linalg

import (
	"math"
	"math/rand/v2"
	"testing"
)

// testMatrix is a reproducible m×n matrix of entries in [-1, 1).
func testMatrix(seed uint64, m, n int) []float64 {
	r := rand.New(rand.NewPCG(seed, 7))
	a := make([]float64, m*n)
	for i := range a {
		a[i] = 2*r.Float64() - 1
	}
	return a
}

// mul is the m×p product of the m×k matrix a and the k×p matrix b.
func mul(a, b []float64, m, k, p int) []float64 {
	c := make([]float64, m*p)
	for i := range m {
		for j := range p {
			s := 0.0
			for l := range k {
				s += a[i*k+l] * b[l*p+j]
			}
			c[i*p+j] = s
		}
	}
	return c
}

func maxDiff(a, b []float64) float64 {
	d := 0.0
	for i := range a {
		d = math.Max(d, math.Abs(a[i]-b[i]))
	}
	return d
}

// checkOrthonormalColumns fails unless the m×c matrix q has orthonormal
// columns.
func checkOrthonormalColumns(t *testing.T, what string, q []float64, m, c int) {
	t.Helper()
	qtq := mul(transpose(q, m, c), q, c, m, c)
	for i := range c {
		for j := range c {
			want := 0.0
			if i == j {
				want = 1
			}
			if math.Abs(qtq[i*c+j]-want) > 1e-13 {
				t.Fatalf("%s: columns %d and %d have inner product %g, want %g", what, i, j, qtq[i*c+j], want)
			}
		}
	}
}

// shapes are the matrix shapes the tests run: square, tall and wide.
var shapes = [][2]int{{1, 1}, {2, 2}, {3, 3}, {5, 5}, {12, 12}, {30, 30}, {4, 2}, {7, 3}, {30, 4}, {1, 3}, {2, 4}, {4, 6}, {3, 7}, {5, 20}, {20, 30}}

func TestQRReconstructsWithLAPACKSigns(t *testing.T) {
	for _, sh := range shapes {
		m, n := sh[0], sh[1]
		a := testMatrix(uint64(m*100+n), m, n)
		for _, complete := range []bool{false, true} {
			q, r := QR(a, m, n, complete)
			k := min(m, n)
			qc, rr := k, k
			if complete {
				qc, rr = m, m
			}
			checkOrthonormalColumns(t, "Q", q, m, qc)
			for i := range rr {
				for j := 0; j < min(i, n); j++ {
					if r[i*n+j] != 0 {
						t.Fatalf("%dx%d: R[%d,%d] = %g below the diagonal", m, n, i, j, r[i*n+j])
					}
				}
			}
			if d := maxDiff(mul(q, r, m, qc, n), a); d > 1e-13 {
				t.Fatalf("%dx%d complete=%v: |QR - A| = %g", m, n, complete, d)
			}
			// dgeqrf's reflectors: R's diagonal has the sign opposite to
			// the leading entry of the column it reflects (for the first
			// column, a's own).
			if a[0] != 0 && math.Signbit(r[0]) == math.Signbit(a[0]) && m > 1 {
				t.Fatalf("%dx%d: R[0,0] = %g has the sign of A[0,0] = %g", m, n, r[0], a[0])
			}
		}
	}
}

func TestQRMatchesNumPy(t *testing.T) {
	// np.linalg.qr(np.array([[1., 2], [3, 4], [5, 6]])) with NumPy 1.24.
	q, r := QR([]float64{1, 2, 3, 4, 5, 6}, 3, 2, false)
	wantQ := []float64{-0.16903085094570325, 0.8970852271450604, -0.50709255283711, 0.2760262237369421, -0.8451542547285165, -0.3450327796711768}
	wantR := []float64{-5.916079783099616, -7.437357441610946, 0, 0.8280786712108249}
	if d := maxDiff(q, wantQ); d > 1e-14 {
		t.Errorf("Q = %v, want %v", q, wantQ)
	}
	if d := maxDiff(r, wantR); d > 1e-14 {
		t.Errorf("R = %v, want %v", r, wantR)
	}
}

func symmetric(seed uint64, n int) []float64 {
	a := testMatrix(seed, n, n)
	for i := range n {
		for j := range i {
			a[j*n+i] = a[i*n+j]
		}
	}
	return a
}

func checkSymEig(t *testing.T, what string, a []float64, n int) []float64 {
	t.Helper()
	w, v, err := SymEig(a, n, true)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for i := 1; i < n; i++ {
		if w[i] < w[i-1] {
			t.Fatalf("%s: eigenvalues not ascending: %v", what, w)
		}
	}
	checkOrthonormalColumns(t, what+" V", v, n, n)
	av := mul(a, v, n, n, n)
	for i := range n {
		for j := range n {
			if d := math.Abs(av[i*n+j] - v[i*n+j]*w[j]); d > 1e-13*float64(n) {
				t.Fatalf("%s: (A v - λ v)[%d,%d] = %g", what, i, j, d)
			}
		}
	}
	w2, v2, _ := SymEig(a, n, false)
	if v2 != nil || maxDiff(w, w2) != 0 {
		t.Fatalf("%s: eigenvalues without vectors differ: %v, %v", what, w2, w)
	}
	return w
}

func TestSymEig(t *testing.T) {
	for _, n := range []int{1, 2, 3, 6, 17, 40} {
		checkSymEig(t, "random", symmetric(uint64(n), n), n)
	}
	// Repeated eigenvalues: the identity, and Q·diag(1, 1, 2, 2, 2)·Qᵀ.
	w := checkSymEig(t, "identity", []float64{1, 0, 0, 0, 1, 0, 0, 0, 1}, 3)
	if maxDiff(w, []float64{1, 1, 1}) != 0 {
		t.Errorf("identity: eigenvalues %v", w)
	}
	q, _ := QR(testMatrix(3, 5, 5), 5, 5, false)
	d := []float64{1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 2}
	a := mul(mul(q, d, 5, 5, 5), transpose(q, 5, 5), 5, 5, 5)
	for i := range 5 {
		for j := range i {
			a[j*5+i] = a[i*5+j]
		}
	}
	w = checkSymEig(t, "repeated", a, 5)
	if d := maxDiff(w, []float64{1, 1, 2, 2, 2}); d > 1e-14 {
		t.Errorf("repeated: eigenvalues %v", w)
	}
	// [[4, -1], [-1, 3]]: (7 ∓ √5)/2, numpy.linalg.eigh's values.
	w = checkSymEig(t, "2x2", []float64{4, -1, -1, 3}, 2)
	if d := maxDiff(w, []float64{2.381966011250105, 4.618033988749895}); d > 1e-15 {
		t.Errorf("2x2: eigenvalues %v", w)
	}
}

func TestSymEigHasLAPACKSigns(t *testing.T) {
	// numpy.linalg.eigh (dsyevd, OpenBLAS), NumPy 1.24's values; the
	// 4×4 one runs dsteqr's QR direction first.
	cases := []struct {
		n    int
		a    []float64
		w, v []float64
	}{
		{3, []float64{4, 1, 2, 1, 3, 0.5, 2, 0.5, 5},
			[]float64{2.0965216172967187, 3.0722239520050754, 6.831254430698205},
			[]float64{-0.7167430662893416, -0.3257672733027812, -0.616567158200162, 0.5748726248246245, -0.7765018813719533, -0.25800444463819483, 0.3947161539048013, 0.5393704773814453, -0.7438270269195071}},
		{4, []float64{9, 1, 0, 2, 1, 1, 0.5, 0, 0, 0.5, -2, 1, 2, 0, 1, 0.1},
			[]float64{-2.5338096058020056, 0.12088200767600514, 0.9661040775451141, 9.546823520580885},
			[]float64{-0.08315348473725404, 0.1986912575574618, 0.10307903175894298, -0.9710726004567964, 0.1506361477025429, 0.01053902302506482, -0.9818254244503057, -0.11496310669945894, -0.898331961990003, -0.415912604640627, -0.13959830661508088, -0.02299356776237917, 0.4042201566579541, -0.8873710714605028, 0.07684960575576838, -0.20802111571098084}},
	}
	for _, c := range cases {
		w, v, err := SymEig(c.a, c.n, true)
		if err != nil {
			t.Fatal(err)
		}
		if maxDiff(w, c.w) > 1e-14 || maxDiff(v, c.v) > 1e-14 {
			t.Errorf("%dx%d: eigh = %v, %v; NumPy's %v, %v", c.n, c.n, w, v, c.w, c.v)
		}
	}
}

func checkSVD(t *testing.T, what string, a []float64, m, n int) []float64 {
	t.Helper()
	k := min(m, n)
	for _, full := range []bool{false, true} {
		u, s, vt, err := SVD(a, m, n, full, true)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		uc, vr := k, k
		if full {
			uc, vr = m, n
		}
		if len(u) != m*uc || len(vt) != vr*n || len(s) != k {
			t.Fatalf("%s full=%v: shapes u %d, s %d, vt %d", what, full, len(u), len(s), len(vt))
		}
		for i := 1; i < k; i++ {
			if s[i] > s[i-1] || s[i] < 0 {
				t.Fatalf("%s: singular values not descending: %v", what, s)
			}
		}
		checkOrthonormalColumns(t, what+" U", u, m, uc)
		checkOrthonormalColumns(t, what+" V", transpose(vt, vr, n), n, vr)
		// U[:, :k] diag(s) Vt[:k]
		us := make([]float64, m*k)
		for i := range m {
			for j := range k {
				us[i*k+j] = u[i*uc+j] * s[j]
			}
		}
		if d := maxDiff(mul(us, vt[:k*n], m, k, n), a); d > 1e-13 {
			t.Fatalf("%s full=%v: |U S Vt - A| = %g", what, full, d)
		}
		// Without vectors the iteration can take other steps (LAPACK's
		// takes dqds): the same values to rounding.
		_, s2, _, _ := SVD(a, m, n, full, false)
		if maxDiff(s, s2) > 1e-14 {
			t.Fatalf("%s: singular values without vectors differ", what)
		}
	}
	_, s, _, _ := SVD(a, m, n, false, false)
	return s
}

func TestSVD(t *testing.T) {
	for _, sh := range shapes {
		checkSVD(t, "random", testMatrix(uint64(sh[0]*31+sh[1]), sh[0], sh[1]), sh[0], sh[1])
	}
	// Rank-deficient: a 6×4 product of 6×2 and 2×4, and its transpose.
	a := mul(testMatrix(1, 6, 2), testMatrix(2, 2, 4), 6, 2, 4)
	s := checkSVD(t, "rank 2", a, 6, 4)
	if s[2] > 1e-15 || s[3] > 1e-15 {
		t.Errorf("rank 2: singular values %v", s)
	}
	checkSVD(t, "rank 2 wide", transpose(a, 6, 4), 4, 6)
	checkSVD(t, "zero", make([]float64, 6), 2, 3)
	// [[3, 0], [4, 5]]: singular values √45 and √5.
	s = checkSVD(t, "2x2", []float64{3, 0, 4, 5}, 2, 2)
	if d := maxDiff(s, []float64{math.Sqrt(45), math.Sqrt(5)}); d > 1e-14 {
		t.Errorf("2x2: %v", s)
	}
}

func TestSVDHasLAPACKSigns(t *testing.T) {
	// numpy.linalg.svd (dgesdd, OpenBLAS) of a symmetric square, a tall
	// and a wide matrix, NumPy 1.24's values.
	cases := []struct {
		m, n     int
		a        []float64
		u, s, vt []float64
	}{
		{3, 3, []float64{4, 1, 2, 1, 3, 0.5, 2, 0.5, 5},
			[]float64{-0.6165671582001618, -0.3257672733027812, -0.7167430662893419, -0.2580044446381954, -0.7765018813719531, 0.5748726248246248, -0.7438270269195073, 0.5393704773814453, 0.39471615390480097},
			[]float64{6.8312544306982055, 3.072223952005075, 2.0965216172967187},
			[]float64{-0.6165671582001617, -0.2580044446381953, -0.7438270269195072, -0.325767273302781, -0.7765018813719532, 0.5393704773814452, -0.7167430662893419, 0.5748726248246244, 0.39471615390480114}},
		{4, 2, []float64{1, 2, 3, 4, 5, 6, 7, 9},
			[]float64{-0.14749435385872756, 0.8607887545655889, 0.4466447535631092, -0.19441347614753693, -0.3364692080900583, 0.19832005669776542, -0.734738323802676, -0.5546325113570951, -0.5254440623213894, -0.46414864117005566, 0.499495148004292, -0.508899964031594, -0.7674258432957821, 0.06540576446162019, -0.1057007888823629, 0.6289729757681131},
			[]float64{14.857076037853464, 0.5170025197621853},
			[]float64{-0.61627894812398, -0.7875279411545987, -0.7875279411545987, 0.61627894812398}},
		{2, 4, []float64{1, 3, 5, 7, 2, 4, 6, 9},
			[]float64{-0.61627894812398, -0.7875279411545988, -0.7875279411545988, 0.6162789481239801},
			[]float64{14.857076037853464, 0.5170025197621867},
			[]float64{-0.14749435385872767, -0.33646920809005826, -0.5254440623213893, -0.767425843295782, 0.8607887545655891, 0.19832005669776542, -0.46414864117005517, 0.06540576446161964, 0.44664475356310906, -0.7347383238026757, 0.4994951480042925, -0.10570078888236334, -0.19441347614753593, -0.5546325113570955, -0.5088999640315939, 0.6289729757681131}},
	}
	for _, c := range cases {
		u, s, vt, err := SVD(c.a, c.m, c.n, true, true)
		if err != nil {
			t.Fatal(err)
		}
		if maxDiff(u, c.u) > 1e-14 || maxDiff(s, c.s) > 1e-13 || maxDiff(vt, c.vt) > 1e-14 {
			t.Errorf("%dx%d: svd = %v, %v, %v; NumPy's %v, %v, %v", c.m, c.n, u, s, vt, c.u, c.s, c.vt)
		}
	}
}

func TestSVDOfDiagonalKeepsLAPACKVectors(t *testing.T) {
	// numpy.linalg.svd(np.diag([2., 3, 1])): s = [3, 2, 1], u = vh =
	// [[0, 1, 0], [1, 0, 0], [0, 0, 1]]; multivariate_normal's samples
	// for a diagonal covariance depend on these signs.
	u, s, vt, _ := SVD([]float64{2, 0, 0, 0, 3, 0, 0, 0, 1}, 3, 3, true, true)
	perm := []float64{0, 1, 0, 1, 0, 0, 0, 0, 1}
	if maxDiff(s, []float64{3, 2, 1}) != 0 || maxDiff(u, perm) != 0 || maxDiff(vt, perm) != 0 {
		t.Errorf("svd(diag(2, 3, 1)) = %v, %v, %v", u, s, vt)
	}
}

func TestLstsqPinvRank(t *testing.T) {
	for _, sh := range [][2]int{{6, 3}, {3, 3}, {3, 6}} {
		m, n := sh[0], sh[1]
		a := testMatrix(uint64(m+10*n), m, n)
		b := testMatrix(9, m, 2)
		x, rank, _, err := Lstsq(a, m, n, b, 2, -1)
		if err != nil || rank != min(m, n) {
			t.Fatalf("%dx%d: rank %d, %v", m, n, rank, err)
		}
		// The normal equations Aᵀ(A x - b) = 0 hold at the minimum.
		r := mul(a, x, m, n, 2)
		for i := range r {
			r[i] -= b[i]
		}
		if d := maxDiff(mul(transpose(a, m, n), r, n, m, 2), make([]float64, n*2)); d > 1e-12 {
			t.Fatalf("%dx%d: Aᵀ(Ax - b) = %g", m, n, d)
		}
		p, err := Pinv(a, m, n, 1e-15)
		if err != nil {
			t.Fatal(err)
		}
		// Penrose: A P A = A and P A P = P.
		if d := maxDiff(mul(mul(a, p, m, n, m), a, m, m, n), a); d > 1e-12 {
			t.Fatalf("%dx%d: |A P A - A| = %g", m, n, d)
		}
		if d := maxDiff(mul(mul(p, a, n, m, n), p, n, n, m), p); d > 1e-12 {
			t.Fatalf("%dx%d: |P A P - P| = %g", m, n, d)
		}
	}
	// Rank-deficient: rank 2, and the minimum-norm solution of a
	// consistent system is pinv(a)·b.
	a := mul(testMatrix(1, 5, 2), testMatrix(2, 2, 4), 5, 2, 4)
	if r, _ := MatrixRank(a, 5, 4, -1); r != 2 {
		t.Errorf("rank = %d, want 2", r)
	}
	if r, _ := MatrixRank(make([]float64, 4), 2, 2, -1); r != 0 {
		t.Errorf("rank of zeros = %d", r)
	}
	b := mul(a, []float64{1, 2, 3, 4}, 5, 4, 1)
	x, rank, _, _ := Lstsq(a, 5, 4, b, 1, -1)
	p, _ := Pinv(a, 5, 4, 1e-15)
	if rank != 2 || maxDiff(x, mul(p, b, 4, 5, 1)) > 1e-12 {
		t.Errorf("rank-deficient lstsq: rank %d, x %v, pinv·b %v", rank, x, mul(p, b, 4, 5, 1))
	}
}
