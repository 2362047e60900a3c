package kexec

// OmitBarrier makes RunLockstepTiled leave out the n-th barrier of each
// tile (1: after staging, 2: before restaging), for the tests of the
// shared-memory checker.
func OmitBarrier(t *Tiling, n int) { t.omit = n }
