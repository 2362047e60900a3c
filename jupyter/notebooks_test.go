package jupyter

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every example notebook runs under nbclient, and every output of every
// cell matches the golden in testdata/notebooks (go test -update rewrites
// them). What varies from run to run or machine to machine is normalised
// first: times, the executor of the cpu backend (native code where LLVM is
// installed, alpyna's Go executor otherwise) with its note, object
// addresses, the SVG that Graphviz draws where it is installed, and how
// printed text was cut into stream messages.
func TestNotebooks(t *testing.T) {
	needJupyter(t, "nbclient", "nbformat")
	env := jupyterEnv(t)
	notebooks, _ := filepath.Glob("../examples/*.ipynb")
	if len(notebooks) < 3 {
		t.Fatalf("found %d example notebooks, want the stencil, matmul and edge-flux ones", len(notebooks))
	}
	for _, nb := range notebooks {
		name := strings.TrimSuffix(filepath.Base(nb), ".ipynb")
		t.Run(name, func(t *testing.T) {
			out, _ := drive(t, env, "notebook", nb)
			got, err := normalise(out)
			if err != nil {
				t.Fatalf("driver output: %v\n%s", err, out)
			}
			golden := filepath.Join("testdata", "notebooks", name+".golden.json")
			if *update {
				os.MkdirAll(filepath.Dir(golden), 0o755)
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if string(got) != string(want) {
				t.Errorf("outputs of %s differ from %s:\n%s", nb, golden, lineDiff(string(want), string(got)))
			}
		})
	}
}

var (
	timeRe    = regexp.MustCompile(`\b\d+(\.\d+)? (s|ms|µs)\b`)
	addressRe = regexp.MustCompile(`0x[0-9a-f]{6,}`)
)

// normalise rewrites the driver's JSON into the golden form.
func normalise(data []byte) ([]byte, error) {
	var nb struct {
		Cells []struct {
			Source         string           `json:"source"`
			ExecutionCount int              `json:"execution_count"`
			Outputs        []map[string]any `json:"outputs"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(data, &nb); err != nil {
		return nil, err
	}
	for i := range nb.Cells {
		c := &nb.Cells[i]
		c.Outputs = mergeStreams(c.Outputs)
		for _, o := range c.Outputs {
			d, ok := o["data"].(map[string]any)
			if !ok {
				continue
			}
			delete(d, "image/svg+xml")
			if text, _ := d["text/plain"].(string); strings.HasPrefix(text, "alpyna: nests run by this cell") {
				// The table's fixed columns, for the golden: nest, calls,
				// backend, parallel loops.
				html, _ := d["text/html"].(string)
				d["text/plain"] = nestColumns(html)
				delete(d, "text/html")
			}
			for k, v := range d {
				if s, ok := v.(string); ok {
					d[k] = addressRe.ReplaceAllString(timeRe.ReplaceAllString(s, "<time>"), "0x<address>")
				}
			}
		}
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	err := enc.Encode(nb)
	return out.Bytes(), err
}

// mergeStreams joins consecutive stream outputs of one stream: how
// printed text is cut into messages depends on timing (it is published
// every 100 ms while a cell runs).
func mergeStreams(outputs []map[string]any) []map[string]any {
	var out []map[string]any
	for _, o := range outputs {
		if n := len(out); n > 0 && o["output_type"] == "stream" && out[n-1]["output_type"] == "stream" &&
			o["name"] == out[n-1]["name"] {
			out[n-1]["text"] = out[n-1]["text"].(string) + o["text"].(string)
			continue
		}
		out = append(out, o)
	}
	return out
}

// nestColumns keeps the machine-independent columns of the nest table,
// read from its HTML form.
func nestColumns(table string) string {
	keep := map[string]bool{"nest": true, "calls": true, "backend": true, "parallel loops": true}
	var header []string
	var b strings.Builder
	for _, row := range rowRe.FindAllStringSubmatch(table, -1) {
		cells := cellRe.FindAllStringSubmatch(row[1], -1)
		if header == nil {
			for _, c := range cells {
				header = append(header, html.UnescapeString(c[1]))
			}
		}
		var kept []string
		for i, c := range cells {
			if i < len(header) && keep[header[i]] {
				kept = append(kept, html.UnescapeString(c[1]))
			}
		}
		b.WriteString(strings.Join(kept, " | ") + "\n")
	}
	return b.String()
}

var (
	rowRe  = regexp.MustCompile(`<tr>(.*?)</tr>`)
	cellRe = regexp.MustCompile(`<t[hd]>(.*?)</t[hd]>`)
)

// lineDiff lists the lines that differ, for a readable failure.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n  want %s\n  got  %s\n", i+1, wl, gl)
		}
	}
	return b.String()
}
