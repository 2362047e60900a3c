package pynumpy

import (
	"math"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is np.set_printoptions, np.get_printoptions and the
// np.printoptions context manager. The options belong to the interpreter
// (its numpy module's globals), not to the process: scripts run one after
// another in one process, or side by side, each start from NumPy's
// defaults. Arrays printed by str and repr follow the options of the
// interpreter running the code that prints them.

// printOptionsType is the type of the value kept in the module's globals.
var printOptionsType = py.NewType("numpy._printoptions", "The print options of one interpreter.")

// printOptions is the state np.set_printoptions changes: the options
// ndarray formats with, and the threshold as it was given (an int, or a
// float such as np.inf), which get_printoptions returns.
type printOptions struct {
	opts      ndarray.PrintOptions
	threshold py.Object
}

func (p *printOptions) Type() *py.Type { return printOptionsType }

// printOptionsKey is the name of the state in the numpy module's globals.
const printOptionsKey = "_printoptions"

// defaultPrintOptions is NumPy's defaults.
func defaultPrintOptions() *printOptions {
	return &printOptions{opts: ndarray.DefaultPrintOptions, threshold: py.Int(ndarray.DefaultPrintOptions.Threshold)}
}

// moduleOptions returns the options of the interpreter of module m.
func moduleOptions(m *py.Module) *printOptions {
	if p, ok := m.Globals[printOptionsKey].(*printOptions); ok {
		return p
	}
	return defaultPrintOptions()
}

// currentPrintOptions returns the options of the interpreter running the
// current frame (NumPy's defaults outside any).
func currentPrintOptions() *ndarray.PrintOptions {
	if frame := py.RunningFrame(); frame != nil {
		if m, err := frame.Context.GetModule("numpy"); err == nil {
			if p, ok := m.Globals[printOptionsKey].(*printOptions); ok {
				return &p.opts
			}
		}
	}
	return &ndarray.DefaultPrintOptions
}

// checkPrecision is NumPy's error for printing a float array under a
// negative precision, which set_printoptions accepts.
func checkPrecision(a *ndarray.Array, o *ndarray.PrintOptions) error {
	dt := a.DType()
	if o.Precision < 0 && o.FloatMode != ndarray.Unique && (dt.IsFloat() || dt.IsComplex()) && a.NDim() > 0 && a.Size() > 0 {
		return py.ExceptionNewf(py.ValueError, "precision must be >= 0")
	}
	return nil
}

// setPrintOptionsParams are set_printoptions' parameters in their
// positional order.
var setPrintOptionsParams = []string{"precision", "threshold", "edgeitems", "linewidth", "suppress", "nanstr", "infstr", "formatter", "sign", "floatmode"}

func printOptionsFunctions() []*py.Method {
	return []*py.Method{
		py.MustNewMethod("set_printoptions", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return py.None, setPrintOptions(self.(*py.Module), args, kwargs)
		}, 0, "set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None)\n\nSet how arrays are printed."),
		py.MustNewMethod("get_printoptions", func(self py.Object, args py.Tuple) (py.Object, error) {
			return printOptionsDict(moduleOptions(self.(*py.Module))), nil
		}, 0, "get_printoptions()\n\nThe current print options, as a dict."),
		py.MustNewMethod("printoptions", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return &printOptionsContext{module: self.(*py.Module), args: args, kwargs: kwargs}, nil
		}, 0, "printoptions(*args, **kwargs)\n\nA context manager applying set_printoptions(*args, **kwargs) inside a with block."),
	}
}

// setPrintOptions is np.set_printoptions with NumPy 1.24's checks; the
// options it does not have (a formatter, other nan and inf strings, sign,
// legacy modes) raise NotImplementedError unless given their defaults.
func setPrintOptions(m *py.Module, args py.Tuple, kwargs py.StringDict) error {
	if len(args) > len(setPrintOptionsParams) {
		return py.ExceptionNewf(py.TypeError, "set_printoptions() takes from 0 to %d positional arguments but %d were given", len(setPrintOptionsParams), len(args))
	}
	given := py.StringDict{}
	for i, v := range args {
		given[setPrintOptionsParams[i]] = v
	}
	for k, v := range kwargs {
		if k != "legacy" && !containsString(setPrintOptionsParams, k) {
			return py.ExceptionNewf(py.TypeError, "set_printoptions() got an unexpected keyword argument '%s'", k)
		}
		if _, dup := given[k]; dup {
			return py.ExceptionNewf(py.TypeError, "set_printoptions() got multiple values for argument '%s'", k)
		}
		given[k] = v
	}
	for k, v := range given {
		if v == py.None {
			delete(given, k)
		}
	}
	next := *moduleOptions(m)
	if v, ok := given["suppress"]; ok {
		b, err := py.MakeBool(v)
		if err != nil {
			return err
		}
		next.opts.Suppress = b == py.True
	}
	if v, ok := given["floatmode"]; ok {
		s, _ := v.(py.String)
		mode := -1
		for i, name := range ndarray.FloatModes {
			if string(s) == name {
				mode = i
			}
		}
		if mode < 0 {
			return py.ExceptionNewf(py.ValueError, "floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", \"maxprec_equal\"")
		}
		next.opts.FloatMode = []ndarray.FloatMode{ndarray.Fixed, ndarray.Unique, ndarray.MaxPrec, ndarray.MaxPrecEqual}[mode]
	}
	if v, ok := given["sign"]; ok {
		switch s, _ := v.(py.String); s {
		case "-":
		case "+", " ":
			return py.ExceptionNewf(py.NotImplementedError, "np.set_printoptions: sign='%s' is not supported (docs/numpy.md)", string(s))
		default:
			return py.ExceptionNewf(py.ValueError, "sign option must be one of ' ', '+', or '-'")
		}
	}
	if v, ok := given["legacy"]; ok && v != py.False {
		return py.ExceptionNewf(py.NotImplementedError, "np.set_printoptions: legacy printing modes are not supported (docs/numpy.md)")
	}
	for _, k := range []string{"nanstr", "infstr"} {
		if v, ok := given[k]; ok && v != py.String(strings.TrimSuffix(k, "str")) {
			return py.ExceptionNewf(py.NotImplementedError, "np.set_printoptions: %s= is not supported (docs/numpy.md)", k)
		}
	}
	if _, ok := given["formatter"]; ok {
		return py.ExceptionNewf(py.NotImplementedError, "np.set_printoptions: formatter= is not supported (docs/numpy.md)")
	}
	if v, ok := given["threshold"]; ok {
		t, isNumber, err := thresholdOf(v)
		if err != nil {
			return err
		}
		if !isNumber {
			return py.ExceptionNewf(py.TypeError, "threshold must be numeric")
		}
		if math.IsNaN(t) {
			return py.ExceptionNewf(py.ValueError, "threshold must be non-NAN, try sys.maxsize for untruncated representation")
		}
		// An array is summarised when its size exceeds the threshold.
		switch {
		case t >= math.MaxInt:
			next.opts.Threshold = math.MaxInt
		case t <= math.MinInt:
			next.opts.Threshold = math.MinInt
		default:
			next.opts.Threshold = int(math.Floor(t))
		}
		next.threshold = v
	}
	if v, ok := given["precision"]; ok {
		p, isInt, err := indexOf(v)
		if err != nil || !isInt {
			if _, isBool := v.(py.Bool); !isBool {
				return py.ExceptionNewf(py.TypeError, "precision must be an integer")
			}
			p = 0
			if v == py.True {
				p = 1
			}
		}
		next.opts.Precision = p // a negative one fails when a float array prints
	}
	for _, k := range []string{"edgeitems", "linewidth"} {
		v, ok := given[k]
		if !ok {
			continue
		}
		n, isInt, err := indexOf(v)
		if err != nil {
			return err
		}
		if !isInt {
			return py.ExceptionNewf(py.TypeError, "np.set_printoptions: %s must be an integer", k)
		}
		if k == "edgeitems" {
			next.opts.EdgeItems = n
		} else {
			next.opts.LineWidth = n
		}
	}
	m.Globals.SetGlobal(printOptionsKey, &next)
	return nil
}

// thresholdOf converts a threshold: any Python or NumPy number.
func thresholdOf(v py.Object) (t float64, isNumber bool, err error) {
	switch v := v.(type) {
	case py.Bool:
		if v {
			return 1, true, nil
		}
		return 0, true, nil
	case py.Int:
		return float64(v), true, nil
	case *py.BigInt:
		f, err := v.Float()
		return float64(f), true, err
	case py.Float:
		return float64(v), true, nil
	case scalar:
		if v.v.DType.IsComplex() {
			return 0, false, nil
		}
		if v.v.DType.IsFloat() {
			return v.v.F, true, nil
		}
		return float64(v.v.I), true, nil
	}
	return 0, false, nil
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// printOptionsDict is np.get_printoptions(): a dict in NumPy's order.
func printOptionsDict(p *printOptions) py.Object {
	o := p.opts
	d := py.NewDictSized(11)
	for _, kv := range []struct {
		k string
		v py.Object
	}{
		{"edgeitems", py.Int(o.EdgeItems)},
		{"threshold", p.threshold},
		{"floatmode", py.String(o.FloatMode.String())},
		{"precision", py.Int(o.Precision)},
		{"suppress", py.NewBool(o.Suppress)},
		{"linewidth", py.Int(o.LineWidth)},
		{"nanstr", py.String("nan")},
		{"infstr", py.String("inf")},
		{"sign", py.String("-")},
		{"formatter", py.None},
		{"legacy", py.False},
	} {
		if err := d.SetItem(py.String(kv.k), kv.v); err != nil {
			panic(err) // a str key always hashes
		}
	}
	return d
}

var printOptionsContextType = py.NewType("numpy.printoptions", "printoptions(*args, **kwargs)\n\nContext manager applying set_printoptions(*args, **kwargs) inside a with block.")

// printOptionsContext is np.printoptions(...): it applies the options on
// entering the block, returning them as get_printoptions does, and
// restores the previous ones on leaving it.
type printOptionsContext struct {
	module *py.Module
	args   py.Tuple
	kwargs py.StringDict
	saved  *printOptions
}

func (c *printOptionsContext) Type() *py.Type { return printOptionsContextType }

func init() {
	printOptionsContextType.Dict["__enter__"] = py.MustNewMethod("__enter__", func(self py.Object) (py.Object, error) {
		c := self.(*printOptionsContext)
		saved := *moduleOptions(c.module)
		if err := setPrintOptions(c.module, c.args, c.kwargs); err != nil {
			return nil, err
		}
		c.saved = &saved
		return printOptionsDict(moduleOptions(c.module)), nil
	}, 0, "__enter__()\n\nApply the options.")
	printOptionsContextType.Dict["__exit__"] = py.MustNewMethod("__exit__", func(self py.Object, args py.Tuple) (py.Object, error) {
		c := self.(*printOptionsContext)
		if c.saved != nil {
			c.module.Globals.SetGlobal(printOptionsKey, c.saved)
		}
		return py.False, nil // exceptions propagate
	}, 0, "__exit__(*exc_info)\n\nRestore the options in force before the block.")
}
