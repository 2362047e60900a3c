# np.errstate: the settings apply inside the with block only, also when
# the block raises; nesting restores each level.
import numpy as np

a = np.array([1.0, 0.0])
print(np.geterr())
with np.errstate(divide="raise") as state:
    print(state)
    print(np.geterr())
    try:
        a / 0.0
    except FloatingPointError as e:
        print("FloatingPointError", e)
    with np.errstate(all="ignore"):
        print(np.geterr())
        print(a / 0.0)
    print(np.geterr())
print(np.geterr())
try:
    with np.errstate(invalid="raise"):
        np.sqrt(np.array([-1.0]))
except FloatingPointError as e:
    print("FloatingPointError", e)
print(np.geterr())
