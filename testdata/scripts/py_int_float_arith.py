# Python int and float arithmetic: // and % floor toward -inf, true division, **, big ints, mixing.
print(7 // 2, -7 // 2, 7 // -2, -7 // -2)
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
print(7 / 2, -7 / 2, 6 / 3, 1 / 3, type(6 / 3).__name__)
print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2, 7.5 % -2)
print(2 ** 10, 2 ** -1, (-2) ** 3, 2.0 ** 3, 4 ** 0.5, (-8) ** 2)
print(2 ** 100, 3 ** 40 * 7, -(2 ** 70) // 3, (2 ** 64) % 1000007)
print(10 ** 20 + 1, type(10 ** 20).__name__)
print(1 + 2.0, 3 * 1.5, 1 - True, True + True, 0.1 + 0.2)
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5))
print(abs(-3), abs(-3.5), min(3, 1, 2), max(2.5, 1), min(-1, -1.5))
print(int(3.9), int(-3.9), int("42"), float(3), float("2.5"), int(True))
print(round(2.5), round(3.5), round(2.675, 2), round(-0.5))
print(1e308 * 10, -1e308 * 10, 5e-324 / 2)
print(0.1 * 3, 1.1 * 1.1, 1 / 7, 2 / 3 * 3)
print(100000000000000000.0, 1e16, 1e15, 123456789.123456789, 1e-5, 0.0001)
x = 10
x //= 3
y = -10
y %= 3
z = 2
z **= 5
w = 7
w /= 2
print(x, y, z, w)
print(7 == 7.0, 1 < 2 < 3, 3 > 2 > 2, not 0, 0 or 5, 3 and 4)
print(5 if 3 > 2 else 6, -3 // 1, -0.0, 0.0 == -0.0)
