; alpyna module minmod_stencil_l21
source_filename = "benchmarks/minmod_stencil.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @minmod_stencil_l23(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !4
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
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%u.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !4
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%u.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !4
	%u = inttoptr i64 %u.data to double addrspace(1)*
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%out.shape1 = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !4
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%out.data = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !4
	%out.1 = inttoptr i64 %out.data to double addrspace(1)*
	br label %start

start:
	%35 = icmp ne i64 %1, 0
	%36 = icmp ne i64 %3, 0
	%37 = or i1 %35, %36
	br i1 %37, label %idle, label %run

idle:
	ret void

run:
	%38 = sub nsw i64 %n, 1
	%39 = icmp slt i64 1, %38
	%40 = sub i64 %38, 1
	%41 = select i1 %39, i64 %40, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %12, %run ], [ %141, %i.latch ]
	%42 = icmp ult i64 %i.it, %41
	br i1 %42, label %i.body, label %i.exit

i.body:
	%43 = add nsw i64 1, %i.it
	store i64 %43, i64* %i.addr
	%44 = sub nsw i64 %n, 1
	%45 = icmp slt i64 1, %44
	%46 = sub i64 %44, 1
	%47 = select i1 %45, i64 %46, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %25, %i.body ], [ %140, %j.latch ]
	%48 = icmp ult i64 %j.it, %47
	br i1 %48, label %j.body, label %j.exit

j.body:
	%49 = add nsw i64 1, %j.it
	store i64 %49, i64* %j.addr
	%50 = load i64, i64* %i.addr
	%51 = load i64, i64* %j.addr
	%52 = mul nsw i64 %50, %u.shape1
	%53 = add nsw i64 %52, %51
	%54 = getelementptr inbounds double, double addrspace(1)* %u, i64 %53
	%55 = load double, double addrspace(1)* %54, align 8, !noalias !3, !invariant.load !4
	%56 = load i64, i64* %i.addr
	%57 = load i64, i64* %j.addr
	%58 = sub nsw i64 %57, 1
	%59 = mul nsw i64 %56, %u.shape1
	%60 = add nsw i64 %59, %58
	%61 = getelementptr inbounds double, double addrspace(1)* %u, i64 %60
	%62 = load double, double addrspace(1)* %61, align 8, !noalias !3, !invariant.load !4
	%63 = fsub double %55, %62
	store double %63, double* %dl.addr
	%64 = load i64, i64* %i.addr
	%65 = load i64, i64* %j.addr
	%66 = add nsw i64 %65, 1
	%67 = mul nsw i64 %64, %u.shape1
	%68 = add nsw i64 %67, %66
	%69 = getelementptr inbounds double, double addrspace(1)* %u, i64 %68
	%70 = load double, double addrspace(1)* %69, align 8, !noalias !3, !invariant.load !4
	%71 = load i64, i64* %i.addr
	%72 = load i64, i64* %j.addr
	%73 = mul nsw i64 %71, %u.shape1
	%74 = add nsw i64 %73, %72
	%75 = getelementptr inbounds double, double addrspace(1)* %u, i64 %74
	%76 = load double, double addrspace(1)* %75, align 8, !noalias !3, !invariant.load !4
	%77 = fsub double %70, %76
	store double %77, double* %dr.addr
	%78 = load double, double* %dl.addr
	%79 = load double, double* %dr.addr
	%80 = fmul double %78, %79
	%81 = fcmp ole double %80, 0.0
	store i1 %81, i1* %__p1.addr
	%82 = load i1, i1* %__p1.addr
	br i1 %82, label %if.then, label %if.end

if.then:
	store double 0.0, double* %slope.addr
	br label %if.end

if.end:
	%83 = load i1, i1* %__p1.addr
	%84 = xor i1 %83, true
	br i1 %84, label %if.then.1, label %if.end.1

if.then.1:
	%85 = load double, double* %dl.addr
	%86 = call double @llvm.fabs.f64(double %85)
	%87 = load double, double* %dr.addr
	%88 = call double @llvm.fabs.f64(double %87)
	%89 = fcmp olt double %86, %88
	store i1 %89, i1* %__p2.addr
	br label %if.end.1

if.end.1:
	%90 = load i1, i1* %__p1.addr
	%91 = xor i1 %90, true
	%92 = load i1, i1* %__p2.addr
	%93 = select i1 %91, i1 %92, i1 %91
	br i1 %93, label %if.then.2, label %if.end.2

if.then.2:
	%94 = load double, double* %dl.addr
	store double %94, double* %slope.addr
	br label %if.end.2

if.end.2:
	%95 = load i1, i1* %__p1.addr
	%96 = xor i1 %95, true
	%97 = load i1, i1* %__p2.addr
	%98 = xor i1 %97, true
	%99 = select i1 %96, i1 %98, i1 %96
	br i1 %99, label %if.then.3, label %if.end.3

if.then.3:
	%100 = load double, double* %dr.addr
	store double %100, double* %slope.addr
	br label %if.end.3

if.end.3:
	%101 = load i64, i64* %i.addr
	%102 = load i64, i64* %j.addr
	%103 = mul nsw i64 %101, %u.shape1
	%104 = add nsw i64 %103, %102
	%105 = getelementptr inbounds double, double addrspace(1)* %u, i64 %104
	%106 = load double, double addrspace(1)* %105, align 8, !noalias !3, !invariant.load !4
	%107 = load double, double* %slope.addr
	%108 = fmul double 0.5, %107
	%109 = fsub double %106, %108
	%110 = load i64, i64* %i.addr
	%111 = sub nsw i64 %110, 1
	%112 = load i64, i64* %j.addr
	%113 = mul nsw i64 %111, %u.shape1
	%114 = add nsw i64 %113, %112
	%115 = getelementptr inbounds double, double addrspace(1)* %u, i64 %114
	%116 = load double, double addrspace(1)* %115, align 8, !noalias !3, !invariant.load !4
	%117 = load i64, i64* %i.addr
	%118 = add nsw i64 %117, 1
	%119 = load i64, i64* %j.addr
	%120 = mul nsw i64 %118, %u.shape1
	%121 = add nsw i64 %120, %119
	%122 = getelementptr inbounds double, double addrspace(1)* %u, i64 %121
	%123 = load double, double addrspace(1)* %122, align 8, !noalias !3, !invariant.load !4
	%124 = fadd double %116, %123
	%125 = load i64, i64* %i.addr
	%126 = load i64, i64* %j.addr
	%127 = mul nsw i64 %125, %u.shape1
	%128 = add nsw i64 %127, %126
	%129 = getelementptr inbounds double, double addrspace(1)* %u, i64 %128
	%130 = load double, double addrspace(1)* %129, align 8, !noalias !3, !invariant.load !4
	%131 = fmul double 2.0, %130
	%132 = fsub double %124, %131
	%133 = fmul double 0.25, %132
	%134 = fadd double %109, %133
	%135 = load i64, i64* %i.addr
	%136 = load i64, i64* %j.addr
	%137 = mul nsw i64 %135, %out.shape1
	%138 = add nsw i64 %137, %136
	%139 = getelementptr inbounds double, double addrspace(1)* %out.1, i64 %138
	store double %134, double addrspace(1)* %139, align 8, !alias.scope !2
	br label %j.latch

j.latch:
	%140 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%141 = add i64 %i.it, %17
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

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

!nvvm.annotations = !{!5}

!0 = distinct !{!0, !"alpyna minmod_stencil_l21"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{}
!5 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @minmod_stencil_l23, !"kernel", i32 1}
