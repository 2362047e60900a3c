package bench

import "testing"

func TestSummarize(t *testing.T) {
	tests := []struct {
		xs   []float64
		want Stat
	}{
		{nil, Stat{}},
		{[]float64{0.5}, Stat{Median: 0.5, Min: 0.5, Max: 0.5, N: 1}},
		{[]float64{3, 1, 2}, Stat{Median: 2, Min: 1, Max: 3, N: 3}},
		{[]float64{4, 1, 3, 2}, Stat{Median: 2.5, Min: 1, Max: 4, N: 4}},
		{[]float64{0.2, 0.1}, Stat{Median: 0.15000000000000002, Min: 0.1, Max: 0.2, N: 2}},
		{[]float64{5, 5, 1, 9, 5}, Stat{Median: 5, Min: 1, Max: 9, N: 5}},
	}
	for _, tt := range tests {
		in := append([]float64(nil), tt.xs...)
		if got := Summarize(tt.xs); got != tt.want {
			t.Errorf("Summarize(%v) = %+v, want %+v", in, got, tt.want)
		}
		for i := range in {
			if in[i] != tt.xs[i] {
				t.Errorf("Summarize reordered its argument: %v", tt.xs)
			}
		}
	}
}
