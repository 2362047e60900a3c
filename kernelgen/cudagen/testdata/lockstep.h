// lockstep.h: runs the kernels of a translation unit cudagen emitted on the
// CPU, as a GPU would run them under a given launch: every thread of every
// block, one after another (the lockstep model: a correct kernel computes
// the same arrays under any geometry and any order of its threads).
//
// A unit with barriers is compiled with ALP_LOCKSTEP_BARRIERS defined.
// Blocks run one at a time. The threads of a block are fibers (ucontext)
// on one OS thread: each runs until it reaches a barrier (__syncthreads,
// __syncthreads_or) or ends, in the launch's order; once every thread of
// the block waits at a barrier, all of them go on past it, and a round in
// which some thread ended while others wait is a fault ("fault ..."
// answered, and the harness exits): a barrier under a condition that
// differs between the threads. cuda_shim.h checks shared memory between
// barriers.
//
// A test program includes cuda_shim.h, the translation unit and this file,
// and calls alp_lockstep_main with its kernels. It reads commands from
// stdin, whitespace-separated, and answers on stdout:
//
//   array SIZE COUNT v1 ... vCOUNT   a new array of COUNT elements of SIZE
//                                    bytes (each v an int64 whose low SIZE
//                                    bytes are stored)
//   args N t1 ... tN                 the argument vector; @k is array k's
//                                    address
//   out N v1 ... vN                  the output vector's values
//   launch NAME GX GY GZ BX BY BZ ORDER
//                                    run kernel NAME on grid (GX, GY, GZ)
//                                    of blocks (BX, BY, BZ), *status 0
//                                    first; ORDER is forward (blocks and
//                                    threads in index order, x fastest),
//                                    reverse, or each (forward, *status
//                                    reset before each thread). Answers
//                                    "status S" (the first failure stored),
//                                    "out v1 ... vN", and for each also
//                                    "threads s1 ... sT", each thread's
//                                    status in forward order. A broken
//                                    barrier or shared-memory race answers
//                                    "fault ..." instead, and the harness
//                                    exits.
//   dump                             answers "array k v1 ..." per array
//                                    (elements zero-extended from SIZE
//                                    bytes), then "end"
//   clear                            frees the arrays
#ifndef ALPYNA_LOCKSTEP_H
#define ALPYNA_LOCKSTEP_H

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ucontext.h>
#include <vector>

typedef void (*alp_kernel_fn)(long long *, long long *, long long *);

struct alp_kernel_entry {
    const char *name;
    alp_kernel_fn fn;
};

struct alp_array {
    int size;
    long long count;
    unsigned char *data;
};

// A fiber is one GPU thread of the running block.
struct alp_fiber {
    ucontext_t ctx;
    char *stack; // malloc'd, untouched beyond what the thread uses
    dim3 thread;
    long long *status;
    bool done, waiting;
    int predicate, site; // at a barrier: its predicate and source line
};

static const size_t alp_stack_size = 256 * 1024;
static ucontext_t alp_scheduler;
static alp_fiber *alp_current;
static alp_kernel_fn alp_fn;
static long long *alp_args, *alp_out;

static void alp_fiber_main()
{
    alp_fn(alp_args, alp_out, alp_current->status);
    alp_current->done = true; // and back to the scheduler (uc_link)
}

static void alp_fiber_wait(int predicate, int site)
{
    alp_fiber *f = alp_current;
    f->waiting = true;
    f->predicate = predicate;
    f->site = site;
    swapcontext(&f->ctx, &alp_scheduler);
}

// alp_run_block runs the threads of one block to their ends, barrier by
// barrier, in forward or reverse order of their linear index. A unit
// without barriers (ALP_LOCKSTEP_BARRIERS undefined) needs no fibers: each
// thread runs to its end in turn.
static void alp_run_block(std::vector<alp_fiber> &fibers, bool reverse)
{
    alp_block_epoch = ++alp_epoch;
#ifndef ALP_LOCKSTEP_BARRIERS
    for (size_t i = 0; i < fibers.size(); i++) {
        size_t t = reverse ? fibers.size() - 1 - i : i;
        alp_tid = (int)t;
        threadIdx = fibers[t].thread;
        alp_fn(alp_args, alp_out, fibers[t].status);
    }
    return;
#endif
    for (alp_fiber &f : fibers) {
        getcontext(&f.ctx);
        f.ctx.uc_stack.ss_sp = f.stack;
        f.ctx.uc_stack.ss_size = alp_stack_size;
        f.ctx.uc_link = &alp_scheduler;
        f.done = f.waiting = false;
        makecontext(&f.ctx, alp_fiber_main, 0);
    }
    for (;;) {
        int ended = -1, waiting = 0, any = 0;
        for (size_t i = 0; i < fibers.size(); i++) {
            size_t t = reverse ? fibers.size() - 1 - i : i;
            alp_fiber &f = fibers[t];
            if (f.done)
                continue;
            f.waiting = false;
            alp_current = &f;
            alp_tid = (int)t;
            threadIdx = f.thread;
            swapcontext(&alp_scheduler, &f.ctx);
        }
        int first = -1;
        for (size_t t = 0; t < fibers.size(); t++) {
            if (!fibers[t].waiting) {
                if (ended < 0)
                    ended = (int)t;
                continue;
            }
            waiting++;
            any |= fibers[t].predicate;
            if (first < 0) {
                first = (int)t;
            } else if (fibers[t].site != fibers[first].site) {
                std::printf("fault threads %d and %d of block (%u,%u,%u) wait at different barriers (lines %d and %d)\n",
                            first, (int)t, blockIdx.x, blockIdx.y, blockIdx.z, fibers[first].site, fibers[t].site);
                std::fflush(stdout);
                std::exit(3);
            }
        }
        if (waiting == 0)
            return;
        if (ended >= 0) {
            std::printf("fault thread %d of block (%u,%u,%u) ended while %d threads of its block wait at a barrier\n",
                        ended, blockIdx.x, blockIdx.y, blockIdx.z, waiting);
            std::fflush(stdout);
            std::exit(3);
        }
        alp_barrier_or = any;
        alp_epoch++;
    }
}

static int alp_lockstep_main(const alp_kernel_entry *kernels)
{
    std::vector<alp_array> arrays;
    std::vector<long long> args, out;
    char tok[256];
    while (std::scanf("%255s", tok) == 1) {
        if (!std::strcmp(tok, "array")) {
            alp_array a;
            if (std::scanf("%d %lld", &a.size, &a.count) != 2)
                return 2;
            a.data = (unsigned char *)std::calloc(a.count ? a.count : 1, a.size);
            for (long long i = 0; i < a.count; i++) {
                long long v;
                if (std::scanf("%lld", &v) != 1)
                    return 2;
                std::memcpy(a.data + i * a.size, &v, a.size);
            }
            arrays.push_back(a);
        } else if (!std::strcmp(tok, "args")) {
            int n;
            if (std::scanf("%d", &n) != 1)
                return 2;
            args.assign(n > 0 ? n : 1, 0);
            for (int i = 0; i < n; i++) {
                if (std::scanf("%255s", tok) != 1)
                    return 2;
                if (tok[0] == '@')
                    args[i] = (long long)arrays[std::atoi(tok + 1)].data;
                else
                    args[i] = std::strtoll(tok, 0, 10);
            }
        } else if (!std::strcmp(tok, "out")) {
            int n;
            if (std::scanf("%d", &n) != 1)
                return 2;
            out.assign(n, 0);
            for (int i = 0; i < n; i++)
                if (std::scanf("%lld", &out[i]) != 1)
                    return 2;
        } else if (!std::strcmp(tok, "launch")) {
            char name[256], order[32];
            unsigned g[3], b[3];
            if (std::scanf("%255s %u %u %u %u %u %u %31s", name, &g[0], &g[1], &g[2], &b[0], &b[1], &b[2], order) != 8)
                return 2;
            alp_kernel_fn fn = 0;
            for (const alp_kernel_entry *k = kernels; k->name; k++)
                if (!std::strcmp(k->name, name))
                    fn = k->fn;
            if (!fn) {
                std::fprintf(stderr, "no kernel %s\n", name);
                return 1;
            }
            std::vector<dim3> blocks;
            for (unsigned bz = 0; bz < g[2]; bz++)
                for (unsigned by = 0; by < g[1]; by++)
                    for (unsigned bx = 0; bx < g[0]; bx++)
                        blocks.push_back(dim3{bx, by, bz});
            std::vector<alp_fiber> fibers;
            for (unsigned tz = 0; tz < b[2]; tz++)
                for (unsigned ty = 0; ty < b[1]; ty++)
                    for (unsigned tx = 0; tx < b[0]; tx++) {
                        fibers.emplace_back();
                        fibers.back().thread = dim3{tx, ty, tz};
#ifdef ALP_LOCKSTEP_BARRIERS
                        fibers.back().stack = (char *)std::malloc(alp_stack_size);
#endif
                    }
            bool reverse = !std::strcmp(order, "reverse"), each = !std::strcmp(order, "each");
            gridDim = dim3{g[0], g[1], g[2]};
            blockDim = dim3{b[0], b[1], b[2]};
            long long status = 0, first = 0;
            // With order each, every thread has a status word of its own.
            std::vector<long long> statuses(each ? blocks.size() * fibers.size() : 0);
            std::vector<long long> outv(out);
            outv.push_back(0); // room for a kernel without outputs
            alp_fn = fn;
            alp_args = args.data();
            alp_out = outv.data();
            alp_barrier_wait = alp_fiber_wait;
            for (size_t i = 0; i < blocks.size(); i++) {
                size_t bi = reverse ? blocks.size() - 1 - i : i;
                blockIdx = blocks[bi];
                for (size_t t = 0; t < fibers.size(); t++)
                    fibers[t].status = each ? &statuses[bi * fibers.size() + t] : &status;
                alp_run_block(fibers, reverse);
            }
            for (alp_fiber &f : fibers)
                std::free(f.stack);
            if (each) {
                for (long long s : statuses)
                    if (first == 0)
                        first = s;
            } else {
                first = status;
            }
            std::printf("status %lld\nout", first);
            for (size_t i = 0; i < out.size(); i++)
                std::printf(" %lld", outv[i]);
            std::printf("\n");
            if (each) {
                std::printf("threads");
                for (long long s : statuses)
                    std::printf(" %lld", s);
                std::printf("\n");
            }
            std::fflush(stdout);
        } else if (!std::strcmp(tok, "dump")) {
            for (size_t k = 0; k < arrays.size(); k++) {
                std::printf("array %zu", k);
                for (long long i = 0; i < arrays[k].count; i++) {
                    unsigned long long v = 0;
                    std::memcpy(&v, arrays[k].data + i * arrays[k].size, arrays[k].size);
                    std::printf(" %llu", v);
                }
                std::printf("\n");
            }
            std::printf("end\n");
            std::fflush(stdout);
        } else if (!std::strcmp(tok, "clear")) {
            for (alp_array &a : arrays)
                std::free(a.data);
            arrays.clear();
        } else {
            std::fprintf(stderr, "bad command %s\n", tok);
            return 1;
        }
    }
    return 0;
}

#endif
