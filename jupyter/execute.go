package jupyter

// This file runs execute requests: magics, the cell, the value of its last
// expression, its error, and the table of the nests it ran.

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"

	"github.com/alpyna/alpyna"
)

// resultName is the global a cell's last expression is assigned to, to
// be shown and removed after the cell.
const resultName = "__alpyna_kernel_result__"

// execute answers an execute_request.
func (k *Kernel) execute(m *Message) {
	var req struct {
		Code            string            `json:"code"`
		Silent          bool              `json:"silent"`
		StoreHistory    *bool             `json:"store_history"`
		AllowStdin      bool              `json:"allow_stdin"`
		UserExpressions map[string]string `json:"user_expressions"`
	}
	if err := json.Unmarshal(m.Content, &req); err != nil {
		k.logf("execute_request: %v", err)
	}
	if !req.Silent && (req.StoreHistory == nil || *req.StoreHistory) {
		k.execCount++
	}
	if !req.Silent {
		k.publish("execute_input", m, map[string]any{"code": req.Code, "execution_count": k.execCount})
	}
	k.current, k.allowStdin = m, req.AllowStdin
	failure := k.runCell(m, req.Code, req.Silent)
	k.current, k.allowStdin = nil, false
	if failure != nil {
		if !req.Silent {
			k.publish("error", m, failure)
		}
		content := map[string]any{"status": "error", "execution_count": k.execCount}
		for key, v := range failure {
			content[key] = v
		}
		k.reply(k.shell, m, "execute_reply", content)
		return
	}
	k.reply(k.shell, m, "execute_reply", map[string]any{
		"status": "ok", "execution_count": k.execCount, "payload": []any{}, "user_expressions": k.userExpressions(req.UserExpressions),
	})
}

// userExpressions evaluates the expressions an execute_request asks for in
// the session's namespace after a cell that succeeded, as ipykernel does:
// each name gets the value's mime bundle, or the error it raised.
func (k *Kernel) userExpressions(exprs map[string]string) map[string]any {
	out := map[string]any{}
	main, err := k.in.Context().GetModule("__main__")
	if err != nil {
		return out
	}
	for name, src := range exprs {
		var v py.Object
		code, err := py.Compile(src, "<user_expression>", py.EvalMode, 0, true)
		if err == nil {
			v, err = k.in.Context().RunCode(code, main.Globals, main.Globals, nil)
		}
		if err != nil {
			ename, evalue := "Error", err.Error()
			var exc py.ExceptionInfo
			if errors.As(err, &exc) && exc.Type != nil {
				ename = exc.Type.Name
				if s, serr := py.StrAsString(exc.Value); serr == nil {
					evalue = s
				}
			}
			out[name] = map[string]any{"status": "error", "ename": ename, "evalue": evalue, "traceback": []string{ename + ": " + evalue}}
			continue
		}
		out[name] = map[string]any{"status": "ok", "data": mimeBundle(v), "metadata": map[string]any{}}
	}
	return out
}

// runCell runs code and publishes its result and nest table; it returns
// the content of the error message when the cell failed.
func (k *Kernel) runCell(m *Message, code string, silent bool) map[string]any {
	code, failure := k.magics(code)
	if failure != nil {
		return failure
	}
	if strings.TrimSpace(code) == "" {
		return nil
	}
	src, hasResult := withResult(code)
	// An interrupt that came while no cell ran is not this cell's.
	vm.ClearInterrupt()
	select {
	case <-k.interrupts:
	default:
	}
	k.streams.begin(m)
	err := k.alp.Exec(src)
	k.streams.end()
	k.cells++
	// Tracebacks show the cell as the user wrote it, not as rewritten.
	k.in.Register(cellName(k.cells), code)
	nests := k.nests.takeCell()
	if hasResult {
		if v, ok := k.takeResult(); ok && err == nil && !silent && v != py.None {
			k.in.SetGlobal("_", v)
			k.publish("execute_result", m, map[string]any{
				"execution_count": k.execCount, "data": mimeBundle(v), "metadata": map[string]any{},
			})
		}
	}
	if k.showReport && !silent && len(nests) > 0 {
		text, html := nestTable(nests)
		k.publish("display_data", m, map[string]any{
			"data": map[string]string{"text/plain": text, "text/html": html}, "metadata": map[string]any{},
		})
	}
	return errorContent(err, code)
}

// takeResult returns the value of the cell's last expression and removes
// the name it was kept under.
func (k *Kernel) takeResult() (py.Object, bool) {
	v, ok := k.in.Global(resultName)
	if main, err := k.in.Context().GetModule("__main__"); err == nil {
		main.Globals.DeleteGlobal(resultName)
	}
	return v, ok
}

// mimeBundle is the data of an execute_result: the value's repr, and the
// SVG of a plan graph that has one.
func mimeBundle(v py.Object) map[string]string {
	if g, ok := v.(*planGraph); ok {
		return g.bundle()
	}
	text, err := py.ReprAsString(v)
	if err != nil {
		text = "<repr failed: " + err.Error() + ">"
	}
	return map[string]string{"text/plain": text}
}

// magics runs the line magics of code (lines starting with %) and returns
// code with them blanked, so that line numbers stay those of the cell.
// The one magic is %report on|off.
func (k *Kernel) magics(code string) (string, map[string]any) {
	if !strings.Contains(code, "%") {
		return code, nil
	}
	lines := strings.Split(code, "\n")
	for i, line := range lines {
		trimmed := strings.TrimSpace(line)
		if !strings.HasPrefix(trimmed, "%") || line != strings.TrimLeft(line, " \t") {
			continue
		}
		fields := strings.Fields(trimmed[1:])
		switch {
		case len(fields) == 2 && fields[0] == "report" && fields[1] == "on":
			k.showReport = true
		case len(fields) == 2 && fields[0] == "report" && fields[1] == "off":
			k.showReport = false
		case len(fields) > 0 && fields[0] == "report":
			msg := "%report takes on or off"
			return "", errorMessage("UsageError", msg, []string{"UsageError: " + msg})
		default:
			name := ""
			if len(fields) > 0 {
				name = fields[0]
			}
			msg := "Line magic function `%" + name + "` not found (alpyna knows %report on|off)."
			return "", errorMessage("UsageError", msg, []string{"UsageError: " + msg})
		}
		lines[i] = ""
	}
	return strings.Join(lines, "\n"), nil
}

// withResult rewrites code so that the value of its last statement, when
// that is an expression, is assigned to resultName. The expression stays
// on its lines, so that line numbers do not change; a trailing semicolon
// keeps the value from being shown, as in IPython. Code that does not
// parse is returned unchanged, for the interpreter to report.
func withResult(code string) (string, bool) {
	if strings.HasSuffix(strings.TrimSpace(code), ";") {
		return code, false
	}
	mod, err := parser.Parse(strings.NewReader(code), "<cell>", py.ExecMode)
	if err != nil {
		return code, false
	}
	body := mod.(*ast.Module).Body
	if len(body) == 0 {
		return code, false
	}
	last, ok := body[len(body)-1].(*ast.ExprStmt)
	if !ok {
		return code, false
	}
	off := offsetOf(code, last.Lineno, last.ColOffset)
	if off < 0 {
		return code, false
	}
	return code[:off] + resultName + " = (" + code[off:] + "\n)\n", true
}

// offsetOf is the byte offset of a 1-based line and 0-based column.
func offsetOf(code string, line, col int) int {
	off := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(code[off:], '\n')
		if i < 0 {
			return -1
		}
		off += i + 1
	}
	if off+col > len(code) {
		return -1
	}
	return off + col
}

// errorContent is the content of the error message for err (nil for
// none): the exception's type, value and traceback lines as CPython
// prints them.
func errorContent(err error, code string) map[string]any {
	if err == nil {
		return nil
	}
	var (
		exc  *alpyna.Exception
		syn  *alpyna.SyntaxError
		exit *alpyna.Exit
	)
	switch {
	case errors.As(err, &exc):
		return errorMessage(exc.TypeName(), exc.Message(), strings.Split(strings.TrimRight(exc.Traceback(), "\n"), "\n"))
	case errors.As(err, &syn):
		tb := []string{"  File \"" + syn.Pos.File + "\", line " + strconv.Itoa(syn.Pos.Line)}
		lines := strings.Split(code, "\n")
		if n := syn.Pos.Line; n >= 1 && n <= len(lines) {
			text := lines[n-1]
			trimmed := strings.TrimLeft(text, " \t")
			tb = append(tb, "    "+strings.TrimRight(trimmed, " \t\r"))
			if caret := syn.Pos.Col - 1 - (len(text) - len(trimmed)); caret >= 0 {
				tb = append(tb, "    "+strings.Repeat(" ", caret)+"^")
			}
		}
		tb = append(tb, syn.TypeName()+": "+syn.Msg)
		return errorMessage(syn.TypeName(), syn.Msg, tb)
	case errors.As(err, &exit):
		value := strconv.Itoa(exit.Code)
		if exit.Message != "" {
			value = exit.Message
		}
		return errorMessage("SystemExit", value, []string{"SystemExit: " + value})
	}
	return errorMessage("Error", err.Error(), []string{err.Error()})
}

func errorMessage(ename, evalue string, traceback []string) map[string]any {
	return map[string]any{"ename": ename, "evalue": evalue, "traceback": traceback}
}
