; alpyna module fbcorr_l15
source_filename = "benchmarks/fbcorr.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @fbcorr_l18(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%f.addr = alloca i64
	store i64 0, i64* %f.addr
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
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%nf = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !5
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%2 = zext i32 %1 to i64
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
	%4 = zext i32 %3 to i64
	%5 = mul nuw nsw i64 %2, %4
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%7 = zext i32 %6 to i64
	%8 = add nuw nsw i64 %5, %7
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
	%12 = zext i32 %11 to i64
	%13 = mul nuw nsw i64 %10, %12
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%h = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !5
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%fh = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !5
	%16 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%17 = zext i32 %16 to i64
	%18 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%19 = zext i32 %18 to i64
	%20 = mul nuw nsw i64 %17, %19
	%21 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%22 = zext i32 %21 to i64
	%23 = add nuw nsw i64 %20, %22
	%24 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%25 = zext i32 %24 to i64
	%26 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%27 = zext i32 %26 to i64
	%28 = mul nuw nsw i64 %25, %27
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%w = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !5
	%30 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%fw = load i64, i64 addrspace(1)* %30, align 8, !invariant.load !5
	%31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%32 = zext i32 %31 to i64
	%33 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%34 = zext i32 %33 to i64
	%35 = mul nuw nsw i64 %32, %34
	%36 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%37 = zext i32 %36 to i64
	%38 = add nuw nsw i64 %35, %37
	%39 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%40 = zext i32 %39 to i64
	%41 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%42 = zext i32 %41 to i64
	%43 = mul nuw nsw i64 %40, %42
	%44 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 11
	%img.shape1 = load i64, i64 addrspace(1)* %44, align 8, !invariant.load !5
	%45 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%img.data = load i64, i64 addrspace(1)* %45, align 8, !invariant.load !5
	%img = inttoptr i64 %img.data to double addrspace(1)*
	%46 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%filters.shape1 = load i64, i64 addrspace(1)* %46, align 8, !invariant.load !5
	%47 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 8
	%filters.shape2 = load i64, i64 addrspace(1)* %47, align 8, !invariant.load !5
	%48 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%filters.data = load i64, i64 addrspace(1)* %48, align 8, !invariant.load !5
	%filters = inttoptr i64 %filters.data to double addrspace(1)*
	%49 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 14
	%out.shape1 = load i64, i64 addrspace(1)* %49, align 8, !invariant.load !5
	%50 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 15
	%out.shape2 = load i64, i64 addrspace(1)* %50, align 8, !invariant.load !5
	%51 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 12
	%out.data = load i64, i64 addrspace(1)* %51, align 8, !invariant.load !5
	%out.1 = inttoptr i64 %out.data to double addrspace(1)*
	br label %start

start:
	%52 = icmp slt i64 0, %nf
	%53 = sub i64 %nf, 0
	%54 = select i1 %52, i64 %53, i64 0
	br label %f.head

f.head:
	%f.it = phi i64 [ %8, %start ], [ %116, %f.latch ]
	%55 = icmp ult i64 %f.it, %54
	br i1 %55, label %f.body, label %f.exit

f.body:
	%56 = add nsw i64 0, %f.it
	store i64 %56, i64* %f.addr
	%57 = sub nsw i64 %h, %fh
	%58 = add nsw i64 %57, 1
	%59 = icmp slt i64 0, %58
	%60 = sub i64 %58, 0
	%61 = select i1 %59, i64 %60, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %23, %f.body ], [ %115, %i.latch ]
	%62 = icmp ult i64 %i.it, %61
	br i1 %62, label %i.body, label %i.exit

i.body:
	%63 = add nsw i64 0, %i.it
	store i64 %63, i64* %i.addr
	%64 = sub nsw i64 %w, %fw
	%65 = add nsw i64 %64, 1
	%66 = icmp slt i64 0, %65
	%67 = sub i64 %65, 0
	%68 = select i1 %66, i64 %67, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %38, %i.body ], [ %114, %j.latch ]
	%69 = icmp ult i64 %j.it, %68
	br i1 %69, label %j.body, label %j.exit

j.body:
	%70 = add nsw i64 0, %j.it
	store i64 %70, i64* %j.addr
	store double 0.0, double* %acc.addr
	%71 = icmp slt i64 0, %fh
	%72 = sub i64 %fh, 0
	%73 = select i1 %71, i64 %72, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %104, %k.latch ]
	%74 = icmp ult i64 %k.it, %73
	br i1 %74, label %k.body, label %k.exit

k.body:
	%75 = add nsw i64 0, %k.it
	store i64 %75, i64* %k.addr
	%76 = icmp slt i64 0, %fw
	%77 = sub i64 %fw, 0
	%78 = select i1 %76, i64 %77, i64 0
	br label %l.head

l.head:
	%l.it = phi i64 [ 0, %k.body ], [ %103, %l.latch ]
	%79 = icmp ult i64 %l.it, %78
	br i1 %79, label %l.body, label %l.exit

l.body:
	%80 = add nsw i64 0, %l.it
	store i64 %80, i64* %l.addr
	%81 = load double, double* %acc.addr
	%82 = load i64, i64* %i.addr
	%83 = load i64, i64* %k.addr
	%84 = add nsw i64 %82, %83
	%85 = load i64, i64* %j.addr
	%86 = load i64, i64* %l.addr
	%87 = add nsw i64 %85, %86
	%88 = mul nsw i64 %84, %img.shape1
	%89 = add nsw i64 %88, %87
	%90 = getelementptr inbounds double, double addrspace(1)* %img, i64 %89
	%91 = load double, double addrspace(1)* %90, align 8, !noalias !3, !invariant.load !5
	%92 = load i64, i64* %f.addr
	%93 = load i64, i64* %k.addr
	%94 = mul nsw i64 %92, %filters.shape1
	%95 = add nsw i64 %94, %93
	%96 = load i64, i64* %l.addr
	%97 = mul nsw i64 %95, %filters.shape2
	%98 = add nsw i64 %97, %96
	%99 = getelementptr inbounds double, double addrspace(1)* %filters, i64 %98
	%100 = load double, double addrspace(1)* %99, align 8, !noalias !2, !invariant.load !5
	%101 = fmul double %91, %100
	%102 = fadd double %81, %101
	store double %102, double* %acc.addr
	br label %l.latch

l.latch:
	%103 = add nuw i64 %l.it, 1
	br label %l.head

l.exit:
	br label %k.latch

k.latch:
	%104 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%105 = load double, double* %acc.addr
	%106 = load i64, i64* %f.addr
	%107 = load i64, i64* %i.addr
	%108 = mul nsw i64 %106, %out.shape1
	%109 = add nsw i64 %108, %107
	%110 = load i64, i64* %j.addr
	%111 = mul nsw i64 %109, %out.shape2
	%112 = add nsw i64 %111, %110
	%113 = getelementptr inbounds double, double addrspace(1)* %out.1, i64 %112
	store double %105, double addrspace(1)* %113, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%114 = add i64 %j.it, %43
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%115 = add i64 %i.it, %28
	br label %i.head

i.exit:
	br label %f.latch

f.latch:
	%116 = add i64 %f.it, %13
	br label %f.head

f.exit:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() nounwind readnone willreturn

!nvvm.annotations = !{!6}

!0 = distinct !{!0, !"alpyna fbcorr_l15"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @fbcorr_l18, !"kernel", i32 1}
