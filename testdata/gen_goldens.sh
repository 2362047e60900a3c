#!/bin/bash
# gen_goldens.sh regenerates the golden outputs of the end-to-end scripts and the examples
# by running them under the reference implementation, CPython 3.11 with NumPy 1.24.
#
# Usage: testdata/gen_goldens.sh [--check] [NAME.py ...]
#
# With no names it does every testdata/scripts/*.py (except helper modules, whose names start
# with "_") and every examples/*.py. --check compares instead of writing and exits 1 when a
# golden is stale. See testdata/scripts/README.md for the conventions.
set -euo pipefail

REFERENCE=${ALPYNA_REFERENCE_PYTHON:-/usr/bin/python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

if ! "$REFERENCE" -c 'import numpy' 2>/dev/null; then
	echo "gen_goldens.sh: $REFERENCE cannot import numpy; the goldens must come from CPython 3.11 with NumPy 1.24 (apt-get install python3-numpy)" >&2
	exit 1
fi
if ! "$REFERENCE" -c 'import sys, numpy; sys.exit(not (sys.version_info[:2] == (3, 11) and numpy.__version__.startswith("1.24.")))'; then
	echo "gen_goldens.sh: $REFERENCE is Python $("$REFERENCE" -c 'import sys, numpy; print(sys.version.split()[0], "with NumPy", numpy.__version__)'); the goldens must come from CPython 3.11 with NumPy 1.24" >&2
	exit 1
fi

exec "$REFERENCE" "$here/gen_goldens.py" "$@"
