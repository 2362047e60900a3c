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
	%nedges = load i64, i64 addrspace(1)* %12, align 8, !invariant.load !7
	%13 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%w.data = load i64, i64 addrspace(1)* %13, align 8, !invariant.load !7
	%w = inttoptr i64 %w.data to double addrspace(1)*
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%right.data = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !7
	%right = inttoptr i64 %right.data to i64 addrspace(1)*
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%x.shape0 = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !7
	%16 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%x.data = load i64, i64 addrspace(1)* %16, align 8, !invariant.load !7
	%x = inttoptr i64 %x.data to double addrspace(1)*
	%17 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%left.data = load i64, i64 addrspace(1)* %17, align 8, !invariant.load !7
	%left = inttoptr i64 %left.data to i64 addrspace(1)*
	%18 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%res.shape0 = load i64, i64 addrspace(1)* %18, align 8, !invariant.load !7
	%19 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%res.data = load i64, i64 addrspace(1)* %19, align 8, !invariant.load !7
	%res = inttoptr i64 %res.data to double addrspace(1)*
	br label %start

start:
	%20 = icmp ne i64 %1, 0
	%21 = icmp ne i64 %3, 0
	%22 = or i1 %20, %21
	%23 = icmp ne i64 %5, 0
	%24 = or i1 %22, %23
	%25 = icmp ne i64 %7, 0
	%26 = or i1 %24, %25
	%27 = icmp ne i64 %9, 0
	%28 = or i1 %26, %27
	%29 = icmp ne i64 %11, 0
	%30 = or i1 %28, %29
	br i1 %30, label %idle, label %run

idle:
	ret void

run:
	%31 = icmp slt i64 0, %nedges
	%32 = sub i64 %nedges, 0
	%33 = select i1 %31, i64 %32, i64 0
	br label %e.head

e.head:
	%e.it = phi i64 [ 0, %run ], [ %98, %e.latch ]
	%34 = icmp ult i64 %e.it, %33
	br i1 %34, label %e.body, label %e.exit

e.body:
	%35 = add nsw i64 0, %e.it
	store i64 %35, i64* %e.addr
	%36 = load i64, i64* %e.addr
	%37 = getelementptr inbounds double, double addrspace(1)* %w, i64 %36
	%38 = load double, double addrspace(1)* %37, align 8, !noalias !5, !invariant.load !7
	%39 = load i64, i64* %e.addr
	%40 = getelementptr inbounds i64, i64 addrspace(1)* %right, i64 %39
	%41 = load i64, i64 addrspace(1)* %40, align 8, !noalias !4, !invariant.load !7
	%42 = icmp slt i64 %41, 0
	%43 = add nsw i64 %41, %x.shape0
	%44 = select i1 %42, i64 %43, i64 %41
	%45 = icmp uge i64 %44, %x.shape0
	br i1 %45, label %fail.IndexError, label %ok, !prof !8

fail.IndexError:
	%46 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 1 monotonic monotonic
	ret void

ok:
	%47 = getelementptr inbounds double, double addrspace(1)* %x, i64 %44
	%48 = load double, double addrspace(1)* %47, align 8, !noalias !6, !invariant.load !7
	%49 = load i64, i64* %e.addr
	%50 = getelementptr inbounds i64, i64 addrspace(1)* %left, i64 %49
	%51 = load i64, i64 addrspace(1)* %50, align 8, !noalias !2, !invariant.load !7
	%52 = icmp slt i64 %51, 0
	%53 = add nsw i64 %51, %x.shape0
	%54 = select i1 %52, i64 %53, i64 %51
	%55 = icmp uge i64 %54, %x.shape0
	br i1 %55, label %fail.IndexError, label %ok.1, !prof !8

ok.1:
	%56 = getelementptr inbounds double, double addrspace(1)* %x, i64 %54
	%57 = load double, double addrspace(1)* %56, align 8, !noalias !6, !invariant.load !7
	%58 = fsub double %48, %57
	%59 = fmul double %38, %58
	store double %59, double* %f.addr
	%60 = load i64, i64* %e.addr
	%61 = getelementptr inbounds i64, i64 addrspace(1)* %left, i64 %60
	%62 = load i64, i64 addrspace(1)* %61, align 8, !noalias !2, !invariant.load !7
	%63 = icmp slt i64 %62, 0
	%64 = add nsw i64 %62, %res.shape0
	%65 = select i1 %63, i64 %64, i64 %62
	%66 = icmp uge i64 %65, %res.shape0
	br i1 %66, label %fail.IndexError, label %ok.2, !prof !8

ok.2:
	%67 = getelementptr inbounds double, double addrspace(1)* %res, i64 %65
	%68 = load double, double addrspace(1)* %67, align 8, !alias.scope !3
	%69 = load double, double* %f.addr
	%70 = fadd double %68, %69
	%71 = load i64, i64* %e.addr
	%72 = getelementptr inbounds i64, i64 addrspace(1)* %left, i64 %71
	%73 = load i64, i64 addrspace(1)* %72, align 8, !noalias !2, !invariant.load !7
	%74 = icmp slt i64 %73, 0
	%75 = add nsw i64 %73, %res.shape0
	%76 = select i1 %74, i64 %75, i64 %73
	%77 = icmp uge i64 %76, %res.shape0
	br i1 %77, label %fail.IndexError, label %ok.3, !prof !8

ok.3:
	%78 = getelementptr inbounds double, double addrspace(1)* %res, i64 %76
	store double %70, double addrspace(1)* %78, align 8, !alias.scope !3
	%79 = load i64, i64* %e.addr
	%80 = getelementptr inbounds i64, i64 addrspace(1)* %right, i64 %79
	%81 = load i64, i64 addrspace(1)* %80, align 8, !noalias !4, !invariant.load !7
	%82 = icmp slt i64 %81, 0
	%83 = add nsw i64 %81, %res.shape0
	%84 = select i1 %82, i64 %83, i64 %81
	%85 = icmp uge i64 %84, %res.shape0
	br i1 %85, label %fail.IndexError, label %ok.4, !prof !8

ok.4:
	%86 = getelementptr inbounds double, double addrspace(1)* %res, i64 %84
	%87 = load double, double addrspace(1)* %86, align 8, !alias.scope !3
	%88 = load double, double* %f.addr
	%89 = fsub double %87, %88
	%90 = load i64, i64* %e.addr
	%91 = getelementptr inbounds i64, i64 addrspace(1)* %right, i64 %90
	%92 = load i64, i64 addrspace(1)* %91, align 8, !noalias !4, !invariant.load !7
	%93 = icmp slt i64 %92, 0
	%94 = add nsw i64 %92, %res.shape0
	%95 = select i1 %93, i64 %94, i64 %92
	%96 = icmp uge i64 %95, %res.shape0
	br i1 %96, label %fail.IndexError, label %ok.5, !prof !8

ok.5:
	%97 = getelementptr inbounds double, double addrspace(1)* %res, i64 %95
	store double %89, double addrspace(1)* %97, align 8, !alias.scope !3
	br label %e.latch

e.latch:
	%98 = add nuw i64 %e.it, 1
	br label %e.head

e.exit:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone willreturn

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
