package compile

// alpyna patch: PEP 448 unpacking in displays and calls (`[*a, *b]`,
// `(*a, 1)`, `{*a, *b}`, `{**a, 'k': 1, **b}`, `f(*a, b)`, `f(**a, **b)`)
// and PEP 572 assignment expressions. The 3.4 VM has none of CPython
// 3.5's BUILD_*_UNPACK opcodes, so a display or call that unpacks calls a
// constant Go function with its parts: each run of plain elements is
// built into a tuple (or a dict) and each `*`/`**` operand is passed as it
// is.

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

// iterableParts calls fn on the items of each part in turn: CPython's
// LIST_EXTEND, with its error for an operand that cannot be iterated.
func iterableParts(parts py.Tuple, fn func(py.Object) error) error {
	for _, part := range parts {
		it, err := py.Iter(part)
		if err != nil {
			if py.IsException(py.TypeError, err) {
				return py.ExceptionNewf(py.TypeError, "Value after * must be an iterable, not %s", part.Type().Name)
			}
			return err
		}
		var itemErr error
		err = py.Iterate(it, func(item py.Object) bool {
			itemErr = fn(item)
			return itemErr != nil
		})
		if itemErr != nil {
			return itemErr
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// unpackTuple makes a tuple of the items of its arguments, each an
// iterable: `(*a, 1)` and the positional arguments of `f(*a, b)`.
var unpackTuple = py.MustNewMethod("__unpack_tuple__", func(self py.Object, parts py.Tuple) (py.Object, error) {
	var items py.Tuple
	err := iterableParts(parts, func(item py.Object) error {
		items = append(items, item)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if items == nil {
		items = py.Tuple{}
	}
	return items, nil
}, 0, "")

// unpackList makes a list of the items of its arguments: `[*a, *b]`.
var unpackList = py.MustNewMethod("__unpack_list__", func(self py.Object, parts py.Tuple) (py.Object, error) {
	var items []py.Object
	err := iterableParts(parts, func(item py.Object) error {
		items = append(items, item)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return py.NewListFromItems(items), nil
}, 0, "")

// unpackSet makes a set of the items of its arguments: `{*a, *b}`.
var unpackSet = py.MustNewMethod("__unpack_set__", func(self py.Object, parts py.Tuple) (py.Object, error) {
	set := py.NewSet()
	err := iterableParts(parts, set.AddItem)
	if err != nil {
		return nil, err
	}
	return set, nil
}, 0, "")

// isMapping reports whether o can be merged into a dict: a dict or
// anything with keys(), as CPython's PyDict_Update asks.
func isMapping(o py.Object) bool {
	switch o.(type) {
	case *py.Dict, py.StringDict:
		return true
	}
	_, err := py.GetAttrString(o, "keys")
	return err == nil
}

// unpackDict merges its arguments, mappings, into a new dict, later keys
// winning: `{**a, 'k': 1, **b}`.
var unpackDict = py.MustNewMethod("__unpack_dict__", func(self py.Object, parts py.Tuple) (py.Object, error) {
	d := py.NewDict()
	for _, part := range parts {
		if !isMapping(part) {
			return nil, py.ExceptionNewf(py.TypeError, "'%s' object is not a mapping", part.Type().Name)
		}
		if err := d.Update(part); err != nil {
			return nil, err
		}
	}
	return d, nil
}, 0, "")

// functionString is CPython's _PyObject_FunctionStr, how call errors
// name the function: `__main__.f()`, `print()`.
func functionString(fn py.Object) string {
	attr, err := py.GetAttrString(fn, "__qualname__")
	qualname, ok := attr.(py.String)
	if err != nil || !ok {
		return fn.Type().Name + " object"
	}
	if module, err := py.GetAttrString(fn, "__module__"); err == nil {
		if m, ok := module.(py.String); ok && m != "builtins" {
			return string(m) + "." + string(qualname) + "()"
		}
	}
	return string(qualname) + "()"
}

// unpackKeywords merges the keyword arguments of a call, mappings after
// the called function, into one dict with CPython's errors: keys must be
// strings and a name may be given once.
var unpackKeywords = py.MustNewMethod("__unpack_keywords__", func(self py.Object, args py.Tuple) (py.Object, error) {
	fn, parts := args[0], args[1:]
	kwargs := py.NewDict()
	for _, part := range parts {
		if !isMapping(part) {
			return nil, py.ExceptionNewf(py.TypeError, "%s argument after ** must be a mapping, not %s", functionString(fn), part.Type().Name)
		}
		merged := py.NewDict()
		if err := merged.Update(part); err != nil {
			return nil, err
		}
		for _, kv := range merged.Items() {
			pair := kv.(py.Tuple)
			key, ok := pair[0].(py.String)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "keywords must be strings")
			}
			if _, found, _ := kwargs.GetItem(key); found {
				return nil, py.ExceptionNewf(py.TypeError, "%s got multiple values for keyword argument '%s'", functionString(fn), string(key))
			}
			if err := kwargs.SetItem(key, pair[1]); err != nil {
				return nil, err
			}
		}
	}
	return kwargs, nil
}, 0, "")

// hasStarred reports whether a display's elements unpack an iterable.
func hasStarred(elts []ast.Expr) bool {
	for _, elt := range elts {
		if _, ok := elt.(*ast.Starred); ok {
			return true
		}
	}
	return false
}

// iterableParts pushes the parts of elements some of which are starred:
// each run of plain elements as a tuple, each starred element's value.
// It returns how many parts it pushed.
func (c *compiler) iterableParts(elts []ast.Expr) uint32 {
	parts := uint32(0)
	run := uint32(0)
	flush := func() {
		if run > 0 {
			c.OpArg(vm.BUILD_TUPLE, run)
			parts++
			run = 0
		}
	}
	for _, elt := range elts {
		if starred, ok := elt.(*ast.Starred); ok {
			flush()
			c.Expr(starred.Value)
			parts++
		} else {
			c.Expr(elt)
			run++
		}
	}
	flush()
	return parts
}

// unpackDisplay compiles a list, tuple or set display with starred
// elements as a call of helper with its parts.
func (c *compiler) unpackDisplay(helper *py.Method, elts []ast.Expr) {
	c.LoadConst(helper)
	c.OpArg(vm.CALL_FUNCTION, c.iterableParts(elts))
}

// mappingParts pushes the parts of dict items, a nil key marking a
// `**mapping`: each run of plain items as a dict, each mapping itself. It
// returns how many parts it pushed.
func (c *compiler) mappingParts(keys, values []ast.Expr) uint32 {
	parts := uint32(0)
	start := 0
	flush := func(end int) {
		if end > start {
			c.OpArg(vm.BUILD_MAP, uint32(end-start))
			for i := start; i < end; i++ {
				c.Expr(values[i])
				c.Expr(keys[i])
				c.Op(vm.STORE_MAP)
			}
			parts++
		}
	}
	for i, key := range keys {
		if key == nil {
			flush(i)
			c.Expr(values[i])
			parts++
			start = i + 1
		}
	}
	flush(len(keys))
	return parts
}

// hasDictUnpacking reports whether a dict display has a `**mapping`.
func hasDictUnpacking(keys []ast.Expr) bool {
	for _, key := range keys {
		if key == nil {
			return true
		}
	}
	return false
}

// needsGeneralCall reports whether a call uses unpacking beyond what
// CALL_FUNCTION_VAR_KW does: several `*`/`**` operands, a positional
// argument after `*` or a keyword after `**`; or whether CALL_FUNCTION_VAR_KW's
// order of evaluation, keyword arguments before `*args` (CPython 3.4),
// could be seen: CPython 3.5+ evaluates `*args` first, which only a name
// or a constant on either side cannot tell apart.
func needsGeneralCall(args []ast.Expr, keywords []*ast.Keyword, starargs ast.Expr) bool {
	if hasStarred(args) {
		return true
	}
	if starargs != nil && len(keywords) > 0 {
		if !isNameOrConstant(starargs) {
			return true
		}
		for _, kw := range keywords {
			if !isNameOrConstant(kw.Value) {
				return true
			}
		}
	}
	for _, kw := range keywords {
		if kw.Arg == "" {
			return true
		}
	}
	return false
}

// isNameOrConstant reports whether evaluating e has no effect that the
// order of evaluation could show.
func isNameOrConstant(e ast.Expr) bool {
	switch e.(type) {
	case *ast.Name, *ast.Num, *ast.Str, *ast.Bytes, *ast.NameConstant, *ast.Ellipsis:
		return true
	}
	return false
}

// generalCall calls the function on the stack, below n arguments already
// pushed, with args (some *ast.Starred) and keywords (those without a
// name `**mapping`), in CPython 3.11's order of evaluation: the
// positional arguments are collected into a tuple by unpackTuple, the
// keywords into a dict by unpackKeywords, and the call made by
// CALL_FUNCTION_VAR(_KW).
func (c *compiler) generalCall(n int, args []ast.Expr, keywords []*ast.Keyword) {
	// Positional arguments: function, tuple.
	parts := uint32(0)
	if n > 0 {
		c.OpArg(vm.BUILD_TUPLE, uint32(n))
		c.LoadConst(unpackTuple)
		c.Op(vm.ROT_TWO)
		parts++
	} else {
		c.LoadConst(unpackTuple)
	}
	parts += c.iterableParts(args)
	c.OpArg(vm.CALL_FUNCTION, parts)
	if len(keywords) == 0 {
		c.OpArg(vm.CALL_FUNCTION_VAR, 0)
		return
	}
	// Keywords: function, tuple, dict; unpackKeywords gets the function
	// for its messages.
	c.Op(vm.DUP_TOP_TWO)
	c.Op(vm.POP_TOP)
	c.LoadConst(unpackKeywords)
	c.Op(vm.ROT_TWO)
	keys := make([]ast.Expr, len(keywords))
	values := make([]ast.Expr, len(keywords))
	seen := make(map[ast.Identifier]bool, len(keywords))
	for i, kw := range keywords {
		if kw.Arg != "" {
			if seen[kw.Arg] {
				c.panicSyntaxErrorf(kw, "keyword argument repeated")
			}
			seen[kw.Arg] = true
			keys[i] = &ast.Str{ExprBase: ast.ExprBase{Pos: kw.Pos}, S: py.String(kw.Arg)}
		}
		values[i] = kw.Value
	}
	c.OpArg(vm.CALL_FUNCTION, 1+c.mappingParts(keys, values))
	c.OpArg(vm.CALL_FUNCTION_VAR_KW, 0)
}

// namedExpr compiles `target := value`: the value stays on the stack.
func (c *compiler) namedExpr(node *ast.NamedExpr) {
	c.Expr(node.Value)
	c.Op(vm.DUP_TOP)
	c.Expr(node.Target)
}
