; alpyna module life_l19
source_filename = "benchmarks/conway.py"
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
	%i.addr.1 = alloca i64
	%5 = load i64, i64* %i.addr
	store i64 %5, i64* %i.addr.1
	%j.addr.1 = alloca i64
	%6 = load i64, i64* %j.addr
	store i64 %6, i64* %j.addr.1
	%alive.addr.1 = alloca i64
	%7 = load i64, i64* %alive.addr
	store i64 %7, i64* %alive.addr.1
	%di.addr.1 = alloca i64
	%8 = load i64, i64* %di.addr
	store i64 %8, i64* %di.addr.1
	%dj.addr.1 = alloca i64
	%9 = load i64, i64* %dj.addr
	store i64 %9, i64* %dj.addr.1
	%__p1.addr.1 = alloca i1
	%10 = load i1, i1* %__p1.addr
	store i1 %10, i1* %__p1.addr.1
	%__p2.addr.1 = alloca i1
	%11 = load i1, i1* %__p2.addr
	store i1 %11, i1* %__p2.addr.1
	%i.addr.2 = alloca i64
	%12 = load i64, i64* %i.addr
	store i64 %12, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%13 = load i64, i64* %j.addr
	store i64 %13, i64* %j.addr.2
	%alive.addr.2 = alloca i64
	%14 = load i64, i64* %alive.addr
	store i64 %14, i64* %alive.addr.2
	%di.addr.2 = alloca i64
	%15 = load i64, i64* %di.addr
	store i64 %15, i64* %di.addr.2
	%dj.addr.2 = alloca i64
	%16 = load i64, i64* %dj.addr
	store i64 %16, i64* %dj.addr.2
	%__p1.addr.2 = alloca i1
	%17 = load i1, i1* %__p1.addr
	store i1 %17, i1* %__p1.addr.2
	%__p2.addr.2 = alloca i1
	%18 = load i1, i1* %__p2.addr
	store i1 %18, i1* %__p2.addr.2
	%i.addr.3 = alloca i64
	%19 = load i64, i64* %i.addr
	store i64 %19, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%20 = load i64, i64* %j.addr
	store i64 %20, i64* %j.addr.3
	%alive.addr.3 = alloca i64
	%21 = load i64, i64* %alive.addr
	store i64 %21, i64* %alive.addr.3
	%di.addr.3 = alloca i64
	%22 = load i64, i64* %di.addr
	store i64 %22, i64* %di.addr.3
	%dj.addr.3 = alloca i64
	%23 = load i64, i64* %dj.addr
	store i64 %23, i64* %dj.addr.3
	%__p1.addr.3 = alloca i1
	%24 = load i1, i1* %__p1.addr
	store i1 %24, i1* %__p1.addr.3
	%__p2.addr.3 = alloca i1
	%25 = load i1, i1* %__p2.addr
	store i1 %25, i1* %__p2.addr.3
	%26 = getelementptr inbounds i64, i64* %args, i64 3
	%board.shape1 = load i64, i64* %26, align 8
	%27 = getelementptr inbounds i64, i64* %args, i64 1
	%board.data = load i64, i64* %27, align 8
	%board = inttoptr i64 %board.data to i32*
	%28 = getelementptr inbounds i64, i64* %args, i64 6
	%out.shape1 = load i64, i64* %28, align 8
	%29 = getelementptr inbounds i64, i64* %args, i64 4
	%out.data = load i64, i64* %29, align 8
	%out.1 = inttoptr i64 %out.data to i32*
	br label %start

start:
	%30 = sub nsw i64 %n, 1
	%31 = icmp slt i64 1, %30
	%32 = sub i64 %30, 1
	%33 = select i1 %31, i64 %32, i64 0
	%34 = icmp slt i64 %i.from, 0
	%35 = select i1 %34, i64 0, i64 %i.from
	%36 = icmp slt i64 %i.to, 0
	%37 = select i1 %36, i64 0, i64 %i.to
	%38 = icmp ult i64 %33, %37
	%39 = select i1 %38, i64 %33, i64 %37
	br label %i.head

i.head:
	%i.it = phi i64 [ %35, %start ], [ %465, %i.latch ]
	%40 = icmp ult i64 %i.it, %39
	br i1 %40, label %i.body, label %i.exit

i.body:
	%41 = add nsw i64 1, %i.it
	store i64 %41, i64* %i.addr
	%42 = sub nsw i64 %n, 1
	%43 = icmp slt i64 1, %42
	%44 = sub i64 %42, 1
	%45 = select i1 %43, i64 %44, i64 0
	%46 = icmp slt i64 %j.from, 0
	%47 = select i1 %46, i64 0, i64 %j.from
	%48 = icmp slt i64 %j.to, 0
	%49 = select i1 %48, i64 0, i64 %j.to
	%50 = icmp ult i64 %45, %49
	%51 = select i1 %50, i64 %45, i64 %49
	%52 = load i64, i64* %i.addr
	store i64 %52, i64* %i.addr.1
	store i64 %52, i64* %i.addr.2
	store i64 %52, i64* %i.addr.3
	%53 = icmp ugt i64 %51, %47
	%54 = sub i64 %51, %47
	%55 = select i1 %53, i64 %54, i64 0
	%56 = and i64 %55, -4
	%57 = add nuw i64 %47, %56
	br label %j.jam.head

j.jam.head:
	%j.jam.it = phi i64 [ %47, %i.body ], [ %375, %j.jam.latch ]
	%58 = icmp ult i64 %j.jam.it, %57
	br i1 %58, label %j.jam.body, label %j.jam.exit

j.jam.body:
	%59 = add nuw nsw i64 %j.jam.it, 0
	%60 = add nsw i64 1, %59
	store i64 %60, i64* %j.addr
	%61 = add nuw nsw i64 %j.jam.it, 1
	%62 = add nsw i64 1, %61
	store i64 %62, i64* %j.addr.1
	%63 = add nuw nsw i64 %j.jam.it, 2
	%64 = add nsw i64 1, %63
	store i64 %64, i64* %j.addr.2
	%65 = add nuw nsw i64 %j.jam.it, 3
	%66 = add nsw i64 1, %65
	store i64 %66, i64* %j.addr.3
	store i64 0, i64* %alive.addr
	store i64 0, i64* %alive.addr.1
	store i64 0, i64* %alive.addr.2
	store i64 0, i64* %alive.addr.3
	%67 = icmp slt i64 -1, 2
	%68 = sub i64 2, -1
	%69 = select i1 %67, i64 %68, i64 0
	br label %di.head

di.head:
	%di.it = phi i64 [ 0, %j.jam.body ], [ %130, %di.latch ]
	%70 = icmp ult i64 %di.it, %69
	br i1 %70, label %di.body, label %di.exit

di.body:
	%71 = add nsw i64 -1, %di.it
	store i64 %71, i64* %di.addr
	store i64 %71, i64* %di.addr.1
	store i64 %71, i64* %di.addr.2
	store i64 %71, i64* %di.addr.3
	%72 = icmp slt i64 -1, 2
	%73 = sub i64 2, -1
	%74 = select i1 %72, i64 %73, i64 0
	br label %dj.head

dj.head:
	%dj.it = phi i64 [ 0, %di.body ], [ %129, %dj.latch ]
	%75 = icmp ult i64 %dj.it, %74
	br i1 %75, label %dj.body, label %dj.exit

dj.body:
	%76 = add nsw i64 -1, %dj.it
	store i64 %76, i64* %dj.addr
	store i64 %76, i64* %dj.addr.1
	store i64 %76, i64* %dj.addr.2
	store i64 %76, i64* %dj.addr.3
	%77 = load i64, i64* %alive.addr
	%78 = load i64, i64* %i.addr
	%79 = load i64, i64* %di.addr
	%80 = add nsw i64 %78, %79
	%81 = load i64, i64* %j.addr
	%82 = load i64, i64* %dj.addr
	%83 = add nsw i64 %81, %82
	%84 = mul nsw i64 %80, %board.shape1
	%85 = add nsw i64 %84, %83
	%86 = getelementptr inbounds i32, i32* %board, i64 %85
	%87 = load i32, i32* %86, align 4, !noalias !2
	%88 = sext i32 %87 to i64
	%89 = add i64 %77, %88
	store i64 %89, i64* %alive.addr
	%90 = load i64, i64* %alive.addr.1
	%91 = load i64, i64* %i.addr.1
	%92 = load i64, i64* %di.addr.1
	%93 = add nsw i64 %91, %92
	%94 = load i64, i64* %j.addr.1
	%95 = load i64, i64* %dj.addr.1
	%96 = add nsw i64 %94, %95
	%97 = mul nsw i64 %93, %board.shape1
	%98 = add nsw i64 %97, %96
	%99 = getelementptr inbounds i32, i32* %board, i64 %98
	%100 = load i32, i32* %99, align 4, !noalias !2
	%101 = sext i32 %100 to i64
	%102 = add i64 %90, %101
	store i64 %102, i64* %alive.addr.1
	%103 = load i64, i64* %alive.addr.2
	%104 = load i64, i64* %i.addr.2
	%105 = load i64, i64* %di.addr.2
	%106 = add nsw i64 %104, %105
	%107 = load i64, i64* %j.addr.2
	%108 = load i64, i64* %dj.addr.2
	%109 = add nsw i64 %107, %108
	%110 = mul nsw i64 %106, %board.shape1
	%111 = add nsw i64 %110, %109
	%112 = getelementptr inbounds i32, i32* %board, i64 %111
	%113 = load i32, i32* %112, align 4, !noalias !2
	%114 = sext i32 %113 to i64
	%115 = add i64 %103, %114
	store i64 %115, i64* %alive.addr.2
	%116 = load i64, i64* %alive.addr.3
	%117 = load i64, i64* %i.addr.3
	%118 = load i64, i64* %di.addr.3
	%119 = add nsw i64 %117, %118
	%120 = load i64, i64* %j.addr.3
	%121 = load i64, i64* %dj.addr.3
	%122 = add nsw i64 %120, %121
	%123 = mul nsw i64 %119, %board.shape1
	%124 = add nsw i64 %123, %122
	%125 = getelementptr inbounds i32, i32* %board, i64 %124
	%126 = load i32, i32* %125, align 4, !noalias !2
	%127 = sext i32 %126 to i64
	%128 = add i64 %116, %127
	store i64 %128, i64* %alive.addr.3
	br label %dj.latch

dj.latch:
	%129 = add nuw i64 %dj.it, 1
	br label %dj.head

dj.exit:
	br label %di.latch

di.latch:
	%130 = add nuw i64 %di.it, 1
	br label %di.head

di.exit:
	%131 = load i64, i64* %alive.addr
	%132 = load i64, i64* %i.addr
	%133 = load i64, i64* %j.addr
	%134 = mul nsw i64 %132, %board.shape1
	%135 = add nsw i64 %134, %133
	%136 = getelementptr inbounds i32, i32* %board, i64 %135
	%137 = load i32, i32* %136, align 4, !noalias !2
	%138 = sext i32 %137 to i64
	%139 = sub i64 %131, %138
	store i64 %139, i64* %alive.addr
	%140 = load i64, i64* %alive.addr.1
	%141 = load i64, i64* %i.addr.1
	%142 = load i64, i64* %j.addr.1
	%143 = mul nsw i64 %141, %board.shape1
	%144 = add nsw i64 %143, %142
	%145 = getelementptr inbounds i32, i32* %board, i64 %144
	%146 = load i32, i32* %145, align 4, !noalias !2
	%147 = sext i32 %146 to i64
	%148 = sub i64 %140, %147
	store i64 %148, i64* %alive.addr.1
	%149 = load i64, i64* %alive.addr.2
	%150 = load i64, i64* %i.addr.2
	%151 = load i64, i64* %j.addr.2
	%152 = mul nsw i64 %150, %board.shape1
	%153 = add nsw i64 %152, %151
	%154 = getelementptr inbounds i32, i32* %board, i64 %153
	%155 = load i32, i32* %154, align 4, !noalias !2
	%156 = sext i32 %155 to i64
	%157 = sub i64 %149, %156
	store i64 %157, i64* %alive.addr.2
	%158 = load i64, i64* %alive.addr.3
	%159 = load i64, i64* %i.addr.3
	%160 = load i64, i64* %j.addr.3
	%161 = mul nsw i64 %159, %board.shape1
	%162 = add nsw i64 %161, %160
	%163 = getelementptr inbounds i32, i32* %board, i64 %162
	%164 = load i32, i32* %163, align 4, !noalias !2
	%165 = sext i32 %164 to i64
	%166 = sub i64 %158, %165
	store i64 %166, i64* %alive.addr.3
	%167 = load i64, i64* %i.addr
	%168 = load i64, i64* %j.addr
	%169 = mul nsw i64 %167, %board.shape1
	%170 = add nsw i64 %169, %168
	%171 = getelementptr inbounds i32, i32* %board, i64 %170
	%172 = load i32, i32* %171, align 4, !noalias !2
	%173 = sext i32 %172 to i64
	%174 = icmp eq i64 %173, 1
	%175 = load i64, i64* %alive.addr
	%176 = icmp eq i64 %175, 2
	%177 = load i64, i64* %alive.addr
	%178 = icmp eq i64 %177, 3
	%179 = select i1 %176, i1 %176, i1 %178
	%180 = select i1 %174, i1 %179, i1 %174
	store i1 %180, i1* %__p1.addr
	%181 = load i64, i64* %i.addr.1
	%182 = load i64, i64* %j.addr.1
	%183 = mul nsw i64 %181, %board.shape1
	%184 = add nsw i64 %183, %182
	%185 = getelementptr inbounds i32, i32* %board, i64 %184
	%186 = load i32, i32* %185, align 4, !noalias !2
	%187 = sext i32 %186 to i64
	%188 = icmp eq i64 %187, 1
	%189 = load i64, i64* %alive.addr.1
	%190 = icmp eq i64 %189, 2
	%191 = load i64, i64* %alive.addr.1
	%192 = icmp eq i64 %191, 3
	%193 = select i1 %190, i1 %190, i1 %192
	%194 = select i1 %188, i1 %193, i1 %188
	store i1 %194, i1* %__p1.addr.1
	%195 = load i64, i64* %i.addr.2
	%196 = load i64, i64* %j.addr.2
	%197 = mul nsw i64 %195, %board.shape1
	%198 = add nsw i64 %197, %196
	%199 = getelementptr inbounds i32, i32* %board, i64 %198
	%200 = load i32, i32* %199, align 4, !noalias !2
	%201 = sext i32 %200 to i64
	%202 = icmp eq i64 %201, 1
	%203 = load i64, i64* %alive.addr.2
	%204 = icmp eq i64 %203, 2
	%205 = load i64, i64* %alive.addr.2
	%206 = icmp eq i64 %205, 3
	%207 = select i1 %204, i1 %204, i1 %206
	%208 = select i1 %202, i1 %207, i1 %202
	store i1 %208, i1* %__p1.addr.2
	%209 = load i64, i64* %i.addr.3
	%210 = load i64, i64* %j.addr.3
	%211 = mul nsw i64 %209, %board.shape1
	%212 = add nsw i64 %211, %210
	%213 = getelementptr inbounds i32, i32* %board, i64 %212
	%214 = load i32, i32* %213, align 4, !noalias !2
	%215 = sext i32 %214 to i64
	%216 = icmp eq i64 %215, 1
	%217 = load i64, i64* %alive.addr.3
	%218 = icmp eq i64 %217, 2
	%219 = load i64, i64* %alive.addr.3
	%220 = icmp eq i64 %219, 3
	%221 = select i1 %218, i1 %218, i1 %220
	%222 = select i1 %216, i1 %221, i1 %216
	store i1 %222, i1* %__p1.addr.3
	%223 = load i1, i1* %__p1.addr
	br i1 %223, label %if.then, label %if.end

if.then:
	%224 = load i64, i64* %i.addr
	%225 = load i64, i64* %j.addr
	%226 = mul nsw i64 %224, %out.shape1
	%227 = add nsw i64 %226, %225
	%228 = getelementptr inbounds i32, i32* %out.1, i64 %227
	store i32 1, i32* %228, align 4, !alias.scope !3
	br label %if.end

if.end:
	%229 = load i1, i1* %__p1.addr.1
	br i1 %229, label %if.then.1, label %if.end.1

if.then.1:
	%230 = load i64, i64* %i.addr.1
	%231 = load i64, i64* %j.addr.1
	%232 = mul nsw i64 %230, %out.shape1
	%233 = add nsw i64 %232, %231
	%234 = getelementptr inbounds i32, i32* %out.1, i64 %233
	store i32 1, i32* %234, align 4, !alias.scope !3
	br label %if.end.1

if.end.1:
	%235 = load i1, i1* %__p1.addr.2
	br i1 %235, label %if.then.2, label %if.end.2

if.then.2:
	%236 = load i64, i64* %i.addr.2
	%237 = load i64, i64* %j.addr.2
	%238 = mul nsw i64 %236, %out.shape1
	%239 = add nsw i64 %238, %237
	%240 = getelementptr inbounds i32, i32* %out.1, i64 %239
	store i32 1, i32* %240, align 4, !alias.scope !3
	br label %if.end.2

if.end.2:
	%241 = load i1, i1* %__p1.addr.3
	br i1 %241, label %if.then.3, label %if.end.3

if.then.3:
	%242 = load i64, i64* %i.addr.3
	%243 = load i64, i64* %j.addr.3
	%244 = mul nsw i64 %242, %out.shape1
	%245 = add nsw i64 %244, %243
	%246 = getelementptr inbounds i32, i32* %out.1, i64 %245
	store i32 1, i32* %246, align 4, !alias.scope !3
	br label %if.end.3

if.end.3:
	%247 = load i1, i1* %__p1.addr
	%248 = xor i1 %247, true
	br i1 %248, label %if.then.4, label %if.end.4

if.then.4:
	%249 = load i64, i64* %i.addr
	%250 = load i64, i64* %j.addr
	%251 = mul nsw i64 %249, %board.shape1
	%252 = add nsw i64 %251, %250
	%253 = getelementptr inbounds i32, i32* %board, i64 %252
	%254 = load i32, i32* %253, align 4, !noalias !2
	%255 = sext i32 %254 to i64
	%256 = icmp eq i64 %255, 0
	%257 = load i64, i64* %alive.addr
	%258 = icmp eq i64 %257, 3
	%259 = select i1 %256, i1 %258, i1 %256
	store i1 %259, i1* %__p2.addr
	br label %if.end.4

if.end.4:
	%260 = load i1, i1* %__p1.addr.1
	%261 = xor i1 %260, true
	br i1 %261, label %if.then.5, label %if.end.5

if.then.5:
	%262 = load i64, i64* %i.addr.1
	%263 = load i64, i64* %j.addr.1
	%264 = mul nsw i64 %262, %board.shape1
	%265 = add nsw i64 %264, %263
	%266 = getelementptr inbounds i32, i32* %board, i64 %265
	%267 = load i32, i32* %266, align 4, !noalias !2
	%268 = sext i32 %267 to i64
	%269 = icmp eq i64 %268, 0
	%270 = load i64, i64* %alive.addr.1
	%271 = icmp eq i64 %270, 3
	%272 = select i1 %269, i1 %271, i1 %269
	store i1 %272, i1* %__p2.addr.1
	br label %if.end.5

if.end.5:
	%273 = load i1, i1* %__p1.addr.2
	%274 = xor i1 %273, true
	br i1 %274, label %if.then.6, label %if.end.6

if.then.6:
	%275 = load i64, i64* %i.addr.2
	%276 = load i64, i64* %j.addr.2
	%277 = mul nsw i64 %275, %board.shape1
	%278 = add nsw i64 %277, %276
	%279 = getelementptr inbounds i32, i32* %board, i64 %278
	%280 = load i32, i32* %279, align 4, !noalias !2
	%281 = sext i32 %280 to i64
	%282 = icmp eq i64 %281, 0
	%283 = load i64, i64* %alive.addr.2
	%284 = icmp eq i64 %283, 3
	%285 = select i1 %282, i1 %284, i1 %282
	store i1 %285, i1* %__p2.addr.2
	br label %if.end.6

if.end.6:
	%286 = load i1, i1* %__p1.addr.3
	%287 = xor i1 %286, true
	br i1 %287, label %if.then.7, label %if.end.7

if.then.7:
	%288 = load i64, i64* %i.addr.3
	%289 = load i64, i64* %j.addr.3
	%290 = mul nsw i64 %288, %board.shape1
	%291 = add nsw i64 %290, %289
	%292 = getelementptr inbounds i32, i32* %board, i64 %291
	%293 = load i32, i32* %292, align 4, !noalias !2
	%294 = sext i32 %293 to i64
	%295 = icmp eq i64 %294, 0
	%296 = load i64, i64* %alive.addr.3
	%297 = icmp eq i64 %296, 3
	%298 = select i1 %295, i1 %297, i1 %295
	store i1 %298, i1* %__p2.addr.3
	br label %if.end.7

if.end.7:
	%299 = load i1, i1* %__p1.addr
	%300 = xor i1 %299, true
	%301 = load i1, i1* %__p2.addr
	%302 = select i1 %300, i1 %301, i1 %300
	br i1 %302, label %if.then.8, label %if.end.8

if.then.8:
	%303 = load i64, i64* %i.addr
	%304 = load i64, i64* %j.addr
	%305 = mul nsw i64 %303, %out.shape1
	%306 = add nsw i64 %305, %304
	%307 = getelementptr inbounds i32, i32* %out.1, i64 %306
	store i32 1, i32* %307, align 4, !alias.scope !3
	br label %if.end.8

if.end.8:
	%308 = load i1, i1* %__p1.addr.1
	%309 = xor i1 %308, true
	%310 = load i1, i1* %__p2.addr.1
	%311 = select i1 %309, i1 %310, i1 %309
	br i1 %311, label %if.then.9, label %if.end.9

if.then.9:
	%312 = load i64, i64* %i.addr.1
	%313 = load i64, i64* %j.addr.1
	%314 = mul nsw i64 %312, %out.shape1
	%315 = add nsw i64 %314, %313
	%316 = getelementptr inbounds i32, i32* %out.1, i64 %315
	store i32 1, i32* %316, align 4, !alias.scope !3
	br label %if.end.9

if.end.9:
	%317 = load i1, i1* %__p1.addr.2
	%318 = xor i1 %317, true
	%319 = load i1, i1* %__p2.addr.2
	%320 = select i1 %318, i1 %319, i1 %318
	br i1 %320, label %if.then.10, label %if.end.10

if.then.10:
	%321 = load i64, i64* %i.addr.2
	%322 = load i64, i64* %j.addr.2
	%323 = mul nsw i64 %321, %out.shape1
	%324 = add nsw i64 %323, %322
	%325 = getelementptr inbounds i32, i32* %out.1, i64 %324
	store i32 1, i32* %325, align 4, !alias.scope !3
	br label %if.end.10

if.end.10:
	%326 = load i1, i1* %__p1.addr.3
	%327 = xor i1 %326, true
	%328 = load i1, i1* %__p2.addr.3
	%329 = select i1 %327, i1 %328, i1 %327
	br i1 %329, label %if.then.11, label %if.end.11

if.then.11:
	%330 = load i64, i64* %i.addr.3
	%331 = load i64, i64* %j.addr.3
	%332 = mul nsw i64 %330, %out.shape1
	%333 = add nsw i64 %332, %331
	%334 = getelementptr inbounds i32, i32* %out.1, i64 %333
	store i32 1, i32* %334, align 4, !alias.scope !3
	br label %if.end.11

if.end.11:
	%335 = load i1, i1* %__p1.addr
	%336 = xor i1 %335, true
	%337 = load i1, i1* %__p2.addr
	%338 = xor i1 %337, true
	%339 = select i1 %336, i1 %338, i1 %336
	br i1 %339, label %if.then.12, label %if.end.12

if.then.12:
	%340 = load i64, i64* %i.addr
	%341 = load i64, i64* %j.addr
	%342 = mul nsw i64 %340, %out.shape1
	%343 = add nsw i64 %342, %341
	%344 = getelementptr inbounds i32, i32* %out.1, i64 %343
	store i32 0, i32* %344, align 4, !alias.scope !3
	br label %if.end.12

if.end.12:
	%345 = load i1, i1* %__p1.addr.1
	%346 = xor i1 %345, true
	%347 = load i1, i1* %__p2.addr.1
	%348 = xor i1 %347, true
	%349 = select i1 %346, i1 %348, i1 %346
	br i1 %349, label %if.then.13, label %if.end.13

if.then.13:
	%350 = load i64, i64* %i.addr.1
	%351 = load i64, i64* %j.addr.1
	%352 = mul nsw i64 %350, %out.shape1
	%353 = add nsw i64 %352, %351
	%354 = getelementptr inbounds i32, i32* %out.1, i64 %353
	store i32 0, i32* %354, align 4, !alias.scope !3
	br label %if.end.13

if.end.13:
	%355 = load i1, i1* %__p1.addr.2
	%356 = xor i1 %355, true
	%357 = load i1, i1* %__p2.addr.2
	%358 = xor i1 %357, true
	%359 = select i1 %356, i1 %358, i1 %356
	br i1 %359, label %if.then.14, label %if.end.14

if.then.14:
	%360 = load i64, i64* %i.addr.2
	%361 = load i64, i64* %j.addr.2
	%362 = mul nsw i64 %360, %out.shape1
	%363 = add nsw i64 %362, %361
	%364 = getelementptr inbounds i32, i32* %out.1, i64 %363
	store i32 0, i32* %364, align 4, !alias.scope !3
	br label %if.end.14

if.end.14:
	%365 = load i1, i1* %__p1.addr.3
	%366 = xor i1 %365, true
	%367 = load i1, i1* %__p2.addr.3
	%368 = xor i1 %367, true
	%369 = select i1 %366, i1 %368, i1 %366
	br i1 %369, label %if.then.15, label %if.end.15

if.then.15:
	%370 = load i64, i64* %i.addr.3
	%371 = load i64, i64* %j.addr.3
	%372 = mul nsw i64 %370, %out.shape1
	%373 = add nsw i64 %372, %371
	%374 = getelementptr inbounds i32, i32* %out.1, i64 %373
	store i32 0, i32* %374, align 4, !alias.scope !3
	br label %if.end.15

if.end.15:
	br label %j.jam.latch

j.jam.latch:
	%375 = add nuw i64 %j.jam.it, 4
	br label %j.jam.head

j.jam.exit:
	br label %j.head

j.head:
	%j.it = phi i64 [ %57, %j.jam.exit ], [ %464, %j.latch ]
	%376 = icmp ult i64 %j.it, %51
	br i1 %376, label %j.body, label %j.exit

j.body:
	%377 = add nsw i64 1, %j.it
	store i64 %377, i64* %j.addr
	store i64 0, i64* %alive.addr
	%378 = icmp slt i64 -1, 2
	%379 = sub i64 2, -1
	%380 = select i1 %378, i64 %379, i64 0
	br label %di.head.1

di.head.1:
	%di.it.1 = phi i64 [ 0, %j.body ], [ %402, %di.latch.1 ]
	%381 = icmp ult i64 %di.it.1, %380
	br i1 %381, label %di.body.1, label %di.exit.1

di.body.1:
	%382 = add nsw i64 -1, %di.it.1
	store i64 %382, i64* %di.addr
	%383 = icmp slt i64 -1, 2
	%384 = sub i64 2, -1
	%385 = select i1 %383, i64 %384, i64 0
	br label %dj.head.1

dj.head.1:
	%dj.it.1 = phi i64 [ 0, %di.body.1 ], [ %401, %dj.latch.1 ]
	%386 = icmp ult i64 %dj.it.1, %385
	br i1 %386, label %dj.body.1, label %dj.exit.1

dj.body.1:
	%387 = add nsw i64 -1, %dj.it.1
	store i64 %387, i64* %dj.addr
	%388 = load i64, i64* %alive.addr
	%389 = load i64, i64* %i.addr
	%390 = load i64, i64* %di.addr
	%391 = add nsw i64 %389, %390
	%392 = load i64, i64* %j.addr
	%393 = load i64, i64* %dj.addr
	%394 = add nsw i64 %392, %393
	%395 = mul nsw i64 %391, %board.shape1
	%396 = add nsw i64 %395, %394
	%397 = getelementptr inbounds i32, i32* %board, i64 %396
	%398 = load i32, i32* %397, align 4, !noalias !2
	%399 = sext i32 %398 to i64
	%400 = add i64 %388, %399
	store i64 %400, i64* %alive.addr
	br label %dj.latch.1

dj.latch.1:
	%401 = add nuw i64 %dj.it.1, 1
	br label %dj.head.1

dj.exit.1:
	br label %di.latch.1

di.latch.1:
	%402 = add nuw i64 %di.it.1, 1
	br label %di.head.1

di.exit.1:
	%403 = load i64, i64* %alive.addr
	%404 = load i64, i64* %i.addr
	%405 = load i64, i64* %j.addr
	%406 = mul nsw i64 %404, %board.shape1
	%407 = add nsw i64 %406, %405
	%408 = getelementptr inbounds i32, i32* %board, i64 %407
	%409 = load i32, i32* %408, align 4, !noalias !2
	%410 = sext i32 %409 to i64
	%411 = sub i64 %403, %410
	store i64 %411, i64* %alive.addr
	%412 = load i64, i64* %i.addr
	%413 = load i64, i64* %j.addr
	%414 = mul nsw i64 %412, %board.shape1
	%415 = add nsw i64 %414, %413
	%416 = getelementptr inbounds i32, i32* %board, i64 %415
	%417 = load i32, i32* %416, align 4, !noalias !2
	%418 = sext i32 %417 to i64
	%419 = icmp eq i64 %418, 1
	%420 = load i64, i64* %alive.addr
	%421 = icmp eq i64 %420, 2
	%422 = load i64, i64* %alive.addr
	%423 = icmp eq i64 %422, 3
	%424 = select i1 %421, i1 %421, i1 %423
	%425 = select i1 %419, i1 %424, i1 %419
	store i1 %425, i1* %__p1.addr
	%426 = load i1, i1* %__p1.addr
	br i1 %426, label %if.then.16, label %if.end.16

if.then.16:
	%427 = load i64, i64* %i.addr
	%428 = load i64, i64* %j.addr
	%429 = mul nsw i64 %427, %out.shape1
	%430 = add nsw i64 %429, %428
	%431 = getelementptr inbounds i32, i32* %out.1, i64 %430
	store i32 1, i32* %431, align 4, !alias.scope !3
	br label %if.end.16

if.end.16:
	%432 = load i1, i1* %__p1.addr
	%433 = xor i1 %432, true
	br i1 %433, label %if.then.17, label %if.end.17

if.then.17:
	%434 = load i64, i64* %i.addr
	%435 = load i64, i64* %j.addr
	%436 = mul nsw i64 %434, %board.shape1
	%437 = add nsw i64 %436, %435
	%438 = getelementptr inbounds i32, i32* %board, i64 %437
	%439 = load i32, i32* %438, align 4, !noalias !2
	%440 = sext i32 %439 to i64
	%441 = icmp eq i64 %440, 0
	%442 = load i64, i64* %alive.addr
	%443 = icmp eq i64 %442, 3
	%444 = select i1 %441, i1 %443, i1 %441
	store i1 %444, i1* %__p2.addr
	br label %if.end.17

if.end.17:
	%445 = load i1, i1* %__p1.addr
	%446 = xor i1 %445, true
	%447 = load i1, i1* %__p2.addr
	%448 = select i1 %446, i1 %447, i1 %446
	br i1 %448, label %if.then.18, label %if.end.18

if.then.18:
	%449 = load i64, i64* %i.addr
	%450 = load i64, i64* %j.addr
	%451 = mul nsw i64 %449, %out.shape1
	%452 = add nsw i64 %451, %450
	%453 = getelementptr inbounds i32, i32* %out.1, i64 %452
	store i32 1, i32* %453, align 4, !alias.scope !3
	br label %if.end.18

if.end.18:
	%454 = load i1, i1* %__p1.addr
	%455 = xor i1 %454, true
	%456 = load i1, i1* %__p2.addr
	%457 = xor i1 %456, true
	%458 = select i1 %455, i1 %457, i1 %455
	br i1 %458, label %if.then.19, label %if.end.19

if.then.19:
	%459 = load i64, i64* %i.addr
	%460 = load i64, i64* %j.addr
	%461 = mul nsw i64 %459, %out.shape1
	%462 = add nsw i64 %461, %460
	%463 = getelementptr inbounds i32, i32* %out.1, i64 %462
	store i32 0, i32* %463, align 4, !alias.scope !3
	br label %if.end.19

if.end.19:
	br label %j.latch

j.latch:
	%464 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%465 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna life_l19"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
