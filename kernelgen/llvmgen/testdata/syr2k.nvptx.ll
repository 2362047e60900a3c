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
	%j.addr.1 = alloca i64
	store i64 0, i64* %j.addr.1
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%n = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !5
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%12 = zext i32 %11 to i64
	%13 = mul nuw nsw i64 %10, %12
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%15 = zext i32 %14 to i64
	%16 = add nuw nsw i64 %13, %15
	%17 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%18 = zext i32 %17 to i64
	%19 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%20 = zext i32 %19 to i64
	%21 = mul nuw nsw i64 %18, %20
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 12
	%c.shape1 = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !5
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%c.data = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !5
	%c = inttoptr i64 %c.data to double addrspace(1)*
	%24 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%beta = load i64, i64 addrspace(1)* %24, align 8, !invariant.load !5
	%25 = bitcast i64 %beta to double
	%26 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%m = load i64, i64 addrspace(1)* %26, align 8, !invariant.load !5
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%a.shape1 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !5
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%alpha = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !5
	%30 = bitcast i64 %alpha to double
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%b.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !5
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !5
	%b = inttoptr i64 %b.data to double addrspace(1)*
	br label %start

start:
	%33 = icmp ne i64 %1, 0
	%34 = icmp ne i64 %3, 0
	%35 = or i1 %33, %34
	%36 = icmp ne i64 %5, 0
	%37 = or i1 %35, %36
	%38 = icmp ne i64 %7, 0
	%39 = or i1 %37, %38
	br i1 %39, label %idle, label %run

idle:
	ret void

run:
	%40 = icmp slt i64 0, %n
	%41 = sub i64 %n, 0
	%42 = select i1 %40, i64 %41, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %run ], [ %120, %i.latch ]
	%43 = icmp ult i64 %i.it, %42
	br i1 %43, label %i.body, label %i.exit

i.body:
	%44 = add nsw i64 0, %i.it
	store i64 %44, i64* %i.addr
	%45 = load i64, i64* %i.addr
	%46 = add nsw i64 %45, 1
	%47 = icmp slt i64 0, %46
	%48 = sub i64 %46, 0
	%49 = select i1 %47, i64 %48, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %64, %j.latch ]
	%50 = icmp ult i64 %j.it, %49
	br i1 %50, label %j.body, label %j.exit

j.body:
	%51 = add nsw i64 0, %j.it
	store i64 %51, i64* %j.addr
	%52 = load i64, i64* %i.addr
	%53 = load i64, i64* %j.addr
	%54 = mul nsw i64 %52, %c.shape1
	%55 = add nsw i64 %54, %53
	%56 = getelementptr inbounds double, double addrspace(1)* %c, i64 %55
	%57 = load double, double addrspace(1)* %56, align 8, !alias.scope !4
	%58 = fmul double %57, %25
	%59 = load i64, i64* %i.addr
	%60 = load i64, i64* %j.addr
	%61 = mul nsw i64 %59, %c.shape1
	%62 = add nsw i64 %61, %60
	%63 = getelementptr inbounds double, double addrspace(1)* %c, i64 %62
	store double %58, double addrspace(1)* %63, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%64 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	%65 = icmp slt i64 0, %m
	%66 = sub i64 %m, 0
	%67 = select i1 %65, i64 %66, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.exit ], [ %119, %k.latch ]
	%68 = icmp ult i64 %k.it, %67
	br i1 %68, label %k.body, label %k.exit

k.body:
	%69 = add nsw i64 0, %k.it
	store i64 %69, i64* %k.addr
	%70 = load i64, i64* %i.addr
	%71 = add nsw i64 %70, 1
	%72 = icmp slt i64 0, %71
	%73 = sub i64 %71, 0
	%74 = select i1 %72, i64 %73, i64 0
	br label %j.head.1

j.head.1:
	%j.it.1 = phi i64 [ 0, %k.body ], [ %118, %j.latch.1 ]
	%75 = icmp ult i64 %j.it.1, %74
	br i1 %75, label %j.body.1, label %j.exit.1

j.body.1:
	%76 = add nsw i64 0, %j.it.1
	store i64 %76, i64* %j.addr.1
	%77 = load i64, i64* %i.addr
	%78 = load i64, i64* %j.addr.1
	%79 = mul nsw i64 %77, %c.shape1
	%80 = add nsw i64 %79, %78
	%81 = getelementptr inbounds double, double addrspace(1)* %c, i64 %80
	%82 = load double, double addrspace(1)* %81, align 8, !alias.scope !4
	%83 = load i64, i64* %j.addr.1
	%84 = load i64, i64* %k.addr
	%85 = mul nsw i64 %83, %a.shape1
	%86 = add nsw i64 %85, %84
	%87 = getelementptr inbounds double, double addrspace(1)* %a, i64 %86
	%88 = load double, double addrspace(1)* %87, align 8, !noalias !2, !invariant.load !5
	%89 = fmul double %88, %30
	%90 = load i64, i64* %i.addr
	%91 = load i64, i64* %k.addr
	%92 = mul nsw i64 %90, %b.shape1
	%93 = add nsw i64 %92, %91
	%94 = getelementptr inbounds double, double addrspace(1)* %b, i64 %93
	%95 = load double, double addrspace(1)* %94, align 8, !noalias !3, !invariant.load !5
	%96 = fmul double %89, %95
	%97 = fadd double %82, %96
	%98 = load i64, i64* %j.addr.1
	%99 = load i64, i64* %k.addr
	%100 = mul nsw i64 %98, %b.shape1
	%101 = add nsw i64 %100, %99
	%102 = getelementptr inbounds double, double addrspace(1)* %b, i64 %101
	%103 = load double, double addrspace(1)* %102, align 8, !noalias !3, !invariant.load !5
	%104 = fmul double %103, %30
	%105 = load i64, i64* %i.addr
	%106 = load i64, i64* %k.addr
	%107 = mul nsw i64 %105, %a.shape1
	%108 = add nsw i64 %107, %106
	%109 = getelementptr inbounds double, double addrspace(1)* %a, i64 %108
	%110 = load double, double addrspace(1)* %109, align 8, !noalias !2, !invariant.load !5
	%111 = fmul double %104, %110
	%112 = fadd double %97, %111
	%113 = load i64, i64* %i.addr
	%114 = load i64, i64* %j.addr.1
	%115 = mul nsw i64 %113, %c.shape1
	%116 = add nsw i64 %115, %114
	%117 = getelementptr inbounds double, double addrspace(1)* %c, i64 %116
	store double %112, double addrspace(1)* %117, align 8, !alias.scope !4
	br label %j.latch.1

j.latch.1:
	%118 = add nuw i64 %j.it.1, 1
	br label %j.head.1

j.exit.1:
	br label %k.latch

k.latch:
	%119 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	br label %i.latch

i.latch:
	%120 = add i64 %i.it, %21
	br label %i.head

i.exit:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone willreturn

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
