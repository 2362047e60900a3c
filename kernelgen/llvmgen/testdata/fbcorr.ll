; alpyna module fbcorr_l15
source_filename = "benchmarks/fbcorr.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @fbcorr_l18(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%f.addr = alloca i64
	store i64 0, i64* %f.addr
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%acc.addr = alloca double
	store double 0.0, double* %acc.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%l.addr = alloca i64
	store i64 0, i64* %l.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 3
	%nf = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%f.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%f.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 2
	%h = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %args, i64 0
	%fh = load i64, i64* %4, align 8
	%5 = getelementptr inbounds i64, i64* %box, i64 2
	%i.from = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %box, i64 3
	%i.to = load i64, i64* %6, align 8
	%7 = getelementptr inbounds i64, i64* %args, i64 4
	%w = load i64, i64* %7, align 8
	%8 = getelementptr inbounds i64, i64* %args, i64 1
	%fw = load i64, i64* %8, align 8
	%9 = getelementptr inbounds i64, i64* %box, i64 4
	%j.from = load i64, i64* %9, align 8
	%10 = getelementptr inbounds i64, i64* %box, i64 5
	%j.to = load i64, i64* %10, align 8
	%f.addr.1 = alloca i64
	%11 = load i64, i64* %f.addr
	store i64 %11, i64* %f.addr.1
	%i.addr.1 = alloca i64
	%12 = load i64, i64* %i.addr
	store i64 %12, i64* %i.addr.1
	%j.addr.1 = alloca i64
	%13 = load i64, i64* %j.addr
	store i64 %13, i64* %j.addr.1
	%acc.addr.1 = alloca double
	%14 = load double, double* %acc.addr
	store double %14, double* %acc.addr.1
	%k.addr.1 = alloca i64
	%15 = load i64, i64* %k.addr
	store i64 %15, i64* %k.addr.1
	%l.addr.1 = alloca i64
	%16 = load i64, i64* %l.addr
	store i64 %16, i64* %l.addr.1
	%f.addr.2 = alloca i64
	%17 = load i64, i64* %f.addr
	store i64 %17, i64* %f.addr.2
	%i.addr.2 = alloca i64
	%18 = load i64, i64* %i.addr
	store i64 %18, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%19 = load i64, i64* %j.addr
	store i64 %19, i64* %j.addr.2
	%acc.addr.2 = alloca double
	%20 = load double, double* %acc.addr
	store double %20, double* %acc.addr.2
	%k.addr.2 = alloca i64
	%21 = load i64, i64* %k.addr
	store i64 %21, i64* %k.addr.2
	%l.addr.2 = alloca i64
	%22 = load i64, i64* %l.addr
	store i64 %22, i64* %l.addr.2
	%f.addr.3 = alloca i64
	%23 = load i64, i64* %f.addr
	store i64 %23, i64* %f.addr.3
	%i.addr.3 = alloca i64
	%24 = load i64, i64* %i.addr
	store i64 %24, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%25 = load i64, i64* %j.addr
	store i64 %25, i64* %j.addr.3
	%acc.addr.3 = alloca double
	%26 = load double, double* %acc.addr
	store double %26, double* %acc.addr.3
	%k.addr.3 = alloca i64
	%27 = load i64, i64* %k.addr
	store i64 %27, i64* %k.addr.3
	%l.addr.3 = alloca i64
	%28 = load i64, i64* %l.addr
	store i64 %28, i64* %l.addr.3
	%29 = getelementptr inbounds i64, i64* %args, i64 11
	%img.shape1 = load i64, i64* %29, align 8
	%30 = getelementptr inbounds i64, i64* %args, i64 9
	%img.data = load i64, i64* %30, align 8
	%img = inttoptr i64 %img.data to double*
	%31 = getelementptr inbounds i64, i64* %args, i64 7
	%filters.shape1 = load i64, i64* %31, align 8
	%32 = getelementptr inbounds i64, i64* %args, i64 8
	%filters.shape2 = load i64, i64* %32, align 8
	%33 = getelementptr inbounds i64, i64* %args, i64 5
	%filters.data = load i64, i64* %33, align 8
	%filters = inttoptr i64 %filters.data to double*
	%34 = getelementptr inbounds i64, i64* %args, i64 14
	%out.shape1 = load i64, i64* %34, align 8
	%35 = getelementptr inbounds i64, i64* %args, i64 15
	%out.shape2 = load i64, i64* %35, align 8
	%36 = getelementptr inbounds i64, i64* %args, i64 12
	%out.data = load i64, i64* %36, align 8
	%out.1 = inttoptr i64 %out.data to double*
	br label %start

start:
	%37 = icmp slt i64 0, %nf
	%38 = sub i64 %nf, 0
	%39 = select i1 %37, i64 %38, i64 0
	%40 = icmp slt i64 %f.from, 0
	%41 = select i1 %40, i64 0, i64 %f.from
	%42 = icmp slt i64 %f.to, 0
	%43 = select i1 %42, i64 0, i64 %f.to
	%44 = icmp ult i64 %39, %43
	%45 = select i1 %44, i64 %39, i64 %43
	br label %f.head

f.head:
	%f.it = phi i64 [ %41, %start ], [ %272, %f.latch ]
	%46 = icmp ult i64 %f.it, %45
	br i1 %46, label %f.body, label %f.exit

f.body:
	%47 = add nsw i64 0, %f.it
	store i64 %47, i64* %f.addr
	%48 = sub nsw i64 %h, %fh
	%49 = add nsw i64 %48, 1
	%50 = icmp slt i64 0, %49
	%51 = sub i64 %49, 0
	%52 = select i1 %50, i64 %51, i64 0
	%53 = icmp slt i64 %i.from, 0
	%54 = select i1 %53, i64 0, i64 %i.from
	%55 = icmp slt i64 %i.to, 0
	%56 = select i1 %55, i64 0, i64 %i.to
	%57 = icmp ult i64 %52, %56
	%58 = select i1 %57, i64 %52, i64 %56
	br label %i.head

i.head:
	%i.it = phi i64 [ %54, %f.body ], [ %271, %i.latch ]
	%59 = icmp ult i64 %i.it, %58
	br i1 %59, label %i.body, label %i.exit

i.body:
	%60 = add nsw i64 0, %i.it
	store i64 %60, i64* %i.addr
	%61 = sub nsw i64 %w, %fw
	%62 = add nsw i64 %61, 1
	%63 = icmp slt i64 0, %62
	%64 = sub i64 %62, 0
	%65 = select i1 %63, i64 %64, i64 0
	%66 = icmp slt i64 %j.from, 0
	%67 = select i1 %66, i64 0, i64 %j.from
	%68 = icmp slt i64 %j.to, 0
	%69 = select i1 %68, i64 0, i64 %j.to
	%70 = icmp ult i64 %65, %69
	%71 = select i1 %70, i64 %65, i64 %69
	%72 = load i64, i64* %f.addr
	store i64 %72, i64* %f.addr.1
	store i64 %72, i64* %f.addr.2
	store i64 %72, i64* %f.addr.3
	%73 = load i64, i64* %i.addr
	store i64 %73, i64* %i.addr.1
	store i64 %73, i64* %i.addr.2
	store i64 %73, i64* %i.addr.3
	%74 = icmp ugt i64 %71, %67
	%75 = sub i64 %71, %67
	%76 = select i1 %74, i64 %75, i64 0
	%77 = and i64 %76, -4
	%78 = add nuw i64 %67, %77
	br label %j.jam.head

j.jam.head:
	%j.jam.it = phi i64 [ %67, %i.body ], [ %224, %j.jam.latch ]
	%79 = icmp ult i64 %j.jam.it, %78
	br i1 %79, label %j.jam.body, label %j.jam.exit

j.jam.body:
	%80 = add nuw nsw i64 %j.jam.it, 0
	%81 = add nsw i64 0, %80
	store i64 %81, i64* %j.addr
	%82 = add nuw nsw i64 %j.jam.it, 1
	%83 = add nsw i64 0, %82
	store i64 %83, i64* %j.addr.1
	%84 = add nuw nsw i64 %j.jam.it, 2
	%85 = add nsw i64 0, %84
	store i64 %85, i64* %j.addr.2
	%86 = add nuw nsw i64 %j.jam.it, 3
	%87 = add nsw i64 0, %86
	store i64 %87, i64* %j.addr.3
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	%88 = icmp slt i64 0, %fh
	%89 = sub i64 %fh, 0
	%90 = select i1 %88, i64 %89, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.jam.body ], [ %187, %k.latch ]
	%91 = icmp ult i64 %k.it, %90
	br i1 %91, label %k.body, label %k.exit

k.body:
	%92 = add nsw i64 0, %k.it
	store i64 %92, i64* %k.addr
	store i64 %92, i64* %k.addr.1
	store i64 %92, i64* %k.addr.2
	store i64 %92, i64* %k.addr.3
	%93 = icmp slt i64 0, %fw
	%94 = sub i64 %fw, 0
	%95 = select i1 %93, i64 %94, i64 0
	br label %l.head

l.head:
	%l.it = phi i64 [ 0, %k.body ], [ %186, %l.latch ]
	%96 = icmp ult i64 %l.it, %95
	br i1 %96, label %l.body, label %l.exit

l.body:
	%97 = add nsw i64 0, %l.it
	store i64 %97, i64* %l.addr
	store i64 %97, i64* %l.addr.1
	store i64 %97, i64* %l.addr.2
	store i64 %97, i64* %l.addr.3
	%98 = load double, double* %acc.addr
	%99 = load i64, i64* %i.addr
	%100 = load i64, i64* %k.addr
	%101 = add nsw i64 %99, %100
	%102 = load i64, i64* %j.addr
	%103 = load i64, i64* %l.addr
	%104 = add nsw i64 %102, %103
	%105 = mul nsw i64 %101, %img.shape1
	%106 = add nsw i64 %105, %104
	%107 = getelementptr inbounds double, double* %img, i64 %106
	%108 = load double, double* %107, align 8, !noalias !3
	%109 = load i64, i64* %f.addr
	%110 = load i64, i64* %k.addr
	%111 = mul nsw i64 %109, %filters.shape1
	%112 = add nsw i64 %111, %110
	%113 = load i64, i64* %l.addr
	%114 = mul nsw i64 %112, %filters.shape2
	%115 = add nsw i64 %114, %113
	%116 = getelementptr inbounds double, double* %filters, i64 %115
	%117 = load double, double* %116, align 8, !noalias !2
	%118 = fmul double %108, %117
	%119 = fadd double %98, %118
	store double %119, double* %acc.addr
	%120 = load double, double* %acc.addr.1
	%121 = load i64, i64* %i.addr.1
	%122 = load i64, i64* %k.addr.1
	%123 = add nsw i64 %121, %122
	%124 = load i64, i64* %j.addr.1
	%125 = load i64, i64* %l.addr.1
	%126 = add nsw i64 %124, %125
	%127 = mul nsw i64 %123, %img.shape1
	%128 = add nsw i64 %127, %126
	%129 = getelementptr inbounds double, double* %img, i64 %128
	%130 = load double, double* %129, align 8, !noalias !3
	%131 = load i64, i64* %f.addr.1
	%132 = load i64, i64* %k.addr.1
	%133 = mul nsw i64 %131, %filters.shape1
	%134 = add nsw i64 %133, %132
	%135 = load i64, i64* %l.addr.1
	%136 = mul nsw i64 %134, %filters.shape2
	%137 = add nsw i64 %136, %135
	%138 = getelementptr inbounds double, double* %filters, i64 %137
	%139 = load double, double* %138, align 8, !noalias !2
	%140 = fmul double %130, %139
	%141 = fadd double %120, %140
	store double %141, double* %acc.addr.1
	%142 = load double, double* %acc.addr.2
	%143 = load i64, i64* %i.addr.2
	%144 = load i64, i64* %k.addr.2
	%145 = add nsw i64 %143, %144
	%146 = load i64, i64* %j.addr.2
	%147 = load i64, i64* %l.addr.2
	%148 = add nsw i64 %146, %147
	%149 = mul nsw i64 %145, %img.shape1
	%150 = add nsw i64 %149, %148
	%151 = getelementptr inbounds double, double* %img, i64 %150
	%152 = load double, double* %151, align 8, !noalias !3
	%153 = load i64, i64* %f.addr.2
	%154 = load i64, i64* %k.addr.2
	%155 = mul nsw i64 %153, %filters.shape1
	%156 = add nsw i64 %155, %154
	%157 = load i64, i64* %l.addr.2
	%158 = mul nsw i64 %156, %filters.shape2
	%159 = add nsw i64 %158, %157
	%160 = getelementptr inbounds double, double* %filters, i64 %159
	%161 = load double, double* %160, align 8, !noalias !2
	%162 = fmul double %152, %161
	%163 = fadd double %142, %162
	store double %163, double* %acc.addr.2
	%164 = load double, double* %acc.addr.3
	%165 = load i64, i64* %i.addr.3
	%166 = load i64, i64* %k.addr.3
	%167 = add nsw i64 %165, %166
	%168 = load i64, i64* %j.addr.3
	%169 = load i64, i64* %l.addr.3
	%170 = add nsw i64 %168, %169
	%171 = mul nsw i64 %167, %img.shape1
	%172 = add nsw i64 %171, %170
	%173 = getelementptr inbounds double, double* %img, i64 %172
	%174 = load double, double* %173, align 8, !noalias !3
	%175 = load i64, i64* %f.addr.3
	%176 = load i64, i64* %k.addr.3
	%177 = mul nsw i64 %175, %filters.shape1
	%178 = add nsw i64 %177, %176
	%179 = load i64, i64* %l.addr.3
	%180 = mul nsw i64 %178, %filters.shape2
	%181 = add nsw i64 %180, %179
	%182 = getelementptr inbounds double, double* %filters, i64 %181
	%183 = load double, double* %182, align 8, !noalias !2
	%184 = fmul double %174, %183
	%185 = fadd double %164, %184
	store double %185, double* %acc.addr.3
	br label %l.latch

l.latch:
	%186 = add nuw i64 %l.it, 1
	br label %l.head

l.exit:
	br label %k.latch

k.latch:
	%187 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%188 = load double, double* %acc.addr
	%189 = load i64, i64* %f.addr
	%190 = load i64, i64* %i.addr
	%191 = mul nsw i64 %189, %out.shape1
	%192 = add nsw i64 %191, %190
	%193 = load i64, i64* %j.addr
	%194 = mul nsw i64 %192, %out.shape2
	%195 = add nsw i64 %194, %193
	%196 = getelementptr inbounds double, double* %out.1, i64 %195
	store double %188, double* %196, align 8, !alias.scope !4
	%197 = load double, double* %acc.addr.1
	%198 = load i64, i64* %f.addr.1
	%199 = load i64, i64* %i.addr.1
	%200 = mul nsw i64 %198, %out.shape1
	%201 = add nsw i64 %200, %199
	%202 = load i64, i64* %j.addr.1
	%203 = mul nsw i64 %201, %out.shape2
	%204 = add nsw i64 %203, %202
	%205 = getelementptr inbounds double, double* %out.1, i64 %204
	store double %197, double* %205, align 8, !alias.scope !4
	%206 = load double, double* %acc.addr.2
	%207 = load i64, i64* %f.addr.2
	%208 = load i64, i64* %i.addr.2
	%209 = mul nsw i64 %207, %out.shape1
	%210 = add nsw i64 %209, %208
	%211 = load i64, i64* %j.addr.2
	%212 = mul nsw i64 %210, %out.shape2
	%213 = add nsw i64 %212, %211
	%214 = getelementptr inbounds double, double* %out.1, i64 %213
	store double %206, double* %214, align 8, !alias.scope !4
	%215 = load double, double* %acc.addr.3
	%216 = load i64, i64* %f.addr.3
	%217 = load i64, i64* %i.addr.3
	%218 = mul nsw i64 %216, %out.shape1
	%219 = add nsw i64 %218, %217
	%220 = load i64, i64* %j.addr.3
	%221 = mul nsw i64 %219, %out.shape2
	%222 = add nsw i64 %221, %220
	%223 = getelementptr inbounds double, double* %out.1, i64 %222
	store double %215, double* %223, align 8, !alias.scope !4
	br label %j.jam.latch

j.jam.latch:
	%224 = add nuw i64 %j.jam.it, 4
	br label %j.jam.head

j.jam.exit:
	br label %j.head

j.head:
	%j.it = phi i64 [ %78, %j.jam.exit ], [ %270, %j.latch ]
	%225 = icmp ult i64 %j.it, %71
	br i1 %225, label %j.body, label %j.exit

j.body:
	%226 = add nsw i64 0, %j.it
	store i64 %226, i64* %j.addr
	store double 0.0, double* %acc.addr
	%227 = icmp slt i64 0, %fh
	%228 = sub i64 %fh, 0
	%229 = select i1 %227, i64 %228, i64 0
	br label %k.head.1

k.head.1:
	%k.it.1 = phi i64 [ 0, %j.body ], [ %260, %k.latch.1 ]
	%230 = icmp ult i64 %k.it.1, %229
	br i1 %230, label %k.body.1, label %k.exit.1

k.body.1:
	%231 = add nsw i64 0, %k.it.1
	store i64 %231, i64* %k.addr
	%232 = icmp slt i64 0, %fw
	%233 = sub i64 %fw, 0
	%234 = select i1 %232, i64 %233, i64 0
	br label %l.head.1

l.head.1:
	%l.it.1 = phi i64 [ 0, %k.body.1 ], [ %259, %l.latch.1 ]
	%235 = icmp ult i64 %l.it.1, %234
	br i1 %235, label %l.body.1, label %l.exit.1

l.body.1:
	%236 = add nsw i64 0, %l.it.1
	store i64 %236, i64* %l.addr
	%237 = load double, double* %acc.addr
	%238 = load i64, i64* %i.addr
	%239 = load i64, i64* %k.addr
	%240 = add nsw i64 %238, %239
	%241 = load i64, i64* %j.addr
	%242 = load i64, i64* %l.addr
	%243 = add nsw i64 %241, %242
	%244 = mul nsw i64 %240, %img.shape1
	%245 = add nsw i64 %244, %243
	%246 = getelementptr inbounds double, double* %img, i64 %245
	%247 = load double, double* %246, align 8, !noalias !3
	%248 = load i64, i64* %f.addr
	%249 = load i64, i64* %k.addr
	%250 = mul nsw i64 %248, %filters.shape1
	%251 = add nsw i64 %250, %249
	%252 = load i64, i64* %l.addr
	%253 = mul nsw i64 %251, %filters.shape2
	%254 = add nsw i64 %253, %252
	%255 = getelementptr inbounds double, double* %filters, i64 %254
	%256 = load double, double* %255, align 8, !noalias !2
	%257 = fmul double %247, %256
	%258 = fadd double %237, %257
	store double %258, double* %acc.addr
	br label %l.latch.1

l.latch.1:
	%259 = add nuw i64 %l.it.1, 1
	br label %l.head.1

l.exit.1:
	br label %k.latch.1

k.latch.1:
	%260 = add nuw i64 %k.it.1, 1
	br label %k.head.1

k.exit.1:
	%261 = load double, double* %acc.addr
	%262 = load i64, i64* %f.addr
	%263 = load i64, i64* %i.addr
	%264 = mul nsw i64 %262, %out.shape1
	%265 = add nsw i64 %264, %263
	%266 = load i64, i64* %j.addr
	%267 = mul nsw i64 %265, %out.shape2
	%268 = add nsw i64 %267, %266
	%269 = getelementptr inbounds double, double* %out.1, i64 %268
	store double %261, double* %269, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%270 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%271 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	br label %f.latch

f.latch:
	%272 = add nuw i64 %f.it, 1
	br label %f.head

f.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna fbcorr_l15"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
