; alpyna module hilbert_l13
source_filename = "benchmarks/hilbert.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @hilbert_l15(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %4, align 8
	%5 = getelementptr inbounds i64, i64* %args, i64 3
	%h.shape1 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 1
	%h.data = load i64, i64* %6, align 8
	%h = inttoptr i64 %h.data to double*
	br label %start

start:
	%7 = icmp slt i64 0, %n
	%8 = sub i64 %n, 0
	%9 = select i1 %7, i64 %8, i64 0
	%10 = icmp slt i64 %i.from, 0
	%11 = select i1 %10, i64 0, i64 %i.from
	%12 = icmp slt i64 %i.to, 0
	%13 = select i1 %12, i64 0, i64 %i.to
	%14 = icmp ult i64 %9, %13
	%15 = select i1 %14, i64 %9, i64 %13
	br label %i.head

i.head:
	%i.it = phi i64 [ %11, %start ], [ %41, %i.latch ]
	%16 = icmp ult i64 %i.it, %15
	br i1 %16, label %i.body, label %i.exit

i.body:
	%17 = add nsw i64 0, %i.it
	store i64 %17, i64* %i.addr
	%18 = icmp slt i64 0, %n
	%19 = sub i64 %n, 0
	%20 = select i1 %18, i64 %19, i64 0
	%21 = icmp slt i64 %j.from, 0
	%22 = select i1 %21, i64 0, i64 %j.from
	%23 = icmp slt i64 %j.to, 0
	%24 = select i1 %23, i64 0, i64 %j.to
	%25 = icmp ult i64 %20, %24
	%26 = select i1 %25, i64 %20, i64 %24
	br label %j.head

j.head:
	%j.it = phi i64 [ %22, %i.body ], [ %40, %j.latch ]
	%27 = icmp ult i64 %j.it, %26
	br i1 %27, label %j.body, label %j.exit

j.body:
	%28 = add nsw i64 0, %j.it
	store i64 %28, i64* %j.addr
	%29 = load i64, i64* %i.addr
	%30 = load i64, i64* %j.addr
	%31 = add nsw i64 %29, %30
	%32 = add nsw i64 %31, 1
	%33 = sitofp i64 %32 to double
	%34 = fdiv double 1.0, %33
	%35 = load i64, i64* %i.addr
	%36 = load i64, i64* %j.addr
	%37 = mul nsw i64 %35, %h.shape1
	%38 = add nsw i64 %37, %36
	%39 = getelementptr inbounds double, double* %h, i64 %38
	store double %34, double* %39, align 8, !llvm.access.group !0
	br label %j.latch

j.latch:
	%40 = add nuw i64 %j.it, 1
	br label %j.head, !llvm.loop !2

j.exit:
	br label %i.latch

i.latch:
	%41 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{}
!1 = !{!"llvm.loop.parallel_accesses", !0}
!2 = distinct !{!2, !1}
