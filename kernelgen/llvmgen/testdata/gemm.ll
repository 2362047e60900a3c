; alpyna module gemm_l15
source_filename = "/work/main/benchmarks/gemm.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @gemm_l17(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%acc.addr = alloca double
	store double 0.0, double* %acc.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 2
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %4, align 8
	%5 = getelementptr inbounds i64, i64* %args, i64 5
	%a.shape1 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 3
	%a.data = load i64, i64* %6, align 8
	%a = inttoptr i64 %a.data to double*
	%7 = getelementptr inbounds i64, i64* %args, i64 8
	%b.shape1 = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 6
	%b.data = load i64, i64* %8, align 8
	%b = inttoptr i64 %b.data to double*
	%9 = getelementptr inbounds i64, i64* %args, i64 0
	%alpha = load i64, i64* %9, align 8
	%10 = bitcast i64 %alpha to double
	%11 = getelementptr inbounds i64, i64* %args, i64 1
	%beta = load i64, i64* %11, align 8
	%12 = bitcast i64 %beta to double
	%13 = getelementptr inbounds i64, i64* %args, i64 11
	%c.shape1 = load i64, i64* %13, align 8
	%14 = getelementptr inbounds i64, i64* %args, i64 9
	%c.data = load i64, i64* %14, align 8
	%c = inttoptr i64 %c.data to double*
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
	br label %i.head

i.head:
	%i.it = phi i64 [ %19, %start ], [ %74, %i.latch ]
	%24 = icmp ult i64 %i.it, %23
	br i1 %24, label %i.body, label %i.exit

i.body:
	%25 = add nsw i64 0, %i.it
	store i64 %25, i64* %i.addr
	%26 = icmp slt i64 0, %n
	%27 = sub i64 %n, 0
	%28 = select i1 %26, i64 %27, i64 0
	%29 = icmp slt i64 %j.from, 0
	%30 = select i1 %29, i64 0, i64 %j.from
	%31 = icmp slt i64 %j.to, 0
	%32 = select i1 %31, i64 0, i64 %j.to
	%33 = icmp ult i64 %28, %32
	%34 = select i1 %33, i64 %28, i64 %32
	br label %j.head

j.head:
	%j.it = phi i64 [ %30, %i.body ], [ %73, %j.latch ]
	%35 = icmp ult i64 %j.it, %34
	br i1 %35, label %j.body, label %j.exit

j.body:
	%36 = add nsw i64 0, %j.it
	store i64 %36, i64* %j.addr
	store double 0.0, double* %acc.addr
	%37 = icmp slt i64 0, %n
	%38 = sub i64 %n, 0
	%39 = select i1 %37, i64 %38, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %57, %k.latch ]
	%40 = icmp ult i64 %k.it, %39
	br i1 %40, label %k.body, label %k.exit

k.body:
	%41 = add nsw i64 0, %k.it
	store i64 %41, i64* %k.addr
	%42 = load double, double* %acc.addr
	%43 = load i64, i64* %i.addr
	%44 = load i64, i64* %k.addr
	%45 = mul nsw i64 %43, %a.shape1
	%46 = add nsw i64 %45, %44
	%47 = getelementptr inbounds double, double* %a, i64 %46
	%48 = load double, double* %47, align 8, !noalias !2
	%49 = load i64, i64* %k.addr
	%50 = load i64, i64* %j.addr
	%51 = mul nsw i64 %49, %b.shape1
	%52 = add nsw i64 %51, %50
	%53 = getelementptr inbounds double, double* %b, i64 %52
	%54 = load double, double* %53, align 8, !noalias !3
	%55 = fmul double %48, %54
	%56 = fadd double %42, %55
	store double %56, double* %acc.addr
	br label %k.latch

k.latch:
	%57 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%58 = load double, double* %acc.addr
	%59 = fmul double %10, %58
	%60 = load i64, i64* %i.addr
	%61 = load i64, i64* %j.addr
	%62 = mul nsw i64 %60, %c.shape1
	%63 = add nsw i64 %62, %61
	%64 = getelementptr inbounds double, double* %c, i64 %63
	%65 = load double, double* %64, align 8, !alias.scope !4
	%66 = fmul double %12, %65
	%67 = fadd double %59, %66
	%68 = load i64, i64* %i.addr
	%69 = load i64, i64* %j.addr
	%70 = mul nsw i64 %68, %c.shape1
	%71 = add nsw i64 %70, %69
	%72 = getelementptr inbounds double, double* %c, i64 %71
	store double %67, double* %72, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%73 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%74 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna gemm_l15"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
