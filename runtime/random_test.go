package runtime

import (
	"crypto/sha256"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// seededState is mt19937_seed's state for a 32-bit seed (np.random.seed).
func seededState(seed uint32) RandomState {
	s := make(RandomState, kernel.RandomStateWords)
	for i := range kernel.RandomKeyWords {
		s[i] = int64(seed)
		seed = 1812433253*(seed^(seed>>30)) + uint32(i) + 1
	}
	s[kernel.RandomPos] = kernel.RandomKeyWords
	return s
}

// The draws of the Go executors are NumPy 1.24's legacy RandomState's:
// 700 draws of five kinds in turn after np.random.seed(12345), as CPython
// printed them (rand, randn, exponential(2.0), randint(-3, 10**12),
// randint(0, 7); their repr joined by spaces, and its SHA-256).
func TestRandomStateDrawsNumPys(t *testing.T) {
	s := seededState(12345)
	var out []string
	for k := range 700 {
		var text string
		switch k % 5 {
		case 0:
			v, _ := s.Draw(kernel.RandUniform, 0, 1, 0, 0)
			text = strconv.FormatFloat(v, 'g', -1, 64)
		case 1:
			v, _ := s.Draw(kernel.RandNormal, 0, 1, 0, 0)
			text = strconv.FormatFloat(v, 'g', -1, 64)
		case 2:
			v, _ := s.Draw(kernel.RandExponential, 2, 0, 0, 0)
			text = strconv.FormatFloat(v, 'g', -1, 64)
		case 3:
			_, v := s.Draw(kernel.RandInt, 0, 0, -3, 1_000_000_000_000)
			text = strconv.FormatInt(v, 10)
		case 4:
			_, v := s.Draw(kernel.RandInt, 0, 0, 0, 7)
			text = strconv.FormatInt(v, 10)
		}
		out = append(out, text)
	}
	if got, want := strings.Join(out[:10], " "), "0.9296160928171479 -0.9678381828411187 0.4577204169954957 436076954143 5 "+
		"0.9563099813797661 -0.5622566484317844 1.2395195109375818 613101885542 3"; got != want {
		t.Errorf("first ten draws:\n got %s\nwant %s", got, want)
	}
	sum := fmt.Sprintf("%x", sha256.Sum256([]byte(strings.Join(out, " "))))
	if want := "c344ddddf90e60df0829dae727484b4c53641c311e6b69cde807f0dbacff4c4d"; sum != want {
		t.Errorf("the 700 draws' digest is %s, want %s (last five %v)", sum, want, out[695:])
	}
}
