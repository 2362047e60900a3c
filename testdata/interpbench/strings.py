# String building: concatenation, f-strings, str(), join and split.
import time


def main():
    parts = []
    s = ""
    for i in range(400000):
        parts.append(f"{i}:{i * 2}")
        s += str(i % 10)
    joined = ",".join(parts)
    fields = joined.split(",")
    total = 0
    for f in fields:
        total += len(f)
    return total + len(s)


start = time.process_time()
result = main()
elapsed = time.process_time() - start
print("checksum", result)
print("seconds", elapsed)
