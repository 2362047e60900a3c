"""Dump what CPython's ast says about the loop nests of a script.

Used by frontend's TestCPythonPositions: for each outermost for statement
of every decorated function (walking into if/while/with/try of the body,
not into nested defs), print one line per node of interest inside it:

    nest L C
    for L C
    if L C
    break L C
    return L C
    while L C
    stmt L C <ast.unparse of the statement>   (Assign and AugAssign)
    <kind> L C                                 (expression nodes)

with L the line and C the col_offset plus one. Run: python3 cpython_positions.py FILE
"""
import ast
import sys

KINDS = {
    ast.Subscript: "ref", ast.Call: "call", ast.BinOp: "binary", ast.UnaryOp: "unary",
    ast.Compare: "compare", ast.BoolOp: "logic", ast.IfExp: "cond", ast.Name: "name",
    ast.Constant: "const", ast.Attribute: "attr",
}


def pos(node):
    return "%d %d" % (node.lineno, node.col_offset + 1)


def dump_expr(node):
    for sub in ast.walk(node):
        kind = KINDS.get(type(sub))
        if kind:
            print(kind, pos(sub))


def dump_stmts(stmts):
    for st in stmts:
        if isinstance(st, ast.For):
            print("for", pos(st))
            dump_expr(st.iter)
            dump_stmts(st.body)
            dump_stmts(st.orelse)
        elif isinstance(st, ast.If):
            print("if", pos(st))
            dump_expr(st.test)
            dump_stmts(st.body)
            dump_stmts(st.orelse)
        elif isinstance(st, ast.Break):
            print("break", pos(st))
        elif isinstance(st, ast.Return):
            print("return", pos(st))
            if st.value is not None:
                dump_expr(st.value)
        elif isinstance(st, (ast.Assign, ast.AugAssign)):
            print("stmt", pos(st), ast.unparse(st))
            dump_expr(st)
        elif isinstance(st, (ast.While, ast.With, ast.Try)):
            if isinstance(st, ast.While):
                print("while", pos(st))
                dump_expr(st.test)
            for field in ("body", "orelse", "finalbody"):
                dump_stmts(getattr(st, field, []))
            for h in getattr(st, "handlers", []):
                dump_stmts(h.body)


def while_nest(st):
    # A while that the front end takes as a nest of its own
    # (frontend/while.go): any while with a body and no else, counted
    # (countedFor) or not (uncountedFor).
    return isinstance(st, ast.While) and not st.orelse and bool(st.body)


def find_nests(stmts):
    for st in stmts:
        if isinstance(st, ast.For) or while_nest(st):
            print("nest", pos(st))
            dump_stmts([st])
        elif isinstance(st, (ast.If, ast.While, ast.With, ast.Try)):
            for field in ("body", "orelse", "finalbody"):
                find_nests(getattr(st, field, []))
            for h in getattr(st, "handlers", []):
                find_nests(h.body)


def main():
    with open(sys.argv[1]) as f:
        tree = ast.parse(f.read(), sys.argv[1])
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.decorator_list:
            print("func", node.name, pos(node))
            find_nests(node.body)


main()
