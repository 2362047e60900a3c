"""Drives alpyna's Jupyter kernel with Jupyter's own client libraries.

The Go tests of package jupyter run this with /usr/bin/python3 after
installing the kernelspec under a temporary prefix (JUPYTER_PATH points
there). It prints one JSON object on stdout with what the kernel answered;
the Go tests make the assertions.

    driver.py session            the requests of a notebook session, an
                                 interrupt, a wrong signature and a restart
    driver.py vanish             start a kernel, print its pid, exit without
                                 shutting it down
    driver.py notebook IN.ipynb  execute a notebook with nbclient and print
                                 its output cells
"""

import json
import os
import sys
import time

from jupyter_client.manager import KernelManager

TIMEOUT = 120


def collect(kc, msg_id):
    """Returns the iopub messages of one request, up to its idle status."""
    out = []
    while True:
        msg = kc.get_iopub_msg(timeout=TIMEOUT)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        kind = msg["msg_type"]
        if kind == "status":
            if msg["content"]["execution_state"] == "idle":
                return out
            continue
        out.append({"type": kind, "content": msg["content"]})


def execute(kc, code):
    """Runs code and returns its reply and its iopub messages."""
    msg_id = kc.execute(code)
    reply = kc.get_shell_msg(timeout=TIMEOUT)
    assert reply["parent_header"]["msg_id"] == msg_id
    return {"code": code, "reply": reply["content"], "iopub": collect(kc, msg_id)}


def start():
    km = KernelManager(kernel_name="alpyna")
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=TIMEOUT)
    return km, kc


def session():
    result = {}
    km, kc = start()

    kc.kernel_info()
    result["kernel_info"] = kc.get_shell_msg(timeout=TIMEOUT)["content"]

    cells = [
        "print('hello')\nx = 6 * 7\nx",
        "import numpy as np\nnp.arange(6).reshape(2, 3)",
        "x;",
        "import alpyna\n\n@alpyna.jit\ndef smooth(a, b, n):\n"
        "    \"\"\"Averages neighbours.\"\"\"\n"
        "    for i in range(1, n - 1):\n"
        "        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0\n",
        "a = np.arange(10.0)\nb = np.zeros(10)\nsmooth(a, b, 10)\nb",
        "%report off\nsmooth(a, b, 10)",
        "%report on",
        "def f(v):\n    return v[5]\n\nf([1, 2])",
        "for",
        "alpyna.show_plan(smooth)",
        "import time\nprint('start')\nt0 = time.time()\nwhile time.time() - t0 < 0.5:\n    pass\nprint('end')",
    ]
    result["cells"] = [execute(kc, c) for c in cells]

    def request(name, **kw):
        msg_id = getattr(kc, name)(**kw)
        reply = kc.get_shell_msg(timeout=TIMEOUT)
        assert reply["parent_header"]["msg_id"] == msg_id
        return reply["content"]

    result["user_expressions"] = request(
        "execute", code="ue = 41", user_expressions={"plus": "ue + 1", "bad": "ue / 0"})["user_expressions"]
    result["complete"] = request("complete", code="np.ze", cursor_pos=5)
    result["complete_global"] = request("complete", code="smo", cursor_pos=3)
    result["is_complete"] = {
        code: request("is_complete", code=code)
        for code in ["x = 1", "for i in range(3):", "for i in range(3):\n    print(i)", "x = (1,", "1 +* 2"]
    }
    result["inspect"] = request("inspect", code="smooth(a, b, 10)", cursor_pos=2)

    # An endless loop, interrupted.
    msg_id = kc.execute("n = 0\nwhile True:\n    n += 1\n")
    time.sleep(1.0)
    km.interrupt_kernel()
    reply = kc.get_shell_msg(timeout=TIMEOUT)
    result["interrupt"] = {"reply": reply["content"], "iopub": collect(kc, msg_id)}
    result["after_interrupt"] = execute(kc, "n > 0, x")

    # input() asks the client on the stdin channel.
    msg_id = kc.execute("print('before')\nname = input('who? ')\nprint('hi', name)", allow_stdin=True)
    request_msg = kc.get_stdin_msg(timeout=TIMEOUT)
    kc.input("alpyna")
    reply = kc.get_shell_msg(timeout=TIMEOUT)
    result["input"] = {"request": request_msg["content"], "reply": reply["content"], "iopub": collect(kc, msg_id)}

    # A message signed with the wrong key is dropped; the kernel goes on.
    good_key = kc.session.key
    kc.session.key = b"not-the-key"
    kc.kernel_info()
    kc.session.key = good_key
    try:
        kc.get_shell_msg(timeout=2)
        result["wrong_signature_answered"] = True
    except Exception:
        result["wrong_signature_answered"] = False
    result["after_wrong_signature"] = execute(kc, "x + 1")

    km.restart_kernel(now=False)
    kc.wait_for_ready(timeout=TIMEOUT)
    result["after_restart"] = [execute(kc, "x"), execute(kc, "1 + 1")]

    kc.stop_channels()
    km.shutdown_kernel(now=False)
    result["alive_after_shutdown"] = km.is_alive()
    print(json.dumps(result, indent=1))


def vanish():
    km, kc = start()
    kc.execute("y = 1")
    kc.get_shell_msg(timeout=TIMEOUT)
    print(json.dumps({"pid": km.provisioner.process.pid}), flush=True)
    os._exit(0)


def notebook(path):
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, kernel_name="alpyna", timeout=TIMEOUT, allow_errors=False).execute()
    cells = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        outputs = []
        for o in cell.outputs:
            o = dict(o)
            o.pop("metadata", None)
            if "data" in o:
                o["data"] = dict(o["data"])
            outputs.append(o)
        cells.append({"source": cell.source, "execution_count": cell.execution_count, "outputs": outputs})
    print(json.dumps({"cells": cells}, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "session":
        session()
    elif mode == "vanish":
        vanish()
    elif mode == "notebook":
        notebook(sys.argv[2])
    else:
        sys.exit("unknown mode " + mode)
