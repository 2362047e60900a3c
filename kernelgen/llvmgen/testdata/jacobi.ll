; alpyna module jacobi_l15
source_filename = "benchmarks/jacobi.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @jacobi_l18(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%5 = getelementptr inbounds i64, i64* %args, i64 4
	%a.shape1 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 2
	%a.data = load i64, i64* %6, align 8
	%a = inttoptr i64 %a.data to double*
	%7 = getelementptr inbounds i64, i64* %args, i64 7
	%b.shape1 = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 5
	%b.data = load i64, i64* %8, align 8
	%b = inttoptr i64 %b.data to double*
	br label %start

start:
	%9 = sub nsw i64 %n, 1
	%10 = icmp slt i64 1, %9
	%11 = sub i64 %9, 1
	%12 = select i1 %10, i64 %11, i64 0
	%13 = icmp slt i64 %i.from, 0
	%14 = select i1 %13, i64 0, i64 %i.from
	%15 = icmp slt i64 %i.to, 0
	%16 = select i1 %15, i64 0, i64 %i.to
	%17 = icmp ult i64 %12, %16
	%18 = select i1 %17, i64 %12, i64 %16
	br label %i.head

i.head:
	%i.it = phi i64 [ %14, %start ], [ %78, %i.latch ]
	%19 = icmp ult i64 %i.it, %18
	br i1 %19, label %i.body, label %i.exit

i.body:
	%20 = add nsw i64 1, %i.it
	store i64 %20, i64* %i.addr
	%21 = sub nsw i64 %n, 1
	%22 = icmp slt i64 1, %21
	%23 = sub i64 %21, 1
	%24 = select i1 %22, i64 %23, i64 0
	%25 = icmp slt i64 %j.from, 0
	%26 = select i1 %25, i64 0, i64 %j.from
	%27 = icmp slt i64 %j.to, 0
	%28 = select i1 %27, i64 0, i64 %j.to
	%29 = icmp ult i64 %24, %28
	%30 = select i1 %29, i64 %24, i64 %28
	br label %j.head

j.head:
	%j.it = phi i64 [ %26, %i.body ], [ %77, %j.latch ]
	%31 = icmp ult i64 %j.it, %30
	br i1 %31, label %j.body, label %j.exit

j.body:
	%32 = add nsw i64 1, %j.it
	store i64 %32, i64* %j.addr
	%33 = load i64, i64* %i.addr
	%34 = load i64, i64* %j.addr
	%35 = mul nsw i64 %33, %a.shape1
	%36 = add nsw i64 %35, %34
	%37 = getelementptr inbounds double, double* %a, i64 %36
	%38 = load double, double* %37, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !7
	%39 = load i64, i64* %i.addr
	%40 = sub nsw i64 %39, 1
	%41 = load i64, i64* %j.addr
	%42 = mul nsw i64 %40, %a.shape1
	%43 = add nsw i64 %42, %41
	%44 = getelementptr inbounds double, double* %a, i64 %43
	%45 = load double, double* %44, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !7
	%46 = fadd double %38, %45
	%47 = load i64, i64* %i.addr
	%48 = add nsw i64 %47, 1
	%49 = load i64, i64* %j.addr
	%50 = mul nsw i64 %48, %a.shape1
	%51 = add nsw i64 %50, %49
	%52 = getelementptr inbounds double, double* %a, i64 %51
	%53 = load double, double* %52, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !7
	%54 = fadd double %46, %53
	%55 = load i64, i64* %i.addr
	%56 = load i64, i64* %j.addr
	%57 = sub nsw i64 %56, 1
	%58 = mul nsw i64 %55, %a.shape1
	%59 = add nsw i64 %58, %57
	%60 = getelementptr inbounds double, double* %a, i64 %59
	%61 = load double, double* %60, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !7
	%62 = fadd double %54, %61
	%63 = load i64, i64* %i.addr
	%64 = load i64, i64* %j.addr
	%65 = add nsw i64 %64, 1
	%66 = mul nsw i64 %63, %a.shape1
	%67 = add nsw i64 %66, %65
	%68 = getelementptr inbounds double, double* %a, i64 %67
	%69 = load double, double* %68, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !7
	%70 = fadd double %62, %69
	%71 = fmul double 0x3FC999999999999A, %70
	%72 = load i64, i64* %i.addr
	%73 = load i64, i64* %j.addr
	%74 = mul nsw i64 %72, %b.shape1
	%75 = add nsw i64 %74, %73
	%76 = getelementptr inbounds double, double* %b, i64 %75
	store double %71, double* %76, align 8, !alias.scope !5, !noalias !6, !llvm.access.group !7
	br label %j.latch

j.latch:
	%77 = add nuw i64 %j.it, 1
	br label %j.head, !llvm.loop !9

j.exit:
	br label %i.latch

i.latch:
	%78 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

define i64 @jacobi_l21(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%5 = getelementptr inbounds i64, i64* %args, i64 7
	%b.shape1 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 5
	%b.data = load i64, i64* %6, align 8
	%b = inttoptr i64 %b.data to double*
	%7 = getelementptr inbounds i64, i64* %args, i64 4
	%a.shape1 = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 2
	%a.data = load i64, i64* %8, align 8
	%a = inttoptr i64 %a.data to double*
	br label %start

start:
	%9 = sub nsw i64 %n, 1
	%10 = icmp slt i64 1, %9
	%11 = sub i64 %9, 1
	%12 = select i1 %10, i64 %11, i64 0
	%13 = icmp slt i64 %i.from, 0
	%14 = select i1 %13, i64 0, i64 %i.from
	%15 = icmp slt i64 %i.to, 0
	%16 = select i1 %15, i64 0, i64 %i.to
	%17 = icmp ult i64 %12, %16
	%18 = select i1 %17, i64 %12, i64 %16
	br label %i.head

i.head:
	%i.it = phi i64 [ %14, %start ], [ %45, %i.latch ]
	%19 = icmp ult i64 %i.it, %18
	br i1 %19, label %i.body, label %i.exit

i.body:
	%20 = add nsw i64 1, %i.it
	store i64 %20, i64* %i.addr
	%21 = sub nsw i64 %n, 1
	%22 = icmp slt i64 1, %21
	%23 = sub i64 %21, 1
	%24 = select i1 %22, i64 %23, i64 0
	%25 = icmp slt i64 %j.from, 0
	%26 = select i1 %25, i64 0, i64 %j.from
	%27 = icmp slt i64 %j.to, 0
	%28 = select i1 %27, i64 0, i64 %j.to
	%29 = icmp ult i64 %24, %28
	%30 = select i1 %29, i64 %24, i64 %28
	br label %j.head

j.head:
	%j.it = phi i64 [ %26, %i.body ], [ %44, %j.latch ]
	%31 = icmp ult i64 %j.it, %30
	br i1 %31, label %j.body, label %j.exit

j.body:
	%32 = add nsw i64 1, %j.it
	store i64 %32, i64* %j.addr
	%33 = load i64, i64* %i.addr
	%34 = load i64, i64* %j.addr
	%35 = mul nsw i64 %33, %b.shape1
	%36 = add nsw i64 %35, %34
	%37 = getelementptr inbounds double, double* %b, i64 %36
	%38 = load double, double* %37, align 8, !alias.scope !5, !noalias !6, !llvm.access.group !10
	%39 = load i64, i64* %i.addr
	%40 = load i64, i64* %j.addr
	%41 = mul nsw i64 %39, %a.shape1
	%42 = add nsw i64 %41, %40
	%43 = getelementptr inbounds double, double* %a, i64 %42
	store double %38, double* %43, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !10
	br label %j.latch

j.latch:
	%44 = add nuw i64 %j.it, 1
	br label %j.head, !llvm.loop !12

j.exit:
	br label %i.latch

i.latch:
	%45 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna jacobi_l15"}
!1 = distinct !{!1, !0, !"a"}
!2 = distinct !{!2, !0, !"b"}
!3 = !{!1}
!4 = !{!2}
!5 = !{!2}
!6 = !{!1}
!7 = distinct !{}
!8 = !{!"llvm.loop.parallel_accesses", !7}
!9 = distinct !{!9, !8}
!10 = distinct !{}
!11 = !{!"llvm.loop.parallel_accesses", !10}
!12 = distinct !{!12, !11}
