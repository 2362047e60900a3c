// This file defers the floating-point checks of the innermost parallel loop
// on the CPU, so that the loop has no early exits and LLVM's loop
// vectorizer can take it.
//
// A check that branches out of a loop (the ValueError of math.log(0.0),
// say) makes the loop one that LLVM does not vectorize. The checks deferred
// here are those whose failing operation still gives a harmless float
// (an infinity or a NaN) that nothing afterwards can turn into a memory
// access without a check of its own: the math functions' domain and range
// checks, float division by zero, and float powers. Inside the innermost
// parallel Dim each such check only records that it failed; the loop runs
// to its end and the kernel then returns the status of the first failure
// in Python's order. Checks that guard memory or integers (subscripts,
// int(), Python int overflow) stay exact branches, and their failure
// blocks return a deferred failure recorded before them, which came first.
//
// The first failure is found with one unsigned-min reduction, which the
// loop vectorizer knows: each iteration ranks its first failing check by
// (iteration number, check site in emission order, status) in one i64, the
// key, and the loop keeps the least key. Within an iteration the sites are
// met in emission order (the body holds no loops, and only one branch of an
// if runs), so the least site number is the first failure of that
// iteration, and the least iteration number the first failing iteration.
//
// A failed kernel's writes are not kept: the runtime puts back the arrays
// and the interpreter runs the nest again, raising the error where Python
// does with the state Python leaves (closure, "restore"), so running the
// rest of the loop after a failure changes nothing a user sees.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Layout of a deferred failure's key: status in the low statusBits, the
// check site above it (siteBits of them), the iteration number above.
const (
	statusBits = 4
	siteBits   = 12
	iterShift  = statusBits + siteBits
	maxSites   = 1<<siteBits - 1
)

// noFailure is the key of no failure: above every real one.
var noFailure = constant.NewInt(types.I64, -1)

// deferral is the state of the innermost parallel loop whose checks are
// being deferred.
type deferral struct {
	it    value.Value // the loop's iteration number
	body  *ir.Block   // the loop's first body block
	sites int         // check sites emitted so far
}

// deferredState is a kernel's record of deferred failures: the least key
// of the loop so far (pending) and of the current iteration (iterKey).
// Both are allocas made on first use; nil while nothing is deferred.
type deferredState struct {
	pending, iterKey *ir.InstAlloca
}

// floatCheck is a check whose failing operation gives a harmless float: it
// is deferred inside the innermost parallel loop on the CPU and an exact
// branch everywhere else.
func (fg *funcGen) floatCheck(fail value.Value, s kernel.Status) {
	d := fg.deferring
	if d == nil || d.sites >= maxSites || uint64(s) >= 1<<statusBits {
		fg.check(fail, s)
		return
	}
	if c, ok := fail.(*constant.Int); ok && c.X.Sign() == 0 {
		return
	}
	if d.sites == 0 {
		// The first deferred check of the loop: each iteration starts
		// with no failure.
		fg.deferAllocas()
		reset := ir.NewStore(noFailure, fg.deferred.iterKey)
		d.body.Insts = append([]ir.Instruction{reset}, d.body.Insts...)
	}
	d.sites++
	key := constant.NewInt(types.I64, int64(d.sites)<<statusBits|int64(s))
	cur := fg.cur.NewLoad(types.I64, fg.deferred.iterKey)
	// Later sites have larger keys: the first failure of the iteration
	// keeps its key.
	fg.cur.NewStore(fg.sel(fg.and(fail, fg.icmp(enum.IPredEQ, cur, noFailure)), key, cur), fg.deferred.iterKey)
}

// beginDeferral starts deferring checks in the body of the innermost
// parallel loop l. Nothing is emitted until the first deferred check.
func (fg *funcGen) beginDeferral(l *loop) {
	fg.deferring = &deferral{it: l.it, body: l.body}
}

// endIteration folds the iteration's first failure into the loop's, at the
// end of the body: one unsigned min, the reduction the vectorizer knows. It
// reports whether the loop deferred a check (and leaveOnDeferred must
// follow the loop).
func (fg *funcGen) endIteration() bool {
	d := fg.deferring
	fg.deferring = nil
	if d.sites == 0 {
		return false
	}
	ik := fg.cur.NewLoad(types.I64, fg.deferred.iterKey)
	cand := fg.sel(fg.icmp(enum.IPredEQ, ik, noFailure), noFailure,
		fg.cur.NewOr(fg.cur.NewShl(d.it, i64c(iterShift)), ik))
	p := fg.cur.NewLoad(types.I64, fg.deferred.pending)
	fg.cur.NewStore(fg.sel(fg.icmp(enum.IPredULT, cand, p), cand, p), fg.deferred.pending)
	return true
}

// leaveOnDeferred, after the loop, returns the status of its first failure,
// if one failed.
func (fg *funcGen) leaveOnDeferred() {
	p := fg.cur.NewLoad(types.I64, fg.deferred.pending)
	failed := fg.icmp(enum.IPredNE, p, noFailure)
	fb := fg.block("fail.deferred")
	fb.NewRet(fb.NewAnd(p, i64c(1<<statusBits-1)))
	cont := fg.block("ok")
	br := fg.cur.NewCondBr(failed, fb, cont)
	br.Metadata = append(br.Metadata, &metadata.Attachment{Name: "prof", Node: fg.g.unlikelyWeights()})
	fg.cur = cont
}

// deferAllocas makes the kernel's pending and iterKey, both starting with
// no failure.
func (fg *funcGen) deferAllocas() {
	if fg.deferred.pending != nil {
		return
	}
	mk := func(name string) *ir.InstAlloca {
		a := fg.entry.NewAlloca(types.I64)
		fg.named(a, name)
		fg.entry.NewStore(noFailure, a)
		return a
	}
	fg.deferred.pending = mk("deferred.pending")
	fg.deferred.iterKey = mk("deferred.iter")
}

// cpuFailBlocks fills the CPU kernel's failure blocks once the body is
// emitted: each returns its status, unless a deferred check failed before
// it, in an earlier iteration (pending) or earlier in this one (iterKey),
// whose status it returns instead.
func (fg *funcGen) cpuFailBlocks() {
	for _, f := range fg.failList {
		b, s := f.b, f.s
		if fg.deferred.pending == nil {
			b.NewRet(i64c(int64(s)))
			continue
		}
		mask := i64c(1<<statusBits - 1)
		p := b.NewLoad(types.I64, fg.deferred.pending)
		ik := b.NewLoad(types.I64, fg.deferred.iterKey)
		var st value.Value = b.NewSelect(b.NewICmp(enum.IPredNE, ik, noFailure), b.NewAnd(ik, mask), i64c(int64(s)))
		st = b.NewSelect(b.NewICmp(enum.IPredNE, p, noFailure), b.NewAnd(p, mask), st)
		b.NewRet(st)
	}
}

// failBlock is a failure block whose instructions wait for cpuFailBlocks.
type failBlock struct {
	b *ir.Block
	s kernel.Status
}
