; alpyna module saxpy_l13
source_filename = "benchmarks/saxpy.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @saxpy_l14(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%n = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !4
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%12 = zext i32 %11 to i64
	%13 = mul nuw nsw i64 %10, %12
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%15 = zext i32 %14 to i64
	%16 = add nuw nsw i64 %13, %15
	%17 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%18 = zext i32 %17 to i64
	%19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%20 = zext i32 %19 to i64
	%21 = mul nuw nsw i64 %18, %20
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%a = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !4
	%23 = bitcast i64 %a to double
	%24 = fptrunc double %23 to float
	%25 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%x.data = load i64, i64 addrspace(1)* %25, align 8, !invariant.load !4
	%x = inttoptr i64 %x.data to float addrspace(1)*
	%26 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%y.data = load i64, i64 addrspace(1)* %26, align 8, !invariant.load !4
	%y = inttoptr i64 %y.data to float addrspace(1)*
	br label %start

start:
	%27 = icmp ne i64 %1, 0
	%28 = icmp ne i64 %3, 0
	%29 = or i1 %27, %28
	%30 = icmp ne i64 %5, 0
	%31 = or i1 %29, %30
	%32 = icmp ne i64 %7, 0
	%33 = or i1 %31, %32
	br i1 %33, label %idle, label %run

idle:
	ret void

run:
	%34 = icmp slt i64 0, %n
	%35 = sub i64 %n, 0
	%36 = select i1 %34, i64 %35, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %run ], [ %49, %i.latch ]
	%37 = icmp ult i64 %i.it, %36
	br i1 %37, label %i.body, label %i.exit

i.body:
	%38 = add nsw i64 0, %i.it
	store i64 %38, i64* %i.addr
	%39 = load i64, i64* %i.addr
	%40 = getelementptr inbounds float, float addrspace(1)* %x, i64 %39
	%41 = load float, float addrspace(1)* %40, align 4, !noalias !2, !invariant.load !4
	%42 = fmul float %24, %41
	%43 = load i64, i64* %i.addr
	%44 = getelementptr inbounds float, float addrspace(1)* %y, i64 %43
	%45 = load float, float addrspace(1)* %44, align 4, !alias.scope !3
	%46 = fadd float %42, %45
	%47 = load i64, i64* %i.addr
	%48 = getelementptr inbounds float, float addrspace(1)* %y, i64 %47
	store float %46, float addrspace(1)* %48, align 4, !alias.scope !3
	br label %i.latch

i.latch:
	%49 = add i64 %i.it, %21
	br label %i.head

i.exit:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() nounwind readnone willreturn

!nvvm.annotations = !{!5}

!0 = distinct !{!0, !"alpyna saxpy_l13"}
!1 = distinct !{!1, !0, !"y"}
!2 = !{!1}
!3 = !{!1}
!4 = !{}
!5 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @saxpy_l14, !"kernel", i32 1}
