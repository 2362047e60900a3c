; Test kernels for package cuda. kernels.ptx is generated from this file:
;
;   llc-14 -O2 -march=nvptx64 -mcpu=sm_50 -mattr=+ptx60 kernels.ll -o kernels.ptx
;
; Every loop is a grid-stride loop with 64-bit indices, as gridcalc's
; kernels are, so the kernels are correct for any launch geometry.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()

; add_one adds 1 to a[0..n) along x.
define void @add_one(i64* %a, i64 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ctaid64 = zext i32 %ctaid to i64
  %ntid64 = zext i32 %ntid to i64
  %tid64 = zext i32 %tid to i64
  %nctaid64 = zext i32 %nctaid to i64
  %base = mul i64 %ctaid64, %ntid64
  %start = add i64 %base, %tid64
  %stride = mul i64 %nctaid64, %ntid64
  br label %cond

cond:
  %i = phi i64 [ %start, %entry ], [ %next, %body ]
  %in = icmp slt i64 %i, %n
  br i1 %in, label %body, label %exit

body:
  %p = getelementptr inbounds i64, i64* %a, i64 %i
  %v = load i64, i64* %p
  %v1 = add i64 %v, 1
  store i64 %v1, i64* %p
  %next = add i64 %i, %stride
  br label %cond

exit:
  ret void
}

; add_one_3d adds 1 to every element of the nz×ny×nx array a, with x, y, z
; on the thread axes x, y, z.
define void @add_one_3d(i64* %a, i64 %nx, i64 %ny, i64 %nz) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %bdx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bdy = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %bdz = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %gdx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %gdy = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %gdz = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %tx64 = zext i32 %tx to i64
  %ty64 = zext i32 %ty to i64
  %tz64 = zext i32 %tz to i64
  %bdx64 = zext i32 %bdx to i64
  %bdy64 = zext i32 %bdy to i64
  %bdz64 = zext i32 %bdz to i64
  %bx64 = zext i32 %bx to i64
  %by64 = zext i32 %by to i64
  %bz64 = zext i32 %bz to i64
  %gdx64 = zext i32 %gdx to i64
  %gdy64 = zext i32 %gdy to i64
  %gdz64 = zext i32 %gdz to i64
  %x0a = mul i64 %bx64, %bdx64
  %x0 = add i64 %x0a, %tx64
  %y0a = mul i64 %by64, %bdy64
  %y0 = add i64 %y0a, %ty64
  %z0a = mul i64 %bz64, %bdz64
  %z0 = add i64 %z0a, %tz64
  %sx = mul i64 %gdx64, %bdx64
  %sy = mul i64 %gdy64, %bdy64
  %sz = mul i64 %gdz64, %bdz64
  br label %zcond

zcond:
  %z = phi i64 [ %z0, %entry ], [ %znext, %ydone ]
  %zin = icmp slt i64 %z, %nz
  br i1 %zin, label %ystart, label %exit

ystart:
  br label %ycond

ycond:
  %y = phi i64 [ %y0, %ystart ], [ %ynext, %xdone ]
  %yin = icmp slt i64 %y, %ny
  br i1 %yin, label %xstart, label %ydone

xstart:
  %zy = mul i64 %z, %ny
  %zyy = add i64 %zy, %y
  %row = mul i64 %zyy, %nx
  br label %xcond

xcond:
  %x = phi i64 [ %x0, %xstart ], [ %xnext, %xbody ]
  %xin = icmp slt i64 %x, %nx
  br i1 %xin, label %xbody, label %xdone

xbody:
  %idx = add i64 %row, %x
  %p = getelementptr inbounds i64, i64* %a, i64 %idx
  %v = load i64, i64* %p
  %v1 = add i64 %v, 1
  store i64 %v1, i64* %p
  %xnext = add i64 %x, %sx
  br label %xcond

xdone:
  %ynext = add i64 %y, %sy
  br label %ycond

ydone:
  %znext = add i64 %z, %sz
  br label %zcond

exit:
  ret void
}

; store_args writes its scalar arguments to out[0..5), each widened to 64
; bits (floats by their bits), so a test can check how they were passed.
define void @store_args(i64* %out, i64 %a, i32 %b, double %c, float %d, i32 %e) {
entry:
  %p0 = getelementptr inbounds i64, i64* %out, i64 0
  store i64 %a, i64* %p0
  %b64 = sext i32 %b to i64
  %p1 = getelementptr inbounds i64, i64* %out, i64 1
  store i64 %b64, i64* %p1
  %cbits = bitcast double %c to i64
  %p2 = getelementptr inbounds i64, i64* %out, i64 2
  store i64 %cbits, i64* %p2
  %dbits = bitcast float %d to i32
  %d64 = zext i32 %dbits to i64
  %p3 = getelementptr inbounds i64, i64* %out, i64 3
  store i64 %d64, i64* %p3
  %e64 = sext i32 %e to i64
  %p4 = getelementptr inbounds i64, i64* %out, i64 4
  store i64 %e64, i64* %p4
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{void (i64*, i64)* @add_one, !"kernel", i32 1}
!1 = !{void (i64*, i64, i64, i64)* @add_one_3d, !"kernel", i32 1}
!2 = !{void (i64*, i64, i32, double, float, i32)* @store_args, !"kernel", i32 1}
