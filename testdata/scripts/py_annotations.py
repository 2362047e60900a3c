# Variable annotations (PEP 526): __annotations__ of modules and classes,
# in order; functions' annotations in parameter order.
from typing import ClassVar, Optional

count: int = 0
name: str
ratio: 'float' = 0.5
print(__annotations__)
print(count, ratio, 'name' in globals())


class Particle:
    """A particle."""
    mass: float
    charge: float = 0.0
    label: Optional[str] = None
    instances: ClassVar[int] = 0
    tags: list[str]

    def __init__(self, mass: float, *, label: str = 'p') -> None:
        self.mass = mass
        self.label = label
        local: int = 3
        self.scaled: float = mass * local


print(Particle.__annotations__)
print(list(Particle.__annotations__), Particle.charge, Particle.__doc__)
p = Particle(2.0)
print(p.mass, p.label, p.scaled, p.charge)
print(Particle.__init__.__annotations__)


class Empty:
    x = 1


print(hasattr(Empty, '__annotations__') and Empty.__annotations__)


class Config:
    if True:
        debug: bool = False
    for _i in range(2):
        level: int
    width: int = 3
    height: int = width * 2


print(Config.__annotations__, Config.height, Config.debug)


def fn(a: int, b: 'list[int]' = None, *args: str, flag: bool = False, **kw: float) -> 'Particle':
    inner: int = 4
    return inner


print(fn.__annotations__, fn(1))


class Point:
    x: float
    y: float

    def __repr__(self):
        return 'Point(%s)' % ', '.join('%s=%r' % (k, getattr(self, k)) for k in self.__annotations__)


pt = Point()
pt.x, pt.y = 1.5, 2.5
print(pt, Point.__annotations__)
