// This file writes Results as a table for people and as CSV for machines.

package bench

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// WriteTable writes res as an aligned table, one line per result, followed
// by what the table cannot show: why results failed or were skipped, and
// the notes. Times are medians over the timed runs; "-" marks what was not
// measured.
//
// Columns: benchmark, size, backend; analysis, compile, transfer and
// execute, the phase times summed over the run's nest instantiations (or
// jit calls), and total, their sum; cold, the compile time of the run with
// an empty kernel cache; wall, the whole process, and wall min/max; the
// speed-ups vs interp and vs python on the wall time; status. With
// res.Peak two more columns come before status: GFLOP/s and GB/s, the
// rates the run's counted work achieved in its median execute time, each
// with its percentage of the peak.
func WriteTable(w io.Writer, res *Results) error {
	header := []string{"benchmark", "size", "backend", "analysis", "compile", "cold", "transfer", "execute",
		"total", "wall", "wall min/max", "vs interp", "vs python"}
	if res.Peak != nil {
		header = append(header, "GFLOP/s", "GB/s")
	}
	rows := [][]string{append(header, "status")}
	var details []string
	for _, r := range res.Rows {
		cells := []string{r.Benchmark, sizeText(r.Size), r.Backend}
		if r.Status.timed() {
			cold := "-"
			if r.Cold != nil && r.Cold.Phases {
				cold = seconds(r.Cold.Compile)
			}
			cells = append(cells,
				median(r.Analysis), median(r.Compile), cold, median(r.Transfer), median(r.Execute),
				median(r.Total), median(r.Wall), seconds(r.Wall.Min)+"/"+seconds(r.Wall.Max),
				ratio(r.VsInterp), ratio(r.VsPython))
		} else {
			cells = append(cells, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-")
		}
		if res.Peak != nil {
			flops, bytes := r.Rates()
			cells = append(cells, ofPeak(flops, res.Peak.Flops), ofPeak(bytes, res.Peak.Bytes))
		}
		rows = append(rows, append(cells, r.Status.String()))
		if r.Detail != "" {
			details = append(details, fmt.Sprintf("%s %s %s: %s: %s", r.Benchmark, sizeText(r.Size), r.Backend, r.Status, r.Detail))
		}
	}
	bw := bufio.NewWriter(w)
	writeAligned(bw, rows, func(col int) bool { return col == 1 || col >= 3 && col < len(header) })
	if len(details) > 0 {
		bw.WriteString("\n")
		for _, d := range details {
			bw.WriteString(d + "\n")
		}
	}
	if p := res.Peak; p != nil {
		fmt.Fprintf(bw, "\npeak on %d threads: %s GFLOP/s, %s GB/s (%s)\n", p.Threads, giga(p.Flops), giga(p.Bytes), p.How)
	}
	if len(res.Notes) > 0 {
		bw.WriteString("\n")
		for _, n := range res.Notes {
			bw.WriteString("note: " + n + "\n")
		}
	}
	return bw.Flush()
}

// writeAligned writes rows as columns two spaces apart, the columns for
// which right says so aligned right (numbers), the others left.
// (text/tabwriter aligns every column the same way.)
func writeAligned(w *bufio.Writer, rows [][]string, right func(col int) bool) {
	var width []int
	for _, row := range rows {
		for i, cell := range row {
			if i == len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(cell))
		}
	}
	for _, row := range rows {
		var line strings.Builder
		for i, cell := range row {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(cell))
			if i > 0 {
				line.WriteString("  ")
			}
			if right(i) {
				line.WriteString(pad + cell)
			} else {
				line.WriteString(cell + pad)
			}
		}
		w.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

func median(s Stat) string {
	if s.N == 0 {
		return "-"
	}
	return seconds(s.Median)
}

// seconds formats a time with three significant digits in a unit that
// keeps it readable: 1.23s, 45.6ms, 789µs.
func seconds(s float64) string {
	switch {
	case s == 0:
		return "0"
	case s >= 100:
		return fmt.Sprintf("%.0fs", s)
	case s >= 10:
		return fmt.Sprintf("%.1fs", s)
	case s >= 1:
		return fmt.Sprintf("%.2fs", s)
	case s >= 0.1:
		return fmt.Sprintf("%.0fms", s*1e3)
	case s >= 0.01:
		return fmt.Sprintf("%.1fms", s*1e3)
	case s >= 0.001:
		return fmt.Sprintf("%.2fms", s*1e3)
	case s >= 1e-4:
		return fmt.Sprintf("%.0fµs", s*1e6)
	case s >= 1e-5:
		return fmt.Sprintf("%.1fµs", s*1e6)
	default:
		return fmt.Sprintf("%.2fµs", s*1e6)
	}
}

// giga formats a rate per second in units of 10⁹, three significant
// digits at most.
func giga(x float64) string {
	g := x / 1e9
	switch {
	case g >= 100:
		return fmt.Sprintf("%.0f", g)
	case g >= 10:
		return fmt.Sprintf("%.1f", g)
	default:
		return fmt.Sprintf("%.2f", g)
	}
}

// ofPeak formats an achieved rate and its percentage of peak: "3.10 12%".
func ofPeak(rate, peak float64) string {
	if rate == 0 {
		return "-"
	}
	if peak <= 0 {
		return giga(rate)
	}
	return fmt.Sprintf("%s %.0f%%", giga(rate), 100*rate/peak)
}

func ratio(x float64) string {
	if x == 0 {
		return "-"
	}
	return strconv.FormatFloat(x, 'f', 2, 64) + "x"
}

// csvHeader is the header of WriteCSV. Columns are only ever added at the
// end, so that scripts reading them by position keep working.
var csvHeader = func() []string {
	h := []string{"benchmark", "script", "size", "backend", "status", "detail", "runs", "threads",
		"checksum", "reference", "nests", "interp_nests"}
	for _, m := range []string{"analysis", "compile", "transfer", "execute", "total", "wall"} {
		h = append(h, m+"_median", m+"_min", m+"_max")
	}
	return append(h, "compile_cold", "wall_cold", "speedup_vs_interp", "speedup_vs_python", "flops", "bytes")
}()

// WriteCSV writes res as CSV: a header, then one row per result with every
// field. Times are in seconds; an empty cell was not measured (or, for
// size, is the script's default; for threads, the backend's default).
func WriteCSV(w io.Writer, res *Results) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	for _, r := range res.Rows {
		size, threads := "", ""
		if r.Size > 0 {
			size = strconv.FormatInt(r.Size, 10)
		}
		if r.Threads > 0 {
			threads = strconv.Itoa(r.Threads)
		}
		row := []string{r.Benchmark, r.Script, size, r.Backend, r.Status.String(), r.Detail,
			strconv.Itoa(r.Runs), threads, r.Checksum, r.Reference,
			strconv.Itoa(r.Nests), strconv.Itoa(r.InterpNests)}
		for _, s := range []Stat{r.Analysis, r.Compile, r.Transfer, r.Execute, r.Total, r.Wall} {
			if s.N == 0 {
				row = append(row, "", "", "")
			} else {
				row = append(row, num(s.Median), num(s.Min), num(s.Max))
			}
		}
		coldCompile, coldWall := "", ""
		if r.Cold != nil {
			coldWall = num(r.Cold.Wall)
			if r.Cold.Phases {
				coldCompile = num(r.Cold.Compile)
			}
		}
		row = append(row, coldCompile, coldWall, optNum(r.VsInterp), optNum(r.VsPython), optNum(r.Flops), optNum(r.Bytes))
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func num(x float64) string { return strconv.FormatFloat(x, 'g', 9, 64) }

func optNum(x float64) string {
	if x == 0 {
		return ""
	}
	return num(x)
}
