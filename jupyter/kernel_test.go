package jupyter

// These tests start `alpyna kernel` as a process and drive it with
// Jupyter's own client (testdata/driver.py, jupyter_client and nbclient
// under /usr/bin/python3); they skip where jupyter_client is missing.

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the notebooks' golden outputs in testdata")

const python = "/usr/bin/python3"

var (
	buildOnce sync.Once
	binDir    string
	binErr    error
)

// alpynaBinary builds cmd/alpyna once for the test binary.
func alpynaBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		binDir, binErr = os.MkdirTemp("", "alpyna-kernel-test")
		if binErr != nil {
			return
		}
		out, err := exec.Command("go", "build", "-o", filepath.Join(binDir, "alpyna"), "../cmd/alpyna").CombinedOutput()
		if err != nil {
			binErr = &buildError{out: string(out), err: err}
		}
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return filepath.Join(binDir, "alpyna")
}

type buildError struct {
	out string
	err error
}

func (e *buildError) Error() string { return "go build ./cmd/alpyna: " + e.err.Error() + "\n" + e.out }

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// needJupyter skips the test where Jupyter's client libraries are missing.
func needJupyter(t *testing.T, modules ...string) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts kernels; skipped with -short")
	}
	for _, m := range append([]string{"jupyter_client"}, modules...) {
		if err := exec.Command(python, "-c", "import "+m).Run(); err != nil {
			t.Skipf("%s cannot import %s (install python3-jupyter-client and python3-nbclient): %v", python, m, err)
		}
	}
}

// jupyterEnv installs a kernelspec for the built binary under a
// temporary prefix and returns the environment that makes Jupyter's
// client find it. The kernel runs nests on the cpu backend with two
// threads, so that the outputs (backends, the inspector's plans) are the
// same on every machine.
func jupyterEnv(t *testing.T) []string {
	t.Helper()
	exe := alpynaBinary(t)
	prefix := t.TempDir()
	dir, _ := KernelSpecDir(prefix)
	spec := NewKernelSpec(exe)
	spec.Argv = []string{exe, "kernel", "--backend=cpu", "--threads=2", "-f", "{connection_file}"}
	if err := InstallKernelSpec(dir, spec); err != nil {
		t.Fatal(err)
	}
	return append(os.Environ(), "JUPYTER_PATH="+filepath.Join(prefix, "share", "jupyter"),
		"JUPYTER_RUNTIME_DIR="+t.TempDir(), "JUPYTER_CONFIG_DIR="+t.TempDir(), "JUPYTER_PLATFORM_DIRS=1")
}

// drive runs testdata/driver.py with args and returns its stdout, which
// is JSON, and its stderr, which has the kernel's log.
func drive(t *testing.T, env []string, args ...string) (stdout []byte, stderr string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, python, append([]string{"testdata/driver.py"}, args...)...)
	cmd.Env = env
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("driver.py %s: %v\nstderr:\n%s", strings.Join(args, " "), err, errb.String())
	}
	return out.Bytes(), errb.String()
}

type output struct {
	Type    string `json:"type"`
	Content struct {
		Name           string            `json:"name"`
		Text           string            `json:"text"`
		Data           map[string]string `json:"data"`
		ExecutionCount int               `json:"execution_count"`
		Ename          string            `json:"ename"`
		Evalue         string            `json:"evalue"`
		Traceback      []string          `json:"traceback"`
	} `json:"content"`
}

type executed struct {
	Code  string `json:"code"`
	Reply struct {
		Status         string   `json:"status"`
		ExecutionCount int      `json:"execution_count"`
		Ename          string   `json:"ename"`
		Traceback      []string `json:"traceback"`
	} `json:"reply"`
	IOPub []output `json:"iopub"`
}

// of returns the messages of one type.
func (e executed) of(kind string) []output {
	var out []output
	for _, o := range e.IOPub {
		if o.Type == kind {
			out = append(out, o)
		}
	}
	return out
}

// result is the text/plain of the cell's execute_result, "" for none.
func (e executed) result() string {
	if r := e.of("execute_result"); len(r) == 1 {
		return r[0].Content.Data["text/plain"]
	}
	return ""
}

func TestKernelSession(t *testing.T) {
	needJupyter(t)
	out, log := drive(t, jupyterEnv(t), "session")
	var r struct {
		KernelInfo struct {
			ProtocolVersion string `json:"protocol_version"`
			Implementation  string `json:"implementation"`
			LanguageInfo    struct {
				Name string `json:"name"`
			} `json:"language_info"`
		} `json:"kernel_info"`
		Cells           []executed `json:"cells"`
		UserExpressions map[string]struct {
			Status string            `json:"status"`
			Data   map[string]string `json:"data"`
			Ename  string            `json:"ename"`
		} `json:"user_expressions"`
		Complete struct {
			Matches     []string `json:"matches"`
			CursorStart int      `json:"cursor_start"`
			CursorEnd   int      `json:"cursor_end"`
		} `json:"complete"`
		CompleteGlobal struct {
			Matches []string `json:"matches"`
		} `json:"complete_global"`
		IsComplete map[string]struct {
			Status string `json:"status"`
			Indent string `json:"indent"`
		} `json:"is_complete"`
		Inspect struct {
			Found bool              `json:"found"`
			Data  map[string]string `json:"data"`
		} `json:"inspect"`
		Interrupt struct {
			Reply struct {
				Status    string   `json:"status"`
				Ename     string   `json:"ename"`
				Traceback []string `json:"traceback"`
			} `json:"reply"`
		} `json:"interrupt"`
		AfterInterrupt executed `json:"after_interrupt"`
		Input          struct {
			executed
			Request struct {
				Prompt string `json:"prompt"`
			} `json:"request"`
		} `json:"input"`
		WrongSignatureAnswered bool       `json:"wrong_signature_answered"`
		AfterWrongSignature    executed   `json:"after_wrong_signature"`
		AfterRestart           []executed `json:"after_restart"`
		AliveAfterShutdown     bool       `json:"alive_after_shutdown"`
	}
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("driver output: %v\n%s", err, out)
	}
	if ki := r.KernelInfo; ki.ProtocolVersion != "5.3" || ki.Implementation != "alpyna" || ki.LanguageInfo.Name != "python" {
		t.Errorf("kernel_info: %+v", ki)
	}
	if len(r.Cells) != 11 {
		t.Fatalf("%d cells ran, want 11", len(r.Cells))
	}
	for i, c := range r.Cells {
		if c.Reply.ExecutionCount != i+1 {
			t.Errorf("cell %d: execution_count %d", i+1, c.Reply.ExecutionCount)
		}
	}

	// Output streams, and the value of the last expression.
	hello := r.Cells[0]
	if s := hello.of("stream"); len(s) != 1 || s[0].Content.Name != "stdout" || s[0].Content.Text != "hello\n" {
		t.Errorf("print: streams %+v", s)
	}
	if got := hello.result(); got != "42" {
		t.Errorf("x: result %q, want 42", got)
	}
	if got, want := r.Cells[1].result(), "array([[0, 1, 2],\n       [3, 4, 5]])"; got != want {
		t.Errorf("numpy result %q, want %q", got, want)
	}
	if got := r.Cells[2].result(); got != "" {
		t.Errorf("x; shows %q, want nothing", got)
	}

	// The jit function defined in cell 4 runs on the cpu in cell 5; the
	// nest table follows, except under %report off.
	if got, want := r.Cells[4].result(), "array([0., 1., 2., 3., 4., 5., 6., 7., 8., 0.])"; got != want {
		t.Errorf("smooth: result %q, want %q", got, want)
	}
	tables := r.Cells[4].of("display_data")
	if len(tables) != 1 {
		t.Fatalf("smooth: %d display_data messages, want the nest table", len(tables))
	}
	text, html := tables[0].Content.Data["text/plain"], tables[0].Content.Data["text/html"]
	if !regexp.MustCompile(`smooth, line 6 +1 +cpu +\S+ +i `).MatchString(text) || !strings.Contains(html, "<td>smooth, line 6</td>") {
		t.Errorf("nest table:\n%s\n%s", text, html)
	}
	if d := r.Cells[5].of("display_data"); len(d) != 0 {
		t.Errorf("%%report off: still shows %+v", d)
	}

	// An exception: CPython's traceback lines.
	wantTB := []string{
		"Traceback (most recent call last):",
		`  File "<cell 7>", line 4, in <module>`,
		"    f([1, 2])",
		`  File "<cell 7>", line 2, in f`,
		"    return v[5]",
		"IndexError: list index out of range",
	}
	errCell := r.Cells[7]
	if e := errCell.of("error"); errCell.Reply.Status != "error" || len(e) != 1 || e[0].Content.Ename != "IndexError" ||
		strings.Join(e[0].Content.Traceback, "\n") != strings.Join(wantTB, "\n") {
		t.Errorf("error cell: reply %+v, iopub %+v", errCell.Reply, errCell.IOPub)
	}
	if e := r.Cells[8].of("error"); len(e) != 1 || e[0].Content.Ename != "SyntaxError" {
		t.Errorf("syntax error cell: %+v", r.Cells[8].IOPub)
	}

	// show_plan: the dependence graph, drawn where Graphviz is.
	plan := r.Cells[9].of("execute_result")
	if len(plan) != 1 || !strings.Contains(plan[0].Content.Data["text/plain"], `digraph "smooth_l6"`) {
		t.Fatalf("show_plan: %+v", r.Cells[9].IOPub)
	}
	_, haveDot := exec.LookPath("dot")
	if svg, ok := plan[0].Content.Data["image/svg+xml"]; ok != (haveDot == nil) || (ok && !strings.Contains(svg, "<svg")) {
		t.Errorf("show_plan: SVG given %v, Graphviz found %v", ok, haveDot == nil)
	}

	// What a cell prints is published while it runs, not only at its end:
	// "start" comes in a message of its own before the half-second loop
	// ends.
	var progress []string
	for _, o := range r.Cells[10].of("stream") {
		progress = append(progress, o.Content.Text)
	}
	if len(progress) != 2 || progress[0] != "start\n" || progress[1] != "end\n" {
		t.Errorf("streams of a long cell: %q, want start and end apart", progress)
	}

	// user_expressions, evaluated after the cell.
	if ue := r.UserExpressions; ue["plus"].Status != "ok" || ue["plus"].Data["text/plain"] != "42" ||
		ue["bad"].Status != "error" || ue["bad"].Ename != "ZeroDivisionError" {
		t.Errorf("user_expressions: %+v", ue)
	}

	// Completion, is_complete, inspect.
	if c := r.Complete; !contains(c.Matches, "zeros") || c.CursorStart != 3 || c.CursorEnd != 5 {
		t.Errorf("complete np.ze: %+v", c)
	}
	if !contains(r.CompleteGlobal.Matches, "smooth") {
		t.Errorf("complete smo: %v", r.CompleteGlobal.Matches)
	}
	for code, want := range map[string]string{"x = 1": "complete", "for i in range(3):": "incomplete",
		"x = (1,": "incomplete", "1 +* 2": "invalid"} {
		if got := r.IsComplete[code].Status; got != want {
			t.Errorf("is_complete %q: %s, want %s", code, got, want)
		}
	}
	if got := r.IsComplete["for i in range(3):"].Indent; got != "    " {
		t.Errorf("is_complete indent %q", got)
	}
	doc := r.Inspect.Data["text/plain"]
	if !r.Inspect.Found || !strings.Contains(doc, "Averages neighbours.") || !strings.Contains(doc, "Last plan:") ||
		!strings.Contains(doc, "resolved with: n=10") || !strings.Contains(doc, "parallel: i") {
		t.Errorf("inspect smooth:\n%s", doc)
	}

	// An endless loop stops at the interrupt; the session lives on.
	if ir := r.Interrupt.Reply; ir.Status != "error" || ir.Ename != "KeyboardInterrupt" ||
		ir.Traceback[len(ir.Traceback)-1] != "KeyboardInterrupt" {
		t.Errorf("interrupt: %+v", ir)
	}
	if got := r.AfterInterrupt.result(); got != "(True, 42)" {
		t.Errorf("after the interrupt: %q, want (True, 42)", got)
	}

	// input() asks on the stdin channel; what came before is flushed first.
	var streams []string
	for _, o := range r.Input.of("stream") {
		streams = append(streams, o.Content.Text)
	}
	if r.Input.Reply.Status != "ok" || strings.Join(streams, "") != "before\nhi alpyna\n" || len(streams) != 2 {
		t.Errorf("input(): reply %+v, streams %q", r.Input.Reply, streams)
	}
	if got := r.Input.Request.Prompt; got != "who? " {
		t.Errorf("input_request prompt %q", got)
	}

	// A wrongly signed request is dropped and logged.
	if r.WrongSignatureAnswered || !strings.Contains(log, "dropped a message: jupyter: message signature does not match") {
		t.Errorf("wrong signature: answered %v; kernel log:\n%s", r.WrongSignatureAnswered, log)
	}
	if got := r.AfterWrongSignature.result(); got != "43" {
		t.Errorf("after the wrong signature: %q", got)
	}

	// A restart is a new session; shutdown ends the process.
	if len(r.AfterRestart) != 2 || r.AfterRestart[0].Reply.Ename != "NameError" || r.AfterRestart[1].result() != "2" ||
		r.AfterRestart[1].Reply.ExecutionCount != 2 {
		t.Errorf("after restart: %+v", r.AfterRestart)
	}
	if r.AliveAfterShutdown {
		t.Error("the kernel is alive after shutdown")
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// A kernel whose client process dies without shutting it down exits.
func TestKernelExitsWhenClientVanishes(t *testing.T) {
	needJupyter(t)
	out, _ := drive(t, jupyterEnv(t), "vanish")
	var r struct{ Pid int }
	if err := json.Unmarshal(out, &r); err != nil || r.Pid <= 0 {
		t.Fatalf("driver output %q: %v", out, err)
	}
	deadline := time.Now().Add(20 * time.Second)
	for running(r.Pid) {
		if time.Now().After(deadline) {
			t.Fatalf("the kernel (pid %d) is still running 20 s after its client died", r.Pid)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// running reports whether process pid exists and is not a zombie.
func running(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	i := bytes.LastIndexByte(stat, ')')
	return i < 0 || i+2 >= len(stat) || stat[i+2] != 'Z'
}

// A connection file that is missing, not JSON or names a port in use is
// an error with a message, not a hang.
func TestKernelBadConnection(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command; skipped with -short")
	}
	exe := alpynaBinary(t)
	dir := t.TempDir()
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	port := busy.Addr().(*net.TCPAddr).Port
	files := map[string]string{
		"notjson.json": "{",
		"busy.json": `{"transport": "tcp", "ip": "127.0.0.1", "shell_port": ` + strconv.Itoa(port) + `,
			"iopub_port": 1, "stdin_port": 1, "control_port": 1, "hb_port": 1, "key": "", "signature_scheme": "hmac-sha256"}`,
	}
	for name, text := range files {
		os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600)
	}
	for _, tc := range []struct {
		file, want string
		status     int
	}{
		{"missing.json", "no such file", 2},
		{"notjson.json", "not JSON", 2},
		{"busy.json", "shell channel: listen on tcp://127.0.0.1:" + strconv.Itoa(port), 1},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		cmd := exec.CommandContext(ctx, exe, "kernel", "-f", filepath.Join(dir, tc.file))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		cancel()
		code := -1
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		if code != tc.status || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%s: exit %d (%v), stderr %q; want exit %d and %q", tc.file, code, err, stderr.String(), tc.status, tc.want)
		}
	}
}

// `alpyna kernel install --prefix` writes a kernelspec Jupyter lists.
func TestKernelInstall(t *testing.T) {
	needJupyter(t)
	exe := alpynaBinary(t)
	prefix := t.TempDir()
	out, err := exec.Command(exe, "kernel", "install", "--prefix", prefix).CombinedOutput()
	if err != nil {
		t.Fatalf("kernel install: %v\n%s", err, out)
	}
	dir := filepath.Join(prefix, "share", "jupyter", "kernels", "alpyna")
	for _, f := range []string{"logo-32x32.png", "logo-64x64.png"} {
		if data, err := os.ReadFile(filepath.Join(dir, f)); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
			t.Errorf("%s: not a PNG (%v)", f, err)
		}
	}
	cmd := exec.Command(python, "-c", `import json
from jupyter_client.kernelspec import KernelSpecManager
m = KernelSpecManager()
s = m.get_kernel_spec("alpyna")
print(json.dumps({"dirs": m.find_kernel_specs(), "argv": s.argv, "display_name": s.display_name, "language": s.language}))`)
	cmd.Env = append(os.Environ(), "JUPYTER_PATH="+filepath.Join(prefix, "share", "jupyter"))
	out, err = cmd.Output()
	if err != nil {
		t.Fatalf("KernelSpecManager: %v", err)
	}
	var spec struct {
		Dirs        map[string]string `json:"dirs"`
		Argv        []string          `json:"argv"`
		DisplayName string            `json:"display_name"`
		Language    string            `json:"language"`
	}
	json.Unmarshal(out, &spec)
	if spec.Dirs["alpyna"] != dir || spec.DisplayName != "alpyna (Python subset)" || spec.Language != "python" ||
		strings.Join(spec.Argv[1:], " ") != "kernel -f {connection_file}" || !filepath.IsAbs(spec.Argv[0]) {
		t.Errorf("kernelspec as Jupyter sees it: %s", out)
	}
}
