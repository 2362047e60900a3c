; alpyna module seidel_2d_l14
source_filename = "benchmarks/seidel_2d.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @seidel_2d_l17(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%t.addr = alloca i64
	store i64 0, i64* %t.addr
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%7 = zext i32 %6 to i64
	%8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%9 = zext i32 %8 to i64
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%11 = zext i32 %10 to i64
	%12 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%tsteps = load i64, i64 addrspace(1)* %12, align 8, !invariant.load !0
	%13 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %13, align 8, !invariant.load !0
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%A.shape1 = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !0
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%A.data = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !0
	%A = inttoptr i64 %A.data to double addrspace(1)*
	br label %start

start:
	%16 = icmp ne i64 %1, 0
	%17 = icmp ne i64 %3, 0
	%18 = or i1 %16, %17
	%19 = icmp ne i64 %5, 0
	%20 = or i1 %18, %19
	%21 = icmp ne i64 %7, 0
	%22 = or i1 %20, %21
	%23 = icmp ne i64 %9, 0
	%24 = or i1 %22, %23
	%25 = icmp ne i64 %11, 0
	%26 = or i1 %24, %25
	br i1 %26, label %idle, label %run

idle:
	ret void

run:
	%27 = icmp slt i64 0, %tsteps
	%28 = sub i64 %tsteps, 0
	%29 = select i1 %27, i64 %28, i64 0
	br label %t.head

t.head:
	%t.it = phi i64 [ 0, %run ], [ %126, %t.latch ]
	%30 = icmp ult i64 %t.it, %29
	br i1 %30, label %t.body, label %t.exit

t.body:
	%31 = add nsw i64 0, %t.it
	store i64 %31, i64* %t.addr
	%32 = sub nsw i64 %n, 1
	%33 = icmp slt i64 1, %32
	%34 = sub i64 %32, 1
	%35 = select i1 %33, i64 %34, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ 0, %t.body ], [ %125, %i.latch ]
	%36 = icmp ult i64 %i.it, %35
	br i1 %36, label %i.body, label %i.exit

i.body:
	%37 = add nsw i64 1, %i.it
	store i64 %37, i64* %i.addr
	%38 = sub nsw i64 %n, 1
	%39 = icmp slt i64 1, %38
	%40 = sub i64 %38, 1
	%41 = select i1 %39, i64 %40, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %124, %j.latch ]
	%42 = icmp ult i64 %j.it, %41
	br i1 %42, label %j.body, label %j.exit

j.body:
	%43 = add nsw i64 1, %j.it
	store i64 %43, i64* %j.addr
	%44 = load i64, i64* %i.addr
	%45 = sub nsw i64 %44, 1
	%46 = load i64, i64* %j.addr
	%47 = sub nsw i64 %46, 1
	%48 = mul nsw i64 %45, %A.shape1
	%49 = add nsw i64 %48, %47
	%50 = getelementptr inbounds double, double addrspace(1)* %A, i64 %49
	%51 = load double, double addrspace(1)* %50, align 8
	%52 = load i64, i64* %i.addr
	%53 = sub nsw i64 %52, 1
	%54 = load i64, i64* %j.addr
	%55 = mul nsw i64 %53, %A.shape1
	%56 = add nsw i64 %55, %54
	%57 = getelementptr inbounds double, double addrspace(1)* %A, i64 %56
	%58 = load double, double addrspace(1)* %57, align 8
	%59 = fadd double %51, %58
	%60 = load i64, i64* %i.addr
	%61 = sub nsw i64 %60, 1
	%62 = load i64, i64* %j.addr
	%63 = add nsw i64 %62, 1
	%64 = mul nsw i64 %61, %A.shape1
	%65 = add nsw i64 %64, %63
	%66 = getelementptr inbounds double, double addrspace(1)* %A, i64 %65
	%67 = load double, double addrspace(1)* %66, align 8
	%68 = fadd double %59, %67
	%69 = load i64, i64* %i.addr
	%70 = load i64, i64* %j.addr
	%71 = sub nsw i64 %70, 1
	%72 = mul nsw i64 %69, %A.shape1
	%73 = add nsw i64 %72, %71
	%74 = getelementptr inbounds double, double addrspace(1)* %A, i64 %73
	%75 = load double, double addrspace(1)* %74, align 8
	%76 = fadd double %68, %75
	%77 = load i64, i64* %i.addr
	%78 = load i64, i64* %j.addr
	%79 = mul nsw i64 %77, %A.shape1
	%80 = add nsw i64 %79, %78
	%81 = getelementptr inbounds double, double addrspace(1)* %A, i64 %80
	%82 = load double, double addrspace(1)* %81, align 8
	%83 = fadd double %76, %82
	%84 = load i64, i64* %i.addr
	%85 = load i64, i64* %j.addr
	%86 = add nsw i64 %85, 1
	%87 = mul nsw i64 %84, %A.shape1
	%88 = add nsw i64 %87, %86
	%89 = getelementptr inbounds double, double addrspace(1)* %A, i64 %88
	%90 = load double, double addrspace(1)* %89, align 8
	%91 = fadd double %83, %90
	%92 = load i64, i64* %i.addr
	%93 = add nsw i64 %92, 1
	%94 = load i64, i64* %j.addr
	%95 = sub nsw i64 %94, 1
	%96 = mul nsw i64 %93, %A.shape1
	%97 = add nsw i64 %96, %95
	%98 = getelementptr inbounds double, double addrspace(1)* %A, i64 %97
	%99 = load double, double addrspace(1)* %98, align 8
	%100 = fadd double %91, %99
	%101 = load i64, i64* %i.addr
	%102 = add nsw i64 %101, 1
	%103 = load i64, i64* %j.addr
	%104 = mul nsw i64 %102, %A.shape1
	%105 = add nsw i64 %104, %103
	%106 = getelementptr inbounds double, double addrspace(1)* %A, i64 %105
	%107 = load double, double addrspace(1)* %106, align 8
	%108 = fadd double %100, %107
	%109 = load i64, i64* %i.addr
	%110 = add nsw i64 %109, 1
	%111 = load i64, i64* %j.addr
	%112 = add nsw i64 %111, 1
	%113 = mul nsw i64 %110, %A.shape1
	%114 = add nsw i64 %113, %112
	%115 = getelementptr inbounds double, double addrspace(1)* %A, i64 %114
	%116 = load double, double addrspace(1)* %115, align 8
	%117 = fadd double %108, %116
	%118 = fdiv double %117, 9.0
	%119 = load i64, i64* %i.addr
	%120 = load i64, i64* %j.addr
	%121 = mul nsw i64 %119, %A.shape1
	%122 = add nsw i64 %121, %120
	%123 = getelementptr inbounds double, double addrspace(1)* %A, i64 %122
	store double %118, double addrspace(1)* %123, align 8
	br label %j.latch

j.latch:
	%124 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%125 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	br label %t.latch

t.latch:
	%126 = add nuw i64 %t.it, 1
	br label %t.head

t.exit:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone willreturn

!nvvm.annotations = !{!1}

!0 = !{}
!1 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @seidel_2d_l17, !"kernel", i32 1}
