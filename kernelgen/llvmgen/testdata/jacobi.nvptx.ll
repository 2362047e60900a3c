; alpyna module jacobi_l15
source_filename = "benchmarks/jacobi.py"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@halo.jacobi_l18.a = internal addrspace(3) global [342 x double] undef, align 8

define void @jacobi_l18(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
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
	%n = load i64, i64 addrspace(1)* %14, align 8, !invariant.load !7
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
	%35 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 3
	%a.shape0 = load i64, i64 addrspace(1)* %35, align 8, !invariant.load !7
	%36 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %36, align 8, !invariant.load !7
	%37 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %37, align 8, !invariant.load !7
	%a = inttoptr i64 %a.data to double addrspace(1)*
	%38 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.shape1 = load i64, i64 addrspace(1)* %38, align 8, !invariant.load !7
	%39 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%b.data = load i64, i64 addrspace(1)* %39, align 8, !invariant.load !7
	%b = inttoptr i64 %b.data to double addrspace(1)*
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
	%j.pass.base = phi i64 [ %98, %i.pass.body ], [ %186, %halo.active.end ]
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
	%a.origin0 = add i64 %106, -1
	%107 = add nsw i64 1, %j.pass.base
	%a.origin1 = add i64 %107, -1
	%108 = add i64 %7, 2
	%109 = add i64 %5, 2
	%110 = mul i64 %108, %109
	br label %a.stage.head

j.pass.exit:
	%111 = add nuw i64 %i.pass.base, %82
	br label %i.pass.head

a.stage.head:
	%a.stage.it = phi i64 [ %75, %j.pass.body ], [ %131, %a.stage.latch ]
	%112 = icmp ult i64 %a.stage.it, %110
	br i1 %112, label %a.stage.body, label %a.stage.exit

a.stage.body:
	%113 = udiv i64 %a.stage.it, %109
	%114 = urem i64 %a.stage.it, %109
	%115 = add i64 %a.origin0, %113
	%116 = add i64 %a.origin1, %114
	%117 = mul i64 %113, 19
	%118 = add i64 %117, %114
	%119 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.jacobi_l18.a, i64 0, i64 %118
	store double 0.0, double addrspace(3)* %119, align 8
	%120 = icmp sge i64 %115, 0
	%121 = icmp slt i64 %115, %a.shape0
	%122 = and i1 %120, %121
	%123 = icmp sge i64 %116, 0
	%124 = icmp slt i64 %116, %a.shape1
	%125 = and i1 %123, %124
	%126 = and i1 %122, %125
	br i1 %126, label %a.inside, label %a.inside.end

a.inside:
	%127 = mul i64 %115, %a.shape1
	%128 = add i64 %127, %116
	%129 = getelementptr inbounds double, double addrspace(1)* %a, i64 %128
	%130 = load double, double addrspace(1)* %129, align 8, !alias.scope !3, !noalias !4
	store double %130, double addrspace(3)* %119, align 8
	br label %a.inside.end

a.inside.end:
	br label %a.stage.latch

a.stage.latch:
	%131 = add nuw i64 %a.stage.it, %76
	br label %a.stage.head

a.stage.exit:
	call void @llvm.nvvm.barrier0()
	br i1 %101, label %halo.active, label %halo.active.end

halo.active:
	%132 = load i64, i64* %i.addr
	%133 = sub i64 %132, %a.origin0
	%134 = load i64, i64* %j.addr
	%135 = sub i64 %134, %a.origin1
	%136 = mul i64 %133, 19
	%137 = add i64 %136, %135
	%138 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.jacobi_l18.a, i64 0, i64 %137
	%139 = load double, double addrspace(3)* %138, align 8
	%140 = load i64, i64* %i.addr
	%141 = sub nsw i64 %140, 1
	%142 = sub i64 %141, %a.origin0
	%143 = load i64, i64* %j.addr
	%144 = sub i64 %143, %a.origin1
	%145 = mul i64 %142, 19
	%146 = add i64 %145, %144
	%147 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.jacobi_l18.a, i64 0, i64 %146
	%148 = load double, double addrspace(3)* %147, align 8
	%149 = load i64, i64* %i.addr
	%150 = add nsw i64 %149, 1
	%151 = sub i64 %150, %a.origin0
	%152 = load i64, i64* %j.addr
	%153 = sub i64 %152, %a.origin1
	%154 = mul i64 %151, 19
	%155 = add i64 %154, %153
	%156 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.jacobi_l18.a, i64 0, i64 %155
	%157 = load double, double addrspace(3)* %156, align 8
	%158 = load i64, i64* %i.addr
	%159 = sub i64 %158, %a.origin0
	%160 = load i64, i64* %j.addr
	%161 = sub nsw i64 %160, 1
	%162 = sub i64 %161, %a.origin1
	%163 = mul i64 %159, 19
	%164 = add i64 %163, %162
	%165 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.jacobi_l18.a, i64 0, i64 %164
	%166 = load double, double addrspace(3)* %165, align 8
	%167 = load i64, i64* %i.addr
	%168 = sub i64 %167, %a.origin0
	%169 = load i64, i64* %j.addr
	%170 = add nsw i64 %169, 1
	%171 = sub i64 %170, %a.origin1
	%172 = mul i64 %168, 19
	%173 = add i64 %172, %171
	%174 = getelementptr inbounds [342 x double], [342 x double] addrspace(3)* @halo.jacobi_l18.a, i64 0, i64 %173
	%175 = load double, double addrspace(3)* %174, align 8
	%176 = fadd double %139, %148
	%177 = fadd double %176, %157
	%178 = fadd double %177, %166
	%179 = fadd double %178, %175
	%180 = fmul double 0x3FC999999999999A, %179
	%181 = load i64, i64* %i.addr
	%182 = load i64, i64* %j.addr
	%183 = mul nsw i64 %181, %b.shape1
	%184 = add nsw i64 %183, %182
	%185 = getelementptr inbounds double, double addrspace(1)* %b, i64 %184
	store double %180, double addrspace(1)* %185, align 8, !alias.scope !5, !noalias !6
	br label %halo.active.end

halo.active.end:
	%186 = add nuw i64 %j.pass.base, %99
	br label %j.pass.head

i.head:
	%i.it = phi i64 [ %47, %untiled ], [ %240, %i.latch ]
	%187 = icmp ult i64 %i.it, %86
	br i1 %187, label %i.body, label %i.exit

i.body:
	%188 = add nsw i64 1, %i.it
	store i64 %188, i64* %i.addr
	%189 = sub nsw i64 %n, 1
	%190 = icmp slt i64 1, %189
	%191 = sub i64 %189, 1
	%192 = select i1 %190, i64 %191, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %60, %i.body ], [ %239, %j.latch ]
	%193 = icmp ult i64 %j.it, %192
	br i1 %193, label %j.body, label %j.exit

j.body:
	%194 = add nsw i64 1, %j.it
	store i64 %194, i64* %j.addr
	%195 = load i64, i64* %i.addr
	%196 = load i64, i64* %j.addr
	%197 = mul nsw i64 %195, %a.shape1
	%198 = add nsw i64 %197, %196
	%199 = getelementptr inbounds double, double addrspace(1)* %a, i64 %198
	%200 = load double, double addrspace(1)* %199, align 8, !alias.scope !3, !noalias !4
	%201 = load i64, i64* %i.addr
	%202 = sub nsw i64 %201, 1
	%203 = load i64, i64* %j.addr
	%204 = mul nsw i64 %202, %a.shape1
	%205 = add nsw i64 %204, %203
	%206 = getelementptr inbounds double, double addrspace(1)* %a, i64 %205
	%207 = load double, double addrspace(1)* %206, align 8, !alias.scope !3, !noalias !4
	%208 = fadd double %200, %207
	%209 = load i64, i64* %i.addr
	%210 = add nsw i64 %209, 1
	%211 = load i64, i64* %j.addr
	%212 = mul nsw i64 %210, %a.shape1
	%213 = add nsw i64 %212, %211
	%214 = getelementptr inbounds double, double addrspace(1)* %a, i64 %213
	%215 = load double, double addrspace(1)* %214, align 8, !alias.scope !3, !noalias !4
	%216 = fadd double %208, %215
	%217 = load i64, i64* %i.addr
	%218 = load i64, i64* %j.addr
	%219 = sub nsw i64 %218, 1
	%220 = mul nsw i64 %217, %a.shape1
	%221 = add nsw i64 %220, %219
	%222 = getelementptr inbounds double, double addrspace(1)* %a, i64 %221
	%223 = load double, double addrspace(1)* %222, align 8, !alias.scope !3, !noalias !4
	%224 = fadd double %216, %223
	%225 = load i64, i64* %i.addr
	%226 = load i64, i64* %j.addr
	%227 = add nsw i64 %226, 1
	%228 = mul nsw i64 %225, %a.shape1
	%229 = add nsw i64 %228, %227
	%230 = getelementptr inbounds double, double addrspace(1)* %a, i64 %229
	%231 = load double, double addrspace(1)* %230, align 8, !alias.scope !3, !noalias !4
	%232 = fadd double %224, %231
	%233 = fmul double 0x3FC999999999999A, %232
	%234 = load i64, i64* %i.addr
	%235 = load i64, i64* %j.addr
	%236 = mul nsw i64 %234, %b.shape1
	%237 = add nsw i64 %236, %235
	%238 = getelementptr inbounds double, double addrspace(1)* %b, i64 %237
	store double %233, double addrspace(1)* %238, align 8, !alias.scope !5, !noalias !6
	br label %j.latch

j.latch:
	%239 = add i64 %j.it, %65
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%240 = add i64 %i.it, %52
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

define void @jacobi_l21(i64 addrspace(1)* noalias nocapture readonly %args, i64 addrspace(1)* noalias nocapture %out, i64 addrspace(1)* noalias nocapture %status) nounwind {
entry:
	%i.addr = alloca i64
	store i64 0, i64* %i.addr
	%j.addr = alloca i64
	store i64 0, i64* %j.addr
	%0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
	%1 = zext i32 %0 to i64
	%2 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
	%3 = zext i32 %2 to i64
	%4 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 0
	%n = load i64, i64 addrspace(1)* %4, align 8, !invariant.load !7
	%5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
	%6 = zext i32 %5 to i64
	%7 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%8 = zext i32 %7 to i64
	%9 = mul nuw nsw i64 %6, %8
	%10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
	%11 = zext i32 %10 to i64
	%12 = add nuw nsw i64 %9, %11
	%13 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
	%14 = zext i32 %13 to i64
	%15 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
	%16 = zext i32 %15 to i64
	%17 = mul nuw nsw i64 %14, %16
	%18 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
	%19 = zext i32 %18 to i64
	%20 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%21 = zext i32 %20 to i64
	%22 = mul nuw nsw i64 %19, %21
	%23 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
	%24 = zext i32 %23 to i64
	%25 = add nuw nsw i64 %22, %24
	%26 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
	%27 = zext i32 %26 to i64
	%28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
	%29 = zext i32 %28 to i64
	%30 = mul nuw nsw i64 %27, %29
	%31 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 7
	%b.shape1 = load i64, i64 addrspace(1)* %31, align 8, !invariant.load !7
	%32 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 5
	%b.data = load i64, i64 addrspace(1)* %32, align 8, !invariant.load !7
	%b = inttoptr i64 %b.data to double addrspace(1)*
	%33 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 4
	%a.shape1 = load i64, i64 addrspace(1)* %33, align 8, !invariant.load !7
	%34 = getelementptr inbounds i64, i64 addrspace(1)* %args, i64 2
	%a.data = load i64, i64 addrspace(1)* %34, align 8, !invariant.load !7
	%a = inttoptr i64 %a.data to double addrspace(1)*
	br label %start

start:
	%35 = icmp ne i64 %1, 0
	%36 = icmp ne i64 %3, 0
	%37 = or i1 %35, %36
	br i1 %37, label %idle, label %run

idle:
	ret void

run:
	%38 = sub nsw i64 %n, 1
	%39 = icmp slt i64 1, %38
	%40 = sub i64 %38, 1
	%41 = select i1 %39, i64 %40, i64 0
	br label %i.head

i.head:
	%i.it = phi i64 [ %12, %run ], [ %62, %i.latch ]
	%42 = icmp ult i64 %i.it, %41
	br i1 %42, label %i.body, label %i.exit

i.body:
	%43 = add nsw i64 1, %i.it
	store i64 %43, i64* %i.addr
	%44 = sub nsw i64 %n, 1
	%45 = icmp slt i64 1, %44
	%46 = sub i64 %44, 1
	%47 = select i1 %45, i64 %46, i64 0
	br label %j.head

j.head:
	%j.it = phi i64 [ %25, %i.body ], [ %61, %j.latch ]
	%48 = icmp ult i64 %j.it, %47
	br i1 %48, label %j.body, label %j.exit

j.body:
	%49 = add nsw i64 1, %j.it
	store i64 %49, i64* %j.addr
	%50 = load i64, i64* %i.addr
	%51 = load i64, i64* %j.addr
	%52 = mul nsw i64 %50, %b.shape1
	%53 = add nsw i64 %52, %51
	%54 = getelementptr inbounds double, double addrspace(1)* %b, i64 %53
	%55 = load double, double addrspace(1)* %54, align 8, !alias.scope !5, !noalias !6
	%56 = load i64, i64* %i.addr
	%57 = load i64, i64* %j.addr
	%58 = mul nsw i64 %56, %a.shape1
	%59 = add nsw i64 %58, %57
	%60 = getelementptr inbounds double, double addrspace(1)* %a, i64 %59
	store double %55, double addrspace(1)* %60, align 8, !alias.scope !3, !noalias !4
	br label %j.latch

j.latch:
	%61 = add i64 %j.it, %30
	br label %j.head

j.exit:
	br label %i.latch

i.latch:
	%62 = add i64 %i.it, %17
	br label %i.head

i.exit:
	ret void
}

!nvvm.annotations = !{!8, !9}

!0 = distinct !{!0, !"alpyna jacobi_l15"}
!1 = distinct !{!1, !0, !"a"}
!2 = distinct !{!2, !0, !"b"}
!3 = !{!1}
!4 = !{!2}
!5 = !{!2}
!6 = !{!1}
!7 = !{}
!8 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @jacobi_l18, !"kernel", i32 1}
!9 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i64 addrspace(1)*)* @jacobi_l21, !"kernel", i32 1}
