; alpyna module gemver_l16
source_filename = "/work/main/benchmarks/gemver.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemver_l18(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !7
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%2 = zext i32 %1 to i64
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%4 = zext i32 %3 to i64
	%5 = mul nuw nsw i64 %2, %4
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%7 = zext i32 %6 to i64
	%8 = add nuw nsw i64 %5, %7
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%12 = zext i32 %11 to i64
	%13 = mul nuw nsw i64 %10, %12
	%14 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%15 = zext i32 %14 to i64
	%16 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%17 = zext i32 %16 to i64
	%18 = mul nuw nsw i64 %15, %17
	%19 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%20 = zext i32 %19 to i64
	%21 = add nuw nsw i64 %18, %20
	%22 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%23 = zext i32 %22 to i64
	%24 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%25 = zext i32 %24 to i64
	%26 = mul nuw nsw i64 %23, %25
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%a.shape1 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !7
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%a.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !7
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%u1.data = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !7
	%u1 = inttoptr i64 %u1.data to double addrspace(1)*
	%30 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 8
	%v1.data = load i64, i64 addrspace(1)* %30, align 8, !invariant.load !7
	%v1 = inttoptr i64 %v1.data to double addrspace(1)*
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%u2.data = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !7
	%u2 = inttoptr i64 %u2.data to double addrspace(1)*
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%v2.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !7
	%v2 = inttoptr i64 %v2.data to double addrspace(1)*
	br label %start

start:
	%33 = icmp slt i64 0, %n
	%34 = sub i64 %n, 0
	%35 = select i1 %33, i64 %34, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %71, %i.latch ]
	%36 = icmp ult i64 %i.it, %35
	br i1 %36, label %i.body, label %i.exit

i.body:
	%37 = add nsw i64 0, %i.it
	store i64 %37, i64* %i.addr
	%38 = icmp slt i64 0, %n
	%39 = sub i64 %n, 0
	%40 = select i1 %38, i64 %39, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %21, %i.body ], [ %70, %j.latch ]
	%41 = icmp ult i64 %j.it, %40
	br i1 %41, label %j.body, label %j.exit

j.body:
	%42 = add nsw i64 0, %j.it
	store i64 %42, i64* %j.addr
	%43 = load i64, i64* %i.addr
	%44 = load i64, i64* %j.addr
	%45 = mul nsw i64 %43, %a.shape1
	%46 = add nsw i64 %45, %44
	%47 = getelementptr inbounds double, double addrspace(1)* %a, i64 %46
	%48 = load double, double addrspace(1)* %47, align 8, !alias.scope !2
	%49 = load i64, i64* %i.addr
	%50 = getelementptr inbounds double, double addrspace(1)* %u1, i64 %49
	%51 = load double, double addrspace(1)* %50, align 8, !noalias !3, !invariant.load !7
	%52 = load i64, i64* %j.addr
	%53 = getelementptr inbounds double, double addrspace(1)* %v1, i64 %52
	%54 = load double, double addrspace(1)* %53, align 8, !noalias !5, !invariant.load !7
	%55 = fmul double %51, %54
	%56 = fadd double %48, %55
	%57 = load i64, i64* %i.addr
	%58 = getelementptr inbounds double, double addrspace(1)* %u2, i64 %57
	%59 = load double, double addrspace(1)* %58, align 8, !noalias !4, !invariant.load !7
	%60 = load i64, i64* %j.addr
	%61 = getelementptr inbounds double, double addrspace(1)* %v2, i64 %60
	%62 = load double, double addrspace(1)* %61, align 8, !noalias !6, !invariant.load !7
	%63 = fmul double %59, %62
	%64 = fadd double %56, %63
	%65 = load i64, i64* %i.addr
	%66 = load i64, i64* %j.addr
	%67 = mul nsw i64 %65, %a.shape1
	%68 = add nsw i64 %67, %66
	%69 = getelementptr inbounds double, double addrspace(1)* %a, i64 %68
	store double %64, double addrspace(1)* %69, align 8, !alias.scope !2
	br label %j.latch

j.latch:
	%70 = add i64 %j.it, %26
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%71 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
source_filename = "/work/main/benchmarks/gemver.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemver_l21(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
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
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%x.data = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !5
	%x = inttoptr i64 %x.data to double addrspace(1)*
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%beta = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !5
	%16 = bitcast i64 %beta to double
	%17 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %17, align 8, !invariant.load !5
	%18 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %18, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%19 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%y.data = load i64, i64 addrspace(1)* %19, align 8, !invariant.load !5
	%y = inttoptr i64 %y.data to double addrspace(1)*
	br label %start

start:
	%20 = icmp slt i64 0, %n
	%21 = sub i64 %n, 0
	%22 = select i1 %20, i64 %21, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %48, %i.latch ]
	%23 = icmp ult i64 %i.it, %22
	br i1 %23, label %i.body, label %i.exit

i.body:
	%24 = add nsw i64 0, %i.it
	store i64 %24, i64* %i.addr
	%25 = icmp slt i64 0, %n
	%26 = sub i64 %n, 0
	%27 = select i1 %25, i64 %26, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %47, %j.latch ]
	%28 = icmp ult i64 %j.it, %27
	br i1 %28, label %j.body, label %j.exit

j.body:
	%29 = add nsw i64 0, %j.it
	store i64 %29, i64* %j.addr
	%30 = load i64, i64* %i.addr
	%31 = getelementptr inbounds double, double addrspace(1)* %x, i64 %30
	%32 = load double, double addrspace(1)* %31, align 8, !alias.scope !3
	%33 = load i64, i64* %j.addr
	%34 = load i64, i64* %i.addr
	%35 = mul nsw i64 %33, %a.shape1
	%36 = add nsw i64 %35, %34
	%37 = getelementptr inbounds double, double addrspace(1)* %a, i64 %36
	%38 = load double, double addrspace(1)* %37, align 8, !noalias !2, !invariant.load !5
	%39 = fmul double %16, %38
	%40 = load i64, i64* %j.addr
	%41 = getelementptr inbounds double, double addrspace(1)* %y, i64 %40
	%42 = load double, double addrspace(1)* %41, align 8, !noalias !4, !invariant.load !5
	%43 = fmul double %39, %42
	%44 = fadd double %32, %43
	%45 = load i64, i64* %i.addr
	%46 = getelementptr inbounds double, double addrspace(1)* %x, i64 %45
	store double %44, double addrspace(1)* %46, align 8, !alias.scope !3
	br label %j.latch

j.latch:
	%47 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%48 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
source_filename = "/work/main/benchmarks/gemver.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemver_l23(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !4
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
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%x.data = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !4
	%x = inttoptr i64 %x.data to double addrspace(1)*
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%z.data = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !4
	%z = inttoptr i64 %z.data to double addrspace(1)*
	br label %start

start:
	%16 = icmp slt i64 0, %n
	%17 = sub i64 %n, 0
	%18 = select i1 %16, i64 %17, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %30, %i.latch ]
	%19 = icmp ult i64 %i.it, %18
	br i1 %19, label %i.body, label %i.exit

i.body:
	%20 = add nsw i64 0, %i.it
	store i64 %20, i64* %i.addr
	%21 = load i64, i64* %i.addr
	%22 = getelementptr inbounds double, double addrspace(1)* %x, i64 %21
	%23 = load double, double addrspace(1)* %22, align 8, !alias.scope !2
	%24 = load i64, i64* %i.addr
	%25 = getelementptr inbounds double, double addrspace(1)* %z, i64 %24
	%26 = load double, double addrspace(1)* %25, align 8, !noalias !3, !invariant.load !4
	%27 = fadd double %23, %26
	%28 = load i64, i64* %i.addr
	%29 = getelementptr inbounds double, double addrspace(1)* %x, i64 %28
	store double %27, double addrspace(1)* %29, align 8, !alias.scope !2
	br label %i.latch

i.latch:
	%30 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
source_filename = "/work/main/benchmarks/gemver.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gemver_l26(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
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
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%w.data = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !5
	%w = inttoptr i64 %w.data to double addrspace(1)*
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%alpha = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !5
	%16 = bitcast i64 %alpha to double
	%17 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %17, align 8, !invariant.load !5
	%18 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %18, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%19 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%x.data = load i64, i64 addrspace(1)* %19, align 8, !invariant.load !5
	%x = inttoptr i64 %x.data to double addrspace(1)*
	br label %start

start:
	%20 = icmp slt i64 0, %n
	%21 = sub i64 %n, 0
	%22 = select i1 %20, i64 %21, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %48, %i.latch ]
	%23 = icmp ult i64 %i.it, %22
	br i1 %23, label %i.body, label %i.exit

i.body:
	%24 = add nsw i64 0, %i.it
	store i64 %24, i64* %i.addr
	%25 = icmp slt i64 0, %n
	%26 = sub i64 %n, 0
	%27 = select i1 %25, i64 %26, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ 0, %i.body ], [ %47, %j.latch ]
	%28 = icmp ult i64 %j.it, %27
	br i1 %28, label %j.body, label %j.exit

j.body:
	%29 = add nsw i64 0, %j.it
	store i64 %29, i64* %j.addr
	%30 = load i64, i64* %i.addr
	%31 = getelementptr inbounds double, double addrspace(1)* %w, i64 %30
	%32 = load double, double addrspace(1)* %31, align 8, !alias.scope !3
	%33 = load i64, i64* %i.addr
	%34 = load i64, i64* %j.addr
	%35 = mul nsw i64 %33, %a.shape1
	%36 = add nsw i64 %35, %34
	%37 = getelementptr inbounds double, double addrspace(1)* %a, i64 %36
	%38 = load double, double addrspace(1)* %37, align 8, !noalias !2, !invariant.load !5
	%39 = fmul double %16, %38
	%40 = load i64, i64* %j.addr
	%41 = getelementptr inbounds double, double addrspace(1)* %x, i64 %40
	%42 = load double, double addrspace(1)* %41, align 8, !noalias !4, !invariant.load !5
	%43 = fmul double %39, %42
	%44 = fadd double %32, %43
	%45 = load i64, i64* %i.addr
	%46 = getelementptr inbounds double, double addrspace(1)* %w, i64 %45
	store double %44, double addrspace(1)* %46, align 8, !alias.scope !3
	br label %j.latch

j.latch:
	%47 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%48 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
