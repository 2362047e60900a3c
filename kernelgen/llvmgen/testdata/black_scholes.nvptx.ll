; alpyna module black_scholes_l31
source_filename = "benchmarks/black_scholes.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @black_scholes_l32(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%d2.addr = alloca double
	store double 0.0, double* %d2.addr
	%k1.addr = alloca double
	store double 0.0, double* %k1.addr
	%w1.addr = alloca double
	store double 0.0, double* %w1.addr
	%c1.addr = alloca double
	store double 0.0, double* %c1.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%k2.addr = alloca double
	store double 0.0, double* %k2.addr
	%w2.addr = alloca double
	store double 0.0, double* %w2.addr
	%c2.addr = alloca double
	store double 0.0, double* %c2.addr
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
	%e.addr = alloca double
	store double 0.0, double* %e.addr
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
	%i.it = phi i64 [ %16, %run ], [ %210, %i.latch ]
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
	%86 = load double, double* %d1.addr
	%87 = load double, double* %sqrt_t.addr
	%88 = fmul double %28, %87
	%89 = fsub double %86, %88
	store double %89, double* %d2.addr
	%90 = load double, double* %d1.addr
	%91 = call double @llvm.fabs.f64(double %90)
	%92 = fmul double 0x3FCDA6711871100E, %91
	%93 = fadd double 1.0, %92
	%94 = fdiv double 1.0, %93
	store double %94, double* %k1.addr
	%95 = load double, double* %d1.addr
	%96 = fmul double -0.5, %95
	%97 = load double, double* %d1.addr
	%98 = fmul double %96, %97
	%99 = call double @__nv_exp(double %98)
	%100 = fcmp uno double %99, %99
	%101 = fcmp uno double %98, %98
	%102 = xor i1 %101, true
	%103 = and i1 %100, %102
	br i1 %103, label %fail.ValueError, label %ok.4, !prof !11

ok.4:
	%104 = call double @llvm.fabs.f64(double %99)
	%105 = fcmp oeq double %104, 0x7FF0000000000000
	%106 = call double @llvm.fabs.f64(double %98)
	%107 = fcmp olt double %106, 0x7FF0000000000000
	%108 = and i1 %105, %107
	br i1 %108, label %fail.OverflowError, label %ok.5, !prof !11

fail.OverflowError:
	%109 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 4 monotonic monotonic
	ret void

ok.5:
	%110 = fmul double 0x3FD9884533D43651, %99
	store double %110, double* %w1.addr
	%111 = load double, double* %w1.addr
	%112 = load double, double* %k1.addr
	%113 = fmul double %111, %112
	%114 = load double, double* %k1.addr
	%115 = load double, double* %k1.addr
	%116 = load double, double* %k1.addr
	%117 = load double, double* %k1.addr
	%118 = fmul double %117, 0x3FF548CDD6F42943
	%119 = fadd double 0xBFFD23DD4EF278D0, %118
	%120 = fmul double %116, %119
	%121 = fadd double 0x3FFC80EF025F5E68, %120
	%122 = fmul double %115, %121
	%123 = fadd double 0xBFD6D1F0E5A8325B, %122
	%124 = fmul double %114, %123
	%125 = fadd double 0x3FD470BF3A92F8EC, %124
	%126 = fmul double %113, %125
	store double %126, double* %c1.addr
	%127 = load double, double* %d1.addr
	%128 = fcmp ogt double %127, 0.0
	store i1 %128, i1* %__p1.addr
	%129 = load i1, i1* %__p1.addr
	br i1 %129, label %if.then, label %if.end

if.then:
	%130 = load double, double* %c1.addr
	%131 = fsub double 1.0, %130
	store double %131, double* %c1.addr
	br label %if.end

if.end:
	%132 = load double, double* %d2.addr
	%133 = call double @llvm.fabs.f64(double %132)
	%134 = fmul double 0x3FCDA6711871100E, %133
	%135 = fadd double 1.0, %134
	%136 = fdiv double 1.0, %135
	store double %136, double* %k2.addr
	%137 = load double, double* %d2.addr
	%138 = fmul double -0.5, %137
	%139 = load double, double* %d2.addr
	%140 = fmul double %138, %139
	%141 = call double @__nv_exp(double %140)
	%142 = fcmp uno double %141, %141
	%143 = fcmp uno double %140, %140
	%144 = xor i1 %143, true
	%145 = and i1 %142, %144
	br i1 %145, label %fail.ValueError, label %ok.6, !prof !11

ok.6:
	%146 = call double @llvm.fabs.f64(double %141)
	%147 = fcmp oeq double %146, 0x7FF0000000000000
	%148 = call double @llvm.fabs.f64(double %140)
	%149 = fcmp olt double %148, 0x7FF0000000000000
	%150 = and i1 %147, %149
	br i1 %150, label %fail.OverflowError, label %ok.7, !prof !11

ok.7:
	%151 = fmul double 0x3FD9884533D43651, %141
	store double %151, double* %w2.addr
	%152 = load double, double* %w2.addr
	%153 = load double, double* %k2.addr
	%154 = fmul double %152, %153
	%155 = load double, double* %k2.addr
	%156 = load double, double* %k2.addr
	%157 = load double, double* %k2.addr
	%158 = load double, double* %k2.addr
	%159 = fmul double %158, 0x3FF548CDD6F42943
	%160 = fadd double 0xBFFD23DD4EF278D0, %159
	%161 = fmul double %157, %160
	%162 = fadd double 0x3FFC80EF025F5E68, %161
	%163 = fmul double %156, %162
	%164 = fadd double 0xBFD6D1F0E5A8325B, %163
	%165 = fmul double %155, %164
	%166 = fadd double 0x3FD470BF3A92F8EC, %165
	%167 = fmul double %154, %166
	store double %167, double* %c2.addr
	%168 = load double, double* %d2.addr
	%169 = fcmp ogt double %168, 0.0
	store i1 %169, i1* %__p2.addr
	%170 = load i1, i1* %__p2.addr
	br i1 %170, label %if.then.1, label %if.end.1

if.then.1:
	%171 = load double, double* %c2.addr
	%172 = fsub double 1.0, %171
	store double %172, double* %c2.addr
	br label %if.end.1

if.end.1:
	%173 = fneg double %26
	%174 = load double, double* %t.addr
	%175 = fmul double %173, %174
	%176 = call double @__nv_exp(double %175)
	%177 = fcmp uno double %176, %176
	%178 = fcmp uno double %175, %175
	%179 = xor i1 %178, true
	%180 = and i1 %177, %179
	br i1 %180, label %fail.ValueError, label %ok.8, !prof !11

ok.8:
	%181 = call double @llvm.fabs.f64(double %176)
	%182 = fcmp oeq double %181, 0x7FF0000000000000
	%183 = call double @llvm.fabs.f64(double %175)
	%184 = fcmp olt double %183, 0x7FF0000000000000
	%185 = and i1 %182, %184
	br i1 %185, label %fail.OverflowError, label %ok.9, !prof !11

ok.9:
	store double %176, double* %e.addr
	%186 = load double, double* %s.addr
	%187 = load double, double* %c1.addr
	%188 = fmul double %186, %187
	%189 = load double, double* %x.addr
	%190 = load double, double* %e.addr
	%191 = fmul double %189, %190
	%192 = load double, double* %c2.addr
	%193 = fmul double %191, %192
	%194 = fsub double %188, %193
	%195 = load i64, i64* %i.addr
	%196 = getelementptr inbounds double, double addrspace(1)* %call, i64 %195
	store double %194, double addrspace(1)* %196, align 8, !alias.scope !3, !noalias !4
	%197 = load double, double* %x.addr
	%198 = load double, double* %e.addr
	%199 = fmul double %197, %198
	%200 = load double, double* %c2.addr
	%201 = fsub double 1.0, %200
	%202 = fmul double %199, %201
	%203 = load double, double* %s.addr
	%204 = load double, double* %c1.addr
	%205 = fsub double 1.0, %204
	%206 = fmul double %203, %205
	%207 = fsub double %202, %206
	%208 = load i64, i64* %i.addr
	%209 = getelementptr inbounds double, double addrspace(1)* %put, i64 %208
	store double %207, double addrspace(1)* %209, align 8, !alias.scope !6, !noalias !7
	br label %i.latch

i.latch:
	%210 = add i64 %i.it, %21
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

!0 = distinct !{!0, !"alpyna black_scholes_l31"}
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
!12 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @black_scholes_l32, !"kernel", i32 1}
