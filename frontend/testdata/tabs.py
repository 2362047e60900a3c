import numpy as np
import alpyna


@alpyna.jit
def tabbed(a, b, n):
	for i in range(n):
		if b[i] > 0:
			a[i] = (b)[i] * 2
		elif b[i] < 0:
			a[i] = -b[i]


if __name__ == "__main__":
	a = np.zeros(3)
	tabbed(a, np.array([1.0, -2.0, 0.0]), 3)
	print(a)
