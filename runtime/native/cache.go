package native

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// The kernel cache does not trust its files. An entry is two files in the
// cache folder: KEY.so, the shared object, and KEY.sum, one line in
// sha256sum's format ("SHA256  KEY.so", so `sha256sum -c KEY.sum` checks
// it by hand) holding the SHA-256 of the object and the key it was built
// for. Build checks both whenever it finds an entry; one whose checksum
// file is missing, malformed or names another key, or whose object does
// not hash to it (truncated, or another entry's object copied over it), is
// treated as missing and rebuilt, and the rebuild is reported once
// (Toolchain.TakeNotes). The PTX cache of runtime/cudadev keeps the same
// rule with a trailer in the file itself; a shared object cannot carry
// one.
//
// A new entry is compiled in a build-* folder of the cache and renamed
// into place, checksum file first: a process that looks in between sees a
// checksum without its object, which is only missing, never damaged; the
// tools run on relative names, so two builds of one key give the same
// bytes and either checksum fits either object. Build folders and
// temporary files of interrupted builds are removed by the first build of
// a process once they are older than staleAge, which no running build
// reaches; entries unused for trimAge are removed too (trim).

// tempPrefix names the folders of uncached builds, made in os.TempDir
// when the cache cannot be written.
const tempPrefix = "alpyna-kernels-"

// staleAge is how old a build folder must be before a build removes it as
// a leftover: an hour, or four steps' time where the timeout is longer
// (a folder's time changes as each step writes its output).
func staleAge(timeout time.Duration) time.Duration {
	if timeout <= 0 {
		return 24 * time.Hour
	}
	return max(time.Hour, 4*timeout)
}

// sumLine is the checksum file of an object with the given SHA-256.
func sumLine(key, sum string) string {
	return sum + "  " + key + ".so\n"
}

// parseSum reads a checksum file: the object's SHA-256 and its key.
func parseSum(b []byte) (key, sum string, ok bool) {
	line, rest, found := strings.Cut(string(b), "\n")
	if !found || rest != "" {
		return "", "", false
	}
	sum, name, found := strings.Cut(line, "  ")
	key, isSO := strings.CutSuffix(name, ".so")
	if !found || !isSO || !isHex(sum, 64) || !isHex(key, 32) {
		return "", "", false
	}
	return key, sum, true
}

func isHex(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for _, c := range s {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// fileSHA is the SHA-256 of a file, in hex.
func fileSHA(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// checkEntry reports whether dir holds a sound entry for key; where it
// does not, damage says what is wrong with the one it holds ("" where it
// holds none).
func checkEntry(dir, key string) (ok bool, damage string) {
	so := filepath.Join(dir, key+".so")
	st, err := os.Stat(so)
	if errors.Is(err, fs.ErrNotExist) {
		// Missing, or a concurrent build has placed the checksum but
		// not yet the object.
		return false, ""
	}
	if err != nil {
		return false, fmt.Sprintf("its object cannot be read: %v", err)
	}
	if !st.Mode().IsRegular() {
		return false, "its object is not a regular file"
	}
	b, err := os.ReadFile(filepath.Join(dir, key+".sum"))
	if errors.Is(err, fs.ErrNotExist) {
		return false, "no checksum file " + key + ".sum"
	}
	if err != nil {
		return false, fmt.Sprintf("its checksum file cannot be read: %v", err)
	}
	sumKey, sum, parsed := parseSum(b)
	if !parsed {
		return false, "its checksum file is malformed"
	}
	if sumKey != key {
		return false, "its checksum file is entry " + sumKey + "'s"
	}
	got, err := fileSHA(so)
	if err != nil {
		return false, fmt.Sprintf("its object cannot be read: %v", err)
	}
	if got != sum {
		return false, fmt.Sprintf("its object, %d bytes, does not match its checksum: truncated, or another object copied over it", st.Size())
	}
	markUsed(so, st.ModTime(), time.Now())
	return true, ""
}

// startBuild makes dir if need be, removes the leftovers of interrupted
// builds from it and the entries no run has used for trimAge (once per
// process and folder: a folder of many entries takes a while to list),
// and returns a new build folder in it; an error means dir cannot be
// written.
func startBuild(dir string, stale time.Duration) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	if _, done := swept.LoadOrStore(filepath.Clean(dir), true); !done {
		sweep(dir, "build-", true, stale)
		trim(dir, time.Now())
	}
	return os.MkdirTemp(dir, "build-")
}

// swept holds the folders this process has swept.
var swept sync.Map

// The cache is bounded as Go's build cache is: an entry is used when a
// build finds it (its object's time is set to now when it is more than
// usedGranularity old, so that a run does not write the disk at every
// hit), and at most once per trimInterval a build removes the entries
// unused for trimAge, writing the time it did so in trimFile.
const (
	trimAge         = 5 * 24 * time.Hour
	trimInterval    = 24 * time.Hour
	usedGranularity = time.Hour
	trimFile        = "trim.txt"
)

// markUsed records that the entry whose object is so was used at now.
func markUsed(so string, mod, now time.Time) {
	if now.Sub(mod) > usedGranularity {
		os.Chtimes(so, now, now) // a failure only makes the entry look older
	}
}

// trim removes from dir the entries (KEY.so and KEY.sum) whose object was
// last used more than trimAge before now, unless dir was trimmed less
// than trimInterval ago. Failures are ignored: the next trim tries again.
func trim(dir string, now time.Time) {
	mark := filepath.Join(dir, trimFile)
	if b, err := os.ReadFile(mark); err == nil {
		var last int64
		if _, err := fmt.Sscan(string(b), &last); err == nil && now.Sub(time.Unix(last, 0)) < trimInterval {
			return
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	cutoff := now.Add(-trimAge)
	for _, e := range entries {
		key, isObject := strings.CutSuffix(e.Name(), ".so")
		if !isObject || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && info.ModTime().Before(cutoff) {
			os.Remove(filepath.Join(dir, key+".sum"))
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
	os.WriteFile(mark, []byte(fmt.Sprintf("%d\n", now.Unix())), 0o644)
}

// sweep removes the folders named prefix* in dir, and with tmpFiles the
// files named *.tmp (a PTX cache entry being written: runtime/cudadev
// shares the folder), that were last changed more than age ago. Failures
// are ignored: the next build tries again.
func sweep(dir, prefix string, tmpFiles bool, age time.Duration) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	cutoff := time.Now().Add(-age)
	for _, e := range entries {
		name := e.Name()
		switch {
		case e.IsDir() && strings.HasPrefix(name, prefix):
		case tmpFiles && e.Type().IsRegular() && strings.HasSuffix(name, ".tmp"):
		default:
			continue
		}
		if info, err := e.Info(); err == nil && info.ModTime().Before(cutoff) {
			os.RemoveAll(filepath.Join(dir, name))
		}
	}
}

// placeEntry writes the checksum of the object so, built in the folder
// work of dir, and renames both into place as key's entry.
func placeEntry(work, so, dir, key string) error {
	sum, err := fileSHA(so)
	if err != nil {
		return err
	}
	tmp := filepath.Join(work, "k.sum")
	if err := os.WriteFile(tmp, []byte(sumLine(key, sum)), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, filepath.Join(dir, key+".sum")); err != nil {
		return err
	}
	return os.Rename(so, filepath.Join(dir, key+".so"))
}

// Objects built outside the cache, by path, and the temporary folders that
// hold them: Open removes a folder once it has loaded its object (the
// mapping outlives the file).
var (
	uncachedMu sync.Mutex
	uncached   = map[string]string{}
)

func keepUntilOpen(path, folder string) {
	uncachedMu.Lock()
	defer uncachedMu.Unlock()
	uncached[path] = folder
}

// loadedUncached removes the temporary folder of path, if it has one.
func loadedUncached(path string) {
	uncachedMu.Lock()
	folder, ok := uncached[path]
	delete(uncached, path)
	uncachedMu.Unlock()
	if ok {
		os.RemoveAll(folder)
	}
}
