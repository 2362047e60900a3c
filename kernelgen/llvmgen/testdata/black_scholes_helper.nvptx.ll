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
	%i.it = phi i64 [ %16, %run ], [ %259, %i.latch ]
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
	store double %53, double* %sqrt_t.addr
	%59 = load double, double* %s.addr
	%60 = load double, double* %x.addr
	%61 = fdiv double %59, %60
	%62 = call double @__nv_log(double %61)
	%63 = fcmp uno double %62, %62
	%64 = fcmp uno double %61, %61
	%65 = xor i1 %64, true
	%66 = and i1 %63, %65
	br i1 %66, label %fail.ValueError, label %ok.1, !prof !11

ok.1:
	%67 = call double @llvm.fabs.f64(double %62)
	%68 = fcmp oeq double %67, 0x7FF0000000000000
	%69 = call double @llvm.fabs.f64(double %61)
	%70 = fcmp olt double %69, 0x7FF0000000000000
	%71 = and i1 %68, %70
	br i1 %71, label %fail.ValueError, label %ok.2, !prof !11

ok.2:
	%72 = fmul double 0.5, %28
	%73 = fmul double %72, %28
	%74 = fadd double %26, %73
	%75 = load double, double* %t.addr
	%76 = fmul double %74, %75
	%77 = fadd double %62, %76
	%78 = load double, double* %sqrt_t.addr
	%79 = fmul double %28, %78
	%80 = fdiv double %77, %79
	store double %80, double* %d1.addr
	%81 = fneg double %26
	%82 = load double, double* %t.addr
	%83 = fmul double %81, %82
	%84 = call double @__nv_exp(double %83)
	%85 = call double @llvm.fabs.f64(double %84)
	%86 = fcmp oeq double %85, 0x7FF0000000000000
	%87 = call double @llvm.fabs.f64(double %83)
	%88 = fcmp olt double %87, 0x7FF0000000000000
	%89 = and i1 %86, %88
	br i1 %89, label %fail.OverflowError, label %ok.3, !prof !11

fail.OverflowError:
	%90 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 4 monotonic monotonic
	ret void

ok.3:
	store double %84, double* %e.addr
	%91 = load double, double* %d1.addr
	%92 = call double @llvm.fabs.f64(double %91)
	%93 = fmul double 0x3FCDA6711871100E, %92
	%94 = fadd double 1.0, %93
	%95 = fdiv double 1.0, %94
	store double %95, double* %"k\C2\B7cnd1.addr"
	%96 = load double, double* %d1.addr
	%97 = fmul double -0.5, %96
	%98 = load double, double* %d1.addr
	%99 = fmul double %97, %98
	%100 = call double @__nv_exp(double %99)
	%101 = fmul double 0x3FD9884533D43651, %100
	%102 = load double, double* %"k\C2\B7cnd1.addr"
	%103 = fmul double %101, %102
	%104 = load double, double* %"k\C2\B7cnd1.addr"
	%105 = load double, double* %"k\C2\B7cnd1.addr"
	%106 = load double, double* %"k\C2\B7cnd1.addr"
	%107 = load double, double* %"k\C2\B7cnd1.addr"
	%108 = fmul double %107, 0x3FF548CDD6F42943
	%109 = fadd double 0xBFFD23DD4EF278D0, %108
	%110 = fmul double %106, %109
	%111 = fadd double 0x3FFC80EF025F5E68, %110
	%112 = fmul double %105, %111
	%113 = fadd double 0xBFD6D1F0E5A8325B, %112
	%114 = fmul double %104, %113
	%115 = fadd double 0x3FD470BF3A92F8EC, %114
	%116 = fmul double %103, %115
	store double %116, double* %"tail\C2\B7cnd1.addr"
	%117 = load double, double* %d1.addr
	%118 = fcmp ogt double %117, 0.0
	store i1 %118, i1* %__p1.addr
	%119 = load i1, i1* %__p1.addr
	br i1 %119, label %if.then, label %if.end

if.then:
	%120 = load double, double* %"tail\C2\B7cnd1.addr"
	%121 = fsub double 1.0, %120
	store double %121, double* %"cnd\C2\B71.addr"
	br label %if.end

if.end:
	%122 = load i1, i1* %__p1.addr
	%123 = xor i1 %122, true
	br i1 %123, label %if.then.1, label %if.end.1

if.then.1:
	%124 = load double, double* %"tail\C2\B7cnd1.addr"
	store double %124, double* %"cnd\C2\B71.addr"
	br label %if.end.1

if.end.1:
	%125 = load double, double* %d1.addr
	%126 = load double, double* %sqrt_t.addr
	%127 = fmul double %28, %126
	%128 = fsub double %125, %127
	store double %128, double* %"d\C2\B7cnd2.addr"
	%129 = load double, double* %"d\C2\B7cnd2.addr"
	%130 = call double @llvm.fabs.f64(double %129)
	%131 = fmul double 0x3FCDA6711871100E, %130
	%132 = fadd double 1.0, %131
	%133 = fdiv double 1.0, %132
	store double %133, double* %"k\C2\B7cnd2.addr"
	%134 = load double, double* %"d\C2\B7cnd2.addr"
	%135 = fmul double -0.5, %134
	%136 = load double, double* %"d\C2\B7cnd2.addr"
	%137 = fmul double %135, %136
	%138 = call double @__nv_exp(double %137)
	%139 = fmul double 0x3FD9884533D43651, %138
	%140 = load double, double* %"k\C2\B7cnd2.addr"
	%141 = fmul double %139, %140
	%142 = load double, double* %"k\C2\B7cnd2.addr"
	%143 = load double, double* %"k\C2\B7cnd2.addr"
	%144 = load double, double* %"k\C2\B7cnd2.addr"
	%145 = load double, double* %"k\C2\B7cnd2.addr"
	%146 = fmul double %145, 0x3FF548CDD6F42943
	%147 = fadd double 0xBFFD23DD4EF278D0, %146
	%148 = fmul double %144, %147
	%149 = fadd double 0x3FFC80EF025F5E68, %148
	%150 = fmul double %143, %149
	%151 = fadd double 0xBFD6D1F0E5A8325B, %150
	%152 = fmul double %142, %151
	%153 = fadd double 0x3FD470BF3A92F8EC, %152
	%154 = fmul double %141, %153
	store double %154, double* %"tail\C2\B7cnd2.addr"
	%155 = load double, double* %"d\C2\B7cnd2.addr"
	%156 = fcmp ogt double %155, 0.0
	store i1 %156, i1* %__p2.addr
	%157 = load i1, i1* %__p2.addr
	br i1 %157, label %if.then.2, label %if.end.2

if.then.2:
	%158 = load double, double* %"tail\C2\B7cnd2.addr"
	%159 = fsub double 1.0, %158
	store double %159, double* %"cnd\C2\B72.addr"
	br label %if.end.2

if.end.2:
	%160 = load i1, i1* %__p2.addr
	%161 = xor i1 %160, true
	br i1 %161, label %if.then.3, label %if.end.3

if.then.3:
	%162 = load double, double* %"tail\C2\B7cnd2.addr"
	store double %162, double* %"cnd\C2\B72.addr"
	br label %if.end.3

if.end.3:
	%163 = load double, double* %s.addr
	%164 = load double, double* %"cnd\C2\B71.addr"
	%165 = fmul double %163, %164
	%166 = load double, double* %x.addr
	%167 = load double, double* %e.addr
	%168 = fmul double %166, %167
	%169 = load double, double* %"cnd\C2\B72.addr"
	%170 = fmul double %168, %169
	%171 = fsub double %165, %170
	%172 = load i64, i64* %i.addr
	%173 = getelementptr inbounds double, double addrspace(1)* %call, i64 %172
	store double %171, double addrspace(1)* %173, align 8, !alias.scope !3, !noalias !4
	%174 = load double, double* %d1.addr
	%175 = load double, double* %sqrt_t.addr
	%176 = fmul double %28, %175
	%177 = fsub double %174, %176
	store double %177, double* %"d\C2\B7cnd3.addr"
	%178 = load double, double* %"d\C2\B7cnd3.addr"
	%179 = call double @llvm.fabs.f64(double %178)
	%180 = fmul double 0x3FCDA6711871100E, %179
	%181 = fadd double 1.0, %180
	%182 = fdiv double 1.0, %181
	store double %182, double* %"k\C2\B7cnd3.addr"
	%183 = load double, double* %"d\C2\B7cnd3.addr"
	%184 = fmul double -0.5, %183
	%185 = load double, double* %"d\C2\B7cnd3.addr"
	%186 = fmul double %184, %185
	%187 = call double @__nv_exp(double %186)
	%188 = fmul double 0x3FD9884533D43651, %187
	%189 = load double, double* %"k\C2\B7cnd3.addr"
	%190 = fmul double %188, %189
	%191 = load double, double* %"k\C2\B7cnd3.addr"
	%192 = load double, double* %"k\C2\B7cnd3.addr"
	%193 = load double, double* %"k\C2\B7cnd3.addr"
	%194 = load double, double* %"k\C2\B7cnd3.addr"
	%195 = fmul double %194, 0x3FF548CDD6F42943
	%196 = fadd double 0xBFFD23DD4EF278D0, %195
	%197 = fmul double %193, %196
	%198 = fadd double 0x3FFC80EF025F5E68, %197
	%199 = fmul double %192, %198
	%200 = fadd double 0xBFD6D1F0E5A8325B, %199
	%201 = fmul double %191, %200
	%202 = fadd double 0x3FD470BF3A92F8EC, %201
	%203 = fmul double %190, %202
	store double %203, double* %"tail\C2\B7cnd3.addr"
	%204 = load double, double* %"d\C2\B7cnd3.addr"
	%205 = fcmp ogt double %204, 0.0
	store i1 %205, i1* %__p3.addr
	%206 = load i1, i1* %__p3.addr
	br i1 %206, label %if.then.4, label %if.end.4

if.then.4:
	%207 = load double, double* %"tail\C2\B7cnd3.addr"
	%208 = fsub double 1.0, %207
	store double %208, double* %"cnd\C2\B73.addr"
	br label %if.end.4

if.end.4:
	%209 = load i1, i1* %__p3.addr
	%210 = xor i1 %209, true
	br i1 %210, label %if.then.5, label %if.end.5

if.then.5:
	%211 = load double, double* %"tail\C2\B7cnd3.addr"
	store double %211, double* %"cnd\C2\B73.addr"
	br label %if.end.5

if.end.5:
	%212 = load double, double* %d1.addr
	%213 = call double @llvm.fabs.f64(double %212)
	%214 = fmul double 0x3FCDA6711871100E, %213
	%215 = fadd double 1.0, %214
	%216 = fdiv double 1.0, %215
	store double %216, double* %"k\C2\B7cnd4.addr"
	%217 = load double, double* %d1.addr
	%218 = fmul double -0.5, %217
	%219 = load double, double* %d1.addr
	%220 = fmul double %218, %219
	%221 = call double @__nv_exp(double %220)
	%222 = fmul double 0x3FD9884533D43651, %221
	%223 = load double, double* %"k\C2\B7cnd4.addr"
	%224 = fmul double %222, %223
	%225 = load double, double* %"k\C2\B7cnd4.addr"
	%226 = load double, double* %"k\C2\B7cnd4.addr"
	%227 = load double, double* %"k\C2\B7cnd4.addr"
	%228 = load double, double* %"k\C2\B7cnd4.addr"
	%229 = fmul double %228, 0x3FF548CDD6F42943
	%230 = fadd double 0xBFFD23DD4EF278D0, %229
	%231 = fmul double %227, %230
	%232 = fadd double 0x3FFC80EF025F5E68, %231
	%233 = fmul double %226, %232
	%234 = fadd double 0xBFD6D1F0E5A8325B, %233
	%235 = fmul double %225, %234
	%236 = fadd double 0x3FD470BF3A92F8EC, %235
	%237 = fmul double %224, %236
	store double %237, double* %"tail\C2\B7cnd4.addr"
	%238 = load double, double* %d1.addr
	%239 = fcmp ogt double %238, 0.0
	store i1 %239, i1* %__p4.addr
	%240 = load i1, i1* %__p4.addr
	br i1 %240, label %if.then.6, label %if.end.6

if.then.6:
	%241 = load double, double* %"tail\C2\B7cnd4.addr"
	%242 = fsub double 1.0, %241
	store double %242, double* %"cnd\C2\B74.addr"
	br label %if.end.6

if.end.6:
	%243 = load i1, i1* %__p4.addr
	%244 = xor i1 %243, true
	br i1 %244, label %if.then.7, label %if.end.7

if.then.7:
	%245 = load double, double* %"tail\C2\B7cnd4.addr"
	store double %245, double* %"cnd\C2\B74.addr"
	br label %if.end.7

if.end.7:
	%246 = load double, double* %x.addr
	%247 = load double, double* %e.addr
	%248 = fmul double %246, %247
	%249 = load double, double* %"cnd\C2\B73.addr"
	%250 = fsub double 1.0, %249
	%251 = fmul double %248, %250
	%252 = load double, double* %s.addr
	%253 = load double, double* %"cnd\C2\B74.addr"
	%254 = fsub double 1.0, %253
	%255 = fmul double %252, %254
	%256 = fsub double %251, %255
	%257 = load i64, i64* %i.addr
	%258 = getelementptr inbounds double, double addrspace(1)* %put, i64 %257
	store double %256, double addrspace(1)* %258, align 8, !alias.scope !6, !noalias !7
	br label %i.latch

i.latch:
	%259 = add i64 %i.it, %21
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

declare double @__nv_log(double %0) nounwind readnone willreturn

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

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
