; alpyna module gemver_l16
source_filename = "benchmarks/gemver.py"
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
source_filename = "benchmarks/gemver.py"
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
	%18 = icmp slt i64 0, %n
	%19 = sub i64 %n, 0
	%20 = select i1 %18, i64 %19, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %start ], [ %43, %j.latch ]
	%21 = icmp ult i64 %j.it, %20
	br i1 %21, label %j.body, label %j.exit

j.body:
	%22 = add nsw i64 0, %j.it
	store i64 %22, i64* %j.addr
	br label %i.head

i.head:
	%i.it = phi i64 [ %13, %j.body ], [ %42, %i.latch ]
	%23 = icmp ult i64 %i.it, %17
	br i1 %23, label %i.body, label %i.exit

i.body:
	%24 = add nsw i64 0, %i.it
	store i64 %24, i64* %i.addr
	%25 = load i64, i64* %i.addr
	%26 = getelementptr inbounds double, double* %x, i64 %25
	%27 = load double, double* %26, align 8, !alias.scope !3, !llvm.access.group !5
	%28 = load i64, i64* %j.addr
	%29 = load i64, i64* %i.addr
	%30 = mul nsw i64 %28, %a.shape1
	%31 = add nsw i64 %30, %29
	%32 = getelementptr inbounds double, double* %a, i64 %31
	%33 = load double, double* %32, align 8, !noalias !2, !llvm.access.group !5
	%34 = fmul double %5, %33
	%35 = load i64, i64* %j.addr
	%36 = getelementptr inbounds double, double* %y, i64 %35
	%37 = load double, double* %36, align 8, !noalias !4, !llvm.access.group !5
	%38 = fmul double %34, %37
	%39 = fadd double %27, %38
	%40 = load i64, i64* %i.addr
	%41 = getelementptr inbounds double, double* %x, i64 %40
	store double %39, double* %41, align 8, !alias.scope !3, !llvm.access.group !5
	br label %i.latch

i.latch:
	%42 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !7

i.exit:
	br label %j.latch

j.latch:
	%43 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna gemver_l19"}
!1 = distinct !{!1, !0, !"x"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = distinct !{}
!6 = !{!"llvm.loop.parallel_accesses", !5}
!7 = distinct !{!7, !6}
; alpyna module gemver_l22
source_filename = "benchmarks/gemver.py"
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
source_filename = "benchmarks/gemver.py"
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
	%i.addr.1 = alloca i64
	%3 = load i64, i64* %i.addr
	store i64 %3, i64* %i.addr.1
	%j.addr.1 = alloca i64
	%4 = load i64, i64* %j.addr
	store i64 %4, i64* %j.addr.1
	%i.addr.2 = alloca i64
	%5 = load i64, i64* %i.addr
	store i64 %5, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%6 = load i64, i64* %j.addr
	store i64 %6, i64* %j.addr.2
	%i.addr.3 = alloca i64
	%7 = load i64, i64* %i.addr
	store i64 %7, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%8 = load i64, i64* %j.addr
	store i64 %8, i64* %j.addr.3
	%9 = getelementptr inbounds i64, i64* %args, i64 5
	%w.data = load i64, i64* %9, align 8
	%w = inttoptr i64 %w.data to double*
	%10 = getelementptr inbounds i64, i64* %args, i64 0
	%alpha = load i64, i64* %10, align 8
	%11 = bitcast i64 %alpha to double
	%12 = getelementptr inbounds i64, i64* %args, i64 4
	%a.shape1 = load i64, i64* %12, align 8
	%13 = getelementptr inbounds i64, i64* %args, i64 2
	%a.data = load i64, i64* %13, align 8
	%a = inttoptr i64 %a.data to double*
	%14 = getelementptr inbounds i64, i64* %args, i64 7
	%x.data = load i64, i64* %14, align 8
	%x = inttoptr i64 %x.data to double*
	br label %start

start:
	%15 = icmp slt i64 0, %n
	%16 = sub i64 %n, 0
	%17 = select i1 %15, i64 %16, i64 0
	%18 = icmp slt i64 %i.from, 0
	%19 = select i1 %18, i64 0, i64 %i.from
	%20 = icmp slt i64 %i.to, 0
	%21 = select i1 %20, i64 0, i64 %i.to
	%22 = icmp ult i64 %17, %21
	%23 = select i1 %22, i64 %17, i64 %21
	%24 = icmp ugt i64 %23, %19
	%25 = sub i64 %23, %19
	%26 = select i1 %24, i64 %25, i64 0
	%27 = and i64 %26, -4
	%28 = add nuw i64 %19, %27
	br label %i.jam.head

i.jam.head:
	%i.jam.it = phi i64 [ %19, %start ], [ %112, %i.jam.latch ]
	%29 = icmp ult i64 %i.jam.it, %28
	br i1 %29, label %i.jam.body, label %i.jam.exit

i.jam.body:
	%30 = add nuw nsw i64 %i.jam.it, 0
	%31 = add nsw i64 0, %30
	store i64 %31, i64* %i.addr
	%32 = add nuw nsw i64 %i.jam.it, 1
	%33 = add nsw i64 0, %32
	store i64 %33, i64* %i.addr.1
	%34 = add nuw nsw i64 %i.jam.it, 2
	%35 = add nsw i64 0, %34
	store i64 %35, i64* %i.addr.2
	%36 = add nuw nsw i64 %i.jam.it, 3
	%37 = add nsw i64 0, %36
	store i64 %37, i64* %i.addr.3
	%38 = icmp slt i64 0, %n
	%39 = sub i64 %n, 0
	%40 = select i1 %38, i64 %39, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.jam.body ], [ %111, %j.latch ]
	%41 = icmp ult i64 %j.it, %40
	br i1 %41, label %j.body, label %j.exit

j.body:
	%42 = add nsw i64 0, %j.it
	store i64 %42, i64* %j.addr
	store i64 %42, i64* %j.addr.1
	store i64 %42, i64* %j.addr.2
	store i64 %42, i64* %j.addr.3
	%43 = load i64, i64* %i.addr
	%44 = getelementptr inbounds double, double* %w, i64 %43
	%45 = load double, double* %44, align 8, !alias.scope !3
	%46 = load i64, i64* %i.addr
	%47 = load i64, i64* %j.addr
	%48 = mul nsw i64 %46, %a.shape1
	%49 = add nsw i64 %48, %47
	%50 = getelementptr inbounds double, double* %a, i64 %49
	%51 = load double, double* %50, align 8, !noalias !2
	%52 = fmul double %11, %51
	%53 = load i64, i64* %j.addr
	%54 = getelementptr inbounds double, double* %x, i64 %53
	%55 = load double, double* %54, align 8, !noalias !4
	%56 = fmul double %52, %55
	%57 = fadd double %45, %56
	%58 = load i64, i64* %i.addr
	%59 = getelementptr inbounds double, double* %w, i64 %58
	store double %57, double* %59, align 8, !alias.scope !3
	%60 = load i64, i64* %i.addr.1
	%61 = getelementptr inbounds double, double* %w, i64 %60
	%62 = load double, double* %61, align 8, !alias.scope !3
	%63 = load i64, i64* %i.addr.1
	%64 = load i64, i64* %j.addr.1
	%65 = mul nsw i64 %63, %a.shape1
	%66 = add nsw i64 %65, %64
	%67 = getelementptr inbounds double, double* %a, i64 %66
	%68 = load double, double* %67, align 8, !noalias !2
	%69 = fmul double %11, %68
	%70 = load i64, i64* %j.addr.1
	%71 = getelementptr inbounds double, double* %x, i64 %70
	%72 = load double, double* %71, align 8, !noalias !4
	%73 = fmul double %69, %72
	%74 = fadd double %62, %73
	%75 = load i64, i64* %i.addr.1
	%76 = getelementptr inbounds double, double* %w, i64 %75
	store double %74, double* %76, align 8, !alias.scope !3
	%77 = load i64, i64* %i.addr.2
	%78 = getelementptr inbounds double, double* %w, i64 %77
	%79 = load double, double* %78, align 8, !alias.scope !3
	%80 = load i64, i64* %i.addr.2
	%81 = load i64, i64* %j.addr.2
	%82 = mul nsw i64 %80, %a.shape1
	%83 = add nsw i64 %82, %81
	%84 = getelementptr inbounds double, double* %a, i64 %83
	%85 = load double, double* %84, align 8, !noalias !2
	%86 = fmul double %11, %85
	%87 = load i64, i64* %j.addr.2
	%88 = getelementptr inbounds double, double* %x, i64 %87
	%89 = load double, double* %88, align 8, !noalias !4
	%90 = fmul double %86, %89
	%91 = fadd double %79, %90
	%92 = load i64, i64* %i.addr.2
	%93 = getelementptr inbounds double, double* %w, i64 %92
	store double %91, double* %93, align 8, !alias.scope !3
	%94 = load i64, i64* %i.addr.3
	%95 = getelementptr inbounds double, double* %w, i64 %94
	%96 = load double, double* %95, align 8, !alias.scope !3
	%97 = load i64, i64* %i.addr.3
	%98 = load i64, i64* %j.addr.3
	%99 = mul nsw i64 %97, %a.shape1
	%100 = add nsw i64 %99, %98
	%101 = getelementptr inbounds double, double* %a, i64 %100
	%102 = load double, double* %101, align 8, !noalias !2
	%103 = fmul double %11, %102
	%104 = load i64, i64* %j.addr.3
	%105 = getelementptr inbounds double, double* %x, i64 %104
	%106 = load double, double* %105, align 8, !noalias !4
	%107 = fmul double %103, %106
	%108 = fadd double %96, %107
	%109 = load i64, i64* %i.addr.3
	%110 = getelementptr inbounds double, double* %w, i64 %109
	store double %108, double* %110, align 8, !alias.scope !3
	br label %j.latch

j.latch:
	%111 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.jam.latch

i.jam.latch:
	%112 = add nuw i64 %i.jam.it, 4
	br label %i.jam.head

i.jam.exit:
	br label %i.head

i.head:
	%i.it = phi i64 [ %28, %i.jam.exit ], [ %138, %i.latch ]
	%113 = icmp ult i64 %i.it, %23
	br i1 %113, label %i.body, label %i.exit

i.body:
	%114 = add nsw i64 0, %i.it
	store i64 %114, i64* %i.addr
	%115 = icmp slt i64 0, %n
	%116 = sub i64 %n, 0
	%117 = select i1 %115, i64 %116, i64 0
	br label %j.head.1

j.head.1:
	%j.it.1 = phi i64 [ 0, %i.body ], [ %137, %j.latch.1 ]
	%118 = icmp ult i64 %j.it.1, %117
	br i1 %118, label %j.body.1, label %j.exit.1

j.body.1:
	%119 = add nsw i64 0, %j.it.1
	store i64 %119, i64* %j.addr
	%120 = load i64, i64* %i.addr
	%121 = getelementptr inbounds double, double* %w, i64 %120
	%122 = load double, double* %121, align 8, !alias.scope !3
	%123 = load i64, i64* %i.addr
	%124 = load i64, i64* %j.addr
	%125 = mul nsw i64 %123, %a.shape1
	%126 = add nsw i64 %125, %124
	%127 = getelementptr inbounds double, double* %a, i64 %126
	%128 = load double, double* %127, align 8, !noalias !2
	%129 = fmul double %11, %128
	%130 = load i64, i64* %j.addr
	%131 = getelementptr inbounds double, double* %x, i64 %130
	%132 = load double, double* %131, align 8, !noalias !4
	%133 = fmul double %129, %132
	%134 = fadd double %122, %133
	%135 = load i64, i64* %i.addr
	%136 = getelementptr inbounds double, double* %w, i64 %135
	store double %134, double* %136, align 8, !alias.scope !3
	br label %j.latch.1

j.latch.1:
	%137 = add nuw i64 %j.it.1, 1
	br label %j.head.1

j.exit.1:
	br label %i.latch

i.latch:
	%138 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna gemver_l24"}
!1 = distinct !{!1, !0, !"w"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
