; alpyna module flux_l27
source_filename = "benchmarks/edge_flux.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @flux_l28(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%e.addr = alloca i64
	store i64 0, i64* %e.addr
	%f.addr = alloca double
	store double 0.0, double* %f.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%nedges = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%e.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%e.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 7
	%w.data = load i64, i64* %3, align 8
	%w = inttoptr i64 %w.data to double*
	%4 = getelementptr inbounds i64, i64* %args, i64 5
	%right.data = load i64, i64* %4, align 8
	%right = inttoptr i64 %right.data to i64*
	%5 = getelementptr inbounds i64, i64* %args, i64 10
	%x.shape0 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 9
	%x.data = load i64, i64* %6, align 8
	%x = inttoptr i64 %x.data to double*
	%7 = getelementptr inbounds i64, i64* %args, i64 1
	%left.data = load i64, i64* %7, align 8
	%left = inttoptr i64 %left.data to i64*
	%8 = getelementptr inbounds i64, i64* %args, i64 4
	%res.shape0 = load i64, i64* %8, align 8
	%9 = getelementptr inbounds i64, i64* %args, i64 3
	%res.data = load i64, i64* %9, align 8
	%res = inttoptr i64 %res.data to double*
	br label %start

start:
	%10 = icmp slt i64 0, %nedges
	%11 = sub i64 %nedges, 0
	%12 = select i1 %10, i64 %11, i64 0
	%13 = icmp slt i64 %e.from, 0
	%14 = select i1 %13, i64 0, i64 %e.from
	%15 = icmp slt i64 %e.to, 0
	%16 = select i1 %15, i64 0, i64 %e.to
	%17 = icmp ult i64 %12, %16
	%18 = select i1 %17, i64 %12, i64 %16
	br label %e.head

e.head:
	%e.it = phi i64 [ %14, %start ], [ %82, %e.latch ]
	%19 = icmp ult i64 %e.it, %18
	br i1 %19, label %e.body, label %e.exit

e.body:
	%20 = add nsw i64 0, %e.it
	store i64 %20, i64* %e.addr
	%21 = load i64, i64* %e.addr
	%22 = getelementptr inbounds double, double* %w, i64 %21
	%23 = load double, double* %22, align 8, !noalias !5
	%24 = load i64, i64* %e.addr
	%25 = getelementptr inbounds i64, i64* %right, i64 %24
	%26 = load i64, i64* %25, align 8, !noalias !4
	%27 = icmp slt i64 %26, 0
	%28 = add nsw i64 %26, %x.shape0
	%29 = select i1 %27, i64 %28, i64 %26
	%30 = icmp uge i64 %29, %x.shape0
	br i1 %30, label %fail.IndexError, label %ok, !prof !7

fail.IndexError:
	ret i64 1

ok:
	%31 = getelementptr inbounds double, double* %x, i64 %29
	%32 = load double, double* %31, align 8, !noalias !6
	%33 = load i64, i64* %e.addr
	%34 = getelementptr inbounds i64, i64* %left, i64 %33
	%35 = load i64, i64* %34, align 8, !noalias !2
	%36 = icmp slt i64 %35, 0
	%37 = add nsw i64 %35, %x.shape0
	%38 = select i1 %36, i64 %37, i64 %35
	%39 = icmp uge i64 %38, %x.shape0
	br i1 %39, label %fail.IndexError, label %ok.1, !prof !7

ok.1:
	%40 = getelementptr inbounds double, double* %x, i64 %38
	%41 = load double, double* %40, align 8, !noalias !6
	%42 = fsub double %32, %41
	%43 = fmul double %23, %42
	store double %43, double* %f.addr
	%44 = load i64, i64* %e.addr
	%45 = getelementptr inbounds i64, i64* %left, i64 %44
	%46 = load i64, i64* %45, align 8, !noalias !2
	%47 = icmp slt i64 %46, 0
	%48 = add nsw i64 %46, %res.shape0
	%49 = select i1 %47, i64 %48, i64 %46
	%50 = icmp uge i64 %49, %res.shape0
	br i1 %50, label %fail.IndexError, label %ok.2, !prof !7

ok.2:
	%51 = getelementptr inbounds double, double* %res, i64 %49
	%52 = load double, double* %51, align 8, !alias.scope !3
	%53 = load double, double* %f.addr
	%54 = fadd double %52, %53
	%55 = load i64, i64* %e.addr
	%56 = getelementptr inbounds i64, i64* %left, i64 %55
	%57 = load i64, i64* %56, align 8, !noalias !2
	%58 = icmp slt i64 %57, 0
	%59 = add nsw i64 %57, %res.shape0
	%60 = select i1 %58, i64 %59, i64 %57
	%61 = icmp uge i64 %60, %res.shape0
	br i1 %61, label %fail.IndexError, label %ok.3, !prof !7

ok.3:
	%62 = getelementptr inbounds double, double* %res, i64 %60
	store double %54, double* %62, align 8, !alias.scope !3
	%63 = load i64, i64* %e.addr
	%64 = getelementptr inbounds i64, i64* %right, i64 %63
	%65 = load i64, i64* %64, align 8, !noalias !4
	%66 = icmp slt i64 %65, 0
	%67 = add nsw i64 %65, %res.shape0
	%68 = select i1 %66, i64 %67, i64 %65
	%69 = icmp uge i64 %68, %res.shape0
	br i1 %69, label %fail.IndexError, label %ok.4, !prof !7

ok.4:
	%70 = getelementptr inbounds double, double* %res, i64 %68
	%71 = load double, double* %70, align 8, !alias.scope !3
	%72 = load double, double* %f.addr
	%73 = fsub double %71, %72
	%74 = load i64, i64* %e.addr
	%75 = getelementptr inbounds i64, i64* %right, i64 %74
	%76 = load i64, i64* %75, align 8, !noalias !4
	%77 = icmp slt i64 %76, 0
	%78 = add nsw i64 %76, %res.shape0
	%79 = select i1 %77, i64 %78, i64 %76
	%80 = icmp uge i64 %79, %res.shape0
	br i1 %80, label %fail.IndexError, label %ok.5, !prof !7

ok.5:
	%81 = getelementptr inbounds double, double* %res, i64 %79
	store double %73, double* %81, align 8, !alias.scope !3
	br label %e.latch

e.latch:
	%82 = add nuw i64 %e.it, 1
	br label %e.head

e.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna flux_l27"}
!1 = distinct !{!1, !0, !"res"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{!1}
!6 = !{!1}
!7 = !{!"branch_weights", i32 1, i32 2000}
; alpyna module update_l38
source_filename = "benchmarks/edge_flux.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @update_l39(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%v.addr = alloca i64
	store i64 0, i64* %v.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 1
	%nverts = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%v.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%v.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 4
	%x.data = load i64, i64* %3, align 8
	%x = inttoptr i64 %x.data to double*
	%4 = getelementptr inbounds i64, i64* %args, i64 0
	%dt = load i64, i64* %4, align 8
	%5 = bitcast i64 %dt to double
	%6 = getelementptr inbounds i64, i64* %args, i64 2
	%res.data = load i64, i64* %6, align 8
	%res = inttoptr i64 %res.data to double*
	br label %start

start:
	%7 = icmp slt i64 0, %nverts
	%8 = sub i64 %nverts, 0
	%9 = select i1 %7, i64 %8, i64 0
	%10 = icmp slt i64 %v.from, 0
	%11 = select i1 %10, i64 0, i64 %v.from
	%12 = icmp slt i64 %v.to, 0
	%13 = select i1 %12, i64 0, i64 %v.to
	%14 = icmp ult i64 %9, %13
	%15 = select i1 %14, i64 %9, i64 %13
	br label %v.head

v.head:
	%v.it = phi i64 [ %11, %start ], [ %30, %v.latch ]
	%16 = icmp ult i64 %v.it, %15
	br i1 %16, label %v.body, label %v.exit

v.body:
	%17 = add nsw i64 0, %v.it
	store i64 %17, i64* %v.addr
	%18 = load i64, i64* %v.addr
	%19 = getelementptr inbounds double, double* %x, i64 %18
	%20 = load double, double* %19, align 8, !alias.scope !5, !noalias !6, !llvm.access.group !7
	%21 = load i64, i64* %v.addr
	%22 = getelementptr inbounds double, double* %res, i64 %21
	%23 = load double, double* %22, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !7
	%24 = fmul double %5, %23
	%25 = fadd double %20, %24
	%26 = load i64, i64* %v.addr
	%27 = getelementptr inbounds double, double* %x, i64 %26
	store double %25, double* %27, align 8, !alias.scope !5, !noalias !6, !llvm.access.group !7
	%28 = load i64, i64* %v.addr
	%29 = getelementptr inbounds double, double* %res, i64 %28
	store double 0.0, double* %29, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !7
	br label %v.latch

v.latch:
	%30 = add nuw i64 %v.it, 1
	br label %v.head, !llvm.loop !9

v.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna update_l38"}
!1 = distinct !{!1, !0, !"res"}
!2 = distinct !{!2, !0, !"x"}
!3 = !{!1}
!4 = !{!2}
!5 = !{!2}
!6 = !{!1}
!7 = distinct !{}
!8 = !{!"llvm.loop.parallel_accesses", !7}
!9 = distinct !{!9, !8}
