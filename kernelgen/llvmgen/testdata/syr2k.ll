; alpyna module syr2k_l14
source_filename = "benchmarks/syr2k.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @syr2k_l16(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%j.addr.1 = alloca i64
	store i64 0, i64* %j.addr.1
	%0 = getelementptr inbounds i64, i64* %args, i64 3
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 12
	%c.shape1 = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %args, i64 10
	%c.data = load i64, i64* %4, align 8
	%c = inttoptr i64 %c.data to double*
	%5 = getelementptr inbounds i64, i64* %args, i64 1
	%beta = load i64, i64* %5, align 8
	%6 = bitcast i64 %beta to double
	%7 = getelementptr inbounds i64, i64* %args, i64 2
	%m = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 6
	%a.shape1 = load i64, i64* %8, align 8
	%9 = getelementptr inbounds i64, i64* %args, i64 4
	%a.data = load i64, i64* %9, align 8
	%a = inttoptr i64 %a.data to double*
	%10 = getelementptr inbounds i64, i64* %args, i64 0
	%alpha = load i64, i64* %10, align 8
	%11 = bitcast i64 %alpha to double
	%12 = getelementptr inbounds i64, i64* %args, i64 9
	%b.shape1 = load i64, i64* %12, align 8
	%13 = getelementptr inbounds i64, i64* %args, i64 7
	%b.data = load i64, i64* %13, align 8
	%b = inttoptr i64 %b.data to double*
	br label %start

start:
	%14 = icmp slt i64 0, %n
	%15 = sub i64 %n, 0
	%16 = select i1 %14, i64 %15, i64 0
	%17 = icmp slt i64 %i.from, 0
	%18 = select i1 %17, i64 0, i64 %i.from
	%19 = icmp slt i64 %i.to, 0
	%20 = select i1 %19, i64 0, i64 %i.to
	%21 = icmp ult i64 %16, %20
	%22 = select i1 %21, i64 %16, i64 %20
	br label %i.head

i.head:
	%i.it = phi i64 [ %18, %start ], [ %100, %i.latch ]
	%23 = icmp ult i64 %i.it, %22
	br i1 %23, label %i.body, label %i.exit

i.body:
	%24 = add nsw i64 0, %i.it
	store i64 %24, i64* %i.addr
	%25 = load i64, i64* %i.addr
	%26 = add nsw i64 %25, 1
	%27 = icmp slt i64 0, %26
	%28 = sub i64 %26, 0
	%29 = select i1 %27, i64 %28, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %44, %j.latch ]
	%30 = icmp ult i64 %j.it, %29
	br i1 %30, label %j.body, label %j.exit

j.body:
	%31 = add nsw i64 0, %j.it
	store i64 %31, i64* %j.addr
	%32 = load i64, i64* %i.addr
	%33 = load i64, i64* %j.addr
	%34 = mul nsw i64 %32, %c.shape1
	%35 = add nsw i64 %34, %33
	%36 = getelementptr inbounds double, double* %c, i64 %35
	%37 = load double, double* %36, align 8, !alias.scope !4
	%38 = fmul double %37, %6
	%39 = load i64, i64* %i.addr
	%40 = load i64, i64* %j.addr
	%41 = mul nsw i64 %39, %c.shape1
	%42 = add nsw i64 %41, %40
	%43 = getelementptr inbounds double, double* %c, i64 %42
	store double %38, double* %43, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%44 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	%45 = icmp slt i64 0, %m
	%46 = sub i64 %m, 0
	%47 = select i1 %45, i64 %46, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.exit ], [ %99, %k.latch ]
	%48 = icmp ult i64 %k.it, %47
	br i1 %48, label %k.body, label %k.exit

k.body:
	%49 = add nsw i64 0, %k.it
	store i64 %49, i64* %k.addr
	%50 = load i64, i64* %i.addr
	%51 = add nsw i64 %50, 1
	%52 = icmp slt i64 0, %51
	%53 = sub i64 %51, 0
	%54 = select i1 %52, i64 %53, i64 0
	br label %j.head.1

j.head.1:
	%j.it.1 = phi i64 [ 0, %k.body ], [ %98, %j.latch.1 ]
	%55 = icmp ult i64 %j.it.1, %54
	br i1 %55, label %j.body.1, label %j.exit.1

j.body.1:
	%56 = add nsw i64 0, %j.it.1
	store i64 %56, i64* %j.addr.1
	%57 = load i64, i64* %i.addr
	%58 = load i64, i64* %j.addr.1
	%59 = mul nsw i64 %57, %c.shape1
	%60 = add nsw i64 %59, %58
	%61 = getelementptr inbounds double, double* %c, i64 %60
	%62 = load double, double* %61, align 8, !alias.scope !4
	%63 = load i64, i64* %j.addr.1
	%64 = load i64, i64* %k.addr
	%65 = mul nsw i64 %63, %a.shape1
	%66 = add nsw i64 %65, %64
	%67 = getelementptr inbounds double, double* %a, i64 %66
	%68 = load double, double* %67, align 8, !noalias !2
	%69 = fmul double %68, %11
	%70 = load i64, i64* %i.addr
	%71 = load i64, i64* %k.addr
	%72 = mul nsw i64 %70, %b.shape1
	%73 = add nsw i64 %72, %71
	%74 = getelementptr inbounds double, double* %b, i64 %73
	%75 = load double, double* %74, align 8, !noalias !3
	%76 = fmul double %69, %75
	%77 = fadd double %62, %76
	%78 = load i64, i64* %j.addr.1
	%79 = load i64, i64* %k.addr
	%80 = mul nsw i64 %78, %b.shape1
	%81 = add nsw i64 %80, %79
	%82 = getelementptr inbounds double, double* %b, i64 %81
	%83 = load double, double* %82, align 8, !noalias !3
	%84 = fmul double %83, %11
	%85 = load i64, i64* %i.addr
	%86 = load i64, i64* %k.addr
	%87 = mul nsw i64 %85, %a.shape1
	%88 = add nsw i64 %87, %86
	%89 = getelementptr inbounds double, double* %a, i64 %88
	%90 = load double, double* %89, align 8, !noalias !2
	%91 = fmul double %84, %90
	%92 = fadd double %77, %91
	%93 = load i64, i64* %i.addr
	%94 = load i64, i64* %j.addr.1
	%95 = mul nsw i64 %93, %c.shape1
	%96 = add nsw i64 %95, %94
	%97 = getelementptr inbounds double, double* %c, i64 %96
	store double %92, double* %97, align 8, !alias.scope !4
	br label %j.latch.1

j.latch.1:
	%98 = add nuw i64 %j.it.1, 1
	br label %j.head.1

j.exit.1:
	br label %k.latch

k.latch:
	%99 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	br label %i.latch

i.latch:
	%100 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna syr2k_l14"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
