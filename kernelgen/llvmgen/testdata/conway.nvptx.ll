; alpyna module life_l19
source_filename = "/work/main/benchmarks/conway.py"
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
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !4
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
	%board.shape1 = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !4
	%28 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%board.data = load i64, i64 addrspace(1)* %28, align 8, !invariant.load !4
	%board = inttoptr i64 %board.data to i32 addrspace(1)*
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%out.shape1 = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !4
	%30 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%out.data = load i64, i64 addrspace(1)* %30, align 8, !invariant.load !4
	%out.1 = inttoptr i64 %out.data to i32 addrspace(1)*
	br label %start

start:
	%31 = sub nsw i64 %n, 1
	%32 = icmp slt i64 1, %31
	%33 = sub i64 %31, 1
	%34 = select i1 %32, i64 %33, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %130, %i.latch ]
	%35 = icmp ult i64 %i.it, %34
	br i1 %35, label %i.body, label %i.exit

i.body:
	%36 = add nsw i64 1, %i.it
	store i64 %36, i64* %i.addr
	%37 = sub nsw i64 %n, 1
	%38 = icmp slt i64 1, %37
	%39 = sub i64 %37, 1
	%40 = select i1 %38, i64 %39, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %21, %i.body ], [ %129, %j.latch ]
	%41 = icmp ult i64 %j.it, %40
	br i1 %41, label %j.body, label %j.exit

j.body:
	%42 = add nsw i64 1, %j.it
	store i64 %42, i64* %j.addr
	store i64 0, i64* %alive.addr
	%43 = icmp slt i64 -1, 2
	%44 = sub i64 2, -1
	%45 = select i1 %43, i64 %44, i64 0
	br label %di.head

di.head:
	%di.it = phi i64 [ 0, %j.body ], [ %67, %di.latch ]
	%46 = icmp ult i64 %di.it, %45
	br i1 %46, label %di.body, label %di.exit

di.body:
	%47 = add nsw i64 -1, %di.it
	store i64 %47, i64* %di.addr
	%48 = icmp slt i64 -1, 2
	%49 = sub i64 2, -1
	%50 = select i1 %48, i64 %49, i64 0
	br label %dj.head

dj.head:
	%dj.it = phi i64 [ 0, %di.body ], [ %66, %dj.latch ]
	%51 = icmp ult i64 %dj.it, %50
	br i1 %51, label %dj.body, label %dj.exit

dj.body:
	%52 = add nsw i64 -1, %dj.it
	store i64 %52, i64* %dj.addr
	%53 = load i64, i64* %alive.addr
	%54 = load i64, i64* %i.addr
	%55 = load i64, i64* %di.addr
	%56 = add nsw i64 %54, %55
	%57 = load i64, i64* %j.addr
	%58 = load i64, i64* %dj.addr
	%59 = add nsw i64 %57, %58
	%60 = mul nsw i64 %56, %board.shape1
	%61 = add nsw i64 %60, %59
	%62 = getelementptr inbounds i32, i32 addrspace(1)* %board, i64 %61
	%63 = load i32, i32 addrspace(1)* %62, align 4, !noalias !2, !invariant.load !4
	%64 = sext i32 %63 to i64
	%65 = add i64 %53, %64
	store i64 %65, i64* %alive.addr
	br label %dj.latch

dj.latch:
	%66 = add nuw i64 %dj.it, 1
	br label %dj.head

dj.exit:
	br label %di.latch

di.latch:
	%67 = add nuw i64 %di.it, 1
	br label %di.head

di.exit:
	%68 = load i64, i64* %alive.addr
	%69 = load i64, i64* %i.addr
	%70 = load i64, i64* %j.addr
	%71 = mul nsw i64 %69, %board.shape1
	%72 = add nsw i64 %71, %70
	%73 = getelementptr inbounds i32, i32 addrspace(1)* %board, i64 %72
	%74 = load i32, i32 addrspace(1)* %73, align 4, !noalias !2, !invariant.load !4
	%75 = sext i32 %74 to i64
	%76 = sub i64 %68, %75
	store i64 %76, i64* %alive.addr
	%77 = load i64, i64* %i.addr
	%78 = load i64, i64* %j.addr
	%79 = mul nsw i64 %77, %board.shape1
	%80 = add nsw i64 %79, %78
	%81 = getelementptr inbounds i32, i32 addrspace(1)* %board, i64 %80
	%82 = load i32, i32 addrspace(1)* %81, align 4, !noalias !2, !invariant.load !4
	%83 = sext i32 %82 to i64
	%84 = icmp eq i64 %83, 1
	%85 = load i64, i64* %alive.addr
	%86 = icmp eq i64 %85, 2
	%87 = load i64, i64* %alive.addr
	%88 = icmp eq i64 %87, 3
	%89 = select i1 %86, i1 %86, i1 %88
	%90 = select i1 %84, i1 %89, i1 %84
	store i1 %90, i1* %__p1.addr
	%91 = load i1, i1* %__p1.addr
	br i1 %91, label %if.then, label %if.end

if.then:
	%92 = load i64, i64* %i.addr
	%93 = load i64, i64* %j.addr
	%94 = mul nsw i64 %92, %out.shape1
	%95 = add nsw i64 %94, %93
	%96 = getelementptr inbounds i32, i32 addrspace(1)* %out.1, i64 %95
	store i32 1, i32 addrspace(1)* %96, align 4, !alias.scope !3
	br label %if.end

if.end:
	%97 = load i1, i1* %__p1.addr
	%98 = xor i1 %97, true
	br i1 %98, label %if.then.1, label %if.end.1

if.then.1:
	%99 = load i64, i64* %i.addr
	%100 = load i64, i64* %j.addr
	%101 = mul nsw i64 %99, %board.shape1
	%102 = add nsw i64 %101, %100
	%103 = getelementptr inbounds i32, i32 addrspace(1)* %board, i64 %102
	%104 = load i32, i32 addrspace(1)* %103, align 4, !noalias !2, !invariant.load !4
	%105 = sext i32 %104 to i64
	%106 = icmp eq i64 %105, 0
	%107 = load i64, i64* %alive.addr
	%108 = icmp eq i64 %107, 3
	%109 = select i1 %106, i1 %108, i1 %106
	store i1 %109, i1* %__p2.addr
	br label %if.end.1

if.end.1:
	%110 = load i1, i1* %__p1.addr
	%111 = xor i1 %110, true
	%112 = load i1, i1* %__p2.addr
	%113 = select i1 %111, i1 %112, i1 %111
	br i1 %113, label %if.then.2, label %if.end.2

if.then.2:
	%114 = load i64, i64* %i.addr
	%115 = load i64, i64* %j.addr
	%116 = mul nsw i64 %114, %out.shape1
	%117 = add nsw i64 %116, %115
	%118 = getelementptr inbounds i32, i32 addrspace(1)* %out.1, i64 %117
	store i32 1, i32 addrspace(1)* %118, align 4, !alias.scope !3
	br label %if.end.2

if.end.2:
	%119 = load i1, i1* %__p1.addr
	%120 = xor i1 %119, true
	%121 = load i1, i1* %__p2.addr
	%122 = xor i1 %121, true
	%123 = select i1 %120, i1 %122, i1 %120
	br i1 %123, label %if.then.3, label %if.end.3

if.then.3:
	%124 = load i64, i64* %i.addr
	%125 = load i64, i64* %j.addr
	%126 = mul nsw i64 %124, %out.shape1
	%127 = add nsw i64 %126, %125
	%128 = getelementptr inbounds i32, i32 addrspace(1)* %out.1, i64 %127
	store i32 0, i32 addrspace(1)* %128, align 4, !alias.scope !3
	br label %if.end.3

if.end.3:
	br label %j.latch

j.latch:
	%129 = add i64 %j.it, %26
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%130 = add i64 %i.it, %13
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

!nvvm.annotations = !{!5}

!0 = distinct !{!0, !"alpyna life_l19"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{}
!5 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @life_l21, !"kernel", i32 1}
