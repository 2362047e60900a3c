; alpyna module mandelbrot_textbook_l25
source_filename = "benchmarks/mandelbrot_textbook.py"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @mandelbrot_textbook_l27(i64* noalias nocapture readonly %box, i64* noalias nocapture readonly %args, i64* noalias nocapture %out) nounwind {
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
	%zr2.addr = alloca double
	store double 0.0, double* %zr2.addr
	%zi2.addr = alloca double
	store double 0.0, double* %zi2.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
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
	%zr2.addr.1 = alloca double
	%14 = load double, double* %zr2.addr
	store double %14, double* %zr2.addr.1
	%zi2.addr.1 = alloca double
	%15 = load double, double* %zi2.addr
	store double %15, double* %zi2.addr.1
	%__p1.addr.1 = alloca i1
	%16 = load i1, i1* %__p1.addr
	store i1 %16, i1* %__p1.addr.1
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
	%k.addr.2 = alloca i64
	%25 = load i64, i64* %k.addr
	store i64 %25, i64* %k.addr.2
	%zr2.addr.2 = alloca double
	%26 = load double, double* %zr2.addr
	store double %26, double* %zr2.addr.2
	%zi2.addr.2 = alloca double
	%27 = load double, double* %zi2.addr
	store double %27, double* %zi2.addr.2
	%__p1.addr.2 = alloca i1
	%28 = load i1, i1* %__p1.addr
	store i1 %28, i1* %__p1.addr.2
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
	%k.addr.3 = alloca i64
	%37 = load i64, i64* %k.addr
	store i64 %37, i64* %k.addr.3
	%zr2.addr.3 = alloca double
	%38 = load double, double* %zr2.addr
	store double %38, double* %zr2.addr.3
	%zi2.addr.3 = alloca double
	%39 = load double, double* %zi2.addr
	store double %39, double* %zi2.addr.3
	%__p1.addr.3 = alloca i1
	%40 = load i1, i1* %__p1.addr
	store i1 %40, i1* %__p1.addr.3
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
	%k.addr.4 = alloca i64
	%49 = load i64, i64* %k.addr
	store i64 %49, i64* %k.addr.4
	%zr2.addr.4 = alloca double
	%50 = load double, double* %zr2.addr
	store double %50, double* %zr2.addr.4
	%zi2.addr.4 = alloca double
	%51 = load double, double* %zi2.addr
	store double %51, double* %zi2.addr.4
	%__p1.addr.4 = alloca i1
	%52 = load i1, i1* %__p1.addr
	store i1 %52, i1* %__p1.addr.4
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
	%k.addr.5 = alloca i64
	%61 = load i64, i64* %k.addr
	store i64 %61, i64* %k.addr.5
	%zr2.addr.5 = alloca double
	%62 = load double, double* %zr2.addr
	store double %62, double* %zr2.addr.5
	%zi2.addr.5 = alloca double
	%63 = load double, double* %zi2.addr
	store double %63, double* %zi2.addr.5
	%__p1.addr.5 = alloca i1
	%64 = load i1, i1* %__p1.addr
	store i1 %64, i1* %__p1.addr.5
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
	%k.addr.6 = alloca i64
	%73 = load i64, i64* %k.addr
	store i64 %73, i64* %k.addr.6
	%zr2.addr.6 = alloca double
	%74 = load double, double* %zr2.addr
	store double %74, double* %zr2.addr.6
	%zi2.addr.6 = alloca double
	%75 = load double, double* %zi2.addr
	store double %75, double* %zi2.addr.6
	%__p1.addr.6 = alloca i1
	%76 = load i1, i1* %__p1.addr
	store i1 %76, i1* %__p1.addr.6
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
	%k.addr.7 = alloca i64
	%85 = load i64, i64* %k.addr
	store i64 %85, i64* %k.addr.7
	%zr2.addr.7 = alloca double
	%86 = load double, double* %zr2.addr
	store double %86, double* %zr2.addr.7
	%zi2.addr.7 = alloca double
	%87 = load double, double* %zi2.addr
	store double %87, double* %zi2.addr.7
	%__p1.addr.7 = alloca i1
	%88 = load i1, i1* %__p1.addr
	store i1 %88, i1* %__p1.addr.7
	%k.lanes = alloca <8 x i64>
	%__e1.lanes = alloca <8 x i1>
	%zr2.lanes = alloca <8 x double>
	%zr.lanes = alloca <8 x double>
	%zi2.lanes = alloca <8 x double>
	%zi.lanes = alloca <8 x double>
	%__p1.lanes = alloca <8 x i1>
	%ci.lanes = alloca <8 x double>
	%cr.lanes = alloca <8 x double>
	%count.lanes = alloca <8 x i64>
	%89 = getelementptr inbounds i64, i64* %args, i64 0
	%max_iter = load i64, i64* %89, align 8
	%k.running = alloca <8 x i1>
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
	%i.it = phi i64 [ %96, %start ], [ %692, %i.latch ]
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
	%j.jam.it = phi i64 [ %107, %i.body ], [ %620, %j.jam.latch ]
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
	%231 = load i64, i64* %k.addr
	%232 = insertelement <8 x i64> undef, i64 %231, i32 0
	%233 = load i64, i64* %k.addr.1
	%234 = insertelement <8 x i64> %232, i64 %233, i32 1
	%235 = load i64, i64* %k.addr.2
	%236 = insertelement <8 x i64> %234, i64 %235, i32 2
	%237 = load i64, i64* %k.addr.3
	%238 = insertelement <8 x i64> %236, i64 %237, i32 3
	%239 = load i64, i64* %k.addr.4
	%240 = insertelement <8 x i64> %238, i64 %239, i32 4
	%241 = load i64, i64* %k.addr.5
	%242 = insertelement <8 x i64> %240, i64 %241, i32 5
	%243 = load i64, i64* %k.addr.6
	%244 = insertelement <8 x i64> %242, i64 %243, i32 6
	%245 = load i64, i64* %k.addr.7
	%246 = insertelement <8 x i64> %244, i64 %245, i32 7
	store <8 x i64> %246, <8 x i64>* %k.lanes
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
	%263 = load double, double* %zr2.addr
	%264 = insertelement <8 x double> undef, double %263, i32 0
	%265 = load double, double* %zr2.addr.1
	%266 = insertelement <8 x double> %264, double %265, i32 1
	%267 = load double, double* %zr2.addr.2
	%268 = insertelement <8 x double> %266, double %267, i32 2
	%269 = load double, double* %zr2.addr.3
	%270 = insertelement <8 x double> %268, double %269, i32 3
	%271 = load double, double* %zr2.addr.4
	%272 = insertelement <8 x double> %270, double %271, i32 4
	%273 = load double, double* %zr2.addr.5
	%274 = insertelement <8 x double> %272, double %273, i32 5
	%275 = load double, double* %zr2.addr.6
	%276 = insertelement <8 x double> %274, double %275, i32 6
	%277 = load double, double* %zr2.addr.7
	%278 = insertelement <8 x double> %276, double %277, i32 7
	store <8 x double> %278, <8 x double>* %zr2.lanes
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
	%295 = load double, double* %zi2.addr
	%296 = insertelement <8 x double> undef, double %295, i32 0
	%297 = load double, double* %zi2.addr.1
	%298 = insertelement <8 x double> %296, double %297, i32 1
	%299 = load double, double* %zi2.addr.2
	%300 = insertelement <8 x double> %298, double %299, i32 2
	%301 = load double, double* %zi2.addr.3
	%302 = insertelement <8 x double> %300, double %301, i32 3
	%303 = load double, double* %zi2.addr.4
	%304 = insertelement <8 x double> %302, double %303, i32 4
	%305 = load double, double* %zi2.addr.5
	%306 = insertelement <8 x double> %304, double %305, i32 5
	%307 = load double, double* %zi2.addr.6
	%308 = insertelement <8 x double> %306, double %307, i32 6
	%309 = load double, double* %zi2.addr.7
	%310 = insertelement <8 x double> %308, double %309, i32 7
	store <8 x double> %310, <8 x double>* %zi2.lanes
	%311 = load double, double* %zi.addr
	%312 = insertelement <8 x double> undef, double %311, i32 0
	%313 = load double, double* %zi.addr.1
	%314 = insertelement <8 x double> %312, double %313, i32 1
	%315 = load double, double* %zi.addr.2
	%316 = insertelement <8 x double> %314, double %315, i32 2
	%317 = load double, double* %zi.addr.3
	%318 = insertelement <8 x double> %316, double %317, i32 3
	%319 = load double, double* %zi.addr.4
	%320 = insertelement <8 x double> %318, double %319, i32 4
	%321 = load double, double* %zi.addr.5
	%322 = insertelement <8 x double> %320, double %321, i32 5
	%323 = load double, double* %zi.addr.6
	%324 = insertelement <8 x double> %322, double %323, i32 6
	%325 = load double, double* %zi.addr.7
	%326 = insertelement <8 x double> %324, double %325, i32 7
	store <8 x double> %326, <8 x double>* %zi.lanes
	%327 = load i1, i1* %__p1.addr
	%328 = insertelement <8 x i1> undef, i1 %327, i32 0
	%329 = load i1, i1* %__p1.addr.1
	%330 = insertelement <8 x i1> %328, i1 %329, i32 1
	%331 = load i1, i1* %__p1.addr.2
	%332 = insertelement <8 x i1> %330, i1 %331, i32 2
	%333 = load i1, i1* %__p1.addr.3
	%334 = insertelement <8 x i1> %332, i1 %333, i32 3
	%335 = load i1, i1* %__p1.addr.4
	%336 = insertelement <8 x i1> %334, i1 %335, i32 4
	%337 = load i1, i1* %__p1.addr.5
	%338 = insertelement <8 x i1> %336, i1 %337, i32 5
	%339 = load i1, i1* %__p1.addr.6
	%340 = insertelement <8 x i1> %338, i1 %339, i32 6
	%341 = load i1, i1* %__p1.addr.7
	%342 = insertelement <8 x i1> %340, i1 %341, i32 7
	store <8 x i1> %342, <8 x i1>* %__p1.lanes
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
	store <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1>* %k.running
	br label %k.lanes.head

k.lanes.head:
	%k.lanes.it = phi i64 [ 0, %j.jam.body ], [ %473, %k.lanes.latch ]
	%394 = icmp ult i64 %k.lanes.it, %393
	br i1 %394, label %k.lanes.body, label %k.lanes.exit

k.lanes.body:
	%395 = load <8 x i1>, <8 x i1>* %k.running
	%396 = add nsw i64 0, %k.lanes.it
	%397 = insertelement <8 x i64> undef, i64 %396, i32 0
	%398 = shufflevector <8 x i64> %397, <8 x i64> undef, <8 x i32> zeroinitializer
	%399 = load <8 x i64>, <8 x i64>* %k.lanes
	%400 = select <8 x i1> %395, <8 x i64> %398, <8 x i64> %399
	store <8 x i64> %400, <8 x i64>* %k.lanes
	%401 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%402 = xor <8 x i1> %401, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%403 = and <8 x i1> %395, %402
	%404 = load <8 x double>, <8 x double>* %zr.lanes
	%405 = load <8 x double>, <8 x double>* %zr.lanes
	%406 = fmul <8 x double> %404, %405
	%407 = load <8 x double>, <8 x double>* %zr2.lanes
	%408 = select <8 x i1> %403, <8 x double> %406, <8 x double> %407
	store <8 x double> %408, <8 x double>* %zr2.lanes
	%409 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%410 = xor <8 x i1> %409, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%411 = and <8 x i1> %395, %410
	%412 = load <8 x double>, <8 x double>* %zi.lanes
	%413 = load <8 x double>, <8 x double>* %zi.lanes
	%414 = fmul <8 x double> %412, %413
	%415 = load <8 x double>, <8 x double>* %zi2.lanes
	%416 = select <8 x i1> %411, <8 x double> %414, <8 x double> %415
	store <8 x double> %416, <8 x double>* %zi2.lanes
	%417 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%418 = xor <8 x i1> %417, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%419 = and <8 x i1> %395, %418
	%420 = load <8 x double>, <8 x double>* %zr2.lanes
	%421 = load <8 x double>, <8 x double>* %zi2.lanes
	%422 = fadd <8 x double> %420, %421
	%423 = fcmp ogt <8 x double> %422, <double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0, double 4.0>
	%424 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%425 = select <8 x i1> %419, <8 x i1> %423, <8 x i1> %424
	store <8 x i1> %425, <8 x i1>* %__p1.lanes
	%426 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%427 = xor <8 x i1> %426, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%428 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%429 = and <8 x i1> %427, %428
	%430 = and <8 x i1> %395, %429
	%431 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%432 = select <8 x i1> %430, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x i1> %431
	store <8 x i1> %432, <8 x i1>* %__e1.lanes
	%433 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%434 = xor <8 x i1> %433, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%435 = and <8 x i1> %395, %434
	%436 = load <8 x double>, <8 x double>* %zr.lanes
	%437 = fmul <8 x double> <double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0, double 2.0>, %436
	%438 = load <8 x double>, <8 x double>* %zi.lanes
	%439 = fmul <8 x double> %437, %438
	%440 = load <8 x double>, <8 x double>* %ci.lanes
	%441 = fadd <8 x double> %439, %440
	%442 = load <8 x double>, <8 x double>* %zi.lanes
	%443 = select <8 x i1> %435, <8 x double> %441, <8 x double> %442
	store <8 x double> %443, <8 x double>* %zi.lanes
	%444 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%445 = xor <8 x i1> %444, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%446 = and <8 x i1> %395, %445
	%447 = load <8 x double>, <8 x double>* %zr2.lanes
	%448 = load <8 x double>, <8 x double>* %zi2.lanes
	%449 = fsub <8 x double> %447, %448
	%450 = load <8 x double>, <8 x double>* %cr.lanes
	%451 = fadd <8 x double> %449, %450
	%452 = load <8 x double>, <8 x double>* %zr.lanes
	%453 = select <8 x i1> %446, <8 x double> %451, <8 x double> %452
	store <8 x double> %453, <8 x double>* %zr.lanes
	%454 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%455 = xor <8 x i1> %454, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%456 = and <8 x i1> %395, %455
	%457 = load <8 x i64>, <8 x i64>* %count.lanes
	%458 = add <8 x i64> %457, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
	%459 = xor <8 x i64> %457, %458
	%460 = xor <8 x i64> <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, %458
	%461 = and <8 x i64> %459, %460
	%462 = icmp slt <8 x i64> %461, <i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>
	%463 = and <8 x i1> %456, %462
	%464 = bitcast <8 x i1> %463 to i8
	%465 = icmp ne i8 %464, 0
	br i1 %465, label %fail.deopt, label %ok, !prof !0

fail.deopt:
	ret i64 5

ok:
	%466 = load <8 x i64>, <8 x i64>* %count.lanes
	%467 = select <8 x i1> %456, <8 x i64> %458, <8 x i64> %466
	store <8 x i64> %467, <8 x i64>* %count.lanes
	%468 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%469 = xor <8 x i1> %468, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>
	%470 = and <8 x i1> %395, %469
	store <8 x i1> %470, <8 x i1>* %k.running
	%471 = bitcast <8 x i1> %470 to i8
	%472 = icmp eq i8 %471, 0
	br i1 %472, label %k.lanes.exit, label %k.lanes.latch

k.lanes.latch:
	%473 = add nuw i64 %k.lanes.it, 1
	br label %k.lanes.head

k.lanes.exit:
	%474 = load <8 x i64>, <8 x i64>* %k.lanes
	%475 = extractelement <8 x i64> %474, i32 0
	store i64 %475, i64* %k.addr
	%476 = extractelement <8 x i64> %474, i32 1
	store i64 %476, i64* %k.addr.1
	%477 = extractelement <8 x i64> %474, i32 2
	store i64 %477, i64* %k.addr.2
	%478 = extractelement <8 x i64> %474, i32 3
	store i64 %478, i64* %k.addr.3
	%479 = extractelement <8 x i64> %474, i32 4
	store i64 %479, i64* %k.addr.4
	%480 = extractelement <8 x i64> %474, i32 5
	store i64 %480, i64* %k.addr.5
	%481 = extractelement <8 x i64> %474, i32 6
	store i64 %481, i64* %k.addr.6
	%482 = extractelement <8 x i64> %474, i32 7
	store i64 %482, i64* %k.addr.7
	%483 = load <8 x i1>, <8 x i1>* %__e1.lanes
	%484 = extractelement <8 x i1> %483, i32 0
	store i1 %484, i1* %__e1.addr
	%485 = extractelement <8 x i1> %483, i32 1
	store i1 %485, i1* %__e1.addr.1
	%486 = extractelement <8 x i1> %483, i32 2
	store i1 %486, i1* %__e1.addr.2
	%487 = extractelement <8 x i1> %483, i32 3
	store i1 %487, i1* %__e1.addr.3
	%488 = extractelement <8 x i1> %483, i32 4
	store i1 %488, i1* %__e1.addr.4
	%489 = extractelement <8 x i1> %483, i32 5
	store i1 %489, i1* %__e1.addr.5
	%490 = extractelement <8 x i1> %483, i32 6
	store i1 %490, i1* %__e1.addr.6
	%491 = extractelement <8 x i1> %483, i32 7
	store i1 %491, i1* %__e1.addr.7
	%492 = load <8 x double>, <8 x double>* %zr2.lanes
	%493 = extractelement <8 x double> %492, i32 0
	store double %493, double* %zr2.addr
	%494 = extractelement <8 x double> %492, i32 1
	store double %494, double* %zr2.addr.1
	%495 = extractelement <8 x double> %492, i32 2
	store double %495, double* %zr2.addr.2
	%496 = extractelement <8 x double> %492, i32 3
	store double %496, double* %zr2.addr.3
	%497 = extractelement <8 x double> %492, i32 4
	store double %497, double* %zr2.addr.4
	%498 = extractelement <8 x double> %492, i32 5
	store double %498, double* %zr2.addr.5
	%499 = extractelement <8 x double> %492, i32 6
	store double %499, double* %zr2.addr.6
	%500 = extractelement <8 x double> %492, i32 7
	store double %500, double* %zr2.addr.7
	%501 = load <8 x double>, <8 x double>* %zr.lanes
	%502 = extractelement <8 x double> %501, i32 0
	store double %502, double* %zr.addr
	%503 = extractelement <8 x double> %501, i32 1
	store double %503, double* %zr.addr.1
	%504 = extractelement <8 x double> %501, i32 2
	store double %504, double* %zr.addr.2
	%505 = extractelement <8 x double> %501, i32 3
	store double %505, double* %zr.addr.3
	%506 = extractelement <8 x double> %501, i32 4
	store double %506, double* %zr.addr.4
	%507 = extractelement <8 x double> %501, i32 5
	store double %507, double* %zr.addr.5
	%508 = extractelement <8 x double> %501, i32 6
	store double %508, double* %zr.addr.6
	%509 = extractelement <8 x double> %501, i32 7
	store double %509, double* %zr.addr.7
	%510 = load <8 x double>, <8 x double>* %zi2.lanes
	%511 = extractelement <8 x double> %510, i32 0
	store double %511, double* %zi2.addr
	%512 = extractelement <8 x double> %510, i32 1
	store double %512, double* %zi2.addr.1
	%513 = extractelement <8 x double> %510, i32 2
	store double %513, double* %zi2.addr.2
	%514 = extractelement <8 x double> %510, i32 3
	store double %514, double* %zi2.addr.3
	%515 = extractelement <8 x double> %510, i32 4
	store double %515, double* %zi2.addr.4
	%516 = extractelement <8 x double> %510, i32 5
	store double %516, double* %zi2.addr.5
	%517 = extractelement <8 x double> %510, i32 6
	store double %517, double* %zi2.addr.6
	%518 = extractelement <8 x double> %510, i32 7
	store double %518, double* %zi2.addr.7
	%519 = load <8 x double>, <8 x double>* %zi.lanes
	%520 = extractelement <8 x double> %519, i32 0
	store double %520, double* %zi.addr
	%521 = extractelement <8 x double> %519, i32 1
	store double %521, double* %zi.addr.1
	%522 = extractelement <8 x double> %519, i32 2
	store double %522, double* %zi.addr.2
	%523 = extractelement <8 x double> %519, i32 3
	store double %523, double* %zi.addr.3
	%524 = extractelement <8 x double> %519, i32 4
	store double %524, double* %zi.addr.4
	%525 = extractelement <8 x double> %519, i32 5
	store double %525, double* %zi.addr.5
	%526 = extractelement <8 x double> %519, i32 6
	store double %526, double* %zi.addr.6
	%527 = extractelement <8 x double> %519, i32 7
	store double %527, double* %zi.addr.7
	%528 = load <8 x i1>, <8 x i1>* %__p1.lanes
	%529 = extractelement <8 x i1> %528, i32 0
	store i1 %529, i1* %__p1.addr
	%530 = extractelement <8 x i1> %528, i32 1
	store i1 %530, i1* %__p1.addr.1
	%531 = extractelement <8 x i1> %528, i32 2
	store i1 %531, i1* %__p1.addr.2
	%532 = extractelement <8 x i1> %528, i32 3
	store i1 %532, i1* %__p1.addr.3
	%533 = extractelement <8 x i1> %528, i32 4
	store i1 %533, i1* %__p1.addr.4
	%534 = extractelement <8 x i1> %528, i32 5
	store i1 %534, i1* %__p1.addr.5
	%535 = extractelement <8 x i1> %528, i32 6
	store i1 %535, i1* %__p1.addr.6
	%536 = extractelement <8 x i1> %528, i32 7
	store i1 %536, i1* %__p1.addr.7
	%537 = load <8 x double>, <8 x double>* %ci.lanes
	%538 = extractelement <8 x double> %537, i32 0
	store double %538, double* %ci.addr
	%539 = extractelement <8 x double> %537, i32 1
	store double %539, double* %ci.addr.1
	%540 = extractelement <8 x double> %537, i32 2
	store double %540, double* %ci.addr.2
	%541 = extractelement <8 x double> %537, i32 3
	store double %541, double* %ci.addr.3
	%542 = extractelement <8 x double> %537, i32 4
	store double %542, double* %ci.addr.4
	%543 = extractelement <8 x double> %537, i32 5
	store double %543, double* %ci.addr.5
	%544 = extractelement <8 x double> %537, i32 6
	store double %544, double* %ci.addr.6
	%545 = extractelement <8 x double> %537, i32 7
	store double %545, double* %ci.addr.7
	%546 = load <8 x double>, <8 x double>* %cr.lanes
	%547 = extractelement <8 x double> %546, i32 0
	store double %547, double* %cr.addr
	%548 = extractelement <8 x double> %546, i32 1
	store double %548, double* %cr.addr.1
	%549 = extractelement <8 x double> %546, i32 2
	store double %549, double* %cr.addr.2
	%550 = extractelement <8 x double> %546, i32 3
	store double %550, double* %cr.addr.3
	%551 = extractelement <8 x double> %546, i32 4
	store double %551, double* %cr.addr.4
	%552 = extractelement <8 x double> %546, i32 5
	store double %552, double* %cr.addr.5
	%553 = extractelement <8 x double> %546, i32 6
	store double %553, double* %cr.addr.6
	%554 = extractelement <8 x double> %546, i32 7
	store double %554, double* %cr.addr.7
	%555 = load <8 x i64>, <8 x i64>* %count.lanes
	%556 = extractelement <8 x i64> %555, i32 0
	store i64 %556, i64* %count.addr
	%557 = extractelement <8 x i64> %555, i32 1
	store i64 %557, i64* %count.addr.1
	%558 = extractelement <8 x i64> %555, i32 2
	store i64 %558, i64* %count.addr.2
	%559 = extractelement <8 x i64> %555, i32 3
	store i64 %559, i64* %count.addr.3
	%560 = extractelement <8 x i64> %555, i32 4
	store i64 %560, i64* %count.addr.4
	%561 = extractelement <8 x i64> %555, i32 5
	store i64 %561, i64* %count.addr.5
	%562 = extractelement <8 x i64> %555, i32 6
	store i64 %562, i64* %count.addr.6
	%563 = extractelement <8 x i64> %555, i32 7
	store i64 %563, i64* %count.addr.7
	%564 = load i64, i64* %count.addr
	%565 = trunc i64 %564 to i32
	%566 = load i64, i64* %i.addr
	%567 = load i64, i64* %j.addr
	%568 = mul nsw i64 %566, %counts.shape1
	%569 = add nsw i64 %568, %567
	%570 = getelementptr inbounds i32, i32* %counts, i64 %569
	store i32 %565, i32* %570, align 4
	%571 = load i64, i64* %count.addr.1
	%572 = trunc i64 %571 to i32
	%573 = load i64, i64* %i.addr.1
	%574 = load i64, i64* %j.addr.1
	%575 = mul nsw i64 %573, %counts.shape1
	%576 = add nsw i64 %575, %574
	%577 = getelementptr inbounds i32, i32* %counts, i64 %576
	store i32 %572, i32* %577, align 4
	%578 = load i64, i64* %count.addr.2
	%579 = trunc i64 %578 to i32
	%580 = load i64, i64* %i.addr.2
	%581 = load i64, i64* %j.addr.2
	%582 = mul nsw i64 %580, %counts.shape1
	%583 = add nsw i64 %582, %581
	%584 = getelementptr inbounds i32, i32* %counts, i64 %583
	store i32 %579, i32* %584, align 4
	%585 = load i64, i64* %count.addr.3
	%586 = trunc i64 %585 to i32
	%587 = load i64, i64* %i.addr.3
	%588 = load i64, i64* %j.addr.3
	%589 = mul nsw i64 %587, %counts.shape1
	%590 = add nsw i64 %589, %588
	%591 = getelementptr inbounds i32, i32* %counts, i64 %590
	store i32 %586, i32* %591, align 4
	%592 = load i64, i64* %count.addr.4
	%593 = trunc i64 %592 to i32
	%594 = load i64, i64* %i.addr.4
	%595 = load i64, i64* %j.addr.4
	%596 = mul nsw i64 %594, %counts.shape1
	%597 = add nsw i64 %596, %595
	%598 = getelementptr inbounds i32, i32* %counts, i64 %597
	store i32 %593, i32* %598, align 4
	%599 = load i64, i64* %count.addr.5
	%600 = trunc i64 %599 to i32
	%601 = load i64, i64* %i.addr.5
	%602 = load i64, i64* %j.addr.5
	%603 = mul nsw i64 %601, %counts.shape1
	%604 = add nsw i64 %603, %602
	%605 = getelementptr inbounds i32, i32* %counts, i64 %604
	store i32 %600, i32* %605, align 4
	%606 = load i64, i64* %count.addr.6
	%607 = trunc i64 %606 to i32
	%608 = load i64, i64* %i.addr.6
	%609 = load i64, i64* %j.addr.6
	%610 = mul nsw i64 %608, %counts.shape1
	%611 = add nsw i64 %610, %609
	%612 = getelementptr inbounds i32, i32* %counts, i64 %611
	store i32 %607, i32* %612, align 4
	%613 = load i64, i64* %count.addr.7
	%614 = trunc i64 %613 to i32
	%615 = load i64, i64* %i.addr.7
	%616 = load i64, i64* %j.addr.7
	%617 = mul nsw i64 %615, %counts.shape1
	%618 = add nsw i64 %617, %616
	%619 = getelementptr inbounds i32, i32* %counts, i64 %618
	store i32 %614, i32* %619, align 4
	br label %j.jam.latch

j.jam.latch:
	%620 = add nuw i64 %j.jam.it, 8
	br label %j.jam.head

j.jam.exit:
	br label %j.head

j.head:
	%j.it = phi i64 [ %117, %j.jam.exit ], [ %691, %j.latch ]
	%621 = icmp ult i64 %j.it, %111
	br i1 %621, label %j.body, label %j.exit

j.body:
	%622 = add nsw i64 0, %j.it
	store i64 %622, i64* %j.addr
	%623 = load i64, i64* %j.addr
	%624 = sitofp i64 %623 to double
	%625 = fmul double 3.0, %624
	%626 = sitofp i64 %n to double
	%627 = fdiv double %625, %626
	%628 = fadd double -2.0, %627
	store double %628, double* %cr.addr
	%629 = load i64, i64* %i.addr
	%630 = sitofp i64 %629 to double
	%631 = fmul double 3.0, %630
	%632 = sitofp i64 %n to double
	%633 = fdiv double %631, %632
	%634 = fadd double -1.5, %633
	store double %634, double* %ci.addr
	store double 0.0, double* %zr.addr
	store double 0.0, double* %zi.addr
	store i64 0, i64* %count.addr
	store i1 false, i1* %__e1.addr
	%635 = icmp slt i64 0, %max_iter
	%636 = sub i64 %max_iter, 0
	%637 = select i1 %635, i64 %636, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %683, %k.latch ]
	%638 = icmp ult i64 %k.it, %637
	br i1 %638, label %k.body, label %k.exit

k.body:
	%639 = add nsw i64 0, %k.it
	store i64 %639, i64* %k.addr
	%640 = load i1, i1* %__e1.addr
	%641 = xor i1 %640, true
	br i1 %641, label %if.then, label %if.end

if.then:
	%642 = load double, double* %zr.addr
	%643 = load double, double* %zr.addr
	%644 = fmul double %642, %643
	store double %644, double* %zr2.addr
	br label %if.end

if.end:
	%645 = load i1, i1* %__e1.addr
	%646 = xor i1 %645, true
	br i1 %646, label %if.then.1, label %if.end.1

if.then.1:
	%647 = load double, double* %zi.addr
	%648 = load double, double* %zi.addr
	%649 = fmul double %647, %648
	store double %649, double* %zi2.addr
	br label %if.end.1

if.end.1:
	%650 = load i1, i1* %__e1.addr
	%651 = xor i1 %650, true
	br i1 %651, label %if.then.2, label %if.end.2

if.then.2:
	%652 = load double, double* %zr2.addr
	%653 = load double, double* %zi2.addr
	%654 = fadd double %652, %653
	%655 = fcmp ogt double %654, 4.0
	store i1 %655, i1* %__p1.addr
	br label %if.end.2

if.end.2:
	%656 = load i1, i1* %__e1.addr
	%657 = xor i1 %656, true
	%658 = load i1, i1* %__p1.addr
	%659 = select i1 %657, i1 %658, i1 %657
	br i1 %659, label %if.then.3, label %if.end.3

if.then.3:
	store i1 true, i1* %__e1.addr
	br label %if.end.3

if.end.3:
	%660 = load i1, i1* %__e1.addr
	br i1 %660, label %k.break, label %k.go

k.break:
	br label %k.exit

k.go:
	%661 = load i1, i1* %__e1.addr
	%662 = xor i1 %661, true
	br i1 %662, label %if.then.4, label %if.end.4

if.then.4:
	%663 = load double, double* %zr.addr
	%664 = fmul double 2.0, %663
	%665 = load double, double* %zi.addr
	%666 = fmul double %664, %665
	%667 = load double, double* %ci.addr
	%668 = fadd double %666, %667
	store double %668, double* %zi.addr
	br label %if.end.4

if.end.4:
	%669 = load i1, i1* %__e1.addr
	%670 = xor i1 %669, true
	br i1 %670, label %if.then.5, label %if.end.5

if.then.5:
	%671 = load double, double* %zr2.addr
	%672 = load double, double* %zi2.addr
	%673 = fsub double %671, %672
	%674 = load double, double* %cr.addr
	%675 = fadd double %673, %674
	store double %675, double* %zr.addr
	br label %if.end.5

if.end.5:
	%676 = load i1, i1* %__e1.addr
	%677 = xor i1 %676, true
	br i1 %677, label %if.then.6, label %if.end.6

if.then.6:
	%678 = load i64, i64* %count.addr
	%679 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %678, i64 1)
	%680 = extractvalue { i64, i1 } %679, 0
	%681 = extractvalue { i64, i1 } %679, 1
	br i1 %681, label %fail.deopt, label %ok.1, !prof !0

ok.1:
	store i64 %680, i64* %count.addr
	br label %if.end.6

if.end.6:
	%682 = load i1, i1* %__e1.addr
	br i1 %682, label %k.exit, label %k.latch

k.latch:
	%683 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	%684 = load i64, i64* %count.addr
	%685 = trunc i64 %684 to i32
	%686 = load i64, i64* %i.addr
	%687 = load i64, i64* %j.addr
	%688 = mul nsw i64 %686, %counts.shape1
	%689 = add nsw i64 %688, %687
	%690 = getelementptr inbounds i32, i32* %counts, i64 %689
	store i32 %685, i32* %690, align 4
	br label %j.latch

j.latch:
	%691 = add nuw i64 %j.it, 1
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%692 = add nuw i64 %i.it, 1
	br label %i.head

i.exit:
	ret i64 0
}

declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %0, i64 %1) nounwind readnone willreturn

!0 = !{!"branch_weights", i32 1, i32 2000}
