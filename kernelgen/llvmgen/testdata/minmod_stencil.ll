; alpyna module minmod_stencil_l21
source_filename = "benchmarks/minmod_stencil.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @minmod_stencil_l23(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%dl.addr = alloca double
	store double 0.0, double* %dl.addr
	%dr.addr = alloca double
	store double 0.0, double* %dr.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%slope.addr = alloca double
	store double 0.0, double* %slope.addr
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
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
	%5 = getelementptr inbounds i64, i64* %args, i64 6
	%u.shape1 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 4
	%u.data = load i64, i64* %6, align 8
	%u = inttoptr i64 %u.data to double*
	%7 = getelementptr inbounds i64, i64* %args, i64 3
	%out.shape1 = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 1
	%out.data = load i64, i64* %8, align 8
	%out.1 = inttoptr i64 %out.data to double*
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
	%i.it = phi i64 [ %14, %start ], [ %124, %i.latch ]
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
	%j.it = phi i64 [ %26, %i.body ], [ %123, %j.latch ]
	%31 = icmp ult i64 %j.it, %30
	br i1 %31, label %j.body, label %j.exit

j.body:
	%32 = add nsw i64 1, %j.it
	store i64 %32, i64* %j.addr
	%33 = load i64, i64* %i.addr
	%34 = load i64, i64* %j.addr
	%35 = mul nsw i64 %33, %u.shape1
	%36 = add nsw i64 %35, %34
	%37 = getelementptr inbounds double, double* %u, i64 %36
	%38 = load double, double* %37, align 8, !noalias !3, !llvm.access.group !4
	%39 = load i64, i64* %i.addr
	%40 = load i64, i64* %j.addr
	%41 = sub nsw i64 %40, 1
	%42 = mul nsw i64 %39, %u.shape1
	%43 = add nsw i64 %42, %41
	%44 = getelementptr inbounds double, double* %u, i64 %43
	%45 = load double, double* %44, align 8, !noalias !3, !llvm.access.group !4
	%46 = fsub double %38, %45
	store double %46, double* %dl.addr
	%47 = load i64, i64* %i.addr
	%48 = load i64, i64* %j.addr
	%49 = add nsw i64 %48, 1
	%50 = mul nsw i64 %47, %u.shape1
	%51 = add nsw i64 %50, %49
	%52 = getelementptr inbounds double, double* %u, i64 %51
	%53 = load double, double* %52, align 8, !noalias !3, !llvm.access.group !4
	%54 = load i64, i64* %i.addr
	%55 = load i64, i64* %j.addr
	%56 = mul nsw i64 %54, %u.shape1
	%57 = add nsw i64 %56, %55
	%58 = getelementptr inbounds double, double* %u, i64 %57
	%59 = load double, double* %58, align 8, !noalias !3, !llvm.access.group !4
	%60 = fsub double %53, %59
	store double %60, double* %dr.addr
	%61 = load double, double* %dl.addr
	%62 = load double, double* %dr.addr
	%63 = fmul double %61, %62
	%64 = fcmp ole double %63, 0.0
	store i1 %64, i1* %__p1.addr
	%65 = load i1, i1* %__p1.addr
	br i1 %65, label %if.then, label %if.end

if.then:
	store double 0.0, double* %slope.addr
	br label %if.end

if.end:
	%66 = load i1, i1* %__p1.addr
	%67 = xor i1 %66, true
	br i1 %67, label %if.then.1, label %if.end.1

if.then.1:
	%68 = load double, double* %dl.addr
	%69 = call double @llvm.fabs.f64(double %68)
	%70 = load double, double* %dr.addr
	%71 = call double @llvm.fabs.f64(double %70)
	%72 = fcmp olt double %69, %71
	store i1 %72, i1* %__p2.addr
	br label %if.end.1

if.end.1:
	%73 = load i1, i1* %__p1.addr
	%74 = xor i1 %73, true
	%75 = load i1, i1* %__p2.addr
	%76 = select i1 %74, i1 %75, i1 %74
	br i1 %76, label %if.then.2, label %if.end.2

if.then.2:
	%77 = load double, double* %dl.addr
	store double %77, double* %slope.addr
	br label %if.end.2

if.end.2:
	%78 = load i1, i1* %__p1.addr
	%79 = xor i1 %78, true
	%80 = load i1, i1* %__p2.addr
	%81 = xor i1 %80, true
	%82 = select i1 %79, i1 %81, i1 %79
	br i1 %82, label %if.then.3, label %if.end.3

if.then.3:
	%83 = load double, double* %dr.addr
	store double %83, double* %slope.addr
	br label %if.end.3

if.end.3:
	%84 = load i64, i64* %i.addr
	%85 = load i64, i64* %j.addr
	%86 = mul nsw i64 %84, %u.shape1
	%87 = add nsw i64 %86, %85
	%88 = getelementptr inbounds double, double* %u, i64 %87
	%89 = load double, double* %88, align 8, !noalias !3, !llvm.access.group !4
	%90 = load double, double* %slope.addr
	%91 = fmul double 0.5, %90
	%92 = fsub double %89, %91
	%93 = load i64, i64* %i.addr
	%94 = sub nsw i64 %93, 1
	%95 = load i64, i64* %j.addr
	%96 = mul nsw i64 %94, %u.shape1
	%97 = add nsw i64 %96, %95
	%98 = getelementptr inbounds double, double* %u, i64 %97
	%99 = load double, double* %98, align 8, !noalias !3, !llvm.access.group !4
	%100 = load i64, i64* %i.addr
	%101 = add nsw i64 %100, 1
	%102 = load i64, i64* %j.addr
	%103 = mul nsw i64 %101, %u.shape1
	%104 = add nsw i64 %103, %102
	%105 = getelementptr inbounds double, double* %u, i64 %104
	%106 = load double, double* %105, align 8, !noalias !3, !llvm.access.group !4
	%107 = fadd double %99, %106
	%108 = load i64, i64* %i.addr
	%109 = load i64, i64* %j.addr
	%110 = mul nsw i64 %108, %u.shape1
	%111 = add nsw i64 %110, %109
	%112 = getelementptr inbounds double, double* %u, i64 %111
	%113 = load double, double* %112, align 8, !noalias !3, !llvm.access.group !4
	%114 = fmul double 2.0, %113
	%115 = fsub double %107, %114
	%116 = fmul double 0.25, %115
	%117 = fadd double %92, %116
	%118 = load i64, i64* %i.addr
	%119 = load i64, i64* %j.addr
	%120 = mul nsw i64 %118, %out.shape1
	%121 = add nsw i64 %120, %119
	%122 = getelementptr inbounds double, double* %out.1, i64 %121
	store double %117, double* %122, align 8, !alias.scope !2, !llvm.access.group !4
	br label %j.latch

j.latch:
	%123 = add nuw i64 %j.it, 1
	br label %j.head, !llvm.loop !6

j.exit:
	br label %i.latch

i.latch:
	%124 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

!0 = distinct !{!0, !"alpyna minmod_stencil_l21"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = distinct !{}
!5 = !{!"llvm.loop.parallel_accesses", !4}
!6 = distinct !{!6, !5}
