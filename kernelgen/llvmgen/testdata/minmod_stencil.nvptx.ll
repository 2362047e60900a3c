; alpyna module minmod_stencil_l21
source_filename = "benchmarks/minmod_stencil.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@halo.minmod_stencil_l23.u = internal addrspace(3) global [342 x double] undef, align 8

define void @minmod_stencil_l23(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%dl.addr = alloca double
	store double 0.0, double* %dl.addr
	%dr.addr = alloca double
	store double 0.0, double* %dr.addr
	%__p1.addr = alloca i1
	store i1 false, i1* %__p1.addr
	%slope.addr = alloca double
	store double 0.0, double* %slope.addr
	%__p2.addr = alloca i1
	store i1 false, i1* %__p2.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%5 = zext i32 %4 to i64
	%6 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%7 = zext i32 %6 to i64
	%8 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
	%9 = zext i32 %8 to i64
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%11 = zext i32 %10 to i64
	%12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%13 = zext i32 %12 to i64
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !4
	%15 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%16 = zext i32 %15 to i64
	%17 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%18 = zext i32 %17 to i64
	%19 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%20 = zext i32 %19 to i64
	%21 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%22 = zext i32 %21 to i64
	%23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%24 = zext i32 %23 to i64
	%25 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%26 = zext i32 %25 to i64
	%27 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%28 = zext i32 %27 to i64
	%29 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%30 = zext i32 %29 to i64
	%31 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%32 = zext i32 %31 to i64
	%33 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%34 = zext i32 %33 to i64
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%u.shape0 = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !4
	%36 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%u.shape1 = load i64, i64 addrspace(1)* %36, align 8, !invariant.load !4
	%37 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%u.data = load i64, i64 addrspace(1)* %37, align 8, !invariant.load !4
	%u = inttoptr i64 %u.data to double addrspace(1)*
	%38 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%out.shape1 = load i64, i64 addrspace(1)* %38, align 8, !invariant.load !4
	%39 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%out.data = load i64, i64 addrspace(1)* %39, align 8, !invariant.load !4
	%out.1 = inttoptr i64 %out.data to double addrspace(1)*
	%40 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%41 = zext i32 %40 to i64
	%42 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%43 = zext i32 %42 to i64
	%44 = mul nuw nsw i64 %41, %43
	%45 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%46 = zext i32 %45 to i64
	%47 = add nuw nsw i64 %44, %46
	%48 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%49 = zext i32 %48 to i64
	%50 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%51 = zext i32 %50 to i64
	%52 = mul nuw nsw i64 %49, %51
	%53 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%54 = zext i32 %53 to i64
	%55 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%56 = zext i32 %55 to i64
	%57 = mul nuw nsw i64 %54, %56
	%58 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%59 = zext i32 %58 to i64
	%60 = add nuw nsw i64 %57, %59
	%61 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%62 = zext i32 %61 to i64
	%63 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%64 = zext i32 %63 to i64
	%65 = mul nuw nsw i64 %62, %64
	br label %start

start:
	%66 = icmp ne i64 %1, 0
	%67 = icmp ne i64 %3, 0
	%68 = or i1 %66, %67
	br i1 %68, label %idle, label %run

idle:
	ret void

run:
	%69 = icmp ule i64 %5, 16
	%70 = icmp ule i64 %7, 16
	%71 = and i1 %69, %70
	%72 = icmp eq i64 %9, 1
	%73 = and i1 %71, %72
	br i1 %73, label %halo, label %untiled

halo:
	%74 = mul nuw i64 %11, %5
	%75 = add nuw i64 %74, %13
	%76 = mul nuw i64 %5, %7
	%77 = sub nsw i64 %n, 1
	%78 = icmp slt i64 1, %77
	%79 = sub i64 %77, 1
	%80 = select i1 %78, i64 %79, i64 0
	%81 = mul nuw i64 %16, %18
	%82 = mul nuw i64 %20, %22
	br label %i.pass.head

untiled:
	%83 = sub nsw i64 %n, 1
	%84 = icmp slt i64 1, %83
	%85 = sub i64 %83, 1
	%86 = select i1 %84, i64 %85, i64 0
	br label %i.head

i.pass.head:
	%i.pass.base = phi i64 [ %81, %halo ], [ %111, %j.pass.exit ]
	%87 = add nuw i64 %i.pass.base, %24
	%88 = icmp slt i64 %87, %80
	%89 = zext i1 %88 to i32
	%90 = call i32 @llvm.nvvm.barrier0.or(i32 %89)
	%91 = icmp ne i32 %90, 0
	br i1 %91, label %i.pass.body, label %i.pass.exit

i.pass.body:
	%92 = add nsw i64 1, %87
	store i64 %92, i64* %i.addr
	%93 = sub nsw i64 %n, 1
	%94 = icmp slt i64 1, %93
	%95 = sub i64 %93, 1
	%96 = select i1 %94, i64 %95, i64 0
	%97 = select i1 %88, i64 %96, i64 0
	%98 = mul nuw i64 %26, %28
	%99 = mul nuw i64 %30, %32
	br label %j.pass.head

i.pass.exit:
	ret void

j.pass.head:
	%j.pass.base = phi i64 [ %98, %i.pass.body ], [ %238, %halo.active.end ]
	%100 = add nuw i64 %j.pass.base, %34
	%101 = icmp slt i64 %100, %97
	%102 = zext i1 %101 to i32
	%103 = call i32 @llvm.nvvm.barrier0.or(i32 %102)
	%104 = icmp ne i32 %103, 0
	br i1 %104, label %j.pass.body, label %j.pass.exit

j.pass.body:
	%105 = add nsw i64 1, %100
	store i64 %105, i64* %j.addr
	%106 = add nsw i64 1, %i.pass.base
	%u.origin0 = add i64 %106, -1
	%107 = add nsw i64 1, %j.pass.base
	%u.origin1 = add i64 %107, -1
	%108 = add i64 %7, 2
	%109 = add i64 %5, 2
	%110 = mul i64 %108, %109
	br label %u.stage.head

j.pass.exit:
	%111 = add nuw i64 %i.pass.base, %82
	br label %i.pass.head

u.stage.head:
	%u.stage.it = phi i64 [ %75, %j.pass.body ], [ %131, %u.stage.latch ]
	%112 = icmp ult i64 %u.stage.it, %110
	br i1 %112, label %u.stage.body, label %u.stage.exit

u.stage.body:
	%113 = udiv i64 %u.stage.it, %109
	%114 = urem i64 %u.stage.it, %109
	%115 = add i64 %u.origin0, %113
	%116 = add i64 %u.origin1, %114
	%117 = mul i64 %113, 19
	%118 = add i64 %117, %114
	%119 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %118
	store double 0.0, double addrspace(3)* %119, align 8
	%120 = icmp sge i64 %115, 0
	%121 = icmp slt i64 %115, %u.shape0
	%122 = and i1 %120, %121
	%123 = icmp sge i64 %116, 0
	%124 = icmp slt i64 %116, %u.shape1
	%125 = and i1 %123, %124
	%126 = and i1 %122, %125
	br i1 %126, label %u.inside, label %u.inside.end

u.inside:
	%127 = mul i64 %115, %u.shape1
	%128 = add i64 %127, %116
	%129 = getelementptr inbounds double, double addrspace(1)* %u, i64 %128
	%130 = load double, double addrspace(1)* %129, align 8, !noalias !3, !invariant.load !4
	store double %130, double addrspace(3)* %119, align 8
	br label %u.inside.end

u.inside.end:
	br label %u.stage.latch

u.stage.latch:
	%131 = add nuw i64 %u.stage.it, %76
	br label %u.stage.head

u.stage.exit:
	call void @llvm.nvvm.barrier0()
	br i1 %101, label %halo.active, label %halo.active.end

halo.active:
	%132 = load i64, i64* %i.addr
	%133 = sub i64 %132, %u.origin0
	%134 = load i64, i64* %j.addr
	%135 = sub i64 %134, %u.origin1
	%136 = mul i64 %133, 19
	%137 = add i64 %136, %135
	%138 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %137
	%139 = load double, double addrspace(3)* %138, align 8
	%140 = load i64, i64* %i.addr
	%141 = sub i64 %140, %u.origin0
	%142 = load i64, i64* %j.addr
	%143 = sub nsw i64 %142, 1
	%144 = sub i64 %143, %u.origin1
	%145 = mul i64 %141, 19
	%146 = add i64 %145, %144
	%147 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %146
	%148 = load double, double addrspace(3)* %147, align 8
	%149 = load i64, i64* %i.addr
	%150 = sub i64 %149, %u.origin0
	%151 = load i64, i64* %j.addr
	%152 = add nsw i64 %151, 1
	%153 = sub i64 %152, %u.origin1
	%154 = mul i64 %150, 19
	%155 = add i64 %154, %153
	%156 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %155
	%157 = load double, double addrspace(3)* %156, align 8
	%158 = load i64, i64* %i.addr
	%159 = sub i64 %158, %u.origin0
	%160 = load i64, i64* %j.addr
	%161 = sub i64 %160, %u.origin1
	%162 = mul i64 %159, 19
	%163 = add i64 %162, %161
	%164 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %163
	%165 = load double, double addrspace(3)* %164, align 8
	%166 = load i64, i64* %i.addr
	%167 = sub i64 %166, %u.origin0
	%168 = load i64, i64* %j.addr
	%169 = sub i64 %168, %u.origin1
	%170 = mul i64 %167, 19
	%171 = add i64 %170, %169
	%172 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %171
	%173 = load double, double addrspace(3)* %172, align 8
	%174 = load i64, i64* %i.addr
	%175 = sub nsw i64 %174, 1
	%176 = sub i64 %175, %u.origin0
	%177 = load i64, i64* %j.addr
	%178 = sub i64 %177, %u.origin1
	%179 = mul i64 %176, 19
	%180 = add i64 %179, %178
	%181 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %180
	%182 = load double, double addrspace(3)* %181, align 8
	%183 = load i64, i64* %i.addr
	%184 = add nsw i64 %183, 1
	%185 = sub i64 %184, %u.origin0
	%186 = load i64, i64* %j.addr
	%187 = sub i64 %186, %u.origin1
	%188 = mul i64 %185, 19
	%189 = add i64 %188, %187
	%190 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %189
	%191 = load double, double addrspace(3)* %190, align 8
	%192 = load i64, i64* %i.addr
	%193 = sub i64 %192, %u.origin0
	%194 = load i64, i64* %j.addr
	%195 = sub i64 %194, %u.origin1
	%196 = mul i64 %193, 19
	%197 = add i64 %196, %195
	%198 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.minmod_stencil_l23.u, i64 0, i64 %197
	%199 = load double, double addrspace(3)* %198, align 8
	%200 = fsub double %139, %148
	store double %200, double* %dl.addr
	%201 = fsub double %157, %165
	store double %201, double* %dr.addr
	%202 = load double, double* %dl.addr
	%203 = load double, double* %dr.addr
	%204 = fmul double %202, %203
	%205 = fcmp ole double %204, 0.0
	store i1 %205, i1* %__p1.addr
	%206 = load i1, i1* %__p1.addr
	br i1 %206, label %if.then, label %if.end

if.then:
	store double 0.0, double* %slope.addr
	br label %if.end

if.end:
	%207 = load i1, i1* %__p1.addr
	%208 = xor i1 %207, true
	br i1 %208, label %if.then.1, label %if.end.1

if.then.1:
	%209 = load double, double* %dl.addr
	%210 = call double @llvm.fabs.f64(double %209)
	%211 = load double, double* %dr.addr
	%212 = call double @llvm.fabs.f64(double %211)
	%213 = fcmp olt double %210, %212
	store i1 %213, i1* %__p2.addr
	br label %if.end.1

if.end.1:
	%214 = load i1, i1* %__p1.addr
	%215 = xor i1 %214, true
	%216 = load i1, i1* %__p2.addr
	%217 = select i1 %215, i1 %216, i1 %215
	br i1 %217, label %if.then.2, label %if.end.2

if.then.2:
	%218 = load double, double* %dl.addr
	store double %218, double* %slope.addr
	br label %if.end.2

if.end.2:
	%219 = load i1, i1* %__p1.addr
	%220 = xor i1 %219, true
	%221 = load i1, i1* %__p2.addr
	%222 = xor i1 %221, true
	%223 = select i1 %220, i1 %222, i1 %220
	br i1 %223, label %if.then.3, label %if.end.3

if.then.3:
	%224 = load double, double* %dr.addr
	store double %224, double* %slope.addr
	br label %if.end.3

if.end.3:
	%225 = load double, double* %slope.addr
	%226 = fmul double 0.5, %225
	%227 = fsub double %173, %226
	%228 = fadd double %182, %191
	%229 = fmul double 2.0, %199
	%230 = fsub double %228, %229
	%231 = fmul double 0.25, %230
	%232 = fadd double %227, %231
	%233 = load i64, i64* %i.addr
	%234 = load i64, i64* %j.addr
	%235 = mul nsw i64 %233, %out.shape1
	%236 = add nsw i64 %235, %234
	%237 = getelementptr inbounds double, double addrspace(1)* %out.1, i64 %236
	store double %232, double addrspace(1)* %237, align 8, !alias.scope !2
	br label %halo.active.end

halo.active.end:
	%238 = add nuw i64 %j.pass.base, %99
	br label %j.pass.head

i.head:
	%i.it = phi i64 [ %47, %untiled ], [ %338, %i.latch ]
	%239 = icmp ult i64 %i.it, %86
	br i1 %239, label %i.body, label %i.exit

i.body:
	%240 = add nsw i64 1, %i.it
	store i64 %240, i64* %i.addr
	%241 = sub nsw i64 %n, 1
	%242 = icmp slt i64 1, %241
	%243 = sub i64 %241, 1
	%244 = select i1 %242, i64 %243, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %60, %i.body ], [ %337, %j.latch ]
	%245 = icmp ult i64 %j.it, %244
	br i1 %245, label %j.body, label %j.exit

j.body:
	%246 = add nsw i64 1, %j.it
	store i64 %246, i64* %j.addr
	%247 = load i64, i64* %i.addr
	%248 = load i64, i64* %j.addr
	%249 = mul nsw i64 %247, %u.shape1
	%250 = add nsw i64 %249, %248
	%251 = getelementptr inbounds double, double addrspace(1)* %u, i64 %250
	%252 = load double, double addrspace(1)* %251, align 8, !noalias !3, !invariant.load !4
	%253 = load i64, i64* %i.addr
	%254 = load i64, i64* %j.addr
	%255 = sub nsw i64 %254, 1
	%256 = mul nsw i64 %253, %u.shape1
	%257 = add nsw i64 %256, %255
	%258 = getelementptr inbounds double, double addrspace(1)* %u, i64 %257
	%259 = load double, double addrspace(1)* %258, align 8, !noalias !3, !invariant.load !4
	%260 = fsub double %252, %259
	store double %260, double* %dl.addr
	%261 = load i64, i64* %i.addr
	%262 = load i64, i64* %j.addr
	%263 = add nsw i64 %262, 1
	%264 = mul nsw i64 %261, %u.shape1
	%265 = add nsw i64 %264, %263
	%266 = getelementptr inbounds double, double addrspace(1)* %u, i64 %265
	%267 = load double, double addrspace(1)* %266, align 8, !noalias !3, !invariant.load !4
	%268 = load i64, i64* %i.addr
	%269 = load i64, i64* %j.addr
	%270 = mul nsw i64 %268, %u.shape1
	%271 = add nsw i64 %270, %269
	%272 = getelementptr inbounds double, double addrspace(1)* %u, i64 %271
	%273 = load double, double addrspace(1)* %272, align 8, !noalias !3, !invariant.load !4
	%274 = fsub double %267, %273
	store double %274, double* %dr.addr
	%275 = load double, double* %dl.addr
	%276 = load double, double* %dr.addr
	%277 = fmul double %275, %276
	%278 = fcmp ole double %277, 0.0
	store i1 %278, i1* %__p1.addr
	%279 = load i1, i1* %__p1.addr
	br i1 %279, label %if.then.4, label %if.end.4

if.then.4:
	store double 0.0, double* %slope.addr
	br label %if.end.4

if.end.4:
	%280 = load i1, i1* %__p1.addr
	%281 = xor i1 %280, true
	br i1 %281, label %if.then.5, label %if.end.5

if.then.5:
	%282 = load double, double* %dl.addr
	%283 = call double @llvm.fabs.f64(double %282)
	%284 = load double, double* %dr.addr
	%285 = call double @llvm.fabs.f64(double %284)
	%286 = fcmp olt double %283, %285
	store i1 %286, i1* %__p2.addr
	br label %if.end.5

if.end.5:
	%287 = load i1, i1* %__p1.addr
	%288 = xor i1 %287, true
	%289 = load i1, i1* %__p2.addr
	%290 = select i1 %288, i1 %289, i1 %288
	br i1 %290, label %if.then.6, label %if.end.6

if.then.6:
	%291 = load double, double* %dl.addr
	store double %291, double* %slope.addr
	br label %if.end.6

if.end.6:
	%292 = load i1, i1* %__p1.addr
	%293 = xor i1 %292, true
	%294 = load i1, i1* %__p2.addr
	%295 = xor i1 %294, true
	%296 = select i1 %293, i1 %295, i1 %293
	br i1 %296, label %if.then.7, label %if.end.7

if.then.7:
	%297 = load double, double* %dr.addr
	store double %297, double* %slope.addr
	br label %if.end.7

if.end.7:
	%298 = load i64, i64* %i.addr
	%299 = load i64, i64* %j.addr
	%300 = mul nsw i64 %298, %u.shape1
	%301 = add nsw i64 %300, %299
	%302 = getelementptr inbounds double, double addrspace(1)* %u, i64 %301
	%303 = load double, double addrspace(1)* %302, align 8, !noalias !3, !invariant.load !4
	%304 = load double, double* %slope.addr
	%305 = fmul double 0.5, %304
	%306 = fsub double %303, %305
	%307 = load i64, i64* %i.addr
	%308 = sub nsw i64 %307, 1
	%309 = load i64, i64* %j.addr
	%310 = mul nsw i64 %308, %u.shape1
	%311 = add nsw i64 %310, %309
	%312 = getelementptr inbounds double, double addrspace(1)* %u, i64 %311
	%313 = load double, double addrspace(1)* %312, align 8, !noalias !3, !invariant.load !4
	%314 = load i64, i64* %i.addr
	%315 = add nsw i64 %314, 1
	%316 = load i64, i64* %j.addr
	%317 = mul nsw i64 %315, %u.shape1
	%318 = add nsw i64 %317, %316
	%319 = getelementptr inbounds double, double addrspace(1)* %u, i64 %318
	%320 = load double, double addrspace(1)* %319, align 8, !noalias !3, !invariant.load !4
	%321 = fadd double %313, %320
	%322 = load i64, i64* %i.addr
	%323 = load i64, i64* %j.addr
	%324 = mul nsw i64 %322, %u.shape1
	%325 = add nsw i64 %324, %323
	%326 = getelementptr inbounds double, double addrspace(1)* %u, i64 %325
	%327 = load double, double addrspace(1)* %326, align 8, !noalias !3, !invariant.load !4
	%328 = fmul double 2.0, %327
	%329 = fsub double %321, %328
	%330 = fmul double 0.25, %329
	%331 = fadd double %306, %330
	%332 = load i64, i64* %i.addr
	%333 = load i64, i64* %j.addr
	%334 = mul nsw i64 %332, %out.shape1
	%335 = add nsw i64 %334, %333
	%336 = getelementptr inbounds double, double addrspace(1)* %out.1, i64 %335
	store double %331, double addrspace(1)* %336, align 8, !alias.scope !2
	br label %j.latch

j.latch:
	%337 = add i64 %j.it, %65
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%338 = add i64 %i.it, %52
	br label %i.head

i.exit:
	ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() nounwind readnone willreturn

declare i32 @llvm.nvvm.barrier0.or(i32 %0) convergent nounwind

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone willreturn

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() nounwind readnone willreturn

declare void @llvm.nvvm.barrier0() convergent nounwind

declare double @llvm.fabs.f64(double %0) nounwind readnone willreturn

!nvvm.annotations = !{!5}

!0 = distinct !{!0, !"alpyna minmod_stencil_l21"}
!1 = distinct !{!1, !0, !"out"}
!2 = !{!1}
!3 = !{!1}
!4 = !{}
!5 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @minmod_stencil_l23, !"kernel", i32 1}
