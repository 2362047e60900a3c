package ifconv

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// This file generates random nests with ifs, elifs, elses and breaks at
// every depth, from a stream of choices: random bytes in TestRandomNests,
// the fuzzer's input in FuzzConvert. The same stream always gives the same
// nest, so a nest can be built twice, once to keep and once to convert.

// choices reads decisions from data; past its end every decision is 0,
// which ends every body, so any input gives a finite nest.
type choices struct {
	data []byte
	at   int
}

func (c *choices) intn(n int) int {
	if c.at >= len(c.data) || n <= 1 {
		return 0
	}
	b := c.data[c.at]
	c.at++
	return int(b) % n
}

type generator struct {
	c      *choices
	line   int
	breaks map[*nest.Break]*nest.Loop
}

var genVars = []string{"i", "j", "k"}

// generateNest builds a nest over arrays a, b (1-d) and m (2-d), scalars s
// and t, and the symbol n.
func generateNest(data []byte) *nest.Nest {
	g := &generator{c: &choices{data: data}, breaks: map[*nest.Break]*nest.Loop{}}
	n := &nest.Nest{Func: "gen", Params: []string{"a", "b", "m", "n"}, Pos: g.pos(),
		Symbols: []string{"n"}, Arrays: []string{"a", "b", "m"},
		Scalars: []*nest.Scalar{{Name: "s", LiveIn: true, LiveOut: true}, {Name: "t", LiveIn: true, LiveOut: true}}}
	n.Root = g.loop(nil)
	n.Index()
	for b, l := range g.breaks {
		b.Loop = l.Index
	}
	return n
}

func (g *generator) pos() nest.Pos {
	g.line++
	return nest.Pos{File: "gen.py", Line: g.line, Col: 1}
}

func intConst(v int64) *nest.Const { return &nest.Const{Kind: nest.Int, Int: v} }

func (g *generator) loop(outer []*nest.Loop) *nest.Loop {
	l := &nest.Loop{Pos: g.pos(), Var: genVars[len(outer)], Step: intConst(1), StepValue: 1}
	l.Start = intConst(0)
	switch g.c.intn(6) {
	case 0:
		l.Stop = intConst(int64(g.c.intn(5)))
	case 1:
		l.Stop = &nest.Name{Id: "n", Role: nest.Symbol}
	case 2:
		if len(outer) > 0 { // triangular
			l.Stop = &nest.Name{Id: outer[len(outer)-1].Var, Role: nest.LoopVar}
		} else {
			l.Stop = intConst(3)
		}
	case 3:
		l.Start, l.Stop = intConst(1), &nest.Name{Id: "n", Role: nest.Symbol}
	case 4:
		l.Start, l.Stop, l.Step, l.StepValue = intConst(4), intConst(-1), intConst(-1), -1
	case 5:
		l.Start, l.Stop, l.Step, l.StepValue = intConst(int64(g.c.intn(3))), intConst(6), intConst(2), 2
	}
	l.Lower, l.Upper = toForm(l.Start), toForm(l.Stop)
	loops := append(outer[:len(outer):len(outer)], l)
	l.Body = g.body(loops, 0)
	if len(l.Body) == 0 {
		l.Body = []nest.Node{g.assign(loops)}
	}
	return l
}

// body generates up to four nodes; ifDepth bounds the nesting of ifs.
func (g *generator) body(loops []*nest.Loop, ifDepth int) []nest.Node {
	var out []nest.Node
	for range 4 {
		switch g.c.intn(8) {
		case 0:
			return out
		case 1, 2:
			out = append(out, g.assign(loops))
		case 3, 4:
			if ifDepth < 3 {
				out = append(out, g.ifNode(loops, ifDepth))
			}
		case 5:
			b := &nest.Break{Pos: g.pos()}
			g.breaks[b] = loops[len(loops)-1]
			out = append(out, b)
		case 6:
			if len(loops) < len(genVars) {
				out = append(out, g.loop(loops))
			}
		case 7:
			out = append(out, g.assign(loops))
		}
	}
	return out
}

func (g *generator) ifNode(loops []*nest.Loop, ifDepth int) *nest.If {
	x := &nest.If{Pos: g.pos(), Test: g.cond(loops, 2)}
	x.Then = g.body(loops, ifDepth+1)
	switch g.c.intn(3) {
	case 1:
		x.Else = g.body(loops, ifDepth+1)
	case 2: // elif
		x.Else = []nest.Node{g.ifNode(loops, ifDepth+1)}
	}
	return x
}

func (g *generator) assign(loops []*nest.Loop) *nest.Assign {
	a := &nest.Assign{Pos: g.pos()}
	switch g.c.intn(4) {
	case 0:
		a.Target = &nest.Name{Id: []string{"s", "t"}[g.c.intn(2)], Role: nest.ScalarVar}
	default:
		a.Target = g.ref(loops)
	}
	a.Value = g.expr(loops, 2)
	if g.c.intn(3) == 0 {
		a.Op = []nest.BinOp{nest.Add, nest.Sub, nest.Mul}[g.c.intn(3)]
	}
	op := "="
	if a.Op != nest.NoOp {
		op = a.Op.String() + "="
	}
	a.Text = nest.String(a.Target) + " " + op + " " + nest.String(a.Value)
	return a
}

// ref is a[v + c], b[v + c] or m[v, w], over enclosing loop variables.
func (g *generator) ref(loops []*nest.Loop) *nest.Ref {
	sub := func() nest.Expr {
		if g.c.intn(4) == 0 {
			return intConst(int64(g.c.intn(3)))
		}
		v := &nest.Name{Id: loops[g.c.intn(len(loops))].Var, Role: nest.LoopVar}
		if k := g.c.intn(3) - 1; k != 0 {
			return &nest.Binary{Op: nest.Add, X: v, Y: intConst(int64(k))}
		}
		return v
	}
	r := &nest.Ref{}
	switch g.c.intn(3) {
	case 0:
		r.Array, r.Subs = "a", []nest.Expr{sub()}
	case 1:
		r.Array, r.Subs = "b", []nest.Expr{sub()}
	case 2:
		r.Array, r.Subs = "m", []nest.Expr{sub(), sub()}
	}
	r.Forms = make([]affine.Form, len(r.Subs))
	for k, s := range r.Subs {
		r.Forms[k] = toForm(s)
	}
	return r
}

func (g *generator) expr(loops []*nest.Loop, depth int) nest.Expr {
	if depth == 0 {
		switch g.c.intn(5) {
		case 0:
			return intConst(int64(g.c.intn(5) - 2))
		case 1:
			return &nest.Name{Id: loops[g.c.intn(len(loops))].Var, Role: nest.LoopVar}
		case 2:
			return &nest.Name{Id: []string{"s", "t"}[g.c.intn(2)], Role: nest.ScalarVar}
		case 3:
			return &nest.Const{Kind: nest.Float, Float: float64(g.c.intn(5)) / 2}
		}
		return g.ref(loops)
	}
	switch g.c.intn(6) {
	case 0:
		return &nest.Binary{Op: []nest.BinOp{nest.Add, nest.Sub, nest.Mul}[g.c.intn(3)],
			X: g.expr(loops, depth-1), Y: g.expr(loops, depth-1)}
	case 1:
		return &nest.Binary{Op: []nest.BinOp{nest.FloorDiv, nest.Mod}[g.c.intn(2)],
			X: g.expr(loops, depth-1), Y: intConst(int64(g.c.intn(3) + 2))}
	case 2:
		return &nest.Cond{Test: g.cond(loops, depth-1), Then: g.expr(loops, depth-1), Else: g.expr(loops, depth-1)}
	}
	return g.expr(loops, 0)
}

func (g *generator) cond(loops []*nest.Loop, depth int) nest.Expr {
	switch g.c.intn(6) {
	case 0:
		return g.ref(loops) // truthiness of an element
	case 1:
		if depth > 0 {
			return &nest.Logic{Op: []nest.LogicOp{nest.And, nest.Or}[g.c.intn(2)],
				X: g.cond(loops, depth-1), Y: g.cond(loops, depth-1)}
		}
	case 2:
		if depth > 0 {
			return &nest.Unary{Op: nest.Not, X: g.cond(loops, depth-1)}
		}
	}
	return &nest.Compare{Op: nest.CmpOp(g.c.intn(6) + 1), X: g.expr(loops, depth), Y: g.expr(loops, 0)}
}

// convertAndCheck converts a fresh copy of the nest data generates and
// checks it against the original on a few inputs; it reports whether any
// run was compared.
func convertAndCheck(t *testing.T, data []byte, inputs int) bool {
	t.Helper()
	orig, conv := generateNest(data), generateNest(data)
	if err := Convert(conv); err != nil {
		t.Fatalf("Convert: %v\n%s", err, orig)
	}
	checkRecord(t, conv)
	compared := false
	r := rand.New(rand.NewPCG(uint64(len(data)), 1))
	for range inputs {
		if checkEquivalent(t, orig, conv, newState(orig, r)) {
			compared = true
		}
		if t.Failed() {
			break
		}
	}
	return compared
}

func TestRandomNests(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 7))
	const nests = 3000
	compared, withBreak := 0, 0
	for k := 0; k < nests && !t.Failed(); k++ {
		data := make([]byte, 40+r.IntN(160))
		for i := range data {
			data[i] = byte(r.Uint32())
		}
		if convertAndCheck(t, data, 3) {
			compared++
			if n := generateNest(data); hasBreak(n) {
				withBreak++
			}
		}
	}
	// The generator must produce nests worth checking.
	if compared < nests/2 || withBreak < nests/10 {
		t.Errorf("only %d of %d nests compared, %d with a break", compared, nests, withBreak)
	}
}

func hasBreak(n *nest.Nest) bool {
	found := false
	nest.Walk([]nest.Node{n.Root}, func(nd nest.Node) {
		if _, ok := nd.(*nest.Break); ok {
			found = true
		}
	})
	return found
}

func FuzzConvert(f *testing.F) {
	for _, seed := range []string{
		"", "\x01", "\x03\x03\x05\x00", "\x06\x06\x03\x05\x01\x01",
		"\x01\x03\x03\x00\x02\x05\x05\x06\x01\x03\x05\x00\x07\x02",
		"\x02\x06\x06\x04\x03\x01\x05\x00\x03\x00\x05\x02\x01\x01",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		convertAndCheck(t, data, 2)
	})
}

func TestGeneratorDeterministic(t *testing.T) {
	data := []byte(fmt.Sprint("seed for a nest with some depth ", 12345, "\x03\x05\x06\x01"))
	if a, b := generateNest(data).String(), generateNest(data).String(); a != b {
		t.Fatalf("same choices, different nests:\n%s\n%s", a, b)
	}
}

// toForm returns e as an affine form over loop variables and symbols, or
// the non-affine form.
func toForm(e nest.Expr) affine.Form {
	switch x := e.(type) {
	case *nest.Const:
		if x.Kind == nest.Int && x.Name == "" {
			return affine.Const(x.Int)
		}
	case *nest.Name:
		if x.Role != nest.ScalarVar {
			return affine.Var(x.Id)
		}
	case *nest.Unary:
		if x.Op == nest.Neg {
			if f, err := toForm(x.X).Scale(-1); err == nil {
				return f
			}
		}
	case *nest.Binary:
		a, b := toForm(x.X), toForm(x.Y)
		if !a.Valid() || !b.Valid() {
			break
		}
		var f affine.Form
		var err error
		switch {
		case x.Op == nest.Add:
			f, err = a.Add(b)
		case x.Op == nest.Sub:
			f, err = a.Sub(b)
		case x.Op == nest.Mul && a.IsConst():
			f, err = b.Scale(a.Const())
		case x.Op == nest.Mul && b.IsConst():
			f, err = a.Scale(b.Const())
		default:
			return affine.NonAffine()
		}
		if err == nil {
			return f
		}
	}
	return affine.NonAffine()
}
