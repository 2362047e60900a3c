//go:build !amd64

package cpu

// currentCPU is the core the calling thread runs on, or -1 where the OS
// does not say. It is a hint: the thread may move right after.
func currentCPU() int { return sysCPU() }
