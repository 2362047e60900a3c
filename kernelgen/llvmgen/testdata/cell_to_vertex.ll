; alpyna module areas_l29
source_filename = "benchmarks/cell_to_vertex.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @areas_l30(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%px.shape0 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 4
	%px.data = load i64, i64* %6, align 8
	%px = inttoptr i64 %px.data to double*
	%7 = getelementptr inbounds i64, i64* %args, i64 7
	%py.shape0 = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 6
	%py.data = load i64, i64* %8, align 8
	%py = inttoptr i64 %py.data to double*
	%9 = getelementptr inbounds i64, i64* %args, i64 8
	%w.data = load i64, i64* %9, align 8
	%w = inttoptr i64 %w.data to double*
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
	%c.it = phi i64 [ %14, %start ], [ %120, %c.latch ]
	%19 = icmp ult i64 %c.it, %18
	br i1 %19, label %c.body, label %c.exit

c.body:
	%20 = add nsw i64 0, %c.it
	store i64 %20, i64* %c.addr
	%21 = load i64, i64* %c.addr
	%22 = mul nsw i64 %21, %c2v.shape1
	%23 = add nsw i64 %22, 1
	%24 = getelementptr inbounds i64, i64* %c2v, i64 %23
	%25 = load i64, i64* %24, align 8, !noalias !2, !llvm.access.group !6
	%26 = icmp slt i64 %25, 0
	%27 = add nsw i64 %25, %px.shape0
	%28 = select i1 %26, i64 %27, i64 %25
	%29 = icmp uge i64 %28, %px.shape0
	br i1 %29, label %fail.IndexError, label %ok, !prof !9

fail.IndexError:
	ret i64 1

ok:
	%30 = getelementptr inbounds double, double* %px, i64 %28
	%31 = load double, double* %30, align 8, !noalias !3, !llvm.access.group !6
	%32 = load i64, i64* %c.addr
	%33 = mul nsw i64 %32, %c2v.shape1
	%34 = add nsw i64 %33, 0
	%35 = getelementptr inbounds i64, i64* %c2v, i64 %34
	%36 = load i64, i64* %35, align 8, !noalias !2, !llvm.access.group !6
	%37 = icmp slt i64 %36, 0
	%38 = add nsw i64 %36, %px.shape0
	%39 = select i1 %37, i64 %38, i64 %36
	%40 = icmp uge i64 %39, %px.shape0
	br i1 %40, label %fail.IndexError, label %ok.1, !prof !9

ok.1:
	%41 = getelementptr inbounds double, double* %px, i64 %39
	%42 = load double, double* %41, align 8, !noalias !3, !llvm.access.group !6
	%43 = fsub double %31, %42
	%44 = load i64, i64* %c.addr
	%45 = mul nsw i64 %44, %c2v.shape1
	%46 = add nsw i64 %45, 2
	%47 = getelementptr inbounds i64, i64* %c2v, i64 %46
	%48 = load i64, i64* %47, align 8, !noalias !2, !llvm.access.group !6
	%49 = icmp slt i64 %48, 0
	%50 = add nsw i64 %48, %py.shape0
	%51 = select i1 %49, i64 %50, i64 %48
	%52 = icmp uge i64 %51, %py.shape0
	br i1 %52, label %fail.IndexError, label %ok.2, !prof !9

ok.2:
	%53 = getelementptr inbounds double, double* %py, i64 %51
	%54 = load double, double* %53, align 8, !noalias !4, !llvm.access.group !6
	%55 = load i64, i64* %c.addr
	%56 = mul nsw i64 %55, %c2v.shape1
	%57 = add nsw i64 %56, 0
	%58 = getelementptr inbounds i64, i64* %c2v, i64 %57
	%59 = load i64, i64* %58, align 8, !noalias !2, !llvm.access.group !6
	%60 = icmp slt i64 %59, 0
	%61 = add nsw i64 %59, %py.shape0
	%62 = select i1 %60, i64 %61, i64 %59
	%63 = icmp uge i64 %62, %py.shape0
	br i1 %63, label %fail.IndexError, label %ok.3, !prof !9

ok.3:
	%64 = getelementptr inbounds double, double* %py, i64 %62
	%65 = load double, double* %64, align 8, !noalias !4, !llvm.access.group !6
	%66 = fsub double %54, %65
	%67 = fmul double %43, %66
	%68 = load i64, i64* %c.addr
	%69 = mul nsw i64 %68, %c2v.shape1
	%70 = add nsw i64 %69, 2
	%71 = getelementptr inbounds i64, i64* %c2v, i64 %70
	%72 = load i64, i64* %71, align 8, !noalias !2, !llvm.access.group !6
	%73 = icmp slt i64 %72, 0
	%74 = add nsw i64 %72, %px.shape0
	%75 = select i1 %73, i64 %74, i64 %72
	%76 = icmp uge i64 %75, %px.shape0
	br i1 %76, label %fail.IndexError, label %ok.4, !prof !9

ok.4:
	%77 = getelementptr inbounds double, double* %px, i64 %75
	%78 = load double, double* %77, align 8, !noalias !3, !llvm.access.group !6
	%79 = load i64, i64* %c.addr
	%80 = mul nsw i64 %79, %c2v.shape1
	%81 = add nsw i64 %80, 0
	%82 = getelementptr inbounds i64, i64* %c2v, i64 %81
	%83 = load i64, i64* %82, align 8, !noalias !2, !llvm.access.group !6
	%84 = icmp slt i64 %83, 0
	%85 = add nsw i64 %83, %px.shape0
	%86 = select i1 %84, i64 %85, i64 %83
	%87 = icmp uge i64 %86, %px.shape0
	br i1 %87, label %fail.IndexError, label %ok.5, !prof !9

ok.5:
	%88 = getelementptr inbounds double, double* %px, i64 %86
	%89 = load double, double* %88, align 8, !noalias !3, !llvm.access.group !6
	%90 = fsub double %78, %89
	%91 = load i64, i64* %c.addr
	%92 = mul nsw i64 %91, %c2v.shape1
	%93 = add nsw i64 %92, 1
	%94 = getelementptr inbounds i64, i64* %c2v, i64 %93
	%95 = load i64, i64* %94, align 8, !noalias !2, !llvm.access.group !6
	%96 = icmp slt i64 %95, 0
	%97 = add nsw i64 %95, %py.shape0
	%98 = select i1 %96, i64 %97, i64 %95
	%99 = icmp uge i64 %98, %py.shape0
	br i1 %99, label %fail.IndexError, label %ok.6, !prof !9

ok.6:
	%100 = getelementptr inbounds double, double* %py, i64 %98
	%101 = load double, double* %100, align 8, !noalias !4, !llvm.access.group !6
	%102 = load i64, i64* %c.addr
	%103 = mul nsw i64 %102, %c2v.shape1
	%104 = add nsw i64 %103, 0
	%105 = getelementptr inbounds i64, i64* %c2v, i64 %104
	%106 = load i64, i64* %105, align 8, !noalias !2, !llvm.access.group !6
	%107 = icmp slt i64 %106, 0
	%108 = add nsw i64 %106, %py.shape0
	%109 = select i1 %107, i64 %108, i64 %106
	%110 = icmp uge i64 %109, %py.shape0
	br i1 %110, label %fail.IndexError, label %ok.7, !prof !9

ok.7:
	%111 = getelementptr inbounds double, double* %py, i64 %109
	%112 = load double, double* %111, align 8, !noalias !4, !llvm.access.group !6
	%113 = fsub double %101, %112
	%114 = fmul double %90, %113
	%115 = fsub double %67, %114
	%116 = call double @llvm.fabs.f64(double %115)
	%117 = fmul double 0.5, %116
	%118 = load i64, i64* %c.addr
	%119 = getelementptr inbounds double, double* %w, i64 %118
	store double %117, double* %119, align 8, !alias.scope !5, !llvm.access.group !6
	br label %c.latch

c.latch:
	%120 = add nuw i64 %c.it, 1
	br label %c.head, !llvm.loop !8

c.exit:
	ret i64 0
}

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

!0 = distinct !{!0, !"alpyna areas_l29"}
!1 = distinct !{!1, !0, !"w"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{!1}
!6 = distinct !{}
!7 = !{!"llvm.loop.parallel_accesses", !6}
!8 = distinct !{!8, !7}
!9 = !{!"branch_weights", i32 1, i32 2000}
; alpyna module accumulate_l20
source_filename = "benchmarks/cell_to_vertex.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @accumulate_l22(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%c.addr = alloca i64
	store i64 0, i64* %c.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%ncells = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%c.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%c.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 5
	%c2v.shape1 = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %args, i64 3
	%c2v.data = load i64, i64* %4, align 8
	%c2v = inttoptr i64 %c2v.data to i64*
	%5 = getelementptr inbounds i64, i64* %args, i64 2
	%acc.shape0 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 1
	%acc.data = load i64, i64* %6, align 8
	%acc = inttoptr i64 %acc.data to double*
	%7 = getelementptr inbounds i64, i64* %args, i64 6
	%w.data = load i64, i64* %7, align 8
	%w = inttoptr i64 %w.data to double*
	br label %start

start:
	%8 = icmp slt i64 0, %ncells
	%9 = sub i64 %ncells, 0
	%10 = select i1 %8, i64 %9, i64 0
	%11 = icmp slt i64 %c.from, 0
	%12 = select i1 %11, i64 0, i64 %c.from
	%13 = icmp slt i64 %c.to, 0
	%14 = select i1 %13, i64 0, i64 %c.to
	%15 = icmp ult i64 %10, %14
	%16 = select i1 %15, i64 %10, i64 %14
	br label %c.head

c.head:
	%c.it = phi i64 [ %12, %start ], [ %52, %c.latch ]
	%17 = icmp ult i64 %c.it, %16
	br i1 %17, label %c.body, label %c.exit

c.body:
	%18 = add nsw i64 0, %c.it
	store i64 %18, i64* %c.addr
	%19 = icmp slt i64 0, 3
	%20 = sub i64 3, 0
	%21 = select i1 %19, i64 %20, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %c.body ], [ %51, %k.latch ]
	%22 = icmp ult i64 %k.it, %21
	br i1 %22, label %k.body, label %k.exit

k.body:
	%23 = add nsw i64 0, %k.it
	store i64 %23, i64* %k.addr
	%24 = load i64, i64* %c.addr
	%25 = load i64, i64* %k.addr
	%26 = mul nsw i64 %24, %c2v.shape1
	%27 = add nsw i64 %26, %25
	%28 = getelementptr inbounds i64, i64* %c2v, i64 %27
	%29 = load i64, i64* %28, align 8, !noalias !3
	%30 = icmp slt i64 %29, 0
	%31 = add nsw i64 %29, %acc.shape0
	%32 = select i1 %30, i64 %31, i64 %29
	%33 = icmp uge i64 %32, %acc.shape0
	br i1 %33, label %fail.IndexError, label %ok, !prof !5

fail.IndexError:
	ret i64 1

ok:
	%34 = getelementptr inbounds double, double* %acc, i64 %32
	%35 = load double, double* %34, align 8, !alias.scope !2
	%36 = load i64, i64* %c.addr
	%37 = getelementptr inbounds double, double* %w, i64 %36
	%38 = load double, double* %37, align 8, !noalias !4
	%39 = fadd double %35, %38
	%40 = load i64, i64* %c.addr
	%41 = load i64, i64* %k.addr
	%42 = mul nsw i64 %40, %c2v.shape1
	%43 = add nsw i64 %42, %41
	%44 = getelementptr inbounds i64, i64* %c2v, i64 %43
	%45 = load i64, i64* %44, align 8, !noalias !3
	%46 = icmp slt i64 %45, 0
	%47 = add nsw i64 %45, %acc.shape0
	%48 = select i1 %46, i64 %47, i64 %45
	%49 = icmp uge i64 %48, %acc.shape0
	br i1 %49, label %fail.IndexError, label %ok.1, !prof !5

ok.1:
	%50 = getelementptr inbounds double, double* %acc, i64 %48
	store double %39, double* %50, align 8, !alias.scope !2
	br label %k.latch

k.latch:
	%51 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	br label %c.latch

c.latch:
	%52 = add nuw i64 %c.it, 1
	br label %c.head

c.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna accumulate_l20"}
!1 = distinct !{!1, !0, !"acc"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{!"branch_weights", i32 1, i32 2000}
