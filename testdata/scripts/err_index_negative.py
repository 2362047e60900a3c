# A negative index beyond -size raises IndexError with the negative index in the message.
import numpy as np

a = np.arange(5)
print(a[-5])
print(a[-6])
