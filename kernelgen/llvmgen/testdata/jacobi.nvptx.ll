; alpyna module jacobi_l15
source_filename = "benchmarks/jacobi.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @jacobi_l18(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%n = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !7
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
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !7
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !7
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.shape1 = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !7
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%b.data = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !7
	%b = inttoptr i64 %b.data to double addrspace(1)*
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
	%i.it = phi i64 [ %12, %run ], [ %95, %i.latch ]
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
	%j.it = phi i64 [ %25, %i.body ], [ %94, %j.latch ]
	%48 = icmp ult i64 %j.it, %47
	br i1 %48, label %j.body, label %j.exit

j.body:
	%49 = add nsw i64 1, %j.it
	store i64 %49, i64* %j.addr
	%50 = load i64, i64* %i.addr
	%51 = load i64, i64* %j.addr
	%52 = mul nsw i64 %50, %a.shape1
	%53 = add nsw i64 %52, %51
	%54 = getelementptr inbounds double, double addrspace(1)* %a, i64 %53
	%55 = load double, double addrspace(1)* %54, align 8, !alias.scope !3, !noalias !4
	%56 = load i64, i64* %i.addr
	%57 = sub nsw i64 %56, 1
	%58 = load i64, i64* %j.addr
	%59 = mul nsw i64 %57, %a.shape1
	%60 = add nsw i64 %59, %58
	%61 = getelementptr inbounds double, double addrspace(1)* %a, i64 %60
	%62 = load double, double addrspace(1)* %61, align 8, !alias.scope !3, !noalias !4
	%63 = fadd double %55, %62
	%64 = load i64, i64* %i.addr
	%65 = add nsw i64 %64, 1
	%66 = load i64, i64* %j.addr
	%67 = mul nsw i64 %65, %a.shape1
	%68 = add nsw i64 %67, %66
	%69 = getelementptr inbounds double, double addrspace(1)* %a, i64 %68
	%70 = load double, double addrspace(1)* %69, align 8, !alias.scope !3, !noalias !4
	%71 = fadd double %63, %70
	%72 = load i64, i64* %i.addr
	%73 = load i64, i64* %j.addr
	%74 = sub nsw i64 %73, 1
	%75 = mul nsw i64 %72, %a.shape1
	%76 = add nsw i64 %75, %74
	%77 = getelementptr inbounds double, double addrspace(1)* %a, i64 %76
	%78 = load double, double addrspace(1)* %77, align 8, !alias.scope !3, !noalias !4
	%79 = fadd double %71, %78
	%80 = load i64, i64* %i.addr
	%81 = load i64, i64* %j.addr
	%82 = add nsw i64 %81, 1
	%83 = mul nsw i64 %80, %a.shape1
	%84 = add nsw i64 %83, %82
	%85 = getelementptr inbounds double, double addrspace(1)* %a, i64 %84
	%86 = load double, double addrspace(1)* %85, align 8, !alias.scope !3, !noalias !4
	%87 = fadd double %79, %86
	%88 = fmul double 0x3FC999999999999A, %87
	%89 = load i64, i64* %i.addr
	%90 = load i64, i64* %j.addr
	%91 = mul nsw i64 %89, %b.shape1
	%92 = add nsw i64 %91, %90
	%93 = getelementptr inbounds double, double addrspace(1)* %b, i64 %92
	store double %88, double addrspace(1)* %93, align 8, !alias.scope !5, !noalias !6
	br label %j.latch

j.latch:
	%94 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%95 = add i64 %i.it, %17
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

define void @jacobi_l21(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%n = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !7
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
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !7
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%b.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !7
	%b = inttoptr i64 %b.data to double addrspace(1)*
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !7
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !7
	%a = inttoptr i64 %a.data to double addrspace(1)*
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
	%i.it = phi i64 [ %12, %run ], [ %62, %i.latch ]
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
	%j.it = phi i64 [ %25, %i.body ], [ %61, %j.latch ]
	%48 = icmp ult i64 %j.it, %47
	br i1 %48, label %j.body, label %j.exit

j.body:
	%49 = add nsw i64 1, %j.it
	store i64 %49, i64* %j.addr
	%50 = load i64, i64* %i.addr
	%51 = load i64, i64* %j.addr
	%52 = mul nsw i64 %50, %b.shape1
	%53 = add nsw i64 %52, %51
	%54 = getelementptr inbounds double, double addrspace(1)* %b, i64 %53
	%55 = load double, double addrspace(1)* %54, align 8, !alias.scope !5, !noalias !6
	%56 = load i64, i64* %i.addr
	%57 = load i64, i64* %j.addr
	%58 = mul nsw i64 %56, %a.shape1
	%59 = add nsw i64 %58, %57
	%60 = getelementptr inbounds double, double addrspace(1)* %a, i64 %59
	store double %55, double addrspace(1)* %60, align 8, !alias.scope !3, !noalias !4
	br label %j.latch

j.latch:
	%61 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%62 = add i64 %i.it, %17
	br label %i.head

i.exit:
	ret void
}

!nvvm.annotations = !{!8, !9}

!0 = distinct !{!0, !"alpyna jacobi_l15"}
!1 = distinct !{!1, !0, !"a"}
!2 = distinct !{!2, !0, !"b"}
!3 = !{!1}
!4 = !{!2}
!5 = !{!2}
!6 = !{!1}
!7 = !{}
!8 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @jacobi_l18, !"kernel", i32 1}
!9 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @jacobi_l21, !"kernel", i32 1}
