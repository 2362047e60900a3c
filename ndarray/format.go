package ndarray

// This file prints arrays and scalars exactly as NumPy 1.24 does, with its
// default print options or those np.set_printoptions sets (precision,
// floatmode, suppress, threshold, edgeitems, linewidth). The array code is a port of
// numpy/core/arrayprint.py (array2string, _formatArray, FloatingFormat,
// IntegerFormat, BoolFormat); NumPy's Dragon4 digit generation is
// reproduced with strconv, whose shortest ("unique") digits and correctly
// rounded fixed-precision digits are the ones Dragon4 produces.

import (
	"math"
	"strconv"
	"strings"
)

// A FloatMode is NumPy's floatmode print option: how many fractional
// digits floats get.
type FloatMode uint8

const (
	// MaxPrec: each value's shortest round-trip digits, at most Precision.
	MaxPrec FloatMode = iota
	// Fixed: exactly Precision digits.
	Fixed
	// Unique: the shortest round-trip digits, Precision ignored.
	Unique
	// MaxPrecEqual: as MaxPrec, then every value with as many digits as
	// the longest.
	MaxPrecEqual
)

// FloatModes are the floatmode names, NumPy's order.
var FloatModes = []string{"fixed", "unique", "maxprec", "maxprec_equal"}

// String returns the mode as np.get_printoptions names it.
func (m FloatMode) String() string {
	switch m {
	case Fixed:
		return "fixed"
	case Unique:
		return "unique"
	case MaxPrecEqual:
		return "maxprec_equal"
	}
	return "maxprec"
}

// PrintOptions are NumPy's print options that String and Repr follow
// (np.set_printoptions).
type PrintOptions struct {
	Precision int       // fractional digits of floats (at most, for MaxPrec)
	FloatMode FloatMode // how Precision applies
	Suppress  bool      // no scientific notation for small values
	Threshold int       // arrays of more elements are summarised
	EdgeItems int       // items shown at each end of a summarised axis
	LineWidth int       // characters per line
}

// DefaultPrintOptions are NumPy's defaults.
var DefaultPrintOptions = PrintOptions{Precision: 8, FloatMode: MaxPrec, Threshold: 1000, EdgeItems: 3, LineWidth: 75}

// formatFloatScalar returns str() of a NumPy float scalar of the given bit
// size: the shortest digits that round-trip in that type, positional with at
// least one fractional digit when 1e-4 <= |v| < 1e16 (or v is zero),
// scientific otherwise (scalartypes.c.src: format_@name@ via Dragon4).
func formatFloatScalar(v float64, bits int) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	if abs := math.Abs(v); abs == 0 || (abs >= 1e-4 && abs < 1e16) {
		s := formatShortest(v, 'f', bits)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	}
	return formatShortest(v, 'e', bits)
}

// positionalDigits is dragon4_positional(v, precision=p, unique=True,
// fractional=True, trim='.'): the shortest round-trip digits, or the value
// correctly rounded to p fractional digits if those are fewer, without
// trailing zeros but always with a point ("1.", "0.25"). A negative p
// is no limit (precision=None).
func positionalDigits(v float64, bits, p int) string {
	s := formatShortest(v, 'f', bits)
	dot := strings.IndexByte(s, '.')
	if dot < 0 {
		return s + "."
	}
	if p >= 0 && len(s)-dot-1 > p {
		s = fixedDigits(v, bits, p)
		if p > 0 {
			s = strings.TrimRight(s, "0")
		}
	}
	return s
}

// fixedDigits is dragon4_positional(v, precision=p, unique=False,
// trim='k'): the value correctly rounded to exactly p fractional digits,
// with a point ("2." for p 0).
func fixedDigits(v float64, bits, p int) string {
	s := strconv.FormatFloat(v, 'f', p, exactBits(bits))
	if p == 0 {
		s += "."
	}
	return s
}

// scientificDigits is dragon4_scientific(v, precision=p, unique=True,
// trim='.'), split into mantissa ("1.", "-2.5") and exponent ("+05"). A
// negative p is no limit.
func scientificDigits(v float64, bits, p int) (mant, exp string) {
	s := formatShortest(v, 'e', bits)
	e := strings.IndexByte(s, 'e')
	if dot := strings.IndexByte(s[:e], '.'); p >= 0 && dot >= 0 && e-dot-1 > p {
		s = strconv.FormatFloat(v, 'e', p, exactBits(bits))
		e = strings.IndexByte(s, 'e')
		s = strings.TrimRight(s[:e], "0") + s[e:]
		e = strings.IndexByte(s, 'e')
	}
	mant, exp = s[:e], s[e+1:]
	if !strings.Contains(mant, ".") {
		mant += "."
	}
	return mant, exp
}

// elementFormat formats one element to a fixed-width field.
type elementFormat interface {
	format(v Scalar) string
}

// floatFormat is arrayprint.FloatingFormat with sign '-' (or '+') and
// the options' precision, floatmode and suppress_small.
type floatFormat struct {
	bits      int
	plus      bool // sign '+': a '+' before non-negative values (complex imaginary parts)
	expFormat bool
	padLeft   int  // characters before the point
	padRight  int  // characters after the point (in scientific: mantissa and exponent)
	precision int  // scientific: fractional mantissa digits; positional: the most digits (-1: no limit)
	expSize   int  // scientific: exponent digits
	allDigits bool // positional: every value gets padRight digits (floatmode 'fixed' and 'maxprec_equal')
}

func newFloatFormat(vals []float64, bits int, o *PrintOptions) *floatFormat {
	return newSignedFloatFormat(vals, bits, false, o)
}

// newSignedFloatFormat is FloatingFormat with sign '+' when plus is set.
func newSignedFloatFormat(vals []float64, bits int, plus bool, o *PrintOptions) *floatFormat {
	f := &floatFormat{bits: bits, plus: plus, precision: o.Precision}
	if o.FloatMode == Unique {
		f.precision = -1
	}
	fixed := o.FloatMode == Fixed
	var finite []float64
	for _, v := range vals {
		if isFinite(v) {
			finite = append(finite, v)
		}
	}

	// Choose scientific notation from the non-zero finite magnitudes.
	minVal, maxVal := math.Inf(1), 0.0
	for _, v := range finite {
		if v != 0 {
			minVal = min(minVal, math.Abs(v))
			maxVal = max(maxVal, math.Abs(v))
		}
	}
	if maxVal > 0 {
		ratio := maxVal / minVal
		switch bits {
		case 32:
			ratio = float64(float32(maxVal) / float32(minVal))
		case 16:
			ratio = roundHalf(float64(float32(maxVal) / float32(minVal)))
		}
		f.expFormat = maxVal >= 1e8 || (!o.Suppress && (minVal < 1e-4 || ratio > 1000))
	}

	switch {
	case len(finite) == 0:
		// padLeft and padRight stay 0.
	case f.expFormat:
		p := f.precision
		f.precision = 0
		for _, v := range finite {
			var mant, exp string
			if fixed {
				s := strconv.FormatFloat(v, 'e', p, exactBits(bits))
				e := strings.IndexByte(s, 'e')
				mant, exp = s[:e], s[e+1:]
				if p == 0 {
					mant += "."
				}
			} else {
				mant, exp = scientificDigits(v, bits, p)
			}
			mant = f.signed(v, mant)
			dot := strings.IndexByte(mant, '.')
			f.padLeft = max(f.padLeft, dot)
			f.precision = max(f.precision, len(mant)-dot-1)
			f.expSize = max(f.expSize, len(exp)-1)
		}
		f.padRight = f.expSize + 2 + f.precision
	default:
		for _, v := range finite {
			var s string
			if fixed {
				s = fixedDigits(v, bits, f.precision)
			} else {
				s = positionalDigits(v, bits, f.precision)
			}
			s = f.signed(v, s)
			dot := strings.IndexByte(s, '.')
			f.padLeft = max(f.padLeft, dot)
			f.padRight = max(f.padRight, len(s)-dot-1)
		}
		// Dragon4 with min_digits = precision = padRight prints the
		// value's own digits past its shortest ones.
		f.allDigits = fixed || o.FloatMode == MaxPrecEqual
	}

	// Make room for "nan", "inf" and "-inf".
	if len(finite) != len(vals) {
		infLen := len("inf")
		for _, v := range vals {
			if math.IsInf(v, -1) || plus {
				infLen = len("-inf")
			}
		}
		offset := f.padRight + 1
		f.padLeft = max(f.padLeft, len("nan")-offset, infLen-offset)
	}
	return f
}

func (f *floatFormat) format(s Scalar) string {
	v := s.F
	if !isFinite(v) {
		ret := "nan"
		if math.IsInf(v, 1) {
			ret = "inf"
		} else if math.IsInf(v, -1) {
			ret = "-inf"
		}
		if f.plus && ret[0] != '-' {
			ret = "+" + ret
		}
		return padLeft(ret, f.padLeft+f.padRight+1)
	}
	if f.expFormat {
		// Dragon4 with min_digits == precision prints the value's own digits
		// past the shortest ones, rounded at precision: 602472192 as a
		// float32 is 6.024722e+08 alone but 6.0247219e+08 at precision 7.
		s := strconv.FormatFloat(v, 'e', f.precision, exactBits(f.bits))
		e := strings.IndexByte(s, 'e')
		mant, exp := s[:e], s[e+1:]
		if f.precision == 0 {
			mant += "."
		}
		mant = f.signed(v, mant)
		dot := strings.IndexByte(mant, '.')
		sign, digits := exp[:1], exp[1:]
		if len(digits) < f.expSize {
			digits = strings.Repeat("0", f.expSize-len(digits)) + digits
		}
		return strings.Repeat(" ", max(0, f.padLeft-dot)) + mant + "e" + sign + digits
	}
	var str string
	if f.allDigits {
		str = f.signed(v, fixedDigits(v, f.bits, f.padRight))
	} else {
		str = f.signed(v, positionalDigits(v, f.bits, f.precision))
	}
	dot := strings.IndexByte(str, '.')
	return strings.Repeat(" ", max(0, f.padLeft-dot)) + str +
		strings.Repeat(" ", max(0, f.padRight-(len(str)-dot-1)))
}

// signed puts the '+' of sign '+' before digits of a value without a
// minus sign (Dragon4 looks at the sign bit: -0.0 keeps its '-').
func (f *floatFormat) signed(v float64, digits string) string {
	if f.plus && !math.Signbit(v) {
		return "+" + digits
	}
	return digits
}

func padLeft(s string, width int) string {
	if len(s) >= width {
		return s
	}
	return strings.Repeat(" ", width-len(s)) + s
}

// intFormat is arrayprint.IntegerFormat: right-aligned to the wider of the
// largest and the smallest value.
type intFormat struct{ width int }

func newIntFormat(vals []Scalar) *intFormat {
	f := &intFormat{}
	for _, v := range vals {
		f.width = max(f.width, len(v.String()))
	}
	return f
}

func (f *intFormat) format(s Scalar) string { return padLeft(s.String(), f.width) }

// boolFormat is arrayprint.BoolFormat: " True" and "False" line up, except
// in 0-d arrays.
type boolFormat struct{ zeroDim bool }

func (f boolFormat) format(s Scalar) string {
	switch {
	case s.I == 0:
		return "False"
	case f.zeroDim:
		return "True"
	}
	return " True"
}

// shownElements returns the elements that will be printed (all of them, or
// the edge items of each axis when summarising) in C order, as
// arrayprint._leading_trailing selects them for choosing the format.
func (a *Array) shownElements(summarise bool, edge int) []Scalar {
	var out []Scalar
	idx := make([]int, a.NDim())
	var walk func(axis int)
	walk = func(axis int) {
		if axis == a.NDim() {
			out = append(out, a.At(idx...))
			return
		}
		n := a.shape[axis]
		for i := 0; i < n; i++ {
			if summarise && n > 2*edge && i == edge {
				i = n - edge
			}
			idx[axis] = i
			walk(axis + 1)
		}
	}
	walk(0)
	return out
}

// formatFunction is arrayprint._get_format_function for a's dtype.
func (a *Array) formatFunction(summarise bool, o *PrintOptions) elementFormat {
	vals := a.shownElements(summarise, o.EdgeItems)
	switch a.dtype {
	case Bool:
		return boolFormat{zeroDim: a.NDim() == 0}
	}
	if a.dtype.IsInt() {
		return newIntFormat(vals)
	}
	if a.dtype.IsComplex() {
		return newComplexFormat(vals, 8*a.dtype.ItemSize()/2, o)
	}
	floats := make([]float64, len(vals))
	for i, v := range vals {
		floats[i] = v.F
	}
	return newFloatFormat(floats, 8*a.dtype.ItemSize(), o)
}

// array2string is arrayprint.array2string for a non-empty array: separator
// between elements, prefix whose width indents continuation lines, and a
// suffix whose width is taken off the line width.
func (a *Array) array2string(separator, prefix, suffix string, o *PrintOptions) string {
	summarise := a.size > o.Threshold
	p := &arrayPrinter{
		a:         a,
		format:    a.formatFunction(summarise, o),
		separator: separator,
		edgeItems: o.EdgeItems,
		idx:       make([]int, 0, a.NDim()),
	}
	if summarise {
		p.summaryInsert = "..."
	}
	nextLinePrefix := " " + strings.Repeat(" ", len(prefix))
	return p.recurse(nextLinePrefix, o.LineWidth-len(suffix))
}

// arrayPrinter is arrayprint._formatArray.
type arrayPrinter struct {
	a             *Array
	format        elementFormat
	separator     string
	summaryInsert string // "..." when summarising, else ""
	edgeItems     int    // items shown at each end of a summarised axis
	idx           []int  // index of the sub-array being printed
}

func (p *arrayPrinter) recurse(hangingIndent string, currWidth int) string {
	axis := len(p.idx)
	axesLeft := p.a.NDim() - axis
	if axesLeft == 0 {
		return p.format.format(p.a.At(p.idx...))
	}

	// Nested rows align with the '[' just written and end before its ']'.
	nextHangingIndent := hangingIndent + " "
	nextWidth := currWidth - len("]")

	n := p.a.shape[axis]
	showSummary := p.summaryInsert != "" && 2*p.edgeItems < n
	leading, trailing := 0, n
	if showSummary {
		leading, trailing = p.edgeItems, p.edgeItems
	}
	item := func(i int) string {
		p.idx = append(p.idx, i)
		s := p.recurse(nextHangingIndent, nextWidth)
		p.idx = p.idx[:axis]
		return s
	}

	var s strings.Builder
	if axesLeft == 1 {
		// The last axis: wrap elements that would not fit on the line.
		sepWidth := len(strings.TrimRight(p.separator, " "))
		elemWidth := currWidth - max(sepWidth, len("]"))
		line := hangingIndent
		for i := 0; i < leading; i++ {
			line = extendLine(&s, line, item(i), elemWidth, hangingIndent)
			line += p.separator
		}
		if showSummary {
			line = extendLine(&s, line, p.summaryInsert, elemWidth, hangingIndent)
			line += p.separator
		}
		for i := trailing; i > 1; i-- {
			line = extendLine(&s, line, item(n-i), elemWidth, hangingIndent)
			line += p.separator
		}
		line = extendLine(&s, line, item(n-1), elemWidth, hangingIndent)
		s.WriteString(line)
	} else {
		// Other axes: one nested array per line, with blank lines between
		// blocks of higher dimensions.
		lineSep := strings.TrimRight(p.separator, " ") + strings.Repeat("\n", axesLeft-1)
		for i := 0; i < leading; i++ {
			s.WriteString(hangingIndent + item(i) + lineSep)
		}
		if showSummary {
			s.WriteString(hangingIndent + p.summaryInsert + lineSep)
		}
		for i := trailing; i > 1; i-- {
			s.WriteString(hangingIndent + item(n-i) + lineSep)
		}
		s.WriteString(hangingIndent + item(n-1))
	}
	// Replace the hanging indent of the first line by the bracket.
	return "[" + s.String()[len(hangingIndent):] + "]"
}

// extendLine is arrayprint._extendLine: it appends word to line, first
// moving line to s and starting a new one if word would pass width (unless
// the line holds nothing but its indent, where wrapping would not help).
func extendLine(s *strings.Builder, line, word string, width int, nextLinePrefix string) string {
	if len(line)+len(word) > width && len(line) > len(nextLinePrefix) {
		s.WriteString(strings.TrimRight(line, " ") + "\n")
		line = nextLinePrefix
	}
	return line + word
}

// String returns str(a) as NumPy prints it with its default options: "[1.
// 2. 3.]". A 0-d array prints as its scalar.
func (a *Array) String() string { return a.Format(&DefaultPrintOptions) }

// Format returns str(a) under the print options o.
func (a *Array) Format(o *PrintOptions) string {
	switch {
	case a.NDim() == 0:
		return a.At().String()
	case a.size == 0:
		return "[]"
	}
	return a.array2string(" ", "", "", o)
}

// Repr returns repr(a) as NumPy prints it: "array([1., 2., 3.],
// dtype=float32)". The dtype is left out for non-empty bool, int64 and
// float64 and complex128 arrays, NumPy's implied types.
func (a *Array) Repr() string { return a.ReprWith(&DefaultPrintOptions) }

// ReprWith returns repr(a) under the print options o.
func (a *Array) ReprWith(o *PrintOptions) string {
	const prefix = "array("
	implied := a.size > 0 && (a.dtype == Bool || a.dtype == Int64 || a.dtype == Float64 || a.dtype == Complex128)
	suffix := ","
	if implied {
		suffix = ")"
	}
	var body string
	switch {
	case a.size > 0:
		body = a.array2string(", ", prefix, suffix, o)
	case a.NDim() == 1:
		body = "[]"
	default:
		body = "[], shape=" + formatShape(a.shape)
	}
	s := prefix + body + suffix
	if implied {
		return s
	}
	// Put the dtype on a line of its own if it would make the last one too
	// long.
	dtype := "dtype=" + a.dtype.String() + ")"
	lastLine := len(s) - (strings.LastIndexByte(s, '\n') + 1)
	if lastLine+len(dtype)+1 > o.LineWidth {
		return s + "\n" + strings.Repeat(" ", len(prefix)) + dtype
	}
	return s + " " + dtype
}
