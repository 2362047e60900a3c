; alpyna module mandelbrot_while_l25
source_filename = "benchmarks/mandelbrot_while.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @mandelbrot_while_l27(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%cr.addr = alloca double
	store double 0.0, double* %cr.addr
	%ci.addr = alloca double
	store double 0.0, double* %ci.addr
	%zr.addr = alloca double
	store double 0.0, double* %zr.addr
	%zi.addr = alloca double
	store double 0.0, double* %zi.addr
	%count.addr = alloca i64
	store i64 0, i64* %count.addr
	%__e1.addr = alloca i1
	store i1 false, i1* %__e1.addr
	%"count\C2\B7while32.addr" = alloca i64
	store i64 0, i64* %"count\C2\B7while32.addr"
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%zr2.addr = alloca double
	store double 0.0, double* %zr2.addr
	%zi2.addr = alloca double
	store double 0.0, double* %zi2.addr
	%0 = getelementptr inbounds i64, i64* %args, i64 1
	%n = load i64, i64* %0, align 8
	%1 = getelementptr inbounds i64, i64* %box, i64 0
	%i.from = load i64, i64* %1, align 8
	%2 = getelementptr inbounds i64, i64* %box, i64 1
	%i.to = load i64, i64* %2, align 8
	%3 = getelementptr inbounds i64, i64* %box, i64 2
	%j.from = load i64, i64* %3, align 8
	%4 = getelementptr inbounds i64, i64* %box, i64 3
	%j.to = load i64, i64* %4, align 8
	%i.addr.1 = alloca i64
	%5 = load i64, i64* %i.addr
	store i64 %5, i64* %i.addr.1
	%j.addr.1 = alloca i64
	%6 = load i64, i64* %j.addr
	store i64 %6, i64* %j.addr.1
	%cr.addr.1 = alloca double
	%7 = load double, double* %cr.addr
	store double %7, double* %cr.addr.1
	%ci.addr.1 = alloca double
	%8 = load double, double* %ci.addr
	store double %8, double* %ci.addr.1
	%zr.addr.1 = alloca double
	%9 = load double, double* %zr.addr
	store double %9, double* %zr.addr.1
	%zi.addr.1 = alloca double
	%10 = load double, double* %zi.addr
	store double %10, double* %zi.addr.1
	%count.addr.1 = alloca i64
	%11 = load i64, i64* %count.addr
	store i64 %11, i64* %count.addr.1
	%__e1.addr.1 = alloca i1
	%12 = load i1, i1* %__e1.addr
	store i1 %12, i1* %__e1.addr.1
	%"count\C2\B7while32.addr.1" = alloca i64
	%13 = load i64, i64* %"count\C2\B7while32.addr"
	store i64 %13, i64* %"count\C2\B7while32.addr.1"
	%__p1.addr.1 = alloca i1
	%14 = load i1, i1* %__p1.addr
	store i1 %14, i1* %__p1.addr.1
	%zr2.addr.1 = alloca double
	%15 = load double, double* %zr2.addr
	store double %15, double* %zr2.addr.1
	%zi2.addr.1 = alloca double
	%16 = load double, double* %zi2.addr
	store double %16, double* %zi2.addr.1
	%i.addr.2 = alloca i64
	%17 = load i64, i64* %i.addr
	store i64 %17, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%18 = load i64, i64* %j.addr
	store i64 %18, i64* %j.addr.2
	%cr.addr.2 = alloca double
	%19 = load double, double* %cr.addr
	store double %19, double* %cr.addr.2
	%ci.addr.2 = alloca double
	%20 = load double, double* %ci.addr
	store double %20, double* %ci.addr.2
	%zr.addr.2 = alloca double
	%21 = load double, double* %zr.addr
	store double %21, double* %zr.addr.2
	%zi.addr.2 = alloca double
	%22 = load double, double* %zi.addr
	store double %22, double* %zi.addr.2
	%count.addr.2 = alloca i64
	%23 = load i64, i64* %count.addr
	store i64 %23, i64* %count.addr.2
	%__e1.addr.2 = alloca i1
	%24 = load i1, i1* %__e1.addr
	store i1 %24, i1* %__e1.addr.2
	%"count\C2\B7while32.addr.2" = alloca i64
	%25 = load i64, i64* %"count\C2\B7while32.addr"
	store i64 %25, i64* %"count\C2\B7while32.addr.2"
	%__p1.addr.2 = alloca i1
	%26 = load i1, i1* %__p1.addr
	store i1 %26, i1* %__p1.addr.2
	%zr2.addr.2 = alloca double
	%27 = load double, double* %zr2.addr
	store double %27, double* %zr2.addr.2
	%zi2.addr.2 = alloca double
	%28 = load double, double* %zi2.addr
	store double %28, double* %zi2.addr.2
	%i.addr.3 = alloca i64
	%29 = load i64, i64* %i.addr
	store i64 %29, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%30 = load i64, i64* %j.addr
	store i64 %30, i64* %j.addr.3
	%cr.addr.3 = alloca double
	%31 = load double, double* %cr.addr
	store double %31, double* %cr.addr.3
	%ci.addr.3 = alloca double
	%32 = load double, double* %ci.addr
	store double %32, double* %ci.addr.3
	%zr.addr.3 = alloca double
	%33 = load double, double* %zr.addr
	store double %33, double* %zr.addr.3
	%zi.addr.3 = alloca double
	%34 = load double, double* %zi.addr
	store double %34, double* %zi.addr.3
	%count.addr.3 = alloca i64
	%35 = load i64, i64* %count.addr
	store i64 %35, i64* %count.addr.3
	%__e1.addr.3 = alloca i1
	%36 = load i1, i1* %__e1.addr
	store i1 %36, i1* %__e1.addr.3
	%"count\C2\B7while32.addr.3" = alloca i64
	%37 = load i64, i64* %"count\C2\B7while32.addr"
	store i64 %37, i64* %"count\C2\B7while32.addr.3"
	%__p1.addr.3 = alloca i1
	%38 = load i1, i1* %__p1.addr
	store i1 %38, i1* %__p1.addr.3
	%zr2.addr.3 = alloca double
	%39 = load double, double* %zr2.addr
	store double %39, double* %zr2.addr.3
	%zi2.addr.3 = alloca double
	%40 = load double, double* %zi2.addr
	store double %40, double* %zi2.addr.3
	%i.addr.4 = alloca i64
	%41 = load i64, i64* %i.addr
	store i64 %41, i64* %i.addr.4
	%j.addr.4 = alloca i64
	%42 = load i64, i64* %j.addr
	store i64 %42, i64* %j.addr.4
	%cr.addr.4 = alloca double
	%43 = load double, double* %cr.addr
	store double %43, double* %cr.addr.4
	%ci.addr.4 = alloca double
	%44 = load double, double* %ci.addr
	store double %44, double* %ci.addr.4
	%zr.addr.4 = alloca double
	%45 = load double, double* %zr.addr
	store double %45, double* %zr.addr.4
	%zi.addr.4 = alloca double
	%46 = load double, double* %zi.addr
	store double %46, double* %zi.addr.4
	%count.addr.4 = alloca i64
	%47 = load i64, i64* %count.addr
	store i64 %47, i64* %count.addr.4
	%__e1.addr.4 = alloca i1
	%48 = load i1, i1* %__e1.addr
	store i1 %48, i1* %__e1.addr.4
	%"count\C2\B7while32.addr.4" = alloca i64
	%49 = load i64, i64* %"count\C2\B7while32.addr"
	store i64 %49, i64* %"count\C2\B7while32.addr.4"
	%__p1.addr.4 = alloca i1
	%50 = load i1, i1* %__p1.addr
	store i1 %50, i1* %__p1.addr.4
	%zr2.addr.4 = alloca double
	%51 = load double, double* %zr2.addr
	store double %51, double* %zr2.addr.4
	%zi2.addr.4 = alloca double
	%52 = load double, double* %zi2.addr
	store double %52, double* %zi2.addr.4
	%i.addr.5 = alloca i64
	%53 = load i64, i64* %i.addr
	store i64 %53, i64* %i.addr.5
	%j.addr.5 = alloca i64
	%54 = load i64, i64* %j.addr
	store i64 %54, i64* %j.addr.5
	%cr.addr.5 = alloca double
	%55 = load double, double* %cr.addr
	store double %55, double* %cr.addr.5
	%ci.addr.5 = alloca double
	%56 = load double, double* %ci.addr
	store double %56, double* %ci.addr.5
	%zr.addr.5 = alloca double
	%57 = load double, double* %zr.addr
	store double %57, double* %zr.addr.5
	%zi.addr.5 = alloca double
	%58 = load double, double* %zi.addr
	store double %58, double* %zi.addr.5
	%count.addr.5 = alloca i64
	%59 = load i64, i64* %count.addr
	store i64 %59, i64* %count.addr.5
	%__e1.addr.5 = alloca i1
	%60 = load i1, i1* %__e1.addr
	store i1 %60, i1* %__e1.addr.5
	%"count\C2\B7while32.addr.5" = alloca i64
	%61 = load i64, i64* %"count\C2\B7while32.addr"
	store i64 %61, i64* %"count\C2\B7while32.addr.5"
	%__p1.addr.5 = alloca i1
	%62 = load i1, i1* %__p1.addr
	store i1 %62, i1* %__p1.addr.5
	%zr2.addr.5 = alloca double
	%63 = load double, double* %zr2.addr
	store double %63, double* %zr2.addr.5
	%zi2.addr.5 = alloca double
	%64 = load double, double* %zi2.addr
	store double %64, double* %zi2.addr.5
	%i.addr.6 = alloca i64
	%65 = load i64, i64* %i.addr
	store i64 %65, i64* %i.addr.6
	%j.addr.6 = alloca i64
	%66 = load i64, i64* %j.addr
	store i64 %66, i64* %j.addr.6
	%cr.addr.6 = alloca double
	%67 = load double, double* %cr.addr
	store double %67, double* %cr.addr.6
	%ci.addr.6 = alloca double
	%68 = load double, double* %ci.addr
	store double %68, double* %ci.addr.6
	%zr.addr.6 = alloca double
	%69 = load double, double* %zr.addr
	store double %69, double* %zr.addr.6
	%zi.addr.6 = alloca double
	%70 = load double, double* %zi.addr
	store double %70, double* %zi.addr.6
	%count.addr.6 = alloca i64
	%71 = load i64, i64* %count.addr
	store i64 %71, i64* %count.addr.6
	%__e1.addr.6 = alloca i1
	%72 = load i1, i1* %__e1.addr
	store i1 %72, i1* %__e1.addr.6
	%"count\C2\B7while32.addr.6" = alloca i64
	%73 = load i64, i64* %"count\C2\B7while32.addr"
	store i64 %73, i64* %"count\C2\B7while32.addr.6"
	%__p1.addr.6 = alloca i1
	%74 = load i1, i1* %__p1.addr
	store i1 %74, i1* %__p1.addr.6
	%zr2.addr.6 = alloca double
	%75 = load double, double* %zr2.addr
	store double %75, double* %zr2.addr.6
	%zi2.addr.6 = alloca double
	%76 = load double, double* %zi2.addr
	store double %76, double* %zi2.addr.6
	%i.addr.7 = alloca i64
	%77 = load i64, i64* %i.addr
	store i64 %77, i64* %i.addr.7
	%j.addr.7 = alloca i64
	%78 = load i64, i64* %j.addr
	store i64 %78, i64* %j.addr.7
	%cr.addr.7 = alloca double
	%79 = load double, double* %cr.addr
	store double %79, double* %cr.addr.7
	%ci.addr.7 = alloca double
	%80 = load double, double* %ci.addr
	store double %80, double* %ci.addr.7
	%zr.addr.7 = alloca double
	%81 = load double, double* %zr.addr
	store double %81, double* %zr.addr.7
	%zi.addr.7 = alloca double
	%82 = load double, double* %zi.addr
	store double %82, double* %zi.addr.7
	%count.addr.7 = alloca i64
	%83 = load i64, i64* %count.addr
	store i64 %83, i64* %count.addr.7
	%__e1.addr.7 = alloca i1
	%84 = load i1, i1* %__e1.addr
	store i1 %84, i1* %__e1.addr.7
	%"count\C2\B7while32.addr.7" = alloca i64
	%85 = load i64, i64* %"count\C2\B7while32.addr"
	store i64 %85, i64* %"count\C2\B7while32.addr.7"
	%__p1.addr.7 = alloca i1
	%86 = load i1, i1* %__p1.addr
	store i1 %86, i1* %__p1.addr.7
	%zr2.addr.7 = alloca double
	%87 = load double, double* %zr2.addr
	store double %87, double* %zr2.addr.7
	%zi2.addr.7 = alloca double
	%88 = load double, double* %zi2.addr
	store double %88, double* %zi2.addr.7
	%"count\C2\B7while32.lanes" = alloca <8 x i64>
	%__e1.lanes = alloca <8 x i1>
	%__p1.lanes = alloca <8 x i1>
	%zr.lanes = alloca <8 x double>
	%zi.lanes = alloca <8 x double>
	%zr2.lanes = alloca <8 x double>
	%zi2.lanes = alloca <8 x double>
	%ci.lanes = alloca <8 x double>
	%cr.lanes = alloca <8 x double>
	%count.lanes = alloca <8 x i64>
	%89 = getelementptr inbounds i64, i64* %args, i64 0
	%max_iter = load i64, i64* %89, align 8
	%"count\C2\B7while32.running" = alloca <8 x i1>
	%90 = getelementptr inbounds i64, i64* %args, i64 4
	%counts.shape1 = load i64, i64* %90, align 8
	%91 = getelementptr inbounds i64, i64* %args, i64 2
	%counts.data = load i64, i64* %91, align 8
	%counts = inttoptr i64 %counts.data to i32*
	br label %start

start:
	%92 = icmp slt i64 0, %n
	%93 = sub i64 %n, 0
	%94 = select i1 %92, i64 %93, i64 0
	%95 = icmp slt i64 %i.from, 0
	%96 = select i1 %95, i64 0, i64 %i.from
	%97 = icmp slt i64 %i.to, 0
	%98 = select i1 %97, i64 0, i64 %i.to
	%99 = icmp ult i64 %94, %98
	%100 = select i1 %99, i64 %94, i64 %98
	br label %i.head

i.head:
	%i.it = phi i64 [ %96, %start ], [ %693, %i.latch ]
	%101 = icmp ult i64 %i.it, %100
	br i1 %101, label %i.body, label %i.exit

i.body:
	%102 = add nsw i64 0, %i.it
	store i64 %102, i64* %i.addr
	%103 = icmp slt i64 0, %n
	%104 = sub i64 %n, 0
	%105 = select i1 %103, i64 %104, i64 0
	%106 = icmp slt i64 %j.from, 0
	%107 = select i1 %106, i64 0, i64 %j.from
	%108 = icmp slt i64 %j.to, 0
	%109 = select i1 %108, i64 0, i64 %j.to
	%110 = icmp ult i64 %105, %109
	%111 = select i1 %110, i64 %105, i64 %109
	%112 = load i64, i64* %i.addr
	store i64 %112, i64* %i.addr.1
	store i64 %112, i64* %i.addr.2
	store i64 %112, i64* %i.addr.3
	store i64 %112, i64* %i.addr.4
	store i64 %112, i64* %i.addr.5
	store i64 %112, i64* %i.addr.6
	store i64 %112, i64* %i.addr.7
	%113 = icmp ugt i64 %111, %107
	%114 = sub i64 %111, %107
	%115 = select i1 %113, i64 %114, i64 0
	%116 = and i64 %115, -8
	%117 = add nuw i64 %107, %116
	br label %j.jam.head

j.jam.head:
	%j.jam.it = phi i64 [ %107, %i.body ], [ %618, %j.jam.latch ]
	%118 = icmp ult i64 %j.jam.it, %117
	br i1 %118, label %j.jam.body, label %j.jam.exit

j.jam.body:
	%119 = add nuw nsw i64 %j.jam.it, 0
	%120 = add nsw i64 0, %119
	store i64 %120, i64* %j.addr
	%121 = add nuw nsw i64 %j.jam.it, 1
	%122 = add nsw i64 0, %121
	store i64 %122, i64* %j.addr.1
	%123 = add nuw nsw i64 %j.jam.it, 2
	%124 = add nsw i64 0, %123
	store i64 %124, i64* %j.addr.2
	%125 = add nuw nsw i64 %j.jam.it, 3
	%126 = add nsw i64 0, %125
	store i64 %126, i64* %j.addr.3
	%127 = add nuw nsw i64 %j.jam.it, 4
	%128 = add nsw i64 0, %127
	store i64 %128, i64* %j.addr.4
	%129 = add nuw nsw i64 %j.jam.it, 5
	%130 = add nsw i64 0, %129
	store i64 %130, i64* %j.addr.5
	%131 = add nuw nsw i64 %j.jam.it, 6
	%132 = add nsw i64 0, %131
	store i64 %132, i64* %j.addr.6
	%133 = add nuw nsw i64 %j.jam.it, 7
	%134 = add nsw i64 0, %133
	store i64 %134, i64* %j.addr.7
	%135 = load i64, i64* %j.addr
	%136 = sitofp i64 %135 to double
	%137 = fmul double 3.0, %136
	%138 = sitofp i64 %n to double
	%139 = fdiv double %137, %138
	%140 = fadd double -2.0, %139
	store double %140, double* %cr.addr
	%141 = load i64, i64* %j.addr.1
	%142 = sitofp i64 %141 to double
	%143 = fmul double 3.0, %142
	%144 = sitofp i64 %n to double
	%145 = fdiv double %143, %144
	%146 = fadd double -2.0, %145
	store double %146, double* %cr.addr.1
	%147 = load i64, i64* %j.addr.2
	%148 = sitofp i64 %147 to double
	%149 = fmul double 3.0, %148
	%150 = sitofp i64 %n to double
	%151 = fdiv double %149, %150
	%152 = fadd double -2.0, %151
	store double %152, double* %cr.addr.2
	%153 = load i64, i64* %j.addr.3
	%154 = sitofp i64 %153 to double
	%155 = fmul double 3.0, %154
	%156 = sitofp i64 %n to double
	%157 = fdiv double %155, %156
	%158 = fadd double -2.0, %157
	store double %158, double* %cr.addr.3
	%159 = load i64, i64* %j.addr.4
	%160 = sitofp i64 %159 to double
	%161 = fmul double 3.0, %160
	%162 = sitofp i64 %n to double
	%163 = fdiv double %161, %162
	%164 = fadd double -2.0, %163
	store double %164, double* %cr.addr.4
	%165 = load i64, i64* %j.addr.5
	%166 = sitofp i64 %165 to double
	%167 = fmul double 3.0, %166
	%168 = sitofp i64 %n to double
	%169 = fdiv double %167, %168
	%170 = fadd double -2.0, %169
	store double %170, double* %cr.addr.5
	%171 = load i64, i64* %j.addr.6
	%172 = sitofp i64 %171 to double
	%173 = fmul double 3.0, %172
	%174 = sitofp i64 %n to double
	%175 = fdiv double %173, %174
	%176 = fadd double -2.0, %175
	store double %176, double* %cr.addr.6
	%177 = load i64, i64* %j.addr.7
	%178 = sitofp i64 %177 to double
	%179 = fmul double 3.0, %178
	%180 = sitofp i64 %n to double
	%181 = fdiv double %179, %180
	%182 = fadd double -2.0, %181
	store double %182, double* %cr.addr.7
	%183 = load i64, i64* %i.addr
	%184 = sitofp i64 %183 to double
	%185 = fmul double 3.0, %184
	%186 = sitofp i64 %n to double
	%187 = fdiv double %185, %186
	%188 = fadd double -1.5, %187
	store double %188, double* %ci.addr
	%189 = load i64, i64* %i.addr.1
	%190 = sitofp i64 %189 to double
	%191 = fmul double 3.0, %190
	%192 = sitofp i64 %n to double
	%193 = fdiv double %191, %192
	%194 = fadd double -1.5, %193
	store double %194, double* %ci.addr.1
	%195 = load i64, i64* %i.addr.2
	%196 = sitofp i64 %195 to double
	%197 = fmul double 3.0, %196
	%198 = sitofp i64 %n to double
	%199 = fdiv double %197, %198
	%200 = fadd double -1.5, %199
	store double %200, double* %ci.addr.2
	%201 = load i64, i64* %i.addr.3
	%202 = sitofp i64 %201 to double
	%203 = fmul double 3.0, %202
	%204 = sitofp i64 %n to double
	%205 = fdiv double %203, %204
	%206 = fadd double -1.5, %205
	store double %206, double* %ci.addr.3
	%207 = load i64, i64* %i.addr.4
	%208 = sitofp i64 %207 to double
	%209 = fmul double 3.0, %208
	%210 = sitofp i64 %n to double
	%211 = fdiv double %209, %210
	%212 = fadd double -1.5, %211
	store double %212, double* %ci.addr.4
	%213 = load i64, i64* %i.addr.5
	%214 = sitofp i64 %213 to double
	%215 = fmul double 3.0, %214
	%216 = sitofp i64 %n to double
	%217 = fdiv double %215, %216
	%218 = fadd double -1.5, %217
	store double %218, double* %ci.addr.5
	%219 = load i64, i64* %i.addr.6
	%220 = sitofp i64 %219 to double
	%221 = fmul double 3.0, %220
	%222 = sitofp i64 %n to double
	%223 = fdiv double %221, %222
	%224 = fadd double -1.5, %223
	store double %224, double* %ci.addr.6
	%225 = load i64, i64* %i.addr.7
	%226 = sitofp i64 %225 to double
	%227 = fmul double 3.0, %226
	%228 = sitofp i64 %n to double
	%229 = fdiv double %227, %228
	%230 = fadd double -1.5, %229
	store double %230, double* %ci.addr.7
	store double 0.0, double* %zr.addr
	store double 0.0, double* %zr.addr.1
	store double 0.0, double* %zr.addr.2
	store double 0.0, double* %zr.addr.3
	store double 0.0, double* %zr.addr.4
	store double 0.0, double* %zr.addr.5
	store double 0.0, double* %zr.addr.6
	store double 0.0, double* %zr.addr.7
	store double 0.0, double* %zi.addr
	store double 0.0, double* %zi.addr.1
	store double 0.0, double* %zi.addr.2
	store double 0.0, double* %zi.addr.3
	store double 0.0, double* %zi.addr.4
	store double 0.0, double* %zi.addr.5
	store double 0.0, double* %zi.addr.6
	store double 0.0, double* %zi.addr.7
	store i64 0, i64* %count.addr
	store i64 0, i64* %count.addr.1
	store i64 0, i64* %count.addr.2
	store i64 0, i64* %count.addr.3
	store i64 0, i64* %count.addr.4
	store i64 0, i64* %count.addr.5
	store i64 0, i64* %count.addr.6
	store i64 0, i64* %count.addr.7
	store i1 false, i1* %__e1.addr
	store i1 false, i1* %__e1.addr.1
	store i1 false, i1* %__e1.addr.2
	store i1 false, i1* %__e1.addr.3
	store i1 false, i1* %__e1.addr.4
	store i1 false, i1* %__e1.addr.5
	store i1 false, i1* %__e1.addr.6
	store i1 false, i1* %__e1.addr.7
	%231 = load i64, i64* %"count\C2\B7while32.addr"
	%232 = insertelement <8 x i64> undef, i64 %231, i32 0
	%233 = load i64, i64* %"count\C2\B7while32.addr.1"
	%234 = insertelement <8 x i64> %232, i64 %233, i32 1
	%235 = load i64, i64* %"count\C2\B7while32.addr.2"
	%236 = insertelement <8 x i64> %234, i64 %235, i32 2
	%237 = load i64, i64* %"count\C2\B7while32.addr.3"
	%238 = insertelement <8 x i64> %236, i64 %237, i32 3
	%239 = load i64, i64* %"count\C2\B7while32.addr.4"
	%240 = insertelement <8 x i64> %238, i64 %239, i32 4
	%241 = load i64, i64* %"count\C2\B7while32.addr.5"
	%242 = insertelement <8 x i64> %240, i64 %241, i32 5
	%243 = load i64, i64* %"count\C2\B7while32.addr.6"
	%244 = insertelement <8 x i64> %242, i64 %243, i32 6
	%245 = load i64, i64* %"count\C2\B7while32.addr.7"
	%246 = insertelement <8 x i64> %244, i64 %245, i32 7
	store <8 x i64> %246, <8 x i64>* %"count\C2\B7while32.lanes"
	%247 = load i1, i1* %__e1.addr
	%248 = insertelement <8 x i1> undef, i1 %247, i32 0
	%249 = load i1, i1* %__e1.addr.1
	%250 = insertelement <8 x i1> %248, i1 %249, i32 1
	%251 = load i1, i1* %__e1.addr.2
	%252 = insertelement <8 x i1> %250, i1 %251, i32 2
	%253 = load i1, i1* %__e1.addr.3
	%254 = insertelement <8 x i1> %252, i1 %253, i32 3
	%255 = load i1, i1* %__e1.addr.4
	%256 = insertelement <8 x i1> %254, i1 %255, i32 4
	%257 = load i1, i1* %__e1.addr.5
	%258 = insertelement <8 x i1> %256, i1 %257, i32 5
	%259 = load i1, i1* %__e1.addr.6
	%260 = insertelement <8 x i1> %258, i1 %259, i32 6
	%261 = load i1, i1* %__e1.addr.7
	%262 = insertelement <8 x i1> %260, i1 %261, i32 7
	store <8 x i1> %262, <8 x i1>* %__e1.lanes
	%263 = load i1, i1* %__p1.addr
	%264 = insertelement <8 x i1> undef, i1 %263, i32 0
	%265 = load i1, i1* %__p1.addr.1
	%266 = insertelement <8 x i1> %264, i1 %265, i32 1
	%267 = load i1, i1* %__p1.addr.2
	%268 = insertelement <8 x i1> %266, i1 %267, i32 2
	%269 = load i1, i1* %__p1.addr.3
	%270 = insertelement <8 x i1> %268, i1 %269, i32 3
	%271 = load i1, i1* %__p1.addr.4
	%272 = insertelement <8 x i1> %270, i1 %271, i32 4
	%273 = load i1, i1* %__p1.addr.5
	%274 = insertelement <8 x i1> %272, i1 %273, i32 5
	%275 = load i1, i1* %__p1.addr.6
	%276 = insertelement <8 x i1> %274, i1 %275, i32 6
	%277 = load i1, i1* %__p1.addr.7
	%278 = insertelement <8 x i1> %276, i1 %277, i32 7
	store <8 x i1> %278, <8 x i1>* %__p1.lanes
	%279 = load double, double* %zr.addr
	%280 = insertelement <8 x double> undef, double %279, i32 0
	%281 = load double, double* %zr.addr.1
	%282 = insertelement <8 x double> %280, double %281, i32 1
	%283 = load double, double* %zr.addr.2
	%284 = insertelement <8 x double> %282, double %283, i32 2
	%285 = load double, double* %zr.addr.3
	%286 = insertelement <8 x double> %284, double %285, i32 3
	%287 = load double, double* %zr.addr.4
	%288 = insertelement <8 x double> %286, double %287, i32 4
	%289 = load double, double* %zr.addr.5
	%290 = insertelement <8 x double> %288, double %289, i32 5
	%291 = load double, double* %zr.addr.6
	%292 = insertelement <8 x double> %290, double %291, i32 6
	%293 = load double, double* %zr.addr.7
	%294 = insertelement <8 x double> %292, double %293, i32 7
	store <8 x double> %294, <8 x double>* %zr.lanes
	%295 = load double, double* %zi.addr
	%296 = insertelement <8 x double> undef, double %295, i32 0
	%297 = load double, double* %zi.addr.1
	%298 = insertelement <8 x double> %296, double %297, i32 1
	%299 = load double, double* %zi.addr.2
	%300 = insertelement <8 x double> %298, double %299, i32 2
	%301 = load double, double* %zi.addr.3
	%302 = insertelement <8 x double> %300, double %301, i32 3
	%303 = load double, double* %zi.addr.4
	%304 = insertelement <8 x double> %302, double %303, i32 4
	%305 = load double, double* %zi.addr.5
	%306 = insertelement <8 x double> %304, double %305, i32 5
	%307 = load double, double* %zi.addr.6
	%308 = insertelement <8 x double> %306, double %307, i32 6
	%309 = load double, double* %zi.addr.7
	%310 = insertelement <8 x double> %308, double %309, i32 7
	store <8 x double> %310, <8 x double>* %zi.lanes
	%311 = load double, double* %zr2.addr
	%312 = insertelement <8 x double> undef, double %311, i32 0
	%313 = load double, double* %zr2.addr.1
	%314 = insertelement <8 x double> %312, double %313, i32 1
	%315 = load double, double* %zr2.addr.2
	%316 = insertelement <8 x double> %314, double %315, i32 2
	%317 = load double, double* %zr2.addr.3
	%318 = insertelement <8 x double> %316, double %317, i32 3
	%319 = load double, double* %zr2.addr.4
	%320 = insertelement <8 x double> %318, double %319, i32 4
	%321 = load double, double* %zr2.addr.5
	%322 = insertelement <8 x double> %320, double %321, i32 5
	%323 = load double, double* %zr2.addr.6
	%324 = insertelement <8 x double> %322, double %323, i32 6
	%325 = load double, double* %zr2.addr.7
	%326 = insertelement <8 x double> %324, double %325, i32 7
	store <8 x double> %326, <8 x double>* %zr2.lanes
	%327 = load double, double* %zi2.addr
	%328 = insertelement <8 x double> undef, double %327, i32 0
	%329 = load double, double* %zi2.addr.1
	%330 = insertelement <8 x double> %328, double %329, i32 1
	%331 = load double, double* %zi2.addr.2
	%332 = insertelement <8 x double> %330, double %331, i32 2
	%333 = load double, double* %zi2.addr.3
	%334 = insertelement <8 x double> %332, double %333, i32 3
	%335 = load double, double* %zi2.addr.4
	%336 = insertelement <8 x double> %334, double %335, i32 4
	%337 = load double, double* %zi2.addr.5
	%338 = insertelement <8 x double> %336, double %337, i32 5
	%339 = load double, double* %zi2.addr.6
	%340 = insertelement <8 x double> %338, double %339, i32 6
	%341 = load double, double* %zi2.addr.7
	%342 = insertelement <8 x double> %340, double %341, i32 7
	store <8 x double> %342, <8 x double>* %zi2.lanes
	%343 = load double, double* %ci.addr
	%344 = insertelement <8 x double> undef, double %343, i32 0
	%345 = load double, double* %ci.addr.1
	%346 = insertelement <8 x double> %344, double %345, i32 1
	%347 = load double, double* %ci.addr.2
	%348 = insertelement <8 x double> %346, double %347, i32 2
	%349 = load double, double* %ci.addr.3
	%350 = insertelement <8 x double> %348, double %349, i32 3
	%351 = load double, double* %ci.addr.4
	%352 = insertelement <8 x double> %350, double %351, i32 4
	%353 = load double, double* %ci.addr.5
	%354 = insertelement <8 x double> %352, double %353, i32 5
	%355 = load double, double* %ci.addr.6
	%356 = insertelement <8 x double> %354, double %355, i32 6
	%357 = load double, double* %ci.addr.7
	%358 = insertelement <8 x double> %356, double %357, i32 7
	store <8 x double> %358, <8 x double>* %ci.lanes
	%359 = load double, double* %cr.addr
	%360 = insertelement <8 x double> undef, double %359, i32 0
	%361 = load double, double* %cr.addr.1
	%362 = insertelement <8 x double> %360, double %361, i32 1
	%363 = load double, double* %cr.addr.2
	%364 = insertelement <8 x double> %362, double %363, i32 2
	%365 = load double, double* %cr.addr.3
	%366 = insertelement <8 x double> %364, double %365, i32 3
	%367 = load double, double* %cr.addr.4
	%368 = insertelement <8 x double> %366, double %367, i32 4
	%369 = load double, double* %cr.addr.5
	%370 = insertelement <8 x double> %368, double %369, i32 5
	%371 = load double, double* %cr.addr.6
	%372 = insertelement <8 x double> %370, double %371, i32 6
	%373 = load double, double* %cr.addr.7
	%374 = insertelement <8 x double> %372, double %373, i32 7
	store <8 x double> %374, <8 x double>* %cr.lanes
	%375 = load i64, i64* %count.addr
	%376 = insertelement <8 x i64> undef, i64 %375, i32 0
	%377 = load i64, i64* %count.addr.1
	%378 = insertelement <8 x i64> %376, i64 %377, i32 1
	%379 = load i64, i64* %count.addr.2
	%380 = insertelement <8 x i64> %378, i64 %379, i32 2
	%381 = load i64, i64* %count.addr.3
	%382 = insertelement <8 x i64> %380, i64 %381, i32 3
	%383 = load i64, i64* %count.addr.4
	%384 = insertelement <8 x i64> %382, i64 %383, i32 4
	%385 = load i64, i64* %count.addr.5
	%386 = insertelement <8 x i64> %384, i64 %385, i32 5
	%387 = load i64, i64* %count.addr.6
	%388 = insertelement <8 x i64> %386, i64 %387, i32 6
	%389 = load i64, i64* %count.addr.7
	%390 = insertelement <8 x i64> %388, i64 %389, i32 7
	store <8 x i64> %390, <8 x i64>* %count.lanes
	%391 = icmp slt i64 0, %max_iter
	%392 = sub i64 %max_iter, 0
	%393 = select i1 %391, i64 %392, i64 0
	store <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1>* %"count\C2\B7while32.running"
	br label %"count\C2\B7while32.lanes.head"

"count\C2\B7while32.lanes.head":
	%"count\C2\B7while32.lanes.it" = phi i64 [ 0, %j.jam.body ], [ %471, %"count\C2\B7while32.lanes.latch" ]
	%394 = icmp ult i64 %"count\C2\B7while32.lanes.it", %393
	br i1 %394, label %"count\C2\B7while32.lanes.body", label %"count\C2\B7while32.lanes.exit"

"count\C2\B7while32.lanes.body":
	%395 = load <8 x i1>, <8 x i1>* %"count\C2\B7while32.running"
	%396 = add nsw i64 0, %"count\C2\B7while32.lanes.it"
	%397 = insertelement <8 x i64> undef, i64 %396, i32 0
	%398 = shufflevector <8 x i64> %397, <8 x i64> undef, <8 x i32> zeroinitializer
	%399 = load <8 x i64>, <8 x i64>* %"count\C2\B7while32.lanes"
	%400 = select <8 x i1> %395, <8 x i64> %398, <8 x i64> %399
	store <8 x i64> %400, <8 x i64>* %"count\C2\B7while32.lanes"
	%401 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%402 = xor <8 x i1> %401, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%403 = and <8 x i1> %395, %402
	%404 = load <8 x double>, <8 x double>* %zr.lanes
	%405 = load <8 x double>, <8 x double>* %zr.lanes
	%406 = fmul <8 x double> %404, %405
	%407 = load <8 x double>, <8 x double>* %zi.lanes
	%408 = load <8 x double>, <8 x double>* %zi.lanes
	%409 = fmul <8 x double> %407, %408
	%410 = fadd <8 x double> %406, %409
	%411 = fcmp ole <8 x double> %410, <double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0>
	%412 = xor <8 x i1> %411, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%413 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%414 = select <8 x i1> %403, <8 x i1> %412, <8 x i1> %413
	store <8 x i1> %414, <8 x i1>* %__p1.lanes
	%415 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%416 = xor <8 x i1> %415, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%417 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%418 = and <8 x i1> %416, %417
	%419 = and <8 x i1> %395, %418
	%420 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%421 = select <8 x i1> %419, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1> %420
	store <8 x i1> %421, <8 x i1>* %__e1.lanes
	%422 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%423 = xor <8 x i1> %422, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%424 = and <8 x i1> %395, %423
	%425 = load <8 x double>, <8 x double>* %zr.lanes
	%426 = load <8 x double>, <8 x double>* %zr.lanes
	%427 = fmul <8 x double> %425, %426
	%428 = load <8 x double>, <8 x double>* %zr2.lanes
	%429 = select <8 x i1> %424, <8 x double> %427, <8 x double> %428
	store <8 x double> %429, <8 x double>* %zr2.lanes
	%430 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%431 = xor <8 x i1> %430, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%432 = and <8 x i1> %395, %431
	%433 = load <8 x double>, <8 x double>* %zi.lanes
	%434 = load <8 x double>, <8 x double>* %zi.lanes
	%435 = fmul <8 x double> %433, %434
	%436 = load <8 x double>, <8 x double>* %zi2.lanes
	%437 = select <8 x i1> %432, <8 x double> %435, <8 x double> %436
	store <8 x double> %437, <8 x double>* %zi2.lanes
	%438 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%439 = xor <8 x i1> %438, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%440 = and <8 x i1> %395, %439
	%441 = load <8 x double>, <8 x double>* %zr.lanes
	%442 = fmul <8 x double> <double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0>, %441
	%443 = load <8 x double>, <8 x double>* %zi.lanes
	%444 = fmul <8 x double> %442, %443
	%445 = load <8 x double>, <8 x double>* %ci.lanes
	%446 = fadd <8 x double> %444, %445
	%447 = load <8 x double>, <8 x double>* %zi.lanes
	%448 = select <8 x i1> %440, <8 x double> %446, <8 x double> %447
	store <8 x double> %448, <8 x double>* %zi.lanes
	%449 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%450 = xor <8 x i1> %449, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%451 = and <8 x i1> %395, %450
	%452 = load <8 x double>, <8 x double>* %zr2.lanes
	%453 = load <8 x double>, <8 x double>* %zi2.lanes
	%454 = fsub <8 x double> %452, %453
	%455 = load <8 x double>, <8 x double>* %cr.lanes
	%456 = fadd <8 x double> %454, %455
	%457 = load <8 x double>, <8 x double>* %zr.lanes
	%458 = select <8 x i1> %451, <8 x double> %456, <8 x double> %457
	store <8 x double> %458, <8 x double>* %zr.lanes
	%459 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%460 = xor <8 x i1> %459, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%461 = and <8 x i1> %395, %460
	%462 = load <8 x i64>, <8 x i64>* %"count\C2\B7while32.lanes"
	%463 = add <8 x i64> %462, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
	%464 = load <8 x i64>, <8 x i64>* %count.lanes
	%465 = select <8 x i1> %461, <8 x i64> %463, <8 x i64> %464
	store <8 x i64> %465, <8 x i64>* %count.lanes
	%466 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%467 = xor <8 x i1> %466, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%468 = and <8 x i1> %395, %467
	store <8 x i1> %468, <8 x i1>* %"count\C2\B7while32.running"
	%469 = bitcast <8 x i1> %468 to i8
	%470 = icmp eq i8 %469, 0
	br i1 %470, label %"count\C2\B7while32.lanes.exit", label %"count\C2\B7while32.lanes.latch"

"count\C2\B7while32.lanes.latch":
	%471 = add nuw i64 %"count\C2\B7while32.lanes.it", 1
	br label %"count\C2\B7while32.lanes.head"

"count\C2\B7while32.lanes.exit":
	%472 = load <8 x i64>, <8 x i64>* %"count\C2\B7while32.lanes"
	%473 = extractelement <8 x i64> %472, i32 0
	store i64 %473, i64* %"count\C2\B7while32.addr"
	%474 = extractelement <8 x i64> %472, i32 1
	store i64 %474, i64* %"count\C2\B7while32.addr.1"
	%475 = extractelement <8 x i64> %472, i32 2
	store i64 %475, i64* %"count\C2\B7while32.addr.2"
	%476 = extractelement <8 x i64> %472, i32 3
	store i64 %476, i64* %"count\C2\B7while32.addr.3"
	%477 = extractelement <8 x i64> %472, i32 4
	store i64 %477, i64* %"count\C2\B7while32.addr.4"
	%478 = extractelement <8 x i64> %472, i32 5
	store i64 %478, i64* %"count\C2\B7while32.addr.5"
	%479 = extractelement <8 x i64> %472, i32 6
	store i64 %479, i64* %"count\C2\B7while32.addr.6"
	%480 = extractelement <8 x i64> %472, i32 7
	store i64 %480, i64* %"count\C2\B7while32.addr.7"
	%481 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%482 = extractelement <8 x i1> %481, i32 0
	store i1 %482, i1* %__e1.addr
	%483 = extractelement <8 x i1> %481, i32 1
	store i1 %483, i1* %__e1.addr.1
	%484 = extractelement <8 x i1> %481, i32 2
	store i1 %484, i1* %__e1.addr.2
	%485 = extractelement <8 x i1> %481, i32 3
	store i1 %485, i1* %__e1.addr.3
	%486 = extractelement <8 x i1> %481, i32 4
	store i1 %486, i1* %__e1.addr.4
	%487 = extractelement <8 x i1> %481, i32 5
	store i1 %487, i1* %__e1.addr.5
	%488 = extractelement <8 x i1> %481, i32 6
	store i1 %488, i1* %__e1.addr.6
	%489 = extractelement <8 x i1> %481, i32 7
	store i1 %489, i1* %__e1.addr.7
	%490 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%491 = extractelement <8 x i1> %490, i32 0
	store i1 %491, i1* %__p1.addr
	%492 = extractelement <8 x i1> %490, i32 1
	store i1 %492, i1* %__p1.addr.1
	%493 = extractelement <8 x i1> %490, i32 2
	store i1 %493, i1* %__p1.addr.2
	%494 = extractelement <8 x i1> %490, i32 3
	store i1 %494, i1* %__p1.addr.3
	%495 = extractelement <8 x i1> %490, i32 4
	store i1 %495, i1* %__p1.addr.4
	%496 = extractelement <8 x i1> %490, i32 5
	store i1 %496, i1* %__p1.addr.5
	%497 = extractelement <8 x i1> %490, i32 6
	store i1 %497, i1* %__p1.addr.6
	%498 = extractelement <8 x i1> %490, i32 7
	store i1 %498, i1* %__p1.addr.7
	%499 = load <8 x double>, <8 x double>* %zr.lanes
	%500 = extractelement <8 x double> %499, i32 0
	store double %500, double* %zr.addr
	%501 = extractelement <8 x double> %499, i32 1
	store double %501, double* %zr.addr.1
	%502 = extractelement <8 x double> %499, i32 2
	store double %502, double* %zr.addr.2
	%503 = extractelement <8 x double> %499, i32 3
	store double %503, double* %zr.addr.3
	%504 = extractelement <8 x double> %499, i32 4
	store double %504, double* %zr.addr.4
	%505 = extractelement <8 x double> %499, i32 5
	store double %505, double* %zr.addr.5
	%506 = extractelement <8 x double> %499, i32 6
	store double %506, double* %zr.addr.6
	%507 = extractelement <8 x double> %499, i32 7
	store double %507, double* %zr.addr.7
	%508 = load <8 x double>, <8 x double>* %zi.lanes
	%509 = extractelement <8 x double> %508, i32 0
	store double %509, double* %zi.addr
	%510 = extractelement <8 x double> %508, i32 1
	store double %510, double* %zi.addr.1
	%511 = extractelement <8 x double> %508, i32 2
	store double %511, double* %zi.addr.2
	%512 = extractelement <8 x double> %508, i32 3
	store double %512, double* %zi.addr.3
	%513 = extractelement <8 x double> %508, i32 4
	store double %513, double* %zi.addr.4
	%514 = extractelement <8 x double> %508, i32 5
	store double %514, double* %zi.addr.5
	%515 = extractelement <8 x double> %508, i32 6
	store double %515, double* %zi.addr.6
	%516 = extractelement <8 x double> %508, i32 7
	store double %516, double* %zi.addr.7
	%517 = load <8 x double>, <8 x double>* %zr2.lanes
	%518 = extractelement <8 x double> %517, i32 0
	store double %518, double* %zr2.addr
	%519 = extractelement <8 x double> %517, i32 1
	store double %519, double* %zr2.addr.1
	%520 = extractelement <8 x double> %517, i32 2
	store double %520, double* %zr2.addr.2
	%521 = extractelement <8 x double> %517, i32 3
	store double %521, double* %zr2.addr.3
	%522 = extractelement <8 x double> %517, i32 4
	store double %522, double* %zr2.addr.4
	%523 = extractelement <8 x double> %517, i32 5
	store double %523, double* %zr2.addr.5
	%524 = extractelement <8 x double> %517, i32 6
	store double %524, double* %zr2.addr.6
	%525 = extractelement <8 x double> %517, i32 7
	store double %525, double* %zr2.addr.7
	%526 = load <8 x double>, <8 x double>* %zi2.lanes
	%527 = extractelement <8 x double> %526, i32 0
	store double %527, double* %zi2.addr
	%528 = extractelement <8 x double> %526, i32 1
	store double %528, double* %zi2.addr.1
	%529 = extractelement <8 x double> %526, i32 2
	store double %529, double* %zi2.addr.2
	%530 = extractelement <8 x double> %526, i32 3
	store double %530, double* %zi2.addr.3
	%531 = extractelement <8 x double> %526, i32 4
	store double %531, double* %zi2.addr.4
	%532 = extractelement <8 x double> %526, i32 5
	store double %532, double* %zi2.addr.5
	%533 = extractelement <8 x double> %526, i32 6
	store double %533, double* %zi2.addr.6
	%534 = extractelement <8 x double> %526, i32 7
	store double %534, double* %zi2.addr.7
	%535 = load <8 x double>, <8 x double>* %ci.lanes
	%536 = extractelement <8 x double> %535, i32 0
	store double %536, double* %ci.addr
	%537 = extractelement <8 x double> %535, i32 1
	store double %537, double* %ci.addr.1
	%538 = extractelement <8 x double> %535, i32 2
	store double %538, double* %ci.addr.2
	%539 = extractelement <8 x double> %535, i32 3
	store double %539, double* %ci.addr.3
	%540 = extractelement <8 x double> %535, i32 4
	store double %540, double* %ci.addr.4
	%541 = extractelement <8 x double> %535, i32 5
	store double %541, double* %ci.addr.5
	%542 = extractelement <8 x double> %535, i32 6
	store double %542, double* %ci.addr.6
	%543 = extractelement <8 x double> %535, i32 7
	store double %543, double* %ci.addr.7
	%544 = load <8 x double>, <8 x double>* %cr.lanes
	%545 = extractelement <8 x double> %544, i32 0
	store double %545, double* %cr.addr
	%546 = extractelement <8 x double> %544, i32 1
	store double %546, double* %cr.addr.1
	%547 = extractelement <8 x double> %544, i32 2
	store double %547, double* %cr.addr.2
	%548 = extractelement <8 x double> %544, i32 3
	store double %548, double* %cr.addr.3
	%549 = extractelement <8 x double> %544, i32 4
	store double %549, double* %cr.addr.4
	%550 = extractelement <8 x double> %544, i32 5
	store double %550, double* %cr.addr.5
	%551 = extractelement <8 x double> %544, i32 6
	store double %551, double* %cr.addr.6
	%552 = extractelement <8 x double> %544, i32 7
	store double %552, double* %cr.addr.7
	%553 = load <8 x i64>, <8 x i64>* %count.lanes
	%554 = extractelement <8 x i64> %553, i32 0
	store i64 %554, i64* %count.addr
	%555 = extractelement <8 x i64> %553, i32 1
	store i64 %555, i64* %count.addr.1
	%556 = extractelement <8 x i64> %553, i32 2
	store i64 %556, i64* %count.addr.2
	%557 = extractelement <8 x i64> %553, i32 3
	store i64 %557, i64* %count.addr.3
	%558 = extractelement <8 x i64> %553, i32 4
	store i64 %558, i64* %count.addr.4
	%559 = extractelement <8 x i64> %553, i32 5
	store i64 %559, i64* %count.addr.5
	%560 = extractelement <8 x i64> %553, i32 6
	store i64 %560, i64* %count.addr.6
	%561 = extractelement <8 x i64> %553, i32 7
	store i64 %561, i64* %count.addr.7
	%562 = load i64, i64* %count.addr
	%563 = trunc i64 %562 to i32
	%564 = load i64, i64* %i.addr
	%565 = load i64, i64* %j.addr
	%566 = mul nsw i64 %564, %counts.shape1
	%567 = add nsw i64 %566, %565
	%568 = getelementptr inbounds i32, i32* %counts, i64 %567
	store i32 %563, i32* %568, align 4
	%569 = load i64, i64* %count.addr.1
	%570 = trunc i64 %569 to i32
	%571 = load i64, i64* %i.addr.1
	%572 = load i64, i64* %j.addr.1
	%573 = mul nsw i64 %571, %counts.shape1
	%574 = add nsw i64 %573, %572
	%575 = getelementptr inbounds i32, i32* %counts, i64 %574
	store i32 %570, i32* %575, align 4
	%576 = load i64, i64* %count.addr.2
	%577 = trunc i64 %576 to i32
	%578 = load i64, i64* %i.addr.2
	%579 = load i64, i64* %j.addr.2
	%580 = mul nsw i64 %578, %counts.shape1
	%581 = add nsw i64 %580, %579
	%582 = getelementptr inbounds i32, i32* %counts, i64 %581
	store i32 %577, i32* %582, align 4
	%583 = load i64, i64* %count.addr.3
	%584 = trunc i64 %583 to i32
	%585 = load i64, i64* %i.addr.3
	%586 = load i64, i64* %j.addr.3
	%587 = mul nsw i64 %585, %counts.shape1
	%588 = add nsw i64 %587, %586
	%589 = getelementptr inbounds i32, i32* %counts, i64 %588
	store i32 %584, i32* %589, align 4
	%590 = load i64, i64* %count.addr.4
	%591 = trunc i64 %590 to i32
	%592 = load i64, i64* %i.addr.4
	%593 = load i64, i64* %j.addr.4
	%594 = mul nsw i64 %592, %counts.shape1
	%595 = add nsw i64 %594, %593
	%596 = getelementptr inbounds i32, i32* %counts, i64 %595
	store i32 %591, i32* %596, align 4
	%597 = load i64, i64* %count.addr.5
	%598 = trunc i64 %597 to i32
	%599 = load i64, i64* %i.addr.5
	%600 = load i64, i64* %j.addr.5
	%601 = mul nsw i64 %599, %counts.shape1
	%602 = add nsw i64 %601, %600
	%603 = getelementptr inbounds i32, i32* %counts, i64 %602
	store i32 %598, i32* %603, align 4
	%604 = load i64, i64* %count.addr.6
	%605 = trunc i64 %604 to i32
	%606 = load i64, i64* %i.addr.6
	%607 = load i64, i64* %j.addr.6
	%608 = mul nsw i64 %606, %counts.shape1
	%609 = add nsw i64 %608, %607
	%610 = getelementptr inbounds i32, i32* %counts, i64 %609
	store i32 %605, i32* %610, align 4
	%611 = load i64, i64* %count.addr.7
	%612 = trunc i64 %611 to i32
	%613 = load i64, i64* %i.addr.7
	%614 = load i64, i64* %j.addr.7
	%615 = mul nsw i64 %613, %counts.shape1
	%616 = add nsw i64 %615, %614
	%617 = getelementptr inbounds i32, i32* %counts, i64 %616
	store i32 %612, i32* %617, align 4
	br label %j.jam.latch

j.jam.latch:
	%618 = add nuw i64 %j.jam.it, 8
	br label %j.jam.head

j.jam.exit:
	br label %j.head

j.head:
	%j.it = phi i64 [ %117, %j.jam.exit ], [ %692, %j.latch ]
	%619 = icmp ult i64 %j.it, %111
	br i1 %619, label %j.body, label %j.exit

j.body:
	%620 = add nsw i64 0, %j.it
	store i64 %620, i64* %j.addr
	%621 = load i64, i64* %j.addr
	%622 = sitofp i64 %621 to double
	%623 = fmul double 3.0, %622
	%624 = sitofp i64 %n to double
	%625 = fdiv double %623, %624
	%626 = fadd double -2.0, %625
	store double %626, double* %cr.addr
	%627 = load i64, i64* %i.addr
	%628 = sitofp i64 %627 to double
	%629 = fmul double 3.0, %628
	%630 = sitofp i64 %n to double
	%631 = fdiv double %629, %630
	%632 = fadd double -1.5, %631
	store double %632, double* %ci.addr
	store double 0.0, double* %zr.addr
	store double 0.0, double* %zi.addr
	store i64 0, i64* %count.addr
	store i1 false, i1* %__e1.addr
	%633 = icmp slt i64 0, %max_iter
	%634 = sub i64 %max_iter, 0
	%635 = select i1 %633, i64 %634, i64 0
	br label %"count\C2\B7while32.head"

"count\C2\B7while32.head":
	%"count\C2\B7while32.it" = phi i64 [ 0, %j.body ], [ %684, %"count\C2\B7while32.latch" ]
	%636 = icmp ult i64 %"count\C2\B7while32.it", %635
	br i1 %636, label %"count\C2\B7while32.body", label %"count\C2\B7while32.exit"

"count\C2\B7while32.body":
	%637 = add nsw i64 0, %"count\C2\B7while32.it"
	store i64 %637, i64* %"count\C2\B7while32.addr"
	%638 = load i1, i1* %__e1.addr
	%639 = xor i1 %638, true
	br i1 %639, label %if.then, label %if.end

if.then:
	%640 = load double, double* %zr.addr
	%641 = load double, double* %zr.addr
	%642 = fmul double %640, %641
	%643 = load double, double* %zi.addr
	%644 = load double, double* %zi.addr
	%645 = fmul double %643, %644
	%646 = fadd double %642, %645
	%647 = fcmp ole double %646, 4.0
	%648 = xor i1 %647, true
	store i1 %648, i1* %__p1.addr
	br label %if.end

if.end:
	%649 = load i1, i1* %__e1.addr
	%650 = xor i1 %649, true
	%651 = load i1, i1* %__p1.addr
	%652 = select i1 %650, i1 %651, i1 %650
	br i1 %652, label %if.then.1, label %if.end.1

if.then.1:
	store i1 true, i1* %__e1.addr
	br label %if.end.1

if.end.1:
	%653 = load i1, i1* %__e1.addr
	br i1 %653, label %"count\C2\B7while32.break", label %"count\C2\B7while32.go"

"count\C2\B7while32.break":
	br label %"count\C2\B7while32.exit"

"count\C2\B7while32.go":
	%654 = load i1, i1* %__e1.addr
	%655 = xor i1 %654, true
	br i1 %655, label %if.then.2, label %if.end.2

if.then.2:
	%656 = load double, double* %zr.addr
	%657 = load double, double* %zr.addr
	%658 = fmul double %656, %657
	store double %658, double* %zr2.addr
	br label %if.end.2

if.end.2:
	%659 = load i1, i1* %__e1.addr
	%660 = xor i1 %659, true
	br i1 %660, label %if.then.3, label %if.end.3

if.then.3:
	%661 = load double, double* %zi.addr
	%662 = load double, double* %zi.addr
	%663 = fmul double %661, %662
	store double %663, double* %zi2.addr
	br label %if.end.3

if.end.3:
	%664 = load i1, i1* %__e1.addr
	%665 = xor i1 %664, true
	br i1 %665, label %if.then.4, label %if.end.4

if.then.4:
	%666 = load double, double* %zr.addr
	%667 = fmul double 2.0, %666
	%668 = load double, double* %zi.addr
	%669 = fmul double %667, %668
	%670 = load double, double* %ci.addr
	%671 = fadd double %669, %670
	store double %671, double* %zi.addr
	br label %if.end.4

if.end.4:
	%672 = load i1, i1* %__e1.addr
	%673 = xor i1 %672, true
	br i1 %673, label %if.then.5, label %if.end.5

if.then.5:
	%674 = load double, double* %zr2.addr
	%675 = load double, double* %zi2.addr
	%676 = fsub double %674, %675
	%677 = load double, double* %cr.addr
	%678 = fadd double %676, %677
	store double %678, double* %zr.addr
	br label %if.end.5

if.end.5:
	%679 = load i1, i1* %__e1.addr
	%680 = xor i1 %679, true
	br i1 %680, label %if.then.6, label %if.end.6

if.then.6:
	%681 = load i64, i64* %"count\C2\B7while32.addr"
	%682 = add nsw i64 %681, 1
	store i64 %682, i64* %count.addr
	br label %if.end.6

if.end.6:
	%683 = load i1, i1* %__e1.addr
	br i1 %683, label %"count\C2\B7while32.exit", label %"count\C2\B7while32.latch"

"count\C2\B7while32.latch":
	%684 = add nuw i64 %"count\C2\B7while32.it", 1
	br label %"count\C2\B7while32.head"

"count\C2\B7while32.exit":
	%685 = load i64, i64* %count.addr
	%686 = trunc i64 %685 to i32
	%687 = load i64, i64* %i.addr
	%688 = load i64, i64* %j.addr
	%689 = mul nsw i64 %687, %counts.shape1
	%690 = add nsw i64 %689, %688
	%691 = getelementptr inbounds i32, i32* %counts, i64 %690
	store i32 %686, i32* %691, align 4
	br label %j.latch

j.latch:
	%692 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%693 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}
