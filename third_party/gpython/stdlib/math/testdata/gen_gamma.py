# Writes gamma.txt: math.gamma and math.lgamma of CPython 3.11 for many
# arguments, one line each: x, gamma(x), lgamma(x) as float.hex() or the
# exception's class name. Run with /usr/bin/python3 (CPython 3.11).
import math
import random

rng = random.Random(20261128)
xs = [0.0, -0.0, 1.0, 2.0, 3.0, 0.5, -0.5, 1.5, -1.5, 1e-20, -1e-20, 1e-300,
      -1e-300, 5e-324, 1e-310, 171.0, 171.6, 171.7, 172.0, 200.0, 200.5, -200.5,
      -201.0, 1e308, -1e308, 23.0, 24.0, 22.5, 140.0, 139.9, 140.1, -140.1,
      5.524680040776729, 5.52468004077673, 5.0, 4.999999999999999, 2.5e-16,
      float('inf'), float('-inf'), float('nan'), -1.0, -2.0, -100.0, 1e17,
      2.0 ** 52 + 0.5, 4503599627370497.0, -4503599627370495.5]
for i in range(1, 30):
    xs += [float(i), i + 0.5, -i + 0.5, -i - 1e-9, -i + 1e-9, i * 1.000001]
for _ in range(1500):
    xs.append(rng.uniform(-200, 200))
for _ in range(600):
    xs.append(rng.uniform(0, 10))
for _ in range(300):
    xs.append(rng.uniform(-10, 0))
for _ in range(300):
    xs.append(math.exp(rng.uniform(-700, 700)) * rng.choice((1, -1)))
for _ in range(200):
    xs.append(rng.uniform(1e-21, 1e-5) * rng.choice((1, -1)))


def value(f, x):
    try:
        return f(x).hex()
    except (ValueError, OverflowError) as e:
        return type(e).__name__


with open('gamma.txt', 'w') as out:
    for x in xs:
        out.write('%s %s %s\n' % (x.hex(), value(math.gamma, x), value(math.lgamma, x)))
