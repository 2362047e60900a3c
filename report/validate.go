// This file checks a JSON document against the report's contract.

package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Validate checks that data is a report as docs/contract.md §3 describes it:
// the fields of every nest, statement, loop and dependence with their JSON
// types and allowed values, and nothing else. time is optional (run reports
// have it, compile reports do not), and so is plan (run reports have it for
// nests with an irregular loop on the cpu backend; an extension of the
// contract). It returns the first mismatch found,
// naming its path ("nests[0].statements[1].gpu_axes").
func Validate(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return err
	}
	v := validator{}
	top := v.object("", doc, []string{"nests"}, nil)
	if top == nil {
		return v.err
	}
	for i, n := range v.array("nests", top["nests"]) {
		v.nest(fmt.Sprintf("nests[%d]", i), n)
	}
	return v.err
}

type validator struct{ err error }

func (v *validator) fail(path, format string, args ...any) {
	if v.err == nil {
		v.err = fmt.Errorf("%s: %s", strings.TrimPrefix(path, "."), fmt.Sprintf(format, args...))
	}
}

// object checks that x is an object with exactly the keys required plus
// any of optional.
func (v *validator) object(path string, x any, required, optional []string) map[string]any {
	m, ok := x.(map[string]any)
	if !ok {
		v.fail(path, "got %s, want an object", typeName(x))
		return nil
	}
	for _, k := range required {
		if _, ok := m[k]; !ok {
			v.fail(path, "missing field %q", k)
		}
	}
	for k := range m {
		if !slices.Contains(required, k) && !slices.Contains(optional, k) {
			v.fail(path, "unexpected field %q", k)
		}
	}
	return m
}

func (v *validator) array(path string, x any) []any {
	a, ok := x.([]any)
	if !ok {
		v.fail(path, "got %s, want an array", typeName(x))
	}
	return a
}

func (v *validator) str(path string, x any, allowed ...string) {
	s, ok := x.(string)
	switch {
	case !ok:
		v.fail(path, "got %s, want a string", typeName(x))
	case len(allowed) > 0 && !slices.Contains(allowed, s):
		v.fail(path, "got %q, want one of %q", s, allowed)
	}
}

func (v *validator) strings(path string, x any) {
	for i, e := range v.array(path, x) {
		v.str(fmt.Sprintf("%s[%d]", path, i), e)
	}
}

func (v *validator) integer(path string, x any) {
	n, ok := x.(json.Number)
	if !ok {
		v.fail(path, "got %s, want an integer", typeName(x))
		return
	}
	if _, err := n.Int64(); err != nil {
		v.fail(path, "got %s, want an integer", n)
	}
}

func (v *validator) number(path string, x any) {
	if _, ok := x.(json.Number); !ok {
		v.fail(path, "got %s, want a number", typeName(x))
	}
}

var (
	nestFields       = []string{"function", "line", "invocation", "backend", "reason", "bindings", "unresolved", "loops", "statements", "dependences"}
	loopFields       = []string{"var", "line", "lower", "upper", "step"}
	statementFields  = []string{"line", "text", "loops", "sequential", "parallel", "gpu_axes", "kernel"}
	dependenceFields = []string{"source", "sink", "array", "kind", "direction", "distance", "carried_by"}
	timeFields       = []string{"analysis", "compile", "transfer", "execute"}
	placementFields  = []string{"choice", "estimate", "transfer_bytes"}
	estimateFields   = []string{"cpu", "gpu"}
	workFields       = []string{"flops", "bytes"}
	planFields       = []string{"kernel", "loop", "kind", "colours", "greedy_colours", "lower_bound", "partitions", "launches", "reused", "inspection", "reason"}
)

func (v *validator) nest(path string, x any) {
	n := v.object(path, x, nestFields, []string{"time", "plan", "plans", "executor", "executor_reason", "auto", "file", "placement", "transfer_bytes", "work"})
	if n == nil {
		return
	}
	v.str(path+".function", n["function"])
	v.integer(path+".line", n["line"])
	v.integer(path+".invocation", n["invocation"])
	v.str(path+".backend", n["backend"], "interp", "cpu", "gpu")
	v.str(path+".reason", n["reason"])
	if t, ok := n["time"]; ok {
		tm := v.object(path+".time", t, timeFields, nil)
		for _, k := range timeFields {
			if tm != nil {
				v.number(path+".time."+k, tm[k])
			}
		}
	}
	if a, ok := n["auto"]; ok {
		if b, isBool := a.(bool); !isBool || !b {
			v.fail(path+".auto", "got %v, want true (the field is left out otherwise)", a)
		}
	}
	if f, ok := n["file"]; ok {
		v.str(path+".file", f)
	}
	if e, ok := n["executor"]; ok {
		v.str(path+".executor", e, "native", "go-kernel", "loop-record", "gpu", "gpu-emulated", "interp")
		if _, ok := n["executor_reason"]; !ok {
			v.fail(path, "an executor without executor_reason")
		}
		v.str(path+".executor_reason", n["executor_reason"])
	}
	if p, ok := n["placement"]; ok {
		v.placement(path+".placement", p)
	}
	if b, ok := n["transfer_bytes"]; ok {
		v.count(path+".transfer_bytes", b)
	}
	if w, ok := n["work"]; ok {
		if wk := v.object(path+".work", w, workFields, nil); wk != nil {
			for _, k := range workFields {
				v.amount(path+".work."+k, wk[k])
			}
		}
	}
	if pl, ok := n["plan"]; ok {
		v.plan(path+".plan", pl)
		if _, ok := n["plans"]; !ok {
			v.fail(path, "a plan without plans")
		}
	}
	if pls, ok := n["plans"]; ok {
		for i, pl := range v.array(path+".plans", pls) {
			v.plan(fmt.Sprintf("%s.plans[%d]", path, i), pl)
		}
		if _, ok := n["plan"]; !ok {
			v.fail(path, "plans without a plan")
		}
	}
	// bindings maps any names to the integers they were bound to.
	if b, ok := n["bindings"].(map[string]any); !ok {
		v.fail(path+".bindings", "got %s, want an object", typeName(n["bindings"]))
	} else {
		for _, k := range slices.Sorted(maps.Keys(b)) {
			v.integer(path+".bindings."+k, b[k])
		}
	}
	v.strings(path+".unresolved", n["unresolved"])
	for i, l := range v.array(path+".loops", n["loops"]) {
		p := fmt.Sprintf("%s.loops[%d]", path, i)
		if m := v.object(p, l, loopFields, nil); m != nil {
			v.str(p+".var", m["var"])
			v.integer(p+".line", m["line"])
			v.str(p+".lower", m["lower"])
			v.str(p+".upper", m["upper"])
			v.str(p+".step", m["step"])
		}
	}
	for i, s := range v.array(path+".statements", n["statements"]) {
		p := fmt.Sprintf("%s.statements[%d]", path, i)
		m := v.object(p, s, statementFields, []string{"reduction"})
		if m == nil {
			continue
		}
		v.integer(p+".line", m["line"])
		v.str(p+".text", m["text"])
		v.str(p+".kernel", m["kernel"])
		if r, ok := m["reduction"]; ok {
			v.str(p+".reduction", r, "+", "*", "min", "max", "&", "|", "^", "first min", "last min", "first max", "last max")
		}
		for _, k := range []string{"loops", "sequential", "parallel", "gpu_axes"} {
			v.strings(p+"."+k, m[k])
		}
		v.partition(p, m)
	}
	for i, d := range v.array(path+".dependences", n["dependences"]) {
		p := fmt.Sprintf("%s.dependences[%d]", path, i)
		m := v.object(p, d, dependenceFields, nil)
		if m == nil {
			continue
		}
		v.integer(p+".source", m["source"])
		v.integer(p+".sink", m["sink"])
		v.str(p+".array", m["array"])
		v.str(p+".kind", m["kind"], "flow", "anti", "output")
		dirs := v.array(p+".direction", m["direction"])
		for k, e := range dirs {
			v.str(fmt.Sprintf("%s.direction[%d]", p, k), e, "<", "=", ">", "<=", ">=", "*")
		}
		dists := v.array(p+".distance", m["distance"])
		if len(dists) != len(dirs) {
			v.fail(p, "%d distances for %d directions", len(dists), len(dirs))
		}
		for k, e := range dists {
			if e != nil {
				v.integer(fmt.Sprintf("%s.distance[%d]", p, k), e)
			}
		}
		if c := m["carried_by"]; c != nil {
			v.str(p+".carried_by", c)
		}
	}
}

// partition checks that sequential and parallel partition a statement's
// loops and that gpu_axes are parallel loops, at most three.
func (v *validator) partition(path string, m map[string]any) {
	names := func(k string) []string {
		var out []string
		a, _ := m[k].([]any)
		for _, e := range a {
			s, _ := e.(string)
			out = append(out, s)
		}
		return out
	}
	loops, seq, par, axes := names("loops"), names("sequential"), names("parallel"), names("gpu_axes")
	if len(seq)+len(par) != len(loops) {
		v.fail(path, "sequential %q and parallel %q do not partition loops %q", seq, par, loops)
	}
	for _, l := range slices.Concat(seq, par) {
		if !slices.Contains(loops, l) {
			v.fail(path, "%q is not one of loops %q", l, loops)
		}
	}
	if len(axes) > 3 {
		v.fail(path+".gpu_axes", "%d axes, want at most 3", len(axes))
	}
	for _, a := range axes {
		if !slices.Contains(par, a) {
			v.fail(path+".gpu_axes", "%q is not a parallel loop", a)
		}
	}
}

func typeName(x any) string {
	switch x.(type) {
	case nil:
		return "null"
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a boolean"
	}
	return fmt.Sprintf("%T", x)
}

// plan checks an execution plan object.
func (v *validator) plan(path string, pl any) {
	m := v.object(path, pl, planFields, nil)
	if m == nil {
		return
	}
	v.str(path+".kernel", m["kernel"])
	v.str(path+".loop", m["loop"])
	v.str(path+".kind", m["kind"], "sequential", "independent", "coloured", "two-level", "privatised", "atomic")
	for _, k := range []string{"colours", "greedy_colours", "lower_bound", "partitions", "launches", "reused"} {
		v.integer(path+"."+k, m[k])
	}
	v.number(path+".inspection", m["inspection"])
	v.str(path+".reason", m["reason"])
}

// placement checks the cost model's choice: a backend, an estimate in
// seconds for each device, and a count of bytes.
func (v *validator) placement(path string, p any) {
	m := v.object(path, p, placementFields, nil)
	if m == nil {
		return
	}
	v.str(path+".choice", m["choice"], "cpu", "gpu")
	if e := v.object(path+".estimate", m["estimate"], estimateFields, nil); e != nil {
		for _, k := range estimateFields {
			v.seconds(path+".estimate."+k, e[k])
		}
	}
	v.count(path+".transfer_bytes", m["transfer_bytes"])
}

// amount checks a count that may be fractional (the cost model's
// operations and bytes): a number, not negative.
func (v *validator) amount(path string, x any) {
	n, ok := x.(json.Number)
	if !ok {
		v.fail(path, "got %s, want a number", typeName(x))
		return
	}
	if f, err := n.Float64(); err != nil || f < 0 {
		v.fail(path, "got %s, want a number, not negative", n)
	}
}

// seconds checks a duration: a number, not negative.
func (v *validator) seconds(path string, x any) {
	n, ok := x.(json.Number)
	if !ok {
		v.fail(path, "got %s, want seconds", typeName(x))
		return
	}
	if f, err := n.Float64(); err != nil || f < 0 {
		v.fail(path, "got %s, want seconds (a number, not negative)", n)
	}
}

// count checks a count of bytes: an integer, not negative.
func (v *validator) count(path string, x any) {
	n, ok := x.(json.Number)
	if !ok {
		v.fail(path, "got %s, want an integer", typeName(x))
		return
	}
	if i, err := n.Int64(); err != nil || i < 0 {
		v.fail(path, "got %s, want an integer, not negative", n)
	}
}
