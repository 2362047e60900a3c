; alpyna module black_scholes_textbook_l33
source_filename = "benchmarks/black_scholes_textbook.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @black_scholes_textbook_l34(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%i.it = phi i64 [ %16, %start ], [ %192, %i.latch ]
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
	%89 = load double, double* %k1.addr
	%90 = fmul double %88, %89
	%91 = load double, double* %k1.addr
	%92 = load double, double* %k1.addr
	%93 = load double, double* %k1.addr
	%94 = load double, double* %k1.addr
	%95 = fmul double %94, 0x3FF548CDD6F42943
	%96 = fadd double 0xBFFD23DD4EF278D0, %95
	%97 = fmul double %93, %96
	%98 = fadd double 0x3FFC80EF025F5E68, %97
	%99 = fmul double %92, %98
	%100 = fadd double 0xBFD6D1F0E5A8325B, %99
	%101 = fmul double %91, %100
	%102 = fadd double 0x3FD470BF3A92F8EC, %101
	%103 = fmul double %90, %102
	store double %103, double* %tail1.addr
	%104 = load double, double* %d1.addr
	%105 = fcmp ogt double %104, 0.0
	store i1 %105, i1* %__p1.addr
	%106 = load i1, i1* %__p1.addr
	br i1 %106, label %if.then, label %if.end

if.then:
	%107 = load double, double* %tail1.addr
	%108 = fsub double 1.0, %107
	store double %108, double* %cnd1.addr
	br label %if.end

if.end:
	%109 = load i1, i1* %__p1.addr
	%110 = xor i1 %109, true
	br i1 %110, label %if.then.1, label %if.end.1

if.then.1:
	%111 = load double, double* %tail1.addr
	store double %111, double* %cnd1.addr
	br label %if.end.1

if.end.1:
	%112 = load double, double* %d2.addr
	%113 = call double @llvm.fabs.f64(double %112)
	%114 = fmul double 0x3FCDA6711871100E, %113
	%115 = fadd double 1.0, %114
	%116 = fdiv double 1.0, %115
	store double %116, double* %k2.addr
	%117 = load double, double* %d2.addr
	%118 = fmul double -0.5, %117
	%119 = load double, double* %d2.addr
	%120 = fmul double %118, %119
	%121 = call double @llvm.exp.f64(double %120)
	%122 = fcmp uno double %121, %121
	%123 = fcmp uno double %120, %120
	%124 = xor i1 %123, true
	%125 = and i1 %122, %124
	br i1 %125, label %fail.ValueError, label %ok.6, !prof !13

ok.6:
	%126 = call double @llvm.fabs.f64(double %121)
	%127 = fcmp oeq double %126, 0x7FF0000000000000
	%128 = call double @llvm.fabs.f64(double %120)
	%129 = fcmp olt double %128, 0x7FF0000000000000
	%130 = and i1 %127, %129
	br i1 %130, label %fail.OverflowError, label %ok.7, !prof !13

ok.7:
	%131 = fmul double 0x3FD9884533D43651, %121
	%132 = load double, double* %k2.addr
	%133 = fmul double %131, %132
	%134 = load double, double* %k2.addr
	%135 = load double, double* %k2.addr
	%136 = load double, double* %k2.addr
	%137 = load double, double* %k2.addr
	%138 = fmul double %137, 0x3FF548CDD6F42943
	%139 = fadd double 0xBFFD23DD4EF278D0, %138
	%140 = fmul double %136, %139
	%141 = fadd double 0x3FFC80EF025F5E68, %140
	%142 = fmul double %135, %141
	%143 = fadd double 0xBFD6D1F0E5A8325B, %142
	%144 = fmul double %134, %143
	%145 = fadd double 0x3FD470BF3A92F8EC, %144
	%146 = fmul double %133, %145
	store double %146, double* %tail2.addr
	%147 = load double, double* %d2.addr
	%148 = fcmp ogt double %147, 0.0
	store i1 %148, i1* %__p2.addr
	%149 = load i1, i1* %__p2.addr
	br i1 %149, label %if.then.2, label %if.end.2

if.then.2:
	%150 = load double, double* %tail2.addr
	%151 = fsub double 1.0, %150
	store double %151, double* %cnd2.addr
	br label %if.end.2

if.end.2:
	%152 = load i1, i1* %__p2.addr
	%153 = xor i1 %152, true
	br i1 %153, label %if.then.3, label %if.end.3

if.then.3:
	%154 = load double, double* %tail2.addr
	store double %154, double* %cnd2.addr
	br label %if.end.3

if.end.3:
	%155 = fneg double %7
	%156 = load double, double* %t.addr
	%157 = fmul double %155, %156
	%158 = call double @llvm.exp.f64(double %157)
	%159 = fcmp uno double %158, %158
	%160 = fcmp uno double %157, %157
	%161 = xor i1 %160, true
	%162 = and i1 %159, %161
	br i1 %162, label %fail.ValueError, label %ok.8, !prof !13

ok.8:
	%163 = call double @llvm.fabs.f64(double %158)
	%164 = fcmp oeq double %163, 0x7FF0000000000000
	%165 = call double @llvm.fabs.f64(double %157)
	%166 = fcmp olt double %165, 0x7FF0000000000000
	%167 = and i1 %164, %166
	br i1 %167, label %fail.OverflowError, label %ok.9, !prof !13

ok.9:
	store double %158, double* %e.addr
	%168 = load double, double* %s.addr
	%169 = load double, double* %cnd1.addr
	%170 = fmul double %168, %169
	%171 = load double, double* %x.addr
	%172 = load double, double* %e.addr
	%173 = fmul double %171, %172
	%174 = load double, double* %cnd2.addr
	%175 = fmul double %173, %174
	%176 = fsub double %170, %175
	%177 = load i64, i64* %i.addr
	%178 = getelementptr inbounds double, double* %call, i64 %177
	store double %176, double* %178, align 8, !alias.scope !3, !noalias !4, !llvm.access.group !10
	%179 = load double, double* %x.addr
	%180 = load double, double* %e.addr
	%181 = fmul double %179, %180
	%182 = load double, double* %cnd2.addr
	%183 = fsub double 1.0, %182
	%184 = fmul double %181, %183
	%185 = load double, double* %s.addr
	%186 = load double, double* %cnd1.addr
	%187 = fsub double 1.0, %186
	%188 = fmul double %185, %187
	%189 = fsub double %184, %188
	%190 = load i64, i64* %i.addr
	%191 = getelementptr inbounds double, double* %put, i64 %190
	store double %189, double* %191, align 8, !alias.scope !6, !noalias !7, !llvm.access.group !10
	br label %i.latch

i.latch:
	%192 = add nuw i64 %i.it, 1
	br label %i.head, !llvm.loop !12

i.exit:
	ret i64 0
}

declare double @llvm.sqrt.f64(double %0) nounwind readnone willreturn

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

declare double @llvm.log.f64(double %0) nounwind readnone willreturn

declare double @llvm.exp.f64(double %0) nounwind readnone willreturn

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
!10 = distinct !{}
!11 = !{!"llvm.loop.parallel_accesses", !10}
!12 = distinct !{!12, !11}
!13 = !{!"branch_weights", i32 1, i32 2000}
