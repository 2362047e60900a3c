package alpyna_test

import (
	"fmt"
	"os"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/ndarray"
)

// A session runs cells one after another in one namespace, as a notebook
// does. Arrays passed in by name share their buffer with the script.
func ExampleSession() {
	s, err := alpyna.NewSession(alpyna.Options{Stdout: os.Stdout})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()

	x, _ := ndarray.New(ndarray.Float32, []int{4})
	s.Set("x", x)
	s.Set("scale", 0.5)
	s.Exec(`
import alpyna

@alpyna.jit
def fill(a, c):
    for i in range(a.size):
        a[i] = i * c
`)
	s.Exec("fill(x, scale)\nprint(x)\ntotal = float(x.sum())")

	total, _ := s.Get("total")
	fmt.Println(total, x.Float32s())
	// Output:
	// [0.  0.5 1.  1.5]
	// 3 [0 0.5 1 1.5]
}

// RunFile runs a script as `alpyna run --backend=interp` does; a Python
// exception comes back as an *alpyna.Exception with its traceback.
func ExampleRun() {
	err := alpyna.Run("import numpy as np\na = np.zeros(3)\na[3] = 1.0\n", "demo.py", alpyna.Options{Stdout: os.Stdout})
	if exc, ok := err.(*alpyna.Exception); ok {
		fmt.Print(exc.Traceback())
	}
	fmt.Println("exit status", alpyna.ExitStatus(err))
	// Output:
	// Traceback (most recent call last):
	//   File "demo.py", line 3, in <module>
	//     a[3] = 1.0
	// IndexError: index 3 is out of bounds for axis 0 with size 3
	// exit status 1
}
