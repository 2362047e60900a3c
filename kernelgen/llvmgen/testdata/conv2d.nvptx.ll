; alpyna module conv2d_l15
source_filename = "/work/main/benchmarks/conv2d.py"
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
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%h = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !5
	%1 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%kh = load i64, i64 addrspace(1)* %1, align 8, !invariant.load !5
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%5 = zext i32 %4 to i64
	%6 = mul nuw nsw i64 %3, %5
	%7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%8 = zext i32 %7 to i64
	%9 = add nuw nsw i64 %6, %8
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%11 = zext i32 %10 to i64
	%12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%13 = zext i32 %12 to i64
	%14 = mul nuw nsw i64 %11, %13
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%w = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !5
	%16 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%kw = load i64, i64 addrspace(1)* %16, align 8, !invariant.load !5
	%17 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%18 = zext i32 %17 to i64
	%19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%20 = zext i32 %19 to i64
	%21 = mul nuw nsw i64 %18, %20
	%22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%23 = zext i32 %22 to i64
	%24 = add nuw nsw i64 %21, %23
	%25 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%26 = zext i32 %25 to i64
	%27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%28 = zext i32 %27 to i64
	%29 = mul nuw nsw i64 %26, %28
	%30 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%img.shape1 = load i64, i64 addrspace(1)* %30, align 8, !invariant.load !5
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%img.data = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !5
	%img = inttoptr i64 %img.data to double addrspace(1)*
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%kern.shape1 = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !5
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%kern.data = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !5
	%kern = inttoptr i64 %kern.data to double addrspace(1)*
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 12
	%out.shape1 = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !5
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%out.data = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !5
	%out.1 = inttoptr i64 %out.data to double addrspace(1)*
	br label %start

start:
	%36 = sub nsw i64 %h, %kh
	%37 = add nsw i64 %36, 1
	%38 = icmp slt i64 0, %37
	%39 = sub i64 %37, 0
	%40 = select i1 %38, i64 %39, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %9, %start ], [ %92, %i.latch ]
	%41 = icmp ult i64 %i.it, %40
	br i1 %41, label %i.body, label %i.exit

i.body:
	%42 = add nsw i64 0, %i.it
	store i64 %42, i64* %i.addr
	%43 = sub nsw i64 %w, %kw
	%44 = add nsw i64 %43, 1
	%45 = icmp slt i64 0, %44
	%46 = sub i64 %44, 0
	%47 = select i1 %45, i64 %46, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %24, %i.body ], [ %91, %j.latch ]
	%48 = icmp ult i64 %j.it, %47
	br i1 %48, label %j.body, label %j.exit

j.body:
	%49 = add nsw i64 0, %j.it
	store i64 %49, i64* %j.addr
	store double 0.0, double* %acc.addr
	%50 = icmp slt i64 0, %kh
	%51 = sub i64 %kh, 0
	%52 = select i1 %50, i64 %51, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %84, %k.latch ]
	%53 = icmp ult i64 %k.it, %52
	br i1 %53, label %k.body, label %k.exit

k.body:
	%54 = add nsw i64 0, %k.it
	store i64 %54, i64* %k.addr
	%55 = icmp slt i64 0, %kw
	%56 = sub i64 %kw, 0
	%57 = select i1 %55, i64 %56, i64 0
	br label %l.head

l.head:
	%l.it = phi i64 [ 0, %k.body ], [ %83, %l.latch ]
	%58 = icmp ult i64 %l.it, %57
	br i1 %58, label %l.body, label %l.exit

l.body:
	%59 = add nsw i64 0, %l.it
	store i64 %59, i64* %l.addr
	%60 = load double, double* %acc.addr
	%61 = load i64, i64* %i.addr
	%62 = load i64, i64* %k.addr
	%63 = add nsw i64 %61, %62
	%64 = load i64, i64* %j.addr
	%65 = load i64, i64* %l.addr
	%66 = add nsw i64 %64, %65
	%67 = mul nsw i64 %63, %img.shape1
	%68 = add nsw i64 %67, %66
	%69 = getelementptr inbounds double, double addrspace(1)* %img, i64 %68
	%70 = load double, double addrspace(1)* %69, align 8, !noalias !2, !invariant.load !5
	%71 = sub nsw i64 %kh, 1
	%72 = load i64, i64* %k.addr
	%73 = sub nsw i64 %71, %72
	%74 = sub nsw i64 %kw, 1
	%75 = load i64, i64* %l.addr
	%76 = sub nsw i64 %74, %75
	%77 = mul nsw i64 %73, %kern.shape1
	%78 = add nsw i64 %77, %76
	%79 = getelementptr inbounds double, double addrspace(1)* %kern, i64 %78
	%80 = load double, double addrspace(1)* %79, align 8, !noalias !3, !invariant.load !5
	%81 = fmul double %70, %80
	%82 = fadd double %60, %81
	store double %82, double* %acc.addr
	br label %l.latch

l.latch:
	%83 = add nuw i64 %l.it, 1
	br label %l.head

l.exit:
	br label %k.latch

k.latch:
	%84 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%85 = load double, double* %acc.addr
	%86 = load i64, i64* %i.addr
	%87 = load i64, i64* %j.addr
	%88 = mul nsw i64 %86, %out.shape1
	%89 = add nsw i64 %88, %87
	%90 = getelementptr inbounds double, double addrspace(1)* %out.1, i64 %89
	store double %85, double addrspace(1)* %90, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%91 = add i64 %j.it, %29
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%92 = add i64 %i.it, %14
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

!0 = distinct !{!0, !"alpyna conv2d_l15"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @conv2d_l17, !"kernel", i32 1}
