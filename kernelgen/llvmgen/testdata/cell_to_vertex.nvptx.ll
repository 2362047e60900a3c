; alpyna module areas_l29
source_filename = "benchmarks/cell_to_vertex.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @areas_l30(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%ncells = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !6
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
	%c2v.shape1 = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !6
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%c2v.data = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !6
	%c2v = inttoptr i64 %c2v.data to i64 addrspace(1)*
	%24 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%px.shape0 = load i64, i64 addrspace(1)* %24, align 8, !invariant.load !6
	%25 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%px.data = load i64, i64 addrspace(1)* %25, align 8, !invariant.load !6
	%px = inttoptr i64 %px.data to double addrspace(1)*
	%26 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%py.shape0 = load i64, i64 addrspace(1)* %26, align 8, !invariant.load !6
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%py.data = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !6
	%py = inttoptr i64 %py.data to double addrspace(1)*
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 8
	%w.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !6
	%w = inttoptr i64 %w.data to double addrspace(1)*
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
	%c.it = phi i64 [ %16, %run ], [ %141, %c.latch ]
	%39 = icmp ult i64 %c.it, %38
	br i1 %39, label %c.body, label %c.exit

c.body:
	%40 = add nsw i64 0, %c.it
	store i64 %40, i64* %c.addr
	%41 = load i64, i64* %c.addr
	%42 = mul nsw i64 %41, %c2v.shape1
	%43 = add nsw i64 %42, 1
	%44 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %43
	%45 = load i64, i64 addrspace(1)* %44, align 8, !noalias !2, !invariant.load !6
	%46 = icmp slt i64 %45, 0
	%47 = add nsw i64 %45, %px.shape0
	%48 = select i1 %46, i64 %47, i64 %45
	%49 = icmp uge i64 %48, %px.shape0
	br i1 %49, label %fail.IndexError, label %ok, !prof !7

fail.IndexError:
	%50 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 1 monotonic monotonic
	ret void

ok:
	%51 = getelementptr inbounds double, double addrspace(1)* %px, i64 %48
	%52 = load double, double addrspace(1)* %51, align 8, !noalias !3, !invariant.load !6
	%53 = load i64, i64* %c.addr
	%54 = mul nsw i64 %53, %c2v.shape1
	%55 = add nsw i64 %54, 0
	%56 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %55
	%57 = load i64, i64 addrspace(1)* %56, align 8, !noalias !2, !invariant.load !6
	%58 = icmp slt i64 %57, 0
	%59 = add nsw i64 %57, %px.shape0
	%60 = select i1 %58, i64 %59, i64 %57
	%61 = icmp uge i64 %60, %px.shape0
	br i1 %61, label %fail.IndexError, label %ok.1, !prof !7

ok.1:
	%62 = getelementptr inbounds double, double addrspace(1)* %px, i64 %60
	%63 = load double, double addrspace(1)* %62, align 8, !noalias !3, !invariant.load !6
	%64 = fsub double %52, %63
	%65 = load i64, i64* %c.addr
	%66 = mul nsw i64 %65, %c2v.shape1
	%67 = add nsw i64 %66, 2
	%68 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %67
	%69 = load i64, i64 addrspace(1)* %68, align 8, !noalias !2, !invariant.load !6
	%70 = icmp slt i64 %69, 0
	%71 = add nsw i64 %69, %py.shape0
	%72 = select i1 %70, i64 %71, i64 %69
	%73 = icmp uge i64 %72, %py.shape0
	br i1 %73, label %fail.IndexError, label %ok.2, !prof !7

ok.2:
	%74 = getelementptr inbounds double, double addrspace(1)* %py, i64 %72
	%75 = load double, double addrspace(1)* %74, align 8, !noalias !4, !invariant.load !6
	%76 = load i64, i64* %c.addr
	%77 = mul nsw i64 %76, %c2v.shape1
	%78 = add nsw i64 %77, 0
	%79 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %78
	%80 = load i64, i64 addrspace(1)* %79, align 8, !noalias !2, !invariant.load !6
	%81 = icmp slt i64 %80, 0
	%82 = add nsw i64 %80, %py.shape0
	%83 = select i1 %81, i64 %82, i64 %80
	%84 = icmp uge i64 %83, %py.shape0
	br i1 %84, label %fail.IndexError, label %ok.3, !prof !7

ok.3:
	%85 = getelementptr inbounds double, double addrspace(1)* %py, i64 %83
	%86 = load double, double addrspace(1)* %85, align 8, !noalias !4, !invariant.load !6
	%87 = fsub double %75, %86
	%88 = fmul double %64, %87
	%89 = load i64, i64* %c.addr
	%90 = mul nsw i64 %89, %c2v.shape1
	%91 = add nsw i64 %90, 2
	%92 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %91
	%93 = load i64, i64 addrspace(1)* %92, align 8, !noalias !2, !invariant.load !6
	%94 = icmp slt i64 %93, 0
	%95 = add nsw i64 %93, %px.shape0
	%96 = select i1 %94, i64 %95, i64 %93
	%97 = icmp uge i64 %96, %px.shape0
	br i1 %97, label %fail.IndexError, label %ok.4, !prof !7

ok.4:
	%98 = getelementptr inbounds double, double addrspace(1)* %px, i64 %96
	%99 = load double, double addrspace(1)* %98, align 8, !noalias !3, !invariant.load !6
	%100 = load i64, i64* %c.addr
	%101 = mul nsw i64 %100, %c2v.shape1
	%102 = add nsw i64 %101, 0
	%103 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %102
	%104 = load i64, i64 addrspace(1)* %103, align 8, !noalias !2, !invariant.load !6
	%105 = icmp slt i64 %104, 0
	%106 = add nsw i64 %104, %px.shape0
	%107 = select i1 %105, i64 %106, i64 %104
	%108 = icmp uge i64 %107, %px.shape0
	br i1 %108, label %fail.IndexError, label %ok.5, !prof !7

ok.5:
	%109 = getelementptr inbounds double, double addrspace(1)* %px, i64 %107
	%110 = load double, double addrspace(1)* %109, align 8, !noalias !3, !invariant.load !6
	%111 = fsub double %99, %110
	%112 = load i64, i64* %c.addr
	%113 = mul nsw i64 %112, %c2v.shape1
	%114 = add nsw i64 %113, 1
	%115 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %114
	%116 = load i64, i64 addrspace(1)* %115, align 8, !noalias !2, !invariant.load !6
	%117 = icmp slt i64 %116, 0
	%118 = add nsw i64 %116, %py.shape0
	%119 = select i1 %117, i64 %118, i64 %116
	%120 = icmp uge i64 %119, %py.shape0
	br i1 %120, label %fail.IndexError, label %ok.6, !prof !7

ok.6:
	%121 = getelementptr inbounds double, double addrspace(1)* %py, i64 %119
	%122 = load double, double addrspace(1)* %121, align 8, !noalias !4, !invariant.load !6
	%123 = load i64, i64* %c.addr
	%124 = mul nsw i64 %123, %c2v.shape1
	%125 = add nsw i64 %124, 0
	%126 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %125
	%127 = load i64, i64 addrspace(1)* %126, align 8, !noalias !2, !invariant.load !6
	%128 = icmp slt i64 %127, 0
	%129 = add nsw i64 %127, %py.shape0
	%130 = select i1 %128, i64 %129, i64 %127
	%131 = icmp uge i64 %130, %py.shape0
	br i1 %131, label %fail.IndexError, label %ok.7, !prof !7

ok.7:
	%132 = getelementptr inbounds double, double addrspace(1)* %py, i64 %130
	%133 = load double, double addrspace(1)* %132, align 8, !noalias !4, !invariant.load !6
	%134 = fsub double %122, %133
	%135 = fmul double %111, %134
	%136 = fsub double %88, %135
	%137 = call double @llvm.fabs.f64(double %136)
	%138 = fmul double 0.5, %137
	%139 = load i64, i64* %c.addr
	%140 = getelementptr inbounds double, double addrspace(1)* %w, i64 %139
	store double %138, double addrspace(1)* %140, align 8, !alias.scope !5
	br label %c.latch

c.latch:
	%141 = add i64 %c.it, %21
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

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

!nvvm.annotations = !{!8}

!0 = distinct !{!0, !"alpyna areas_l29"}
!1 = distinct !{!1, !0, !"w"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{!1}
!6 = !{}
!7 = !{!"branch_weights", i32 1, i32 2000}
!8 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @areas_l30, !"kernel", i32 1}
; alpyna module accumulate_l20
source_filename = "benchmarks/cell_to_vertex.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @accumulate_l22(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%c.addr = alloca i64
	store i64 0, i64* %c.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
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
	%12 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%ncells = load i64, i64 addrspace(1)* %12, align 8, !invariant.load !5
	%13 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%c2v.shape1 = load i64, i64 addrspace(1)* %13, align 8, !invariant.load !5
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%c2v.data = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !5
	%c2v = inttoptr i64 %c2v.data to i64 addrspace(1)*
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%acc.shape0 = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !5
	%16 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%acc.data = load i64, i64 addrspace(1)* %16, align 8, !invariant.load !5
	%acc = inttoptr i64 %acc.data to double addrspace(1)*
	%17 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%w.data = load i64, i64 addrspace(1)* %17, align 8, !invariant.load !5
	%w = inttoptr i64 %w.data to double addrspace(1)*
	br label %start

start:
	%18 = icmp ne i64 %1, 0
	%19 = icmp ne i64 %3, 0
	%20 = or i1 %18, %19
	%21 = icmp ne i64 %5, 0
	%22 = or i1 %20, %21
	%23 = icmp ne i64 %7, 0
	%24 = or i1 %22, %23
	%25 = icmp ne i64 %9, 0
	%26 = or i1 %24, %25
	%27 = icmp ne i64 %11, 0
	%28 = or i1 %26, %27
	br i1 %28, label %idle, label %run

idle:
	ret void

run:
	%29 = icmp slt i64 0, %ncells
	%30 = sub i64 %ncells, 0
	%31 = select i1 %29, i64 %30, i64 0
	br label %c.head

c.head:
	%c.it = phi i64 [ 0, %run ], [ %68, %c.latch ]
	%32 = icmp ult i64 %c.it, %31
	br i1 %32, label %c.body, label %c.exit

c.body:
	%33 = add nsw i64 0, %c.it
	store i64 %33, i64* %c.addr
	%34 = icmp slt i64 0, 3
	%35 = sub i64 3, 0
	%36 = select i1 %34, i64 %35, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %c.body ], [ %67, %k.latch ]
	%37 = icmp ult i64 %k.it, %36
	br i1 %37, label %k.body, label %k.exit

k.body:
	%38 = add nsw i64 0, %k.it
	store i64 %38, i64* %k.addr
	%39 = load i64, i64* %c.addr
	%40 = load i64, i64* %k.addr
	%41 = mul nsw i64 %39, %c2v.shape1
	%42 = add nsw i64 %41, %40
	%43 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %42
	%44 = load i64, i64 addrspace(1)* %43, align 8, !noalias !3, !invariant.load !5
	%45 = icmp slt i64 %44, 0
	%46 = add nsw i64 %44, %acc.shape0
	%47 = select i1 %45, i64 %46, i64 %44
	%48 = icmp uge i64 %47, %acc.shape0
	br i1 %48, label %fail.IndexError, label %ok, !prof !6

fail.IndexError:
	%49 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 1 monotonic monotonic
	ret void

ok:
	%50 = getelementptr inbounds double, double addrspace(1)* %acc, i64 %47
	%51 = load double, double addrspace(1)* %50, align 8, !alias.scope !2
	%52 = load i64, i64* %c.addr
	%53 = getelementptr inbounds double, double addrspace(1)* %w, i64 %52
	%54 = load double, double addrspace(1)* %53, align 8, !noalias !4, !invariant.load !5
	%55 = fadd double %51, %54
	%56 = load i64, i64* %c.addr
	%57 = load i64, i64* %k.addr
	%58 = mul nsw i64 %56, %c2v.shape1
	%59 = add nsw i64 %58, %57
	%60 = getelementptr inbounds i64, i64 addrspace(1)* %c2v, i64 %59
	%61 = load i64, i64 addrspace(1)* %60, align 8, !noalias !3, !invariant.load !5
	%62 = icmp slt i64 %61, 0
	%63 = add nsw i64 %61, %acc.shape0
	%64 = select i1 %62, i64 %63, i64 %61
	%65 = icmp uge i64 %64, %acc.shape0
	br i1 %65, label %fail.IndexError, label %ok.1, !prof !6

ok.1:
	%66 = getelementptr inbounds double, double addrspace(1)* %acc, i64 %64
	store double %55, double addrspace(1)* %66, align 8, !alias.scope !2
	br label %k.latch

k.latch:
	%67 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	br label %c.latch

c.latch:
	%68 = add nuw i64 %c.it, 1
	br label %c.head

c.exit:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone willreturn

!nvvm.annotations = !{!7}

!0 = distinct !{!0, !"alpyna accumulate_l20"}
!1 = distinct !{!1, !0, !"acc"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{!"branch_weights", i32 1, i32 2000}
!7 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @accumulate_l22, !"kernel", i32 1}
