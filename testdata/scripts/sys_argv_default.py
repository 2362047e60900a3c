# With no arguments sys.argv has only the script name and a size falls back to its default.
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
print(len(sys.argv), n)
