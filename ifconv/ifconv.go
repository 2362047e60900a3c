package ifconv

import (
	"errors"
	"fmt"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// Convert if-converts n in place: every If and Break node is replaced by
// predicated assignments and generated statements that compute predicate
// arrays, as the package documentation describes. It records the predicate
// arrays in n.Predicates, sets n.Converted and rebuilds the flat view with
// n.Index.
//
// A nest that is already converted is left as it is. A nest with Reasons is
// converted all the same. Where the converted record could not mean what
// the source means (a loop variable read after a loop that no longer stops
// where it did), Convert still converts and appends a Reason, so the nest
// runs in the interpreter.
//
// Convert reports an error, and leaves n unchanged, only for a malformed
// record: a nil node, a node of an unknown type, a nest without a root loop.
// Missing expressions (a nil Test or Value, where the front end could not
// represent one and gave a Reason) are carried over as they are.
func Convert(n *nest.Nest) error {
	if n == nil {
		return errors.New("ifconv: nil nest")
	}
	if n.Converted {
		return nil
	}
	if n.Root == nil {
		return fmt.Errorf("ifconv: nest %s at %s has no root loop", n.Func, n.Pos)
	}
	c := &converter{n: n,
		ifs:       map[*nest.If]*nest.Predicate{},
		exits:     map[*nest.Loop]*nest.Predicate{},
		predLoops: map[*nest.Predicate][]*nest.Loop{}}
	if err := c.number([]nest.Node{n.Root}, nil); err != nil {
		return err
	}
	c.checkLoopVars()
	root := c.convertLoop(n.Root, nil, nil)
	n.Root = root
	n.Index()
	for _, p := range c.order {
		loops := c.predLoops[p]
		p.Loops = make([]int, len(loops))
		for i, l := range loops {
			p.Loops[i] = l.Index
		}
	}
	n.Predicates = c.order
	n.Converted = true
	return nil
}

// converter holds the state of one Convert call.
type converter struct {
	n *nest.Nest

	// Found by number, before anything changes.
	ifs       map[*nest.If]*nest.Predicate     // each if's branch predicate
	exits     map[*nest.Loop]*nest.Predicate   // each loop's exit flag, for loops that break
	predLoops map[*nest.Predicate][]*nest.Loop // the loops each predicate is expanded over
	order     []*nest.Predicate                // __p1, __p2, …, then __e1, __e2, …
}

// number walks the tree in source order, naming a branch predicate for
// every if and an exit flag for every loop that a break leaves (one flag
// per loop, named by its first break), and checks that the record is well
// formed: it is the only place Convert fails, so a failing Convert changes
// nothing.
func (c *converter) number(body []nest.Node, loops []*nest.Loop) error {
	var ps, es []*nest.Predicate
	var walk func(body []nest.Node, loops []*nest.Loop) error
	walk = func(body []nest.Node, loops []*nest.Loop) error {
		for _, nd := range body {
			switch x := nd.(type) {
			case *nest.Assign:
				if x == nil {
					return fmt.Errorf("ifconv: nest %s: nil assignment", c.n.Func)
				}
			case *nest.Loop:
				if x == nil {
					return fmt.Errorf("ifconv: nest %s: nil loop", c.n.Func)
				}
				if err := walk(x.Body, append(loops[:len(loops):len(loops)], x)); err != nil {
					return err
				}
			case *nest.If:
				if x == nil {
					return fmt.Errorf("ifconv: nest %s: nil if", c.n.Func)
				}
				if len(loops) == 0 {
					return fmt.Errorf("ifconv: %s: if outside the nest's loops", x.Pos)
				}
				p := &nest.Predicate{Name: fmt.Sprintf("__p%d", len(ps)+1), Pos: x.Pos}
				ps = append(ps, p)
				c.ifs[x] = p
				c.predLoops[p] = append([]*nest.Loop(nil), loops...)
				if err := walk(x.Then, loops); err != nil {
					return err
				}
				if err := walk(x.Else, loops); err != nil {
					return err
				}
			case *nest.Break:
				if x == nil {
					return fmt.Errorf("ifconv: nest %s: nil break", c.n.Func)
				}
				if len(loops) == 0 {
					return fmt.Errorf("ifconv: %s: break outside the nest's loops", x.Pos)
				}
				// Python's break leaves the innermost enclosing loop,
				// whatever Break.Loop says.
				l := loops[len(loops)-1]
				if c.exits[l] == nil {
					p := &nest.Predicate{Name: fmt.Sprintf("__e%d", len(es)+1), Pos: x.Pos, Exit: true}
					es = append(es, p)
					c.exits[l] = p
					c.predLoops[p] = append([]*nest.Loop(nil), loops[:len(loops)-1]...)
				}
			default:
				return fmt.Errorf("ifconv: nest %s: unexpected node %T", c.n.Func, nd)
			}
		}
		return nil
	}
	if err := walk(body, loops); err != nil {
		return err
	}
	c.order = append(ps, es...)
	return nil
}

// convertLoop returns l with its body converted. outer are the loops
// enclosing l and guard the conjunction under which l's body runs (nil for
// always).
func (c *converter) convertLoop(l *nest.Loop, outer []*nest.Loop, guard nest.Expr) *nest.Loop {
	loops := append(outer[:len(outer):len(outer)], l)
	var body []nest.Node
	if e := c.exits[l]; e != nil {
		if len(outer) == 0 {
			// The root loop has no body before it to hold the
			// initialisation, so its first iteration does it, ahead of
			// every other statement and unguarded by the flag itself.
			start := cloneExpr(l.Start)
			if start == nil {
				start = &nest.Const{Pos: l.Pos, Kind: nest.Int}
			}
			first := &nest.Compare{Pos: e.Pos, Op: nest.Eq,
				X: &nest.Name{Pos: e.Pos, Id: l.Var, Role: nest.LoopVar}, Y: start}
			body = append(body, c.generated(c.ref(e, e.Pos), boolConst(e.Pos, false), and(guard, first), e.Pos, "break"))
		}
		guard = and(guard, not(c.ref(e, e.Pos)))
	}
	c.convertBody(l.Body, loops, guard, &body)
	l.Body = body
	return l
}

// convertBody appends to out the converted form of body, whose statements
// are enclosed by loops and run under guard.
func (c *converter) convertBody(body []nest.Node, loops []*nest.Loop, guard nest.Expr, out *[]nest.Node) {
	for _, nd := range body {
		switch x := nd.(type) {
		case *nest.Assign:
			x.Pred = and(guard, x.Pred)
			*out = append(*out, x)
		case *nest.Loop:
			if e := c.exits[x]; e != nil && len(loops) > 0 {
				// Where the loop's guards are false it never runs: its
				// flag says it is over, so that a loop with no bound of
				// its own (a while) stops at once rather than running
				// its whole range with every statement switched off.
				init, pred := nest.Expr(boolConst(e.Pos, false)), guard
				if guard != nil {
					init, pred = not(guard), nil
					if u, ok := guard.(*nest.Unary); ok && u.Op == nest.Not {
						init = u.X // guards are bools: not not g is g
					}
				}
				*out = append(*out, c.generated(c.ref(e, e.Pos), init, pred, e.Pos, "break"))
			}
			*out = append(*out, c.convertLoop(x, loops, guard))
		case *nest.If:
			p := c.ifs[x]
			*out = append(*out, c.generated(c.ref(p, x.Pos), x.Test, guard, x.Pos, "if"))
			c.convertBody(x.Then, loops, and(guard, c.ref(p, x.Pos)), out)
			c.convertBody(x.Else, loops, and(guard, not(c.ref(p, x.Pos))), out)
		case *nest.Break:
			e := c.exits[loops[len(loops)-1]]
			*out = append(*out, c.generated(c.ref(e, x.Pos), boolConst(x.Pos, true), guard, x.Pos, "break"))
		}
	}
}

// generated returns the statement target = value under pred, implementing
// the construct what at pos.
func (c *converter) generated(target *nest.Ref, value, pred nest.Expr, pos nest.Pos, what string) *nest.Assign {
	return &nest.Assign{
		Pos:    pos,
		Text:   nest.String(target) + " = " + nest.String(value),
		Target: target,
		Value:  value,
		Pred:   pred,
		Origin: fmt.Sprintf("%s at %d:%d", what, pos.Line, pos.Col),
	}
}

// ref returns a new reference to p's element for the current iteration:
// p subscripted by the variables of the loops it is expanded over.
func (c *converter) ref(p *nest.Predicate, pos nest.Pos) *nest.Ref {
	loops := c.predLoops[p]
	r := &nest.Ref{Pos: pos, Array: p.Name, Synthetic: true,
		Subs: make([]nest.Expr, len(loops)), Forms: make([]affine.Form, len(loops))}
	for i, l := range loops {
		r.Subs[i] = &nest.Name{Pos: pos, Id: l.Var, Role: nest.LoopVar}
		r.Forms[i] = affine.Var(l.Var)
	}
	return r
}

func and(x, y nest.Expr) nest.Expr {
	switch {
	case x == nil:
		return y
	case y == nil:
		return x
	}
	return &nest.Logic{Pos: y.Position(), Op: nest.And, X: x, Y: y}
}

func not(x nest.Expr) nest.Expr { return &nest.Unary{Pos: x.Position(), Op: nest.Not, X: x} }

func boolConst(pos nest.Pos, v bool) *nest.Const {
	c := &nest.Const{Pos: pos, Kind: nest.Bool}
	if v {
		c.Int = 1
	}
	return c
}

// cloneExpr returns a deep copy of e, so that a generated statement shares
// no node with the loop it was made from.
func cloneExpr(e nest.Expr) nest.Expr {
	switch x := e.(type) {
	case *nest.Const:
		y := *x
		return &y
	case *nest.Name:
		y := *x
		return &y
	case *nest.Ref:
		y := *x
		y.Subs = cloneExprs(x.Subs)
		y.Forms = append([]affine.Form(nil), x.Forms...)
		return &y
	case *nest.Binary:
		y := *x
		y.X, y.Y = cloneExpr(x.X), cloneExpr(x.Y)
		return &y
	case *nest.Unary:
		y := *x
		y.X = cloneExpr(x.X)
		return &y
	case *nest.Compare:
		y := *x
		y.X, y.Y = cloneExpr(x.X), cloneExpr(x.Y)
		return &y
	case *nest.Logic:
		y := *x
		y.X, y.Y = cloneExpr(x.X), cloneExpr(x.Y)
		return &y
	case *nest.Cond:
		y := *x
		y.Test, y.Then, y.Else = cloneExpr(x.Test), cloneExpr(x.Then), cloneExpr(x.Else)
		return &y
	case *nest.Call:
		y := *x
		y.Args = cloneExprs(x.Args)
		return &y
	case *nest.Opaque:
		y := *x
		y.Names = append([]string(nil), x.Names...)
		return &y
	}
	return e
}

func cloneExprs(es []nest.Expr) []nest.Expr {
	if es == nil {
		return nil
	}
	out := make([]nest.Expr, len(es))
	for i, e := range es {
		out[i] = cloneExpr(e)
	}
	return out
}
