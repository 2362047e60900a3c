package ndarray_test

import (
	"fmt"

	"github.com/alpyna/alpyna/ndarray"
)

func Example() {
	a, _ := ndarray.New(ndarray.Float32, []int{2, 3})
	for i := range a.Float32s() {
		a.SetFlat(i, ndarray.MakeInt(ndarray.Int64, int64(i)))
	}
	// a / 3, where 3 is a Python int: the result stays float32.
	third := ndarray.Operand{Scalar: ndarray.MakeInt(ndarray.Int64, 3), Python: true}
	r, _ := ndarray.Binary(ndarray.TrueDiv, ndarray.Operand{Array: a}, third)
	fmt.Println(r.Array)
	fmt.Println(r.Array.Repr())
	fmt.Println(r.Array.Sum())
	// Output:
	// [[0.         0.33333334 0.6666667 ]
	//  [1.         1.3333334  1.6666666 ]]
	// array([[0.        , 0.33333334, 0.6666667 ],
	//        [1.        , 1.3333334 , 1.6666666 ]], dtype=float32)
	// 5.0
}
