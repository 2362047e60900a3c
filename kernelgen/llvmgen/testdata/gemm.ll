; alpyna module gemm_l15
source_filename = "benchmarks/gemm.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @gemm_l17(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%acc.addr = alloca double
	store double 0.0, double* %acc.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 2
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
	%acc.addr.1 = alloca double
	%7 = load double, double* %acc.addr
	store double %7, double* %acc.addr.1
	%k.addr.1 = alloca i64
	%8 = load i64, i64* %k.addr
	store i64 %8, i64* %k.addr.1
	%i.addr.2 = alloca i64
	%9 = load i64, i64* %i.addr
	store i64 %9, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%10 = load i64, i64* %j.addr
	store i64 %10, i64* %j.addr.2
	%acc.addr.2 = alloca double
	%11 = load double, double* %acc.addr
	store double %11, double* %acc.addr.2
	%k.addr.2 = alloca i64
	%12 = load i64, i64* %k.addr
	store i64 %12, i64* %k.addr.2
	%i.addr.3 = alloca i64
	%13 = load i64, i64* %i.addr
	store i64 %13, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%14 = load i64, i64* %j.addr
	store i64 %14, i64* %j.addr.3
	%acc.addr.3 = alloca double
	%15 = load double, double* %acc.addr
	store double %15, double* %acc.addr.3
	%k.addr.3 = alloca i64
	%16 = load i64, i64* %k.addr
	store i64 %16, i64* %k.addr.3
	%17 = getelementptr inbounds i64, i64* %args, i64 5
	%a.shape1 = load i64, i64* %17, align 8
	%18 = getelementptr inbounds i64, i64* %args, i64 3
	%a.data = load i64, i64* %18, align 8
	%a = inttoptr i64 %a.data to double*
	%19 = getelementptr inbounds i64, i64* %args, i64 8
	%b.shape1 = load i64, i64* %19, align 8
	%20 = getelementptr inbounds i64, i64* %args, i64 6
	%b.data = load i64, i64* %20, align 8
	%b = inttoptr i64 %b.data to double*
	%21 = getelementptr inbounds i64, i64* %args, i64 0
	%alpha = load i64, i64* %21, align 8
	%22 = bitcast i64 %alpha to double
	%23 = getelementptr inbounds i64, i64* %args, i64 1
	%beta = load i64, i64* %23, align 8
	%24 = bitcast i64 %beta to double
	%25 = getelementptr inbounds i64, i64* %args, i64 11
	%c.shape1 = load i64, i64* %25, align 8
	%26 = getelementptr inbounds i64, i64* %args, i64 9
	%c.data = load i64, i64* %26, align 8
	%c = inttoptr i64 %c.data to double*
	br label %start

start:
	%27 = icmp slt i64 0, %n
	%28 = sub i64 %n, 0
	%29 = select i1 %27, i64 %28, i64 0
	%30 = icmp slt i64 %i.from, 0
	%31 = select i1 %30, i64 0, i64 %i.from
	%32 = icmp slt i64 %i.to, 0
	%33 = select i1 %32, i64 0, i64 %i.to
	%34 = icmp ult i64 %29, %33
	%35 = select i1 %34, i64 %29, i64 %33
	br label %i.head

i.head:
	%i.it = phi i64 [ %31, %start ], [ %228, %i.latch ]
	%36 = icmp ult i64 %i.it, %35
	br i1 %36, label %i.body, label %i.exit

i.body:
	%37 = add nsw i64 0, %i.it
	store i64 %37, i64* %i.addr
	%38 = icmp slt i64 0, %n
	%39 = sub i64 %n, 0
	%40 = select i1 %38, i64 %39, i64 0
	%41 = icmp slt i64 %j.from, 0
	%42 = select i1 %41, i64 0, i64 %j.from
	%43 = icmp slt i64 %j.to, 0
	%44 = select i1 %43, i64 0, i64 %j.to
	%45 = icmp ult i64 %40, %44
	%46 = select i1 %45, i64 %40, i64 %44
	%47 = load i64, i64* %i.addr
	store i64 %47, i64* %i.addr.1
	store i64 %47, i64* %i.addr.2
	store i64 %47, i64* %i.addr.3
	%48 = icmp ugt i64 %46, %42
	%49 = sub i64 %46, %42
	%50 = select i1 %48, i64 %49, i64 0
	%51 = and i64 %50, -4
	%52 = add nuw i64 %42, %51
	br label %j.jam.head

j.jam.head:
	%j.jam.it = phi i64 [ %42, %i.body ], [ %188, %j.jam.latch ]
	%53 = icmp ult i64 %j.jam.it, %52
	br i1 %53, label %j.jam.body, label %j.jam.exit

j.jam.body:
	%54 = add nuw nsw i64 %j.jam.it, 0
	%55 = add nsw i64 0, %54
	store i64 %55, i64* %j.addr
	%56 = add nuw nsw i64 %j.jam.it, 1
	%57 = add nsw i64 0, %56
	store i64 %57, i64* %j.addr.1
	%58 = add nuw nsw i64 %j.jam.it, 2
	%59 = add nsw i64 0, %58
	store i64 %59, i64* %j.addr.2
	%60 = add nuw nsw i64 %j.jam.it, 3
	%61 = add nsw i64 0, %60
	store i64 %61, i64* %j.addr.3
	store double 0.0, double* %acc.addr
	store double 0.0, double* %acc.addr.1
	store double 0.0, double* %acc.addr.2
	store double 0.0, double* %acc.addr.3
	%62 = icmp slt i64 0, %n
	%63 = sub i64 %n, 0
	%64 = select i1 %62, i64 %63, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.jam.body ], [ %127, %k.latch ]
	%65 = icmp ult i64 %k.it, %64
	br i1 %65, label %k.body, label %k.exit

k.body:
	%66 = add nsw i64 0, %k.it
	store i64 %66, i64* %k.addr
	store i64 %66, i64* %k.addr.1
	store i64 %66, i64* %k.addr.2
	store i64 %66, i64* %k.addr.3
	%67 = load double, double* %acc.addr
	%68 = load i64, i64* %i.addr
	%69 = load i64, i64* %k.addr
	%70 = mul nsw i64 %68, %a.shape1
	%71 = add nsw i64 %70, %69
	%72 = getelementptr inbounds double, double* %a, i64 %71
	%73 = load double, double* %72, align 8, !noalias !2
	%74 = load i64, i64* %k.addr
	%75 = load i64, i64* %j.addr
	%76 = mul nsw i64 %74, %b.shape1
	%77 = add nsw i64 %76, %75
	%78 = getelementptr inbounds double, double* %b, i64 %77
	%79 = load double, double* %78, align 8, !noalias !3
	%80 = fmul double %73, %79
	%81 = fadd double %67, %80
	store double %81, double* %acc.addr
	%82 = load double, double* %acc.addr.1
	%83 = load i64, i64* %i.addr.1
	%84 = load i64, i64* %k.addr.1
	%85 = mul nsw i64 %83, %a.shape1
	%86 = add nsw i64 %85, %84
	%87 = getelementptr inbounds double, double* %a, i64 %86
	%88 = load double, double* %87, align 8, !noalias !2
	%89 = load i64, i64* %k.addr.1
	%90 = load i64, i64* %j.addr.1
	%91 = mul nsw i64 %89, %b.shape1
	%92 = add nsw i64 %91, %90
	%93 = getelementptr inbounds double, double* %b, i64 %92
	%94 = load double, double* %93, align 8, !noalias !3
	%95 = fmul double %88, %94
	%96 = fadd double %82, %95
	store double %96, double* %acc.addr.1
	%97 = load double, double* %acc.addr.2
	%98 = load i64, i64* %i.addr.2
	%99 = load i64, i64* %k.addr.2
	%100 = mul nsw i64 %98, %a.shape1
	%101 = add nsw i64 %100, %99
	%102 = getelementptr inbounds double, double* %a, i64 %101
	%103 = load double, double* %102, align 8, !noalias !2
	%104 = load i64, i64* %k.addr.2
	%105 = load i64, i64* %j.addr.2
	%106 = mul nsw i64 %104, %b.shape1
	%107 = add nsw i64 %106, %105
	%108 = getelementptr inbounds double, double* %b, i64 %107
	%109 = load double, double* %108, align 8, !noalias !3
	%110 = fmul double %103, %109
	%111 = fadd double %97, %110
	store double %111, double* %acc.addr.2
	%112 = load double, double* %acc.addr.3
	%113 = load i64, i64* %i.addr.3
	%114 = load i64, i64* %k.addr.3
	%115 = mul nsw i64 %113, %a.shape1
	%116 = add nsw i64 %115, %114
	%117 = getelementptr inbounds double, double* %a, i64 %116
	%118 = load double, double* %117, align 8, !noalias !2
	%119 = load i64, i64* %k.addr.3
	%120 = load i64, i64* %j.addr.3
	%121 = mul nsw i64 %119, %b.shape1
	%122 = add nsw i64 %121, %120
	%123 = getelementptr inbounds double, double* %b, i64 %122
	%124 = load double, double* %123, align 8, !noalias !3
	%125 = fmul double %118, %124
	%126 = fadd double %112, %125
	store double %126, double* %acc.addr.3
	br label %k.latch

k.latch:
	%127 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%128 = load double, double* %acc.addr
	%129 = fmul double %22, %128
	%130 = load i64, i64* %i.addr
	%131 = load i64, i64* %j.addr
	%132 = mul nsw i64 %130, %c.shape1
	%133 = add nsw i64 %132, %131
	%134 = getelementptr inbounds double, double* %c, i64 %133
	%135 = load double, double* %134, align 8, !alias.scope !4
	%136 = fmul double %24, %135
	%137 = fadd double %129, %136
	%138 = load i64, i64* %i.addr
	%139 = load i64, i64* %j.addr
	%140 = mul nsw i64 %138, %c.shape1
	%141 = add nsw i64 %140, %139
	%142 = getelementptr inbounds double, double* %c, i64 %141
	store double %137, double* %142, align 8, !alias.scope !4
	%143 = load double, double* %acc.addr.1
	%144 = fmul double %22, %143
	%145 = load i64, i64* %i.addr.1
	%146 = load i64, i64* %j.addr.1
	%147 = mul nsw i64 %145, %c.shape1
	%148 = add nsw i64 %147, %146
	%149 = getelementptr inbounds double, double* %c, i64 %148
	%150 = load double, double* %149, align 8, !alias.scope !4
	%151 = fmul double %24, %150
	%152 = fadd double %144, %151
	%153 = load i64, i64* %i.addr.1
	%154 = load i64, i64* %j.addr.1
	%155 = mul nsw i64 %153, %c.shape1
	%156 = add nsw i64 %155, %154
	%157 = getelementptr inbounds double, double* %c, i64 %156
	store double %152, double* %157, align 8, !alias.scope !4
	%158 = load double, double* %acc.addr.2
	%159 = fmul double %22, %158
	%160 = load i64, i64* %i.addr.2
	%161 = load i64, i64* %j.addr.2
	%162 = mul nsw i64 %160, %c.shape1
	%163 = add nsw i64 %162, %161
	%164 = getelementptr inbounds double, double* %c, i64 %163
	%165 = load double, double* %164, align 8, !alias.scope !4
	%166 = fmul double %24, %165
	%167 = fadd double %159, %166
	%168 = load i64, i64* %i.addr.2
	%169 = load i64, i64* %j.addr.2
	%170 = mul nsw i64 %168, %c.shape1
	%171 = add nsw i64 %170, %169
	%172 = getelementptr inbounds double, double* %c, i64 %171
	store double %167, double* %172, align 8, !alias.scope !4
	%173 = load double, double* %acc.addr.3
	%174 = fmul double %22, %173
	%175 = load i64, i64* %i.addr.3
	%176 = load i64, i64* %j.addr.3
	%177 = mul nsw i64 %175, %c.shape1
	%178 = add nsw i64 %177, %176
	%179 = getelementptr inbounds double, double* %c, i64 %178
	%180 = load double, double* %179, align 8, !alias.scope !4
	%181 = fmul double %24, %180
	%182 = fadd double %174, %181
	%183 = load i64, i64* %i.addr.3
	%184 = load i64, i64* %j.addr.3
	%185 = mul nsw i64 %183, %c.shape1
	%186 = add nsw i64 %185, %184
	%187 = getelementptr inbounds double, double* %c, i64 %186
	store double %182, double* %187, align 8, !alias.scope !4
	br label %j.jam.latch

j.jam.latch:
	%188 = add nuw i64 %j.jam.it, 4
	br label %j.jam.head

j.jam.exit:
	br label %j.head

j.head:
	%j.it = phi i64 [ %52, %j.jam.exit ], [ %227, %j.latch ]
	%189 = icmp ult i64 %j.it, %46
	br i1 %189, label %j.body, label %j.exit

j.body:
	%190 = add nsw i64 0, %j.it
	store i64 %190, i64* %j.addr
	store double 0.0, double* %acc.addr
	%191 = icmp slt i64 0, %n
	%192 = sub i64 %n, 0
	%193 = select i1 %191, i64 %192, i64 0
	br label %k.head.1

k.head.1:
	%k.it.1 = phi i64 [ 0, %j.body ], [ %211, %k.latch.1 ]
	%194 = icmp ult i64 %k.it.1, %193
	br i1 %194, label %k.body.1, label %k.exit.1

k.body.1:
	%195 = add nsw i64 0, %k.it.1
	store i64 %195, i64* %k.addr
	%196 = load double, double* %acc.addr
	%197 = load i64, i64* %i.addr
	%198 = load i64, i64* %k.addr
	%199 = mul nsw i64 %197, %a.shape1
	%200 = add nsw i64 %199, %198
	%201 = getelementptr inbounds double, double* %a, i64 %200
	%202 = load double, double* %201, align 8, !noalias !2
	%203 = load i64, i64* %k.addr
	%204 = load i64, i64* %j.addr
	%205 = mul nsw i64 %203, %b.shape1
	%206 = add nsw i64 %205, %204
	%207 = getelementptr inbounds double, double* %b, i64 %206
	%208 = load double, double* %207, align 8, !noalias !3
	%209 = fmul double %202, %208
	%210 = fadd double %196, %209
	store double %210, double* %acc.addr
	br label %k.latch.1

k.latch.1:
	%211 = add nuw i64 %k.it.1, 1
	br label %k.head.1

k.exit.1:
	%212 = load double, double* %acc.addr
	%213 = fmul double %22, %212
	%214 = load i64, i64* %i.addr
	%215 = load i64, i64* %j.addr
	%216 = mul nsw i64 %214, %c.shape1
	%217 = add nsw i64 %216, %215
	%218 = getelementptr inbounds double, double* %c, i64 %217
	%219 = load double, double* %218, align 8, !alias.scope !4
	%220 = fmul double %24, %219
	%221 = fadd double %213, %220
	%222 = load i64, i64* %i.addr
	%223 = load i64, i64* %j.addr
	%224 = mul nsw i64 %222, %c.shape1
	%225 = add nsw i64 %224, %223
	%226 = getelementptr inbounds double, double* %c, i64 %225
	store double %221, double* %226, align 8, !alias.scope !4
	br label %j.latch

j.latch:
	%227 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%228 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

!0 = distinct !{!0, !"alpyna gemm_l15"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
