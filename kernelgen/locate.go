// This file lowers location reductions (argmin, argmax: nest.Locate):
// their scalars leave a kernel with Dims as Select outputs, tied to the
// group's key, which the runtime compares to combine chunks in order.

package kernelgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// keyName is the kernel variable holding the key of an index-only
// location reduction (`if x[k] < x[m]: m = k`): x[m] for the current m,
// assigned with m. The runtime compares chunks' keys; the key itself
// leaves the kernel only for that (the nest has no such scalar).
func keyName(loc *nest.Locate) string { return loc.KeyedBy + "·key" }

// selectKey returns the assignment of an index-only location reduction's
// key that goes with st, the assignment of the location that subscripts
// the keyed array, or nil.
func (b *builder) selectKey(st *nest.Assign, target *nest.Name) kernel.Stmt {
	sc := b.n.Scalar(target.Id)
	if sc == nil || sc.Locate == nil || sc.Locate.KeyedBy != target.Id {
		return nil
	}
	loc := sc.Locate
	value, vs := b.expr(loc.Cand)
	t, _, err := vs.rep()
	if err != nil {
		b.fail(st.Pos, "%s holds %v", nest.String(loc.Cand), err)
	}
	name := keyName(loc)
	dst, ok := b.locals[name]
	if !ok {
		dst = b.newLocal(name, name, t)
	}
	return &kernel.Assign{Dst: dst, Value: convert(value, dst.Type), Line: st.Pos.Line}
}

// linkSelects gives each Select output of k its key and comparison: the
// value scalar's output, or the key variable of the index-only form, which
// becomes an output here. The group must sit in one kernel.
func (b *builder) linkSelects(k *kernel.Kernel) {
	keys := map[*nest.Locate]int{}
	for _, o := range k.Outputs {
		if o.Combine != kernel.Select || b.minMaxTagged(o.Local.Name) != nil {
			continue
		}
		loc := b.n.Scalar(o.Local.Name).Locate
		if _, done := keys[loc]; done {
			continue
		}
		keys[loc] = -1
		name := loc.Value
		if name == "" {
			name = keyName(loc)
			var l *kernel.Local
			for _, x := range k.Locals {
				if x.Name == name {
					l = x
				}
			}
			if l == nil {
				b.fail(b.n.Stmts[loc.Test].Pos, "the key of the location reduction of %s is not in kernel %s", loc.KeyedBy, k.Name)
			}
			p := b.params[name]
			if p == nil {
				p = b.param(kernel.Scalar, name, l.Type)
			}
			l.Param = p
			k.Outputs = append(k.Outputs, &kernel.Output{Local: l, Combine: kernel.Select})
		}
		for i, x := range k.Outputs {
			if x.Local.Name == name && x.Combine == kernel.Select {
				keys[loc] = i
			}
		}
		if keys[loc] < 0 {
			b.fail(b.n.Stmts[loc.Test].Pos, "the location reduction's scalars %v are split across kernels", loc.Scalars())
		}
	}
	for _, o := range k.Outputs {
		if o.Combine != kernel.Select || b.minMaxTagged(o.Local.Name) != nil {
			continue
		}
		loc := b.n.Scalar(o.Local.Name)
		var l *nest.Locate
		if loc != nil {
			l = loc.Locate
		} else {
			l = b.keyOf(o.Local.Name)
		}
		o.Key, o.Cmp = keys[l], cmpOps[l.Cmp]
	}
}

// keyOf returns the index-only location reduction whose key variable is
// named name.
func (b *builder) keyOf(name string) *nest.Locate {
	for _, sc := range b.n.Scalars {
		if sc.Locate != nil && sc.Locate.KeyedBy != "" && keyName(sc.Locate) == name {
			return sc.Locate
		}
	}
	return nil
}
