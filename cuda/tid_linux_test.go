package cuda

import "syscall"

// gettid returns the calling OS thread's id, so the fake driver can check
// that context calls arrive on the thread the context is current on.
func gettid() int { return syscall.Gettid() }
