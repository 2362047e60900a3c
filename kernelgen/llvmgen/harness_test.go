package llvmgen_test

// This file runs emitted CPU kernels for real: the module goes through
// opt -O3, llc and gcc -shared into a shared object, as the runtime builds
// it, and a small C program (built with gcc, not cgo) loads it with dlopen
// and calls kernels on inputs the test writes to its stdin.

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// harnessC reads cases from stdin, whitespace-separated:
//
//	case NAME                  the kernel to call
//	box N v1 ... vN            the box vector
//	array SIZE COUNT v1 ...    a new array of COUNT elements of SIZE bytes
//	                           (each v an int64 whose low SIZE bytes are stored)
//	args N t1 ... tN           the argument vector; @k is array k's address
//	out N v1 ... vN            the output vector's starting values
//	run                        call, print, free the arrays
//
// and prints, for each run, "status S", "out v1 ... vN" and one line
// "array k v1 ..." per array (elements zero-extended from SIZE bytes).
const harnessC = `
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int64_t (*kernel_fn)(const int64_t *, int64_t *, int64_t *);

int main(int argc, char **argv) {
	void *lib = dlopen(argv[1], RTLD_NOW);
	if (!lib) { fprintf(stderr, "%s\n", dlerror()); return 1; }
	char tok[256];
	kernel_fn fn = 0;
	int64_t box[64], out[256], *args = 0;
	int nbox = 0, nargs = 0, nout = 0, narrays = 0;
	unsigned char *arrays[32];
	int sizes[32], counts[32];
	while (scanf("%255s", tok) == 1) {
		if (!strcmp(tok, "case")) {
			scanf("%255s", tok);
			fn = (kernel_fn)dlsym(lib, tok);
			if (!fn) { fprintf(stderr, "no kernel %s\n", tok); return 1; }
		} else if (!strcmp(tok, "box")) {
			scanf("%d", &nbox);
			for (int i = 0; i < nbox; i++) scanf("%lld", (long long *)&box[i]);
		} else if (!strcmp(tok, "array")) {
			int size, count;
			scanf("%d %d", &size, &count);
			unsigned char *a = calloc(count ? count : 1, size);
			for (int i = 0; i < count; i++) {
				long long v;
				scanf("%lld", &v);
				memcpy(a + (size_t)i * size, &v, size);
			}
			arrays[narrays] = a; sizes[narrays] = size; counts[narrays] = count; narrays++;
		} else if (!strcmp(tok, "args")) {
			scanf("%d", &nargs);
			args = realloc(args, (nargs ? nargs : 1) * sizeof(int64_t));
			for (int i = 0; i < nargs; i++) {
				scanf("%255s", tok);
				if (tok[0] == '@') args[i] = (int64_t)(intptr_t)arrays[atoi(tok + 1)];
				else args[i] = strtoll(tok, 0, 10);
			}
		} else if (!strcmp(tok, "out")) {
			scanf("%d", &nout);
			for (int i = 0; i < nout; i++) scanf("%lld", (long long *)&out[i]);
		} else if (!strcmp(tok, "run")) {
			int64_t status = fn(box, args, out);
			printf("status %lld\nout", (long long)status);
			for (int i = 0; i < nout; i++) printf(" %lld", (long long)out[i]);
			printf("\n");
			for (int k = 0; k < narrays; k++) {
				printf("array %d", k);
				for (int i = 0; i < counts[k]; i++) {
					uint64_t v = 0;
					memcpy(&v, arrays[k] + (size_t)i * sizes[k], sizes[k]);
					printf(" %llu", (unsigned long long)v);
				}
				printf("\n");
				free(arrays[k]);
			}
			narrays = 0;
			fflush(stdout);
		} else {
			fprintf(stderr, "bad token %s\n", tok);
			return 1;
		}
	}
	return 0;
}
`

// native is a shared object built from CPU modules, and the harness.
type native struct {
	harness, lib string
}

// buildNative compiles the modules' CPU IR as the runtime does (opt -O3,
// llc -O3 to a PIC object, gcc -shared) and the harness; it skips the test
// without the tools.
func buildNative(t *testing.T, mods ...*kernel.Module) *native {
	t.Helper()
	opt := tool(t, llvmgen.FindOpt)
	llc := tool(t, llvmgen.FindLLC)
	cc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	dir := t.TempDir()
	var objs []string
	for i, m := range mods {
		text, err := llvmgen.EmitCPUText(m)
		if err != nil {
			t.Fatal(err)
		}
		optimized := run(t, text, opt, "-O3", "-S")
		obj := filepath.Join(dir, fmt.Sprintf("m%d.o", i))
		run(t, optimized, llc, "-O3", "-relocation-model=pic", "-filetype=obj", "-o", obj)
		objs = append(objs, obj)
	}
	n := &native{harness: filepath.Join(dir, "harness"), lib: filepath.Join(dir, "kernels.so")}
	run(t, "", cc, append([]string{"-shared", "-o", n.lib}, append(objs, "-lm")...)...)
	src := filepath.Join(dir, "harness.c")
	if err := os.WriteFile(src, []byte(harnessC), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, "", cc, "-O1", "-o", n.harness, src, "-ldl")
	return n
}

// call is one kernel call of a harness run.
type call struct {
	kernel string
	box    []int64
	arrays []harnessArray
	args   []string // integers, or @k for array k
	nout   int      // the output vector's length, if out is nil
	out    []int64  // the output vector's starting values (else -1s)
}

type harnessArray struct {
	size  int
	elems []int64
}

// result is what a call returned.
type result struct {
	status kernel.Status
	out    []int64
	arrays [][]uint64
}

// run calls the kernels and returns their results, in order.
func (n *native) run(t *testing.T, calls []call) []result {
	t.Helper()
	var in strings.Builder
	for _, c := range calls {
		fmt.Fprintf(&in, "case %s\nbox %d", c.kernel, len(c.box))
		for _, v := range c.box {
			fmt.Fprintf(&in, " %d", v)
		}
		in.WriteString("\n")
		for _, a := range c.arrays {
			fmt.Fprintf(&in, "array %d %d", a.size, len(a.elems))
			for _, v := range a.elems {
				fmt.Fprintf(&in, " %d", v)
			}
			in.WriteString("\n")
		}
		fmt.Fprintf(&in, "args %d %s\n", len(c.args), strings.Join(c.args, " "))
		out := c.out
		if out == nil {
			out = make([]int64, c.nout)
			for i := range out {
				out[i] = -1
			}
		}
		fmt.Fprintf(&in, "out %d", len(out))
		for _, v := range out {
			fmt.Fprintf(&in, " %d", v)
		}
		in.WriteString("\nrun\n")
	}
	text := run(t, in.String(), n.harness, n.lib)
	var results []result
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		switch f[0] {
		case "status":
			s, _ := strconv.ParseInt(f[1], 10, 64)
			results = append(results, result{status: kernel.Status(s)})
		case "out":
			r := &results[len(results)-1]
			for _, x := range f[1:] {
				v, _ := strconv.ParseInt(x, 10, 64)
				r.out = append(r.out, v)
			}
		case "array":
			r := &results[len(results)-1]
			var vals []uint64
			for _, x := range f[2:] {
				v, _ := strconv.ParseUint(x, 10, 64)
				vals = append(vals, v)
			}
			r.arrays = append(r.arrays, vals)
		}
	}
	if len(results) != len(calls) {
		t.Fatalf("harness returned %d results for %d calls", len(results), len(calls))
	}
	return results
}
