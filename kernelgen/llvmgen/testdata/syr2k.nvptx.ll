; alpyna module syr2k_l14
source_filename = "/work/main/benchmarks/syr2k.py"
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
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
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
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 12
	%c.shape1 = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !5
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%c.data = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !5
	%c = inttoptr i64 %c.data to double addrspace(1)*
	%16 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%beta = load i64, i64 addrspace(1)* %16, align 8, !invariant.load !5
	%17 = bitcast i64 %beta to double
	%18 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%m = load i64, i64 addrspace(1)* %18, align 8, !invariant.load !5
	%19 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%a.shape1 = load i64, i64 addrspace(1)* %19, align 8, !invariant.load !5
	%20 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.data = load i64, i64 addrspace(1)* %20, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%21 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%alpha = load i64, i64 addrspace(1)* %21, align 8, !invariant.load !5
	%22 = bitcast i64 %alpha to double
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%b.shape1 = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !5
	%24 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.data = load i64, i64 addrspace(1)* %24, align 8, !invariant.load !5
	%b = inttoptr i64 %b.data to double addrspace(1)*
	br label %start

start:
	%25 = icmp slt i64 0, %n
	%26 = sub i64 %n, 0
	%27 = select i1 %25, i64 %26, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %105, %i.latch ]
	%28 = icmp ult i64 %i.it, %27
	br i1 %28, label %i.body, label %i.exit

i.body:
	%29 = add nsw i64 0, %i.it
	store i64 %29, i64* %i.addr
	%30 = load i64, i64* %i.addr
	%31 = add nsw i64 %30, 1
	%32 = icmp slt i64 0, %31
	%33 = sub i64 %31, 0
	%34 = select i1 %32, i64 %33, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %49, %j.latch ]
	%35 = icmp ult i64 %j.it, %34
	br i1 %35, label %j.body, label %j.exit

j.body:
	%36 = add nsw i64 0, %j.it
	store i64 %36, i64* %j.addr
	%37 = load i64, i64* %i.addr
	%38 = load i64, i64* %j.addr
	%39 = mul nsw i64 %37, %c.shape1
	%40 = add nsw i64 %39, %38
	%41 = getelementptr inbounds double, double addrspace(1)* %c, i64 %40
	%42 = load double, double addrspace(1)* %41, align 8, !alias.scope !4
	%43 = fmul double %42, %17
	%44 = load i64, i64* %i.addr
	%45 = load i64, i64* %j.addr
	%46 = mul nsw i64 %44, %c.shape1
	%47 = add nsw i64 %46, %45
	%48 = getelementptr inbounds double, double addrspace(1)* %c, i64 %47
	store double %43, double addrspace(1)* %48, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%49 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	%50 = icmp slt i64 0, %m
	%51 = sub i64 %m, 0
	%52 = select i1 %50, i64 %51, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.exit ], [ %104, %k.latch ]
	%53 = icmp ult i64 %k.it, %52
	br i1 %53, label %k.body, label %k.exit

k.body:
	%54 = add nsw i64 0, %k.it
	store i64 %54, i64* %k.addr
	%55 = load i64, i64* %i.addr
	%56 = add nsw i64 %55, 1
	%57 = icmp slt i64 0, %56
	%58 = sub i64 %56, 0
	%59 = select i1 %57, i64 %58, i64 0
	br label %j.head.1

j.head.1:
	%j.it.1 = phi i64 [ 0, %k.body ], [ %103, %j.latch.1 ]
	%60 = icmp ult i64 %j.it.1, %59
	br i1 %60, label %j.body.1, label %j.exit.1

j.body.1:
	%61 = add nsw i64 0, %j.it.1
	store i64 %61, i64* %j.addr.1
	%62 = load i64, i64* %i.addr
	%63 = load i64, i64* %j.addr.1
	%64 = mul nsw i64 %62, %c.shape1
	%65 = add nsw i64 %64, %63
	%66 = getelementptr inbounds double, double addrspace(1)* %c, i64 %65
	%67 = load double, double addrspace(1)* %66, align 8, !alias.scope !4
	%68 = load i64, i64* %j.addr.1
	%69 = load i64, i64* %k.addr
	%70 = mul nsw i64 %68, %a.shape1
	%71 = add nsw i64 %70, %69
	%72 = getelementptr inbounds double, double addrspace(1)* %a, i64 %71
	%73 = load double, double addrspace(1)* %72, align 8, !noalias !2, !invariant.load !5
	%74 = fmul double %73, %22
	%75 = load i64, i64* %i.addr
	%76 = load i64, i64* %k.addr
	%77 = mul nsw i64 %75, %b.shape1
	%78 = add nsw i64 %77, %76
	%79 = getelementptr inbounds double, double addrspace(1)* %b, i64 %78
	%80 = load double, double addrspace(1)* %79, align 8, !noalias !3, !invariant.load !5
	%81 = fmul double %74, %80
	%82 = fadd double %67, %81
	%83 = load i64, i64* %j.addr.1
	%84 = load i64, i64* %k.addr
	%85 = mul nsw i64 %83, %b.shape1
	%86 = add nsw i64 %85, %84
	%87 = getelementptr inbounds double, double addrspace(1)* %b, i64 %86
	%88 = load double, double addrspace(1)* %87, align 8, !noalias !3, !invariant.load !5
	%89 = fmul double %88, %22
	%90 = load i64, i64* %i.addr
	%91 = load i64, i64* %k.addr
	%92 = mul nsw i64 %90, %a.shape1
	%93 = add nsw i64 %92, %91
	%94 = getelementptr inbounds double, double addrspace(1)* %a, i64 %93
	%95 = load double, double addrspace(1)* %94, align 8, !noalias !2, !invariant.load !5
	%96 = fmul double %89, %95
	%97 = fadd double %82, %96
	%98 = load i64, i64* %i.addr
	%99 = load i64, i64* %j.addr.1
	%100 = mul nsw i64 %98, %c.shape1
	%101 = add nsw i64 %100, %99
	%102 = getelementptr inbounds double, double addrspace(1)* %c, i64 %101
	store double %97, double addrspace(1)* %102, align 8, !alias.scope !4
	br label %j.latch.1

j.latch.1:
	%103 = add nuw i64 %j.it.1, 1
	br label %j.head.1

j.exit.1:
	br label %k.latch

k.latch:
	%104 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	br label %i.latch

i.latch:
	%105 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
