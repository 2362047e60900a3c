; alpyna module mandelbrot_l22
source_filename = "benchmarks/mandelbrot.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @mandelbrot_l24(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%cr.addr = alloca double
	store double 0.0, double* %cr.addr
	%ci.addr = alloca double
	store double 0.0, double* %ci.addr
	%zr.addr = alloca double
	store double 0.0, double* %zr.addr
	%zi.addr = alloca double
	store double 0.0, double* %zi.addr
	%count.addr = alloca i64
	store i64 0, i64* %count.addr
	%__e1.addr = alloca i1
	store i1 false, i1* %__e1.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%t.addr = alloca double
	store double 0.0, double* %t.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 1
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %4, align 8
	%5 = getelementptr inbounds i64, i64* %args, i64 0
	%max_iter = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 4
	%counts.shape1 = load i64, i64* %6, align 8
	%7 = getelementptr inbounds i64, i64* %args, i64 2
	%counts.data = load i64, i64* %7, align 8
	%counts = inttoptr i64 %counts.data to i32*
	br label %start

start:
	%8 = icmp slt i64 0, %n
	%9 = sub i64 %n, 0
	%10 = select i1 %8, i64 %9, i64 0
	%11 = icmp slt i64 %i.from, 0
	%12 = select i1 %11, i64 0, i64 %i.from
	%13 = icmp slt i64 %i.to, 0
	%14 = select i1 %13, i64 0, i64 %i.to
	%15 = icmp ult i64 %10, %14
	%16 = select i1 %15, i64 %10, i64 %14
	br label %i.head

i.head:
	%i.it = phi i64 [ %12, %start ], [ %100, %i.latch ]
	%17 = icmp ult i64 %i.it, %16
	br i1 %17, label %i.body, label %i.exit

i.body:
	%18 = add nsw i64 0, %i.it
	store i64 %18, i64* %i.addr
	%19 = icmp slt i64 0, %n
	%20 = sub i64 %n, 0
	%21 = select i1 %19, i64 %20, i64 0
	%22 = icmp slt i64 %j.from, 0
	%23 = select i1 %22, i64 0, i64 %j.from
	%24 = icmp slt i64 %j.to, 0
	%25 = select i1 %24, i64 0, i64 %j.to
	%26 = icmp ult i64 %21, %25
	%27 = select i1 %26, i64 %21, i64 %25
	br label %j.head

j.head:
	%j.it = phi i64 [ %23, %i.body ], [ %99, %j.latch ]
	%28 = icmp ult i64 %j.it, %27
	br i1 %28, label %j.body, label %j.exit

j.body:
	%29 = add nsw i64 0, %j.it
	store i64 %29, i64* %j.addr
	%30 = load i64, i64* %j.addr
	%31 = sitofp i64 %30 to double
	%32 = fmul double 3.0, %31
	%33 = sitofp i64 %n to double
	%34 = fdiv double %32, %33
	%35 = fadd double -2.0, %34
	store double %35, double* %cr.addr
	%36 = load i64, i64* %i.addr
	%37 = sitofp i64 %36 to double
	%38 = fmul double 3.0, %37
	%39 = sitofp i64 %n to double
	%40 = fdiv double %38, %39
	%41 = fadd double -1.5, %40
	store double %41, double* %ci.addr
	store double 0.0, double* %zr.addr
	store double 0.0, double* %zi.addr
	store i64 0, i64* %count.addr
	store i1 false, i1* %__e1.addr
	%42 = icmp slt i64 0, %max_iter
	%43 = sub i64 %max_iter, 0
	%44 = select i1 %42, i64 %43, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %91, %k.latch ]
	%45 = icmp ult i64 %k.it, %44
	br i1 %45, label %k.body, label %k.exit

k.body:
	%46 = add nsw i64 0, %k.it
	store i64 %46, i64* %k.addr
	%47 = load i1, i1* %__e1.addr
	%48 = xor i1 %47, true
	br i1 %48, label %if.then, label %if.end

if.then:
	%49 = load double, double* %zr.addr
	%50 = load double, double* %zr.addr
	%51 = fmul double %49, %50
	%52 = load double, double* %zi.addr
	%53 = load double, double* %zi.addr
	%54 = fmul double %52, %53
	%55 = fadd double %51, %54
	%56 = fcmp ogt double %55, 4.0
	store i1 %56, i1* %__p1.addr
	br label %if.end

if.end:
	%57 = load i1, i1* %__e1.addr
	%58 = xor i1 %57, true
	%59 = load i1, i1* %__p1.addr
	%60 = select i1 %58, i1 %59, i1 %58
	br i1 %60, label %if.then.1, label %if.end.1

if.then.1:
	store i1 true, i1* %__e1.addr
	br label %if.end.1

if.end.1:
	%61 = load i1, i1* %__e1.addr
	br i1 %61, label %k.break, label %k.go

k.break:
	br label %k.exit

k.go:
	%62 = load i1, i1* %__e1.addr
	%63 = xor i1 %62, true
	br i1 %63, label %if.then.2, label %if.end.2

if.then.2:
	%64 = load double, double* %zr.addr
	%65 = load double, double* %zr.addr
	%66 = fmul double %64, %65
	%67 = load double, double* %zi.addr
	%68 = load double, double* %zi.addr
	%69 = fmul double %67, %68
	%70 = fsub double %66, %69
	%71 = load double, double* %cr.addr
	%72 = fadd double %70, %71
	store double %72, double* %t.addr
	br label %if.end.2

if.end.2:
	%73 = load i1, i1* %__e1.addr
	%74 = xor i1 %73, true
	br i1 %74, label %if.then.3, label %if.end.3

if.then.3:
	%75 = load double, double* %zr.addr
	%76 = fmul double 2.0, %75
	%77 = load double, double* %zi.addr
	%78 = fmul double %76, %77
	%79 = load double, double* %ci.addr
	%80 = fadd double %78, %79
	store double %80, double* %zi.addr
	br label %if.end.3

if.end.3:
	%81 = load i1, i1* %__e1.addr
	%82 = xor i1 %81, true
	br i1 %82, label %if.then.4, label %if.end.4

if.then.4:
	%83 = load double, double* %t.addr
	store double %83, double* %zr.addr
	br label %if.end.4

if.end.4:
	%84 = load i1, i1* %__e1.addr
	%85 = xor i1 %84, true
	br i1 %85, label %if.then.5, label %if.end.5

if.then.5:
	%86 = load i64, i64* %count.addr
	%87 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %86, i64 1)
	%88 = extractvalue { i64, i1 } %87, 0
	%89 = extractvalue { i64, i1 } %87, 1
	br i1 %89, label %fail.deopt, label %ok, !prof !0

fail.deopt:
	ret i64 5

ok:
	store i64 %88, i64* %count.addr
	br label %if.end.5

if.end.5:
	%90 = load i1, i1* %__e1.addr
	br i1 %90, label %k.exit, label %k.latch

k.latch:
	%91 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%92 = load i64, i64* %count.addr
	%93 = trunc i64 %92 to i32
	%94 = load i64, i64* %i.addr
	%95 = load i64, i64* %j.addr
	%96 = mul nsw i64 %94, %counts.shape1
	%97 = add nsw i64 %96, %95
	%98 = getelementptr inbounds i32, i32* %counts, i64 %97
	store i32 %93, i32* %98, align 4
	br label %j.latch

j.latch:
	%99 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%100 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1) nounwind readnone willreturn

!0 = !{!"branch_weights", i32 1, i32 2000}
