; alpyna module seidel_2d_l14
source_filename = "benchmarks/seidel_2d.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @seidel_2d_l17(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%t.addr = alloca i64
	store i64 0, i64* %t.addr
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 1
	%tsteps = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %args, i64 0
	%n = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %args, i64 4
	%A.shape1 = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 2
	%A.data = load i64, i64* %3, align 8
	%A = inttoptr i64 %A.data to double*
	br label %start

start:
	%4 = icmp slt i64 0, %tsteps
	%5 = sub i64 %tsteps, 0
	%6 = select i1 %4, i64 %5, i64 0
	br label %t.head

t.head:
	%t.it = phi i64 [ 0, %start ], [ %103, %t.latch ]
	%7 = icmp ult i64 %t.it, %6
	br i1 %7, label %t.body, label %t.exit

t.body:
	%8 = add nsw i64 0, %t.it
	store i64 %8, i64* %t.addr
	%9 = sub nsw i64 %n, 1
	%10 = icmp slt i64 1, %9
	%11 = sub i64 %9, 1
	%12 = select i1 %10, i64 %11, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ 0, %t.body ], [ %102, %i.latch ]
	%13 = icmp ult i64 %i.it, %12
	br i1 %13, label %i.body, label %i.exit

i.body:
	%14 = add nsw i64 1, %i.it
	store i64 %14, i64* %i.addr
	%15 = sub nsw i64 %n, 1
	%16 = icmp slt i64 1, %15
	%17 = sub i64 %15, 1
	%18 = select i1 %16, i64 %17, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %101, %j.latch ]
	%19 = icmp ult i64 %j.it, %18
	br i1 %19, label %j.body, label %j.exit

j.body:
	%20 = add nsw i64 1, %j.it
	store i64 %20, i64* %j.addr
	%21 = load i64, i64* %i.addr
	%22 = sub nsw i64 %21, 1
	%23 = load i64, i64* %j.addr
	%24 = sub nsw i64 %23, 1
	%25 = mul nsw i64 %22, %A.shape1
	%26 = add nsw i64 %25, %24
	%27 = getelementptr inbounds double, double* %A, i64 %26
	%28 = load double, double* %27, align 8
	%29 = load i64, i64* %i.addr
	%30 = sub nsw i64 %29, 1
	%31 = load i64, i64* %j.addr
	%32 = mul nsw i64 %30, %A.shape1
	%33 = add nsw i64 %32, %31
	%34 = getelementptr inbounds double, double* %A, i64 %33
	%35 = load double, double* %34, align 8
	%36 = fadd double %28, %35
	%37 = load i64, i64* %i.addr
	%38 = sub nsw i64 %37, 1
	%39 = load i64, i64* %j.addr
	%40 = add nsw i64 %39, 1
	%41 = mul nsw i64 %38, %A.shape1
	%42 = add nsw i64 %41, %40
	%43 = getelementptr inbounds double, double* %A, i64 %42
	%44 = load double, double* %43, align 8
	%45 = fadd double %36, %44
	%46 = load i64, i64* %i.addr
	%47 = load i64, i64* %j.addr
	%48 = sub nsw i64 %47, 1
	%49 = mul nsw i64 %46, %A.shape1
	%50 = add nsw i64 %49, %48
	%51 = getelementptr inbounds double, double* %A, i64 %50
	%52 = load double, double* %51, align 8
	%53 = fadd double %45, %52
	%54 = load i64, i64* %i.addr
	%55 = load i64, i64* %j.addr
	%56 = mul nsw i64 %54, %A.shape1
	%57 = add nsw i64 %56, %55
	%58 = getelementptr inbounds double, double* %A, i64 %57
	%59 = load double, double* %58, align 8
	%60 = fadd double %53, %59
	%61 = load i64, i64* %i.addr
	%62 = load i64, i64* %j.addr
	%63 = add nsw i64 %62, 1
	%64 = mul nsw i64 %61, %A.shape1
	%65 = add nsw i64 %64, %63
	%66 = getelementptr inbounds double, double* %A, i64 %65
	%67 = load double, double* %66, align 8
	%68 = fadd double %60, %67
	%69 = load i64, i64* %i.addr
	%70 = add nsw i64 %69, 1
	%71 = load i64, i64* %j.addr
	%72 = sub nsw i64 %71, 1
	%73 = mul nsw i64 %70, %A.shape1
	%74 = add nsw i64 %73, %72
	%75 = getelementptr inbounds double, double* %A, i64 %74
	%76 = load double, double* %75, align 8
	%77 = fadd double %68, %76
	%78 = load i64, i64* %i.addr
	%79 = add nsw i64 %78, 1
	%80 = load i64, i64* %j.addr
	%81 = mul nsw i64 %79, %A.shape1
	%82 = add nsw i64 %81, %80
	%83 = getelementptr inbounds double, double* %A, i64 %82
	%84 = load double, double* %83, align 8
	%85 = fadd double %77, %84
	%86 = load i64, i64* %i.addr
	%87 = add nsw i64 %86, 1
	%88 = load i64, i64* %j.addr
	%89 = add nsw i64 %88, 1
	%90 = mul nsw i64 %87, %A.shape1
	%91 = add nsw i64 %90, %89
	%92 = getelementptr inbounds double, double* %A, i64 %91
	%93 = load double, double* %92, align 8
	%94 = fadd double %85, %93
	%95 = fdiv double %94, 9.0
	%96 = load i64, i64* %i.addr
	%97 = load i64, i64* %j.addr
	%98 = mul nsw i64 %96, %A.shape1
	%99 = add nsw i64 %98, %97
	%100 = getelementptr inbounds double, double* %A, i64 %99
	store double %95, double* %100, align 8
	br label %j.latch

j.latch:
	%101 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%102 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	br label %t.latch

t.latch:
	%103 = add nuw i64 %t.it, 1
	br label %t.head

t.exit:
	ret i64 0
}
