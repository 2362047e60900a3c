; alpyna module conv2d_l15
source_filename = "benchmarks/conv2d.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @conv2d_l17(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%acc.addr = alloca double
	store double 0.0, double* %acc.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%l.addr = alloca i64
	store i64 0, i64* %l.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%h = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !5
	%5 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%kh = load i64, i64 addrspace(1)* %5, align 8, !invariant.load !5
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%7 = zext i32 %6 to i64
	%8 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%9 = zext i32 %8 to i64
	%10 = mul nuw nsw i64 %7, %9
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%12 = zext i32 %11 to i64
	%13 = add nuw nsw i64 %10, %12
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%15 = zext i32 %14 to i64
	%16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%17 = zext i32 %16 to i64
	%18 = mul nuw nsw i64 %15, %17
	%19 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%w = load i64, i64 addrspace(1)* %19, align 8, !invariant.load !5
	%20 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%kw = load i64, i64 addrspace(1)* %20, align 8, !invariant.load !5
	%21 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%22 = zext i32 %21 to i64
	%23 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%24 = zext i32 %23 to i64
	%25 = mul nuw nsw i64 %22, %24
	%26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%27 = zext i32 %26 to i64
	%28 = add nuw nsw i64 %25, %27
	%29 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%30 = zext i32 %29 to i64
	%31 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%32 = zext i32 %31 to i64
	%33 = mul nuw nsw i64 %30, %32
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%img.shape1 = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !5
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%img.data = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !5
	%img = inttoptr i64 %img.data to double addrspace(1)*
	%36 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%kern.shape1 = load i64, i64 addrspace(1)* %36, align 8, !invariant.load !5
	%37 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%kern.data = load i64, i64 addrspace(1)* %37, align 8, !invariant.load !5
	%kern = inttoptr i64 %kern.data to double addrspace(1)*
	%38 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 12
	%out.shape1 = load i64, i64 addrspace(1)* %38, align 8, !invariant.load !5
	%39 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%out.data = load i64, i64 addrspace(1)* %39, align 8, !invariant.load !5
	%out.1 = inttoptr i64 %out.data to double addrspace(1)*
	br label %start

start:
	%40 = icmp ne i64 %1, 0
	%41 = icmp ne i64 %3, 0
	%42 = or i1 %40, %41
	br i1 %42, label %idle, label %run

idle:
	ret void

run:
	%43 = sub nsw i64 %h, %kh
	%44 = add nsw i64 %43, 1
	%45 = icmp slt i64 0, %44
	%46 = sub i64 %44, 0
	%47 = select i1 %45, i64 %46, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %13, %run ], [ %99, %i.latch ]
	%48 = icmp ult i64 %i.it, %47
	br i1 %48, label %i.body, label %i.exit

i.body:
	%49 = add nsw i64 0, %i.it
	store i64 %49, i64* %i.addr
	%50 = sub nsw i64 %w, %kw
	%51 = add nsw i64 %50, 1
	%52 = icmp slt i64 0, %51
	%53 = sub i64 %51, 0
	%54 = select i1 %52, i64 %53, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %28, %i.body ], [ %98, %j.latch ]
	%55 = icmp ult i64 %j.it, %54
	br i1 %55, label %j.body, label %j.exit

j.body:
	%56 = add nsw i64 0, %j.it
	store i64 %56, i64* %j.addr
	store double 0.0, double* %acc.addr
	%57 = icmp slt i64 0, %kh
	%58 = sub i64 %kh, 0
	%59 = select i1 %57, i64 %58, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %91, %k.latch ]
	%60 = icmp ult i64 %k.it, %59
	br i1 %60, label %k.body, label %k.exit

k.body:
	%61 = add nsw i64 0, %k.it
	store i64 %61, i64* %k.addr
	%62 = icmp slt i64 0, %kw
	%63 = sub i64 %kw, 0
	%64 = select i1 %62, i64 %63, i64 0
	br label %l.head

l.head:
	%l.it = phi i64 [ 0, %k.body ], [ %90, %l.latch ]
	%65 = icmp ult i64 %l.it, %64
	br i1 %65, label %l.body, label %l.exit

l.body:
	%66 = add nsw i64 0, %l.it
	store i64 %66, i64* %l.addr
	%67 = load double, double* %acc.addr
	%68 = load i64, i64* %i.addr
	%69 = load i64, i64* %k.addr
	%70 = add nsw i64 %68, %69
	%71 = load i64, i64* %j.addr
	%72 = load i64, i64* %l.addr
	%73 = add nsw i64 %71, %72
	%74 = mul nsw i64 %70, %img.shape1
	%75 = add nsw i64 %74, %73
	%76 = getelementptr inbounds double, double addrspace(1)* %img, i64 %75
	%77 = load double, double addrspace(1)* %76, align 8, !noalias !2, !invariant.load !5
	%78 = sub nsw i64 %kh, 1
	%79 = load i64, i64* %k.addr
	%80 = sub nsw i64 %78, %79
	%81 = sub nsw i64 %kw, 1
	%82 = load i64, i64* %l.addr
	%83 = sub nsw i64 %81, %82
	%84 = mul nsw i64 %80, %kern.shape1
	%85 = add nsw i64 %84, %83
	%86 = getelementptr inbounds double, double addrspace(1)* %kern, i64 %85
	%87 = load double, double addrspace(1)* %86, align 8, !noalias !3, !invariant.load !5
	%88 = fmul double %77, %87
	%89 = fadd double %67, %88
	store double %89, double* %acc.addr
	br label %l.latch

l.latch:
	%90 = add nuw i64 %l.it, 1
	br label %l.head

l.exit:
	br label %k.latch

k.latch:
	%91 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%92 = load double, double* %acc.addr
	%93 = load i64, i64* %i.addr
	%94 = load i64, i64* %j.addr
	%95 = mul nsw i64 %93, %out.shape1
	%96 = add nsw i64 %95, %94
	%97 = getelementptr inbounds double, double addrspace(1)* %out.1, i64 %96
	store double %92, double addrspace(1)* %97, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%98 = add i64 %j.it, %33
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%99 = add i64 %i.it, %18
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

!0 = distinct !{!0, !"alpyna conv2d_l15"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @conv2d_l17, !"kernel", i32 1}
