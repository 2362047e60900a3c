package bench

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"
)

// checkSVG parses an SVG document with encoding/xml and counts its
// elements by name.
func checkSVG(t *testing.T, data []byte) map[string]int {
	t.Helper()
	count := make(map[string]int)
	d := xml.NewDecoder(bytes.NewReader(data))
	depth := 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("invalid XML: %v\n%s", err, data)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 && (tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg") {
				t.Errorf("root element %v, want svg in the SVG namespace", tok.Name)
			}
			depth++
			count[tok.Name.Local]++
		case xml.EndElement:
			depth--
		}
	}
	if depth != 0 || count["svg"] != 1 {
		t.Errorf("unbalanced document or %d svg elements", count["svg"])
	}
	return count
}

func TestWritePlot(t *testing.T) {
	res := sampleResults()
	// A second size for gemm, so that its lines have two points.
	for _, r := range res.Rows[:4] {
		if r.Status.timed() {
			r.Size = 128
			r.Wall.Median *= 8
			res.Rows = append(res.Rows, r)
		}
	}
	var buf bytes.Buffer
	if err := WritePlot(&buf, res); err != nil {
		t.Fatal(err)
	}
	count := checkSVG(t, buf.Bytes())
	// gemm: interp, cpu, python lines; the default-size benchmark has no
	// size to place; WRONG and unavailable results are not drawn.
	if count["polyline"] != 3 || count["circle"] != 3*2+3 {
		t.Errorf("%d lines and %d points (legend included), want 3 and 9", count["polyline"], count["circle"])
	}
	out := buf.String()
	for _, want := range []string{">gemm<", ">interp<", ">cpu<", ">python<", "my, &#34;odd&#34; &lt;one&gt;", "no timed results", "median of 3"} {
		if !strings.Contains(out, want) {
			t.Errorf("the plot lacks %q", want)
		}
	}
	if strings.Contains(out, ">numba-par<") || strings.Contains(out, ">gpu<") {
		t.Error("a backend without timed results is in the legend")
	}

	buf.Reset()
	if err := WritePlot(&buf, &Results{}); err != nil {
		t.Fatal(err)
	}
	checkSVG(t, buf.Bytes())
}

func TestLogTicks(t *testing.T) {
	if got := logTicks(1, 3.5); len(got) != 3 || got[0] != 10 || got[2] != 1000 {
		t.Errorf("decades: %v", got)
	}
	// Less than a decade: 2 and 5 times the powers of ten.
	got := logTicks(-1.9, -1.1) // 12.6ms to 79ms
	if len(got) != 2 || !near(got[0], 0.02) || !near(got[1], 0.05) {
		t.Errorf("within a decade: %v", got)
	}
	for in, want := range map[float64]string{0.01: "10ms", 1: "1s", 0.02: "20ms", 0.0001: "100µs", 1.5: "1.50s"} {
		if got := tickSeconds(in); got != want {
			t.Errorf("tickSeconds(%g) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[float64]string{64: "64", 1000: "1000", 100000: "1e5", 250000: "2.5e5", 1e6: "1e6"} {
		if got := sizeLabel(in); got != want {
			t.Errorf("sizeLabel(%g) = %q, want %q", in, got, want)
		}
	}
}
