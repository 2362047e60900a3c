; alpyna module flux_l27
source_filename = "benchmarks/edge_flux.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @flux_l28(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%e.addr = alloca i64
	store i64 0, i64* %e.addr
	%f.addr = alloca double
	store double 0.0, double* %f.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%nedges = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !7
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
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%w.data = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !7
	%w = inttoptr i64 %w.data to double addrspace(1)*
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%right.data = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !7
	%right = inttoptr i64 %right.data to i64 addrspace(1)*
	%24 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%x.shape0 = load i64, i64 addrspace(1)* %24, align 8, !invariant.load !7
	%25 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%x.data = load i64, i64 addrspace(1)* %25, align 8, !invariant.load !7
	%x = inttoptr i64 %x.data to double addrspace(1)*
	%26 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%left.data = load i64, i64 addrspace(1)* %26, align 8, !invariant.load !7
	%left = inttoptr i64 %left.data to i64 addrspace(1)*
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%res.shape0 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !7
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%res.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !7
	%res = inttoptr i64 %res.data to double addrspace(1)*
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
	%36 = icmp slt i64 0, %nedges
	%37 = sub i64 %nedges, 0
	%38 = select i1 %36, i64 %37, i64 0
	br label %e.head

e.head:
	%e.it = phi i64 [ %16, %run ], [ %103, %e.latch ]
	%39 = icmp ult i64 %e.it, %38
	br i1 %39, label %e.body, label %e.exit

e.body:
	%40 = add nsw i64 0, %e.it
	store i64 %40, i64* %e.addr
	%41 = load i64, i64* %e.addr
	%42 = getelementptr inbounds double, double addrspace(1)* %w, i64 %41
	%43 = load double, double addrspace(1)* %42, align 8, !noalias !5, !invariant.load !7
	%44 = load i64, i64* %e.addr
	%45 = getelementptr inbounds i64, i64 addrspace(1)* %right, i64 %44
	%46 = load i64, i64 addrspace(1)* %45, align 8, !noalias !4, !invariant.load !7
	%47 = icmp slt i64 %46, 0
	%48 = add nsw i64 %46, %x.shape0
	%49 = select i1 %47, i64 %48, i64 %46
	%50 = icmp uge i64 %49, %x.shape0
	br i1 %50, label %fail.IndexError, label %ok, !prof !8

fail.IndexError:
	%51 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 1 monotonic monotonic
	ret void

ok:
	%52 = getelementptr inbounds double, double addrspace(1)* %x, i64 %49
	%53 = load double, double addrspace(1)* %52, align 8, !noalias !6, !invariant.load !7
	%54 = load i64, i64* %e.addr
	%55 = getelementptr inbounds i64, i64 addrspace(1)* %left, i64 %54
	%56 = load i64, i64 addrspace(1)* %55, align 8, !noalias !2, !invariant.load !7
	%57 = icmp slt i64 %56, 0
	%58 = add nsw i64 %56, %x.shape0
	%59 = select i1 %57, i64 %58, i64 %56
	%60 = icmp uge i64 %59, %x.shape0
	br i1 %60, label %fail.IndexError, label %ok.1, !prof !8

ok.1:
	%61 = getelementptr inbounds double, double addrspace(1)* %x, i64 %59
	%62 = load double, double addrspace(1)* %61, align 8, !noalias !6, !invariant.load !7
	%63 = fsub double %53, %62
	%64 = fmul double %43, %63
	store double %64, double* %f.addr
	%65 = load i64, i64* %e.addr
	%66 = getelementptr inbounds i64, i64 addrspace(1)* %left, i64 %65
	%67 = load i64, i64 addrspace(1)* %66, align 8, !noalias !2, !invariant.load !7
	%68 = icmp slt i64 %67, 0
	%69 = add nsw i64 %67, %res.shape0
	%70 = select i1 %68, i64 %69, i64 %67
	%71 = icmp uge i64 %70, %res.shape0
	br i1 %71, label %fail.IndexError, label %ok.2, !prof !8

ok.2:
	%72 = getelementptr inbounds double, double addrspace(1)* %res, i64 %70
	%73 = load double, double addrspace(1)* %72, align 8, !alias.scope !3
	%74 = load double, double* %f.addr
	%75 = fadd double %73, %74
	%76 = load i64, i64* %e.addr
	%77 = getelementptr inbounds i64, i64 addrspace(1)* %left, i64 %76
	%78 = load i64, i64 addrspace(1)* %77, align 8, !noalias !2, !invariant.load !7
	%79 = icmp slt i64 %78, 0
	%80 = add nsw i64 %78, %res.shape0
	%81 = select i1 %79, i64 %80, i64 %78
	%82 = icmp uge i64 %81, %res.shape0
	br i1 %82, label %fail.IndexError, label %ok.3, !prof !8

ok.3:
	%83 = getelementptr inbounds double, double addrspace(1)* %res, i64 %81
	store double %75, double addrspace(1)* %83, align 8, !alias.scope !3
	%84 = load i64, i64* %e.addr
	%85 = getelementptr inbounds i64, i64 addrspace(1)* %right, i64 %84
	%86 = load i64, i64 addrspace(1)* %85, align 8, !noalias !4, !invariant.load !7
	%87 = icmp slt i64 %86, 0
	%88 = add nsw i64 %86, %res.shape0
	%89 = select i1 %87, i64 %88, i64 %86
	%90 = icmp uge i64 %89, %res.shape0
	br i1 %90, label %fail.IndexError, label %ok.4, !prof !8

ok.4:
	%91 = getelementptr inbounds double, double addrspace(1)* %res, i64 %89
	%92 = load double, double addrspace(1)* %91, align 8, !alias.scope !3
	%93 = load double, double* %f.addr
	%94 = fsub double %92, %93
	%95 = load i64, i64* %e.addr
	%96 = getelementptr inbounds i64, i64 addrspace(1)* %right, i64 %95
	%97 = load i64, i64 addrspace(1)* %96, align 8, !noalias !4, !invariant.load !7
	%98 = icmp slt i64 %97, 0
	%99 = add nsw i64 %97, %res.shape0
	%100 = select i1 %98, i64 %99, i64 %97
	%101 = icmp uge i64 %100, %res.shape0
	br i1 %101, label %fail.IndexError, label %ok.5, !prof !8

ok.5:
	%102 = getelementptr inbounds double, double addrspace(1)* %res, i64 %100
	store double %94, double addrspace(1)* %102, align 8, !alias.scope !3
	br label %e.latch

e.latch:
	%103 = add i64 %e.it, %21
	br label %e.head

e.exit:
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

!nvvm.annotations = !{!9}

!0 = distinct !{!0, !"alpyna flux_l27"}
!1 = distinct !{!1, !0, !"res"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{!1}
!6 = !{!1}
!7 = !{}
!8 = !{!"branch_weights", i32 1, i32 2000}
!9 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @flux_l28, !"kernel", i32 1}
; alpyna module update_l38
source_filename = "benchmarks/edge_flux.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @update_l39(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%v.addr = alloca i64
	store i64 0, i64* %v.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%nverts = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !7
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
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%x.data = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !7
	%x = inttoptr i64 %x.data to double addrspace(1)*
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%dt = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !7
	%24 = bitcast i64 %dt to double
	%25 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%res.data = load i64, i64 addrspace(1)* %25, align 8, !invariant.load !7
	%res = inttoptr i64 %res.data to double addrspace(1)*
	br label %start

start:
	%26 = icmp ne i64 %1, 0
	%27 = icmp ne i64 %3, 0
	%28 = or i1 %26, %27
	%29 = icmp ne i64 %5, 0
	%30 = or i1 %28, %29
	%31 = icmp ne i64 %7, 0
	%32 = or i1 %30, %31
	br i1 %32, label %idle, label %run

idle:
	ret void

run:
	%33 = icmp slt i64 0, %nverts
	%34 = sub i64 %nverts, 0
	%35 = select i1 %33, i64 %34, i64 0
	br label %v.head

v.head:
	%v.it = phi i64 [ %16, %run ], [ %50, %v.latch ]
	%36 = icmp ult i64 %v.it, %35
	br i1 %36, label %v.body, label %v.exit

v.body:
	%37 = add nsw i64 0, %v.it
	store i64 %37, i64* %v.addr
	%38 = load i64, i64* %v.addr
	%39 = getelementptr inbounds double, double addrspace(1)* %x, i64 %38
	%40 = load double, double addrspace(1)* %39, align 8, !alias.scope !5, !noalias !6
	%41 = load i64, i64* %v.addr
	%42 = getelementptr inbounds double, double addrspace(1)* %res, i64 %41
	%43 = load double, double addrspace(1)* %42, align 8, !alias.scope !3, !noalias !4
	%44 = fmul double %24, %43
	%45 = fadd double %40, %44
	%46 = load i64, i64* %v.addr
	%47 = getelementptr inbounds double, double addrspace(1)* %x, i64 %46
	store double %45, double addrspace(1)* %47, align 8, !alias.scope !5, !noalias !6
	%48 = load i64, i64* %v.addr
	%49 = getelementptr inbounds double, double addrspace(1)* %res, i64 %48
	store double 0.0, double addrspace(1)* %49, align 8, !alias.scope !3, !noalias !4
	br label %v.latch

v.latch:
	%50 = add i64 %v.it, %21
	br label %v.head

v.exit:
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

!nvvm.annotations = !{!8}

!0 = distinct !{!0, !"alpyna update_l38"}
!1 = distinct !{!1, !0, !"res"}
!2 = distinct !{!2, !0, !"x"}
!3 = !{!1}
!4 = !{!2}
!5 = !{!2}
!6 = !{!1}
!7 = !{}
!8 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @update_l39, !"kernel", i32 1}
