; alpyna module jacobi_l15
source_filename = "/work/main/benchmarks/jacobi.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @jacobi_l18(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !7
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
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !7
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !7
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.shape1 = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !7
	%30 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%b.data = load i64, i64 addrspace(1)* %30, align 8, !invariant.load !7
	%b = inttoptr i64 %b.data to double addrspace(1)*
	br label %start

start:
	%31 = sub nsw i64 %n, 1
	%32 = icmp slt i64 1, %31
	%33 = sub i64 %31, 1
	%34 = select i1 %32, i64 %33, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %88, %i.latch ]
	%35 = icmp ult i64 %i.it, %34
	br i1 %35, label %i.body, label %i.exit

i.body:
	%36 = add nsw i64 1, %i.it
	store i64 %36, i64* %i.addr
	%37 = sub nsw i64 %n, 1
	%38 = icmp slt i64 1, %37
	%39 = sub i64 %37, 1
	%40 = select i1 %38, i64 %39, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %21, %i.body ], [ %87, %j.latch ]
	%41 = icmp ult i64 %j.it, %40
	br i1 %41, label %j.body, label %j.exit

j.body:
	%42 = add nsw i64 1, %j.it
	store i64 %42, i64* %j.addr
	%43 = load i64, i64* %i.addr
	%44 = load i64, i64* %j.addr
	%45 = mul nsw i64 %43, %a.shape1
	%46 = add nsw i64 %45, %44
	%47 = getelementptr inbounds double, double addrspace(1)* %a, i64 %46
	%48 = load double, double addrspace(1)* %47, align 8, !alias.scope !3, !noalias !4
	%49 = load i64, i64* %i.addr
	%50 = sub nsw i64 %49, 1
	%51 = load i64, i64* %j.addr
	%52 = mul nsw i64 %50, %a.shape1
	%53 = add nsw i64 %52, %51
	%54 = getelementptr inbounds double, double addrspace(1)* %a, i64 %53
	%55 = load double, double addrspace(1)* %54, align 8, !alias.scope !3, !noalias !4
	%56 = fadd double %48, %55
	%57 = load i64, i64* %i.addr
	%58 = add nsw i64 %57, 1
	%59 = load i64, i64* %j.addr
	%60 = mul nsw i64 %58, %a.shape1
	%61 = add nsw i64 %60, %59
	%62 = getelementptr inbounds double, double addrspace(1)* %a, i64 %61
	%63 = load double, double addrspace(1)* %62, align 8, !alias.scope !3, !noalias !4
	%64 = fadd double %56, %63
	%65 = load i64, i64* %i.addr
	%66 = load i64, i64* %j.addr
	%67 = sub nsw i64 %66, 1
	%68 = mul nsw i64 %65, %a.shape1
	%69 = add nsw i64 %68, %67
	%70 = getelementptr inbounds double, double addrspace(1)* %a, i64 %69
	%71 = load double, double addrspace(1)* %70, align 8, !alias.scope !3, !noalias !4
	%72 = fadd double %64, %71
	%73 = load i64, i64* %i.addr
	%74 = load i64, i64* %j.addr
	%75 = add nsw i64 %74, 1
	%76 = mul nsw i64 %73, %a.shape1
	%77 = add nsw i64 %76, %75
	%78 = getelementptr inbounds double, double addrspace(1)* %a, i64 %77
	%79 = load double, double addrspace(1)* %78, align 8, !alias.scope !3, !noalias !4
	%80 = fadd double %72, %79
	%81 = fmul double 0x3FC999999999999A, %80
	%82 = load i64, i64* %i.addr
	%83 = load i64, i64* %j.addr
	%84 = mul nsw i64 %82, %b.shape1
	%85 = add nsw i64 %84, %83
	%86 = getelementptr inbounds double, double addrspace(1)* %b, i64 %85
	store double %81, double addrspace(1)* %86, align 8, !alias.scope !5, !noalias !6
	br label %j.latch

j.latch:
	%87 = add i64 %j.it, %26
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%88 = add i64 %i.it, %13
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

define void @jacobi_l21(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !7
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
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.shape1 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !7
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%b.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !7
	%b = inttoptr i64 %b.data to double addrspace(1)*
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !7
	%30 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %30, align 8, !invariant.load !7
	%a = inttoptr i64 %a.data to double addrspace(1)*
	br label %start

start:
	%31 = sub nsw i64 %n, 1
	%32 = icmp slt i64 1, %31
	%33 = sub i64 %31, 1
	%34 = select i1 %32, i64 %33, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %55, %i.latch ]
	%35 = icmp ult i64 %i.it, %34
	br i1 %35, label %i.body, label %i.exit

i.body:
	%36 = add nsw i64 1, %i.it
	store i64 %36, i64* %i.addr
	%37 = sub nsw i64 %n, 1
	%38 = icmp slt i64 1, %37
	%39 = sub i64 %37, 1
	%40 = select i1 %38, i64 %39, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %21, %i.body ], [ %54, %j.latch ]
	%41 = icmp ult i64 %j.it, %40
	br i1 %41, label %j.body, label %j.exit

j.body:
	%42 = add nsw i64 1, %j.it
	store i64 %42, i64* %j.addr
	%43 = load i64, i64* %i.addr
	%44 = load i64, i64* %j.addr
	%45 = mul nsw i64 %43, %b.shape1
	%46 = add nsw i64 %45, %44
	%47 = getelementptr inbounds double, double addrspace(1)* %b, i64 %46
	%48 = load double, double addrspace(1)* %47, align 8, !alias.scope !5, !noalias !6
	%49 = load i64, i64* %i.addr
	%50 = load i64, i64* %j.addr
	%51 = mul nsw i64 %49, %a.shape1
	%52 = add nsw i64 %51, %50
	%53 = getelementptr inbounds double, double addrspace(1)* %a, i64 %52
	store double %48, double addrspace(1)* %53, align 8, !alias.scope !3, !noalias !4
	br label %j.latch

j.latch:
	%54 = add i64 %j.it, %26
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%55 = add i64 %i.it, %13
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
