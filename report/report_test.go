package report

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/nest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func pos(l, c int) nest.Pos { return nest.Pos{File: "k.py", Line: l, Col: c} }

func name(id string, role nest.NameRole) *nest.Name { return &nest.Name{Id: id, Role: role} }

func intConst(v int64) *nest.Const { return &nest.Const{Kind: nest.Int, Int: v} }

func form(t *testing.T, c int64, terms ...affine.Term) affine.Form {
	t.Helper()
	f, err := affine.New(c, terms...)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// shiftNest is the paper's Listing 1:
//
//	def function_foo(arg_a, arg_b, arr_len, k):
//	    for i in range(0, arr_len, 1):        # 3:5
//	        arg_a[i + k] = arg_a[i] + arg_b   # 4:9
func shiftNest(t *testing.T) *nest.Nest {
	i := name("i", nest.LoopVar)
	ik, _ := affine.Var("i").Add(affine.Var("k"))
	w := &nest.Ref{Pos: pos(4, 9), Array: "arg_a", Subs: []nest.Expr{&nest.Binary{Op: nest.Add, X: i, Y: name("k", nest.Symbol)}},
		Forms: []affine.Form{ik}}
	r := &nest.Ref{Pos: pos(4, 24), Array: "arg_a", Subs: []nest.Expr{i}, Forms: []affine.Form{affine.Var("i")}}
	st := &nest.Assign{Pos: pos(4, 9), Text: "arg_a[i + k] = arg_a[i] + arg_b", Target: w,
		Value: &nest.Binary{Op: nest.Add, X: r, Y: name("arg_b", nest.Symbol)}}
	loop := &nest.Loop{Pos: pos(3, 5), Var: "i", Start: intConst(0), Stop: name("arr_len", nest.Symbol), Step: intConst(1),
		Lower: affine.Const(0), Upper: affine.Var("arr_len"), StepValue: 1, Body: []nest.Node{st}}
	n := &nest.Nest{Func: "function_foo", Params: []string{"arg_a", "arg_b", "arr_len", "k"}, Pos: pos(3, 5), Root: loop,
		Symbols: []string{"arg_b", "arr_len", "k"}, Arrays: []string{"arg_a"}}
	n.Index()
	return n
}

// shiftPlan is the plan of shiftNest: ahead of time the self-dependence of
// arg_a is assumed in every direction; resolved with k = 3 it is a flow
// dependence at distance 3. Either way i runs sequentially.
func shiftPlan(n *nest.Nest, resolved bool) *depend.NestPlan {
	dep := depend.NestDep{Src: 0, Dst: 0, Array: "arg_a", Kind: depend.Flow,
		Dirs: []depend.Dir{depend.Any}, Dist: []depend.Distance{{}}, CarriedBy: 0}
	if resolved {
		dep.Dirs = []depend.Dir{depend.Lt}
		dep.Dist = []depend.Distance{{Value: 3, Known: true}}
	}
	return &depend.NestPlan{Nest: n,
		Plan:  &depend.Plan{Body: []*depend.Node{{Loop: 0, Body: []*depend.Node{{Loop: -1, Stmt: 0}}}}},
		Stmts: []depend.StmtPlan{{Loops: []int{0}, Parallel: []bool{false}, Reduction: []bool{false}}},
		Deps:  []depend.NestDep{dep}}
}

// rowsumNest is a nest after if-conversion:
//
//	def rowsum(x, y, m, n):
//	    for i in range(n):             # 10:5
//	        for j in range(1, m, 2):   # 11:9
//	            if x[i, j] > 0.0:      # 12:13
//	                y[i] += x[i, j]    # 13:17
//	            s += x[i, j]           # 14:13
func rowsumNest(t *testing.T) *nest.Nest {
	i, j := name("i", nest.LoopVar), name("j", nest.LoopVar)
	ij := []affine.Form{affine.Var("i"), affine.Var("j")}
	xij := &nest.Ref{Array: "x", Subs: []nest.Expr{i, j}, Forms: ij}
	p := &nest.Ref{Array: "p0", Subs: []nest.Expr{i, j}, Forms: ij, Synthetic: true}
	pred := &nest.Assign{Pos: pos(12, 13), Text: "p0[i, j] = x[i, j] > 0.0", Target: p,
		Value: &nest.Compare{Op: nest.Gt, X: xij, Y: &nest.Const{Kind: nest.Float}}, Origin: "if at 12:13"}
	yi := &nest.Ref{Array: "y", Subs: []nest.Expr{i}, Forms: ij[:1]}
	upd := &nest.Assign{Pos: pos(13, 17), Text: "y[i] += x[i, j]", Target: yi, Op: nest.Add, Value: xij, Pred: p}
	sum := &nest.Assign{Pos: pos(14, 13), Text: "s += x[i, j]", Target: name("s", nest.ScalarVar), Op: nest.Add, Value: xij}
	inner := &nest.Loop{Pos: pos(11, 9), Var: "j", Start: intConst(1), Stop: name("m", nest.Symbol), Step: intConst(2),
		Lower: affine.Const(1), Upper: affine.Var("m"), StepValue: 2, Body: []nest.Node{pred, upd, sum}}
	outer := &nest.Loop{Pos: pos(10, 5), Var: "i", Start: intConst(0), Stop: name("n", nest.Symbol), Step: intConst(1),
		Lower: affine.Const(0), Upper: affine.Var("n"), StepValue: 1, Body: []nest.Node{inner}}
	n := &nest.Nest{Func: "rowsum", Params: []string{"x", "y", "m", "n"}, Pos: pos(10, 5), Root: outer,
		Symbols: []string{"m", "n"}, Arrays: []string{"p0", "x", "y"}, Converted: true,
		Scalars: []*nest.Scalar{{Name: "s", Pos: pos(14, 13), LiveIn: true, LiveOut: true, Role: nest.Reduction, Reduction: nest.Add}}}
	n.Index()
	return n
}

func rowsumPlan(n *nest.Nest) *depend.NestPlan {
	eq := []depend.Dir{depend.Eq, depend.Eq}
	zero := []depend.Distance{{Known: true}, {Known: true}}
	return &depend.NestPlan{Nest: n,
		Plan: &depend.Plan{Body: []*depend.Node{{Loop: 0, Parallel: true, Body: []*depend.Node{
			{Loop: 1, Parallel: true, Body: []*depend.Node{{Loop: -1, Stmt: 0}}},
			{Loop: 1, Body: []*depend.Node{{Loop: -1, Stmt: 1}}},
			{Loop: 1, Parallel: true, Body: []*depend.Node{{Loop: -1, Stmt: 2}}},
		}}}},
		Stmts: []depend.StmtPlan{
			{Loops: []int{0, 1}, Parallel: []bool{true, true}, Reduction: []bool{false, false}},
			{Loops: []int{0, 1}, Parallel: []bool{true, false}, Reduction: []bool{false, false}},
			{Loops: []int{0, 1}, Parallel: []bool{true, true}, Reduction: []bool{true, true}},
		},
		Deps: []depend.NestDep{
			{Src: 0, Dst: 1, Array: "p0", Kind: depend.Flow, Dirs: eq, Dist: zero, CarriedBy: -1, Settled: true},
			{Src: 1, Dst: 1, Array: "y", Kind: depend.Flow, Dirs: []depend.Dir{depend.Eq, depend.Lt},
				Dist: []depend.Distance{{Known: true}, {}}, CarriedBy: 1, Settled: true},
			{Src: 2, Dst: 2, Array: "s", Kind: depend.Flow, Dirs: []depend.Dir{depend.Any, depend.Ne},
				Dist: []depend.Distance{{}, {}}, CarriedBy: 0, Settled: true},
		}}
}

// callNest is not in the accelerated subset:
//
//	for i in range(len(a)):   # 20:5
//	    a[i] = g(a[i])        # 21:9
func callNest(t *testing.T) *nest.Nest {
	st := &nest.Assign{Pos: pos(21, 9), Text: "a[i] = g(a[i])",
		Target: &nest.Ref{Array: "a", Subs: []nest.Expr{name("i", nest.LoopVar)}, Forms: []affine.Form{affine.Var("i")}}}
	loop := &nest.Loop{Pos: pos(20, 5), Var: "i", Start: intConst(0),
		Stop:  &nest.Call{Func: "len", Args: []nest.Expr{name("a", nest.Symbol)}},
		Step:  intConst(1),
		Lower: affine.Const(0), Upper: affine.NonAffine(), StepValue: 1, Body: []nest.Node{st}}
	n := &nest.Nest{Func: "apply", Params: []string{"a"}, Pos: pos(20, 5), Root: loop, Arrays: []string{"a"},
		Reasons: []nest.Reason{{Pos: pos(21, 16), Msg: "call of user function g"}}}
	n.Index()
	return n
}

func corpus(t *testing.T) (static, resolved []compiler.Compiled) {
	shift, rowsum, call := shiftNest(t), rowsumNest(t), callNest(t)
	static = []compiler.Compiled{
		{Nest: shift, Plan: shiftPlan(shift, false), Unresolved: []string{"arr_len", "k"}},
		{Nest: rowsum, Plan: rowsumPlan(rowsum)},
		{Nest: call},
	}
	bind := map[string]int64{"arr_len": 1000, "k": 3, "unused": 7}
	resolved = []compiler.Compiled{
		{Nest: shift, Plan: shiftPlan(shift, true), Bindings: bind, Unresolved: []string{"arr_len", "k"}},
		{Nest: rowsum, Plan: rowsumPlan(rowsum), Bindings: bind},
		{Nest: call, Bindings: bind},
	}
	return static, resolved
}

func golden(t *testing.T, file string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", file)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (go test -update rewrites it)\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

func TestGolden(t *testing.T) {
	static, resolved := corpus(t)
	for _, tc := range []struct {
		name string
		cs   []compiler.Compiled
	}{{"static", static}, {"resolved", resolved}} {
		t.Run(tc.name, func(t *testing.T) {
			var plan, dot, js bytes.Buffer
			if err := WritePlan(&plan, tc.cs); err != nil {
				t.Fatal(err)
			}
			golden(t, tc.name+".plan", plan.Bytes())
			if err := WriteDot(&dot, tc.cs); err != nil {
				t.Fatal(err)
			}
			golden(t, tc.name+".dot", dot.Bytes())
			if err := Build(tc.cs, "cpu").WriteJSON(&js); err != nil {
				t.Fatal(err)
			}
			golden(t, tc.name+".json", js.Bytes())
		})
	}
}

// TestContractExample checks that the paper's Listing 1, resolved as in
// docs/contract.md §3's example, reports what the contract shows.
func TestContractExample(t *testing.T) {
	n := shiftNest(t)
	got := FromPlan(shiftPlan(n, true), Options{Backend: "cpu", Invocation: 1,
		Bindings: map[string]int64{"arr_len": 1000, "k": 3}})
	three := int64(3)
	i := "i"
	want := Nest{Function: "function_foo", Line: 3, Invocation: 1, Backend: "cpu",
		Bindings:   map[string]int64{"arr_len": 1000, "k": 3},
		Unresolved: []string{},
		Loops:      []Loop{{Var: "i", Line: 3, Lower: "0", Upper: "arr_len", Step: "1"}},
		Statements: []Statement{{Line: 4, Text: "arg_a[i + k] = arg_a[i] + arg_b", Loops: []string{"i"},
			Sequential: []string{"i"}, Parallel: []string{}, GPUAxes: []string{}, Kernel: "function_foo_l4"}},
		Dependences: []Dependence{{Source: 4, Sink: 4, Array: "arg_a", Kind: "flow",
			Direction: []string{"<"}, Distance: []*int64{&three}, CarriedBy: &i}},
	}
	if !reflect.DeepEqual(got, want) {
		gj, _ := json.Marshal(got)
		wj, _ := json.Marshal(want)
		t.Errorf("got  %s\nwant %s", gj, wj)
	}
}

// TestJSONShape checks the encoded report against docs/contract.md §3: every
// field, in order, with its JSON type, and no time in a compile report.
func TestJSONShape(t *testing.T) {
	static, _ := corpus(t)
	var buf bytes.Buffer
	if err := Build(static, "cpu").WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if err := Validate(buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(buf.Bytes(), []byte(`"time"`)) {
		t.Error("a compile report has time; want it omitted")
	}

	// A run report has time, in the contract's place.
	n := Unaccelerated(callNest(t))
	n.Invocation = 1
	n.Time = &Time{Execute: 0.5}
	buf.Reset()
	if err := (&Report{Nests: []Nest{n}}).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if err := Validate(buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(buf.Bytes(), []byte(`"time": {`)) {
		t.Errorf("a run report has no time:\n%s", buf.Bytes())
	}
}

// TestValidate checks that Validate rejects what the contract rules out.
func TestValidate(t *testing.T) {
	static, _ := corpus(t)
	var buf bytes.Buffer
	if err := Build(static, "cpu").WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	for _, tc := range []struct{ old, new, want string }{
		{`"backend": "cpu"`, `"backend": "auto"`, `nests[0].backend: got "auto"`},
		{`"unresolved": [`, `"unresolved2": [`, `nests[0]: missing field "unresolved"`},
		{`"direction": [
            "*"`, `"direction": [
            "<>"`, `nests[0].dependences[0].direction[0]: got "<>"`},
		{`"carried_by": "i"`, `"carried_by": 0`, `carried_by: got a number, want a string`},
		{`"line": 3`, `"line": 3.5`, `nests[0].line: got 3.5, want an integer`},
		{`"bindings": {}`, `"bindings": {"n": 1.5}`, `nests[0].bindings.n: got 1.5, want an integer`},
		{`"bindings": {}`, `"bindings": []`, `nests[0].bindings: got an array, want an object`},
		{`"sequential": [
            "i"
          ],
          "parallel": [],`, `"sequential": [],
          "parallel": [],`, `do not partition loops`},
	} {
		bad := strings.Replace(good, tc.old, tc.new, 1)
		if bad == good {
			t.Fatalf("%q not in the report:\n%s", tc.old, good)
		}
		err := Validate([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("replacing %q by %q: got error %v, want %q", tc.old, tc.new, err, tc.want)
		}
	}
}

func TestGPUAxes(t *testing.T) {
	// Four parallel loops: the three innermost map to x, y, z, the
	// innermost (contiguous) dimension to x.
	var loops []nest.Node
	st := &nest.Assign{Pos: pos(9, 17), Text: "a[i, j, k, l] = 0",
		Target: &nest.Ref{Array: "a"}, Value: intConst(0)}
	body := []nest.Node{st}
	for d, v := range []string{"l", "k", "j", "i"} {
		lp := &nest.Loop{Pos: pos(5-d, 5+4*(3-d)), Var: v, Start: intConst(0), Stop: intConst(4), Step: intConst(1),
			Lower: affine.Const(0), Upper: affine.Const(4), StepValue: 1, Body: body}
		body = []nest.Node{lp}
		loops = append(loops, lp)
	}
	n := &nest.Nest{Func: "fill", Pos: pos(2, 5), Root: body[0].(*nest.Loop), Arrays: []string{"a"}}
	n.Index()
	p := &depend.NestPlan{Nest: n, Plan: &depend.Plan{},
		Stmts: []depend.StmtPlan{{Loops: []int{0, 1, 2, 3}, Parallel: []bool{true, false, true, true}, Reduction: make([]bool, 4)}}}
	got := FromPlan(p, Options{Backend: "gpu"}).Statements[0]
	if want := []string{"l", "k", "i"}; !reflect.DeepEqual(got.GPUAxes, want) {
		t.Errorf("gpu_axes %q, want %q", got.GPUAxes, want)
	}
	if want := []string{"j"}; !reflect.DeepEqual(got.Sequential, want) {
		t.Errorf("sequential %q, want %q", got.Sequential, want)
	}
	if want := []string{"i", "k", "l"}; !reflect.DeepEqual(got.Parallel, want) {
		t.Errorf("parallel %q, want %q", got.Parallel, want)
	}
}

func TestKernelNames(t *testing.T) {
	n := rowsumNest(t)
	n.Stmts[1].Pos.Line = 12 // the if and its body on one line
	got := kernelNames(n)
	want := []string{"rowsum_l12_1", "rowsum_l12_2", "rowsum_l14"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("kernel names %q, want %q", got, want)
	}
}

func TestContractDir(t *testing.T) {
	for d, want := range map[depend.Dir]string{
		depend.Lt: "<", depend.Eq: "=", depend.Gt: ">", depend.Le: "<=", depend.Ge: ">=",
		depend.Any: "*", depend.Ne: "*",
	} {
		if got := contractDir(d); got != want {
			t.Errorf("contractDir(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestUnacceleratedReason(t *testing.T) {
	got := Unaccelerated(callNest(t))
	if got.Backend != "interp" || got.Reason != "k.py:21:16: call of user function g" {
		t.Errorf("backend %q reason %q", got.Backend, got.Reason)
	}
	if s := got.Statements[0]; !reflect.DeepEqual(s.Sequential, []string{"i"}) || s.Kernel != "" {
		t.Errorf("statement %+v: want every loop sequential and no kernel", s)
	}
	if got.Loops[0].Upper != "len(a)" {
		t.Errorf("upper %q, want len(a)", got.Loops[0].Upper)
	}
	if !strings.Contains(got.Reason, "call of user function") {
		t.Errorf("reason %q", got.Reason)
	}
}

// TestDotRenders runs Graphviz on the graphs where it is installed.
func TestDotRenders(t *testing.T) {
	path, err := exec.LookPath("dot")
	if err != nil {
		t.Skip("Graphviz dot is not installed")
	}
	static, resolved := corpus(t)
	for _, cs := range [][]compiler.Compiled{static, resolved} {
		var buf bytes.Buffer
		if err := WriteDot(&buf, cs); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(path, "-Tcanon")
		cmd.Stdin = &buf
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("dot: %v\n%s", err, out)
		}
	}
}

// TestPlacement checks the auto backend's fields in their contract form
// (docs/contract.md §3): placement with the choice, both estimates and the
// bytes the choice was expected to move, and transfer_bytes; Validate
// accepts them and rejects what the contract rules out.
func TestPlacement(t *testing.T) {
	n := Unaccelerated(callNest(t))
	n.Invocation = 1
	n.Backend = "gpu"
	n.Time = &Time{Execute: 0.001}
	moved := int64(8000)
	n.Placement = &Placement{Choice: "gpu", Estimate: Estimate{CPU: 0.002, GPU: 0.0005}, TransferBytes: 8000}
	n.TransferBytes = &moved
	var buf bytes.Buffer
	if err := (&Report{Nests: []Nest{n}}).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	if err := Validate([]byte(good)); err != nil {
		t.Fatalf("%v\n%s", err, good)
	}
	for _, want := range []string{`"placement": {`, `"choice": "gpu"`, `"estimate": {`, `"cpu": 0.002`, `"gpu": 0.0005`, `"transfer_bytes": 8000`} {
		if !strings.Contains(good, want) {
			t.Errorf("the report lacks %s:\n%s", want, good)
		}
	}
	for _, tc := range []struct{ old, new, want string }{
		{`"choice": "gpu"`, `"choice": "auto"`, `placement.choice: got "auto"`},
		{`"gpu": 0.0005`, `"gpu": -1`, `placement.estimate.gpu: got -1, want seconds`},
		{`"cpu": 0.002`, `"cpu": "fast"`, `placement.estimate.cpu: got a string, want seconds`},
		{`"cpu": 0.002,`, ``, `placement.estimate: missing field "cpu"`},
		{`"transfer_bytes": 8000
      }`, `"transfer_bytes": 80.5
      }`, `placement.transfer_bytes: got 80.5, want an integer`},
		{`"transfer_bytes": 8000
    }`, `"transfer_bytes": -8
    }`, `nests[0].transfer_bytes: got -8, want an integer, not negative`},
	} {
		bad := strings.Replace(good, tc.old, tc.new, 1)
		if bad == good {
			t.Fatalf("%q not in the report:\n%s", tc.old, good)
		}
		err := Validate([]byte(bad))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("replacing %q by %q: got error %v, want %q", tc.old, tc.new, err, tc.want)
		}
	}
}

// TestWork checks the work field (docs/contract.md §3): the counted
// operations and bytes, which Validate accepts as numbers, not negative.
func TestWork(t *testing.T) {
	n := Unaccelerated(callNest(t))
	n.Invocation = 1
	n.Backend = "cpu"
	n.Time = &Time{Execute: 0.001}
	n.Work = &Work{Flops: 2.5e6, Bytes: 8e6}
	var buf bytes.Buffer
	if err := (&Report{Nests: []Nest{n}}).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	if err := Validate([]byte(good)); err != nil {
		t.Fatalf("%v\n%s", err, good)
	}
	if !strings.Contains(good, `"flops": 2500000`) || !strings.Contains(good, `"bytes": 8000000`) {
		t.Errorf("the report lacks the work:\n%s", good)
	}
	for _, tc := range []struct{ old, new, want string }{
		{`"flops": 2500000`, `"flops": -1`, `work.flops: got -1, want a number, not negative`},
		{`"bytes": 8000000`, `"bytes": "lots"`, `work.bytes: got a string, want a number`},
	} {
		bad := strings.Replace(good, tc.old, tc.new, 1)
		if bad == good {
			t.Fatalf("%q not in the report:\n%s", tc.old, good)
		}
		if err := Validate([]byte(bad)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("replacing %q by %q: got error %v, want %q", tc.old, tc.new, err, tc.want)
		}
	}
}
