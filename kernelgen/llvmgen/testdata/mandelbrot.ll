; alpyna module mandelbrot_l22
source_filename = "benchmarks/mandelbrot.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @mandelbrot_l24(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%t.addr = alloca double
	store double 0.0, double* %t.addr
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
	%k.addr.1 = alloca i64
	%13 = load i64, i64* %k.addr
	store i64 %13, i64* %k.addr.1
	%__p1.addr.1 = alloca i1
	%14 = load i1, i1* %__p1.addr
	store i1 %14, i1* %__p1.addr.1
	%t.addr.1 = alloca double
	%15 = load double, double* %t.addr
	store double %15, double* %t.addr.1
	%i.addr.2 = alloca i64
	%16 = load i64, i64* %i.addr
	store i64 %16, i64* %i.addr.2
	%j.addr.2 = alloca i64
	%17 = load i64, i64* %j.addr
	store i64 %17, i64* %j.addr.2
	%cr.addr.2 = alloca double
	%18 = load double, double* %cr.addr
	store double %18, double* %cr.addr.2
	%ci.addr.2 = alloca double
	%19 = load double, double* %ci.addr
	store double %19, double* %ci.addr.2
	%zr.addr.2 = alloca double
	%20 = load double, double* %zr.addr
	store double %20, double* %zr.addr.2
	%zi.addr.2 = alloca double
	%21 = load double, double* %zi.addr
	store double %21, double* %zi.addr.2
	%count.addr.2 = alloca i64
	%22 = load i64, i64* %count.addr
	store i64 %22, i64* %count.addr.2
	%__e1.addr.2 = alloca i1
	%23 = load i1, i1* %__e1.addr
	store i1 %23, i1* %__e1.addr.2
	%k.addr.2 = alloca i64
	%24 = load i64, i64* %k.addr
	store i64 %24, i64* %k.addr.2
	%__p1.addr.2 = alloca i1
	%25 = load i1, i1* %__p1.addr
	store i1 %25, i1* %__p1.addr.2
	%t.addr.2 = alloca double
	%26 = load double, double* %t.addr
	store double %26, double* %t.addr.2
	%i.addr.3 = alloca i64
	%27 = load i64, i64* %i.addr
	store i64 %27, i64* %i.addr.3
	%j.addr.3 = alloca i64
	%28 = load i64, i64* %j.addr
	store i64 %28, i64* %j.addr.3
	%cr.addr.3 = alloca double
	%29 = load double, double* %cr.addr
	store double %29, double* %cr.addr.3
	%ci.addr.3 = alloca double
	%30 = load double, double* %ci.addr
	store double %30, double* %ci.addr.3
	%zr.addr.3 = alloca double
	%31 = load double, double* %zr.addr
	store double %31, double* %zr.addr.3
	%zi.addr.3 = alloca double
	%32 = load double, double* %zi.addr
	store double %32, double* %zi.addr.3
	%count.addr.3 = alloca i64
	%33 = load i64, i64* %count.addr
	store i64 %33, i64* %count.addr.3
	%__e1.addr.3 = alloca i1
	%34 = load i1, i1* %__e1.addr
	store i1 %34, i1* %__e1.addr.3
	%k.addr.3 = alloca i64
	%35 = load i64, i64* %k.addr
	store i64 %35, i64* %k.addr.3
	%__p1.addr.3 = alloca i1
	%36 = load i1, i1* %__p1.addr
	store i1 %36, i1* %__p1.addr.3
	%t.addr.3 = alloca double
	%37 = load double, double* %t.addr
	store double %37, double* %t.addr.3
	%i.addr.4 = alloca i64
	%38 = load i64, i64* %i.addr
	store i64 %38, i64* %i.addr.4
	%j.addr.4 = alloca i64
	%39 = load i64, i64* %j.addr
	store i64 %39, i64* %j.addr.4
	%cr.addr.4 = alloca double
	%40 = load double, double* %cr.addr
	store double %40, double* %cr.addr.4
	%ci.addr.4 = alloca double
	%41 = load double, double* %ci.addr
	store double %41, double* %ci.addr.4
	%zr.addr.4 = alloca double
	%42 = load double, double* %zr.addr
	store double %42, double* %zr.addr.4
	%zi.addr.4 = alloca double
	%43 = load double, double* %zi.addr
	store double %43, double* %zi.addr.4
	%count.addr.4 = alloca i64
	%44 = load i64, i64* %count.addr
	store i64 %44, i64* %count.addr.4
	%__e1.addr.4 = alloca i1
	%45 = load i1, i1* %__e1.addr
	store i1 %45, i1* %__e1.addr.4
	%k.addr.4 = alloca i64
	%46 = load i64, i64* %k.addr
	store i64 %46, i64* %k.addr.4
	%__p1.addr.4 = alloca i1
	%47 = load i1, i1* %__p1.addr
	store i1 %47, i1* %__p1.addr.4
	%t.addr.4 = alloca double
	%48 = load double, double* %t.addr
	store double %48, double* %t.addr.4
	%i.addr.5 = alloca i64
	%49 = load i64, i64* %i.addr
	store i64 %49, i64* %i.addr.5
	%j.addr.5 = alloca i64
	%50 = load i64, i64* %j.addr
	store i64 %50, i64* %j.addr.5
	%cr.addr.5 = alloca double
	%51 = load double, double* %cr.addr
	store double %51, double* %cr.addr.5
	%ci.addr.5 = alloca double
	%52 = load double, double* %ci.addr
	store double %52, double* %ci.addr.5
	%zr.addr.5 = alloca double
	%53 = load double, double* %zr.addr
	store double %53, double* %zr.addr.5
	%zi.addr.5 = alloca double
	%54 = load double, double* %zi.addr
	store double %54, double* %zi.addr.5
	%count.addr.5 = alloca i64
	%55 = load i64, i64* %count.addr
	store i64 %55, i64* %count.addr.5
	%__e1.addr.5 = alloca i1
	%56 = load i1, i1* %__e1.addr
	store i1 %56, i1* %__e1.addr.5
	%k.addr.5 = alloca i64
	%57 = load i64, i64* %k.addr
	store i64 %57, i64* %k.addr.5
	%__p1.addr.5 = alloca i1
	%58 = load i1, i1* %__p1.addr
	store i1 %58, i1* %__p1.addr.5
	%t.addr.5 = alloca double
	%59 = load double, double* %t.addr
	store double %59, double* %t.addr.5
	%i.addr.6 = alloca i64
	%60 = load i64, i64* %i.addr
	store i64 %60, i64* %i.addr.6
	%j.addr.6 = alloca i64
	%61 = load i64, i64* %j.addr
	store i64 %61, i64* %j.addr.6
	%cr.addr.6 = alloca double
	%62 = load double, double* %cr.addr
	store double %62, double* %cr.addr.6
	%ci.addr.6 = alloca double
	%63 = load double, double* %ci.addr
	store double %63, double* %ci.addr.6
	%zr.addr.6 = alloca double
	%64 = load double, double* %zr.addr
	store double %64, double* %zr.addr.6
	%zi.addr.6 = alloca double
	%65 = load double, double* %zi.addr
	store double %65, double* %zi.addr.6
	%count.addr.6 = alloca i64
	%66 = load i64, i64* %count.addr
	store i64 %66, i64* %count.addr.6
	%__e1.addr.6 = alloca i1
	%67 = load i1, i1* %__e1.addr
	store i1 %67, i1* %__e1.addr.6
	%k.addr.6 = alloca i64
	%68 = load i64, i64* %k.addr
	store i64 %68, i64* %k.addr.6
	%__p1.addr.6 = alloca i1
	%69 = load i1, i1* %__p1.addr
	store i1 %69, i1* %__p1.addr.6
	%t.addr.6 = alloca double
	%70 = load double, double* %t.addr
	store double %70, double* %t.addr.6
	%i.addr.7 = alloca i64
	%71 = load i64, i64* %i.addr
	store i64 %71, i64* %i.addr.7
	%j.addr.7 = alloca i64
	%72 = load i64, i64* %j.addr
	store i64 %72, i64* %j.addr.7
	%cr.addr.7 = alloca double
	%73 = load double, double* %cr.addr
	store double %73, double* %cr.addr.7
	%ci.addr.7 = alloca double
	%74 = load double, double* %ci.addr
	store double %74, double* %ci.addr.7
	%zr.addr.7 = alloca double
	%75 = load double, double* %zr.addr
	store double %75, double* %zr.addr.7
	%zi.addr.7 = alloca double
	%76 = load double, double* %zi.addr
	store double %76, double* %zi.addr.7
	%count.addr.7 = alloca i64
	%77 = load i64, i64* %count.addr
	store i64 %77, i64* %count.addr.7
	%__e1.addr.7 = alloca i1
	%78 = load i1, i1* %__e1.addr
	store i1 %78, i1* %__e1.addr.7
	%k.addr.7 = alloca i64
	%79 = load i64, i64* %k.addr
	store i64 %79, i64* %k.addr.7
	%__p1.addr.7 = alloca i1
	%80 = load i1, i1* %__p1.addr
	store i1 %80, i1* %__p1.addr.7
	%t.addr.7 = alloca double
	%81 = load double, double* %t.addr
	store double %81, double* %t.addr.7
	%k.lanes = alloca <8 x i64>
	%__e1.lanes = alloca <8 x i1>
	%__p1.lanes = alloca <8 x i1>
	%zr.lanes = alloca <8 x double>
	%zi.lanes = alloca <8 x double>
	%t.lanes = alloca <8 x double>
	%cr.lanes = alloca <8 x double>
	%ci.lanes = alloca <8 x double>
	%count.lanes = alloca <8 x i64>
	%82 = getelementptr inbounds i64, i64* %args, i64 0
	%max_iter = load i64, i64* %82, align 8
	%k.running = alloca <8 x i1>
	%83 = getelementptr inbounds i64, i64* %args, i64 4
	%counts.shape1 = load i64, i64* %83, align 8
	%84 = getelementptr inbounds i64, i64* %args, i64 2
	%counts.data = load i64, i64* %84, align 8
	%counts = inttoptr i64 %counts.data to i32*
	br label %start

start:
	%85 = icmp slt i64 0, %n
	%86 = sub i64 %n, 0
	%87 = select i1 %85, i64 %86, i64 0
	%88 = icmp slt i64 %i.from, 0
	%89 = select i1 %88, i64 0, i64 %i.from
	%90 = icmp slt i64 %i.to, 0
	%91 = select i1 %90, i64 0, i64 %i.to
	%92 = icmp ult i64 %87, %91
	%93 = select i1 %92, i64 %87, i64 %91
	br label %i.head

i.head:
	%i.it = phi i64 [ %89, %start ], [ %659, %i.latch ]
	%94 = icmp ult i64 %i.it, %93
	br i1 %94, label %i.body, label %i.exit

i.body:
	%95 = add nsw i64 0, %i.it
	store i64 %95, i64* %i.addr
	%96 = icmp slt i64 0, %n
	%97 = sub i64 %n, 0
	%98 = select i1 %96, i64 %97, i64 0
	%99 = icmp slt i64 %j.from, 0
	%100 = select i1 %99, i64 0, i64 %j.from
	%101 = icmp slt i64 %j.to, 0
	%102 = select i1 %101, i64 0, i64 %j.to
	%103 = icmp ult i64 %98, %102
	%104 = select i1 %103, i64 %98, i64 %102
	%105 = load i64, i64* %i.addr
	store i64 %105, i64* %i.addr.1
	store i64 %105, i64* %i.addr.2
	store i64 %105, i64* %i.addr.3
	store i64 %105, i64* %i.addr.4
	store i64 %105, i64* %i.addr.5
	store i64 %105, i64* %i.addr.6
	store i64 %105, i64* %i.addr.7
	%106 = icmp ugt i64 %104, %100
	%107 = sub i64 %104, %100
	%108 = select i1 %106, i64 %107, i64 0
	%109 = and i64 %108, -8
	%110 = add nuw i64 %100, %109
	br label %j.jam.head

j.jam.head:
	%j.jam.it = phi i64 [ %100, %i.body ], [ %586, %j.jam.latch ]
	%111 = icmp ult i64 %j.jam.it, %110
	br i1 %111, label %j.jam.body, label %j.jam.exit

j.jam.body:
	%112 = add nuw nsw i64 %j.jam.it, 0
	%113 = add nsw i64 0, %112
	store i64 %113, i64* %j.addr
	%114 = add nuw nsw i64 %j.jam.it, 1
	%115 = add nsw i64 0, %114
	store i64 %115, i64* %j.addr.1
	%116 = add nuw nsw i64 %j.jam.it, 2
	%117 = add nsw i64 0, %116
	store i64 %117, i64* %j.addr.2
	%118 = add nuw nsw i64 %j.jam.it, 3
	%119 = add nsw i64 0, %118
	store i64 %119, i64* %j.addr.3
	%120 = add nuw nsw i64 %j.jam.it, 4
	%121 = add nsw i64 0, %120
	store i64 %121, i64* %j.addr.4
	%122 = add nuw nsw i64 %j.jam.it, 5
	%123 = add nsw i64 0, %122
	store i64 %123, i64* %j.addr.5
	%124 = add nuw nsw i64 %j.jam.it, 6
	%125 = add nsw i64 0, %124
	store i64 %125, i64* %j.addr.6
	%126 = add nuw nsw i64 %j.jam.it, 7
	%127 = add nsw i64 0, %126
	store i64 %127, i64* %j.addr.7
	%128 = load i64, i64* %j.addr
	%129 = sitofp i64 %128 to double
	%130 = fmul double 3.0, %129
	%131 = sitofp i64 %n to double
	%132 = fdiv double %130, %131
	%133 = fadd double -2.0, %132
	store double %133, double* %cr.addr
	%134 = load i64, i64* %j.addr.1
	%135 = sitofp i64 %134 to double
	%136 = fmul double 3.0, %135
	%137 = sitofp i64 %n to double
	%138 = fdiv double %136, %137
	%139 = fadd double -2.0, %138
	store double %139, double* %cr.addr.1
	%140 = load i64, i64* %j.addr.2
	%141 = sitofp i64 %140 to double
	%142 = fmul double 3.0, %141
	%143 = sitofp i64 %n to double
	%144 = fdiv double %142, %143
	%145 = fadd double -2.0, %144
	store double %145, double* %cr.addr.2
	%146 = load i64, i64* %j.addr.3
	%147 = sitofp i64 %146 to double
	%148 = fmul double 3.0, %147
	%149 = sitofp i64 %n to double
	%150 = fdiv double %148, %149
	%151 = fadd double -2.0, %150
	store double %151, double* %cr.addr.3
	%152 = load i64, i64* %j.addr.4
	%153 = sitofp i64 %152 to double
	%154 = fmul double 3.0, %153
	%155 = sitofp i64 %n to double
	%156 = fdiv double %154, %155
	%157 = fadd double -2.0, %156
	store double %157, double* %cr.addr.4
	%158 = load i64, i64* %j.addr.5
	%159 = sitofp i64 %158 to double
	%160 = fmul double 3.0, %159
	%161 = sitofp i64 %n to double
	%162 = fdiv double %160, %161
	%163 = fadd double -2.0, %162
	store double %163, double* %cr.addr.5
	%164 = load i64, i64* %j.addr.6
	%165 = sitofp i64 %164 to double
	%166 = fmul double 3.0, %165
	%167 = sitofp i64 %n to double
	%168 = fdiv double %166, %167
	%169 = fadd double -2.0, %168
	store double %169, double* %cr.addr.6
	%170 = load i64, i64* %j.addr.7
	%171 = sitofp i64 %170 to double
	%172 = fmul double 3.0, %171
	%173 = sitofp i64 %n to double
	%174 = fdiv double %172, %173
	%175 = fadd double -2.0, %174
	store double %175, double* %cr.addr.7
	%176 = load i64, i64* %i.addr
	%177 = sitofp i64 %176 to double
	%178 = fmul double 3.0, %177
	%179 = sitofp i64 %n to double
	%180 = fdiv double %178, %179
	%181 = fadd double -1.5, %180
	store double %181, double* %ci.addr
	%182 = load i64, i64* %i.addr.1
	%183 = sitofp i64 %182 to double
	%184 = fmul double 3.0, %183
	%185 = sitofp i64 %n to double
	%186 = fdiv double %184, %185
	%187 = fadd double -1.5, %186
	store double %187, double* %ci.addr.1
	%188 = load i64, i64* %i.addr.2
	%189 = sitofp i64 %188 to double
	%190 = fmul double 3.0, %189
	%191 = sitofp i64 %n to double
	%192 = fdiv double %190, %191
	%193 = fadd double -1.5, %192
	store double %193, double* %ci.addr.2
	%194 = load i64, i64* %i.addr.3
	%195 = sitofp i64 %194 to double
	%196 = fmul double 3.0, %195
	%197 = sitofp i64 %n to double
	%198 = fdiv double %196, %197
	%199 = fadd double -1.5, %198
	store double %199, double* %ci.addr.3
	%200 = load i64, i64* %i.addr.4
	%201 = sitofp i64 %200 to double
	%202 = fmul double 3.0, %201
	%203 = sitofp i64 %n to double
	%204 = fdiv double %202, %203
	%205 = fadd double -1.5, %204
	store double %205, double* %ci.addr.4
	%206 = load i64, i64* %i.addr.5
	%207 = sitofp i64 %206 to double
	%208 = fmul double 3.0, %207
	%209 = sitofp i64 %n to double
	%210 = fdiv double %208, %209
	%211 = fadd double -1.5, %210
	store double %211, double* %ci.addr.5
	%212 = load i64, i64* %i.addr.6
	%213 = sitofp i64 %212 to double
	%214 = fmul double 3.0, %213
	%215 = sitofp i64 %n to double
	%216 = fdiv double %214, %215
	%217 = fadd double -1.5, %216
	store double %217, double* %ci.addr.6
	%218 = load i64, i64* %i.addr.7
	%219 = sitofp i64 %218 to double
	%220 = fmul double 3.0, %219
	%221 = sitofp i64 %n to double
	%222 = fdiv double %220, %221
	%223 = fadd double -1.5, %222
	store double %223, double* %ci.addr.7
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
	%224 = load i64, i64* %k.addr
	%225 = insertelement <8 x i64> undef, i64 %224, i32 0
	%226 = load i64, i64* %k.addr.1
	%227 = insertelement <8 x i64> %225, i64 %226, i32 1
	%228 = load i64, i64* %k.addr.2
	%229 = insertelement <8 x i64> %227, i64 %228, i32 2
	%230 = load i64, i64* %k.addr.3
	%231 = insertelement <8 x i64> %229, i64 %230, i32 3
	%232 = load i64, i64* %k.addr.4
	%233 = insertelement <8 x i64> %231, i64 %232, i32 4
	%234 = load i64, i64* %k.addr.5
	%235 = insertelement <8 x i64> %233, i64 %234, i32 5
	%236 = load i64, i64* %k.addr.6
	%237 = insertelement <8 x i64> %235, i64 %236, i32 6
	%238 = load i64, i64* %k.addr.7
	%239 = insertelement <8 x i64> %237, i64 %238, i32 7
	store <8 x i64> %239, <8 x i64>* %k.lanes
	%240 = load i1, i1* %__e1.addr
	%241 = insertelement <8 x i1> undef, i1 %240, i32 0
	%242 = load i1, i1* %__e1.addr.1
	%243 = insertelement <8 x i1> %241, i1 %242, i32 1
	%244 = load i1, i1* %__e1.addr.2
	%245 = insertelement <8 x i1> %243, i1 %244, i32 2
	%246 = load i1, i1* %__e1.addr.3
	%247 = insertelement <8 x i1> %245, i1 %246, i32 3
	%248 = load i1, i1* %__e1.addr.4
	%249 = insertelement <8 x i1> %247, i1 %248, i32 4
	%250 = load i1, i1* %__e1.addr.5
	%251 = insertelement <8 x i1> %249, i1 %250, i32 5
	%252 = load i1, i1* %__e1.addr.6
	%253 = insertelement <8 x i1> %251, i1 %252, i32 6
	%254 = load i1, i1* %__e1.addr.7
	%255 = insertelement <8 x i1> %253, i1 %254, i32 7
	store <8 x i1> %255, <8 x i1>* %__e1.lanes
	%256 = load i1, i1* %__p1.addr
	%257 = insertelement <8 x i1> undef, i1 %256, i32 0
	%258 = load i1, i1* %__p1.addr.1
	%259 = insertelement <8 x i1> %257, i1 %258, i32 1
	%260 = load i1, i1* %__p1.addr.2
	%261 = insertelement <8 x i1> %259, i1 %260, i32 2
	%262 = load i1, i1* %__p1.addr.3
	%263 = insertelement <8 x i1> %261, i1 %262, i32 3
	%264 = load i1, i1* %__p1.addr.4
	%265 = insertelement <8 x i1> %263, i1 %264, i32 4
	%266 = load i1, i1* %__p1.addr.5
	%267 = insertelement <8 x i1> %265, i1 %266, i32 5
	%268 = load i1, i1* %__p1.addr.6
	%269 = insertelement <8 x i1> %267, i1 %268, i32 6
	%270 = load i1, i1* %__p1.addr.7
	%271 = insertelement <8 x i1> %269, i1 %270, i32 7
	store <8 x i1> %271, <8 x i1>* %__p1.lanes
	%272 = load double, double* %zr.addr
	%273 = insertelement <8 x double> undef, double %272, i32 0
	%274 = load double, double* %zr.addr.1
	%275 = insertelement <8 x double> %273, double %274, i32 1
	%276 = load double, double* %zr.addr.2
	%277 = insertelement <8 x double> %275, double %276, i32 2
	%278 = load double, double* %zr.addr.3
	%279 = insertelement <8 x double> %277, double %278, i32 3
	%280 = load double, double* %zr.addr.4
	%281 = insertelement <8 x double> %279, double %280, i32 4
	%282 = load double, double* %zr.addr.5
	%283 = insertelement <8 x double> %281, double %282, i32 5
	%284 = load double, double* %zr.addr.6
	%285 = insertelement <8 x double> %283, double %284, i32 6
	%286 = load double, double* %zr.addr.7
	%287 = insertelement <8 x double> %285, double %286, i32 7
	store <8 x double> %287, <8 x double>* %zr.lanes
	%288 = load double, double* %zi.addr
	%289 = insertelement <8 x double> undef, double %288, i32 0
	%290 = load double, double* %zi.addr.1
	%291 = insertelement <8 x double> %289, double %290, i32 1
	%292 = load double, double* %zi.addr.2
	%293 = insertelement <8 x double> %291, double %292, i32 2
	%294 = load double, double* %zi.addr.3
	%295 = insertelement <8 x double> %293, double %294, i32 3
	%296 = load double, double* %zi.addr.4
	%297 = insertelement <8 x double> %295, double %296, i32 4
	%298 = load double, double* %zi.addr.5
	%299 = insertelement <8 x double> %297, double %298, i32 5
	%300 = load double, double* %zi.addr.6
	%301 = insertelement <8 x double> %299, double %300, i32 6
	%302 = load double, double* %zi.addr.7
	%303 = insertelement <8 x double> %301, double %302, i32 7
	store <8 x double> %303, <8 x double>* %zi.lanes
	%304 = load double, double* %t.addr
	%305 = insertelement <8 x double> undef, double %304, i32 0
	%306 = load double, double* %t.addr.1
	%307 = insertelement <8 x double> %305, double %306, i32 1
	%308 = load double, double* %t.addr.2
	%309 = insertelement <8 x double> %307, double %308, i32 2
	%310 = load double, double* %t.addr.3
	%311 = insertelement <8 x double> %309, double %310, i32 3
	%312 = load double, double* %t.addr.4
	%313 = insertelement <8 x double> %311, double %312, i32 4
	%314 = load double, double* %t.addr.5
	%315 = insertelement <8 x double> %313, double %314, i32 5
	%316 = load double, double* %t.addr.6
	%317 = insertelement <8 x double> %315, double %316, i32 6
	%318 = load double, double* %t.addr.7
	%319 = insertelement <8 x double> %317, double %318, i32 7
	store <8 x double> %319, <8 x double>* %t.lanes
	%320 = load double, double* %cr.addr
	%321 = insertelement <8 x double> undef, double %320, i32 0
	%322 = load double, double* %cr.addr.1
	%323 = insertelement <8 x double> %321, double %322, i32 1
	%324 = load double, double* %cr.addr.2
	%325 = insertelement <8 x double> %323, double %324, i32 2
	%326 = load double, double* %cr.addr.3
	%327 = insertelement <8 x double> %325, double %326, i32 3
	%328 = load double, double* %cr.addr.4
	%329 = insertelement <8 x double> %327, double %328, i32 4
	%330 = load double, double* %cr.addr.5
	%331 = insertelement <8 x double> %329, double %330, i32 5
	%332 = load double, double* %cr.addr.6
	%333 = insertelement <8 x double> %331, double %332, i32 6
	%334 = load double, double* %cr.addr.7
	%335 = insertelement <8 x double> %333, double %334, i32 7
	store <8 x double> %335, <8 x double>* %cr.lanes
	%336 = load double, double* %ci.addr
	%337 = insertelement <8 x double> undef, double %336, i32 0
	%338 = load double, double* %ci.addr.1
	%339 = insertelement <8 x double> %337, double %338, i32 1
	%340 = load double, double* %ci.addr.2
	%341 = insertelement <8 x double> %339, double %340, i32 2
	%342 = load double, double* %ci.addr.3
	%343 = insertelement <8 x double> %341, double %342, i32 3
	%344 = load double, double* %ci.addr.4
	%345 = insertelement <8 x double> %343, double %344, i32 4
	%346 = load double, double* %ci.addr.5
	%347 = insertelement <8 x double> %345, double %346, i32 5
	%348 = load double, double* %ci.addr.6
	%349 = insertelement <8 x double> %347, double %348, i32 6
	%350 = load double, double* %ci.addr.7
	%351 = insertelement <8 x double> %349, double %350, i32 7
	store <8 x double> %351, <8 x double>* %ci.lanes
	%352 = load i64, i64* %count.addr
	%353 = insertelement <8 x i64> undef, i64 %352, i32 0
	%354 = load i64, i64* %count.addr.1
	%355 = insertelement <8 x i64> %353, i64 %354, i32 1
	%356 = load i64, i64* %count.addr.2
	%357 = insertelement <8 x i64> %355, i64 %356, i32 2
	%358 = load i64, i64* %count.addr.3
	%359 = insertelement <8 x i64> %357, i64 %358, i32 3
	%360 = load i64, i64* %count.addr.4
	%361 = insertelement <8 x i64> %359, i64 %360, i32 4
	%362 = load i64, i64* %count.addr.5
	%363 = insertelement <8 x i64> %361, i64 %362, i32 5
	%364 = load i64, i64* %count.addr.6
	%365 = insertelement <8 x i64> %363, i64 %364, i32 6
	%366 = load i64, i64* %count.addr.7
	%367 = insertelement <8 x i64> %365, i64 %366, i32 7
	store <8 x i64> %367, <8 x i64>* %count.lanes
	%368 = icmp slt i64 0, %max_iter
	%369 = sub i64 %max_iter, 0
	%370 = select i1 %368, i64 %369, i64 0
	store <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1>* %k.running
	br label %k.lanes.head

k.lanes.head:
	%k.lanes.it = phi i64 [ 0, %j.jam.body ], [ %448, %k.lanes.latch ]
	%371 = icmp ult i64 %k.lanes.it, %370
	br i1 %371, label %k.lanes.body, label %k.lanes.exit

k.lanes.body:
	%372 = load <8 x i1>, <8 x i1>* %k.running
	%373 = add nsw i64 0, %k.lanes.it
	%374 = insertelement <8 x i64> undef, i64 %373, i32 0
	%375 = shufflevector <8 x i64> %374, <8 x i64> undef, <8 x i32> zeroinitializer
	%376 = load <8 x i64>, <8 x i64>* %k.lanes
	%377 = select <8 x i1> %372, <8 x i64> %375, <8 x i64> %376
	store <8 x i64> %377, <8 x i64>* %k.lanes
	%378 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%379 = xor <8 x i1> %378, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%380 = and <8 x i1> %372, %379
	%381 = load <8 x double>, <8 x double>* %zr.lanes
	%382 = load <8 x double>, <8 x double>* %zr.lanes
	%383 = fmul <8 x double> %381, %382
	%384 = load <8 x double>, <8 x double>* %zi.lanes
	%385 = load <8 x double>, <8 x double>* %zi.lanes
	%386 = fmul <8 x double> %384, %385
	%387 = fadd <8 x double> %383, %386
	%388 = fcmp ogt <8 x double> %387, <double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0>
	%389 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%390 = select <8 x i1> %380, <8 x i1> %388, <8 x i1> %389
	store <8 x i1> %390, <8 x i1>* %__p1.lanes
	%391 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%392 = xor <8 x i1> %391, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%393 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%394 = and <8 x i1> %392, %393
	%395 = and <8 x i1> %372, %394
	%396 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%397 = select <8 x i1> %395, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1> %396
	store <8 x i1> %397, <8 x i1>* %__e1.lanes
	%398 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%399 = xor <8 x i1> %398, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%400 = and <8 x i1> %372, %399
	%401 = load <8 x double>, <8 x double>* %zr.lanes
	%402 = load <8 x double>, <8 x double>* %zr.lanes
	%403 = fmul <8 x double> %401, %402
	%404 = load <8 x double>, <8 x double>* %zi.lanes
	%405 = load <8 x double>, <8 x double>* %zi.lanes
	%406 = fmul <8 x double> %404, %405
	%407 = fsub <8 x double> %403, %406
	%408 = load <8 x double>, <8 x double>* %cr.lanes
	%409 = fadd <8 x double> %407, %408
	%410 = load <8 x double>, <8 x double>* %t.lanes
	%411 = select <8 x i1> %400, <8 x double> %409, <8 x double> %410
	store <8 x double> %411, <8 x double>* %t.lanes
	%412 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%413 = xor <8 x i1> %412, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%414 = and <8 x i1> %372, %413
	%415 = load <8 x double>, <8 x double>* %zr.lanes
	%416 = fmul <8 x double> <double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0>, %415
	%417 = load <8 x double>, <8 x double>* %zi.lanes
	%418 = fmul <8 x double> %416, %417
	%419 = load <8 x double>, <8 x double>* %ci.lanes
	%420 = fadd <8 x double> %418, %419
	%421 = load <8 x double>, <8 x double>* %zi.lanes
	%422 = select <8 x i1> %414, <8 x double> %420, <8 x double> %421
	store <8 x double> %422, <8 x double>* %zi.lanes
	%423 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%424 = xor <8 x i1> %423, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%425 = and <8 x i1> %372, %424
	%426 = load <8 x double>, <8 x double>* %t.lanes
	%427 = load <8 x double>, <8 x double>* %zr.lanes
	%428 = select <8 x i1> %425, <8 x double> %426, <8 x double> %427
	store <8 x double> %428, <8 x double>* %zr.lanes
	%429 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%430 = xor <8 x i1> %429, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%431 = and <8 x i1> %372, %430
	%432 = load <8 x i64>, <8 x i64>* %count.lanes
	%433 = add <8 x i64> %432, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
	%434 = xor <8 x i64> %432, %433
	%435 = xor <8 x i64> <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, %433
	%436 = and <8 x i64> %434, %435
	%437 = icmp slt <8 x i64> %436, <i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>
	%438 = and <8 x i1> %431, %437
	%439 = bitcast <8 x i1> %438 to i8
	%440 = icmp ne i8 %439, 0
	br i1 %440, label %fail.deopt, label %ok, !prof !0

fail.deopt:
	ret i64 5

ok:
	%441 = load <8 x i64>, <8 x i64>* %count.lanes
	%442 = select <8 x i1> %431, <8 x i64> %433, <8 x i64> %441
	store <8 x i64> %442, <8 x i64>* %count.lanes
	%443 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%444 = xor <8 x i1> %443, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%445 = and <8 x i1> %372, %444
	store <8 x i1> %445, <8 x i1>* %k.running
	%446 = bitcast <8 x i1> %445 to i8
	%447 = icmp eq i8 %446, 0
	br i1 %447, label %k.lanes.exit, label %k.lanes.latch

k.lanes.latch:
	%448 = add nuw i64 %k.lanes.it, 1
	br label %k.lanes.head

k.lanes.exit:
	%449 = load <8 x i64>, <8 x i64>* %k.lanes
	%450 = extractelement <8 x i64> %449, i32 0
	store i64 %450, i64* %k.addr
	%451 = extractelement <8 x i64> %449, i32 1
	store i64 %451, i64* %k.addr.1
	%452 = extractelement <8 x i64> %449, i32 2
	store i64 %452, i64* %k.addr.2
	%453 = extractelement <8 x i64> %449, i32 3
	store i64 %453, i64* %k.addr.3
	%454 = extractelement <8 x i64> %449, i32 4
	store i64 %454, i64* %k.addr.4
	%455 = extractelement <8 x i64> %449, i32 5
	store i64 %455, i64* %k.addr.5
	%456 = extractelement <8 x i64> %449, i32 6
	store i64 %456, i64* %k.addr.6
	%457 = extractelement <8 x i64> %449, i32 7
	store i64 %457, i64* %k.addr.7
	%458 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%459 = extractelement <8 x i1> %458, i32 0
	store i1 %459, i1* %__e1.addr
	%460 = extractelement <8 x i1> %458, i32 1
	store i1 %460, i1* %__e1.addr.1
	%461 = extractelement <8 x i1> %458, i32 2
	store i1 %461, i1* %__e1.addr.2
	%462 = extractelement <8 x i1> %458, i32 3
	store i1 %462, i1* %__e1.addr.3
	%463 = extractelement <8 x i1> %458, i32 4
	store i1 %463, i1* %__e1.addr.4
	%464 = extractelement <8 x i1> %458, i32 5
	store i1 %464, i1* %__e1.addr.5
	%465 = extractelement <8 x i1> %458, i32 6
	store i1 %465, i1* %__e1.addr.6
	%466 = extractelement <8 x i1> %458, i32 7
	store i1 %466, i1* %__e1.addr.7
	%467 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%468 = extractelement <8 x i1> %467, i32 0
	store i1 %468, i1* %__p1.addr
	%469 = extractelement <8 x i1> %467, i32 1
	store i1 %469, i1* %__p1.addr.1
	%470 = extractelement <8 x i1> %467, i32 2
	store i1 %470, i1* %__p1.addr.2
	%471 = extractelement <8 x i1> %467, i32 3
	store i1 %471, i1* %__p1.addr.3
	%472 = extractelement <8 x i1> %467, i32 4
	store i1 %472, i1* %__p1.addr.4
	%473 = extractelement <8 x i1> %467, i32 5
	store i1 %473, i1* %__p1.addr.5
	%474 = extractelement <8 x i1> %467, i32 6
	store i1 %474, i1* %__p1.addr.6
	%475 = extractelement <8 x i1> %467, i32 7
	store i1 %475, i1* %__p1.addr.7
	%476 = load <8 x double>, <8 x double>* %zr.lanes
	%477 = extractelement <8 x double> %476, i32 0
	store double %477, double* %zr.addr
	%478 = extractelement <8 x double> %476, i32 1
	store double %478, double* %zr.addr.1
	%479 = extractelement <8 x double> %476, i32 2
	store double %479, double* %zr.addr.2
	%480 = extractelement <8 x double> %476, i32 3
	store double %480, double* %zr.addr.3
	%481 = extractelement <8 x double> %476, i32 4
	store double %481, double* %zr.addr.4
	%482 = extractelement <8 x double> %476, i32 5
	store double %482, double* %zr.addr.5
	%483 = extractelement <8 x double> %476, i32 6
	store double %483, double* %zr.addr.6
	%484 = extractelement <8 x double> %476, i32 7
	store double %484, double* %zr.addr.7
	%485 = load <8 x double>, <8 x double>* %zi.lanes
	%486 = extractelement <8 x double> %485, i32 0
	store double %486, double* %zi.addr
	%487 = extractelement <8 x double> %485, i32 1
	store double %487, double* %zi.addr.1
	%488 = extractelement <8 x double> %485, i32 2
	store double %488, double* %zi.addr.2
	%489 = extractelement <8 x double> %485, i32 3
	store double %489, double* %zi.addr.3
	%490 = extractelement <8 x double> %485, i32 4
	store double %490, double* %zi.addr.4
	%491 = extractelement <8 x double> %485, i32 5
	store double %491, double* %zi.addr.5
	%492 = extractelement <8 x double> %485, i32 6
	store double %492, double* %zi.addr.6
	%493 = extractelement <8 x double> %485, i32 7
	store double %493, double* %zi.addr.7
	%494 = load <8 x double>, <8 x double>* %t.lanes
	%495 = extractelement <8 x double> %494, i32 0
	store double %495, double* %t.addr
	%496 = extractelement <8 x double> %494, i32 1
	store double %496, double* %t.addr.1
	%497 = extractelement <8 x double> %494, i32 2
	store double %497, double* %t.addr.2
	%498 = extractelement <8 x double> %494, i32 3
	store double %498, double* %t.addr.3
	%499 = extractelement <8 x double> %494, i32 4
	store double %499, double* %t.addr.4
	%500 = extractelement <8 x double> %494, i32 5
	store double %500, double* %t.addr.5
	%501 = extractelement <8 x double> %494, i32 6
	store double %501, double* %t.addr.6
	%502 = extractelement <8 x double> %494, i32 7
	store double %502, double* %t.addr.7
	%503 = load <8 x double>, <8 x double>* %cr.lanes
	%504 = extractelement <8 x double> %503, i32 0
	store double %504, double* %cr.addr
	%505 = extractelement <8 x double> %503, i32 1
	store double %505, double* %cr.addr.1
	%506 = extractelement <8 x double> %503, i32 2
	store double %506, double* %cr.addr.2
	%507 = extractelement <8 x double> %503, i32 3
	store double %507, double* %cr.addr.3
	%508 = extractelement <8 x double> %503, i32 4
	store double %508, double* %cr.addr.4
	%509 = extractelement <8 x double> %503, i32 5
	store double %509, double* %cr.addr.5
	%510 = extractelement <8 x double> %503, i32 6
	store double %510, double* %cr.addr.6
	%511 = extractelement <8 x double> %503, i32 7
	store double %511, double* %cr.addr.7
	%512 = load <8 x double>, <8 x double>* %ci.lanes
	%513 = extractelement <8 x double> %512, i32 0
	store double %513, double* %ci.addr
	%514 = extractelement <8 x double> %512, i32 1
	store double %514, double* %ci.addr.1
	%515 = extractelement <8 x double> %512, i32 2
	store double %515, double* %ci.addr.2
	%516 = extractelement <8 x double> %512, i32 3
	store double %516, double* %ci.addr.3
	%517 = extractelement <8 x double> %512, i32 4
	store double %517, double* %ci.addr.4
	%518 = extractelement <8 x double> %512, i32 5
	store double %518, double* %ci.addr.5
	%519 = extractelement <8 x double> %512, i32 6
	store double %519, double* %ci.addr.6
	%520 = extractelement <8 x double> %512, i32 7
	store double %520, double* %ci.addr.7
	%521 = load <8 x i64>, <8 x i64>* %count.lanes
	%522 = extractelement <8 x i64> %521, i32 0
	store i64 %522, i64* %count.addr
	%523 = extractelement <8 x i64> %521, i32 1
	store i64 %523, i64* %count.addr.1
	%524 = extractelement <8 x i64> %521, i32 2
	store i64 %524, i64* %count.addr.2
	%525 = extractelement <8 x i64> %521, i32 3
	store i64 %525, i64* %count.addr.3
	%526 = extractelement <8 x i64> %521, i32 4
	store i64 %526, i64* %count.addr.4
	%527 = extractelement <8 x i64> %521, i32 5
	store i64 %527, i64* %count.addr.5
	%528 = extractelement <8 x i64> %521, i32 6
	store i64 %528, i64* %count.addr.6
	%529 = extractelement <8 x i64> %521, i32 7
	store i64 %529, i64* %count.addr.7
	%530 = load i64, i64* %count.addr
	%531 = trunc i64 %530 to i32
	%532 = load i64, i64* %i.addr
	%533 = load i64, i64* %j.addr
	%534 = mul nsw i64 %532, %counts.shape1
	%535 = add nsw i64 %534, %533
	%536 = getelementptr inbounds i32, i32* %counts, i64 %535
	store i32 %531, i32* %536, align 4
	%537 = load i64, i64* %count.addr.1
	%538 = trunc i64 %537 to i32
	%539 = load i64, i64* %i.addr.1
	%540 = load i64, i64* %j.addr.1
	%541 = mul nsw i64 %539, %counts.shape1
	%542 = add nsw i64 %541, %540
	%543 = getelementptr inbounds i32, i32* %counts, i64 %542
	store i32 %538, i32* %543, align 4
	%544 = load i64, i64* %count.addr.2
	%545 = trunc i64 %544 to i32
	%546 = load i64, i64* %i.addr.2
	%547 = load i64, i64* %j.addr.2
	%548 = mul nsw i64 %546, %counts.shape1
	%549 = add nsw i64 %548, %547
	%550 = getelementptr inbounds i32, i32* %counts, i64 %549
	store i32 %545, i32* %550, align 4
	%551 = load i64, i64* %count.addr.3
	%552 = trunc i64 %551 to i32
	%553 = load i64, i64* %i.addr.3
	%554 = load i64, i64* %j.addr.3
	%555 = mul nsw i64 %553, %counts.shape1
	%556 = add nsw i64 %555, %554
	%557 = getelementptr inbounds i32, i32* %counts, i64 %556
	store i32 %552, i32* %557, align 4
	%558 = load i64, i64* %count.addr.4
	%559 = trunc i64 %558 to i32
	%560 = load i64, i64* %i.addr.4
	%561 = load i64, i64* %j.addr.4
	%562 = mul nsw i64 %560, %counts.shape1
	%563 = add nsw i64 %562, %561
	%564 = getelementptr inbounds i32, i32* %counts, i64 %563
	store i32 %559, i32* %564, align 4
	%565 = load i64, i64* %count.addr.5
	%566 = trunc i64 %565 to i32
	%567 = load i64, i64* %i.addr.5
	%568 = load i64, i64* %j.addr.5
	%569 = mul nsw i64 %567, %counts.shape1
	%570 = add nsw i64 %569, %568
	%571 = getelementptr inbounds i32, i32* %counts, i64 %570
	store i32 %566, i32* %571, align 4
	%572 = load i64, i64* %count.addr.6
	%573 = trunc i64 %572 to i32
	%574 = load i64, i64* %i.addr.6
	%575 = load i64, i64* %j.addr.6
	%576 = mul nsw i64 %574, %counts.shape1
	%577 = add nsw i64 %576, %575
	%578 = getelementptr inbounds i32, i32* %counts, i64 %577
	store i32 %573, i32* %578, align 4
	%579 = load i64, i64* %count.addr.7
	%580 = trunc i64 %579 to i32
	%581 = load i64, i64* %i.addr.7
	%582 = load i64, i64* %j.addr.7
	%583 = mul nsw i64 %581, %counts.shape1
	%584 = add nsw i64 %583, %582
	%585 = getelementptr inbounds i32, i32* %counts, i64 %584
	store i32 %580, i32* %585, align 4
	br label %j.jam.latch

j.jam.latch:
	%586 = add nuw i64 %j.jam.it, 8
	br label %j.jam.head

j.jam.exit:
	br label %j.head

j.head:
	%j.it = phi i64 [ %110, %j.jam.exit ], [ %658, %j.latch ]
	%587 = icmp ult i64 %j.it, %104
	br i1 %587, label %j.body, label %j.exit

j.body:
	%588 = add nsw i64 0, %j.it
	store i64 %588, i64* %j.addr
	%589 = load i64, i64* %j.addr
	%590 = sitofp i64 %589 to double
	%591 = fmul double 3.0, %590
	%592 = sitofp i64 %n to double
	%593 = fdiv double %591, %592
	%594 = fadd double -2.0, %593
	store double %594, double* %cr.addr
	%595 = load i64, i64* %i.addr
	%596 = sitofp i64 %595 to double
	%597 = fmul double 3.0, %596
	%598 = sitofp i64 %n to double
	%599 = fdiv double %597, %598
	%600 = fadd double -1.5, %599
	store double %600, double* %ci.addr
	store double 0.0, double* %zr.addr
	store double 0.0, double* %zi.addr
	store i64 0, i64* %count.addr
	store i1 false, i1* %__e1.addr
	%601 = icmp slt i64 0, %max_iter
	%602 = sub i64 %max_iter, 0
	%603 = select i1 %601, i64 %602, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %650, %k.latch ]
	%604 = icmp ult i64 %k.it, %603
	br i1 %604, label %k.body, label %k.exit

k.body:
	%605 = add nsw i64 0, %k.it
	store i64 %605, i64* %k.addr
	%606 = load i1, i1* %__e1.addr
	%607 = xor i1 %606, true
	br i1 %607, label %if.then, label %if.end

if.then:
	%608 = load double, double* %zr.addr
	%609 = load double, double* %zr.addr
	%610 = fmul double %608, %609
	%611 = load double, double* %zi.addr
	%612 = load double, double* %zi.addr
	%613 = fmul double %611, %612
	%614 = fadd double %610, %613
	%615 = fcmp ogt double %614, 4.0
	store i1 %615, i1* %__p1.addr
	br label %if.end

if.end:
	%616 = load i1, i1* %__e1.addr
	%617 = xor i1 %616, true
	%618 = load i1, i1* %__p1.addr
	%619 = select i1 %617, i1 %618, i1 %617
	br i1 %619, label %if.then.1, label %if.end.1

if.then.1:
	store i1 true, i1* %__e1.addr
	br label %if.end.1

if.end.1:
	%620 = load i1, i1* %__e1.addr
	br i1 %620, label %k.break, label %k.go

k.break:
	br label %k.exit

k.go:
	%621 = load i1, i1* %__e1.addr
	%622 = xor i1 %621, true
	br i1 %622, label %if.then.2, label %if.end.2

if.then.2:
	%623 = load double, double* %zr.addr
	%624 = load double, double* %zr.addr
	%625 = fmul double %623, %624
	%626 = load double, double* %zi.addr
	%627 = load double, double* %zi.addr
	%628 = fmul double %626, %627
	%629 = fsub double %625, %628
	%630 = load double, double* %cr.addr
	%631 = fadd double %629, %630
	store double %631, double* %t.addr
	br label %if.end.2

if.end.2:
	%632 = load i1, i1* %__e1.addr
	%633 = xor i1 %632, true
	br i1 %633, label %if.then.3, label %if.end.3

if.then.3:
	%634 = load double, double* %zr.addr
	%635 = fmul double 2.0, %634
	%636 = load double, double* %zi.addr
	%637 = fmul double %635, %636
	%638 = load double, double* %ci.addr
	%639 = fadd double %637, %638
	store double %639, double* %zi.addr
	br label %if.end.3

if.end.3:
	%640 = load i1, i1* %__e1.addr
	%641 = xor i1 %640, true
	br i1 %641, label %if.then.4, label %if.end.4

if.then.4:
	%642 = load double, double* %t.addr
	store double %642, double* %zr.addr
	br label %if.end.4

if.end.4:
	%643 = load i1, i1* %__e1.addr
	%644 = xor i1 %643, true
	br i1 %644, label %if.then.5, label %if.end.5

if.then.5:
	%645 = load i64, i64* %count.addr
	%646 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %645, i64 1)
	%647 = extractvalue { i64, i1 } %646, 0
	%648 = extractvalue { i64, i1 } %646, 1
	br i1 %648, label %fail.deopt, label %ok.1, !prof !0

ok.1:
	store i64 %647, i64* %count.addr
	br label %if.end.5

if.end.5:
	%649 = load i1, i1* %__e1.addr
	br i1 %649, label %k.exit, label %k.latch

k.latch:
	%650 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%651 = load i64, i64* %count.addr
	%652 = trunc i64 %651 to i32
	%653 = load i64, i64* %i.addr
	%654 = load i64, i64* %j.addr
	%655 = mul nsw i64 %653, %counts.shape1
	%656 = add nsw i64 %655, %654
	%657 = getelementptr inbounds i32, i32* %counts, i64 %656
	store i32 %652, i32* %657, align 4
	br label %j.latch

j.latch:
	%658 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%659 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1) nounwind readnone willreturn

!0 = !{!"branch_weights", i32 1, i32 2000}
