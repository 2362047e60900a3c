# Plain Python outside loop nests: while, continue, functions, closures, lists, dicts, tuples, strings.
def fib(n):
    a, b = 0, 1
    while n > 0:
        a, b = b, a + b
        n -= 1
    return a


def counter():
    count = [0]

    def inc(step=1):
        count[0] += step
        return count[0]
    return inc


print([fib(k) for k in range(12)])
inc = counter()
inc()
inc(5)
print(inc())
odd = []
for k in range(10):
    if k % 2 == 0:
        continue
    odd.append(k * k)
print(odd, sum(odd), len(odd), odd[-1], odd[1:3])
d = {"a": 1, "b": 2}
d["c"] = d["a"] + d["b"]
print(sorted(d.items()), "c" in d, d.get("z", -1))
t = (1, 2.5, "x")
x, y, z = t
print(t, x, y, z, t[1:])
s = "alpyna"
print(s.upper(), s[::-1], s.replace("a", "A"), len(s), s + "!" * 3, ",".join(["1", "2"]))
words = "the quick brown fox".split()
print(words, max(words, key=len), [w[0] for w in words])
squares = {k: k * k for k in range(4)}
print(squares, list(zip(range(3), "abc")), list(enumerate("xy")))
total = 0
for i in range(3):
    for j in range(3):
        if j > i:
            break
        total += i * 10 + j
print(total)
print(isinstance(3, int), isinstance(2.0, float), type(None).__name__, None is None)
print(str(12) + "3", int("12") + 3, repr("q"), 3 * [0], [1, 2] + [3])
