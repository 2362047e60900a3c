; alpyna module life_l19
source_filename = "benchmarks/conway.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @life_l21(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%alive.addr = alloca i64
	store i64 0, i64* %alive.addr
	%di.addr = alloca i64
	store i64 0, i64* %di.addr
	%dj.addr = alloca i64
	store i64 0, i64* %dj.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !4
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
	%board.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !4
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%board.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !4
	%board = inttoptr i64 %board.data to i32 addrspace(1)*
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%out.shape1 = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !4
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%out.data = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !4
	%out.1 = inttoptr i64 %out.data to i32 addrspace(1)*
	br label %start

start:
	%35 = icmp ne i64 %1, 0
	%36 = icmp ne i64 %3, 0
	%37 = or i1 %35, %36
	br i1 %37, label %idle, label %run

idle:
	ret void

run:
	%38 = sub nsw i64 %n, 1
	%39 = icmp slt i64 1, %38
	%40 = sub i64 %38, 1
	%41 = select i1 %39, i64 %40, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %12, %run ], [ %137, %i.latch ]
	%42 = icmp ult i64 %i.it, %41
	br i1 %42, label %i.body, label %i.exit

i.body:
	%43 = add nsw i64 1, %i.it
	store i64 %43, i64* %i.addr
	%44 = sub nsw i64 %n, 1
	%45 = icmp slt i64 1, %44
	%46 = sub i64 %44, 1
	%47 = select i1 %45, i64 %46, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %25, %i.body ], [ %136, %j.latch ]
	%48 = icmp ult i64 %j.it, %47
	br i1 %48, label %j.body, label %j.exit

j.body:
	%49 = add nsw i64 1, %j.it
	store i64 %49, i64* %j.addr
	store i64 0, i64* %alive.addr
	%50 = icmp slt i64 -1, 2
	%51 = sub i64 2, -1
	%52 = select i1 %50, i64 %51, i64 0
	br label %di.head

di.head:
	%di.it = phi i64 [ 0, %j.body ], [ %74, %di.latch ]
	%53 = icmp ult i64 %di.it, %52
	br i1 %53, label %di.body, label %di.exit

di.body:
	%54 = add nsw i64 -1, %di.it
	store i64 %54, i64* %di.addr
	%55 = icmp slt i64 -1, 2
	%56 = sub i64 2, -1
	%57 = select i1 %55, i64 %56, i64 0
	br label %dj.head

dj.head:
	%dj.it = phi i64 [ 0, %di.body ], [ %73, %dj.latch ]
	%58 = icmp ult i64 %dj.it, %57
	br i1 %58, label %dj.body, label %dj.exit

dj.body:
	%59 = add nsw i64 -1, %dj.it
	store i64 %59, i64* %dj.addr
	%60 = load i64, i64* %alive.addr
	%61 = load i64, i64* %i.addr
	%62 = load i64, i64* %di.addr
	%63 = add nsw i64 %61, %62
	%64 = load i64, i64* %j.addr
	%65 = load i64, i64* %dj.addr
	%66 = add nsw i64 %64, %65
	%67 = mul nsw i64 %63, %board.shape1
	%68 = add nsw i64 %67, %66
	%69 = getelementptr inbounds i32, i32 addrspace(1)* %board, i64 %68
	%70 = load i32, i32 addrspace(1)* %69, align 4, !noalias !2, !invariant.load !4
	%71 = sext i32 %70 to i64
	%72 = add i64 %60, %71
	store i64 %72, i64* %alive.addr
	br label %dj.latch

dj.latch:
	%73 = add nuw i64 %dj.it, 1
	br label %dj.head

dj.exit:
	br label %di.latch

di.latch:
	%74 = add nuw i64 %di.it, 1
	br label %di.head

di.exit:
	%75 = load i64, i64* %alive.addr
	%76 = load i64, i64* %i.addr
	%77 = load i64, i64* %j.addr
	%78 = mul nsw i64 %76, %board.shape1
	%79 = add nsw i64 %78, %77
	%80 = getelementptr inbounds i32, i32 addrspace(1)* %board, i64 %79
	%81 = load i32, i32 addrspace(1)* %80, align 4, !noalias !2, !invariant.load !4
	%82 = sext i32 %81 to i64
	%83 = sub i64 %75, %82
	store i64 %83, i64* %alive.addr
	%84 = load i64, i64* %i.addr
	%85 = load i64, i64* %j.addr
	%86 = mul nsw i64 %84, %board.shape1
	%87 = add nsw i64 %86, %85
	%88 = getelementptr inbounds i32, i32 addrspace(1)* %board, i64 %87
	%89 = load i32, i32 addrspace(1)* %88, align 4, !noalias !2, !invariant.load !4
	%90 = sext i32 %89 to i64
	%91 = icmp eq i64 %90, 1
	%92 = load i64, i64* %alive.addr
	%93 = icmp eq i64 %92, 2
	%94 = load i64, i64* %alive.addr
	%95 = icmp eq i64 %94, 3
	%96 = select i1 %93, i1 %93, i1 %95
	%97 = select i1 %91, i1 %96, i1 %91
	store i1 %97, i1* %__p1.addr
	%98 = load i1, i1* %__p1.addr
	br i1 %98, label %if.then, label %if.end

if.then:
	%99 = load i64, i64* %i.addr
	%100 = load i64, i64* %j.addr
	%101 = mul nsw i64 %99, %out.shape1
	%102 = add nsw i64 %101, %100
	%103 = getelementptr inbounds i32, i32 addrspace(1)* %out.1, i64 %102
	store i32 1, i32 addrspace(1)* %103, align 4, !alias.scope !3
	br label %if.end

if.end:
	%104 = load i1, i1* %__p1.addr
	%105 = xor i1 %104, true
	br i1 %105, label %if.then.1, label %if.end.1

if.then.1:
	%106 = load i64, i64* %i.addr
	%107 = load i64, i64* %j.addr
	%108 = mul nsw i64 %106, %board.shape1
	%109 = add nsw i64 %108, %107
	%110 = getelementptr inbounds i32, i32 addrspace(1)* %board, i64 %109
	%111 = load i32, i32 addrspace(1)* %110, align 4, !noalias !2, !invariant.load !4
	%112 = sext i32 %111 to i64
	%113 = icmp eq i64 %112, 0
	%114 = load i64, i64* %alive.addr
	%115 = icmp eq i64 %114, 3
	%116 = select i1 %113, i1 %115, i1 %113
	store i1 %116, i1* %__p2.addr
	br label %if.end.1

if.end.1:
	%117 = load i1, i1* %__p1.addr
	%118 = xor i1 %117, true
	%119 = load i1, i1* %__p2.addr
	%120 = select i1 %118, i1 %119, i1 %118
	br i1 %120, label %if.then.2, label %if.end.2

if.then.2:
	%121 = load i64, i64* %i.addr
	%122 = load i64, i64* %j.addr
	%123 = mul nsw i64 %121, %out.shape1
	%124 = add nsw i64 %123, %122
	%125 = getelementptr inbounds i32, i32 addrspace(1)* %out.1, i64 %124
	store i32 1, i32 addrspace(1)* %125, align 4, !alias.scope !3
	br label %if.end.2

if.end.2:
	%126 = load i1, i1* %__p1.addr
	%127 = xor i1 %126, true
	%128 = load i1, i1* %__p2.addr
	%129 = xor i1 %128, true
	%130 = select i1 %127, i1 %129, i1 %127
	br i1 %130, label %if.then.3, label %if.end.3

if.then.3:
	%131 = load i64, i64* %i.addr
	%132 = load i64, i64* %j.addr
	%133 = mul nsw i64 %131, %out.shape1
	%134 = add nsw i64 %133, %132
	%135 = getelementptr inbounds i32, i32 addrspace(1)* %out.1, i64 %134
	store i32 0, i32 addrspace(1)* %135, align 4, !alias.scope !3
	br label %if.end.3

if.end.3:
	br label %j.latch

j.latch:
	%136 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%137 = add i64 %i.it, %17
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

!nvvm.annotations = !{!5}

!0 = distinct !{!0, !"alpyna life_l19"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{}
!5 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @life_l21, !"kernel", i32 1}
