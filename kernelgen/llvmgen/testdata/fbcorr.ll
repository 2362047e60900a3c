; alpyna module fbcorr_l15
source_filename = "/work/main/benchmarks/fbcorr.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @fbcorr_l18(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%f.addr = alloca i64
	store i64 0, i64* %f.addr
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%acc.addr = alloca double
	store double 0.0, double* %acc.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%l.addr = alloca i64
	store i64 0, i64* %l.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 3
	%nf = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%f.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%f.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 2
	%h = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %args, i64 0
	%fh = load i64, i64* %4, align 8
	%5 = getelementptr inbounds i64, i64* %box, i64 2
	%i.from = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %box, i64 3
	%i.to = load i64, i64* %6, align 8
	%7 = getelementptr inbounds i64, i64* %args, i64 4
	%w = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 1
	%fw = load i64, i64* %8, align 8
	%9 = getelementptr inbounds i64, i64* %box, i64 4
	%j.from = load i64, i64* %9, align 8
	%10 = getelementptr inbounds i64, i64* %box, i64 5
	%j.to = load i64, i64* %10, align 8
	%11 = getelementptr inbounds i64, i64* %args, i64 11
	%img.shape1 = load i64, i64* %11, align 8
	%12 = getelementptr inbounds i64, i64* %args, i64 9
	%img.data = load i64, i64* %12, align 8
	%img = inttoptr i64 %img.data to double*
	%13 = getelementptr inbounds i64, i64* %args, i64 7
	%filters.shape1 = load i64, i64* %13, align 8
	%14 = getelementptr inbounds i64, i64* %args, i64 8
	%filters.shape2 = load i64, i64* %14, align 8
	%15 = getelementptr inbounds i64, i64* %args, i64 5
	%filters.data = load i64, i64* %15, align 8
	%filters = inttoptr i64 %filters.data to double*
	%16 = getelementptr inbounds i64, i64* %args, i64 14
	%out.shape1 = load i64, i64* %16, align 8
	%17 = getelementptr inbounds i64, i64* %args, i64 15
	%out.shape2 = load i64, i64* %17, align 8
	%18 = getelementptr inbounds i64, i64* %args, i64 12
	%out.data = load i64, i64* %18, align 8
	%out.1 = inttoptr i64 %out.data to double*
	br label %start

start:
	%19 = icmp slt i64 0, %nf
	%20 = sub i64 %nf, 0
	%21 = select i1 %19, i64 %20, i64 0
	%22 = icmp slt i64 %f.from, 0
	%23 = select i1 %22, i64 0, i64 %f.from
	%24 = icmp slt i64 %f.to, 0
	%25 = select i1 %24, i64 0, i64 %f.to
	%26 = icmp ult i64 %21, %25
	%27 = select i1 %26, i64 %21, i64 %25
	br label %f.head

f.head:
	%f.it = phi i64 [ %23, %start ], [ %101, %f.latch ]
	%28 = icmp ult i64 %f.it, %27
	br i1 %28, label %f.body, label %f.exit

f.body:
	%29 = add nsw i64 0, %f.it
	store i64 %29, i64* %f.addr
	%30 = sub nsw i64 %h, %fh
	%31 = add nsw i64 %30, 1
	%32 = icmp slt i64 0, %31
	%33 = sub i64 %31, 0
	%34 = select i1 %32, i64 %33, i64 0
	%35 = icmp slt i64 %i.from, 0
	%36 = select i1 %35, i64 0, i64 %i.from
	%37 = icmp slt i64 %i.to, 0
	%38 = select i1 %37, i64 0, i64 %i.to
	%39 = icmp ult i64 %34, %38
	%40 = select i1 %39, i64 %34, i64 %38
	br label %i.head

i.head:
	%i.it = phi i64 [ %36, %f.body ], [ %100, %i.latch ]
	%41 = icmp ult i64 %i.it, %40
	br i1 %41, label %i.body, label %i.exit

i.body:
	%42 = add nsw i64 0, %i.it
	store i64 %42, i64* %i.addr
	%43 = sub nsw i64 %w, %fw
	%44 = add nsw i64 %43, 1
	%45 = icmp slt i64 0, %44
	%46 = sub i64 %44, 0
	%47 = select i1 %45, i64 %46, i64 0
	%48 = icmp slt i64 %j.from, 0
	%49 = select i1 %48, i64 0, i64 %j.from
	%50 = icmp slt i64 %j.to, 0
	%51 = select i1 %50, i64 0, i64 %j.to
	%52 = icmp ult i64 %47, %51
	%53 = select i1 %52, i64 %47, i64 %51
	br label %j.head

j.head:
	%j.it = phi i64 [ %49, %i.body ], [ %99, %j.latch ]
	%54 = icmp ult i64 %j.it, %53
	br i1 %54, label %j.body, label %j.exit

j.body:
	%55 = add nsw i64 0, %j.it
	store i64 %55, i64* %j.addr
	store double 0.0, double* %acc.addr
	%56 = icmp slt i64 0, %fh
	%57 = sub i64 %fh, 0
	%58 = select i1 %56, i64 %57, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %89, %k.latch ]
	%59 = icmp ult i64 %k.it, %58
	br i1 %59, label %k.body, label %k.exit

k.body:
	%60 = add nsw i64 0, %k.it
	store i64 %60, i64* %k.addr
	%61 = icmp slt i64 0, %fw
	%62 = sub i64 %fw, 0
	%63 = select i1 %61, i64 %62, i64 0
	br label %l.head

l.head:
	%l.it = phi i64 [ 0, %k.body ], [ %88, %l.latch ]
	%64 = icmp ult i64 %l.it, %63
	br i1 %64, label %l.body, label %l.exit

l.body:
	%65 = add nsw i64 0, %l.it
	store i64 %65, i64* %l.addr
	%66 = load double, double* %acc.addr
	%67 = load i64, i64* %i.addr
	%68 = load i64, i64* %k.addr
	%69 = add nsw i64 %67, %68
	%70 = load i64, i64* %j.addr
	%71 = load i64, i64* %l.addr
	%72 = add nsw i64 %70, %71
	%73 = mul nsw i64 %69, %img.shape1
	%74 = add nsw i64 %73, %72
	%75 = getelementptr inbounds double, double* %img, i64 %74
	%76 = load double, double* %75, align 8, !noalias !3
	%77 = load i64, i64* %f.addr
	%78 = load i64, i64* %k.addr
	%79 = mul nsw i64 %77, %filters.shape1
	%80 = add nsw i64 %79, %78
	%81 = load i64, i64* %l.addr
	%82 = mul nsw i64 %80, %filters.shape2
	%83 = add nsw i64 %82, %81
	%84 = getelementptr inbounds double, double* %filters, i64 %83
	%85 = load double, double* %84, align 8, !noalias !2
	%86 = fmul double %76, %85
	%87 = fadd double %66, %86
	store double %87, double* %acc.addr
	br label %l.latch

l.latch:
	%88 = add nuw i64 %l.it, 1
	br label %l.head

l.exit:
	br label %k.latch

k.latch:
	%89 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%90 = load double, double* %acc.addr
	%91 = load i64, i64* %f.addr
	%92 = load i64, i64* %i.addr
	%93 = mul nsw i64 %91, %out.shape1
	%94 = add nsw i64 %93, %92
	%95 = load i64, i64* %j.addr
	%96 = mul nsw i64 %94, %out.shape2
	%97 = add nsw i64 %96, %95
	%98 = getelementptr inbounds double, double* %out.1, i64 %97
	store double %90, double* %98, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%99 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%100 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	br label %f.latch

f.latch:
	%101 = add nuw i64 %f.it, 1
	br label %f.head

f.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna fbcorr_l15"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
