package ndarray

import "testing"

// TestFormatPrintOptions checks str under each floatmode, precision and
// suppress against NumPy 1.24's output (np.printoptions(precision=3,
// floatmode=...), etc.).
func TestFormatPrintOptions(t *testing.T) {
	third := float64Array(1.0/3, 2.0, -0.125)
	mixed := float64Array(0.5, 1.5, 2.5, 3.14159265, 1e-5)
	cases := []struct {
		a    *Array
		o    PrintOptions
		want string
	}{
		{third, PrintOptions{Precision: 3, FloatMode: Fixed}, "[ 0.333  2.000 -0.125]"},
		{third, PrintOptions{Precision: 3, FloatMode: MaxPrec}, "[ 0.333  2.    -0.125]"},
		{third, PrintOptions{Precision: 3, FloatMode: MaxPrecEqual}, "[ 0.333  2.000 -0.125]"},
		{third, PrintOptions{Precision: 3, FloatMode: Unique}, "[ 0.3333333333333333  2.                 -0.125             ]"},
		{float64Array(0.5, 1.5, 2.5, 10), PrintOptions{Precision: 0, FloatMode: MaxPrec}, "[ 0.  2.  2. 10.]"},
		{mixed, PrintOptions{Precision: 2, FloatMode: Fixed, Suppress: true}, "[0.50 1.50 2.50 3.14 0.00]"},
		{mixed, PrintOptions{Precision: 3, FloatMode: Fixed}, "[5.000e-01 1.500e+00 2.500e+00 3.142e+00 1.000e-05]"},
		{float64Array(1e10, 1), PrintOptions{Precision: 2, FloatMode: MaxPrec, Suppress: true}, "[1.e+10 1.e+00]"},
	}
	for _, c := range cases {
		c.o.Threshold, c.o.EdgeItems, c.o.LineWidth = 1000, 3, 75
		if got := c.a.Format(&c.o); got != c.want {
			t.Errorf("%v under %+v: got %s, want %s", c.a.Float64s(), c.o, got, c.want)
		}
	}
}

// TestFormatSummary checks threshold, edgeitems and linewidth.
func TestFormatSummary(t *testing.T) {
	a, _ := New(Int64, []int{30})
	for i := range 30 {
		a.SetFlat(i, MakeInt(Int64, int64(i)))
	}
	o := DefaultPrintOptions
	o.Threshold, o.EdgeItems = 10, 2
	if got := a.Format(&o); got != "[ 0  1 ... 28 29]" {
		t.Errorf("threshold 10, edgeitems 2: %s", got)
	}
	o = DefaultPrintOptions
	o.LineWidth = 30
	b, _ := a.Index([]IndexItem{SliceItem(0, 1, 12, 30)})
	if got, want := b.AsType(Int32).ReprWith(&o), "array([ 0,  1,  2,  3,  4,\n        5,  6,  7,  8,  9,\n       10, 11], dtype=int32)"; got != want {
		t.Errorf("linewidth 30: got\n%s\nwant\n%s", got, want)
	}
}

func float64Array(v ...float64) *Array {
	a, _ := New(Float64, []int{len(v)})
	for i, x := range v {
		a.SetFlat(i, MakeFloat(Float64, x))
	}
	return a
}
