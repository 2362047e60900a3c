package cpu

import (
	goruntime "runtime"
	"sync"

	"golang.org/x/sys/unix"
)

// rdtscpAux executes RDTSCP and returns its auxiliary value, which Linux
// sets on each core to the core's number (the node number above bit 12).
func rdtscpAux() uint32

// cpuid executes CPUID.
func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)

var (
	rdtscpOnce sync.Once
	rdtscpOK   bool
)

// currentCPU is the core the calling thread runs on, or -1 where the OS
// does not say. It is a hint: the thread may move right after. RDTSCP
// answers in a few nanoseconds where the getcpu system call takes a few
// hundred; it is used where the processor has it and it named the right
// core when checked (rdtscpAgrees).
func currentCPU() int {
	rdtscpOnce.Do(func() { rdtscpOK = rdtscpAgrees() })
	if rdtscpOK {
		return int(rdtscpAux() & 0xfff)
	}
	return sysCPU()
}

// rdtscpAgrees reports whether the processor has RDTSCP and its answer is
// the core's number: on a thread pinned in turn to two of the process's
// cores where it may pin itself (a hypervisor that leaves the auxiliary
// value 0 everywhere would agree on core 0 alone), else between two
// getcpu system calls that agree (the thread did not move in between).
func rdtscpAgrees() bool {
	if maxExt, _, _, _ := cpuid(0x80000000, 0); maxExt < 0x80000001 {
		return false
	}
	if _, _, _, edx := cpuid(0x80000001, 0); edx&(1<<27) == 0 {
		return false
	}
	goruntime.LockOSThread()
	defer goruntime.UnlockOSThread()
	var all unix.CPUSet
	if unix.SchedGetaffinity(0, &all) == nil && all.Count() > 1 {
		defer func() { _ = unix.SchedSetaffinity(0, &all) }()
		checked := 0
		for c := 0; c < 1024 && checked < 2; c++ {
			if !all.IsSet(c) {
				continue
			}
			var one unix.CPUSet
			one.Set(c)
			if unix.SchedSetaffinity(0, &one) != nil {
				break
			}
			if int(rdtscpAux()&0xfff) != c {
				return false
			}
			checked++
		}
		if checked == 2 {
			return true
		}
	}
	for range 10 {
		before := sysCPU()
		aux := int(rdtscpAux() & 0xfff)
		if after := sysCPU(); before == after && before >= 0 {
			return aux == before
		}
	}
	return false
}
