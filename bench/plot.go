// This file draws Results as an SVG figure, written by hand so that the
// runner needs nothing beyond the standard library.

package bench

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
)

// The figure's geometry, in SVG user units (pixels).
const (
	panelW, panelH = 290, 220
	plotLeft       = 58 // room for the time labels
	plotRight      = 12
	plotTop        = 26  // room for the benchmark's name
	plotBottom     = 40  // room for the size labels and the axis name
	headerH        = 64  // title and legend
	legendW        = 120 // one backend's entry in the legend
	maxColumns     = 4
)

// backendColors gives each backend a fixed colour, so that figures of
// different runs can be compared at a glance.
var backendColors = map[string]string{
	Interp:   "#1f77b4",
	CPU:      "#d62728",
	GPU:      "#9467bd",
	Auto:     "#17becf",
	Python:   "#2ca02c",
	Numba:    "#ff7f0e",
	NumbaPar: "#8c564b",
}

// A point of a series: a size and the median wall time there.
type point struct{ x, y float64 }

// WritePlot writes res as an SVG figure in the manner of Figure 6 of the
// ALPyNA paper: one small panel per benchmark, the size on the x axis and
// the median wall time of a run on the y axis, both logarithmic, and one
// line per backend, with a legend. Only results that were timed appear;
// results at the script's default size (0) cannot be placed on a size axis
// and are left out.
func WritePlot(w io.Writer, res *Results) error {
	var benches, backends []string
	series := make(map[string]map[string][]point) // benchmark → backend → points
	for _, r := range res.Rows {
		if !slices.Contains(benches, r.Benchmark) {
			benches = append(benches, r.Benchmark)
			series[r.Benchmark] = make(map[string][]point)
		}
		if !r.Status.timed() || r.Wall.N == 0 || r.Size <= 0 || r.Wall.Median <= 0 {
			continue
		}
		if !slices.Contains(backends, r.Backend) {
			backends = append(backends, r.Backend)
		}
		series[r.Benchmark][r.Backend] = append(series[r.Benchmark][r.Backend], point{float64(r.Size), r.Wall.Median})
	}
	slices.SortFunc(backends, func(a, b string) int { return slices.Index(Backends, a) - slices.Index(Backends, b) })

	cols := min(max(len(benches), 1), maxColumns)
	rows := max((len(benches)+cols-1)/cols, 1)
	width, height := max(cols*panelW+20, len(backends)*legendW+20), headerH+rows*panelH+10
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="11">
<rect width="100%%" height="100%%" fill="white"/>
`, width, height, width, height)
	title := fmt.Sprintf("alpyna bench: wall time of one run (median of %d) against size, log-log", res.Repeat)
	fmt.Fprintf(bw, "<text x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">%s</text>\n", esc(title))
	for i, b := range backends {
		x, y := 10+i*legendW, 42
		fmt.Fprintf(bw, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"/>", x, y, x+24, y, color(b))
		fmt.Fprintf(bw, "<circle cx=\"%d\" cy=\"%d\" r=\"3\" fill=\"%s\"/>", x+12, y, color(b))
		fmt.Fprintf(bw, "<text x=\"%d\" y=\"%d\">%s</text>\n", x+30, y+4, esc(b))
	}
	for i, b := range benches {
		x0, y0 := 10+(i%cols)*panelW, headerH+(i/cols)*panelH
		writePanel(bw, b, series[b], backends, x0, y0)
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// writePanel draws one benchmark's panel with its top left corner at
// (x0, y0).
func writePanel(w *bufio.Writer, name string, series map[string][]point, backends []string, x0, y0 int) {
	left, top := float64(x0+plotLeft), float64(y0+plotTop)
	right, bottom := float64(x0+panelW-plotRight), float64(y0+panelH-plotBottom)
	fmt.Fprintf(w, "<g>\n<text x=\"%g\" y=\"%d\" text-anchor=\"middle\" font-weight=\"bold\">%s</text>\n",
		(left+right)/2, y0+plotTop-8, esc(name))
	fmt.Fprintf(w, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"none\" stroke=\"#444\"/>\n",
		left, top, right-left, bottom-top)
	var xs, ys []float64
	for _, pts := range series {
		for _, p := range pts {
			xs = append(xs, p.x)
			ys = append(ys, p.y)
		}
	}
	if len(xs) == 0 {
		fmt.Fprintf(w, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\" fill=\"#888\">no timed results</text>\n</g>\n",
			(left+right)/2, (top+bottom)/2)
		return
	}
	xlo, xhi := logRange(xs)
	ylo, yhi := logRange(ys)
	px := func(v float64) float64 { return left + (math.Log10(v)-xlo)/(xhi-xlo)*(right-left) }
	py := func(v float64) float64 { return bottom - (math.Log10(v)-ylo)/(yhi-ylo)*(bottom-top) }
	for _, t := range logTicks(xlo, xhi) {
		x := px(t)
		fmt.Fprintf(w, "<line x1=\"%.1f\" y1=\"%g\" x2=\"%.1f\" y2=\"%g\" stroke=\"#ddd\"/>", x, top, x, bottom)
		fmt.Fprintf(w, "<text x=\"%.1f\" y=\"%g\" text-anchor=\"middle\">%s</text>\n", x, bottom+14, esc(sizeLabel(t)))
	}
	for _, t := range logTicks(ylo, yhi) {
		y := py(t)
		fmt.Fprintf(w, "<line x1=\"%g\" y1=\"%.1f\" x2=\"%g\" y2=\"%.1f\" stroke=\"#ddd\"/>", left, y, right, y)
		fmt.Fprintf(w, "<text x=\"%g\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", left-4, y+4, esc(tickSeconds(t)))
	}
	fmt.Fprintf(w, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\" fill=\"#444\">size</text>\n", (left+right)/2, bottom+30)
	for _, b := range backends {
		pts := slices.Clone(series[b])
		if len(pts) == 0 {
			continue
		}
		slices.SortFunc(pts, func(p, q point) int { return cmp.Compare(p.x, q.x) })
		var buf bytes.Buffer
		for i, p := range pts {
			if i > 0 {
				buf.WriteByte(' ')
			}
			fmt.Fprintf(&buf, "%.1f,%.1f", px(p.x), py(p.y))
		}
		fmt.Fprintf(w, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>\n", buf.String(), color(b))
		for _, p := range pts {
			fmt.Fprintf(w, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"><title>%s</title></circle>\n",
				px(p.x), py(p.y), color(b), esc(fmt.Sprintf("%s %s size %s: %s", name, b, sizeLabel(p.x), seconds(p.y))))
		}
	}
	w.WriteString("</g>\n")
}

// logRange returns the log10 range the axis of values vs spans: a little
// wider than the values, and at least a factor of 4 wide, so that a single
// point or equal values still make an axis.
func logRange(vs []float64) (lo, hi float64) {
	lo, hi = math.Log10(slices.Min(vs)), math.Log10(slices.Max(vs))
	if hi-lo < math.Log10(4) {
		mid := (lo + hi) / 2
		lo, hi = mid-math.Log10(2), mid+math.Log10(2)
	}
	pad := (hi - lo) * 0.06
	return lo - pad, hi + pad
}

// logTicks returns the tick values between 10^lo and 10^hi: the powers of
// ten, and 2 and 5 times them when the range holds fewer than two powers.
func logTicks(lo, hi float64) []float64 {
	var ticks []float64
	for e := math.Ceil(lo); e <= hi; e++ {
		ticks = append(ticks, math.Pow(10, e))
	}
	if len(ticks) >= 2 {
		return ticks
	}
	ticks = ticks[:0]
	for e := math.Floor(lo); e <= math.Ceil(hi); e++ {
		for _, m := range []float64{1, 2, 5} {
			if l := e + math.Log10(m); l >= lo && l <= hi {
				ticks = append(ticks, m*math.Pow(10, e))
			}
		}
	}
	return ticks
}

// sizeLabel writes a size compactly: 300, 5000, 1e5, 2e6.
func sizeLabel(v float64) string {
	if v < 1e4 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	e := math.Floor(math.Log10(v))
	m := v / math.Pow(10, e)
	return strconv.FormatFloat(math.Round(m*10)/10, 'f', -1, 64) + "e" + strconv.Itoa(int(e))
}

// tickSeconds labels a time tick: 10ms rather than seconds' 10.0ms, since
// ticks fall on round values.
func tickSeconds(v float64) string {
	s := seconds(v)
	if i := strings.Index(s, "."); i >= 0 {
		j := i + 1
		for j < len(s) && s[j] == '0' {
			j++
		}
		if j < len(s) && (s[j] < '0' || s[j] > '9') {
			s = s[:i] + s[j:]
		}
	}
	return s
}

func color(backend string) string {
	if c, ok := backendColors[backend]; ok {
		return c
	}
	return "#17becf"
}

// esc escapes text for an SVG element or attribute.
func esc(s string) string {
	var b bytes.Buffer
	xml.EscapeText(&b, []byte(s))
	return b.String()
}
