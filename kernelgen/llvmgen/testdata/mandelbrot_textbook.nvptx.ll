; alpyna module mandelbrot_textbook_l25
source_filename = "benchmarks/mandelbrot_textbook.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @mandelbrot_textbook_l27(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%zr2.addr = alloca double
	store double 0.0, double* %zr2.addr
	%zi2.addr = alloca double
	store double 0.0, double* %zi2.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
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
	%i.it = phi i64 [ %12, %run ], [ %117, %i.latch ]
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
	%j.it = phi i64 [ %25, %i.body ], [ %116, %j.latch ]
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
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %108, %k.latch ]
	%62 = icmp ult i64 %k.it, %61
	br i1 %62, label %k.body, label %k.exit

k.body:
	%63 = add nsw i64 0, %k.it
	store i64 %63, i64* %k.addr
	%64 = load i1, i1* %__e1.addr
	%65 = xor i1 %64, true
	br i1 %65, label %if.then, label %if.end

if.then:
	%66 = load double, double* %zr.addr
	%67 = load double, double* %zr.addr
	%68 = fmul double %66, %67
	store double %68, double* %zr2.addr
	br label %if.end

if.end:
	%69 = load i1, i1* %__e1.addr
	%70 = xor i1 %69, true
	br i1 %70, label %if.then.1, label %if.end.1

if.then.1:
	%71 = load double, double* %zi.addr
	%72 = load double, double* %zi.addr
	%73 = fmul double %71, %72
	store double %73, double* %zi2.addr
	br label %if.end.1

if.end.1:
	%74 = load i1, i1* %__e1.addr
	%75 = xor i1 %74, true
	br i1 %75, label %if.then.2, label %if.end.2

if.then.2:
	%76 = load double, double* %zr2.addr
	%77 = load double, double* %zi2.addr
	%78 = fadd double %76, %77
	%79 = fcmp ogt double %78, 4.0
	store i1 %79, i1* %__p1.addr
	br label %if.end.2

if.end.2:
	%80 = load i1, i1* %__e1.addr
	%81 = xor i1 %80, true
	%82 = load i1, i1* %__p1.addr
	%83 = select i1 %81, i1 %82, i1 %81
	br i1 %83, label %if.then.3, label %if.end.3

if.then.3:
	store i1 true, i1* %__e1.addr
	br label %if.end.3

if.end.3:
	%84 = load i1, i1* %__e1.addr
	br i1 %84, label %k.break, label %k.go

k.break:
	br label %k.exit

k.go:
	%85 = load i1, i1* %__e1.addr
	%86 = xor i1 %85, true
	br i1 %86, label %if.then.4, label %if.end.4

if.then.4:
	%87 = load double, double* %zr.addr
	%88 = fmul double 2.0, %87
	%89 = load double, double* %zi.addr
	%90 = fmul double %88, %89
	%91 = load double, double* %ci.addr
	%92 = fadd double %90, %91
	store double %92, double* %zi.addr
	br label %if.end.4

if.end.4:
	%93 = load i1, i1* %__e1.addr
	%94 = xor i1 %93, true
	br i1 %94, label %if.then.5, label %if.end.5

if.then.5:
	%95 = load double, double* %zr2.addr
	%96 = load double, double* %zi2.addr
	%97 = fsub double %95, %96
	%98 = load double, double* %cr.addr
	%99 = fadd double %97, %98
	store double %99, double* %zr.addr
	br label %if.end.5

if.end.5:
	%100 = load i1, i1* %__e1.addr
	%101 = xor i1 %100, true
	br i1 %101, label %if.then.6, label %if.end.6

if.then.6:
	%102 = load i64, i64* %count.addr
	%103 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %102, i64 1)
	%104 = extractvalue { i64, i1 } %103, 0
	%105 = extractvalue { i64, i1 } %103, 1
	br i1 %105, label %fail.deopt, label %ok, !prof !1

fail.deopt:
	%106 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 5 monotonic monotonic
	ret void

ok:
	store i64 %104, i64* %count.addr
	br label %if.end.6

if.end.6:
	%107 = load i1, i1* %__e1.addr
	br i1 %107, label %k.exit, label %k.latch

k.latch:
	%108 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%109 = load i64, i64* %count.addr
	%110 = trunc i64 %109 to i32
	%111 = load i64, i64* %i.addr
	%112 = load i64, i64* %j.addr
	%113 = mul nsw i64 %111, %counts.shape1
	%114 = add nsw i64 %113, %112
	%115 = getelementptr inbounds i32, i32 addrspace(1)* %counts, i64 %114
	store i32 %110, i32 addrspace(1)* %115, align 4
	br label %j.latch

j.latch:
	%116 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%117 = add i64 %i.it, %17
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

declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1) nounwind readnone willreturn

!nvvm.annotations = !{!2}

!0 = !{}
!1 = !{!"branch_weights", i32 1, i32 2000}
!2 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @mandelbrot_textbook_l27, !"kernel", i32 1}
