; alpyna module vadd_l13
source_filename = "benchmarks/vadd.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @vadd_l14(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 1
	%a.data = load i64, i64* %3, align 8
	%a = inttoptr i64 %a.data to double*
	%4 = getelementptr inbounds i64, i64* %args, i64 3
	%b.data = load i64, i64* %4, align 8
	%b = inttoptr i64 %b.data to double*
	%5 = getelementptr inbounds i64, i64* %args, i64 5
	%c.data = load i64, i64* %5, align 8
	%c = inttoptr i64 %c.data to double*
	br label %start

start:
	%6 = icmp slt i64 0, %n
	%7 = sub i64 %n, 0
	%8 = select i1 %6, i64 %7, i64 0
	%9 = icmp slt i64 %i.from, 0
	%10 = select i1 %9, i64 0, i64 %i.from
	%11 = icmp slt i64 %i.to, 0
	%12 = select i1 %11, i64 0, i64 %i.to
	%13 = icmp ult i64 %8, %12
	%14 = select i1 %13, i64 %8, i64 %12
	br label %i.head

i.head:
	%i.it = phi i64 [ %10, %start ], [ %26, %i.latch ]
	%15 = icmp ult i64 %i.it, %14
	br i1 %15, label %i.body, label %i.exit

i.body:
	%16 = add nsw i64 0, %i.it
	store i64 %16, i64* %i.addr
	%17 = load i64, i64* %i.addr
	%18 = getelementptr inbounds double, double* %a, i64 %17
	%19 = load double, double* %18, align 8, !noalias !2, !llvm.access.group !5
	%20 = load i64, i64* %i.addr
	%21 = getelementptr inbounds double, double* %b, i64 %20
	%22 = load double, double* %21, align 8, !noalias !3, !llvm.access.group !5
	%23 = fadd double %19, %22
	%24 = load i64, i64* %i.addr
	%25 = getelementptr inbounds double, double* %c, i64 %24
	store double %23, double* %25, align 8, !alias.scope !4, !llvm.access.group !5
	br label %i.latch

i.latch:
	%26 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !7

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna vadd_l13"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = distinct !{}
!6 = !{!"llvm.loop.parallel_accesses", !5}
!7 = distinct !{!7, !6}
