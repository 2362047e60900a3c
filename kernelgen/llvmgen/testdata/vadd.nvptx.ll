; alpyna module vadd_l13
source_filename = "benchmarks/vadd.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @vadd_l14(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !5
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
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%a.data = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%b.data = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !5
	%b = inttoptr i64 %b.data to double addrspace(1)*
	%24 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%c.data = load i64, i64 addrspace(1)* %24, align 8, !invariant.load !5
	%c = inttoptr i64 %c.data to double addrspace(1)*
	br label %start

start:
	%25 = icmp ne i64 %1, 0
	%26 = icmp ne i64 %3, 0
	%27 = or i1 %25, %26
	%28 = icmp ne i64 %5, 0
	%29 = or i1 %27, %28
	%30 = icmp ne i64 %7, 0
	%31 = or i1 %29, %30
	br i1 %31, label %idle, label %run

idle:
	ret void

run:
	%32 = icmp slt i64 0, %n
	%33 = sub i64 %n, 0
	%34 = select i1 %32, i64 %33, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %run ], [ %46, %i.latch ]
	%35 = icmp ult i64 %i.it, %34
	br i1 %35, label %i.body, label %i.exit

i.body:
	%36 = add nsw i64 0, %i.it
	store i64 %36, i64* %i.addr
	%37 = load i64, i64* %i.addr
	%38 = getelementptr inbounds double, double addrspace(1)* %a, i64 %37
	%39 = load double, double addrspace(1)* %38, align 8, !noalias !2, !invariant.load !5
	%40 = load i64, i64* %i.addr
	%41 = getelementptr inbounds double, double addrspace(1)* %b, i64 %40
	%42 = load double, double addrspace(1)* %41, align 8, !noalias !3, !invariant.load !5
	%43 = fadd double %39, %42
	%44 = load i64, i64* %i.addr
	%45 = getelementptr inbounds double, double addrspace(1)* %c, i64 %44
	store double %43, double addrspace(1)* %45, align 8, !alias.scope !4
	br label %i.latch

i.latch:
	%46 = add i64 %i.it, %21
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

!nvvm.annotations = !{!6}

!0 = distinct !{!0, !"alpyna vadd_l13"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @vadd_l14, !"kernel", i32 1}
