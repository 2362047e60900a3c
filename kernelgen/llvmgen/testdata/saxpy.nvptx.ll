; alpyna module saxpy_l13
source_filename = "/work/main/benchmarks/saxpy.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @saxpy_l14(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !4
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%2 = zext i32 %1 to i64
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%4 = zext i32 %3 to i64
	%5 = mul nuw nsw i64 %2, %4
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%7 = zext i32 %6 to i64
	%8 = add nuw nsw i64 %5, %7
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%12 = zext i32 %11 to i64
	%13 = mul nuw nsw i64 %10, %12
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%a = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !4
	%15 = bitcast i64 %a to double
	%16 = fptrunc double %15 to float
	%17 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%x.data = load i64, i64 addrspace(1)* %17, align 8, !invariant.load !4
	%x = inttoptr i64 %x.data to float addrspace(1)*
	%18 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%y.data = load i64, i64 addrspace(1)* %18, align 8, !invariant.load !4
	%y = inttoptr i64 %y.data to float addrspace(1)*
	br label %start

start:
	%19 = icmp slt i64 0, %n
	%20 = sub i64 %n, 0
	%21 = select i1 %19, i64 %20, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %34, %i.latch ]
	%22 = icmp ult i64 %i.it, %21
	br i1 %22, label %i.body, label %i.exit

i.body:
	%23 = add nsw i64 0, %i.it
	store i64 %23, i64* %i.addr
	%24 = load i64, i64* %i.addr
	%25 = getelementptr inbounds float, float addrspace(1)* %x, i64 %24
	%26 = load float, float addrspace(1)* %25, align 4, !noalias !2, !invariant.load !4
	%27 = fmul float %16, %26
	%28 = load i64, i64* %i.addr
	%29 = getelementptr inbounds float, float addrspace(1)* %y, i64 %28
	%30 = load float, float addrspace(1)* %29, align 4, !alias.scope !3
	%31 = fadd float %27, %30
	%32 = load i64, i64* %i.addr
	%33 = getelementptr inbounds float, float addrspace(1)* %y, i64 %32
	store float %31, float addrspace(1)* %33, align 4, !alias.scope !3
	br label %i.latch

i.latch:
	%34 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
