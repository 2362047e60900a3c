package inspector

// This file generates the index maps that the tests and benchmarks
// inspect: structured triangulated grids (edges over vertices, cells over
// vertices, faces over cells) with natural or shuffled numbering, stars,
// permutations and random maps.

import "math/rand/v2"

// A mesh is a triangulated nx×ny grid: every square (i, j) is cut by its
// diagonal from (i, j) to (i+1, j+1) into two triangles.
type mesh struct {
	nv, ne, nc int
	// left and right are the two vertices of every edge.
	left, right []int64
	// c2v holds the three vertices of every cell (arity 3).
	c2v []int64
	// fl and fr are the cells on either side of every edge (the faces of
	// [edge colouring]): fl is a real cell; fr is a real cell, or a ghost cell
	// numbered from nc up for an edge on the boundary.
	fl, fr []int64
	nghost int
}

// gridMesh builds an nx×ny mesh. Edges are numbered vertex by vertex, so
// that nearby edges touch nearby vertices; shuffle numbers vertices, cells
// and edges at random instead and swaps the ends of half the edges, as an
// unordered mesh generator's output would be.
func gridMesh(nx, ny int, shuffle bool, seed uint64) *mesh {
	m := &mesh{nv: (nx + 1) * (ny + 1), nc: 2 * nx * ny}
	vid := func(i, j int) int64 { return int64(i*(ny+1) + j) }
	cell := func(i, j, t int) int64 { return int64(2*(i*ny+j) + t) }
	m.c2v = make([]int64, 0, 3*m.nc)
	for i := 0; i < nx; i++ {
		for j := 0; j < ny; j++ {
			a, b, c, d := vid(i, j), vid(i+1, j), vid(i, j+1), vid(i+1, j+1)
			m.c2v = append(m.c2v, a, b, d, a, d, c)
		}
	}
	ghost := int64(m.nc)
	face := func(c0, c1 int64) {
		if c0 < 0 {
			c0, c1 = c1, c0
		}
		if c1 < 0 {
			c1 = ghost
			ghost++
		}
		m.fl = append(m.fl, c0)
		m.fr = append(m.fr, c1)
	}
	for i := 0; i <= nx; i++ {
		for j := 0; j <= ny; j++ {
			if i < nx { // horizontal edge (i,j)-(i+1,j)
				m.left = append(m.left, vid(i, j))
				m.right = append(m.right, vid(i+1, j))
				c0, c1 := int64(-1), int64(-1)
				if j < ny {
					c0 = cell(i, j, 0)
				}
				if j > 0 {
					c1 = cell(i, j-1, 1)
				}
				face(c0, c1)
			}
			if j < ny { // vertical edge (i,j)-(i,j+1)
				m.left = append(m.left, vid(i, j))
				m.right = append(m.right, vid(i, j+1))
				c0, c1 := int64(-1), int64(-1)
				if i < nx {
					c0 = cell(i, j, 1)
				}
				if i > 0 {
					c1 = cell(i-1, j, 0)
				}
				face(c0, c1)
			}
			if i < nx && j < ny { // diagonal (i,j)-(i+1,j+1)
				m.left = append(m.left, vid(i, j))
				m.right = append(m.right, vid(i+1, j+1))
				face(cell(i, j, 0), cell(i, j, 1))
			}
		}
	}
	m.ne = len(m.left)
	m.nghost = int(ghost) - m.nc
	if shuffle {
		m.shuffle(seed)
	}
	return m
}

// shuffle renumbers vertices, cells and edges at random.
func (m *mesh) shuffle(seed uint64) {
	r := rand.New(rand.NewPCG(seed, 1))
	vperm := r.Perm(m.nv)
	cperm := r.Perm(m.nc)
	relabel := func(vals []int64, perm []int) {
		for k, v := range vals {
			if int(v) < len(perm) {
				vals[k] = int64(perm[v])
			}
		}
	}
	relabel(m.left, vperm)
	relabel(m.right, vperm)
	relabel(m.c2v, vperm)
	relabel(m.fl, cperm)
	relabel(m.fr, cperm) // ghosts are past nc and keep their numbers
	// Cells move to their new numbers.
	c2v := make([]int64, len(m.c2v))
	for c := 0; c < m.nc; c++ {
		copy(c2v[3*cperm[c]:3*cperm[c]+3], m.c2v[3*c:3*c+3])
	}
	m.c2v = c2v
	// Edges move to a random order; half swap their vertices.
	eperm := r.Perm(m.ne)
	l, rt, fl, fr := make([]int64, m.ne), make([]int64, m.ne), make([]int64, m.ne), make([]int64, m.ne)
	for e, k := range eperm {
		l[k], rt[k], fl[k], fr[k] = m.left[e], m.right[e], m.fl[e], m.fr[e]
		if r.IntN(2) == 0 {
			l[k], rt[k] = rt[k], l[k]
		}
	}
	m.left, m.right, m.fl, m.fr = l, rt, fl, fr
}

// edgeLoop is the accesses of
//
//	for e in range(ne):
//	    f = w[e] * (x[right[e]] - x[left[e]])
//	    res[left[e]] += f
//	    res[right[e]] -= f
func (m *mesh) edgeLoop() []Access {
	l, r := IndexMap{Values: m.left, Arity: 1}, IndexMap{Values: m.right, Arity: 1}
	return []Access{
		{Target: 0, Name: "x", Kind: Read, Len: int64(m.nv), Maps: []IndexMap{l, r}},
		{Target: 1, Name: "w", Kind: Read, Len: int64(m.ne), Direct: &Direct{Stride: 1}},
		{Target: 2, Name: "res", Kind: Increment, Op: Sum, Len: int64(m.nv), Maps: []IndexMap{l, r}},
	}
}

// faceLoop is the surface-integral loop of [edge colouring] over faces and the
// cells on either side (ghost cells included).
func (m *mesh) faceLoop() []Access {
	l, r := IndexMap{Values: m.fl, Arity: 1}, IndexMap{Values: m.fr, Arity: 1}
	n := int64(m.nc + m.nghost)
	return []Access{
		{Target: 0, Name: "u", Kind: Read, Len: n, Maps: []IndexMap{l, r}},
		{Target: 1, Name: "rhs", Kind: Increment, Op: Sum, Len: n, Maps: []IndexMap{l, r}},
	}
}

// cellLoop is acc[c2v[c, k]] += w[c] for k in range(3).
func (m *mesh) cellLoop() []Access {
	return []Access{
		{Target: 0, Name: "w", Kind: Read, Len: int64(m.nc), Direct: &Direct{Stride: 1}},
		{Target: 1, Name: "acc", Kind: Increment, Op: Sum, Len: int64(m.nv),
			Maps: []IndexMap{{Values: m.c2v, Arity: 3}}},
	}
}

// star returns n edges all touching vertex 0: left[e] = 0, right[e] = e+1.
func star(n int) (left, right []int64) {
	left, right = make([]int64, n), make([]int64, n)
	for e := range right {
		right[e] = int64(e + 1)
	}
	return left, right
}

// permutation returns a random permutation of 0..n-1.
func permutation(n int, seed uint64) []int64 {
	r := rand.New(rand.NewPCG(seed, 2))
	p := make([]int64, n)
	for i, v := range r.Perm(n) {
		p[i] = int64(v)
	}
	return p
}

// randomMap returns n*arity indices uniform in [0, length).
func randomMap(n, arity int, length int64, seed uint64) []int64 {
	r := rand.New(rand.NewPCG(seed, 3))
	m := make([]int64, n*arity)
	for k := range m {
		m[k] = r.Int64N(length)
	}
	return m
}
