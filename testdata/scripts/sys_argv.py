# args: 512 foo -3.5
# sys.argv holds the script name, then the script's own arguments as strings.
import sys

import numpy as np

print(len(sys.argv))
print(sys.argv[1:])
print(sys.argv[0].endswith("sys_argv.py"))
n = int(sys.argv[1])
label = sys.argv[2]
scale = float(sys.argv[3])
a = np.full(n, scale)
print(label, n, a.sum(), a.shape)
print(type(sys.argv[1]).__name__, sys.argv[1] == "512")
