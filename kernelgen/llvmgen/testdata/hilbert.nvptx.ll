; alpyna module hilbert_l13
source_filename = "/work/main/benchmarks/hilbert.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @hilbert_l15(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
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
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%h.shape1 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !0
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%h.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !0
	%h = inttoptr i64 %h.data to double addrspace(1)*
	br label %start

start:
	%29 = icmp slt i64 0, %n
	%30 = sub i64 %n, 0
	%31 = select i1 %29, i64 %30, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %51, %i.latch ]
	%32 = icmp ult i64 %i.it, %31
	br i1 %32, label %i.body, label %i.exit

i.body:
	%33 = add nsw i64 0, %i.it
	store i64 %33, i64* %i.addr
	%34 = icmp slt i64 0, %n
	%35 = sub i64 %n, 0
	%36 = select i1 %34, i64 %35, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %21, %i.body ], [ %50, %j.latch ]
	%37 = icmp ult i64 %j.it, %36
	br i1 %37, label %j.body, label %j.exit

j.body:
	%38 = add nsw i64 0, %j.it
	store i64 %38, i64* %j.addr
	%39 = load i64, i64* %i.addr
	%40 = load i64, i64* %j.addr
	%41 = add nsw i64 %39, %40
	%42 = add nsw i64 %41, 1
	%43 = sitofp i64 %42 to double
	%44 = fdiv double 1.0, %43
	%45 = load i64, i64* %i.addr
	%46 = load i64, i64* %j.addr
	%47 = mul nsw i64 %45, %h.shape1
	%48 = add nsw i64 %47, %46
	%49 = getelementptr inbounds double, double addrspace(1)* %h, i64 %48
	store double %44, double addrspace(1)* %49, align 8
	br label %j.latch

j.latch:
	%50 = add i64 %j.it, %26
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%51 = add i64 %i.it, %13
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

!nvvm.annotations = !{!1}

!0 = !{}
!1 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @hilbert_l15, !"kernel", i32 1}
