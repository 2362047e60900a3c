; alpyna module black_scholes_helper_l33
source_filename = "benchmarks/black_scholes_helper.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @black_scholes_helper_l34(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%7 = zext i32 %6 to i64
	%8 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %8, align 8, !invariant.load !10
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
	%price.data = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !10
	%price = inttoptr i64 %price.data to double addrspace(1)*
	%23 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%strike.data = load i64, i64 addrspace(1)* %23, align 8, !invariant.load !10
	%strike = inttoptr i64 %strike.data to double addrspace(1)*
	%24 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 11
	%years.data = load i64, i64 addrspace(1)* %24, align 8, !invariant.load !10
	%years = inttoptr i64 %years.data to double addrspace(1)*
	%25 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%r = load i64, i64 addrspace(1)* %25, align 8, !invariant.load !10
	%26 = bitcast i64 %r to double
	%27 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%v = load i64, i64 addrspace(1)* %27, align 8, !invariant.load !10
	%28 = bitcast i64 %v to double
	%29 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%call.data = load i64, i64 addrspace(1)* %29, align 8, !invariant.load !10
	%call = inttoptr i64 %call.data to double addrspace(1)*
	%30 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%put.data = load i64, i64 addrspace(1)* %30, align 8, !invariant.load !10
	%put = inttoptr i64 %put.data to double addrspace(1)*
	br label %start

start:
	%31 = icmp ne i64 %1, 0
	%32 = icmp ne i64 %3, 0
	%33 = or i1 %31, %32
	%34 = icmp ne i64 %5, 0
	%35 = or i1 %33, %34
	%36 = icmp ne i64 %7, 0
	%37 = or i1 %35, %36
	br i1 %37, label %idle, label %run

idle:
	ret void

run:
	%38 = icmp slt i64 0, %n
	%39 = sub i64 %n, 0
	%40 = select i1 %38, i64 %39, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %16, %run ], [ %304, %i.latch ]
	%41 = icmp ult i64 %i.it, %40
	br i1 %41, label %i.body, label %i.exit

i.body:
	%42 = add nsw i64 0, %i.it
	store i64 %42, i64* %i.addr
	%43 = load i64, i64* %i.addr
	%44 = getelementptr inbounds double, double addrspace(1)* %price, i64 %43
	%45 = load double, double addrspace(1)* %44, align 8, !noalias !5, !invariant.load !10
	store double %45, double* %s.addr
	%46 = load i64, i64* %i.addr
	%47 = getelementptr inbounds double, double addrspace(1)* %strike, i64 %46
	%48 = load double, double addrspace(1)* %47, align 8, !noalias !8, !invariant.load !10
	store double %48, double* %x.addr
	%49 = load i64, i64* %i.addr
	%50 = getelementptr inbounds double, double addrspace(1)* %years, i64 %49
	%51 = load double, double addrspace(1)* %50, align 8, !noalias !9, !invariant.load !10
	store double %51, double* %t.addr
	%52 = load double, double* %t.addr
	%53 = call double @llvm.sqrt.f64(double %52)
	%54 = fcmp uno double %53, %53
	%55 = fcmp uno double %52, %52
	%56 = xor i1 %55, true
	%57 = and i1 %54, %56
	br i1 %57, label %fail.ValueError, label %ok, !prof !11

fail.ValueError:
	%58 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 3 monotonic monotonic
	ret void

ok:
	%59 = call double @llvm.fabs.f64(double %53)
	%60 = fcmp oeq double %59, 0x7FF0000000000000
	%61 = call double @llvm.fabs.f64(double %52)
	%62 = fcmp olt double %61, 0x7FF0000000000000
	%63 = and i1 %60, %62
	br i1 %63, label %fail.ValueError, label %ok.1, !prof !11

ok.1:
	store double %53, double* %sqrt_t.addr
	%64 = load double, double* %s.addr
	%65 = load double, double* %x.addr
	%66 = fdiv double %64, %65
	%67 = call double @__nv_log(double %66)
	%68 = fcmp uno double %67, %67
	%69 = fcmp uno double %66, %66
	%70 = xor i1 %69, true
	%71 = and i1 %68, %70
	br i1 %71, label %fail.ValueError, label %ok.2, !prof !11

ok.2:
	%72 = call double @llvm.fabs.f64(double %67)
	%73 = fcmp oeq double %72, 0x7FF0000000000000
	%74 = call double @llvm.fabs.f64(double %66)
	%75 = fcmp olt double %74, 0x7FF0000000000000
	%76 = and i1 %73, %75
	br i1 %76, label %fail.ValueError, label %ok.3, !prof !11

ok.3:
	%77 = fmul double 0.5, %28
	%78 = fmul double %77, %28
	%79 = fadd double %26, %78
	%80 = load double, double* %t.addr
	%81 = fmul double %79, %80
	%82 = fadd double %67, %81
	%83 = load double, double* %sqrt_t.addr
	%84 = fmul double %28, %83
	%85 = fdiv double %82, %84
	store double %85, double* %d1.addr
	%86 = fneg double %26
	%87 = load double, double* %t.addr
	%88 = fmul double %86, %87
	%89 = call double @__nv_exp(double %88)
	%90 = fcmp uno double %89, %89
	%91 = fcmp uno double %88, %88
	%92 = xor i1 %91, true
	%93 = and i1 %90, %92
	br i1 %93, label %fail.ValueError, label %ok.4, !prof !11

ok.4:
	%94 = call double @llvm.fabs.f64(double %89)
	%95 = fcmp oeq double %94, 0x7FF0000000000000
	%96 = call double @llvm.fabs.f64(double %88)
	%97 = fcmp olt double %96, 0x7FF0000000000000
	%98 = and i1 %95, %97
	br i1 %98, label %fail.OverflowError, label %ok.5, !prof !11

fail.OverflowError:
	%99 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 4 monotonic monotonic
	ret void

ok.5:
	store double %89, double* %e.addr
	%100 = load double, double* %d1.addr
	%101 = call double @llvm.fabs.f64(double %100)
	%102 = fmul double 0x3FCDA6711871100E, %101
	%103 = fadd double 1.0, %102
	%104 = fdiv double 1.0, %103
	store double %104, double* %"k\C2\B7cnd1.addr"
	%105 = load double, double* %d1.addr
	%106 = fmul double -0.5, %105
	%107 = load double, double* %d1.addr
	%108 = fmul double %106, %107
	%109 = call double @__nv_exp(double %108)
	%110 = fcmp uno double %109, %109
	%111 = fcmp uno double %108, %108
	%112 = xor i1 %111, true
	%113 = and i1 %110, %112
	br i1 %113, label %fail.ValueError, label %ok.6, !prof !11

ok.6:
	%114 = call double @llvm.fabs.f64(double %109)
	%115 = fcmp oeq double %114, 0x7FF0000000000000
	%116 = call double @llvm.fabs.f64(double %108)
	%117 = fcmp olt double %116, 0x7FF0000000000000
	%118 = and i1 %115, %117
	br i1 %118, label %fail.OverflowError, label %ok.7, !prof !11

ok.7:
	%119 = fmul double 0x3FD9884533D43651, %109
	%120 = load double, double* %"k\C2\B7cnd1.addr"
	%121 = fmul double %119, %120
	%122 = load double, double* %"k\C2\B7cnd1.addr"
	%123 = load double, double* %"k\C2\B7cnd1.addr"
	%124 = load double, double* %"k\C2\B7cnd1.addr"
	%125 = load double, double* %"k\C2\B7cnd1.addr"
	%126 = fmul double %125, 0x3FF548CDD6F42943
	%127 = fadd double 0xBFFD23DD4EF278D0, %126
	%128 = fmul double %124, %127
	%129 = fadd double 0x3FFC80EF025F5E68, %128
	%130 = fmul double %123, %129
	%131 = fadd double 0xBFD6D1F0E5A8325B, %130
	%132 = fmul double %122, %131
	%133 = fadd double 0x3FD470BF3A92F8EC, %132
	%134 = fmul double %121, %133
	store double %134, double* %"tail\C2\B7cnd1.addr"
	%135 = load double, double* %d1.addr
	%136 = fcmp ogt double %135, 0.0
	store i1 %136, i1* %__p1.addr
	%137 = load i1, i1* %__p1.addr
	br i1 %137, label %if.then, label %if.end

if.then:
	%138 = load double, double* %"tail\C2\B7cnd1.addr"
	%139 = fsub double 1.0, %138
	store double %139, double* %"cnd\C2\B71.addr"
	br label %if.end

if.end:
	%140 = load i1, i1* %__p1.addr
	%141 = xor i1 %140, true
	br i1 %141, label %if.then.1, label %if.end.1

if.then.1:
	%142 = load double, double* %"tail\C2\B7cnd1.addr"
	store double %142, double* %"cnd\C2\B71.addr"
	br label %if.end.1

if.end.1:
	%143 = load double, double* %d1.addr
	%144 = load double, double* %sqrt_t.addr
	%145 = fmul double %28, %144
	%146 = fsub double %143, %145
	store double %146, double* %"d\C2\B7cnd2.addr"
	%147 = load double, double* %"d\C2\B7cnd2.addr"
	%148 = call double @llvm.fabs.f64(double %147)
	%149 = fmul double 0x3FCDA6711871100E, %148
	%150 = fadd double 1.0, %149
	%151 = fdiv double 1.0, %150
	store double %151, double* %"k\C2\B7cnd2.addr"
	%152 = load double, double* %"d\C2\B7cnd2.addr"
	%153 = fmul double -0.5, %152
	%154 = load double, double* %"d\C2\B7cnd2.addr"
	%155 = fmul double %153, %154
	%156 = call double @__nv_exp(double %155)
	%157 = fcmp uno double %156, %156
	%158 = fcmp uno double %155, %155
	%159 = xor i1 %158, true
	%160 = and i1 %157, %159
	br i1 %160, label %fail.ValueError, label %ok.8, !prof !11

ok.8:
	%161 = call double @llvm.fabs.f64(double %156)
	%162 = fcmp oeq double %161, 0x7FF0000000000000
	%163 = call double @llvm.fabs.f64(double %155)
	%164 = fcmp olt double %163, 0x7FF0000000000000
	%165 = and i1 %162, %164
	br i1 %165, label %fail.OverflowError, label %ok.9, !prof !11

ok.9:
	%166 = fmul double 0x3FD9884533D43651, %156
	%167 = load double, double* %"k\C2\B7cnd2.addr"
	%168 = fmul double %166, %167
	%169 = load double, double* %"k\C2\B7cnd2.addr"
	%170 = load double, double* %"k\C2\B7cnd2.addr"
	%171 = load double, double* %"k\C2\B7cnd2.addr"
	%172 = load double, double* %"k\C2\B7cnd2.addr"
	%173 = fmul double %172, 0x3FF548CDD6F42943
	%174 = fadd double 0xBFFD23DD4EF278D0, %173
	%175 = fmul double %171, %174
	%176 = fadd double 0x3FFC80EF025F5E68, %175
	%177 = fmul double %170, %176
	%178 = fadd double 0xBFD6D1F0E5A8325B, %177
	%179 = fmul double %169, %178
	%180 = fadd double 0x3FD470BF3A92F8EC, %179
	%181 = fmul double %168, %180
	store double %181, double* %"tail\C2\B7cnd2.addr"
	%182 = load double, double* %"d\C2\B7cnd2.addr"
	%183 = fcmp ogt double %182, 0.0
	store i1 %183, i1* %__p2.addr
	%184 = load i1, i1* %__p2.addr
	br i1 %184, label %if.then.2, label %if.end.2

if.then.2:
	%185 = load double, double* %"tail\C2\B7cnd2.addr"
	%186 = fsub double 1.0, %185
	store double %186, double* %"cnd\C2\B72.addr"
	br label %if.end.2

if.end.2:
	%187 = load i1, i1* %__p2.addr
	%188 = xor i1 %187, true
	br i1 %188, label %if.then.3, label %if.end.3

if.then.3:
	%189 = load double, double* %"tail\C2\B7cnd2.addr"
	store double %189, double* %"cnd\C2\B72.addr"
	br label %if.end.3

if.end.3:
	%190 = load double, double* %s.addr
	%191 = load double, double* %"cnd\C2\B71.addr"
	%192 = fmul double %190, %191
	%193 = load double, double* %x.addr
	%194 = load double, double* %e.addr
	%195 = fmul double %193, %194
	%196 = load double, double* %"cnd\C2\B72.addr"
	%197 = fmul double %195, %196
	%198 = fsub double %192, %197
	%199 = load i64, i64* %i.addr
	%200 = getelementptr inbounds double, double addrspace(1)* %call, i64 %199
	store double %198, double addrspace(1)* %200, align 8, !alias.scope !3, !noalias !4
	%201 = load double, double* %d1.addr
	%202 = load double, double* %sqrt_t.addr
	%203 = fmul double %28, %202
	%204 = fsub double %201, %203
	store double %204, double* %"d\C2\B7cnd3.addr"
	%205 = load double, double* %"d\C2\B7cnd3.addr"
	%206 = call double @llvm.fabs.f64(double %205)
	%207 = fmul double 0x3FCDA6711871100E, %206
	%208 = fadd double 1.0, %207
	%209 = fdiv double 1.0, %208
	store double %209, double* %"k\C2\B7cnd3.addr"
	%210 = load double, double* %"d\C2\B7cnd3.addr"
	%211 = fmul double -0.5, %210
	%212 = load double, double* %"d\C2\B7cnd3.addr"
	%213 = fmul double %211, %212
	%214 = call double @__nv_exp(double %213)
	%215 = fcmp uno double %214, %214
	%216 = fcmp uno double %213, %213
	%217 = xor i1 %216, true
	%218 = and i1 %215, %217
	br i1 %218, label %fail.ValueError, label %ok.10, !prof !11

ok.10:
	%219 = call double @llvm.fabs.f64(double %214)
	%220 = fcmp oeq double %219, 0x7FF0000000000000
	%221 = call double @llvm.fabs.f64(double %213)
	%222 = fcmp olt double %221, 0x7FF0000000000000
	%223 = and i1 %220, %222
	br i1 %223, label %fail.OverflowError, label %ok.11, !prof !11

ok.11:
	%224 = fmul double 0x3FD9884533D43651, %214
	%225 = load double, double* %"k\C2\B7cnd3.addr"
	%226 = fmul double %224, %225
	%227 = load double, double* %"k\C2\B7cnd3.addr"
	%228 = load double, double* %"k\C2\B7cnd3.addr"
	%229 = load double, double* %"k\C2\B7cnd3.addr"
	%230 = load double, double* %"k\C2\B7cnd3.addr"
	%231 = fmul double %230, 0x3FF548CDD6F42943
	%232 = fadd double 0xBFFD23DD4EF278D0, %231
	%233 = fmul double %229, %232
	%234 = fadd double 0x3FFC80EF025F5E68, %233
	%235 = fmul double %228, %234
	%236 = fadd double 0xBFD6D1F0E5A8325B, %235
	%237 = fmul double %227, %236
	%238 = fadd double 0x3FD470BF3A92F8EC, %237
	%239 = fmul double %226, %238
	store double %239, double* %"tail\C2\B7cnd3.addr"
	%240 = load double, double* %"d\C2\B7cnd3.addr"
	%241 = fcmp ogt double %240, 0.0
	store i1 %241, i1* %__p3.addr
	%242 = load i1, i1* %__p3.addr
	br i1 %242, label %if.then.4, label %if.end.4

if.then.4:
	%243 = load double, double* %"tail\C2\B7cnd3.addr"
	%244 = fsub double 1.0, %243
	store double %244, double* %"cnd\C2\B73.addr"
	br label %if.end.4

if.end.4:
	%245 = load i1, i1* %__p3.addr
	%246 = xor i1 %245, true
	br i1 %246, label %if.then.5, label %if.end.5

if.then.5:
	%247 = load double, double* %"tail\C2\B7cnd3.addr"
	store double %247, double* %"cnd\C2\B73.addr"
	br label %if.end.5

if.end.5:
	%248 = load double, double* %d1.addr
	%249 = call double @llvm.fabs.f64(double %248)
	%250 = fmul double 0x3FCDA6711871100E, %249
	%251 = fadd double 1.0, %250
	%252 = fdiv double 1.0, %251
	store double %252, double* %"k\C2\B7cnd4.addr"
	%253 = load double, double* %d1.addr
	%254 = fmul double -0.5, %253
	%255 = load double, double* %d1.addr
	%256 = fmul double %254, %255
	%257 = call double @__nv_exp(double %256)
	%258 = fcmp uno double %257, %257
	%259 = fcmp uno double %256, %256
	%260 = xor i1 %259, true
	%261 = and i1 %258, %260
	br i1 %261, label %fail.ValueError, label %ok.12, !prof !11

ok.12:
	%262 = call double @llvm.fabs.f64(double %257)
	%263 = fcmp oeq double %262, 0x7FF0000000000000
	%264 = call double @llvm.fabs.f64(double %256)
	%265 = fcmp olt double %264, 0x7FF0000000000000
	%266 = and i1 %263, %265
	br i1 %266, label %fail.OverflowError, label %ok.13, !prof !11

ok.13:
	%267 = fmul double 0x3FD9884533D43651, %257
	%268 = load double, double* %"k\C2\B7cnd4.addr"
	%269 = fmul double %267, %268
	%270 = load double, double* %"k\C2\B7cnd4.addr"
	%271 = load double, double* %"k\C2\B7cnd4.addr"
	%272 = load double, double* %"k\C2\B7cnd4.addr"
	%273 = load double, double* %"k\C2\B7cnd4.addr"
	%274 = fmul double %273, 0x3FF548CDD6F42943
	%275 = fadd double 0xBFFD23DD4EF278D0, %274
	%276 = fmul double %272, %275
	%277 = fadd double 0x3FFC80EF025F5E68, %276
	%278 = fmul double %271, %277
	%279 = fadd double 0xBFD6D1F0E5A8325B, %278
	%280 = fmul double %270, %279
	%281 = fadd double 0x3FD470BF3A92F8EC, %280
	%282 = fmul double %269, %281
	store double %282, double* %"tail\C2\B7cnd4.addr"
	%283 = load double, double* %d1.addr
	%284 = fcmp ogt double %283, 0.0
	store i1 %284, i1* %__p4.addr
	%285 = load i1, i1* %__p4.addr
	br i1 %285, label %if.then.6, label %if.end.6

if.then.6:
	%286 = load double, double* %"tail\C2\B7cnd4.addr"
	%287 = fsub double 1.0, %286
	store double %287, double* %"cnd\C2\B74.addr"
	br label %if.end.6

if.end.6:
	%288 = load i1, i1* %__p4.addr
	%289 = xor i1 %288, true
	br i1 %289, label %if.then.7, label %if.end.7

if.then.7:
	%290 = load double, double* %"tail\C2\B7cnd4.addr"
	store double %290, double* %"cnd\C2\B74.addr"
	br label %if.end.7

if.end.7:
	%291 = load double, double* %x.addr
	%292 = load double, double* %e.addr
	%293 = fmul double %291, %292
	%294 = load double, double* %"cnd\C2\B73.addr"
	%295 = fsub double 1.0, %294
	%296 = fmul double %293, %295
	%297 = load double, double* %s.addr
	%298 = load double, double* %"cnd\C2\B74.addr"
	%299 = fsub double 1.0, %298
	%300 = fmul double %297, %299
	%301 = fsub double %296, %300
	%302 = load i64, i64* %i.addr
	%303 = getelementptr inbounds double, double addrspace(1)* %put, i64 %302
	store double %301, double addrspace(1)* %303, align 8, !alias.scope !6, !noalias !7
	br label %i.latch

i.latch:
	%304 = add i64 %i.it, %21
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

declare double @llvm.sqrt.f64(double %0) nounwind readnone willreturn

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

declare double @__nv_log(double %0) nounwind readnone willreturn

declare double @__nv_exp(double %0) nounwind readnone willreturn

!nvvm.annotations = !{!12}

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
!10 = !{}
!11 = !{!"branch_weights", i32 1, i32 2000}
!12 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @black_scholes_helper_l34, !"kernel", i32 1}
