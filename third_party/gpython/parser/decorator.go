package parser

import (
	"strings"

	"github.com/go-python/gpython/ast"
)

// dottedNameExpr turns the dotted name of a decorator, "alpyna.jit", into
// the expression it denotes: Attribute(Name("alpyna"), "jit").
//
// alpyna patch: upstream made a single Name "alpyna.jit", so every dotted
// decorator failed with NameError.
func dottedNameExpr(pos ast.Pos, dotted string) ast.Expr {
	parts := strings.Split(dotted, ".")
	var expr ast.Expr = &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(parts[0]), Ctx: ast.Load}
	for _, attr := range parts[1:] {
		expr = &ast.Attribute{ExprBase: ast.ExprBase{Pos: pos}, Value: expr, Attr: ast.Identifier(attr), Ctx: ast.Load}
	}
	return expr
}
