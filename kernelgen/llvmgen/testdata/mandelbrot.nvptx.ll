; alpyna module mandelbrot_l22
source_filename = "/work/main/benchmarks/mandelbrot.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @mandelbrot_l24(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%t.addr = alloca double
	store double 0.0, double* %t.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !0
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%2 = zext i32 %1 to i64
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%4 = zext i32 %3 to i64
	%5 = mul nuw nsw i64 %2, %4
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%7 = zext i32 %6 to i64
	%8 = add nuw nsw i64 %5, %7
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%12 = zext i32 %11 to i64
	%13 = mul nuw nsw i64 %10, %12
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%15 = zext i32 %14 to i64
	%16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%17 = zext i32 %16 to i64
	%18 = mul nuw nsw i64 %15, %17
	%19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%20 = zext i32 %19 to i64
	%21 = add nuw nsw i64 %18, %20
	%22 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%23 = zext i32 %22 to i64
	%24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%25 = zext i32 %24 to i64
	%26 = mul nuw nsw i64 %23, %25
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%max_iter = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !0
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%counts.shape1 = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !0
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%counts.data = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !0
	%counts = inttoptr i64 %counts.data to i32 addrspace(1)*
	br label %start

start:
	%30 = icmp slt i64 0, %n
	%31 = sub i64 %n, 0
	%32 = select i1 %30, i64 %31, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %110, %i.latch ]
	%33 = icmp ult i64 %i.it, %32
	br i1 %33, label %i.body, label %i.exit

i.body:
	%34 = add nsw i64 0, %i.it
	store i64 %34, i64* %i.addr
	%35 = icmp slt i64 0, %n
	%36 = sub i64 %n, 0
	%37 = select i1 %35, i64 %36, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %21, %i.body ], [ %109, %j.latch ]
	%38 = icmp ult i64 %j.it, %37
	br i1 %38, label %j.body, label %j.exit

j.body:
	%39 = add nsw i64 0, %j.it
	store i64 %39, i64* %j.addr
	%40 = load i64, i64* %j.addr
	%41 = sitofp i64 %40 to double
	%42 = fmul double 3.0, %41
	%43 = sitofp i64 %n to double
	%44 = fdiv double %42, %43
	%45 = fadd double -2.0, %44
	store double %45, double* %cr.addr
	%46 = load i64, i64* %i.addr
	%47 = sitofp i64 %46 to double
	%48 = fmul double 3.0, %47
	%49 = sitofp i64 %n to double
	%50 = fdiv double %48, %49
	%51 = fadd double -1.5, %50
	store double %51, double* %ci.addr
	store double 0.0, double* %zr.addr
	store double 0.0, double* %zi.addr
	store i64 0, i64* %count.addr
	store i1 false, i1* %__e1.addr
	%52 = icmp slt i64 0, %max_iter
	%53 = sub i64 %max_iter, 0
	%54 = select i1 %52, i64 %53, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %101, %k.latch ]
	%55 = icmp ult i64 %k.it, %54
	br i1 %55, label %k.body, label %k.exit

k.body:
	%56 = add nsw i64 0, %k.it
	store i64 %56, i64* %k.addr
	%57 = load i1, i1* %__e1.addr
	%58 = xor i1 %57, true
	br i1 %58, label %if.then, label %if.end

if.then:
	%59 = load double, double* %zr.addr
	%60 = load double, double* %zr.addr
	%61 = fmul double %59, %60
	%62 = load double, double* %zi.addr
	%63 = load double, double* %zi.addr
	%64 = fmul double %62, %63
	%65 = fadd double %61, %64
	%66 = fcmp ogt double %65, 4.0
	store i1 %66, i1* %__p1.addr
	br label %if.end

if.end:
	%67 = load i1, i1* %__e1.addr
	%68 = xor i1 %67, true
	%69 = load i1, i1* %__p1.addr
	%70 = select i1 %68, i1 %69, i1 %68
	br i1 %70, label %if.then.1, label %if.end.1

if.then.1:
	store i1 true, i1* %__e1.addr
	br label %if.end.1

if.end.1:
	%71 = load i1, i1* %__e1.addr
	%72 = xor i1 %71, true
	br i1 %72, label %if.then.2, label %if.end.2

if.then.2:
	%73 = load double, double* %zr.addr
	%74 = load double, double* %zr.addr
	%75 = fmul double %73, %74
	%76 = load double, double* %zi.addr
	%77 = load double, double* %zi.addr
	%78 = fmul double %76, %77
	%79 = fsub double %75, %78
	%80 = load double, double* %cr.addr
	%81 = fadd double %79, %80
	store double %81, double* %t.addr
	br label %if.end.2

if.end.2:
	%82 = load i1, i1* %__e1.addr
	%83 = xor i1 %82, true
	br i1 %83, label %if.then.3, label %if.end.3

if.then.3:
	%84 = load double, double* %zr.addr
	%85 = fmul double 2.0, %84
	%86 = load double, double* %zi.addr
	%87 = fmul double %85, %86
	%88 = load double, double* %ci.addr
	%89 = fadd double %87, %88
	store double %89, double* %zi.addr
	br label %if.end.3

if.end.3:
	%90 = load i1, i1* %__e1.addr
	%91 = xor i1 %90, true
	br i1 %91, label %if.then.4, label %if.end.4

if.then.4:
	%92 = load double, double* %t.addr
	store double %92, double* %zr.addr
	br label %if.end.4

if.end.4:
	%93 = load i1, i1* %__e1.addr
	%94 = xor i1 %93, true
	br i1 %94, label %if.then.5, label %if.end.5

if.then.5:
	%95 = load i64, i64* %count.addr
	%96 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %95, i64 1)
	%97 = extractvalue { i64, i1 } %96, 0
	%98 = extractvalue { i64, i1 } %96, 1
	br i1 %98, label %fail.deopt, label %ok, !prof !1

fail.deopt:
	%99 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 5 monotonic monotonic
	ret void

ok:
	store i64 %97, i64* %count.addr
	br label %if.end.5

if.end.5:
	%100 = load i1, i1* %__e1.addr
	br i1 %100, label %k.exit, label %k.latch

k.latch:
	%101 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%102 = load i64, i64* %count.addr
	%103 = trunc i64 %102 to i32
	%104 = load i64, i64* %i.addr
	%105 = load i64, i64* %j.addr
	%106 = mul nsw i64 %104, %counts.shape1
	%107 = add nsw i64 %106, %105
	%108 = getelementptr inbounds i32, i32 addrspace(1)* %counts, i64 %107
	store i32 %103, i32 addrspace(1)* %108, align 4
	br label %j.latch

j.latch:
	%109 = add i64 %j.it, %26
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%110 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
!2 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @mandelbrot_l24, !"kernel", i32 1}
