; alpyna module gemm_l15
source_filename = "benchmarks/gemm.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemm_l17(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%acc.addr = alloca double
	store double 0.0, double* %acc.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%n = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !5
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
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%a.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !5
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%a.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 8
	%b.shape1 = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !5
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%b.data = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !5
	%b = inttoptr i64 %b.data to double addrspace(1)*
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%alpha = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !5
	%36 = bitcast i64 %alpha to double
	%37 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%beta = load i64, i64 addrspace(1)* %37, align 8, !invariant.load !5
	%38 = bitcast i64 %beta to double
	%39 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 11
	%c.shape1 = load i64, i64 addrspace(1)* %39, align 8, !invariant.load !5
	%40 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%c.data = load i64, i64 addrspace(1)* %40, align 8, !invariant.load !5
	%c = inttoptr i64 %c.data to double addrspace(1)*
	br label %start

start:
	%41 = icmp ne i64 %1, 0
	%42 = icmp ne i64 %3, 0
	%43 = or i1 %41, %42
	br i1 %43, label %idle, label %run

idle:
	ret void

run:
	%44 = icmp slt i64 0, %n
	%45 = sub i64 %n, 0
	%46 = select i1 %44, i64 %45, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %12, %run ], [ %91, %i.latch ]
	%47 = icmp ult i64 %i.it, %46
	br i1 %47, label %i.body, label %i.exit

i.body:
	%48 = add nsw i64 0, %i.it
	store i64 %48, i64* %i.addr
	%49 = icmp slt i64 0, %n
	%50 = sub i64 %n, 0
	%51 = select i1 %49, i64 %50, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %25, %i.body ], [ %90, %j.latch ]
	%52 = icmp ult i64 %j.it, %51
	br i1 %52, label %j.body, label %j.exit

j.body:
	%53 = add nsw i64 0, %j.it
	store i64 %53, i64* %j.addr
	store double 0.0, double* %acc.addr
	%54 = icmp slt i64 0, %n
	%55 = sub i64 %n, 0
	%56 = select i1 %54, i64 %55, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %74, %k.latch ]
	%57 = icmp ult i64 %k.it, %56
	br i1 %57, label %k.body, label %k.exit

k.body:
	%58 = add nsw i64 0, %k.it
	store i64 %58, i64* %k.addr
	%59 = load double, double* %acc.addr
	%60 = load i64, i64* %i.addr
	%61 = load i64, i64* %k.addr
	%62 = mul nsw i64 %60, %a.shape1
	%63 = add nsw i64 %62, %61
	%64 = getelementptr inbounds double, double addrspace(1)* %a, i64 %63
	%65 = load double, double addrspace(1)* %64, align 8, !noalias !2, !invariant.load !5
	%66 = load i64, i64* %k.addr
	%67 = load i64, i64* %j.addr
	%68 = mul nsw i64 %66, %b.shape1
	%69 = add nsw i64 %68, %67
	%70 = getelementptr inbounds double, double addrspace(1)* %b, i64 %69
	%71 = load double, double addrspace(1)* %70, align 8, !noalias !3, !invariant.load !5
	%72 = fmul double %65, %71
	%73 = fadd double %59, %72
	store double %73, double* %acc.addr
	br label %k.latch

k.latch:
	%74 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%75 = load double, double* %acc.addr
	%76 = fmul double %36, %75
	%77 = load i64, i64* %i.addr
	%78 = load i64, i64* %j.addr
	%79 = mul nsw i64 %77, %c.shape1
	%80 = add nsw i64 %79, %78
	%81 = getelementptr inbounds double, double addrspace(1)* %c, i64 %80
	%82 = load double, double addrspace(1)* %81, align 8, !alias.scope !4
	%83 = fmul double %38, %82
	%84 = fadd double %76, %83
	%85 = load i64, i64* %i.addr
	%86 = load i64, i64* %j.addr
	%87 = mul nsw i64 %85, %c.shape1
	%88 = add nsw i64 %87, %86
	%89 = getelementptr inbounds double, double addrspace(1)* %c, i64 %88
	store double %84, double addrspace(1)* %89, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%90 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%91 = add i64 %i.it, %17
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

!nvvm.annotations = !{!6}

!0 = distinct !{!0, !"alpyna gemm_l15"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @gemm_l17, !"kernel", i32 1}
