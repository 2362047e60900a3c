; alpyna module black_scholes_l31
source_filename = "benchmarks/black_scholes.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @black_scholes_l32(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%i.it = phi i64 [ %16, %start ], [ %188, %i.latch ]
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
	%65 = load double, double* %d1.addr
	%66 = load double, double* %sqrt_t.addr
	%67 = fmul double %9, %66
	%68 = fsub double %65, %67
	store double %68, double* %d2.addr
	%69 = load double, double* %d1.addr
	%70 = call double @llvm.fabs.f64(double %69)
	%71 = fmul double 0x3FCDA6711871100E, %70
	%72 = fadd double 1.0, %71
	%73 = fdiv double 1.0, %72
	store double %73, double* %k1.addr
	%74 = load double, double* %d1.addr
	%75 = fmul double -0.5, %74
	%76 = load double, double* %d1.addr
	%77 = fmul double %75, %76
	%78 = call double @llvm.exp.f64(double %77)
	%79 = fcmp uno double %78, %78
	%80 = fcmp uno double %77, %77
	%81 = xor i1 %80, true
	%82 = and i1 %79, %81
	br i1 %82, label %fail.ValueError, label %ok.4, !prof !13

ok.4:
	%83 = call double @llvm.fabs.f64(double %78)
	%84 = fcmp oeq double %83, 0x7FF0000000000000
	%85 = call double @llvm.fabs.f64(double %77)
	%86 = fcmp olt double %85, 0x7FF0000000000000
	%87 = and i1 %84, %86
	br i1 %87, label %fail.OverflowError, label %ok.5, !prof !13

fail.OverflowError:
	ret i64 4

ok.5:
	%88 = fmul double 0x3FD9884533D43651, %78
	store double %88, double* %w1.addr
	%89 = load double, double* %w1.addr
	%90 = load double, double* %k1.addr
	%91 = fmul double %89, %90
	%92 = load double, double* %k1.addr
	%93 = load double, double* %k1.addr
	%94 = load double, double* %k1.addr
	%95 = load double, double* %k1.addr
	%96 = fmul double %95, 0x3FF548CDD6F42943
	%97 = fadd double 0xBFFD23DD4EF278D0, %96
	%98 = fmul double %94, %97
	%99 = fadd double 0x3FFC80EF025F5E68, %98
	%100 = fmul double %93, %99
	%101 = fadd double 0xBFD6D1F0E5A8325B, %100
	%102 = fmul double %92, %101
	%103 = fadd double 0x3FD470BF3A92F8EC, %102
	%104 = fmul double %91, %103
	store double %104, double* %c1.addr
	%105 = load double, double* %d1.addr
	%106 = fcmp ogt double %105, 0.0
	store i1 %106, i1* %__p1.addr
	%107 = load i1, i1* %__p1.addr
	br i1 %107, label %if.then, label %if.end

if.then:
	%108 = load double, double* %c1.addr
	%109 = fsub double 1.0, %108
	store double %109, double* %c1.addr
	br label %if.end

if.end:
	%110 = load double, double* %d2.addr
	%111 = call double @llvm.fabs.f64(double %110)
	%112 = fmul double 0x3FCDA6711871100E, %111
	%113 = fadd double 1.0, %112
	%114 = fdiv double 1.0, %113
	store double %114, double* %k2.addr
	%115 = load double, double* %d2.addr
	%116 = fmul double -0.5, %115
	%117 = load double, double* %d2.addr
	%118 = fmul double %116, %117
	%119 = call double @llvm.exp.f64(double %118)
	%120 = fcmp uno double %119, %119
	%121 = fcmp uno double %118, %118
	%122 = xor i1 %121, true
	%123 = and i1 %120, %122
	br i1 %123, label %fail.ValueError, label %ok.6, !prof !13

ok.6:
	%124 = call double @llvm.fabs.f64(double %119)
	%125 = fcmp oeq double %124, 0x7FF0000000000000
	%126 = call double @llvm.fabs.f64(double %118)
	%127 = fcmp olt double %126, 0x7FF0000000000000
	%128 = and i1 %125, %127
	br i1 %128, label %fail.OverflowError, label %ok.7, !prof !13

ok.7:
	%129 = fmul double 0x3FD9884533D43651, %119
	store double %129, double* %w2.addr
	%130 = load double, double* %w2.addr
	%131 = load double, double* %k2.addr
	%132 = fmul double %130, %131
	%133 = load double, double* %k2.addr
	%134 = load double, double* %k2.addr
	%135 = load double, double* %k2.addr
	%136 = load double, double* %k2.addr
	%137 = fmul double %136, 0x3FF548CDD6F42943
	%138 = fadd double 0xBFFD23DD4EF278D0, %137
	%139 = fmul double %135, %138
	%140 = fadd double 0x3FFC80EF025F5E68, %139
	%141 = fmul double %134, %140
	%142 = fadd double 0xBFD6D1F0E5A8325B, %141
	%143 = fmul double %133, %142
	%144 = fadd double 0x3FD470BF3A92F8EC, %143
	%145 = fmul double %132, %144
	store double %145, double* %c2.addr
	%146 = load double, double* %d2.addr
	%147 = fcmp ogt double %146, 0.0
	store i1 %147, i1* %__p2.addr
	%148 = load i1, i1* %__p2.addr
	br i1 %148, label %if.then.1, label %if.end.1

if.then.1:
	%149 = load double, double* %c2.addr
	%150 = fsub double 1.0, %149
	store double %150, double* %c2.addr
	br label %if.end.1

if.end.1:
	%151 = fneg double %7
	%152 = load double, double* %t.addr
	%153 = fmul double %151, %152
	%154 = call double @llvm.exp.f64(double %153)
	%155 = fcmp uno double %154, %154
	%156 = fcmp uno double %153, %153
	%157 = xor i1 %156, true
	%158 = and i1 %155, %157
	br i1 %158, label %fail.ValueError, label %ok.8, !prof !13

ok.8:
	%159 = call double @llvm.fabs.f64(double %154)
	%160 = fcmp oeq double %159, 0x7FF0000000000000
	%161 = call double @llvm.fabs.f64(double %153)
	%162 = fcmp olt double %161, 0x7FF0000000000000
	%163 = and i1 %160, %162
	br i1 %163, label %fail.OverflowError, label %ok.9, !prof !13

ok.9:
	store double %154, double* %e.addr
	%164 = load double, double* %s.addr
	%165 = load double, double* %c1.addr
	%166 = fmul double %164, %165
	%167 = load double, double* %x.addr
	%168 = load double, double* %e.addr
	%169 = fmul double %167, %168
	%170 = load double, double* %c2.addr
	%171 = fmul double %169, %170
	%172 = fsub double %166, %171
	%173 = load i64, i64* %i.addr
	%174 = getelementptr inbounds double, double* %call, i64 %173
	store double %172, double* %174, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !10
	%175 = load double, double* %x.addr
	%176 = load double, double* %e.addr
	%177 = fmul double %175, %176
	%178 = load double, double* %c2.addr
	%179 = fsub double 1.0, %178
	%180 = fmul double %177, %179
	%181 = load double, double* %s.addr
	%182 = load double, double* %c1.addr
	%183 = fsub double 1.0, %182
	%184 = fmul double %181, %183
	%185 = fsub double %180, %184
	%186 = load i64, i64* %i.addr
	%187 = getelementptr inbounds double, double* %put, i64 %186
	store double %185, double* %187, align 8, !alias.scope !6, !noalias !7, !llvm.access.group !10
	br label %i.latch

i.latch:
	%188 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !12

i.exit:
	ret i64 0
}

declare double @llvm.sqrt.f64(double %0) nounwind readnone willreturn

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

declare double @llvm.log.f64(double %0) nounwind readnone willreturn

declare double @llvm.exp.f64(double %0) nounwind readnone willreturn

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
!10 = distinct !{}
!11 = !{!"llvm.loop.parallel_accesses", !10}
!12 = distinct !{!12, !11}
!13 = !{!"branch_weights", i32 1, i32 2000}
