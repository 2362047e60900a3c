; alpyna module gemver_l16
source_filename = "/work/main/benchmarks/gemver.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @gemver_l18(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%a.shape1 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 1
	%a.data = load i64, i64* %6, align 8
	%a = inttoptr i64 %a.data to double*
	%7 = getelementptr inbounds i64, i64* %args, i64 4
	%u1.data = load i64, i64* %7, align 8
	%u1 = inttoptr i64 %u1.data to double*
	%8 = getelementptr inbounds i64, i64* %args, i64 8
	%v1.data = load i64, i64* %8, align 8
	%v1 = inttoptr i64 %v1.data to double*
	%9 = getelementptr inbounds i64, i64* %args, i64 6
	%u2.data = load i64, i64* %9, align 8
	%u2 = inttoptr i64 %u2.data to double*
	%10 = getelementptr inbounds i64, i64* %args, i64 10
	%v2.data = load i64, i64* %10, align 8
	%v2 = inttoptr i64 %v2.data to double*
	br label %start

start:
	%11 = icmp slt i64 0, %n
	%12 = sub i64 %n, 0
	%13 = select i1 %11, i64 %12, i64 0
	%14 = icmp slt i64 %i.from, 0
	%15 = select i1 %14, i64 0, i64 %i.from
	%16 = icmp slt i64 %i.to, 0
	%17 = select i1 %16, i64 0, i64 %i.to
	%18 = icmp ult i64 %13, %17
	%19 = select i1 %18, i64 %13, i64 %17
	br label %i.head

i.head:
	%i.it = phi i64 [ %15, %start ], [ %61, %i.latch ]
	%20 = icmp ult i64 %i.it, %19
	br i1 %20, label %i.body, label %i.exit

i.body:
	%21 = add nsw i64 0, %i.it
	store i64 %21, i64* %i.addr
	%22 = icmp slt i64 0, %n
	%23 = sub i64 %n, 0
	%24 = select i1 %22, i64 %23, i64 0
	%25 = icmp slt i64 %j.from, 0
	%26 = select i1 %25, i64 0, i64 %j.from
	%27 = icmp slt i64 %j.to, 0
	%28 = select i1 %27, i64 0, i64 %j.to
	%29 = icmp ult i64 %24, %28
	%30 = select i1 %29, i64 %24, i64 %28
	br label %j.head

j.head:
	%j.it = phi i64 [ %26, %i.body ], [ %60, %j.latch ]
	%31 = icmp ult i64 %j.it, %30
	br i1 %31, label %j.body, label %j.exit

j.body:
	%32 = add nsw i64 0, %j.it
	store i64 %32, i64* %j.addr
	%33 = load i64, i64* %i.addr
	%34 = load i64, i64* %j.addr
	%35 = mul nsw i64 %33, %a.shape1
	%36 = add nsw i64 %35, %34
	%37 = getelementptr inbounds double, double* %a, i64 %36
	%38 = load double, double* %37, align 8, !alias.scope !2, !llvm.access.group !7
	%39 = load i64, i64* %i.addr
	%40 = getelementptr inbounds double, double* %u1, i64 %39
	%41 = load double, double* %40, align 8, !noalias !3, !llvm.access.group !7
	%42 = load i64, i64* %j.addr
	%43 = getelementptr inbounds double, double* %v1, i64 %42
	%44 = load double, double* %43, align 8, !noalias !5, !llvm.access.group !7
	%45 = fmul double %41, %44
	%46 = fadd double %38, %45
	%47 = load i64, i64* %i.addr
	%48 = getelementptr inbounds double, double* %u2, i64 %47
	%49 = load double, double* %48, align 8, !noalias !4, !llvm.access.group !7
	%50 = load i64, i64* %j.addr
	%51 = getelementptr inbounds double, double* %v2, i64 %50
	%52 = load double, double* %51, align 8, !noalias !6, !llvm.access.group !7
	%53 = fmul double %49, %52
	%54 = fadd double %46, %53
	%55 = load i64, i64* %i.addr
	%56 = load i64, i64* %j.addr
	%57 = mul nsw i64 %55, %a.shape1
	%58 = add nsw i64 %57, %56
	%59 = getelementptr inbounds double, double* %a, i64 %58
	store double %54, double* %59, align 8, !alias.scope !2, !llvm.access.group !7
	br label %j.latch

j.latch:
	%60 = add nuw i64 %j.it, 1
	br label %j.head, !llvm.loop !9

j.exit:
	br label %i.latch

i.latch:
	%61 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna gemver_l16"}
!1 = distinct !{!1, !0, !"a"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{!1}
!6 = !{!1}
!7 = distinct !{}
!8 = !{!"llvm.loop.parallel_accesses", !7}
!9 = distinct !{!9, !8}
; alpyna module gemver_l19
source_filename = "/work/main/benchmarks/gemver.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @gemver_l21(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 1
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 5
	%x.data = load i64, i64* %3, align 8
	%x = inttoptr i64 %x.data to double*
	%4 = getelementptr inbounds i64, i64* %args, i64 0
	%beta = load i64, i64* %4, align 8
	%5 = bitcast i64 %beta to double
	%6 = getelementptr inbounds i64, i64* %args, i64 4
	%a.shape1 = load i64, i64* %6, align 8
	%7 = getelementptr inbounds i64, i64* %args, i64 2
	%a.data = load i64, i64* %7, align 8
	%a = inttoptr i64 %a.data to double*
	%8 = getelementptr inbounds i64, i64* %args, i64 7
	%y.data = load i64, i64* %8, align 8
	%y = inttoptr i64 %y.data to double*
	br label %start

start:
	%9 = icmp slt i64 0, %n
	%10 = sub i64 %n, 0
	%11 = select i1 %9, i64 %10, i64 0
	%12 = icmp slt i64 %i.from, 0
	%13 = select i1 %12, i64 0, i64 %i.from
	%14 = icmp slt i64 %i.to, 0
	%15 = select i1 %14, i64 0, i64 %i.to
	%16 = icmp ult i64 %11, %15
	%17 = select i1 %16, i64 %11, i64 %15
	br label %i.head

i.head:
	%i.it = phi i64 [ %13, %start ], [ %43, %i.latch ]
	%18 = icmp ult i64 %i.it, %17
	br i1 %18, label %i.body, label %i.exit

i.body:
	%19 = add nsw i64 0, %i.it
	store i64 %19, i64* %i.addr
	%20 = icmp slt i64 0, %n
	%21 = sub i64 %n, 0
	%22 = select i1 %20, i64 %21, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %42, %j.latch ]
	%23 = icmp ult i64 %j.it, %22
	br i1 %23, label %j.body, label %j.exit

j.body:
	%24 = add nsw i64 0, %j.it
	store i64 %24, i64* %j.addr
	%25 = load i64, i64* %i.addr
	%26 = getelementptr inbounds double, double* %x, i64 %25
	%27 = load double, double* %26, align 8, !alias.scope !3
	%28 = load i64, i64* %j.addr
	%29 = load i64, i64* %i.addr
	%30 = mul nsw i64 %28, %a.shape1
	%31 = add nsw i64 %30, %29
	%32 = getelementptr inbounds double, double* %a, i64 %31
	%33 = load double, double* %32, align 8, !noalias !2
	%34 = fmul double %5, %33
	%35 = load i64, i64* %j.addr
	%36 = getelementptr inbounds double, double* %y, i64 %35
	%37 = load double, double* %36, align 8, !noalias !4
	%38 = fmul double %34, %37
	%39 = fadd double %27, %38
	%40 = load i64, i64* %i.addr
	%41 = getelementptr inbounds double, double* %x, i64 %40
	store double %39, double* %41, align 8, !alias.scope !3
	br label %j.latch

j.latch:
	%42 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%43 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna gemver_l19"}
!1 = distinct !{!1, !0, !"x"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
; alpyna module gemver_l22
source_filename = "/work/main/benchmarks/gemver.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @gemver_l23(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%x.data = load i64, i64* %3, align 8
	%x = inttoptr i64 %x.data to double*
	%4 = getelementptr inbounds i64, i64* %args, i64 3
	%z.data = load i64, i64* %4, align 8
	%z = inttoptr i64 %z.data to double*
	br label %start

start:
	%5 = icmp slt i64 0, %n
	%6 = sub i64 %n, 0
	%7 = select i1 %5, i64 %6, i64 0
	%8 = icmp slt i64 %i.from, 0
	%9 = select i1 %8, i64 0, i64 %i.from
	%10 = icmp slt i64 %i.to, 0
	%11 = select i1 %10, i64 0, i64 %i.to
	%12 = icmp ult i64 %7, %11
	%13 = select i1 %12, i64 %7, i64 %11
	br label %i.head

i.head:
	%i.it = phi i64 [ %9, %start ], [ %25, %i.latch ]
	%14 = icmp ult i64 %i.it, %13
	br i1 %14, label %i.body, label %i.exit

i.body:
	%15 = add nsw i64 0, %i.it
	store i64 %15, i64* %i.addr
	%16 = load i64, i64* %i.addr
	%17 = getelementptr inbounds double, double* %x, i64 %16
	%18 = load double, double* %17, align 8, !alias.scope !2, !llvm.access.group !4
	%19 = load i64, i64* %i.addr
	%20 = getelementptr inbounds double, double* %z, i64 %19
	%21 = load double, double* %20, align 8, !noalias !3, !llvm.access.group !4
	%22 = fadd double %18, %21
	%23 = load i64, i64* %i.addr
	%24 = getelementptr inbounds double, double* %x, i64 %23
	store double %22, double* %24, align 8, !alias.scope !2, !llvm.access.group !4
	br label %i.latch

i.latch:
	%25 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !6

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna gemver_l22"}
!1 = distinct !{!1, !0, !"x"}
!2 = !{!1}
!3 = !{!1}
!4 = distinct !{}
!5 = !{!"llvm.loop.parallel_accesses", !4}
!6 = distinct !{!6, !5}
; alpyna module gemver_l24
source_filename = "/work/main/benchmarks/gemver.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @gemver_l26(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 1
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 5
	%w.data = load i64, i64* %3, align 8
	%w = inttoptr i64 %w.data to double*
	%4 = getelementptr inbounds i64, i64* %args, i64 0
	%alpha = load i64, i64* %4, align 8
	%5 = bitcast i64 %alpha to double
	%6 = getelementptr inbounds i64, i64* %args, i64 4
	%a.shape1 = load i64, i64* %6, align 8
	%7 = getelementptr inbounds i64, i64* %args, i64 2
	%a.data = load i64, i64* %7, align 8
	%a = inttoptr i64 %a.data to double*
	%8 = getelementptr inbounds i64, i64* %args, i64 7
	%x.data = load i64, i64* %8, align 8
	%x = inttoptr i64 %x.data to double*
	br label %start

start:
	%9 = icmp slt i64 0, %n
	%10 = sub i64 %n, 0
	%11 = select i1 %9, i64 %10, i64 0
	%12 = icmp slt i64 %i.from, 0
	%13 = select i1 %12, i64 0, i64 %i.from
	%14 = icmp slt i64 %i.to, 0
	%15 = select i1 %14, i64 0, i64 %i.to
	%16 = icmp ult i64 %11, %15
	%17 = select i1 %16, i64 %11, i64 %15
	br label %i.head

i.head:
	%i.it = phi i64 [ %13, %start ], [ %43, %i.latch ]
	%18 = icmp ult i64 %i.it, %17
	br i1 %18, label %i.body, label %i.exit

i.body:
	%19 = add nsw i64 0, %i.it
	store i64 %19, i64* %i.addr
	%20 = icmp slt i64 0, %n
	%21 = sub i64 %n, 0
	%22 = select i1 %20, i64 %21, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %42, %j.latch ]
	%23 = icmp ult i64 %j.it, %22
	br i1 %23, label %j.body, label %j.exit

j.body:
	%24 = add nsw i64 0, %j.it
	store i64 %24, i64* %j.addr
	%25 = load i64, i64* %i.addr
	%26 = getelementptr inbounds double, double* %w, i64 %25
	%27 = load double, double* %26, align 8, !alias.scope !3
	%28 = load i64, i64* %i.addr
	%29 = load i64, i64* %j.addr
	%30 = mul nsw i64 %28, %a.shape1
	%31 = add nsw i64 %30, %29
	%32 = getelementptr inbounds double, double* %a, i64 %31
	%33 = load double, double* %32, align 8, !noalias !2
	%34 = fmul double %5, %33
	%35 = load i64, i64* %j.addr
	%36 = getelementptr inbounds double, double* %x, i64 %35
	%37 = load double, double* %36, align 8, !noalias !4
	%38 = fmul double %34, %37
	%39 = fadd double %27, %38
	%40 = load i64, i64* %i.addr
	%41 = getelementptr inbounds double, double* %w, i64 %40
	store double %39, double* %41, align 8, !alias.scope !3
	br label %j.latch

j.latch:
	%42 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%43 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna gemver_l24"}
!1 = distinct !{!1, !0, !"w"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
