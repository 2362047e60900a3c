package jupyter

// This file answers is_complete, complete and inspect requests from the
// session's names, without running any of the user's code.

import (
	"encoding/json"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/interp"
)

// isComplete answers whether code is ready to run (a console sends it
// when the user presses Enter): complete, incomplete (with the indent of
// the next line), or invalid.
func (k *Kernel) isComplete(m *Message) map[string]any {
	var req struct {
		Code string `json:"code"`
	}
	json.Unmarshal(m.Content, &req)
	status, indent := completeness(req.Code)
	out := map[string]any{"status": status}
	if status == "incomplete" {
		out["indent"] = indent
	}
	return out
}

// completeness classifies code as CPython's interactive console would: a
// block that is open (its header ends in ':', or its last line is
// indented) waits for an empty line.
func completeness(code string) (status, indent string) {
	lines := strings.Split(strings.TrimRight(code, "\n"), "\n")
	last := lines[len(lines)-1]
	lastIndent := last[:len(last)-len(strings.TrimLeft(last, " \t"))]
	_, err := parser.Parse(strings.NewReader(code+"\n"), "<cell>", py.ExecMode)
	if err != nil {
		if parser.Incomplete(err) {
			if strings.HasSuffix(strings.TrimSpace(last), ":") {
				return "incomplete", lastIndent + "    "
			}
			return "incomplete", lastIndent
		}
		return "invalid", ""
	}
	if strings.HasSuffix(strings.TrimRight(code, " \t"), "\n\n") {
		return "complete", "" // the empty line that closes a block
	}
	if lastIndent != "" && len(lines) > 1 {
		return "incomplete", lastIndent
	}
	return "complete", ""
}

// isNameRune reports whether r may be part of a dotted name.
func isNameRune(r rune) bool {
	return r == '_' || r == '.' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// dottedNameAt returns the dotted name that ends at the cursor (a count of
// code points, as the protocol gives it) and its start and end in code
// points. With whole, the name extends past the cursor to its end.
func dottedNameAt(code string, cursor int, whole bool) (name string, start, end int) {
	runes := []rune(code)
	if cursor > len(runes) || cursor < 0 {
		cursor = len(runes)
	}
	start, end = cursor, cursor
	for start > 0 && isNameRune(runes[start-1]) {
		start--
	}
	if whole {
		for end < len(runes) && isNameRune(runes[end]) && runes[end] != '.' {
			end++
		}
	}
	return string(runes[start:end]), start, end
}

// complete answers a complete_request: the names of the session, the
// builtins and the keywords that start with what is before the cursor,
// or the attributes of the object named before the last dot.
func (k *Kernel) complete(m *Message) map[string]any {
	var req struct {
		Code      string `json:"code"`
		CursorPos int    `json:"cursor_pos"`
	}
	json.Unmarshal(m.Content, &req)
	name, start, end := dottedNameAt(req.Code, req.CursorPos, false)
	var candidates []string
	prefix := name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		obj, ok := k.lookup(name[:i])
		if ok {
			candidates = attributes(k.in, obj)
		}
		prefix = name[i+1:]
		start += utf8.RuneCountInString(name[:i+1])
	} else {
		candidates = k.globalNames()
	}
	matches := []string{}
	for _, c := range candidates {
		if strings.HasPrefix(c, prefix) && (strings.HasPrefix(prefix, "_") || !strings.HasPrefix(c, "_")) {
			matches = append(matches, c)
		}
	}
	sort.Strings(matches)
	matches = dedupe(matches)
	return map[string]any{"status": "ok", "matches": matches, "cursor_start": start, "cursor_end": end,
		"metadata": map[string]any{}}
}

func dedupe(s []string) []string {
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// keywords are Python's keywords, offered by completion.
var keywords = strings.Fields("False None True and as assert break class continue def del elif else except " +
	"finally for from global if import in is lambda nonlocal not or pass raise return try while with yield")

// globalNames are the names a cell can use: the session's globals, the
// builtins and the keywords.
func (k *Kernel) globalNames() []string {
	var names []string
	if main, err := k.in.Context().GetModule("__main__"); err == nil {
		for n := range main.Globals {
			if n != resultName {
				names = append(names, n)
			}
		}
	}
	if b, err := k.in.Context().GetModule("builtins"); err == nil {
		for n := range b.Globals {
			names = append(names, n)
		}
	}
	return append(names, keywords...)
}

// lookup finds the object a dotted name names, by reading globals and
// attributes only: completion and inspection never call the user's code.
func (k *Kernel) lookup(dotted string) (py.Object, bool) {
	parts := strings.Split(dotted, ".")
	obj, ok := k.in.Global(parts[0])
	if !ok {
		b, err := k.in.Context().GetModule("builtins")
		if err != nil {
			return nil, false
		}
		if obj, ok = b.Globals[parts[0]]; !ok {
			return nil, false
		}
	}
	for _, p := range parts[1:] {
		if p == "" {
			return nil, false
		}
		next, err := py.GetAttrString(obj, p)
		if err != nil {
			return nil, false
		}
		obj = next
	}
	return obj, true
}

// attributes are the names dir() gives for obj.
func attributes(in *interp.Interpreter, obj py.Object) []string {
	if mod, ok := obj.(*py.Module); ok {
		var names []string
		for n := range mod.Globals {
			names = append(names, n)
		}
		return names
	}
	b, err := in.Context().GetModule("builtins")
	if err != nil {
		return nil
	}
	dir, ok := b.Globals["dir"]
	if !ok {
		return nil
	}
	res, err := py.Call(dir, py.Tuple{obj}, nil)
	if err != nil {
		return nil
	}
	list, ok := res.(*py.List)
	if !ok {
		return nil
	}
	var names []string
	for _, item := range list.Items {
		if s, ok := item.(py.String); ok {
			names = append(names, string(s))
		}
	}
	return names
}

// inspect answers an inspect_request (Shift-Tab, or obj? in a console):
// the object's type, value and docstring; for a jit function also the plan
// of its nests, resolved with the values of its last call.
func (k *Kernel) inspect(m *Message) map[string]any {
	var req struct {
		Code      string `json:"code"`
		CursorPos int    `json:"cursor_pos"`
	}
	json.Unmarshal(m.Content, &req)
	name, _, _ := dottedNameAt(req.Code, req.CursorPos, true)
	name = strings.Trim(name, ".")
	obj, ok := k.lookup(name)
	if name == "" || !ok {
		return map[string]any{"status": "ok", "found": false, "data": map[string]any{}, "metadata": map[string]any{}}
	}
	text := describe(obj)
	if jf, ok := obj.(*interp.JitFunction); ok {
		if plan := k.planText(jf); plan != "" {
			text += "\nLast plan:\n" + plan
		}
	}
	return map[string]any{"status": "ok", "found": true, "data": map[string]string{"text/plain": text},
		"metadata": map[string]any{}}
}

// describe is what inspect shows of any object: its type, its repr
// (shortened) and its docstring.
func describe(obj py.Object) string {
	var b strings.Builder
	typeName := obj.Type().Name
	if _, ok := obj.(*interp.JitFunction); ok {
		typeName = "alpyna.jit function"
	}
	b.WriteString("Type:      " + typeName + "\n")
	if r, err := py.ReprAsString(obj); err == nil {
		if len(r) > 400 {
			r = r[:400] + "..."
		}
		b.WriteString("Value:     " + strings.ReplaceAll(r, "\n", "\n           ") + "\n")
	}
	if doc, err := py.GetAttrString(obj, "__doc__"); err == nil {
		if s, ok := doc.(py.String); ok && strings.TrimSpace(string(s)) != "" {
			b.WriteString("Docstring:\n" + strings.TrimSpace(string(s)) + "\n")
		} else {
			b.WriteString("Docstring: <no docstring>\n")
		}
	}
	return b.String()
}
