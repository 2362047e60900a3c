; alpyna module hilbert_l13
source_filename = "benchmarks/hilbert.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @hilbert_l15(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
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
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%h.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !0
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%h.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !0
	%h = inttoptr i64 %h.data to double addrspace(1)*
	br label %start

start:
	%33 = icmp ne i64 %1, 0
	%34 = icmp ne i64 %3, 0
	%35 = or i1 %33, %34
	br i1 %35, label %idle, label %run

idle:
	ret void

run:
	%36 = icmp slt i64 0, %n
	%37 = sub i64 %n, 0
	%38 = select i1 %36, i64 %37, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %12, %run ], [ %58, %i.latch ]
	%39 = icmp ult i64 %i.it, %38
	br i1 %39, label %i.body, label %i.exit

i.body:
	%40 = add nsw i64 0, %i.it
	store i64 %40, i64* %i.addr
	%41 = icmp slt i64 0, %n
	%42 = sub i64 %n, 0
	%43 = select i1 %41, i64 %42, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %25, %i.body ], [ %57, %j.latch ]
	%44 = icmp ult i64 %j.it, %43
	br i1 %44, label %j.body, label %j.exit

j.body:
	%45 = add nsw i64 0, %j.it
	store i64 %45, i64* %j.addr
	%46 = load i64, i64* %i.addr
	%47 = load i64, i64* %j.addr
	%48 = add nsw i64 %46, %47
	%49 = add nsw i64 %48, 1
	%50 = sitofp i64 %49 to double
	%51 = fdiv double 1.0, %50
	%52 = load i64, i64* %i.addr
	%53 = load i64, i64* %j.addr
	%54 = mul nsw i64 %52, %h.shape1
	%55 = add nsw i64 %54, %53
	%56 = getelementptr inbounds double, double addrspace(1)* %h, i64 %55
	store double %51, double addrspace(1)* %56, align 8
	br label %j.latch

j.latch:
	%57 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%58 = add i64 %i.it, %17
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
!1 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @hilbert_l15, !"kernel", i32 1}
