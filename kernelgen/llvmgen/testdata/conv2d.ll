; alpyna module conv2d_l15
source_filename = "/work/main/benchmarks/conv2d.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @conv2d_l17(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
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
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%h = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %args, i64 1
	%kh = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %args, i64 3
	%w = load i64, i64* %4, align 8
	%5 = getelementptr inbounds i64, i64* %args, i64 2
	%kw = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %6, align 8
	%7 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 6
	%img.shape1 = load i64, i64* %8, align 8
	%9 = getelementptr inbounds i64, i64* %args, i64 4
	%img.data = load i64, i64* %9, align 8
	%img = inttoptr i64 %img.data to double*
	%10 = getelementptr inbounds i64, i64* %args, i64 9
	%kern.shape1 = load i64, i64* %10, align 8
	%11 = getelementptr inbounds i64, i64* %args, i64 7
	%kern.data = load i64, i64* %11, align 8
	%kern = inttoptr i64 %kern.data to double*
	%12 = getelementptr inbounds i64, i64* %args, i64 12
	%out.shape1 = load i64, i64* %12, align 8
	%13 = getelementptr inbounds i64, i64* %args, i64 10
	%out.data = load i64, i64* %13, align 8
	%out.1 = inttoptr i64 %out.data to double*
	br label %start

start:
	%14 = sub nsw i64 %h, %kh
	%15 = add nsw i64 %14, 1
	%16 = icmp slt i64 0, %15
	%17 = sub i64 %15, 0
	%18 = select i1 %16, i64 %17, i64 0
	%19 = icmp slt i64 %i.from, 0
	%20 = select i1 %19, i64 0, i64 %i.from
	%21 = icmp slt i64 %i.to, 0
	%22 = select i1 %21, i64 0, i64 %i.to
	%23 = icmp ult i64 %18, %22
	%24 = select i1 %23, i64 %18, i64 %22
	br label %i.head

i.head:
	%i.it = phi i64 [ %20, %start ], [ %82, %i.latch ]
	%25 = icmp ult i64 %i.it, %24
	br i1 %25, label %i.body, label %i.exit

i.body:
	%26 = add nsw i64 0, %i.it
	store i64 %26, i64* %i.addr
	%27 = sub nsw i64 %w, %kw
	%28 = add nsw i64 %27, 1
	%29 = icmp slt i64 0, %28
	%30 = sub i64 %28, 0
	%31 = select i1 %29, i64 %30, i64 0
	%32 = icmp slt i64 %j.from, 0
	%33 = select i1 %32, i64 0, i64 %j.from
	%34 = icmp slt i64 %j.to, 0
	%35 = select i1 %34, i64 0, i64 %j.to
	%36 = icmp ult i64 %31, %35
	%37 = select i1 %36, i64 %31, i64 %35
	br label %j.head

j.head:
	%j.it = phi i64 [ %33, %i.body ], [ %81, %j.latch ]
	%38 = icmp ult i64 %j.it, %37
	br i1 %38, label %j.body, label %j.exit

j.body:
	%39 = add nsw i64 0, %j.it
	store i64 %39, i64* %j.addr
	store double 0.0, double* %acc.addr
	%40 = icmp slt i64 0, %kh
	%41 = sub i64 %kh, 0
	%42 = select i1 %40, i64 %41, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %74, %k.latch ]
	%43 = icmp ult i64 %k.it, %42
	br i1 %43, label %k.body, label %k.exit

k.body:
	%44 = add nsw i64 0, %k.it
	store i64 %44, i64* %k.addr
	%45 = icmp slt i64 0, %kw
	%46 = sub i64 %kw, 0
	%47 = select i1 %45, i64 %46, i64 0
	br label %l.head

l.head:
	%l.it = phi i64 [ 0, %k.body ], [ %73, %l.latch ]
	%48 = icmp ult i64 %l.it, %47
	br i1 %48, label %l.body, label %l.exit

l.body:
	%49 = add nsw i64 0, %l.it
	store i64 %49, i64* %l.addr
	%50 = load double, double* %acc.addr
	%51 = load i64, i64* %i.addr
	%52 = load i64, i64* %k.addr
	%53 = add nsw i64 %51, %52
	%54 = load i64, i64* %j.addr
	%55 = load i64, i64* %l.addr
	%56 = add nsw i64 %54, %55
	%57 = mul nsw i64 %53, %img.shape1
	%58 = add nsw i64 %57, %56
	%59 = getelementptr inbounds double, double* %img, i64 %58
	%60 = load double, double* %59, align 8, !noalias !2
	%61 = sub nsw i64 %kh, 1
	%62 = load i64, i64* %k.addr
	%63 = sub nsw i64 %61, %62
	%64 = sub nsw i64 %kw, 1
	%65 = load i64, i64* %l.addr
	%66 = sub nsw i64 %64, %65
	%67 = mul nsw i64 %63, %kern.shape1
	%68 = add nsw i64 %67, %66
	%69 = getelementptr inbounds double, double* %kern, i64 %68
	%70 = load double, double* %69, align 8, !noalias !3
	%71 = fmul double %60, %70
	%72 = fadd double %50, %71
	store double %72, double* %acc.addr
	br label %l.latch

l.latch:
	%73 = add nuw i64 %l.it, 1
	br label %l.head

l.exit:
	br label %k.latch

k.latch:
	%74 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%75 = load double, double* %acc.addr
	%76 = load i64, i64* %i.addr
	%77 = load i64, i64* %j.addr
	%78 = mul nsw i64 %76, %out.shape1
	%79 = add nsw i64 %78, %77
	%80 = getelementptr inbounds double, double* %out.1, i64 %79
	store double %75, double* %80, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%81 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%82 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna conv2d_l15"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
