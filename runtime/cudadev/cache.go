package cudadev

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// PTX is cached on disk, beside the cpu backend's shared objects, because
// compiling it (nvcc, or llc with libdevice) takes about a third of a
// second per module, paid in every process otherwise: on an H100 that was
// most of a benchmark's GPU time (docs/gpu.md).
//
// A cache file is the PTX followed by one trailer line holding the
// SHA-256 of its key and the PTX, so a truncated or edited file, or
// another entry copied over it, is seen and compiled again rather than
// loaded. The key hashes everything the PTX
// depends on: the cache format, the target, the compiler (its path, size
// and modification time, so an upgraded toolkit recompiles) and the
// compiler's input (the CUDA C or the linked IR).

// ptxFormat changes whenever what goes into the PTX changes other than
// through the compiler's input (flags, the trailer's format).
const ptxFormat = "alpyna-ptx-1"

const trailerPrefix = "// alpyna ptx sha256 "

// cacheKey is the file name, without extension, of the PTX that tool
// makes from input for target sm.
func cacheKey(sm, tool, input string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00", ptxFormat, sm, tool)
	h.Write([]byte(input))
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// cachedPTX returns the PTX cached under key in dir, and whether a valid
// entry was found; an entry whose trailer does not match its text is
// treated as missing.
func cachedPTX(dir, key string) (string, bool) {
	if dir == "" {
		return "", false
	}
	b, err := os.ReadFile(filepath.Join(dir, key+".ptx"))
	if err != nil {
		return "", false
	}
	i := bytes.LastIndex(b, []byte("\n"+trailerPrefix))
	if i < 0 {
		return "", false
	}
	ptx, trailer := string(b[:i+1]), strings.TrimSpace(string(b[i+1+len(trailerPrefix):]))
	if trailer != entrySum(key, ptx) {
		return "", false
	}
	return ptx, true
}

// storePTX writes ptx under key in dir, through a temporary file renamed
// into place, so that a concurrent process never reads half an entry. A
// failure to write only costs the next process a compile, so it is not an
// error.
func storePTX(dir, key, ptx string) {
	if dir == "" {
		return
	}
	if !strings.HasSuffix(ptx, "\n") {
		ptx += "\n"
	}
	if os.MkdirAll(dir, 0o755) != nil {
		return
	}
	f, err := os.CreateTemp(dir, "ptx-*.tmp")
	if err != nil {
		return
	}
	_, werr := f.WriteString(ptx + trailerPrefix + entrySum(key, ptx) + "\n")
	cerr := f.Close()
	if werr != nil || cerr != nil || os.Rename(f.Name(), filepath.Join(dir, key+".ptx")) != nil {
		os.Remove(f.Name())
	}
}

// entrySum is the trailer's checksum of an entry.
func entrySum(key, ptx string) string {
	sum := sha256.Sum256([]byte(key + "\x00" + ptx))
	return hex.EncodeToString(sum[:])
}
