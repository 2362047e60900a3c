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
	%i.it = phi i64 [ %16, %run ], [ %187, %i.latch ]
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
	%96 = load double, double* %k1.addr
	%97 = fmul double %95, %96
	%98 = load double, double* %k1.addr
	%99 = load double, double* %k1.addr
	%100 = load double, double* %k1.addr
	%101 = load double, double* %k1.addr
	%102 = fmul double %101, 0x3FF548CDD6F42943
	%103 = fadd double 0xBFFD23DD4EF278D0, %102
	%104 = fmul double %100, %103
	%105 = fadd double 0x3FFC80EF025F5E68, %104
	%106 = fmul double %99, %105
	%107 = fadd double 0xBFD6D1F0E5A8325B, %106
	%108 = fmul double %98, %107
	%109 = fadd double 0x3FD470BF3A92F8EC, %108
	%110 = fmul double %97, %109
	store double %110, double* %tail1.addr
	%111 = load double, double* %d1.addr
	%112 = fcmp ogt double %111, 0.0
	store i1 %112, i1* %__p1.addr
	%113 = load i1, i1* %__p1.addr
	br i1 %113, label %if.then, label %if.end

if.then:
	%114 = load double, double* %tail1.addr
	%115 = fsub double 1.0, %114
	store double %115, double* %cnd1.addr
	br label %if.end

if.end:
	%116 = load i1, i1* %__p1.addr
	%117 = xor i1 %116, true
	br i1 %117, label %if.then.1, label %if.end.1

if.then.1:
	%118 = load double, double* %tail1.addr
	store double %118, double* %cnd1.addr
	br label %if.end.1

if.end.1:
	%119 = load double, double* %d2.addr
	%120 = call double @llvm.fabs.f64(double %119)
	%121 = fmul double 0x3FCDA6711871100E, %120
	%122 = fadd double 1.0, %121
	%123 = fdiv double 1.0, %122
	store double %123, double* %k2.addr
	%124 = load double, double* %d2.addr
	%125 = fmul double -0.5, %124
	%126 = load double, double* %d2.addr
	%127 = fmul double %125, %126
	%128 = call double @__nv_exp(double %127)
	%129 = fmul double 0x3FD9884533D43651, %128
	%130 = load double, double* %k2.addr
	%131 = fmul double %129, %130
	%132 = load double, double* %k2.addr
	%133 = load double, double* %k2.addr
	%134 = load double, double* %k2.addr
	%135 = load double, double* %k2.addr
	%136 = fmul double %135, 0x3FF548CDD6F42943
	%137 = fadd double 0xBFFD23DD4EF278D0, %136
	%138 = fmul double %134, %137
	%139 = fadd double 0x3FFC80EF025F5E68, %138
	%140 = fmul double %133, %139
	%141 = fadd double 0xBFD6D1F0E5A8325B, %140
	%142 = fmul double %132, %141
	%143 = fadd double 0x3FD470BF3A92F8EC, %142
	%144 = fmul double %131, %143
	store double %144, double* %tail2.addr
	%145 = load double, double* %d2.addr
	%146 = fcmp ogt double %145, 0.0
	store i1 %146, i1* %__p2.addr
	%147 = load i1, i1* %__p2.addr
	br i1 %147, label %if.then.2, label %if.end.2

if.then.2:
	%148 = load double, double* %tail2.addr
	%149 = fsub double 1.0, %148
	store double %149, double* %cnd2.addr
	br label %if.end.2

if.end.2:
	%150 = load i1, i1* %__p2.addr
	%151 = xor i1 %150, true
	br i1 %151, label %if.then.3, label %if.end.3

if.then.3:
	%152 = load double, double* %tail2.addr
	store double %152, double* %cnd2.addr
	br label %if.end.3

if.end.3:
	%153 = fneg double %26
	%154 = load double, double* %t.addr
	%155 = fmul double %153, %154
	%156 = call double @__nv_exp(double %155)
	%157 = call double @llvm.fabs.f64(double %156)
	%158 = fcmp oeq double %157, 0x7FF0000000000000
	%159 = call double @llvm.fabs.f64(double %155)
	%160 = fcmp olt double %159, 0x7FF0000000000000
	%161 = and i1 %158, %160
	br i1 %161, label %fail.OverflowError, label %ok.3, !prof !11

fail.OverflowError:
	%162 = cmpxchg i64 addrspace(1)* %status, i64 0, i64 4 monotonic monotonic
	ret void

ok.3:
	store double %156, double* %e.addr
	%163 = load double, double* %s.addr
	%164 = load double, double* %cnd1.addr
	%165 = fmul double %163, %164
	%166 = load double, double* %x.addr
	%167 = load double, double* %e.addr
	%168 = fmul double %166, %167
	%169 = load double, double* %cnd2.addr
	%170 = fmul double %168, %169
	%171 = fsub double %165, %170
	%172 = load i64, i64* %i.addr
	%173 = getelementptr inbounds double, double addrspace(1)* %call, i64 %172
	store double %171, double addrspace(1)* %173, align 8, !alias.scope !3, !noalias !4
	%174 = load double, double* %x.addr
	%175 = load double, double* %e.addr
	%176 = fmul double %174, %175
	%177 = load double, double* %cnd2.addr
	%178 = fsub double 1.0, %177
	%179 = fmul double %176, %178
	%180 = load double, double* %s.addr
	%181 = load double, double* %cnd1.addr
	%182 = fsub double 1.0, %181
	%183 = fmul double %180, %182
	%184 = fsub double %179, %183
	%185 = load i64, i64* %i.addr
	%186 = getelementptr inbounds double, double addrspace(1)* %put, i64 %185
	store double %184, double addrspace(1)* %186, align 8, !alias.scope !6, !noalias !7
	br label %i.latch

i.latch:
	%187 = add i64 %i.it, %21
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
