# Sieve of Eratosthenes over a list of booleans, at module level.
import time

n = 2000000
start = time.process_time()
flags = [True] * (n + 1)
flags[0] = flags[1] = False
i = 2
while i * i <= n:
    if flags[i]:
        for k in range(i * i, n + 1, i):
            flags[k] = False
    i += 1
count = 0
for f in flags:
    if f:
        count += 1
elapsed = time.process_time() - start
print("checksum", count)
print("seconds", elapsed)
