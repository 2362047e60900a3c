; alpyna module syr2k_l14
source_filename = "benchmarks/syr2k.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile.syr2k_l16.a.j = internal addrspace(3) global [272 x double] undef, align 8
@tile.syr2k_l16.b.i = internal addrspace(3) global [272 x double] undef, align 8
@tile.syr2k_l16.b.j = internal addrspace(3) global [272 x double] undef, align 8
@tile.syr2k_l16.a.i = internal addrspace(3) global [272 x double] undef, align 8

define void @syr2k_l16(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%k.addr = alloca i64
	store i64 0, i64* %k.addr
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
	%14 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%n = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !5
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
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 12
	%c.shape1 = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !5
	%36 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 10
	%c.data = load i64, i64 addrspace(1)* %36, align 8, !invariant.load !5
	%c = inttoptr i64 %c.data to double addrspace(1)*
	%37 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 1
	%beta = load i64, i64 addrspace(1)* %37, align 8, !invariant.load !5
	%38 = bitcast i64 %beta to double
	%39 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%m = load i64, i64 addrspace(1)* %39, align 8, !invariant.load !5
	%40 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%a.shape0 = load i64, i64 addrspace(1)* %40, align 8, !invariant.load !5
	%41 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 6
	%a.shape1 = load i64, i64 addrspace(1)* %41, align 8, !invariant.load !5
	%42 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.data = load i64, i64 addrspace(1)* %42, align 8, !invariant.load !5
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%43 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 8
	%b.shape0 = load i64, i64 addrspace(1)* %43, align 8, !invariant.load !5
	%44 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 9
	%b.shape1 = load i64, i64 addrspace(1)* %44, align 8, !invariant.load !5
	%45 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.data = load i64, i64 addrspace(1)* %45, align 8, !invariant.load !5
	%b = inttoptr i64 %b.data to double addrspace(1)*
	%46 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%47 = zext i32 %46 to i64
	%48 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%49 = zext i32 %48 to i64
	%50 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%51 = zext i32 %50 to i64
	%52 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%53 = zext i32 %52 to i64
	%54 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%alpha = load i64, i64 addrspace(1)* %54, align 8, !invariant.load !5
	%55 = bitcast i64 %alpha to double
	%56 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%57 = zext i32 %56 to i64
	%58 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%59 = zext i32 %58 to i64
	%60 = mul nuw nsw i64 %57, %59
	%61 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%62 = zext i32 %61 to i64
	%63 = add nuw nsw i64 %60, %62
	%64 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%65 = zext i32 %64 to i64
	%66 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%67 = zext i32 %66 to i64
	%68 = mul nuw nsw i64 %65, %67
	%69 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%70 = zext i32 %69 to i64
	%71 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%72 = zext i32 %71 to i64
	%73 = mul nuw nsw i64 %70, %72
	%74 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%75 = zext i32 %74 to i64
	%76 = add nuw nsw i64 %73, %75
	%77 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%78 = zext i32 %77 to i64
	%79 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%80 = zext i32 %79 to i64
	%81 = mul nuw nsw i64 %78, %80
	br label %start

start:
	%82 = icmp ne i64 %1, 0
	%83 = icmp ne i64 %3, 0
	%84 = or i1 %82, %83
	br i1 %84, label %idle, label %run

idle:
	ret void

run:
	%85 = icmp ule i64 %5, 16
	%86 = icmp ule i64 %7, 16
	%87 = and i1 %85, %86
	%88 = icmp eq i64 %9, 1
	%89 = and i1 %87, %88
	br i1 %89, label %tiled, label %untiled

tiled:
	%90 = mul nuw i64 %11, %5
	%91 = add nuw i64 %90, %13
	%92 = mul nuw i64 %5, %7
	%93 = icmp slt i64 0, %n
	%94 = sub i64 %n, 0
	%95 = select i1 %93, i64 %94, i64 0
	%96 = mul nuw i64 %16, %18
	%97 = mul nuw i64 %20, %22
	br label %i.pass.head

untiled:
	%98 = icmp slt i64 0, %n
	%99 = sub i64 %n, 0
	%100 = select i1 %98, i64 %99, i64 0
	br label %i.head

i.pass.head:
	%i.pass.base = phi i64 [ %96, %tiled ], [ %121, %j.pass.exit ]
	%101 = add nuw i64 %i.pass.base, %24
	%102 = icmp slt i64 %101, %95
	%103 = zext i1 %102 to i32
	%104 = call i32 @llvm.nvvm.barrier0.or(i32 %103)
	%105 = icmp ne i32 %104, 0
	br i1 %105, label %i.pass.body, label %i.pass.exit

i.pass.body:
	%106 = add nsw i64 0, %101
	store i64 %106, i64* %i.addr
	%107 = load i64, i64* %i.addr
	%108 = add nsw i64 %107, 1
	%109 = icmp slt i64 0, %108
	%110 = sub i64 %108, 0
	%111 = select i1 %109, i64 %110, i64 0
	%112 = select i1 %102, i64 %111, i64 0
	%113 = mul nuw i64 %26, %28
	%114 = mul nuw i64 %30, %32
	br label %j.pass.head

i.pass.exit:
	ret void

j.pass.head:
	%j.pass.base = phi i64 [ %113, %i.pass.body ], [ %271, %k.tiles.exit ]
	%115 = add nuw i64 %j.pass.base, %34
	%116 = icmp slt i64 %115, %112
	%117 = zext i1 %116 to i32
	%118 = call i32 @llvm.nvvm.barrier0.or(i32 %117)
	%119 = icmp ne i32 %118, 0
	br i1 %119, label %j.pass.body, label %j.pass.exit

j.pass.body:
	%120 = add nsw i64 0, %115
	store i64 %120, i64* %j.addr
	br i1 %116, label %tile.before, label %tile.before.end

j.pass.exit:
	%121 = add nuw i64 %i.pass.base, %97
	br label %i.pass.head

tile.before:
	%122 = load i64, i64* %i.addr
	%123 = load i64, i64* %j.addr
	%124 = mul nsw i64 %122, %c.shape1
	%125 = add nsw i64 %124, %123
	%126 = getelementptr inbounds double, double addrspace(1)* %c, i64 %125
	%127 = load double, double addrspace(1)* %126, align 8, !alias.scope !4
	%128 = fmul double %127, %38
	%129 = load i64, i64* %i.addr
	%130 = load i64, i64* %j.addr
	%131 = mul nsw i64 %129, %c.shape1
	%132 = add nsw i64 %131, %130
	%133 = getelementptr inbounds double, double addrspace(1)* %c, i64 %132
	store double %128, double addrspace(1)* %133, align 8, !alias.scope !4
	br label %tile.before.end

tile.before.end:
	%134 = icmp slt i64 0, %m
	%135 = sub i64 %m, 0
	%136 = select i1 %134, i64 %135, i64 0
	br label %k.tiles.head

k.tiles.head:
	%k.tiles.it = phi i64 [ 0, %tile.before.end ], [ %270, %k.tiles.latch ]
	%137 = icmp ult i64 %k.tiles.it, %136
	br i1 %137, label %k.tiles.body, label %k.tiles.exit

k.tiles.body:
	%138 = mul i64 16, %5
	br label %a.stage.head

a.stage.head:
	%a.stage.it = phi i64 [ %91, %k.tiles.body ], [ %160, %a.stage.latch ]
	%139 = icmp ult i64 %a.stage.it, %138
	br i1 %139, label %a.stage.body, label %a.stage.exit

a.stage.body:
	%140 = urem i64 %a.stage.it, 16
	%141 = udiv i64 %a.stage.it, 16
	%142 = add i64 %j.pass.base, %141
	%143 = add nsw i64 0, %142
	%144 = add i64 %k.tiles.it, %140
	%145 = add nsw i64 0, %144
	%146 = mul i64 %140, 17
	%147 = add i64 %146, %141
	%148 = getelementptr inbounds [272 x double], [272 x double] addrspace(3)* @tile.syr2k_l16.a.j, i64 0, i64 %147
	store double 0.0, double addrspace(3)* %148, align 8
	%149 = icmp sge i64 %143, 0
	%150 = icmp slt i64 %143, %a.shape0
	%151 = and i1 %149, %150
	%152 = icmp sge i64 %145, 0
	%153 = icmp slt i64 %145, %a.shape1
	%154 = and i1 %152, %153
	%155 = and i1 %151, %154
	br i1 %155, label %a.inside, label %a.inside.end

a.inside:
	%156 = mul i64 %143, %a.shape1
	%157 = add i64 %156, %145
	%158 = getelementptr inbounds double, double addrspace(1)* %a, i64 %157
	%159 = load double, double addrspace(1)* %158, align 8, !noalias !2, !invariant.load !5
	store double %159, double addrspace(3)* %148, align 8
	br label %a.inside.end

a.inside.end:
	br label %a.stage.latch

a.stage.latch:
	%160 = add nuw i64 %a.stage.it, %92
	br label %a.stage.head

a.stage.exit:
	%161 = mul i64 16, %7
	br label %b.stage.head

b.stage.head:
	%b.stage.it = phi i64 [ %91, %a.stage.exit ], [ %183, %b.stage.latch ]
	%162 = icmp ult i64 %b.stage.it, %161
	br i1 %162, label %b.stage.body, label %b.stage.exit

b.stage.body:
	%163 = urem i64 %b.stage.it, 16
	%164 = udiv i64 %b.stage.it, 16
	%165 = add i64 %i.pass.base, %164
	%166 = add nsw i64 0, %165
	%167 = add i64 %k.tiles.it, %163
	%168 = add nsw i64 0, %167
	%169 = mul i64 %163, 17
	%170 = add i64 %169, %164
	%171 = getelementptr inbounds [272 x double], [272 x double] addrspace(3)* @tile.syr2k_l16.b.i, i64 0, i64 %170
	store double 0.0, double addrspace(3)* %171, align 8
	%172 = icmp sge i64 %166, 0
	%173 = icmp slt i64 %166, %b.shape0
	%174 = and i1 %172, %173
	%175 = icmp sge i64 %168, 0
	%176 = icmp slt i64 %168, %b.shape1
	%177 = and i1 %175, %176
	%178 = and i1 %174, %177
	br i1 %178, label %b.inside, label %b.inside.end

b.inside:
	%179 = mul i64 %166, %b.shape1
	%180 = add i64 %179, %168
	%181 = getelementptr inbounds double, double addrspace(1)* %b, i64 %180
	%182 = load double, double addrspace(1)* %181, align 8, !noalias !3, !invariant.load !5
	store double %182, double addrspace(3)* %171, align 8
	br label %b.inside.end

b.inside.end:
	br label %b.stage.latch

b.stage.latch:
	%183 = add nuw i64 %b.stage.it, %92
	br label %b.stage.head

b.stage.exit:
	%184 = mul i64 16, %5
	br label %b.stage.head.1

b.stage.head.1:
	%b.stage.it.1 = phi i64 [ %91, %b.stage.exit ], [ %206, %b.stage.latch.1 ]
	%185 = icmp ult i64 %b.stage.it.1, %184
	br i1 %185, label %b.stage.body.1, label %b.stage.exit.1

b.stage.body.1:
	%186 = urem i64 %b.stage.it.1, 16
	%187 = udiv i64 %b.stage.it.1, 16
	%188 = add i64 %j.pass.base, %187
	%189 = add nsw i64 0, %188
	%190 = add i64 %k.tiles.it, %186
	%191 = add nsw i64 0, %190
	%192 = mul i64 %186, 17
	%193 = add i64 %192, %187
	%194 = getelementptr inbounds [272 x double], [272 x double] addrspace(3)* @tile.syr2k_l16.b.j, i64 0, i64 %193
	store double 0.0, double addrspace(3)* %194, align 8
	%195 = icmp sge i64 %189, 0
	%196 = icmp slt i64 %189, %b.shape0
	%197 = and i1 %195, %196
	%198 = icmp sge i64 %191, 0
	%199 = icmp slt i64 %191, %b.shape1
	%200 = and i1 %198, %199
	%201 = and i1 %197, %200
	br i1 %201, label %b.inside.1, label %b.inside.end.1

b.inside.1:
	%202 = mul i64 %189, %b.shape1
	%203 = add i64 %202, %191
	%204 = getelementptr inbounds double, double addrspace(1)* %b, i64 %203
	%205 = load double, double addrspace(1)* %204, align 8, !noalias !3, !invariant.load !5
	store double %205, double addrspace(3)* %194, align 8
	br label %b.inside.end.1

b.inside.end.1:
	br label %b.stage.latch.1

b.stage.latch.1:
	%206 = add nuw i64 %b.stage.it.1, %92
	br label %b.stage.head.1

b.stage.exit.1:
	%207 = mul i64 16, %7
	br label %a.stage.head.1

a.stage.head.1:
	%a.stage.it.1 = phi i64 [ %91, %b.stage.exit.1 ], [ %229, %a.stage.latch.1 ]
	%208 = icmp ult i64 %a.stage.it.1, %207
	br i1 %208, label %a.stage.body.1, label %a.stage.exit.1

a.stage.body.1:
	%209 = urem i64 %a.stage.it.1, 16
	%210 = udiv i64 %a.stage.it.1, 16
	%211 = add i64 %i.pass.base, %210
	%212 = add nsw i64 0, %211
	%213 = add i64 %k.tiles.it, %209
	%214 = add nsw i64 0, %213
	%215 = mul i64 %209, 17
	%216 = add i64 %215, %210
	%217 = getelementptr inbounds [272 x double], [272 x double] addrspace(3)* @tile.syr2k_l16.a.i, i64 0, i64 %216
	store double 0.0, double addrspace(3)* %217, align 8
	%218 = icmp sge i64 %212, 0
	%219 = icmp slt i64 %212, %a.shape0
	%220 = and i1 %218, %219
	%221 = icmp sge i64 %214, 0
	%222 = icmp slt i64 %214, %a.shape1
	%223 = and i1 %221, %222
	%224 = and i1 %220, %223
	br i1 %224, label %a.inside.1, label %a.inside.end.1

a.inside.1:
	%225 = mul i64 %212, %a.shape1
	%226 = add i64 %225, %214
	%227 = getelementptr inbounds double, double addrspace(1)* %a, i64 %226
	%228 = load double, double addrspace(1)* %227, align 8, !noalias !2, !invariant.load !5
	store double %228, double addrspace(3)* %217, align 8
	br label %a.inside.end.1

a.inside.end.1:
	br label %a.stage.latch.1

a.stage.latch.1:
	%229 = add nuw i64 %a.stage.it.1, %92
	br label %a.stage.head.1

a.stage.exit.1:
	call void @llvm.nvvm.barrier0()
	br i1 %116, label %tile.run, label %tile.run.end

tile.run:
	%230 = sub i64 %136, %k.tiles.it
	%231 = icmp slt i64 %230, 16
	%232 = select i1 %231, i64 %230, i64 16
	br label %k.in.head

k.in.head:
	%k.in.it = phi i64 [ 0, %tile.run ], [ %269, %k.in.latch ]
	%233 = icmp ult i64 %k.in.it, %232
	br i1 %233, label %k.in.body, label %k.in.exit

k.in.body:
	%234 = add i64 %k.tiles.it, %k.in.it
	%235 = add nsw i64 0, %234
	store i64 %235, i64* %k.addr
	%236 = mul i64 %k.in.it, 17
	%237 = add i64 %236, %47
	%238 = getelementptr inbounds [272 x double], [272 x double] addrspace(3)* @tile.syr2k_l16.a.j, i64 0, i64 %237
	%239 = load double, double addrspace(3)* %238, align 8
	%240 = mul i64 %k.in.it, 17
	%241 = add i64 %240, %49
	%242 = getelementptr inbounds [272 x double], [272 x double] addrspace(3)* @tile.syr2k_l16.b.i, i64 0, i64 %241
	%243 = load double, double addrspace(3)* %242, align 8
	%244 = mul i64 %k.in.it, 17
	%245 = add i64 %244, %51
	%246 = getelementptr inbounds [272 x double], [272 x double] addrspace(3)* @tile.syr2k_l16.b.j, i64 0, i64 %245
	%247 = load double, double addrspace(3)* %246, align 8
	%248 = mul i64 %k.in.it, 17
	%249 = add i64 %248, %53
	%250 = getelementptr inbounds [272 x double], [272 x double] addrspace(3)* @tile.syr2k_l16.a.i, i64 0, i64 %249
	%251 = load double, double addrspace(3)* %250, align 8
	%252 = load i64, i64* %i.addr
	%253 = load i64, i64* %j.addr
	%254 = mul nsw i64 %252, %c.shape1
	%255 = add nsw i64 %254, %253
	%256 = getelementptr inbounds double, double addrspace(1)* %c, i64 %255
	%257 = load double, double addrspace(1)* %256, align 8, !alias.scope !4
	%258 = fmul double %239, %55
	%259 = fmul double %258, %243
	%260 = fadd double %257, %259
	%261 = fmul double %247, %55
	%262 = fmul double %261, %251
	%263 = fadd double %260, %262
	%264 = load i64, i64* %i.addr
	%265 = load i64, i64* %j.addr
	%266 = mul nsw i64 %264, %c.shape1
	%267 = add nsw i64 %266, %265
	%268 = getelementptr inbounds double, double addrspace(1)* %c, i64 %267
	store double %263, double addrspace(1)* %268, align 8, !alias.scope !4
	br label %k.in.latch

k.in.latch:
	%269 = add nuw i64 %k.in.it, 1
	br label %k.in.head

k.in.exit:
	br label %tile.run.end

tile.run.end:
	call void @llvm.nvvm.barrier0()
	br label %k.tiles.latch

k.tiles.latch:
	%270 = add nuw i64 %k.tiles.it, 16
	br label %k.tiles.head

k.tiles.exit:
	%271 = add nuw i64 %j.pass.base, %114
	br label %j.pass.head

i.head:
	%i.it = phi i64 [ %63, %untiled ], [ %341, %i.latch ]
	%272 = icmp ult i64 %i.it, %100
	br i1 %272, label %i.body, label %i.exit

i.body:
	%273 = add nsw i64 0, %i.it
	store i64 %273, i64* %i.addr
	%274 = load i64, i64* %i.addr
	%275 = add nsw i64 %274, 1
	%276 = icmp slt i64 0, %275
	%277 = sub i64 %275, 0
	%278 = select i1 %276, i64 %277, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %76, %i.body ], [ %340, %j.latch ]
	%279 = icmp ult i64 %j.it, %278
	br i1 %279, label %j.body, label %j.exit

j.body:
	%280 = add nsw i64 0, %j.it
	store i64 %280, i64* %j.addr
	%281 = load i64, i64* %i.addr
	%282 = load i64, i64* %j.addr
	%283 = mul nsw i64 %281, %c.shape1
	%284 = add nsw i64 %283, %282
	%285 = getelementptr inbounds double, double addrspace(1)* %c, i64 %284
	%286 = load double, double addrspace(1)* %285, align 8, !alias.scope !4
	%287 = fmul double %286, %38
	%288 = load i64, i64* %i.addr
	%289 = load i64, i64* %j.addr
	%290 = mul nsw i64 %288, %c.shape1
	%291 = add nsw i64 %290, %289
	%292 = getelementptr inbounds double, double addrspace(1)* %c, i64 %291
	store double %287, double addrspace(1)* %292, align 8, !alias.scope !4
	%293 = icmp slt i64 0, %m
	%294 = sub i64 %m, 0
	%295 = select i1 %293, i64 %294, i64 0
	br label %k.head

k.head:
	%k.it = phi i64 [ 0, %j.body ], [ %339, %k.latch ]
	%296 = icmp ult i64 %k.it, %295
	br i1 %296, label %k.body, label %k.exit

k.body:
	%297 = add nsw i64 0, %k.it
	store i64 %297, i64* %k.addr
	%298 = load i64, i64* %i.addr
	%299 = load i64, i64* %j.addr
	%300 = mul nsw i64 %298, %c.shape1
	%301 = add nsw i64 %300, %299
	%302 = getelementptr inbounds double, double addrspace(1)* %c, i64 %301
	%303 = load double, double addrspace(1)* %302, align 8, !alias.scope !4
	%304 = load i64, i64* %j.addr
	%305 = load i64, i64* %k.addr
	%306 = mul nsw i64 %304, %a.shape1
	%307 = add nsw i64 %306, %305
	%308 = getelementptr inbounds double, double addrspace(1)* %a, i64 %307
	%309 = load double, double addrspace(1)* %308, align 8, !noalias !2, !invariant.load !5
	%310 = fmul double %309, %55
	%311 = load i64, i64* %i.addr
	%312 = load i64, i64* %k.addr
	%313 = mul nsw i64 %311, %b.shape1
	%314 = add nsw i64 %313, %312
	%315 = getelementptr inbounds double, double addrspace(1)* %b, i64 %314
	%316 = load double, double addrspace(1)* %315, align 8, !noalias !3, !invariant.load !5
	%317 = fmul double %310, %316
	%318 = fadd double %303, %317
	%319 = load i64, i64* %j.addr
	%320 = load i64, i64* %k.addr
	%321 = mul nsw i64 %319, %b.shape1
	%322 = add nsw i64 %321, %320
	%323 = getelementptr inbounds double, double addrspace(1)* %b, i64 %322
	%324 = load double, double addrspace(1)* %323, align 8, !noalias !3, !invariant.load !5
	%325 = fmul double %324, %55
	%326 = load i64, i64* %i.addr
	%327 = load i64, i64* %k.addr
	%328 = mul nsw i64 %326, %a.shape1
	%329 = add nsw i64 %328, %327
	%330 = getelementptr inbounds double, double addrspace(1)* %a, i64 %329
	%331 = load double, double addrspace(1)* %330, align 8, !noalias !2, !invariant.load !5
	%332 = fmul double %325, %331
	%333 = fadd double %318, %332
	%334 = load i64, i64* %i.addr
	%335 = load i64, i64* %j.addr
	%336 = mul nsw i64 %334, %c.shape1
	%337 = add nsw i64 %336, %335
	%338 = getelementptr inbounds double, double addrspace(1)* %c, i64 %337
	store double %333, double addrspace(1)* %338, align 8, !alias.scope !4
	br label %k.latch

k.latch:
	%339 = add nuw i64 %k.it, 1
	br label %k.head

k.exit:
	br label %j.latch

j.latch:
	%340 = add i64 %j.it, %81
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%341 = add i64 %i.it, %68
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

!nvvm.annotations = !{!6}

!0 = distinct !{!0, !"alpyna syr2k_l14"}
!1 = distinct !{!1, !0, !"c"}
!2 = !{!1}
!3 = !{!1}
!4 = !{!1}
!5 = !{}
!6 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @syr2k_l16, !"kernel", i32 1}
