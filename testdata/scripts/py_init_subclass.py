# __init_subclass__ (PEP 487): called for each new subclass, implicitly a
# classmethod, chained through super(), inherited, and run for classes
# made by type(name, bases, dict).
class Plugin:
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.key = cls.__name__.lower()
        Plugin.registry[cls.key] = cls


class Reader(Plugin):
    pass


class CsvReader(Reader):
    pass


print(sorted(Plugin.registry), CsvReader.key, hasattr(Plugin, 'key'))
print(type(Plugin.__dict__['__init_subclass__']).__name__, type(Plugin.__init_subclass__).__name__)


class Counted:
    count = 0

    @classmethod
    def __init_subclass__(cls):
        Counted.count += 1
        cls.serial = Counted.count


class One(Counted):
    pass


class Two(Counted):
    def __init_subclass__(cls):
        super().__init_subclass__()
        cls.from_two = True


class Three(Two):
    pass


print(One.serial, Two.serial, Three.serial, Three.from_four if hasattr(Three, 'from_four') else Three.from_two, Counted.count)
Dyn = type('Dyn', (Plugin,), {'x': 1})
print(Dyn.key, 'dyn' in Plugin.registry, object.__init_subclass__())


class Strict:
    def __init_subclass__(cls):
        if not cls.__name__.startswith('S'):
            raise TypeError('subclass names must start with S: ' + cls.__name__)


class Sub(Strict):
    pass


try:
    class Bad(Strict):
        pass
except TypeError as e:
    print('TypeError:', e)


class Kw:
    def __init_subclass__(cls):
        super().__init_subclass__(flag=1)


try:
    class K(Kw):
        pass
except TypeError as e:
    print('TypeError:', e)


class Loud(Strict):
    pass
