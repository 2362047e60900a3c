; alpyna module syr2k_l14
source_filename = "benchmarks/syr2k.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @syr2k_l16(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
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
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 12
	%c.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !5
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%c.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !5
	%c = inttoptr i64 %c.data to double addrspace(1)*
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%beta = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !5
	%34 = bitcast i64 %beta to double
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%m = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !5
	%36 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%a.shape1 = load i64, i64 addrspace(1)* %36, align 8, !invariant.load !5
	%37 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.data = load i64, i64 addrspace(1)* %37, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%38 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%alpha = load i64, i64 addrspace(1)* %38, align 8, !invariant.load !5
	%39 = bitcast i64 %alpha to double
	%40 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%b.shape1 = load i64, i64 addrspace(1)* %40, align 8, !invariant.load !5
	%41 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.data = load i64, i64 addrspace(1)* %41, align 8, !invariant.load !5
	%b = inttoptr i64 %b.data to double addrspace(1)*
	br label %start

start:
	%42 = icmp ne i64 %1, 0
	%43 = icmp ne i64 %3, 0
	%44 = or i1 %42, %43
	br i1 %44, label %idle, label %run

idle:
	ret void

run:
	%45 = icmp slt i64 0, %n
	%46 = sub i64 %n, 0
	%47 = select i1 %45, i64 %46, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %12, %run ], [ %117, %i.latch ]
	%48 = icmp ult i64 %i.it, %47
	br i1 %48, label %i.body, label %i.exit

i.body:
	%49 = add nsw i64 0, %i.it
	store i64 %49, i64* %i.addr
	%50 = load i64, i64* %i.addr
	%51 = add nsw i64 %50, 1
	%52 = icmp slt i64 0, %51
	%53 = sub i64 %51, 0
	%54 = select i1 %52, i64 %53, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %25, %i.body ], [ %116, %j.latch ]
	%55 = icmp ult i64 %j.it, %54
	br i1 %55, label %j.body, label %j.exit

j.body:
	%56 = add nsw i64 0, %j.it
	store i64 %56, i64* %j.addr
	%57 = load i64, i64* %i.addr
	%58 = load i64, i64* %j.addr
	%59 = mul nsw i64 %57, %c.shape1
	%60 = add nsw i64 %59, %58
	%61 = getelementptr inbounds double, double addrspace(1)* %c, i64 %60
	%62 = load double, double addrspace(1)* %61, align 8, !alias.scope !4
	%63 = fmul double %62, %34
	%64 = load i64, i64* %i.addr
	%65 = load i64, i64* %j.addr
	%66 = mul nsw i64 %64, %c.shape1
	%67 = add nsw i64 %66, %65
	%68 = getelementptr inbounds double, double addrspace(1)* %c, i64 %67
	store double %63, double addrspace(1)* %68, align 8, !alias.scope !4
	%69 = icmp slt i64 0, %m
	%70 = sub i64 %m, 0
	%71 = select i1 %69, i64 %70, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %115, %k.latch ]
	%72 = icmp ult i64 %k.it, %71
	br i1 %72, label %k.body, label %k.exit

k.body:
	%73 = add nsw i64 0, %k.it
	store i64 %73, i64* %k.addr
	%74 = load i64, i64* %i.addr
	%75 = load i64, i64* %j.addr
	%76 = mul nsw i64 %74, %c.shape1
	%77 = add nsw i64 %76, %75
	%78 = getelementptr inbounds double, double addrspace(1)* %c, i64 %77
	%79 = load double, double addrspace(1)* %78, align 8, !alias.scope !4
	%80 = load i64, i64* %j.addr
	%81 = load i64, i64* %k.addr
	%82 = mul nsw i64 %80, %a.shape1
	%83 = add nsw i64 %82, %81
	%84 = getelementptr inbounds double, double addrspace(1)* %a, i64 %83
	%85 = load double, double addrspace(1)* %84, align 8, !noalias !2, !invariant.load !5
	%86 = fmul double %85, %39
	%87 = load i64, i64* %i.addr
	%88 = load i64, i64* %k.addr
	%89 = mul nsw i64 %87, %b.shape1
	%90 = add nsw i64 %89, %88
	%91 = getelementptr inbounds double, double addrspace(1)* %b, i64 %90
	%92 = load double, double addrspace(1)* %91, align 8, !noalias !3, !invariant.load !5
	%93 = fmul double %86, %92
	%94 = fadd double %79, %93
	%95 = load i64, i64* %j.addr
	%96 = load i64, i64* %k.addr
	%97 = mul nsw i64 %95, %b.shape1
	%98 = add nsw i64 %97, %96
	%99 = getelementptr inbounds double, double addrspace(1)* %b, i64 %98
	%100 = load double, double addrspace(1)* %99, align 8, !noalias !3, !invariant.load !5
	%101 = fmul double %100, %39
	%102 = load i64, i64* %i.addr
	%103 = load i64, i64* %k.addr
	%104 = mul nsw i64 %102, %a.shape1
	%105 = add nsw i64 %104, %103
	%106 = getelementptr inbounds double, double addrspace(1)* %a, i64 %105
	%107 = load double, double addrspace(1)* %106, align 8, !noalias !2, !invariant.load !5
	%108 = fmul double %101, %107
	%109 = fadd double %94, %108
	%110 = load i64, i64* %i.addr
	%111 = load i64, i64* %j.addr
	%112 = mul nsw i64 %110, %c.shape1
	%113 = add nsw i64 %112, %111
	%114 = getelementptr inbounds double, double addrspace(1)* %c, i64 %113
	store double %109, double addrspace(1)* %114, align 8, !alias.scope !4
	br label %k.latch

k.latch:
	%115 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	br label %j.latch

j.latch:
	%116 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%117 = add i64 %i.it, %17
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

!0 = distinct !{!0, !"alpyna syr2k_l14"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @syr2k_l16, !"kernel", i32 1}
