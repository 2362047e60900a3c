; alpyna module gemm_l15
source_filename = "/work/main/benchmarks/gemm.py"
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
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !5
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
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%a.shape1 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !5
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%a.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 8
	%b.shape1 = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !5
	%30 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%b.data = load i64, i64 addrspace(1)* %30, align 8, !invariant.load !5
	%b = inttoptr i64 %b.data to double addrspace(1)*
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%alpha = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !5
	%32 = bitcast i64 %alpha to double
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%beta = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !5
	%34 = bitcast i64 %beta to double
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 11
	%c.shape1 = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !5
	%36 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%c.data = load i64, i64 addrspace(1)* %36, align 8, !invariant.load !5
	%c = inttoptr i64 %c.data to double addrspace(1)*
	br label %start

start:
	%37 = icmp slt i64 0, %n
	%38 = sub i64 %n, 0
	%39 = select i1 %37, i64 %38, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %84, %i.latch ]
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
	%j.it = phi i64 [ %21, %i.body ], [ %83, %j.latch ]
	%45 = icmp ult i64 %j.it, %44
	br i1 %45, label %j.body, label %j.exit

j.body:
	%46 = add nsw i64 0, %j.it
	store i64 %46, i64* %j.addr
	store double 0.0, double* %acc.addr
	%47 = icmp slt i64 0, %n
	%48 = sub i64 %n, 0
	%49 = select i1 %47, i64 %48, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %67, %k.latch ]
	%50 = icmp ult i64 %k.it, %49
	br i1 %50, label %k.body, label %k.exit

k.body:
	%51 = add nsw i64 0, %k.it
	store i64 %51, i64* %k.addr
	%52 = load double, double* %acc.addr
	%53 = load i64, i64* %i.addr
	%54 = load i64, i64* %k.addr
	%55 = mul nsw i64 %53, %a.shape1
	%56 = add nsw i64 %55, %54
	%57 = getelementptr inbounds double, double addrspace(1)* %a, i64 %56
	%58 = load double, double addrspace(1)* %57, align 8, !noalias !2, !invariant.load !5
	%59 = load i64, i64* %k.addr
	%60 = load i64, i64* %j.addr
	%61 = mul nsw i64 %59, %b.shape1
	%62 = add nsw i64 %61, %60
	%63 = getelementptr inbounds double, double addrspace(1)* %b, i64 %62
	%64 = load double, double addrspace(1)* %63, align 8, !noalias !3, !invariant.load !5
	%65 = fmul double %58, %64
	%66 = fadd double %52, %65
	store double %66, double* %acc.addr
	br label %k.latch

k.latch:
	%67 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%68 = load double, double* %acc.addr
	%69 = fmul double %32, %68
	%70 = load i64, i64* %i.addr
	%71 = load i64, i64* %j.addr
	%72 = mul nsw i64 %70, %c.shape1
	%73 = add nsw i64 %72, %71
	%74 = getelementptr inbounds double, double addrspace(1)* %c, i64 %73
	%75 = load double, double addrspace(1)* %74, align 8, !alias.scope !4
	%76 = fmul double %34, %75
	%77 = fadd double %69, %76
	%78 = load i64, i64* %i.addr
	%79 = load i64, i64* %j.addr
	%80 = mul nsw i64 %78, %c.shape1
	%81 = add nsw i64 %80, %79
	%82 = getelementptr inbounds double, double addrspace(1)* %c, i64 %81
	store double %77, double addrspace(1)* %82, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%83 = add i64 %j.it, %26
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%84 = add i64 %i.it, %13
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

!nvvm.annotations = !{!6}

!0 = distinct !{!0, !"alpyna gemm_l15"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @gemm_l17, !"kernel", i32 1}
