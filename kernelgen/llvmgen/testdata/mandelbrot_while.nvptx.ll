; alpyna module mandelbrot_while_l25
source_filename = "benchmarks/mandelbrot_while.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @mandelbrot_while_l27(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%cr.addr = alloca double
	store double 0.0, double* %cr.addr
	%ci.addr = alloca double
	store double 0.0, double* %ci.addr
	%zr.addr = alloca double
	store double 0.0, double* %zr.addr
	%zi.addr = alloca double
	store double 0.0, double* %zi.addr
	%count.addr = alloca i64
	store i64 0, i64* %count.addr
	%__e1.addr = alloca i1
	store i1 false, i1* %__e1.addr
	%"count\C2\B7while32.addr" = alloca i64
	store i64 0, i64* %"count\C2\B7while32.addr"
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%zr2.addr = alloca double
	store double 0.0, double* %zr2.addr
	%zi2.addr = alloca double
	store double 0.0, double* %zi2.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%n = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !0
	%5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%6 = zext i32 %5 to i64
	%7 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%8 = zext i32 %7 to i64
	%9 = mul nuw nsw i64 %6, %8
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%11 = zext i32 %10 to i64
	%12 = add nuw nsw i64 %9, %11
	%13 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%14 = zext i32 %13 to i64
	%15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%16 = zext i32 %15 to i64
	%17 = mul nuw nsw i64 %14, %16
	%18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%19 = zext i32 %18 to i64
	%20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%21 = zext i32 %20 to i64
	%22 = mul nuw nsw i64 %19, %21
	%23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%24 = zext i32 %23 to i64
	%25 = add nuw nsw i64 %22, %24
	%26 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%27 = zext i32 %26 to i64
	%28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%29 = zext i32 %28 to i64
	%30 = mul nuw nsw i64 %27, %29
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%max_iter = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !0
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%counts.shape1 = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !0
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%counts.data = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !0
	%counts = inttoptr i64 %counts.data to i32 addrspace(1)*
	br label %start

start:
	%34 = icmp ne i64 %1, 0
	%35 = icmp ne i64 %3, 0
	%36 = or i1 %34, %35
	br i1 %36, label %idle, label %run

idle:
	ret void

run:
	%37 = icmp slt i64 0, %n
	%38 = sub i64 %n, 0
	%39 = select i1 %37, i64 %38, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %12, %run ], [ %119, %i.latch ]
	%40 = icmp ult i64 %i.it, %39
	br i1 %40, label %i.body, label %i.exit

i.body:
	%41 = add nsw i64 0, %i.it
	store i64 %41, i64* %i.addr
	%42 = icmp slt i64 0, %n
	%43 = sub i64 %n, 0
	%44 = select i1 %42, i64 %43, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %25, %i.body ], [ %118, %j.latch ]
	%45 = icmp ult i64 %j.it, %44
	br i1 %45, label %j.body, label %j.exit

j.body:
	%46 = add nsw i64 0, %j.it
	store i64 %46, i64* %j.addr
	%47 = load i64, i64* %j.addr
	%48 = sitofp i64 %47 to double
	%49 = fmul double 3.0, %48
	%50 = sitofp i64 %n to double
	%51 = fdiv double %49, %50
	%52 = fadd double -2.0, %51
	store double %52, double* %cr.addr
	%53 = load i64, i64* %i.addr
	%54 = sitofp i64 %53 to double
	%55 = fmul double 3.0, %54
	%56 = sitofp i64 %n to double
	%57 = fdiv double %55, %56
	%58 = fadd double -1.5, %57
	store double %58, double* %ci.addr
	store double 0.0, double* %zr.addr
	store double 0.0, double* %zi.addr
	store i64 0, i64* %count.addr
	store i1 false, i1* %__e1.addr
	%59 = icmp slt i64 0, %max_iter
	%60 = sub i64 %max_iter, 0
	%61 = select i1 %59, i64 %60, i64 0
	br label %"count\C2\B7while32.head"

"count\C2\B7while32.head":
	%"count\C2\B7while32.it" = phi i64 [ 0, %j.body ], [ %110, %"count\C2\B7while32.latch" ]
	%62 = icmp ult i64 %"count\C2\B7while32.it", %61
	br i1 %62, label %"count\C2\B7while32.body", label %"count\C2\B7while32.exit"

"count\C2\B7while32.body":
	%63 = add nsw i64 0, %"count\C2\B7while32.it"
	store i64 %63, i64* %"count\C2\B7while32.addr"
	%64 = load i1, i1* %__e1.addr
	%65 = xor i1 %64, true
	br i1 %65, label %if.then, label %if.end

if.then:
	%66 = load double, double* %zr.addr
	%67 = load double, double* %zr.addr
	%68 = fmul double %66, %67
	%69 = load double, double* %zi.addr
	%70 = load double, double* %zi.addr
	%71 = fmul double %69, %70
	%72 = fadd double %68, %71
	%73 = fcmp ole double %72, 4.0
	%74 = xor i1 %73, true
	store i1 %74, i1* %__p1.addr
	br label %if.end

if.end:
	%75 = load i1, i1* %__e1.addr
	%76 = xor i1 %75, true
	%77 = load i1, i1* %__p1.addr
	%78 = select i1 %76, i1 %77, i1 %76
	br i1 %78, label %if.then.1, label %if.end.1

if.then.1:
	store i1 true, i1* %__e1.addr
	br label %if.end.1

if.end.1:
	%79 = load i1, i1* %__e1.addr
	br i1 %79, label %"count\C2\B7while32.break", label %"count\C2\B7while32.go"

"count\C2\B7while32.break":
	br label %"count\C2\B7while32.exit"

"count\C2\B7while32.go":
	%80 = load i1, i1* %__e1.addr
	%81 = xor i1 %80, true
	br i1 %81, label %if.then.2, label %if.end.2

if.then.2:
	%82 = load double, double* %zr.addr
	%83 = load double, double* %zr.addr
	%84 = fmul double %82, %83
	store double %84, double* %zr2.addr
	br label %if.end.2

if.end.2:
	%85 = load i1, i1* %__e1.addr
	%86 = xor i1 %85, true
	br i1 %86, label %if.then.3, label %if.end.3

if.then.3:
	%87 = load double, double* %zi.addr
	%88 = load double, double* %zi.addr
	%89 = fmul double %87, %88
	store double %89, double* %zi2.addr
	br label %if.end.3

if.end.3:
	%90 = load i1, i1* %__e1.addr
	%91 = xor i1 %90, true
	br i1 %91, label %if.then.4, label %if.end.4

if.then.4:
	%92 = load double, double* %zr.addr
	%93 = fmul double 2.0, %92
	%94 = load double, double* %zi.addr
	%95 = fmul double %93, %94
	%96 = load double, double* %ci.addr
	%97 = fadd double %95, %96
	store double %97, double* %zi.addr
	br label %if.end.4

if.end.4:
	%98 = load i1, i1* %__e1.addr
	%99 = xor i1 %98, true
	br i1 %99, label %if.then.5, label %if.end.5

if.then.5:
	%100 = load double, double* %zr2.addr
	%101 = load double, double* %zi2.addr
	%102 = fsub double %100, %101
	%103 = load double, double* %cr.addr
	%104 = fadd double %102, %103
	store double %104, double* %zr.addr
	br label %if.end.5

if.end.5:
	%105 = load i1, i1* %__e1.addr
	%106 = xor i1 %105, true
	br i1 %106, label %if.then.6, label %if.end.6

if.then.6:
	%107 = load i64, i64* %"count\C2\B7while32.addr"
	%108 = add nsw i64 %107, 1
	store i64 %108, i64* %count.addr
	br label %if.end.6

if.end.6:
	%109 = load i1, i1* %__e1.addr
	br i1 %109, label %"count\C2\B7while32.exit", label %"count\C2\B7while32.latch"

"count\C2\B7while32.latch":
	%110 = add nuw i64 %"count\C2\B7while32.it", 1
	br label %"count\C2\B7while32.head"

"count\C2\B7while32.exit":
	%111 = load i64, i64* %count.addr
	%112 = trunc i64 %111 to i32
	%113 = load i64, i64* %i.addr
	%114 = load i64, i64* %j.addr
	%115 = mul nsw i64 %113, %counts.shape1
	%116 = add nsw i64 %115, %114
	%117 = getelementptr inbounds i32, i32 addrspace(1)* %counts, i64 %116
	store i32 %112, i32 addrspace(1)* %117, align 4
	br label %j.latch

j.latch:
	%118 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%119 = add i64 %i.it, %17
	br label %i.head

i.exit:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() nounwind readnone willreturn

!nvvm.annotations = !{!1}

!0 = !{}
!1 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @mandelbrot_while_l27, !"kernel", i32 1}
