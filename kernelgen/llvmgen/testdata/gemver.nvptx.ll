; alpyna module gemver_l16
source_filename = "benchmarks/gemver.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemver_l18(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !7
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
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%a.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !7
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%a.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !7
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%u1.data = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !7
	%u1 = inttoptr i64 %u1.data to double addrspace(1)*
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 8
	%v1.data = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !7
	%v1 = inttoptr i64 %v1.data to double addrspace(1)*
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%u2.data = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !7
	%u2 = inttoptr i64 %u2.data to double addrspace(1)*
	%36 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%v2.data = load i64, i64 addrspace(1)* %36, align 8, !invariant.load !7
	%v2 = inttoptr i64 %v2.data to double addrspace(1)*
	br label %start

start:
	%37 = icmp ne i64 %1, 0
	%38 = icmp ne i64 %3, 0
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
	%i.it = phi i64 [ %12, %run ], [ %78, %i.latch ]
	%43 = icmp ult i64 %i.it, %42
	br i1 %43, label %i.body, label %i.exit

i.body:
	%44 = add nsw i64 0, %i.it
	store i64 %44, i64* %i.addr
	%45 = icmp slt i64 0, %n
	%46 = sub i64 %n, 0
	%47 = select i1 %45, i64 %46, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %25, %i.body ], [ %77, %j.latch ]
	%48 = icmp ult i64 %j.it, %47
	br i1 %48, label %j.body, label %j.exit

j.body:
	%49 = add nsw i64 0, %j.it
	store i64 %49, i64* %j.addr
	%50 = load i64, i64* %i.addr
	%51 = load i64, i64* %j.addr
	%52 = mul nsw i64 %50, %a.shape1
	%53 = add nsw i64 %52, %51
	%54 = getelementptr inbounds double, double addrspace(1)* %a, i64 %53
	%55 = load double, double addrspace(1)* %54, align 8, !alias.scope !2
	%56 = load i64, i64* %i.addr
	%57 = getelementptr inbounds double, double addrspace(1)* %u1, i64 %56
	%58 = load double, double addrspace(1)* %57, align 8, !noalias !3, !invariant.load !7
	%59 = load i64, i64* %j.addr
	%60 = getelementptr inbounds double, double addrspace(1)* %v1, i64 %59
	%61 = load double, double addrspace(1)* %60, align 8, !noalias !5, !invariant.load !7
	%62 = fmul double %58, %61
	%63 = fadd double %55, %62
	%64 = load i64, i64* %i.addr
	%65 = getelementptr inbounds double, double addrspace(1)* %u2, i64 %64
	%66 = load double, double addrspace(1)* %65, align 8, !noalias !4, !invariant.load !7
	%67 = load i64, i64* %j.addr
	%68 = getelementptr inbounds double, double addrspace(1)* %v2, i64 %67
	%69 = load double, double addrspace(1)* %68, align 8, !noalias !6, !invariant.load !7
	%70 = fmul double %66, %69
	%71 = fadd double %63, %70
	%72 = load i64, i64* %i.addr
	%73 = load i64, i64* %j.addr
	%74 = mul nsw i64 %72, %a.shape1
	%75 = add nsw i64 %74, %73
	%76 = getelementptr inbounds double, double addrspace(1)* %a, i64 %75
	store double %71, double addrspace(1)* %76, align 8, !alias.scope !2
	br label %j.latch

j.latch:
	%77 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%78 = add i64 %i.it, %17
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

!nvvm.annotations = !{!8}

!0 = distinct !{!0, !"alpyna gemver_l16"}
!1 = distinct !{!1, !0, !"a"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{!1}
!6 = !{!1}
!7 = !{}
!8 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @gemver_l18, !"kernel", i32 1}
; alpyna module gemver_l19
source_filename = "benchmarks/gemver.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemver_l21(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
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
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%x.data = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !5
	%x = inttoptr i64 %x.data to double addrspace(1)*
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%beta = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !5
	%24 = bitcast i64 %beta to double
	%25 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %25, align 8, !invariant.load !5
	%26 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %26, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%y.data = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !5
	%y = inttoptr i64 %y.data to double addrspace(1)*
	br label %start

start:
	%28 = icmp ne i64 %1, 0
	%29 = icmp ne i64 %3, 0
	%30 = or i1 %28, %29
	%31 = icmp ne i64 %5, 0
	%32 = or i1 %30, %31
	%33 = icmp ne i64 %7, 0
	%34 = or i1 %32, %33
	br i1 %34, label %idle, label %run

idle:
	ret void

run:
	%35 = icmp slt i64 0, %n
	%36 = sub i64 %n, 0
	%37 = select i1 %35, i64 %36, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %run ], [ %63, %i.latch ]
	%38 = icmp ult i64 %i.it, %37
	br i1 %38, label %i.body, label %i.exit

i.body:
	%39 = add nsw i64 0, %i.it
	store i64 %39, i64* %i.addr
	%40 = icmp slt i64 0, %n
	%41 = sub i64 %n, 0
	%42 = select i1 %40, i64 %41, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %62, %j.latch ]
	%43 = icmp ult i64 %j.it, %42
	br i1 %43, label %j.body, label %j.exit

j.body:
	%44 = add nsw i64 0, %j.it
	store i64 %44, i64* %j.addr
	%45 = load i64, i64* %i.addr
	%46 = getelementptr inbounds double, double addrspace(1)* %x, i64 %45
	%47 = load double, double addrspace(1)* %46, align 8, !alias.scope !3
	%48 = load i64, i64* %j.addr
	%49 = load i64, i64* %i.addr
	%50 = mul nsw i64 %48, %a.shape1
	%51 = add nsw i64 %50, %49
	%52 = getelementptr inbounds double, double addrspace(1)* %a, i64 %51
	%53 = load double, double addrspace(1)* %52, align 8, !noalias !2, !invariant.load !5
	%54 = fmul double %24, %53
	%55 = load i64, i64* %j.addr
	%56 = getelementptr inbounds double, double addrspace(1)* %y, i64 %55
	%57 = load double, double addrspace(1)* %56, align 8, !noalias !4, !invariant.load !5
	%58 = fmul double %54, %57
	%59 = fadd double %47, %58
	%60 = load i64, i64* %i.addr
	%61 = getelementptr inbounds double, double addrspace(1)* %x, i64 %60
	store double %59, double addrspace(1)* %61, align 8, !alias.scope !3
	br label %j.latch

j.latch:
	%62 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%63 = add i64 %i.it, %21
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

!0 = distinct !{!0, !"alpyna gemver_l19"}
!1 = distinct !{!1, !0, !"x"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @gemver_l21, !"kernel", i32 1}
; alpyna module gemver_l22
source_filename = "benchmarks/gemver.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemver_l23(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !4
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
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%x.data = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !4
	%x = inttoptr i64 %x.data to double addrspace(1)*
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%z.data = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !4
	%z = inttoptr i64 %z.data to double addrspace(1)*
	br label %start

start:
	%24 = icmp ne i64 %1, 0
	%25 = icmp ne i64 %3, 0
	%26 = or i1 %24, %25
	%27 = icmp ne i64 %5, 0
	%28 = or i1 %26, %27
	%29 = icmp ne i64 %7, 0
	%30 = or i1 %28, %29
	br i1 %30, label %idle, label %run

idle:
	ret void

run:
	%31 = icmp slt i64 0, %n
	%32 = sub i64 %n, 0
	%33 = select i1 %31, i64 %32, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %run ], [ %45, %i.latch ]
	%34 = icmp ult i64 %i.it, %33
	br i1 %34, label %i.body, label %i.exit

i.body:
	%35 = add nsw i64 0, %i.it
	store i64 %35, i64* %i.addr
	%36 = load i64, i64* %i.addr
	%37 = getelementptr inbounds double, double addrspace(1)* %x, i64 %36
	%38 = load double, double addrspace(1)* %37, align 8, !alias.scope !2
	%39 = load i64, i64* %i.addr
	%40 = getelementptr inbounds double, double addrspace(1)* %z, i64 %39
	%41 = load double, double addrspace(1)* %40, align 8, !noalias !3, !invariant.load !4
	%42 = fadd double %38, %41
	%43 = load i64, i64* %i.addr
	%44 = getelementptr inbounds double, double addrspace(1)* %x, i64 %43
	store double %42, double addrspace(1)* %44, align 8, !alias.scope !2
	br label %i.latch

i.latch:
	%45 = add i64 %i.it, %21
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

!nvvm.annotations = !{!5}

!0 = distinct !{!0, !"alpyna gemver_l22"}
!1 = distinct !{!1, !0, !"x"}
!2 = !{!1}
!3 = !{!1}
!4 = !{}
!5 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @gemver_l23, !"kernel", i32 1}
; alpyna module gemver_l24
source_filename = "benchmarks/gemver.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemver_l26(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
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
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%w.data = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !5
	%w = inttoptr i64 %w.data to double addrspace(1)*
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%alpha = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !5
	%24 = bitcast i64 %alpha to double
	%25 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %25, align 8, !invariant.load !5
	%26 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %26, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%x.data = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !5
	%x = inttoptr i64 %x.data to double addrspace(1)*
	br label %start

start:
	%28 = icmp ne i64 %1, 0
	%29 = icmp ne i64 %3, 0
	%30 = or i1 %28, %29
	%31 = icmp ne i64 %5, 0
	%32 = or i1 %30, %31
	%33 = icmp ne i64 %7, 0
	%34 = or i1 %32, %33
	br i1 %34, label %idle, label %run

idle:
	ret void

run:
	%35 = icmp slt i64 0, %n
	%36 = sub i64 %n, 0
	%37 = select i1 %35, i64 %36, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %run ], [ %63, %i.latch ]
	%38 = icmp ult i64 %i.it, %37
	br i1 %38, label %i.body, label %i.exit

i.body:
	%39 = add nsw i64 0, %i.it
	store i64 %39, i64* %i.addr
	%40 = icmp slt i64 0, %n
	%41 = sub i64 %n, 0
	%42 = select i1 %40, i64 %41, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %62, %j.latch ]
	%43 = icmp ult i64 %j.it, %42
	br i1 %43, label %j.body, label %j.exit

j.body:
	%44 = add nsw i64 0, %j.it
	store i64 %44, i64* %j.addr
	%45 = load i64, i64* %i.addr
	%46 = getelementptr inbounds double, double addrspace(1)* %w, i64 %45
	%47 = load double, double addrspace(1)* %46, align 8, !alias.scope !3
	%48 = load i64, i64* %i.addr
	%49 = load i64, i64* %j.addr
	%50 = mul nsw i64 %48, %a.shape1
	%51 = add nsw i64 %50, %49
	%52 = getelementptr inbounds double, double addrspace(1)* %a, i64 %51
	%53 = load double, double addrspace(1)* %52, align 8, !noalias !2, !invariant.load !5
	%54 = fmul double %24, %53
	%55 = load i64, i64* %j.addr
	%56 = getelementptr inbounds double, double addrspace(1)* %x, i64 %55
	%57 = load double, double addrspace(1)* %56, align 8, !noalias !4, !invariant.load !5
	%58 = fmul double %54, %57
	%59 = fadd double %47, %58
	%60 = load i64, i64* %i.addr
	%61 = getelementptr inbounds double, double addrspace(1)* %w, i64 %60
	store double %59, double addrspace(1)* %61, align 8, !alias.scope !3
	br label %j.latch

j.latch:
	%62 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%63 = add i64 %i.it, %21
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

!0 = distinct !{!0, !"alpyna gemver_l24"}
!1 = distinct !{!1, !0, !"w"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @gemver_l26, !"kernel", i32 1}
