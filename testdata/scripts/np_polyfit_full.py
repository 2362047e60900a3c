# np.polyfit with full=True (residuals, rank, singular values, rcond), w=
# weights and cov=True / cov='unscaled', and their errors. alpyna solves by QR
# where NumPy uses LAPACK's SVD: results agree to about 1e-14, printed
# rounded to 9 decimals.
import numpy as np

x = np.linspace(0, 3, 9)
y = 2 * x**2 - x + 0.1 * np.sin(7 * x)


def R(a):
    return np.round(a, 9)


r = np.polyfit(x, y, 2, full=True)
print(R(r[0]), R(r[1]), r[2], R(r[3]), r[4])
print(R(np.polyfit(x, y, 2, w=np.linspace(1, 2, 9))))
c, v = np.polyfit(x, y, 2, cov=True)
print(R(c), R(v))
yy = np.column_stack((y, y * 2))
print(np.polyfit(x, yy, 1, cov=True)[1].shape, R(np.polyfit(x, yy, 1, full=True)[1]))
c, v = np.polyfit(x, y, 1, cov='unscaled')
print(R(c), R(v))
print(np.polyfit(x, y, 2, full=True, rcond=1e-3)[2], R(np.polyfit(x, y, 2, rcond=1e-3)))
for f in [lambda: np.polyfit(x, y, 2, w=[1, 2]), lambda: np.polyfit(x, y, 2, w=np.ones((9, 1))),
          lambda: np.polyfit(x[:3], y[:3], 2, cov=True)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
