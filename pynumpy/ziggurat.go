package pynumpy

import "github.com/go-python/gpython/stdlib/math/libm"

// This file is NumPy 1.24's ziggurat samplers of Generator
// (numpy/random/src/distributions/distributions.c, BSD-3-Clause), over the
// tables of ziggurat_tables.go: standard normals on 256 layers and
// standard exponentials on 256 layers, in float64 from 64-bit draws and in
// float32 from 32-bit draws. The tails and the wedges draw uniforms and
// call log1p and exp (log1pf and expf in float32) as the C code does,
// glibc's through cgo (libm, libmf_cgo.go), so that every value, and the
// number of draws each value uses, is NumPy's.
//
// Products that NumPy rounds before adding are written float64(a*b) + c
// (float32 alike): Go may otherwise fuse them into one FMA.

// Where the ziggurats' base layers end, and its inverse, as NumPy spells
// them; the float32 samplers round the same decimals to float32.
const (
	zigNormR    = 3.6541528853610087963519472518
	zigNormInvR = 0.27366123732975827203338247596
	zigExpR     = 7.6971174701310497140446280481
)

// float32 is NumPy's next_float: the top 24 bits of a 32-bit draw over
// 2**24.
func (p *pcg64) float32() float32 {
	return float32(p.next32()>>8) * (1.0 / 16777216.0)
}

// standardNormal is random_standard_normal: a 64-bit draw gives the layer
// (8 bits), the sign (1 bit) and a 52-bit abscissa; 99.3% of draws land
// inside their layer's rectangle and return at once.
func (p *pcg64) standardNormal() float64 {
	for {
		r := p.next64()
		idx := r & 0xff
		r >>= 8
		rabs := (r >> 1) & 0x000fffffffffffff
		x := float64(rabs) * zigWI64[idx]
		if r&1 != 0 {
			x = -x
		}
		if rabs < zigKI64[idx] {
			return x
		}
		if idx == 0 { // the tail beyond zigNormR, by Marsaglia's exponential method
			for {
				xx := -zigNormInvR * libm.Log1p(-p.double())
				yy := -libm.Log1p(-p.double())
				if yy+yy > xx*xx {
					if (rabs>>8)&1 != 0 {
						return -(zigNormR + xx)
					}
					return zigNormR + xx
				}
			}
		}
		if float64((zigFI64[idx-1]-zigFI64[idx])*p.double())+zigFI64[idx] < libm.Exp(-0.5*x*x) {
			return x
		}
	}
}

// standardNormal32 is random_standard_normal_f: a 32-bit draw gives the
// layer (8 bits), the sign (1 bit) and a 23-bit abscissa. The wedge test
// compares with exp in double precision, as the C code's -0.5*x*x is.
func (p *pcg64) standardNormal32() float32 {
	for {
		r := p.next32()
		idx := r & 0xff
		rabs := (r >> 9) & 0x0007fffff
		x := float32(rabs) * zigWI32[idx]
		if (r>>8)&1 != 0 {
			x = -x
		}
		if rabs < zigKI32[idx] {
			return x
		}
		if idx == 0 {
			for {
				xx := -float32(zigNormInvR) * log1pf(-p.float32())
				yy := -log1pf(-p.float32())
				if yy+yy > float32(xx*xx) {
					if (rabs>>8)&1 != 0 {
						return -(float32(zigNormR) + xx)
					}
					return float32(zigNormR) + xx
				}
			}
		}
		xd := float64(x)
		if float64(float32((zigFI32[idx-1]-zigFI32[idx])*p.float32())+zigFI32[idx]) < libm.Exp(-0.5*xd*xd) {
			return x
		}
	}
}

// standardExponential is random_standard_exponential_zig: a 64-bit draw
// less its low 3 bits gives the layer (8 bits) and a 53-bit abscissa.
func (p *pcg64) standardExponential() float64 {
	for {
		ri := p.next64() >> 3
		idx := ri & 0xff
		ri >>= 8
		x := float64(ri) * zigWE64[idx]
		if ri < zigKE64[idx] {
			return x
		}
		if idx == 0 { // the tail beyond zigExpR is the exponential again, shifted
			return zigExpR - libm.Log1p(-p.double())
		}
		if float64((zigFE64[idx-1]-zigFE64[idx])*p.double())+zigFE64[idx] < libm.Exp(-x) {
			return x
		}
	}
}

// standardExponential32 is random_standard_exponential_zig_f: a 32-bit
// draw less its low bit gives the layer (8 bits) and a 23-bit abscissa.
func (p *pcg64) standardExponential32() float32 {
	for {
		ri := p.next32() >> 1
		idx := ri & 0xff
		ri >>= 8
		x := float32(ri) * zigWE32[idx]
		if ri < zigKE32[idx] {
			return x
		}
		if idx == 0 {
			return float32(zigExpR) - log1pf(-p.float32())
		}
		if float32((zigFE32[idx-1]-zigFE32[idx])*p.float32())+zigFE32[idx] < expf(-x) {
			return x
		}
	}
}
