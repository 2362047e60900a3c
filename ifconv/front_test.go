package ifconv

import (
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/nest"
)

// parseNests returns the nests of every jit function of src, as the front
// end builds them.
func parseNests(filename string, src []byte) ([]*nest.Nest, error) {
	mod, err := frontend.ParseSource(filename, src)
	if err != nil {
		return nil, err
	}
	var out []*nest.Nest
	for _, f := range mod.Funcs {
		out = append(out, f.Nests...)
	}
	return out, nil
}
