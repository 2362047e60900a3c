; alpyna module black_scholes_l31
source_filename = "/work/main/benchmarks/black_scholes.py"
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
	%0 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %0, align 8, !invariant.load !10
	%1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%2 = zext i32 %1 to i64
	%3 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%4 = zext i32 %3 to i64
	%5 = mul nuw nsw i64 %2, %4
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%7 = zext i32 %6 to i64
	%8 = add nuw nsw i64 %5, %7
	%9 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%10 = zext i32 %9 to i64
	%11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%12 = zext i32 %11 to i64
	%13 = mul nuw nsw i64 %10, %12
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%price.data = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !10
	%price = inttoptr i64 %price.data to double addrspace(1)*
	%15 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%strike.data = load i64, i64 addrspace(1)* %15, align 8, !invariant.load !10
	%strike = inttoptr i64 %strike.data to double addrspace(1)*
	%16 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 11
	%years.data = load i64, i64 addrspace(1)* %16, align 8, !invariant.load !10
	%years = inttoptr i64 %years.data to double addrspace(1)*
	%17 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%r = load i64, i64 addrspace(1)* %17, align 8, !invariant.load !10
	%18 = bitcast i64 %r to double
	%19 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%v = load i64, i64 addrspace(1)* %19, align 8, !invariant.load !10
	%20 = bitcast i64 %v to double
	%21 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%call.data = load i64, i64 addrspace(1)* %21, align 8, !invariant.load !10
	%call = inttoptr i64 %call.data to double addrspace(1)*
	%22 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%put.data = load i64, i64 addrspace(1)* %22, align 8, !invariant.load !10
	%put = inttoptr i64 %put.data to double addrspace(1)*
	br label %start

start:
	%23 = icmp slt i64 0, %n
	%24 = sub i64 %n, 0
	%25 = select i1 %23, i64 %24, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %8, %start ], [ %195, %i.latch ]
	%26 = icmp ult i64 %i.it, %25
	br i1 %26, label %i.body, label %i.exit

i.body:
	%27 = add nsw i64 0, %i.it
	store i64 %27, i64* %i.addr
	%28 = load i64, i64* %i.addr
	%29 = getelementptr inbounds double, double addrspace(1)* %price, i64 %28
	%30 = load double, double addrspace(1)* %29, align 8, !noalias !5, !invariant.load !10
	store double %30, double* %s.addr
	%31 = load i64, i64* %i.addr
	%32 = getelementptr inbounds double, double addrspace(1)* %strike, i64 %31
	%33 = load double, double addrspace(1)* %32, align 8, !noalias !8, !invariant.load !10
	store double %33, double* %x.addr
	%34 = load i64, i64* %i.addr
	%35 = getelementptr inbounds double, double addrspace(1)* %years, i64 %34
	%36 = load double, double addrspace(1)* %35, align 8, !noalias !9, !invariant.load !10
	store double %36, double* %t.addr
	%37 = load double, double* %t.addr
	%38 = call double @llvm.sqrt.f64(double %37)
	%39 = fcmp uno double %38, %38
	%40 = fcmp uno double %37, %37
	%41 = xor i1 %40, true
	%42 = and i1 %39, %41
	br i1 %42, label %fail.ValueError, label %ok, !prof !11

fail.ValueError:
	%43 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 3 monotonic monotonic
	ret void

ok:
	%44 = call double @llvm.fabs.f64(double %38)
	%45 = fcmp oeq double %44, 0x7FF0000000000000
	%46 = call double @llvm.fabs.f64(double %37)
	%47 = fcmp olt double %46, 0x7FF0000000000000
	%48 = and i1 %45, %47
	br i1 %48, label %fail.ValueError, label %ok.1, !prof !11

ok.1:
	store double %38, double* %sqrt_t.addr
	%49 = load double, double* %s.addr
	%50 = load double, double* %x.addr
	%51 = fdiv double %49, %50
	%52 = call double @__nv_log(double %51)
	%53 = fcmp uno double %52, %52
	%54 = fcmp uno double %51, %51
	%55 = xor i1 %54, true
	%56 = and i1 %53, %55
	br i1 %56, label %fail.ValueError, label %ok.2, !prof !11

ok.2:
	%57 = call double @llvm.fabs.f64(double %52)
	%58 = fcmp oeq double %57, 0x7FF0000000000000
	%59 = call double @llvm.fabs.f64(double %51)
	%60 = fcmp olt double %59, 0x7FF0000000000000
	%61 = and i1 %58, %60
	br i1 %61, label %fail.ValueError, label %ok.3, !prof !11

ok.3:
	%62 = fmul double 0.5, %20
	%63 = fmul double %62, %20
	%64 = fadd double %18, %63
	%65 = load double, double* %t.addr
	%66 = fmul double %64, %65
	%67 = fadd double %52, %66
	%68 = load double, double* %sqrt_t.addr
	%69 = fmul double %20, %68
	%70 = fdiv double %67, %69
	store double %70, double* %d1.addr
	%71 = load double, double* %d1.addr
	%72 = load double, double* %sqrt_t.addr
	%73 = fmul double %20, %72
	%74 = fsub double %71, %73
	store double %74, double* %d2.addr
	%75 = load double, double* %d1.addr
	%76 = call double @llvm.fabs.f64(double %75)
	%77 = fmul double 0x3FCDA6711871100E, %76
	%78 = fadd double 1.0, %77
	%79 = fdiv double 1.0, %78
	store double %79, double* %k1.addr
	%80 = load double, double* %d1.addr
	%81 = fmul double -0.5, %80
	%82 = load double, double* %d1.addr
	%83 = fmul double %81, %82
	%84 = call double @__nv_exp(double %83)
	%85 = fcmp uno double %84, %84
	%86 = fcmp uno double %83, %83
	%87 = xor i1 %86, true
	%88 = and i1 %85, %87
	br i1 %88, label %fail.ValueError, label %ok.4, !prof !11

ok.4:
	%89 = call double @llvm.fabs.f64(double %84)
	%90 = fcmp oeq double %89, 0x7FF0000000000000
	%91 = call double @llvm.fabs.f64(double %83)
	%92 = fcmp olt double %91, 0x7FF0000000000000
	%93 = and i1 %90, %92
	br i1 %93, label %fail.OverflowError, label %ok.5, !prof !11

fail.OverflowError:
	%94 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 4 monotonic monotonic
	ret void

ok.5:
	%95 = fmul double 0x3FD9884533D43651, %84
	store double %95, double* %w1.addr
	%96 = load double, double* %w1.addr
	%97 = load double, double* %k1.addr
	%98 = fmul double %96, %97
	%99 = load double, double* %k1.addr
	%100 = load double, double* %k1.addr
	%101 = load double, double* %k1.addr
	%102 = load double, double* %k1.addr
	%103 = fmul double %102, 0x3FF548CDD6F42943
	%104 = fadd double 0xBFFD23DD4EF278D0, %103
	%105 = fmul double %101, %104
	%106 = fadd double 0x3FFC80EF025F5E68, %105
	%107 = fmul double %100, %106
	%108 = fadd double 0xBFD6D1F0E5A8325B, %107
	%109 = fmul double %99, %108
	%110 = fadd double 0x3FD470BF3A92F8EC, %109
	%111 = fmul double %98, %110
	store double %111, double* %c1.addr
	%112 = load double, double* %d1.addr
	%113 = fcmp ogt double %112, 0.0
	store i1 %113, i1* %__p1.addr
	%114 = load i1, i1* %__p1.addr
	br i1 %114, label %if.then, label %if.end

if.then:
	%115 = load double, double* %c1.addr
	%116 = fsub double 1.0, %115
	store double %116, double* %c1.addr
	br label %if.end

if.end:
	%117 = load double, double* %d2.addr
	%118 = call double @llvm.fabs.f64(double %117)
	%119 = fmul double 0x3FCDA6711871100E, %118
	%120 = fadd double 1.0, %119
	%121 = fdiv double 1.0, %120
	store double %121, double* %k2.addr
	%122 = load double, double* %d2.addr
	%123 = fmul double -0.5, %122
	%124 = load double, double* %d2.addr
	%125 = fmul double %123, %124
	%126 = call double @__nv_exp(double %125)
	%127 = fcmp uno double %126, %126
	%128 = fcmp uno double %125, %125
	%129 = xor i1 %128, true
	%130 = and i1 %127, %129
	br i1 %130, label %fail.ValueError, label %ok.6, !prof !11

ok.6:
	%131 = call double @llvm.fabs.f64(double %126)
	%132 = fcmp oeq double %131, 0x7FF0000000000000
	%133 = call double @llvm.fabs.f64(double %125)
	%134 = fcmp olt double %133, 0x7FF0000000000000
	%135 = and i1 %132, %134
	br i1 %135, label %fail.OverflowError, label %ok.7, !prof !11

ok.7:
	%136 = fmul double 0x3FD9884533D43651, %126
	store double %136, double* %w2.addr
	%137 = load double, double* %w2.addr
	%138 = load double, double* %k2.addr
	%139 = fmul double %137, %138
	%140 = load double, double* %k2.addr
	%141 = load double, double* %k2.addr
	%142 = load double, double* %k2.addr
	%143 = load double, double* %k2.addr
	%144 = fmul double %143, 0x3FF548CDD6F42943
	%145 = fadd double 0xBFFD23DD4EF278D0, %144
	%146 = fmul double %142, %145
	%147 = fadd double 0x3FFC80EF025F5E68, %146
	%148 = fmul double %141, %147
	%149 = fadd double 0xBFD6D1F0E5A8325B, %148
	%150 = fmul double %140, %149
	%151 = fadd double 0x3FD470BF3A92F8EC, %150
	%152 = fmul double %139, %151
	store double %152, double* %c2.addr
	%153 = load double, double* %d2.addr
	%154 = fcmp ogt double %153, 0.0
	store i1 %154, i1* %__p2.addr
	%155 = load i1, i1* %__p2.addr
	br i1 %155, label %if.then.1, label %if.end.1

if.then.1:
	%156 = load double, double* %c2.addr
	%157 = fsub double 1.0, %156
	store double %157, double* %c2.addr
	br label %if.end.1

if.end.1:
	%158 = fneg double %18
	%159 = load double, double* %t.addr
	%160 = fmul double %158, %159
	%161 = call double @__nv_exp(double %160)
	%162 = fcmp uno double %161, %161
	%163 = fcmp uno double %160, %160
	%164 = xor i1 %163, true
	%165 = and i1 %162, %164
	br i1 %165, label %fail.ValueError, label %ok.8, !prof !11

ok.8:
	%166 = call double @llvm.fabs.f64(double %161)
	%167 = fcmp oeq double %166, 0x7FF0000000000000
	%168 = call double @llvm.fabs.f64(double %160)
	%169 = fcmp olt double %168, 0x7FF0000000000000
	%170 = and i1 %167, %169
	br i1 %170, label %fail.OverflowError, label %ok.9, !prof !11

ok.9:
	store double %161, double* %e.addr
	%171 = load double, double* %s.addr
	%172 = load double, double* %c1.addr
	%173 = fmul double %171, %172
	%174 = load double, double* %x.addr
	%175 = load double, double* %e.addr
	%176 = fmul double %174, %175
	%177 = load double, double* %c2.addr
	%178 = fmul double %176, %177
	%179 = fsub double %173, %178
	%180 = load i64, i64* %i.addr
	%181 = getelementptr inbounds double, double addrspace(1)* %call, i64 %180
	store double %179, double addrspace(1)* %181, align 8, !alias.scope !3, !noalias !4
	%182 = load double, double* %x.addr
	%183 = load double, double* %e.addr
	%184 = fmul double %182, %183
	%185 = load double, double* %c2.addr
	%186 = fsub double 1.0, %185
	%187 = fmul double %184, %186
	%188 = load double, double* %s.addr
	%189 = load double, double* %c1.addr
	%190 = fsub double 1.0, %189
	%191 = fmul double %188, %190
	%192 = fsub double %187, %191
	%193 = load i64, i64* %i.addr
	%194 = getelementptr inbounds double, double addrspace(1)* %put, i64 %193
	store double %192, double addrspace(1)* %194, align 8, !alias.scope !6, !noalias !7
	br label %i.latch

i.latch:
	%195 = add i64 %i.it, %13
	br label %i.head

i.exit:
	ret void
}

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
