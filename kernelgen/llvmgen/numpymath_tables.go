package llvmgen

// The tables numpymath.go's helpers read: NumPy's SVML and glibc tables
// from package numpytables, which package ndarray's ports read too.
// TestRunNumPyMath checks every entry through the helpers' results.

import "github.com/alpyna/alpyna/internal/numpytables"

var (
	svmlExpTab16      = numpytables.SVMLExpTab16
	svmlExpHATab      = numpytables.SVMLExpHATab
	svmlLogRcpSteps   = numpytables.SVMLLogRcpSteps
	svmlLogTab        = numpytables.SVMLLogTab
	svmlTwoOverPiBits = numpytables.SVMLTwoOverPiBits
	glibcInvPio4      = numpytables.GlibcInvPio4
	svmlSinTab        = numpytables.SVMLSinTab
)
