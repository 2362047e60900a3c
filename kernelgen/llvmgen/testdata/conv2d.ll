; alpyna module conv2d_l15
source_filename = "benchmarks/conv2d.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @conv2d_l17(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
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
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%h = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %args, i64 1
	%kh = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %args, i64 3
	%w = load i64, i64* %4, align 8
	%5 = getelementptr inbounds i64, i64* %args, i64 2
	%kw = load i64, i64* %5, align 8
	%6 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %6, align 8
	%7 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %7, align 8
	%i.addr.1 = alloca i64
	%8 = load i64, i64* %i.addr
	store i64 %8, i64* %i.addr.1
	%j.addr.1 = alloca i64
	%9 = load i64, i64* %j.addr
	store i64 %9, i64* %j.addr.1
	%acc.addr.1 = alloca double
	%10 = load double, double* %acc.addr
	store double %10, double* %acc.addr.1
	%k.addr.1 = alloca i64
	%11 = load i64, i64* %k.addr
	store i64 %11, i64* %k.addr.1
	%l.addr.1 = alloca i64
	%12 = load i64, i64* %l.addr
	store i64 %12, i64* %l.addr.1
	%i.addr.2 = alloca i64
	%13 = load i64, i64* %i.addr
	store i64 %13, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%14 = load i64, i64* %j.addr
	store i64 %14, i64* %j.addr.2
	%acc.addr.2 = alloca double
	%15 = load double, double* %acc.addr
	store double %15, double* %acc.addr.2
	%k.addr.2 = alloca i64
	%16 = load i64, i64* %k.addr
	store i64 %16, i64* %k.addr.2
	%l.addr.2 = alloca i64
	%17 = load i64, i64* %l.addr
	store i64 %17, i64* %l.addr.2
	%i.addr.3 = alloca i64
	%18 = load i64, i64* %i.addr
	store i64 %18, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%19 = load i64, i64* %j.addr
	store i64 %19, i64* %j.addr.3
	%acc.addr.3 = alloca double
	%20 = load double, double* %acc.addr
	store double %20, double* %acc.addr.3
	%k.addr.3 = alloca i64
	%21 = load i64, i64* %k.addr
	store i64 %21, i64* %k.addr.3
	%l.addr.3 = alloca i64
	%22 = load i64, i64* %l.addr
	store i64 %22, i64* %l.addr.3
	%23 = getelementptr inbounds i64, i64* %args, i64 6
	%img.shape1 = load i64, i64* %23, align 8
	%24 = getelementptr inbounds i64, i64* %args, i64 4
	%img.data = load i64, i64* %24, align 8
	%img = inttoptr i64 %img.data to double*
	%25 = getelementptr inbounds i64, i64* %args, i64 9
	%kern.shape1 = load i64, i64* %25, align 8
	%26 = getelementptr inbounds i64, i64* %args, i64 7
	%kern.data = load i64, i64* %26, align 8
	%kern = inttoptr i64 %kern.data to double*
	%27 = getelementptr inbounds i64, i64* %args, i64 12
	%out.shape1 = load i64, i64* %27, align 8
	%28 = getelementptr inbounds i64, i64* %args, i64 10
	%out.data = load i64, i64* %28, align 8
	%out.1 = inttoptr i64 %out.data to double*
	br label %start

start:
	%29 = sub nsw i64 %h, %kh
	%30 = add nsw i64 %29, 1
	%31 = icmp slt i64 0, %30
	%32 = sub i64 %30, 0
	%33 = select i1 %31, i64 %32, i64 0
	%34 = icmp slt i64 %i.from, 0
	%35 = select i1 %34, i64 0, i64 %i.from
	%36 = icmp slt i64 %i.to, 0
	%37 = select i1 %36, i64 0, i64 %i.to
	%38 = icmp ult i64 %33, %37
	%39 = select i1 %38, i64 %33, i64 %37
	br label %i.head

i.head:
	%i.it = phi i64 [ %35, %start ], [ %241, %i.latch ]
	%40 = icmp ult i64 %i.it, %39
	br i1 %40, label %i.body, label %i.exit

i.body:
	%41 = add nsw i64 0, %i.it
	store i64 %41, i64* %i.addr
	%42 = sub nsw i64 %w, %kw
	%43 = add nsw i64 %42, 1
	%44 = icmp slt i64 0, %43
	%45 = sub i64 %43, 0
	%46 = select i1 %44, i64 %45, i64 0
	%47 = icmp slt i64 %j.from, 0
	%48 = select i1 %47, i64 0, i64 %j.from
	%49 = icmp slt i64 %j.to, 0
	%50 = select i1 %49, i64 0, i64 %j.to
	%51 = icmp ult i64 %46, %50
	%52 = select i1 %51, i64 %46, i64 %50
	%53 = load i64, i64* %i.addr
	store i64 %53, i64* %i.addr.1
	store i64 %53, i64* %i.addr.2
	store i64 %53, i64* %i.addr.3
	%54 = icmp ugt i64 %52, %48
	%55 = sub i64 %52, %48
	%56 = select i1 %54, i64 %55, i64 0
	%57 = and i64 %56, -4
	%58 = add nuw i64 %48, %57
	br label %j.jam.head

j.jam.head:
	%j.jam.it = phi i64 [ %48, %i.body ], [ %196, %j.jam.latch ]
	%59 = icmp ult i64 %j.jam.it, %58
	br i1 %59, label %j.jam.body, label %j.jam.exit

j.jam.body:
	%60 = add nuw nsw i64 %j.jam.it, 0
	%61 = add nsw i64 0, %60
	store i64 %61, i64* %j.addr
	%62 = add nuw nsw i64 %j.jam.it, 1
	%63 = add nsw i64 0, %62
	store i64 %63, i64* %j.addr.1
	%64 = add nuw nsw i64 %j.jam.it, 2
	%65 = add nsw i64 0, %64
	store i64 %65, i64* %j.addr.2
	%66 = add nuw nsw i64 %j.jam.it, 3
	%67 = add nsw i64 0, %66
	store i64 %67, i64* %j.addr.3
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	%68 = icmp slt i64 0, %kh
	%69 = sub i64 %kh, 0
	%70 = select i1 %68, i64 %69, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.jam.body ], [ %171, %k.latch ]
	%71 = icmp ult i64 %k.it, %70
	br i1 %71, label %k.body, label %k.exit

k.body:
	%72 = add nsw i64 0, %k.it
	store i64 %72, i64* %k.addr
	store i64 %72, i64* %k.addr.1
	store i64 %72, i64* %k.addr.2
	store i64 %72, i64* %k.addr.3
	%73 = icmp slt i64 0, %kw
	%74 = sub i64 %kw, 0
	%75 = select i1 %73, i64 %74, i64 0
	br label %l.head

l.head:
	%l.it = phi i64 [ 0, %k.body ], [ %170, %l.latch ]
	%76 = icmp ult i64 %l.it, %75
	br i1 %76, label %l.body, label %l.exit

l.body:
	%77 = add nsw i64 0, %l.it
	store i64 %77, i64* %l.addr
	store i64 %77, i64* %l.addr.1
	store i64 %77, i64* %l.addr.2
	store i64 %77, i64* %l.addr.3
	%78 = load double, double* %acc.addr
	%79 = load i64, i64* %i.addr
	%80 = load i64, i64* %k.addr
	%81 = add nsw i64 %79, %80
	%82 = load i64, i64* %j.addr
	%83 = load i64, i64* %l.addr
	%84 = add nsw i64 %82, %83
	%85 = mul nsw i64 %81, %img.shape1
	%86 = add nsw i64 %85, %84
	%87 = getelementptr inbounds double, double* %img, i64 %86
	%88 = load double, double* %87, align 8, !noalias !2
	%89 = sub nsw i64 %kh, 1
	%90 = load i64, i64* %k.addr
	%91 = sub nsw i64 %89, %90
	%92 = sub nsw i64 %kw, 1
	%93 = load i64, i64* %l.addr
	%94 = sub nsw i64 %92, %93
	%95 = mul nsw i64 %91, %kern.shape1
	%96 = add nsw i64 %95, %94
	%97 = getelementptr inbounds double, double* %kern, i64 %96
	%98 = load double, double* %97, align 8, !noalias !3
	%99 = fmul double %88, %98
	%100 = fadd double %78, %99
	store double %100, double* %acc.addr
	%101 = load double, double* %acc.addr.1
	%102 = load i64, i64* %i.addr.1
	%103 = load i64, i64* %k.addr.1
	%104 = add nsw i64 %102, %103
	%105 = load i64, i64* %j.addr.1
	%106 = load i64, i64* %l.addr.1
	%107 = add nsw i64 %105, %106
	%108 = mul nsw i64 %104, %img.shape1
	%109 = add nsw i64 %108, %107
	%110 = getelementptr inbounds double, double* %img, i64 %109
	%111 = load double, double* %110, align 8, !noalias !2
	%112 = sub nsw i64 %kh, 1
	%113 = load i64, i64* %k.addr.1
	%114 = sub nsw i64 %112, %113
	%115 = sub nsw i64 %kw, 1
	%116 = load i64, i64* %l.addr.1
	%117 = sub nsw i64 %115, %116
	%118 = mul nsw i64 %114, %kern.shape1
	%119 = add nsw i64 %118, %117
	%120 = getelementptr inbounds double, double* %kern, i64 %119
	%121 = load double, double* %120, align 8, !noalias !3
	%122 = fmul double %111, %121
	%123 = fadd double %101, %122
	store double %123, double* %acc.addr.1
	%124 = load double, double* %acc.addr.2
	%125 = load i64, i64* %i.addr.2
	%126 = load i64, i64* %k.addr.2
	%127 = add nsw i64 %125, %126
	%128 = load i64, i64* %j.addr.2
	%129 = load i64, i64* %l.addr.2
	%130 = add nsw i64 %128, %129
	%131 = mul nsw i64 %127, %img.shape1
	%132 = add nsw i64 %131, %130
	%133 = getelementptr inbounds double, double* %img, i64 %132
	%134 = load double, double* %133, align 8, !noalias !2
	%135 = sub nsw i64 %kh, 1
	%136 = load i64, i64* %k.addr.2
	%137 = sub nsw i64 %135, %136
	%138 = sub nsw i64 %kw, 1
	%139 = load i64, i64* %l.addr.2
	%140 = sub nsw i64 %138, %139
	%141 = mul nsw i64 %137, %kern.shape1
	%142 = add nsw i64 %141, %140
	%143 = getelementptr inbounds double, double* %kern, i64 %142
	%144 = load double, double* %143, align 8, !noalias !3
	%145 = fmul double %134, %144
	%146 = fadd double %124, %145
	store double %146, double* %acc.addr.2
	%147 = load double, double* %acc.addr.3
	%148 = load i64, i64* %i.addr.3
	%149 = load i64, i64* %k.addr.3
	%150 = add nsw i64 %148, %149
	%151 = load i64, i64* %j.addr.3
	%152 = load i64, i64* %l.addr.3
	%153 = add nsw i64 %151, %152
	%154 = mul nsw i64 %150, %img.shape1
	%155 = add nsw i64 %154, %153
	%156 = getelementptr inbounds double, double* %img, i64 %155
	%157 = load double, double* %156, align 8, !noalias !2
	%158 = sub nsw i64 %kh, 1
	%159 = load i64, i64* %k.addr.3
	%160 = sub nsw i64 %158, %159
	%161 = sub nsw i64 %kw, 1
	%162 = load i64, i64* %l.addr.3
	%163 = sub nsw i64 %161, %162
	%164 = mul nsw i64 %160, %kern.shape1
	%165 = add nsw i64 %164, %163
	%166 = getelementptr inbounds double, double* %kern, i64 %165
	%167 = load double, double* %166, align 8, !noalias !3
	%168 = fmul double %157, %167
	%169 = fadd double %147, %168
	store double %169, double* %acc.addr.3
	br label %l.latch

l.latch:
	%170 = add nuw i64 %l.it, 1
	br label %l.head

l.exit:
	br label %k.latch

k.latch:
	%171 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%172 = load double, double* %acc.addr
	%173 = load i64, i64* %i.addr
	%174 = load i64, i64* %j.addr
	%175 = mul nsw i64 %173, %out.shape1
	%176 = add nsw i64 %175, %174
	%177 = getelementptr inbounds double, double* %out.1, i64 %176
	store double %172, double* %177, align 8, !alias.scope !4
	%178 = load double, double* %acc.addr.1
	%179 = load i64, i64* %i.addr.1
	%180 = load i64, i64* %j.addr.1
	%181 = mul nsw i64 %179, %out.shape1
	%182 = add nsw i64 %181, %180
	%183 = getelementptr inbounds double, double* %out.1, i64 %182
	store double %178, double* %183, align 8, !alias.scope !4
	%184 = load double, double* %acc.addr.2
	%185 = load i64, i64* %i.addr.2
	%186 = load i64, i64* %j.addr.2
	%187 = mul nsw i64 %185, %out.shape1
	%188 = add nsw i64 %187, %186
	%189 = getelementptr inbounds double, double* %out.1, i64 %188
	store double %184, double* %189, align 8, !alias.scope !4
	%190 = load double, double* %acc.addr.3
	%191 = load i64, i64* %i.addr.3
	%192 = load i64, i64* %j.addr.3
	%193 = mul nsw i64 %191, %out.shape1
	%194 = add nsw i64 %193, %192
	%195 = getelementptr inbounds double, double* %out.1, i64 %194
	store double %190, double* %195, align 8, !alias.scope !4
	br label %j.jam.latch

j.jam.latch:
	%196 = add nuw i64 %j.jam.it, 4
	br label %j.jam.head

j.jam.exit:
	br label %j.head

j.head:
	%j.it = phi i64 [ %58, %j.jam.exit ], [ %240, %j.latch ]
	%197 = icmp ult i64 %j.it, %52
	br i1 %197, label %j.body, label %j.exit

j.body:
	%198 = add nsw i64 0, %j.it
	store i64 %198, i64* %j.addr
	store double 0.0, double* %acc.addr
	%199 = icmp slt i64 0, %kh
	%200 = sub i64 %kh, 0
	%201 = select i1 %199, i64 %200, i64 0
	br label %k.head.1

k.head.1:
	%k.it.1 = phi i64 [ 0, %j.body ], [ %233, %k.latch.1 ]
	%202 = icmp ult i64 %k.it.1, %201
	br i1 %202, label %k.body.1, label %k.exit.1

k.body.1:
	%203 = add nsw i64 0, %k.it.1
	store i64 %203, i64* %k.addr
	%204 = icmp slt i64 0, %kw
	%205 = sub i64 %kw, 0
	%206 = select i1 %204, i64 %205, i64 0
	br label %l.head.1

l.head.1:
	%l.it.1 = phi i64 [ 0, %k.body.1 ], [ %232, %l.latch.1 ]
	%207 = icmp ult i64 %l.it.1, %206
	br i1 %207, label %l.body.1, label %l.exit.1

l.body.1:
	%208 = add nsw i64 0, %l.it.1
	store i64 %208, i64* %l.addr
	%209 = load double, double* %acc.addr
	%210 = load i64, i64* %i.addr
	%211 = load i64, i64* %k.addr
	%212 = add nsw i64 %210, %211
	%213 = load i64, i64* %j.addr
	%214 = load i64, i64* %l.addr
	%215 = add nsw i64 %213, %214
	%216 = mul nsw i64 %212, %img.shape1
	%217 = add nsw i64 %216, %215
	%218 = getelementptr inbounds double, double* %img, i64 %217
	%219 = load double, double* %218, align 8, !noalias !2
	%220 = sub nsw i64 %kh, 1
	%221 = load i64, i64* %k.addr
	%222 = sub nsw i64 %220, %221
	%223 = sub nsw i64 %kw, 1
	%224 = load i64, i64* %l.addr
	%225 = sub nsw i64 %223, %224
	%226 = mul nsw i64 %222, %kern.shape1
	%227 = add nsw i64 %226, %225
	%228 = getelementptr inbounds double, double* %kern, i64 %227
	%229 = load double, double* %228, align 8, !noalias !3
	%230 = fmul double %219, %229
	%231 = fadd double %209, %230
	store double %231, double* %acc.addr
	br label %l.latch.1

l.latch.1:
	%232 = add nuw i64 %l.it.1, 1
	br label %l.head.1

l.exit.1:
	br label %k.latch.1

k.latch.1:
	%233 = add nuw i64 %k.it.1, 1
	br label %k.head.1

k.exit.1:
	%234 = load double, double* %acc.addr
	%235 = load i64, i64* %i.addr
	%236 = load i64, i64* %j.addr
	%237 = mul nsw i64 %235, %out.shape1
	%238 = add nsw i64 %237, %236
	%239 = getelementptr inbounds double, double* %out.1, i64 %238
	store double %234, double* %239, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%240 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%241 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna conv2d_l15"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
