package interp

// This file renders uncaught exceptions as CPython 3.11's traceback module
// prints them (Lib/traceback.py: format_exception, StackSummary.format).

import (
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/go-python/gpython/py"
)

// sourceCache maps file names to their lines, as CPython's linecache does,
// so that a traceback can show the source line of each frame. Sources the
// interpreter compiled itself (the script, notebook cells) are registered
// when compiled; other files are read on first use.
type sourceCache struct {
	mu    sync.Mutex
	files map[string][]string
}

func newSourceCache() *sourceCache {
	return &sourceCache{files: make(map[string][]string)}
}

func (c *sourceCache) add(file, src string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.files[file] = strings.Split(src, "\n")
}

// line returns the 1-based line n of file, or "" when unknown.
func (c *sourceCache) line(file string, n int) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	lines, ok := c.files[file]
	if !ok {
		if strings.HasPrefix(file, "<") {
			return "" // <string>, <cell 3> and the like without registered source
		}
		data, err := os.ReadFile(file)
		if err == nil {
			lines = strings.Split(string(data), "\n")
		}
		c.files[file] = lines
	}
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}

// Texts CPython prints between chained exceptions.
const (
	causeMessage   = "\nThe above exception was the direct cause of the following exception:\n\n"
	contextMessage = "\nDuring handling of the above exception, another exception occurred:\n\n"
)

// writeChain writes exc, preceded by its __cause__ or __context__ chain, as
// traceback.print_exception does. seen guards against cycles.
func writeChain(b *strings.Builder, value py.Object, tb *py.Traceback, lines *sourceCache, seen map[py.Object]bool) {
	seen[value] = true
	if exc, ok := value.(*py.Exception); ok {
		if cause, ok := exc.Cause.(*py.Exception); ok && cause != nil && !seen[cause] {
			writeChain(b, cause, tracebackOf(cause), lines, seen)
			b.WriteString(causeMessage)
		} else if ctx, ok := exc.Context.(*py.Exception); ok && ctx != nil && !exc.SuppressContext && !seen[ctx] {
			writeChain(b, ctx, tracebackOf(ctx), lines, seen)
			b.WriteString(contextMessage)
		}
	}
	if tb != nil {
		b.WriteString("Traceback (most recent call last):\n")
		writeFrames(b, tb, lines)
	}
	b.WriteString(exceptionLine(value))
	b.WriteByte('\n')
}

func tracebackOf(exc *py.Exception) *py.Traceback {
	tb, _ := exc.Traceback.(*py.Traceback)
	return tb
}

// writeFrames writes one entry per frame, folding runs of more than three
// identical entries (deep recursion) as CPython does.
func writeFrames(b *strings.Builder, tb *py.Traceback, lines *sourceCache) {
	const recursionCutoff = 3
	var (
		last    string
		repeats int
	)
	flushRepeats := func() {
		if repeats > recursionCutoff {
			n := repeats - recursionCutoff
			plural := "s"
			if n == 1 {
				plural = ""
			}
			b.WriteString("  [Previous line repeated " + strconv.Itoa(n) + " more time" + plural + "]\n")
		}
	}
	for ; tb != nil; tb = tb.Next {
		code := tb.Frame.Code
		entry := "  File \"" + code.Filename + "\", line " + strconv.Itoa(int(tb.Lineno)) + ", in " + code.Name + "\n"
		if src := strings.TrimSpace(lines.line(code.Filename, int(tb.Lineno))); src != "" {
			entry += "    " + src + "\n"
		}
		if entry == last {
			repeats++
			if repeats > recursionCutoff {
				continue
			}
		} else {
			flushRepeats()
			last, repeats = entry, 1
		}
		b.WriteString(entry)
	}
	flushRepeats()
}

// exceptionLine is the last line of a traceback: the type name, and ": "
// and str(value) when that is not empty.
func exceptionLine(value py.Object) string {
	name := qualifiedTypeName(value.Type())
	msg, err := py.StrAsString(value)
	if err != nil {
		msg = "<exception str() failed>"
	}
	if msg == "" {
		return name
	}
	return name + ": " + msg
}

// qualifiedTypeName is the exception type's name prefixed by its module,
// except for builtins and __main__, as traceback.TracebackException does.
func qualifiedTypeName(t *py.Type) string {
	module, _ := t.Dict["__module__"].(py.String)
	if module == "" || module == "builtins" || module == "__main__" {
		return t.Name
	}
	return string(module) + "." + t.Name
}
