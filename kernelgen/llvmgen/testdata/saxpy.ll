; alpyna module saxpy_l13
source_filename = "benchmarks/saxpy.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @saxpy_l14(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 1
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 0
	%a = load i64, i64* %3, align 8
	%4 = bitcast i64 %a to double
	%5 = fptrunc double %4 to float
	%6 = getelementptr inbounds i64, i64* %args, i64 2
	%x.data = load i64, i64* %6, align 8
	%x = inttoptr i64 %x.data to float*
	%7 = getelementptr inbounds i64, i64* %args, i64 4
	%y.data = load i64, i64* %7, align 8
	%y = inttoptr i64 %y.data to float*
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
	%i.it = phi i64 [ %12, %start ], [ %29, %i.latch ]
	%17 = icmp ult i64 %i.it, %16
	br i1 %17, label %i.body, label %i.exit

i.body:
	%18 = add nsw i64 0, %i.it
	store i64 %18, i64* %i.addr
	%19 = load i64, i64* %i.addr
	%20 = getelementptr inbounds float, float* %x, i64 %19
	%21 = load float, float* %20, align 4, !noalias !2, !llvm.access.group !4
	%22 = fmul float %5, %21
	%23 = load i64, i64* %i.addr
	%24 = getelementptr inbounds float, float* %y, i64 %23
	%25 = load float, float* %24, align 4, !alias.scope !3, !llvm.access.group !4
	%26 = fadd float %22, %25
	%27 = load i64, i64* %i.addr
	%28 = getelementptr inbounds float, float* %y, i64 %27
	store float %26, float* %28, align 4, !alias.scope !3, !llvm.access.group !4
	br label %i.latch

i.latch:
	%29 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !6

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna saxpy_l13"}
!1 = distinct !{!1, !0, !"y"}
!2 = !{!1}
!3 = !{!1}
!4 = distinct !{}
!5 = !{!"llvm.loop.parallel_accesses", !4}
!6 = distinct !{!6, !5}
