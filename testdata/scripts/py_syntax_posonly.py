# Positional-only parameters (PEP 570, Python 3.8): parameters before `/`,
# with defaults, and the TypeError when one is passed by keyword.


def clamp(value, low=0.0, high=1.0, /, *, strict=False):
    if strict and not low <= value <= high:
        raise ValueError("%r outside [%r, %r]" % (value, low, high))
    return min(max(value, low), high)


def tag(name, /, **attrs):
    # `name` may also be a keyword of attrs, since the parameter is positional-only.
    return name, sorted(attrs.items())


print(clamp(1.5), clamp(-2.0), clamp(0.25, 0.5), clamp(5, 0, 10))
print(tag("div", name="main", id=3))
area = lambda w, h, /: w * h
print(area(3, 4))
for call in (lambda: clamp(value=0.5), lambda: clamp(0.5, high=2.0),
             lambda: area(w=1, h=2), lambda: clamp(3, strict=True)):
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
