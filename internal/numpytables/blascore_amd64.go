package numpytables

import "golang.org/x/sys/cpu"

// cpuid executes the CPUID instruction (blascore_amd64.s).
func cpuid(leaf, sub uint32) (a, b, c, d uint32)

// detectBLASDot is the ddot kernel OpenBLAS 0.3.21's DYNAMIC_ARCH
// dispatch (driver/others/dynamic.c, get_coretype) picks on this CPU:
// SkylakeX for the AVX-512 Intel models it knows and AMD Zen with
// AVX-512, Haswell for the AVX2 Intel models it knows and AMD Zen
// without, Prescott (its fallback) otherwise, and for the CPUs whose
// kernels (Sandybridge, Nehalem and older) are not modelled.
func detectBLASDot() string {
	_, b, c, d := cpuid(0, 0)
	vendor := string([]byte{byte(b), byte(b >> 8), byte(b >> 16), byte(b >> 24),
		byte(d), byte(d >> 8), byte(d >> 16), byte(d >> 24),
		byte(c), byte(c >> 8), byte(c >> 16), byte(c >> 24)})
	eax, _, _, _ := cpuid(1, 0)
	family := (eax >> 8) & 0xf
	model := (eax>>4)&0xf | (eax>>12)&0xf0
	exfamily := (eax >> 20) & 0xff
	avx512 := cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512CD
	avx2 := cpu.X86.HasAVX2 && cpu.X86.HasFMA
	switch vendor {
	case "AuthenticAMD", "HygonGenuine":
		if family == 0xf && (exfamily == 8 || exfamily == 0xa) { // Zen 1 to 4
			switch {
			case avx512:
				return "skylakex"
			case avx2:
				return "haswell"
			}
		}
	case "GenuineIntel":
		if family != 6 {
			break
		}
		switch model {
		case 0x55, 0x66, 0x6a, 0x6c, 0x7d, 0x7e, 0x8c, 0x8d, 0x8f, 0xa7:
			// Skylake-X, Cascade and Cooper Lake; Cannon Lake, Ice
			// Lake, Tiger Lake, Sapphire Rapids, Rocket Lake.
			switch {
			case avx512:
				return "skylakex"
			case avx2:
				return "haswell"
			}
		case 0x3c, 0x3f, 0x45, 0x46, 0x3d, 0x47, 0x4f, 0x56, 0x4e, 0x5e, 0x8e, 0x9e, 0xa5, 0xa6, 0x97, 0x9a:
			// Haswell, Broadwell, Skylake, Kaby and Coffee Lake,
			// Comet Lake, Alder Lake.
			if avx2 {
				return "haswell"
			}
		}
	}
	return "prescott"
}
