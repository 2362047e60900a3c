; alpyna module black_scholes_helper_l33
source_filename = "benchmarks/black_scholes_helper.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @black_scholes_helper_l34(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%s.addr = alloca double
	store double 0.0, double* %s.addr
	%x.addr = alloca double
	store double 0.0, double* %x.addr
	%t.addr = alloca double
	store double 0.0, double* %t.addr
	%sqrt_t.addr = alloca double
	store double 0.0, double* %sqrt_t.addr
	%d1.addr = alloca double
	store double 0.0, double* %d1.addr
	%e.addr = alloca double
	store double 0.0, double* %e.addr
	%"k\C2\B7cnd1.addr" = alloca double
	store double 0.0, double* %"k\C2\B7cnd1.addr"
	%"tail\C2\B7cnd1.addr" = alloca double
	store double 0.0, double* %"tail\C2\B7cnd1.addr"
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%"cnd\C2\B71.addr" = alloca double
	store double 0.0, double* %"cnd\C2\B71.addr"
	%"d\C2\B7cnd2.addr" = alloca double
	store double 0.0, double* %"d\C2\B7cnd2.addr"
	%"k\C2\B7cnd2.addr" = alloca double
	store double 0.0, double* %"k\C2\B7cnd2.addr"
	%"tail\C2\B7cnd2.addr" = alloca double
	store double 0.0, double* %"tail\C2\B7cnd2.addr"
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
	%"cnd\C2\B72.addr" = alloca double
	store double 0.0, double* %"cnd\C2\B72.addr"
	%"d\C2\B7cnd3.addr" = alloca double
	store double 0.0, double* %"d\C2\B7cnd3.addr"
	%"k\C2\B7cnd3.addr" = alloca double
	store double 0.0, double* %"k\C2\B7cnd3.addr"
	%"tail\C2\B7cnd3.addr" = alloca double
	store double 0.0, double* %"tail\C2\B7cnd3.addr"
	%__p3.addr = alloca i1
	store i1 false, i1* %__p3.addr
	%"cnd\C2\B73.addr" = alloca double
	store double 0.0, double* %"cnd\C2\B73.addr"
	%"k\C2\B7cnd4.addr" = alloca double
	store double 0.0, double* %"k\C2\B7cnd4.addr"
	%"tail\C2\B7cnd4.addr" = alloca double
	store double 0.0, double* %"tail\C2\B7cnd4.addr"
	%__p4.addr = alloca i1
	store i1 false, i1* %__p4.addr
	%"cnd\C2\B74.addr" = alloca double
	store double 0.0, double* %"cnd\C2\B74.addr"
	%0 = getelementptr inbounds i64, i64* %args, i64 0
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %args, i64 5
	%price.data = load i64, i64* %3, align 8
	%price = inttoptr i64 %price.data to double*
	%4 = getelementptr inbounds i64, i64* %args, i64 9
	%strike.data = load i64, i64* %4, align 8
	%strike = inttoptr i64 %strike.data to double*
	%5 = getelementptr inbounds i64, i64* %args, i64 11
	%years.data = load i64, i64* %5, align 8
	%years = inttoptr i64 %years.data to double*
	%6 = getelementptr inbounds i64, i64* %args, i64 1
	%r = load i64, i64* %6, align 8
	%7 = bitcast i64 %r to double
	%8 = getelementptr inbounds i64, i64* %args, i64 2
	%v = load i64, i64* %8, align 8
	%9 = bitcast i64 %v to double
	%10 = getelementptr inbounds i64, i64* %args, i64 3
	%call.data = load i64, i64* %10, align 8
	%call = inttoptr i64 %call.data to double*
	%11 = getelementptr inbounds i64, i64* %args, i64 7
	%put.data = load i64, i64* %11, align 8
	%put = inttoptr i64 %put.data to double*
	br label %start

start:
	%12 = icmp slt i64 0, %n
	%13 = sub i64 %n, 0
	%14 = select i1 %12, i64 %13, i64 0
	%15 = icmp slt i64 %i.from, 0
	%16 = select i1 %15, i64 0, i64 %i.from
	%17 = icmp slt i64 %i.to, 0
	%18 = select i1 %17, i64 0, i64 %i.to
	%19 = icmp ult i64 %14, %18
	%20 = select i1 %19, i64 %14, i64 %18
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %start ], [ %282, %i.latch ]
	%21 = icmp ult i64 %i.it, %20
	br i1 %21, label %i.body, label %i.exit

i.body:
	%22 = add nsw i64 0, %i.it
	store i64 %22, i64* %i.addr
	%23 = load i64, i64* %i.addr
	%24 = getelementptr inbounds double, double* %price, i64 %23
	%25 = load double, double* %24, align 8, !noalias !5, !llvm.access.group !10
	store double %25, double* %s.addr
	%26 = load i64, i64* %i.addr
	%27 = getelementptr inbounds double, double* %strike, i64 %26
	%28 = load double, double* %27, align 8, !noalias !8, !llvm.access.group !10
	store double %28, double* %x.addr
	%29 = load i64, i64* %i.addr
	%30 = getelementptr inbounds double, double* %years, i64 %29
	%31 = load double, double* %30, align 8, !noalias !9, !llvm.access.group !10
	store double %31, double* %t.addr
	%32 = load double, double* %t.addr
	%33 = call double @llvm.sqrt.f64(double %32)
	%34 = fcmp uno double %33, %33
	%35 = fcmp uno double %32, %32
	%36 = xor i1 %35, true
	%37 = and i1 %34, %36
	br i1 %37, label %fail.ValueError, label %ok, !prof !13

fail.ValueError:
	ret i64 3

ok:
	%38 = call double @llvm.fabs.f64(double %33)
	%39 = fcmp oeq double %38, 0x7FF0000000000000
	%40 = call double @llvm.fabs.f64(double %32)
	%41 = fcmp olt double %40, 0x7FF0000000000000
	%42 = and i1 %39, %41
	br i1 %42, label %fail.ValueError, label %ok.1, !prof !13

ok.1:
	store double %33, double* %sqrt_t.addr
	%43 = load double, double* %s.addr
	%44 = load double, double* %x.addr
	%45 = fdiv double %43, %44
	%46 = call double @llvm.log.f64(double %45)
	%47 = fcmp uno double %46, %46
	%48 = fcmp uno double %45, %45
	%49 = xor i1 %48, true
	%50 = and i1 %47, %49
	br i1 %50, label %fail.ValueError, label %ok.2, !prof !13

ok.2:
	%51 = call double @llvm.fabs.f64(double %46)
	%52 = fcmp oeq double %51, 0x7FF0000000000000
	%53 = call double @llvm.fabs.f64(double %45)
	%54 = fcmp olt double %53, 0x7FF0000000000000
	%55 = and i1 %52, %54
	br i1 %55, label %fail.ValueError, label %ok.3, !prof !13

ok.3:
	%56 = fmul double 0.5, %9
	%57 = fmul double %56, %9
	%58 = fadd double %7, %57
	%59 = load double, double* %t.addr
	%60 = fmul double %58, %59
	%61 = fadd double %46, %60
	%62 = load double, double* %sqrt_t.addr
	%63 = fmul double %9, %62
	%64 = fdiv double %61, %63
	store double %64, double* %d1.addr
	%65 = fneg double %7
	%66 = load double, double* %t.addr
	%67 = fmul double %65, %66
	%68 = call double @llvm.exp.f64(double %67)
	%69 = fcmp uno double %68, %68
	%70 = fcmp uno double %67, %67
	%71 = xor i1 %70, true
	%72 = and i1 %69, %71
	br i1 %72, label %fail.ValueError, label %ok.4, !prof !13

ok.4:
	%73 = call double @llvm.fabs.f64(double %68)
	%74 = fcmp oeq double %73, 0x7FF0000000000000
	%75 = call double @llvm.fabs.f64(double %67)
	%76 = fcmp olt double %75, 0x7FF0000000000000
	%77 = and i1 %74, %76
	br i1 %77, label %fail.OverflowError, label %ok.5, !prof !13

fail.OverflowError:
	ret i64 4

ok.5:
	store double %68, double* %e.addr
	%78 = load double, double* %d1.addr
	%79 = call double @llvm.fabs.f64(double %78)
	%80 = fmul double 0x3FCDA6711871100E, %79
	%81 = fadd double 1.0, %80
	%82 = fdiv double 1.0, %81
	store double %82, double* %"k\C2\B7cnd1.addr"
	%83 = load double, double* %d1.addr
	%84 = fmul double -0.5, %83
	%85 = load double, double* %d1.addr
	%86 = fmul double %84, %85
	%87 = call double @llvm.exp.f64(double %86)
	%88 = fcmp uno double %87, %87
	%89 = fcmp uno double %86, %86
	%90 = xor i1 %89, true
	%91 = and i1 %88, %90
	br i1 %91, label %fail.ValueError, label %ok.6, !prof !13

ok.6:
	%92 = call double @llvm.fabs.f64(double %87)
	%93 = fcmp oeq double %92, 0x7FF0000000000000
	%94 = call double @llvm.fabs.f64(double %86)
	%95 = fcmp olt double %94, 0x7FF0000000000000
	%96 = and i1 %93, %95
	br i1 %96, label %fail.OverflowError, label %ok.7, !prof !13

ok.7:
	%97 = fmul double 0x3FD9884533D43651, %87
	%98 = load double, double* %"k\C2\B7cnd1.addr"
	%99 = fmul double %97, %98
	%100 = load double, double* %"k\C2\B7cnd1.addr"
	%101 = load double, double* %"k\C2\B7cnd1.addr"
	%102 = load double, double* %"k\C2\B7cnd1.addr"
	%103 = load double, double* %"k\C2\B7cnd1.addr"
	%104 = fmul double %103, 0x3FF548CDD6F42943
	%105 = fadd double 0xBFFD23DD4EF278D0, %104
	%106 = fmul double %102, %105
	%107 = fadd double 0x3FFC80EF025F5E68, %106
	%108 = fmul double %101, %107
	%109 = fadd double 0xBFD6D1F0E5A8325B, %108
	%110 = fmul double %100, %109
	%111 = fadd double 0x3FD470BF3A92F8EC, %110
	%112 = fmul double %99, %111
	store double %112, double* %"tail\C2\B7cnd1.addr"
	%113 = load double, double* %d1.addr
	%114 = fcmp ogt double %113, 0.0
	store i1 %114, i1* %__p1.addr
	%115 = load i1, i1* %__p1.addr
	br i1 %115, label %if.then, label %if.end

if.then:
	%116 = load double, double* %"tail\C2\B7cnd1.addr"
	%117 = fsub double 1.0, %116
	store double %117, double* %"cnd\C2\B71.addr"
	br label %if.end

if.end:
	%118 = load i1, i1* %__p1.addr
	%119 = xor i1 %118, true
	br i1 %119, label %if.then.1, label %if.end.1

if.then.1:
	%120 = load double, double* %"tail\C2\B7cnd1.addr"
	store double %120, double* %"cnd\C2\B71.addr"
	br label %if.end.1

if.end.1:
	%121 = load double, double* %d1.addr
	%122 = load double, double* %sqrt_t.addr
	%123 = fmul double %9, %122
	%124 = fsub double %121, %123
	store double %124, double* %"d\C2\B7cnd2.addr"
	%125 = load double, double* %"d\C2\B7cnd2.addr"
	%126 = call double @llvm.fabs.f64(double %125)
	%127 = fmul double 0x3FCDA6711871100E, %126
	%128 = fadd double 1.0, %127
	%129 = fdiv double 1.0, %128
	store double %129, double* %"k\C2\B7cnd2.addr"
	%130 = load double, double* %"d\C2\B7cnd2.addr"
	%131 = fmul double -0.5, %130
	%132 = load double, double* %"d\C2\B7cnd2.addr"
	%133 = fmul double %131, %132
	%134 = call double @llvm.exp.f64(double %133)
	%135 = fcmp uno double %134, %134
	%136 = fcmp uno double %133, %133
	%137 = xor i1 %136, true
	%138 = and i1 %135, %137
	br i1 %138, label %fail.ValueError, label %ok.8, !prof !13

ok.8:
	%139 = call double @llvm.fabs.f64(double %134)
	%140 = fcmp oeq double %139, 0x7FF0000000000000
	%141 = call double @llvm.fabs.f64(double %133)
	%142 = fcmp olt double %141, 0x7FF0000000000000
	%143 = and i1 %140, %142
	br i1 %143, label %fail.OverflowError, label %ok.9, !prof !13

ok.9:
	%144 = fmul double 0x3FD9884533D43651, %134
	%145 = load double, double* %"k\C2\B7cnd2.addr"
	%146 = fmul double %144, %145
	%147 = load double, double* %"k\C2\B7cnd2.addr"
	%148 = load double, double* %"k\C2\B7cnd2.addr"
	%149 = load double, double* %"k\C2\B7cnd2.addr"
	%150 = load double, double* %"k\C2\B7cnd2.addr"
	%151 = fmul double %150, 0x3FF548CDD6F42943
	%152 = fadd double 0xBFFD23DD4EF278D0, %151
	%153 = fmul double %149, %152
	%154 = fadd double 0x3FFC80EF025F5E68, %153
	%155 = fmul double %148, %154
	%156 = fadd double 0xBFD6D1F0E5A8325B, %155
	%157 = fmul double %147, %156
	%158 = fadd double 0x3FD470BF3A92F8EC, %157
	%159 = fmul double %146, %158
	store double %159, double* %"tail\C2\B7cnd2.addr"
	%160 = load double, double* %"d\C2\B7cnd2.addr"
	%161 = fcmp ogt double %160, 0.0
	store i1 %161, i1* %__p2.addr
	%162 = load i1, i1* %__p2.addr
	br i1 %162, label %if.then.2, label %if.end.2

if.then.2:
	%163 = load double, double* %"tail\C2\B7cnd2.addr"
	%164 = fsub double 1.0, %163
	store double %164, double* %"cnd\C2\B72.addr"
	br label %if.end.2

if.end.2:
	%165 = load i1, i1* %__p2.addr
	%166 = xor i1 %165, true
	br i1 %166, label %if.then.3, label %if.end.3

if.then.3:
	%167 = load double, double* %"tail\C2\B7cnd2.addr"
	store double %167, double* %"cnd\C2\B72.addr"
	br label %if.end.3

if.end.3:
	%168 = load double, double* %s.addr
	%169 = load double, double* %"cnd\C2\B71.addr"
	%170 = fmul double %168, %169
	%171 = load double, double* %x.addr
	%172 = load double, double* %e.addr
	%173 = fmul double %171, %172
	%174 = load double, double* %"cnd\C2\B72.addr"
	%175 = fmul double %173, %174
	%176 = fsub double %170, %175
	%177 = load i64, i64* %i.addr
	%178 = getelementptr inbounds double, double* %call, i64 %177
	store double %176, double* %178, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !10
	%179 = load double, double* %d1.addr
	%180 = load double, double* %sqrt_t.addr
	%181 = fmul double %9, %180
	%182 = fsub double %179, %181
	store double %182, double* %"d\C2\B7cnd3.addr"
	%183 = load double, double* %"d\C2\B7cnd3.addr"
	%184 = call double @llvm.fabs.f64(double %183)
	%185 = fmul double 0x3FCDA6711871100E, %184
	%186 = fadd double 1.0, %185
	%187 = fdiv double 1.0, %186
	store double %187, double* %"k\C2\B7cnd3.addr"
	%188 = load double, double* %"d\C2\B7cnd3.addr"
	%189 = fmul double -0.5, %188
	%190 = load double, double* %"d\C2\B7cnd3.addr"
	%191 = fmul double %189, %190
	%192 = call double @llvm.exp.f64(double %191)
	%193 = fcmp uno double %192, %192
	%194 = fcmp uno double %191, %191
	%195 = xor i1 %194, true
	%196 = and i1 %193, %195
	br i1 %196, label %fail.ValueError, label %ok.10, !prof !13

ok.10:
	%197 = call double @llvm.fabs.f64(double %192)
	%198 = fcmp oeq double %197, 0x7FF0000000000000
	%199 = call double @llvm.fabs.f64(double %191)
	%200 = fcmp olt double %199, 0x7FF0000000000000
	%201 = and i1 %198, %200
	br i1 %201, label %fail.OverflowError, label %ok.11, !prof !13

ok.11:
	%202 = fmul double 0x3FD9884533D43651, %192
	%203 = load double, double* %"k\C2\B7cnd3.addr"
	%204 = fmul double %202, %203
	%205 = load double, double* %"k\C2\B7cnd3.addr"
	%206 = load double, double* %"k\C2\B7cnd3.addr"
	%207 = load double, double* %"k\C2\B7cnd3.addr"
	%208 = load double, double* %"k\C2\B7cnd3.addr"
	%209 = fmul double %208, 0x3FF548CDD6F42943
	%210 = fadd double 0xBFFD23DD4EF278D0, %209
	%211 = fmul double %207, %210
	%212 = fadd double 0x3FFC80EF025F5E68, %211
	%213 = fmul double %206, %212
	%214 = fadd double 0xBFD6D1F0E5A8325B, %213
	%215 = fmul double %205, %214
	%216 = fadd double 0x3FD470BF3A92F8EC, %215
	%217 = fmul double %204, %216
	store double %217, double* %"tail\C2\B7cnd3.addr"
	%218 = load double, double* %"d\C2\B7cnd3.addr"
	%219 = fcmp ogt double %218, 0.0
	store i1 %219, i1* %__p3.addr
	%220 = load i1, i1* %__p3.addr
	br i1 %220, label %if.then.4, label %if.end.4

if.then.4:
	%221 = load double, double* %"tail\C2\B7cnd3.addr"
	%222 = fsub double 1.0, %221
	store double %222, double* %"cnd\C2\B73.addr"
	br label %if.end.4

if.end.4:
	%223 = load i1, i1* %__p3.addr
	%224 = xor i1 %223, true
	br i1 %224, label %if.then.5, label %if.end.5

if.then.5:
	%225 = load double, double* %"tail\C2\B7cnd3.addr"
	store double %225, double* %"cnd\C2\B73.addr"
	br label %if.end.5

if.end.5:
	%226 = load double, double* %d1.addr
	%227 = call double @llvm.fabs.f64(double %226)
	%228 = fmul double 0x3FCDA6711871100E, %227
	%229 = fadd double 1.0, %228
	%230 = fdiv double 1.0, %229
	store double %230, double* %"k\C2\B7cnd4.addr"
	%231 = load double, double* %d1.addr
	%232 = fmul double -0.5, %231
	%233 = load double, double* %d1.addr
	%234 = fmul double %232, %233
	%235 = call double @llvm.exp.f64(double %234)
	%236 = fcmp uno double %235, %235
	%237 = fcmp uno double %234, %234
	%238 = xor i1 %237, true
	%239 = and i1 %236, %238
	br i1 %239, label %fail.ValueError, label %ok.12, !prof !13

ok.12:
	%240 = call double @llvm.fabs.f64(double %235)
	%241 = fcmp oeq double %240, 0x7FF0000000000000
	%242 = call double @llvm.fabs.f64(double %234)
	%243 = fcmp olt double %242, 0x7FF0000000000000
	%244 = and i1 %241, %243
	br i1 %244, label %fail.OverflowError, label %ok.13, !prof !13

ok.13:
	%245 = fmul double 0x3FD9884533D43651, %235
	%246 = load double, double* %"k\C2\B7cnd4.addr"
	%247 = fmul double %245, %246
	%248 = load double, double* %"k\C2\B7cnd4.addr"
	%249 = load double, double* %"k\C2\B7cnd4.addr"
	%250 = load double, double* %"k\C2\B7cnd4.addr"
	%251 = load double, double* %"k\C2\B7cnd4.addr"
	%252 = fmul double %251, 0x3FF548CDD6F42943
	%253 = fadd double 0xBFFD23DD4EF278D0, %252
	%254 = fmul double %250, %253
	%255 = fadd double 0x3FFC80EF025F5E68, %254
	%256 = fmul double %249, %255
	%257 = fadd double 0xBFD6D1F0E5A8325B, %256
	%258 = fmul double %248, %257
	%259 = fadd double 0x3FD470BF3A92F8EC, %258
	%260 = fmul double %247, %259
	store double %260, double* %"tail\C2\B7cnd4.addr"
	%261 = load double, double* %d1.addr
	%262 = fcmp ogt double %261, 0.0
	store i1 %262, i1* %__p4.addr
	%263 = load i1, i1* %__p4.addr
	br i1 %263, label %if.then.6, label %if.end.6

if.then.6:
	%264 = load double, double* %"tail\C2\B7cnd4.addr"
	%265 = fsub double 1.0, %264
	store double %265, double* %"cnd\C2\B74.addr"
	br label %if.end.6

if.end.6:
	%266 = load i1, i1* %__p4.addr
	%267 = xor i1 %266, true
	br i1 %267, label %if.then.7, label %if.end.7

if.then.7:
	%268 = load double, double* %"tail\C2\B7cnd4.addr"
	store double %268, double* %"cnd\C2\B74.addr"
	br label %if.end.7

if.end.7:
	%269 = load double, double* %x.addr
	%270 = load double, double* %e.addr
	%271 = fmul double %269, %270
	%272 = load double, double* %"cnd\C2\B73.addr"
	%273 = fsub double 1.0, %272
	%274 = fmul double %271, %273
	%275 = load double, double* %s.addr
	%276 = load double, double* %"cnd\C2\B74.addr"
	%277 = fsub double 1.0, %276
	%278 = fmul double %275, %277
	%279 = fsub double %274, %278
	%280 = load i64, i64* %i.addr
	%281 = getelementptr inbounds double, double* %put, i64 %280
	store double %279, double* %281, align 8, !alias.scope !6, !noalias !7, !llvm.access.group !10
	br label %i.latch

i.latch:
	%282 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !12

i.exit:
	ret i64 0
}

declare double @llvm.sqrt.f64(double %0) nounwind readnone willreturn

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

declare double @llvm.log.f64(double %0) nounwind readnone willreturn

declare double @llvm.exp.f64(double %0) nounwind readnone willreturn

!0 = distinct !{!0, !"alpyna black_scholes_helper_l33"}
!1 = distinct !{!1, !0, !"call"}
!2 = distinct !{!2, !0, !"put"}
!3 = !{!1}
!4 = !{!2}
!5 = !{!1, !2}
!6 = !{!2}
!7 = !{!1}
!8 = !{!1, !2}
!9 = !{!1, !2}
!10 = distinct !{}
!11 = !{!"llvm.loop.parallel_accesses", !10}
!12 = distinct !{!12, !11}
!13 = !{!"branch_weights", i32 1, i32 2000}
