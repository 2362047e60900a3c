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
	%i.it = phi i64 [ %16, %run ], [ %183, %i.latch ]
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
	%81 = load double, double* %d1.addr
	%82 = load double, double* %sqrt_t.addr
	%83 = fmul double %28, %82
	%84 = fsub double %81, %83
	store double %84, double* %d2.addr
	%85 = load double, double* %d1.addr
	%86 = call double @llvm.fabs.f64(double %85)
	%87 = fmul double 0x3FCDA6711871100E, %86
	%88 = fadd double 1.0, %87
	%89 = fdiv double 1.0, %88
	store double %89, double* %k1.addr
	%90 = load double, double* %d1.addr
	%91 = fmul double -0.5, %90
	%92 = load double, double* %d1.addr
	%93 = fmul double %91, %92
	%94 = call double @__nv_exp(double %93)
	%95 = fmul double 0x3FD9884533D43651, %94
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
	%127 = fmul double 0x3FD9884533D43651, %126
	store double %127, double* %w2.addr
	%128 = load double, double* %w2.addr
	%129 = load double, double* %k2.addr
	%130 = fmul double %128, %129
	%131 = load double, double* %k2.addr
	%132 = load double, double* %k2.addr
	%133 = load double, double* %k2.addr
	%134 = load double, double* %k2.addr
	%135 = fmul double %134, 0x3FF548CDD6F42943
	%136 = fadd double 0xBFFD23DD4EF278D0, %135
	%137 = fmul double %133, %136
	%138 = fadd double 0x3FFC80EF025F5E68, %137
	%139 = fmul double %132, %138
	%140 = fadd double 0xBFD6D1F0E5A8325B, %139
	%141 = fmul double %131, %140
	%142 = fadd double 0x3FD470BF3A92F8EC, %141
	%143 = fmul double %130, %142
	store double %143, double* %c2.addr
	%144 = load double, double* %d2.addr
	%145 = fcmp ogt double %144, 0.0
	store i1 %145, i1* %__p2.addr
	%146 = load i1, i1* %__p2.addr
	br i1 %146, label %if.then.1, label %if.end.1

if.then.1:
	%147 = load double, double* %c2.addr
	%148 = fsub double 1.0, %147
	store double %148, double* %c2.addr
	br label %if.end.1

if.end.1:
	%149 = fneg double %26
	%150 = load double, double* %t.addr
	%151 = fmul double %149, %150
	%152 = call double @__nv_exp(double %151)
	%153 = call double @llvm.fabs.f64(double %152)
	%154 = fcmp oeq double %153, 0x7FF0000000000000
	%155 = call double @llvm.fabs.f64(double %151)
	%156 = fcmp olt double %155, 0x7FF0000000000000
	%157 = and i1 %154, %156
	br i1 %157, label %fail.OverflowError, label %ok.3, !prof !11

fail.OverflowError:
	%158 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 4 monotonic monotonic
	ret void

ok.3:
	store double %152, double* %e.addr
	%159 = load double, double* %s.addr
	%160 = load double, double* %c1.addr
	%161 = fmul double %159, %160
	%162 = load double, double* %x.addr
	%163 = load double, double* %e.addr
	%164 = fmul double %162, %163
	%165 = load double, double* %c2.addr
	%166 = fmul double %164, %165
	%167 = fsub double %161, %166
	%168 = load i64, i64* %i.addr
	%169 = getelementptr inbounds double, double addrspace(1)* %call, i64 %168
	store double %167, double addrspace(1)* %169, align 8, !alias.scope !3, !noalias !4
	%170 = load double, double* %x.addr
	%171 = load double, double* %e.addr
	%172 = fmul double %170, %171
	%173 = load double, double* %c2.addr
	%174 = fsub double 1.0, %173
	%175 = fmul double %172, %174
	%176 = load double, double* %s.addr
	%177 = load double, double* %c1.addr
	%178 = fsub double 1.0, %177
	%179 = fmul double %176, %178
	%180 = fsub double %175, %179
	%181 = load i64, i64* %i.addr
	%182 = getelementptr inbounds double, double addrspace(1)* %put, i64 %181
	store double %180, double addrspace(1)* %182, align 8, !alias.scope !6, !noalias !7
	br label %i.latch

i.latch:
	%183 = add i64 %i.it, %21
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
