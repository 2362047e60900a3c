package bench

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseChecksum(t *testing.T) {
	got, err := ParseChecksum("warming up\nchecksum 1.129483e+03 3.391196e+04\nchecksums 5\n  checksum 3075\n")
	want := Checksum{{"1.129483e+03", "3.391196e+04"}, {"3075"}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("ParseChecksum = %q, %v; want %q", got, err, want)
	}
	if s := got.String(); s != "1.129483e+03 3.391196e+04 | 3075" {
		t.Errorf("String() = %q", s)
	}
	if _, err := ParseChecksum("Traceback (most recent call last):\n"); err == nil || err.Error() != "no checksum line in the output" {
		t.Errorf("no checksum line: %v", err)
	}
}

func TestCompare(t *testing.T) {
	tests := []struct {
		got, want string
		err       string // "" when equal
	}{
		{"checksum 9.198000e+04", "checksum 9.198000e+04", ""},
		{"checksum 1.0000000001e+00", "checksum 1e+00", ""}, // 1e-10 relative: a reordered sum
		{"checksum 1.000001e+00", "checksum 1.000000e+00", "value 1 of checksum line 1 is 1.000001e+00, want 1.000000e+00"},
		{"checksum 0.0", "checksum 0", ""},
		{"checksum 1e-300", "checksum 0.0", "is 1e-300, want 0.0"},
		{"checksum 3075", "checksum 3075.0", ""},
		{"checksum 3075", "checksum 3076", "is 3075, want 3076"},
		{"checksum 9007199254740993", "checksum 9007199254740992", "want 9007199254740992"}, // exact, not within 1e-9
		{"checksum nan", "checksum nan", ""},
		{"checksum nan", "checksum 1.0", "is nan"},
		{"checksum inf", "checksum inf", ""},
		{"checksum inf", "checksum -inf", "is inf"},
		{"checksum 1.0 2.0", "checksum 1.0", "has 2 values, want 1"},
		{"checksum 1\nchecksum 2", "checksum 1", "2 checksum lines, want 1"},
		{"checksum True", "checksum False", "is True, want False"},
	}
	for _, tt := range tests {
		got, _ := ParseChecksum(tt.got)
		want, _ := ParseChecksum(tt.want)
		err := Compare(got, want)
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("Compare(%q, %q) = %v, want equal", tt.got, tt.want, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("Compare(%q, %q) = %v, want %q", tt.got, tt.want, err, tt.err)
		}
	}
}
