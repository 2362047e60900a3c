; alpyna module midpoint_l21
source_filename = "benchmarks/midpoint.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @midpoint_l22(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%c.addr = alloca i64
	store i64 0, i64* %c.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%ncells = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%c.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%c.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 3
	%c2v.shape1 = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %args, i64 1
	%c2v.data = load i64, i64* %4, align 8
	%c2v = inttoptr i64 %c2v.data to i64*
	%5 = getelementptr inbounds i64, i64* %args, i64 5
	%coords.shape0 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 6
	%coords.shape1 = load i64, i64* %6, align 8
	%7 = getelementptr inbounds i64, i64* %args, i64 4
	%coords.data = load i64, i64* %7, align 8
	%coords = inttoptr i64 %coords.data to double*
	%8 = getelementptr inbounds i64, i64* %args, i64 9
	%mid.shape1 = load i64, i64* %8, align 8
	%9 = getelementptr inbounds i64, i64* %args, i64 7
	%mid.data = load i64, i64* %9, align 8
	%mid = inttoptr i64 %mid.data to double*
	br label %start

start:
	%10 = icmp slt i64 0, %ncells
	%11 = sub i64 %ncells, 0
	%12 = select i1 %10, i64 %11, i64 0
	%13 = icmp slt i64 %c.from, 0
	%14 = select i1 %13, i64 0, i64 %c.from
	%15 = icmp slt i64 %c.to, 0
	%16 = select i1 %15, i64 0, i64 %c.to
	%17 = icmp ult i64 %12, %16
	%18 = select i1 %17, i64 %12, i64 %16
	br label %c.head

c.head:
	%c.it = phi i64 [ %14, %start ], [ %113, %c.latch ]
	%19 = icmp ult i64 %c.it, %18
	br i1 %19, label %c.body, label %c.exit

c.body:
	%20 = add nsw i64 0, %c.it
	store i64 %20, i64* %c.addr
	%21 = load i64, i64* %c.addr
	%22 = mul nsw i64 %21, %c2v.shape1
	%23 = add nsw i64 %22, 0
	%24 = getelementptr inbounds i64, i64* %c2v, i64 %23
	%25 = load i64, i64* %24, align 8, !noalias !2, !llvm.access.group !5
	%26 = icmp slt i64 %25, 0
	%27 = add nsw i64 %25, %coords.shape0
	%28 = select i1 %26, i64 %27, i64 %25
	%29 = icmp uge i64 %28, %coords.shape0
	br i1 %29, label %fail.IndexError, label %ok, !prof !8

fail.IndexError:
	ret i64 1

ok:
	%30 = mul nsw i64 %28, %coords.shape1
	%31 = add nsw i64 %30, 0
	%32 = getelementptr inbounds double, double* %coords, i64 %31
	%33 = load double, double* %32, align 8, !noalias !3, !llvm.access.group !5
	%34 = load i64, i64* %c.addr
	%35 = mul nsw i64 %34, %c2v.shape1
	%36 = add nsw i64 %35, 1
	%37 = getelementptr inbounds i64, i64* %c2v, i64 %36
	%38 = load i64, i64* %37, align 8, !noalias !2, !llvm.access.group !5
	%39 = icmp slt i64 %38, 0
	%40 = add nsw i64 %38, %coords.shape0
	%41 = select i1 %39, i64 %40, i64 %38
	%42 = icmp uge i64 %41, %coords.shape0
	br i1 %42, label %fail.IndexError, label %ok.1, !prof !8

ok.1:
	%43 = mul nsw i64 %41, %coords.shape1
	%44 = add nsw i64 %43, 0
	%45 = getelementptr inbounds double, double* %coords, i64 %44
	%46 = load double, double* %45, align 8, !noalias !3, !llvm.access.group !5
	%47 = fadd double %33, %46
	%48 = load i64, i64* %c.addr
	%49 = mul nsw i64 %48, %c2v.shape1
	%50 = add nsw i64 %49, 2
	%51 = getelementptr inbounds i64, i64* %c2v, i64 %50
	%52 = load i64, i64* %51, align 8, !noalias !2, !llvm.access.group !5
	%53 = icmp slt i64 %52, 0
	%54 = add nsw i64 %52, %coords.shape0
	%55 = select i1 %53, i64 %54, i64 %52
	%56 = icmp uge i64 %55, %coords.shape0
	br i1 %56, label %fail.IndexError, label %ok.2, !prof !8

ok.2:
	%57 = mul nsw i64 %55, %coords.shape1
	%58 = add nsw i64 %57, 0
	%59 = getelementptr inbounds double, double* %coords, i64 %58
	%60 = load double, double* %59, align 8, !noalias !3, !llvm.access.group !5
	%61 = fadd double %47, %60
	%62 = fdiv double %61, 3.0
	%63 = load i64, i64* %c.addr
	%64 = mul nsw i64 %63, %mid.shape1
	%65 = add nsw i64 %64, 0
	%66 = getelementptr inbounds double, double* %mid, i64 %65
	store double %62, double* %66, align 8, !alias.scope !4, !llvm.access.group !5
	%67 = load i64, i64* %c.addr
	%68 = mul nsw i64 %67, %c2v.shape1
	%69 = add nsw i64 %68, 0
	%70 = getelementptr inbounds i64, i64* %c2v, i64 %69
	%71 = load i64, i64* %70, align 8, !noalias !2, !llvm.access.group !5
	%72 = icmp slt i64 %71, 0
	%73 = add nsw i64 %71, %coords.shape0
	%74 = select i1 %72, i64 %73, i64 %71
	%75 = icmp uge i64 %74, %coords.shape0
	br i1 %75, label %fail.IndexError, label %ok.3, !prof !8

ok.3:
	%76 = mul nsw i64 %74, %coords.shape1
	%77 = add nsw i64 %76, 1
	%78 = getelementptr inbounds double, double* %coords, i64 %77
	%79 = load double, double* %78, align 8, !noalias !3, !llvm.access.group !5
	%80 = load i64, i64* %c.addr
	%81 = mul nsw i64 %80, %c2v.shape1
	%82 = add nsw i64 %81, 1
	%83 = getelementptr inbounds i64, i64* %c2v, i64 %82
	%84 = load i64, i64* %83, align 8, !noalias !2, !llvm.access.group !5
	%85 = icmp slt i64 %84, 0
	%86 = add nsw i64 %84, %coords.shape0
	%87 = select i1 %85, i64 %86, i64 %84
	%88 = icmp uge i64 %87, %coords.shape0
	br i1 %88, label %fail.IndexError, label %ok.4, !prof !8

ok.4:
	%89 = mul nsw i64 %87, %coords.shape1
	%90 = add nsw i64 %89, 1
	%91 = getelementptr inbounds double, double* %coords, i64 %90
	%92 = load double, double* %91, align 8, !noalias !3, !llvm.access.group !5
	%93 = fadd double %79, %92
	%94 = load i64, i64* %c.addr
	%95 = mul nsw i64 %94, %c2v.shape1
	%96 = add nsw i64 %95, 2
	%97 = getelementptr inbounds i64, i64* %c2v, i64 %96
	%98 = load i64, i64* %97, align 8, !noalias !2, !llvm.access.group !5
	%99 = icmp slt i64 %98, 0
	%100 = add nsw i64 %98, %coords.shape0
	%101 = select i1 %99, i64 %100, i64 %98
	%102 = icmp uge i64 %101, %coords.shape0
	br i1 %102, label %fail.IndexError, label %ok.5, !prof !8

ok.5:
	%103 = mul nsw i64 %101, %coords.shape1
	%104 = add nsw i64 %103, 1
	%105 = getelementptr inbounds double, double* %coords, i64 %104
	%106 = load double, double* %105, align 8, !noalias !3, !llvm.access.group !5
	%107 = fadd double %93, %106
	%108 = fdiv double %107, 3.0
	%109 = load i64, i64* %c.addr
	%110 = mul nsw i64 %109, %mid.shape1
	%111 = add nsw i64 %110, 1
	%112 = getelementptr inbounds double, double* %mid, i64 %111
	store double %108, double* %112, align 8, !alias.scope !4, !llvm.access.group !5
	br label %c.latch

c.latch:
	%113 = add nuw i64 %c.it, 1
	br label %c.head, !llvm.loop !7

c.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna midpoint_l21"}
!1 = distinct !{!1, !0, !"mid"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = distinct !{}
!6 = !{!"llvm.loop.parallel_accesses", !5}
!7 = distinct !{!7, !6}
!8 = !{!"branch_weights", i32 1, i32 2000}
