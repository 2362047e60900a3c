# Port of CFDPython's "Array Operations with NumPy" (lessons/06_Array_Operations_with_NumPy.ipynb
# of github.com/barbagroup/CFDPython, (c) Lorena A. Barba, Gilbert F. Forsyth, code BSD-3):
# its first example, u[i] - u[i-1] over an int array, printed from inside the loop and then
# computed as one slice expression; each is a @alpyna.jit function. The lesson's 2-D
# convection codes (loops and slices) are the same as Step 5's: cfd_step5.py.
import numpy

import alpyna


@alpyna.jit
def differences_loop(u):
    for i in range(1, len(u)):
        print(u[i] - u[i-1])


@alpyna.jit
def differences_slices(u):
    return u[1:] - u[0:-1]


u = numpy.array((0, 1, 2, 3, 4, 5))

differences_loop(u)
print(differences_slices(u))
v = numpy.arange(12) ** 2
differences_loop(v)
print(differences_slices(v))
