package frontend

// This file prints gpython AST nodes as Python source, the way CPython's
// ast.unparse (Lib/ast.py, class _Unparser, 3.11) does: the statement text
// of the loop record and the constructs named in reasons.

import (
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// Precedence levels of ast._Precedence.
const (
	precNamedExpr = iota
	precTuple
	precYield
	precTest
	precOr
	precAnd
	precNot
	precCmp
	precExpr
	precBOr
	precBXor
	precBAnd
	precShift
	precArith
	precTerm
	precFactor
	precPower
	precAwait
	precAtom
)

var binOpText = map[ast.OperatorNumber]string{
	ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Modulo: "%", ast.Pow: "**",
	ast.LShift: "<<", ast.RShift: ">>", ast.BitOr: "|", ast.BitXor: "^", ast.BitAnd: "&", ast.FloorDiv: "//", ast.MatMult: "@",
}

var binOpPrec = map[ast.OperatorNumber]int{
	ast.Add: precArith, ast.Sub: precArith, ast.Mult: precTerm, ast.Div: precTerm, ast.Modulo: precTerm,
	ast.FloorDiv: precTerm, ast.MatMult: precTerm, ast.Pow: precPower, ast.LShift: precShift, ast.RShift: precShift,
	ast.BitOr: precBOr, ast.BitXor: precBXor, ast.BitAnd: precBAnd,
}

var cmpOpText = map[ast.CmpOp]string{
	ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
	ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in",
}

var unaryOpText = map[ast.UnaryOpNumber]string{ast.Invert: "~", ast.Not: "not", ast.UAdd: "+", ast.USub: "-"}

// unparseStmt prints an assignment statement (the statements the loop
// record keeps) on one line.
func unparseStmt(s ast.Stmt) string {
	var u unparser
	switch x := s.(type) {
	case *ast.Assign:
		for _, t := range x.Targets {
			u.expr(t, precTuple)
			u.WriteString(" = ")
		}
		u.expr(x.Value, precTest)
	case *ast.AugAssign:
		u.expr(x.Target, precTest)
		u.WriteString(" " + binOpText[x.Op] + "= ")
		u.expr(x.Value, precTest)
	case *ast.ExprStmt:
		u.expr(x.Value, precTest)
	default:
		return "<statement>"
	}
	return u.String()
}

// unparseTarget prints an assignment or loop target: a tuple without
// parentheses.
func unparseTarget(e ast.Expr) string {
	var u unparser
	u.expr(e, precTuple)
	return u.String()
}

// unparse prints an expression.
func unparse(e ast.Expr) string {
	var u unparser
	u.expr(e, precTest)
	return u.String()
}

type unparser struct{ strings.Builder }

// expr writes e where the context requires precedence prec: e is
// parenthesised when it binds less tightly.
func (u *unparser) expr(e ast.Expr, prec int) {
	paren := func(p int, f func()) {
		if p < prec {
			u.WriteByte('(')
			f()
			u.WriteByte(')')
			return
		}
		f()
	}
	switch x := e.(type) {
	case nil:
	case *ast.Name:
		u.WriteString(string(x.Id))
	case *ast.Num:
		u.WriteString(numRepr(x.N))
	case *ast.Str:
		u.WriteString(strRepr(string(x.S)))
	case *ast.Bytes:
		u.WriteString("b" + strRepr(string(x.S)))
	case *ast.JoinedStr:
		u.WriteString("f'...'")
	case *ast.NameConstant:
		switch x.Value {
		case py.True:
			u.WriteString("True")
		case py.False:
			u.WriteString("False")
		default:
			u.WriteString("None")
		}
	case *ast.Ellipsis:
		u.WriteString("...")
	case *ast.BinOp:
		p := binOpPrec[x.Op]
		paren(p, func() {
			left, right := p, p+1
			if x.Op == ast.Pow {
				left, right = p+1, p
			}
			u.expr(x.Left, left)
			u.WriteString(" " + binOpText[x.Op] + " ")
			u.expr(x.Right, right)
		})
	case *ast.UnaryOp:
		p := precFactor
		if x.Op == ast.Not {
			p = precNot
		}
		paren(p, func() {
			u.WriteString(unaryOpText[x.Op])
			if x.Op == ast.Not {
				u.WriteByte(' ')
			}
			u.expr(x.Operand, p)
		})
	case *ast.BoolOp:
		p := precAnd
		op := " and "
		if x.Op == ast.Or {
			p, op = precOr, " or "
		}
		paren(p, func() {
			// ast.unparse raises the level at each operand.
			level := p
			for i, v := range x.Values {
				if i > 0 {
					u.WriteString(op)
				}
				level++
				u.expr(v, level)
			}
		})
	case *ast.Compare:
		paren(precCmp, func() {
			u.expr(x.Left, precCmp+1)
			for i, op := range x.Ops {
				u.WriteString(" " + cmpOpText[op] + " ")
				u.expr(x.Comparators[i], precCmp+1)
			}
		})
	case *ast.IfExp:
		paren(precTest, func() {
			u.expr(x.Body, precTest+1)
			u.WriteString(" if ")
			u.expr(x.Test, precTest+1)
			u.WriteString(" else ")
			u.expr(x.Orelse, precTest)
		})
	case *ast.NamedExpr: // PEP 572; always parenthesized, as CPython's unparse
		u.WriteByte('(')
		u.expr(x.Target, precTest)
		u.WriteString(" := ")
		u.expr(x.Value, precTest)
		u.WriteByte(')')
	case *ast.Attribute:
		u.expr(x.Value, precAtom)
		if n, ok := x.Value.(*ast.Num); ok {
			if _, isInt := n.N.(py.Int); isInt {
				u.WriteByte(' ')
			}
		}
		u.WriteString("." + string(x.Attr))
	case *ast.Subscript:
		u.expr(x.Value, precAtom)
		u.WriteByte('[')
		u.slice(x.Slice)
		u.WriteByte(']')
	case *ast.Call:
		u.expr(x.Func, precAtom)
		u.WriteByte('(')
		first := true
		sep := func() {
			if !first {
				u.WriteString(", ")
			}
			first = false
		}
		for _, a := range x.Args {
			sep()
			u.expr(a, precTest)
		}
		if x.Starargs != nil {
			sep()
			u.WriteByte('*')
			u.expr(x.Starargs, precExpr)
		}
		for _, k := range x.Keywords {
			sep()
			if k.Arg == "" { // `**mapping` among keywords (PEP 448)
				u.WriteString("**")
			} else {
				u.WriteString(string(k.Arg) + "=")
			}
			u.expr(k.Value, precTest)
		}
		if x.Kwargs != nil {
			sep()
			u.WriteString("**")
			u.expr(x.Kwargs, precExpr)
		}
		u.WriteByte(')')
	case *ast.Tuple:
		if len(x.Elts) == 0 || prec > precTuple {
			u.WriteByte('(')
			u.items(x.Elts)
			u.WriteByte(')')
		} else {
			u.items(x.Elts)
		}
	case *ast.List:
		u.WriteByte('[')
		u.list(x.Elts)
		u.WriteByte(']')
	case *ast.Set:
		u.WriteByte('{')
		u.list(x.Elts)
		u.WriteByte('}')
	case *ast.Dict:
		u.WriteByte('{')
		for i := range x.Keys {
			if i > 0 {
				u.WriteString(", ")
			}
			if x.Keys[i] == nil { // `**mapping` (PEP 448)
				u.WriteString("**")
				u.expr(x.Values[i], precExpr)
				continue
			}
			u.expr(x.Keys[i], precTest)
			u.WriteString(": ")
			u.expr(x.Values[i], precTest)
		}
		u.WriteByte('}')
	case *ast.Starred:
		u.WriteByte('*')
		u.expr(x.Value, precExpr)
	case *ast.Lambda:
		paren(precTest, func() { u.WriteString("lambda: ...") })
	case *ast.ListComp:
		u.WriteString("[...]")
	case *ast.SetComp, *ast.DictComp:
		u.WriteString("{...}")
	case *ast.GeneratorExp:
		u.WriteString("(...)")
	case *ast.Yield, *ast.YieldFrom:
		u.WriteString("(yield)")
	default:
		u.WriteString("...")
	}
}

func (u *unparser) list(es []ast.Expr) {
	for i, e := range es {
		if i > 0 {
			u.WriteString(", ")
		}
		u.expr(e, precTest)
	}
}

// items writes tuple elements; a one-element tuple keeps its comma.
func (u *unparser) items(es []ast.Expr) {
	u.list(es)
	if len(es) == 1 {
		u.WriteByte(',')
	}
}

func (u *unparser) slice(s ast.Slicer) {
	switch x := s.(type) {
	case *ast.Index:
		if t, ok := x.Value.(*ast.Tuple); ok && len(t.Elts) > 0 {
			u.items(t.Elts)
			return
		}
		u.expr(x.Value, precTest)
	case *ast.Slice:
		u.expr(x.Lower, precTest)
		u.WriteByte(':')
		u.expr(x.Upper, precTest)
		if x.Step != nil {
			u.WriteByte(':')
			u.expr(x.Step, precTest)
		}
	case *ast.ExtSlice:
		for i, d := range x.Dims {
			if i > 0 {
				u.WriteString(", ")
			}
			u.slice(d)
		}
		if len(x.Dims) == 1 {
			u.WriteByte(',')
		}
	}
}

// numRepr is repr() of a numeric literal; an infinite float prints as
// ast.unparse writes it.
func numRepr(n ast.Object) string {
	if f, ok := n.(py.Float); ok {
		s := py.FloatRepr(float64(f))
		if s == "inf" {
			return "1e309"
		}
		return s
	}
	if r, err := py.ReprAsString(n); err == nil {
		return r
	}
	return "<number>"
}

// strRepr is repr() of a string: single quotes unless the string holds a
// single quote and no double quote.
func strRepr(s string) string {
	q := byte('\'')
	if strings.ContainsRune(s, '\'') && !strings.ContainsRune(s, '"') {
		q = '"'
	}
	var b strings.Builder
	b.WriteByte(q)
	for _, r := range s {
		switch {
		case r == rune(q) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			b.WriteString(`\x`)
			b.WriteByte("0123456789abcdef"[r>>4])
			b.WriteByte("0123456789abcdef"[r&15])
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte(q)
	return b.String()
}
