// This file reads and compares the checksum lines the scripts print.

package bench

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// RelTol is the relative tolerance within which two floating-point checksum
// values are equal. A parallel reduction may add in another order than the
// interpreter, which changes a sum in its last bits, far below this.
const RelTol = 1e-9

// A Checksum is what a run printed on its checksum lines: the fields after
// the word "checksum" of every line that starts with it, line by line.
type Checksum [][]string

// String returns the checksum as the script printed it, lines joined by
// " | ".
func (c Checksum) String() string {
	lines := make([]string, len(c))
	for i, fields := range c {
		lines[i] = strings.Join(fields, " ")
	}
	return strings.Join(lines, " | ")
}

// ParseChecksum returns the checksum lines of a run's standard output. It is
// an error for the output to have none: every benchmark prints one, and a
// script that ends early prints none.
func ParseChecksum(stdout string) (Checksum, error) {
	var c Checksum
	for _, line := range strings.Split(stdout, "\n") {
		fields := strings.Fields(line)
		if len(fields) > 0 && fields[0] == "checksum" {
			c = append(c, fields[1:])
		}
	}
	if len(c) == 0 {
		return nil, errors.New("no checksum line in the output")
	}
	return c, nil
}

// Compare returns nil when got and want are the same checksum, and
// otherwise an error saying where they differ. Values that both parse as
// integers must be equal; values that are floating-point numbers must
// agree within RelTol (relative to the larger magnitude; infinities and NaN
// must match exactly); anything else must be the same text.
func Compare(got, want Checksum) error {
	if len(got) != len(want) {
		return fmt.Errorf("%d checksum lines, want %d", len(got), len(want))
	}
	for i := range got {
		if len(got[i]) != len(want[i]) {
			return fmt.Errorf("checksum line %d has %d values, want %d", i+1, len(got[i]), len(want[i]))
		}
		for j := range got[i] {
			if !sameValue(got[i][j], want[i][j]) {
				return fmt.Errorf("value %d of checksum line %d is %s, want %s", j+1, i+1, got[i][j], want[i][j])
			}
		}
	}
	return nil
}

func sameValue(a, b string) bool {
	if a == b {
		return true
	}
	if x, err := strconv.ParseInt(a, 10, 64); err == nil {
		if y, err := strconv.ParseInt(b, 10, 64); err == nil {
			return x == y
		}
	}
	x, errX := strconv.ParseFloat(a, 64)
	y, errY := strconv.ParseFloat(b, 64)
	if errX != nil || errY != nil {
		return false
	}
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return math.IsNaN(x) && math.IsNaN(y)
	case math.IsInf(x, 0) || math.IsInf(y, 0):
		return x == y
	}
	return math.Abs(x-y) <= RelTol*math.Max(math.Abs(x), math.Abs(y))
}
