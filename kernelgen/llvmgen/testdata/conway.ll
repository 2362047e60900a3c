; alpyna module life_l19
source_filename = "/work/main/benchmarks/conway.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @life_l21(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %4, align 8
	%5 = getelementptr inbounds i64, i64* %args, i64 3
	%board.shape1 = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %args, i64 1
	%board.data = load i64, i64* %6, align 8
	%board = inttoptr i64 %board.data to i32*
	%7 = getelementptr inbounds i64, i64* %args, i64 6
	%out.shape1 = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 4
	%out.data = load i64, i64* %8, align 8
	%out.1 = inttoptr i64 %out.data to i32*
	br label %start

start:
	%9 = sub nsw i64 %n, 1
	%10 = icmp slt i64 1, %9
	%11 = sub i64 %9, 1
	%12 = select i1 %10, i64 %11, i64 0
	%13 = icmp slt i64 %i.from, 0
	%14 = select i1 %13, i64 0, i64 %i.from
	%15 = icmp slt i64 %i.to, 0
	%16 = select i1 %15, i64 0, i64 %i.to
	%17 = icmp ult i64 %12, %16
	%18 = select i1 %17, i64 %12, i64 %16
	br label %i.head

i.head:
	%i.it = phi i64 [ %14, %start ], [ %120, %i.latch ]
	%19 = icmp ult i64 %i.it, %18
	br i1 %19, label %i.body, label %i.exit

i.body:
	%20 = add nsw i64 1, %i.it
	store i64 %20, i64* %i.addr
	%21 = sub nsw i64 %n, 1
	%22 = icmp slt i64 1, %21
	%23 = sub i64 %21, 1
	%24 = select i1 %22, i64 %23, i64 0
	%25 = icmp slt i64 %j.from, 0
	%26 = select i1 %25, i64 0, i64 %j.from
	%27 = icmp slt i64 %j.to, 0
	%28 = select i1 %27, i64 0, i64 %j.to
	%29 = icmp ult i64 %24, %28
	%30 = select i1 %29, i64 %24, i64 %28
	br label %j.head

j.head:
	%j.it = phi i64 [ %26, %i.body ], [ %119, %j.latch ]
	%31 = icmp ult i64 %j.it, %30
	br i1 %31, label %j.body, label %j.exit

j.body:
	%32 = add nsw i64 1, %j.it
	store i64 %32, i64* %j.addr
	store i64 0, i64* %alive.addr
	%33 = icmp slt i64 -1, 2
	%34 = sub i64 2, -1
	%35 = select i1 %33, i64 %34, i64 0
	br label %di.head

di.head:
	%di.it = phi i64 [ 0, %j.body ], [ %57, %di.latch ]
	%36 = icmp ult i64 %di.it, %35
	br i1 %36, label %di.body, label %di.exit

di.body:
	%37 = add nsw i64 -1, %di.it
	store i64 %37, i64* %di.addr
	%38 = icmp slt i64 -1, 2
	%39 = sub i64 2, -1
	%40 = select i1 %38, i64 %39, i64 0
	br label %dj.head

dj.head:
	%dj.it = phi i64 [ 0, %di.body ], [ %56, %dj.latch ]
	%41 = icmp ult i64 %dj.it, %40
	br i1 %41, label %dj.body, label %dj.exit

dj.body:
	%42 = add nsw i64 -1, %dj.it
	store i64 %42, i64* %dj.addr
	%43 = load i64, i64* %alive.addr
	%44 = load i64, i64* %i.addr
	%45 = load i64, i64* %di.addr
	%46 = add nsw i64 %44, %45
	%47 = load i64, i64* %j.addr
	%48 = load i64, i64* %dj.addr
	%49 = add nsw i64 %47, %48
	%50 = mul nsw i64 %46, %board.shape1
	%51 = add nsw i64 %50, %49
	%52 = getelementptr inbounds i32, i32* %board, i64 %51
	%53 = load i32, i32* %52, align 4, !noalias !2
	%54 = sext i32 %53 to i64
	%55 = add i64 %43, %54
	store i64 %55, i64* %alive.addr
	br label %dj.latch

dj.latch:
	%56 = add nuw i64 %dj.it, 1
	br label %dj.head

dj.exit:
	br label %di.latch

di.latch:
	%57 = add nuw i64 %di.it, 1
	br label %di.head

di.exit:
	%58 = load i64, i64* %alive.addr
	%59 = load i64, i64* %i.addr
	%60 = load i64, i64* %j.addr
	%61 = mul nsw i64 %59, %board.shape1
	%62 = add nsw i64 %61, %60
	%63 = getelementptr inbounds i32, i32* %board, i64 %62
	%64 = load i32, i32* %63, align 4, !noalias !2
	%65 = sext i32 %64 to i64
	%66 = sub i64 %58, %65
	store i64 %66, i64* %alive.addr
	%67 = load i64, i64* %i.addr
	%68 = load i64, i64* %j.addr
	%69 = mul nsw i64 %67, %board.shape1
	%70 = add nsw i64 %69, %68
	%71 = getelementptr inbounds i32, i32* %board, i64 %70
	%72 = load i32, i32* %71, align 4, !noalias !2
	%73 = sext i32 %72 to i64
	%74 = icmp eq i64 %73, 1
	%75 = load i64, i64* %alive.addr
	%76 = icmp eq i64 %75, 2
	%77 = load i64, i64* %alive.addr
	%78 = icmp eq i64 %77, 3
	%79 = select i1 %76, i1 %76, i1 %78
	%80 = select i1 %74, i1 %79, i1 %74
	store i1 %80, i1* %__p1.addr
	%81 = load i1, i1* %__p1.addr
	br i1 %81, label %if.then, label %if.end

if.then:
	%82 = load i64, i64* %i.addr
	%83 = load i64, i64* %j.addr
	%84 = mul nsw i64 %82, %out.shape1
	%85 = add nsw i64 %84, %83
	%86 = getelementptr inbounds i32, i32* %out.1, i64 %85
	store i32 1, i32* %86, align 4, !alias.scope !3
	br label %if.end

if.end:
	%87 = load i1, i1* %__p1.addr
	%88 = xor i1 %87, true
	br i1 %88, label %if.then.1, label %if.end.1

if.then.1:
	%89 = load i64, i64* %i.addr
	%90 = load i64, i64* %j.addr
	%91 = mul nsw i64 %89, %board.shape1
	%92 = add nsw i64 %91, %90
	%93 = getelementptr inbounds i32, i32* %board, i64 %92
	%94 = load i32, i32* %93, align 4, !noalias !2
	%95 = sext i32 %94 to i64
	%96 = icmp eq i64 %95, 0
	%97 = load i64, i64* %alive.addr
	%98 = icmp eq i64 %97, 3
	%99 = select i1 %96, i1 %98, i1 %96
	store i1 %99, i1* %__p2.addr
	br label %if.end.1

if.end.1:
	%100 = load i1, i1* %__p1.addr
	%101 = xor i1 %100, true
	%102 = load i1, i1* %__p2.addr
	%103 = select i1 %101, i1 %102, i1 %101
	br i1 %103, label %if.then.2, label %if.end.2

if.then.2:
	%104 = load i64, i64* %i.addr
	%105 = load i64, i64* %j.addr
	%106 = mul nsw i64 %104, %out.shape1
	%107 = add nsw i64 %106, %105
	%108 = getelementptr inbounds i32, i32* %out.1, i64 %107
	store i32 1, i32* %108, align 4, !alias.scope !3
	br label %if.end.2

if.end.2:
	%109 = load i1, i1* %__p1.addr
	%110 = xor i1 %109, true
	%111 = load i1, i1* %__p2.addr
	%112 = xor i1 %111, true
	%113 = select i1 %110, i1 %112, i1 %110
	br i1 %113, label %if.then.3, label %if.end.3

if.then.3:
	%114 = load i64, i64* %i.addr
	%115 = load i64, i64* %j.addr
	%116 = mul nsw i64 %114, %out.shape1
	%117 = add nsw i64 %116, %115
	%118 = getelementptr inbounds i32, i32* %out.1, i64 %117
	store i32 0, i32* %118, align 4, !alias.scope !3
	br label %if.end.3

if.end.3:
	br label %j.latch

j.latch:
	%119 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%120 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna life_l19"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
