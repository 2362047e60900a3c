; alpyna module vadd_l13
source_filename = "/work/main/benchmarks/vadd.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @vadd_l14(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !5
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
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%a.data = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%b.data = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !5
	%b = inttoptr i64 %b.data to double addrspace(1)*
	%16 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%c.data = load i64, i64 addrspace(1)* %16, align 8, !invariant.load !5
	%c = inttoptr i64 %c.data to double addrspace(1)*
	br label %start

start:
	%17 = icmp slt i64 0, %n
	%18 = sub i64 %n, 0
	%19 = select i1 %17, i64 %18, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %31, %i.latch ]
	%20 = icmp ult i64 %i.it, %19
	br i1 %20, label %i.body, label %i.exit

i.body:
	%21 = add nsw i64 0, %i.it
	store i64 %21, i64* %i.addr
	%22 = load i64, i64* %i.addr
	%23 = getelementptr inbounds double, double addrspace(1)* %a, i64 %22
	%24 = load double, double addrspace(1)* %23, align 8, !noalias !2, !invariant.load !5
	%25 = load i64, i64* %i.addr
	%26 = getelementptr inbounds double, double addrspace(1)* %b, i64 %25
	%27 = load double, double addrspace(1)* %26, align 8, !noalias !3, !invariant.load !5
	%28 = fadd double %24, %27
	%29 = load i64, i64* %i.addr
	%30 = getelementptr inbounds double, double addrspace(1)* %c, i64 %29
	store double %28, double addrspace(1)* %30, align 8, !alias.scope !4
	br label %i.latch

i.latch:
	%31 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
