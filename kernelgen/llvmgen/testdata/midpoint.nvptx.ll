; alpyna module midpoint_l21
source_filename = "benchmarks/midpoint.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @midpoint_l22(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%c.addr = alloca i64
	store i64 0, i64* %c.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%ncells = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !5
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
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%c2v.shape1 = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !5
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%c2v.data = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !5
	%c2v = inttoptr i64 %c2v.data to i64 addrspace(1)*
	%24 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%coords.shape0 = load i64, i64 addrspace(1)* %24, align 8, !invariant.load !5
	%25 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%coords.shape1 = load i64, i64 addrspace(1)* %25, align 8, !invariant.load !5
	%26 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%coords.data = load i64, i64 addrspace(1)* %26, align 8, !invariant.load !5
	%coords = inttoptr i64 %coords.data to double addrspace(1)*
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%mid.shape1 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !5
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%mid.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !5
	%mid = inttoptr i64 %mid.data to double addrspace(1)*
	br label %start

start:
	%29 = icmp ne i64 %1, 0
	%30 = icmp ne i64 %3, 0
	%31 = or i1 %29, %30
	%32 = icmp ne i64 %5, 0
	%33 = or i1 %31, %32
	%34 = icmp ne i64 %7, 0
	%35 = or i1 %33, %34
	br i1 %35, label %idle, label %run

idle:
	ret void

run:
	%36 = icmp slt i64 0, %ncells
	%37 = sub i64 %ncells, 0
	%38 = select i1 %36, i64 %37, i64 0
	br label %c.head

c.head:
	%c.it = phi i64 [ %16, %run ], [ %134, %c.latch ]
	%39 = icmp ult i64 %c.it, %38
	br i1 %39, label %c.body, label %c.exit

c.body:
	%40 = add nsw i64 0, %c.it
	store i64 %40, i64* %c.addr
	%41 = load i64, i64* %c.addr
	%42 = mul nsw i64 %41, %c2v.shape1
	%43 = add nsw i64 %42, 0
	%44 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %43
	%45 = load i64, i64 addrspace(1)* %44, align 8, !noalias !2, !invariant.load !5
	%46 = icmp slt i64 %45, 0
	%47 = add nsw i64 %45, %coords.shape0
	%48 = select i1 %46, i64 %47, i64 %45
	%49 = icmp uge i64 %48, %coords.shape0
	br i1 %49, label %fail.IndexError, label %ok, !prof !6

fail.IndexError:
	%50 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 1 monotonic monotonic
	ret void

ok:
	%51 = mul nsw i64 %48, %coords.shape1
	%52 = add nsw i64 %51, 0
	%53 = getelementptr inbounds double, double addrspace(1)* %coords, i64 %52
	%54 = load double, double addrspace(1)* %53, align 8, !noalias !3, !invariant.load !5
	%55 = load i64, i64* %c.addr
	%56 = mul nsw i64 %55, %c2v.shape1
	%57 = add nsw i64 %56, 1
	%58 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %57
	%59 = load i64, i64 addrspace(1)* %58, align 8, !noalias !2, !invariant.load !5
	%60 = icmp slt i64 %59, 0
	%61 = add nsw i64 %59, %coords.shape0
	%62 = select i1 %60, i64 %61, i64 %59
	%63 = icmp uge i64 %62, %coords.shape0
	br i1 %63, label %fail.IndexError, label %ok.1, !prof !6

ok.1:
	%64 = mul nsw i64 %62, %coords.shape1
	%65 = add nsw i64 %64, 0
	%66 = getelementptr inbounds double, double addrspace(1)* %coords, i64 %65
	%67 = load double, double addrspace(1)* %66, align 8, !noalias !3, !invariant.load !5
	%68 = fadd double %54, %67
	%69 = load i64, i64* %c.addr
	%70 = mul nsw i64 %69, %c2v.shape1
	%71 = add nsw i64 %70, 2
	%72 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %71
	%73 = load i64, i64 addrspace(1)* %72, align 8, !noalias !2, !invariant.load !5
	%74 = icmp slt i64 %73, 0
	%75 = add nsw i64 %73, %coords.shape0
	%76 = select i1 %74, i64 %75, i64 %73
	%77 = icmp uge i64 %76, %coords.shape0
	br i1 %77, label %fail.IndexError, label %ok.2, !prof !6

ok.2:
	%78 = mul nsw i64 %76, %coords.shape1
	%79 = add nsw i64 %78, 0
	%80 = getelementptr inbounds double, double addrspace(1)* %coords, i64 %79
	%81 = load double, double addrspace(1)* %80, align 8, !noalias !3, !invariant.load !5
	%82 = fadd double %68, %81
	%83 = fdiv double %82, 3.0
	%84 = load i64, i64* %c.addr
	%85 = mul nsw i64 %84, %mid.shape1
	%86 = add nsw i64 %85, 0
	%87 = getelementptr inbounds double, double addrspace(1)* %mid, i64 %86
	store double %83, double addrspace(1)* %87, align 8, !alias.scope !4
	%88 = load i64, i64* %c.addr
	%89 = mul nsw i64 %88, %c2v.shape1
	%90 = add nsw i64 %89, 0
	%91 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %90
	%92 = load i64, i64 addrspace(1)* %91, align 8, !noalias !2, !invariant.load !5
	%93 = icmp slt i64 %92, 0
	%94 = add nsw i64 %92, %coords.shape0
	%95 = select i1 %93, i64 %94, i64 %92
	%96 = icmp uge i64 %95, %coords.shape0
	br i1 %96, label %fail.IndexError, label %ok.3, !prof !6

ok.3:
	%97 = mul nsw i64 %95, %coords.shape1
	%98 = add nsw i64 %97, 1
	%99 = getelementptr inbounds double, double addrspace(1)* %coords, i64 %98
	%100 = load double, double addrspace(1)* %99, align 8, !noalias !3, !invariant.load !5
	%101 = load i64, i64* %c.addr
	%102 = mul nsw i64 %101, %c2v.shape1
	%103 = add nsw i64 %102, 1
	%104 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %103
	%105 = load i64, i64 addrspace(1)* %104, align 8, !noalias !2, !invariant.load !5
	%106 = icmp slt i64 %105, 0
	%107 = add nsw i64 %105, %coords.shape0
	%108 = select i1 %106, i64 %107, i64 %105
	%109 = icmp uge i64 %108, %coords.shape0
	br i1 %109, label %fail.IndexError, label %ok.4, !prof !6

ok.4:
	%110 = mul nsw i64 %108, %coords.shape1
	%111 = add nsw i64 %110, 1
	%112 = getelementptr inbounds double, double addrspace(1)* %coords, i64 %111
	%113 = load double, double addrspace(1)* %112, align 8, !noalias !3, !invariant.load !5
	%114 = fadd double %100, %113
	%115 = load i64, i64* %c.addr
	%116 = mul nsw i64 %115, %c2v.shape1
	%117 = add nsw i64 %116, 2
	%118 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %117
	%119 = load i64, i64 addrspace(1)* %118, align 8, !noalias !2, !invariant.load !5
	%120 = icmp slt i64 %119, 0
	%121 = add nsw i64 %119, %coords.shape0
	%122 = select i1 %120, i64 %121, i64 %119
	%123 = icmp uge i64 %122, %coords.shape0
	br i1 %123, label %fail.IndexError, label %ok.5, !prof !6

ok.5:
	%124 = mul nsw i64 %122, %coords.shape1
	%125 = add nsw i64 %124, 1
	%126 = getelementptr inbounds double, double addrspace(1)* %coords, i64 %125
	%127 = load double, double addrspace(1)* %126, align 8, !noalias !3, !invariant.load !5
	%128 = fadd double %114, %127
	%129 = fdiv double %128, 3.0
	%130 = load i64, i64* %c.addr
	%131 = mul nsw i64 %130, %mid.shape1
	%132 = add nsw i64 %131, 1
	%133 = getelementptr inbounds double, double addrspace(1)* %mid, i64 %132
	store double %129, double addrspace(1)* %133, align 8, !alias.scope !4
	br label %c.latch

c.latch:
	%134 = add i64 %c.it, %21
	br label %c.head

c.exit:
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

!nvvm.annotations = !{!7}

!0 = distinct !{!0, !"alpyna midpoint_l21"}
!1 = distinct !{!1, !0, !"mid"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{!"branch_weights", i32 1, i32 2000}
!7 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @midpoint_l22, !"kernel", i32 1}
