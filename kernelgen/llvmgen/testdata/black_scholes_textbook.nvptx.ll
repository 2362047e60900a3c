; alpyna module black_scholes_textbook_l33
source_filename = "benchmarks/black_scholes_textbook.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @black_scholes_textbook_l34(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
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
	%tail1.addr = alloca double
	store double 0.0, double* %tail1.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%cnd1.addr = alloca double
	store double 0.0, double* %cnd1.addr
	%k2.addr = alloca double
	store double 0.0, double* %k2.addr
	%tail2.addr = alloca double
	store double 0.0, double* %tail2.addr
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
	%cnd2.addr = alloca double
	store double 0.0, double* %cnd2.addr
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
	%i.it = phi i64 [ %16, %run ], [ %214, %i.latch ]
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
	%111 = load double, double* %k1.addr
	%112 = fmul double %110, %111
	%113 = load double, double* %k1.addr
	%114 = load double, double* %k1.addr
	%115 = load double, double* %k1.addr
	%116 = load double, double* %k1.addr
	%117 = fmul double %116, 0x3FF548CDD6F42943
	%118 = fadd double 0xBFFD23DD4EF278D0, %117
	%119 = fmul double %115, %118
	%120 = fadd double 0x3FFC80EF025F5E68, %119
	%121 = fmul double %114, %120
	%122 = fadd double 0xBFD6D1F0E5A8325B, %121
	%123 = fmul double %113, %122
	%124 = fadd double 0x3FD470BF3A92F8EC, %123
	%125 = fmul double %112, %124
	store double %125, double* %tail1.addr
	%126 = load double, double* %d1.addr
	%127 = fcmp ogt double %126, 0.0
	store i1 %127, i1* %__p1.addr
	%128 = load i1, i1* %__p1.addr
	br i1 %128, label %if.then, label %if.end

if.then:
	%129 = load double, double* %tail1.addr
	%130 = fsub double 1.0, %129
	store double %130, double* %cnd1.addr
	br label %if.end

if.end:
	%131 = load i1, i1* %__p1.addr
	%132 = xor i1 %131, true
	br i1 %132, label %if.then.1, label %if.end.1

if.then.1:
	%133 = load double, double* %tail1.addr
	store double %133, double* %cnd1.addr
	br label %if.end.1

if.end.1:
	%134 = load double, double* %d2.addr
	%135 = call double @llvm.fabs.f64(double %134)
	%136 = fmul double 0x3FCDA6711871100E, %135
	%137 = fadd double 1.0, %136
	%138 = fdiv double 1.0, %137
	store double %138, double* %k2.addr
	%139 = load double, double* %d2.addr
	%140 = fmul double -0.5, %139
	%141 = load double, double* %d2.addr
	%142 = fmul double %140, %141
	%143 = call double @__nv_exp(double %142)
	%144 = fcmp uno double %143, %143
	%145 = fcmp uno double %142, %142
	%146 = xor i1 %145, true
	%147 = and i1 %144, %146
	br i1 %147, label %fail.ValueError, label %ok.6, !prof !11

ok.6:
	%148 = call double @llvm.fabs.f64(double %143)
	%149 = fcmp oeq double %148, 0x7FF0000000000000
	%150 = call double @llvm.fabs.f64(double %142)
	%151 = fcmp olt double %150, 0x7FF0000000000000
	%152 = and i1 %149, %151
	br i1 %152, label %fail.OverflowError, label %ok.7, !prof !11

ok.7:
	%153 = fmul double 0x3FD9884533D43651, %143
	%154 = load double, double* %k2.addr
	%155 = fmul double %153, %154
	%156 = load double, double* %k2.addr
	%157 = load double, double* %k2.addr
	%158 = load double, double* %k2.addr
	%159 = load double, double* %k2.addr
	%160 = fmul double %159, 0x3FF548CDD6F42943
	%161 = fadd double 0xBFFD23DD4EF278D0, %160
	%162 = fmul double %158, %161
	%163 = fadd double 0x3FFC80EF025F5E68, %162
	%164 = fmul double %157, %163
	%165 = fadd double 0xBFD6D1F0E5A8325B, %164
	%166 = fmul double %156, %165
	%167 = fadd double 0x3FD470BF3A92F8EC, %166
	%168 = fmul double %155, %167
	store double %168, double* %tail2.addr
	%169 = load double, double* %d2.addr
	%170 = fcmp ogt double %169, 0.0
	store i1 %170, i1* %__p2.addr
	%171 = load i1, i1* %__p2.addr
	br i1 %171, label %if.then.2, label %if.end.2

if.then.2:
	%172 = load double, double* %tail2.addr
	%173 = fsub double 1.0, %172
	store double %173, double* %cnd2.addr
	br label %if.end.2

if.end.2:
	%174 = load i1, i1* %__p2.addr
	%175 = xor i1 %174, true
	br i1 %175, label %if.then.3, label %if.end.3

if.then.3:
	%176 = load double, double* %tail2.addr
	store double %176, double* %cnd2.addr
	br label %if.end.3

if.end.3:
	%177 = fneg double %26
	%178 = load double, double* %t.addr
	%179 = fmul double %177, %178
	%180 = call double @__nv_exp(double %179)
	%181 = fcmp uno double %180, %180
	%182 = fcmp uno double %179, %179
	%183 = xor i1 %182, true
	%184 = and i1 %181, %183
	br i1 %184, label %fail.ValueError, label %ok.8, !prof !11

ok.8:
	%185 = call double @llvm.fabs.f64(double %180)
	%186 = fcmp oeq double %185, 0x7FF0000000000000
	%187 = call double @llvm.fabs.f64(double %179)
	%188 = fcmp olt double %187, 0x7FF0000000000000
	%189 = and i1 %186, %188
	br i1 %189, label %fail.OverflowError, label %ok.9, !prof !11

ok.9:
	store double %180, double* %e.addr
	%190 = load double, double* %s.addr
	%191 = load double, double* %cnd1.addr
	%192 = fmul double %190, %191
	%193 = load double, double* %x.addr
	%194 = load double, double* %e.addr
	%195 = fmul double %193, %194
	%196 = load double, double* %cnd2.addr
	%197 = fmul double %195, %196
	%198 = fsub double %192, %197
	%199 = load i64, i64* %i.addr
	%200 = getelementptr inbounds double, double addrspace(1)* %call, i64 %199
	store double %198, double addrspace(1)* %200, align 8, !alias.scope !3, !noalias !4
	%201 = load double, double* %x.addr
	%202 = load double, double* %e.addr
	%203 = fmul double %201, %202
	%204 = load double, double* %cnd2.addr
	%205 = fsub double 1.0, %204
	%206 = fmul double %203, %205
	%207 = load double, double* %s.addr
	%208 = load double, double* %cnd1.addr
	%209 = fsub double 1.0, %208
	%210 = fmul double %207, %209
	%211 = fsub double %206, %210
	%212 = load i64, i64* %i.addr
	%213 = getelementptr inbounds double, double addrspace(1)* %put, i64 %212
	store double %211, double addrspace(1)* %213, align 8, !alias.scope !6, !noalias !7
	br label %i.latch

i.latch:
	%214 = add i64 %i.it, %21
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

!0 = distinct !{!0, !"alpyna black_scholes_textbook_l33"}
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
!12 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @black_scholes_textbook_l34, !"kernel", i32 1}
