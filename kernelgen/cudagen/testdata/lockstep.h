// lockstep.h: runs the kernels of a translation unit cudagen emitted on the
// CPU, as a GPU would run them under a given launch: every thread of every
// block, one after another (the lockstep model: a correct kernel computes
// the same arrays under any geometry and any order of its threads).
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
//                                    status in forward order.
//   dump                             answers "array k v1 ..." per array
//                                    (elements zero-extended from SIZE
//                                    bytes), then "end"
//   clear                            frees the arrays
#ifndef ALPYNA_LOCKSTEP_H
#define ALPYNA_LOCKSTEP_H

#include <cstdio>
#include <cstdlib>
#include <cstring>
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

struct alp_thread {
    dim3 block, thread;
};

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
            std::vector<alp_thread> threads;
            for (unsigned bz = 0; bz < g[2]; bz++)
                for (unsigned by = 0; by < g[1]; by++)
                    for (unsigned bx = 0; bx < g[0]; bx++)
                        for (unsigned tz = 0; tz < b[2]; tz++)
                            for (unsigned ty = 0; ty < b[1]; ty++)
                                for (unsigned tx = 0; tx < b[0]; tx++)
                                    threads.push_back(alp_thread{dim3{bx, by, bz}, dim3{tx, ty, tz}});
            bool reverse = !std::strcmp(order, "reverse"), each = !std::strcmp(order, "each");
            gridDim = dim3{g[0], g[1], g[2]};
            blockDim = dim3{b[0], b[1], b[2]};
            long long status = 0, first = 0;
            std::vector<long long> statuses;
            std::vector<long long> outv(out);
            outv.push_back(0); // room for a kernel without outputs
            for (size_t i = 0; i < threads.size(); i++) {
                const alp_thread &t = threads[reverse ? threads.size() - 1 - i : i];
                blockIdx = t.block;
                threadIdx = t.thread;
                if (each)
                    status = 0;
                fn(args.data(), outv.data(), &status);
                if (each) {
                    statuses.push_back(status);
                    if (first == 0)
                        first = status;
                }
            }
            if (!each)
                first = status;
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
