// This file summarises repeated measurements.

package bench

import (
	"slices"
)

// A Stat summarises one quantity, in seconds, over the timed runs of a
// benchmark, size and backend. N is 0 when the quantity was not measured
// (a backend whose report has no phase times, say); then the other fields
// are 0 and mean nothing.
type Stat struct {
	Median, Min, Max float64
	N                int
}

// Summarize returns the median, minimum and maximum of xs. The median of an
// even number of values is the mean of the middle two.
func Summarize(xs []float64) Stat {
	if len(xs) == 0 {
		return Stat{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	med := s[n/2]
	if n%2 == 0 {
		med = (s[n/2-1] + s[n/2]) / 2
	}
	return Stat{Median: med, Min: s[0], Max: s[n-1], N: n}
}
