# heapq: heap queue algorithm, CPython's Lib/heapq.py (pure-Python version)
# simplified to what gpython's compiler accepts.

__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']

def _check_list(heap, name):
    if not isinstance(heap, list):
        raise TypeError('%s() argument 1 must be list, not %s' % (name, type(heap).__name__))

def heappush(heap, item):
    """Push item onto heap, maintaining the heap invariant."""
    _check_list(heap, 'heappush')
    heap.append(item)
    _siftdown(heap, 0, len(heap)-1)

def heappop(heap):
    """Pop the smallest item off the heap, maintaining the heap invariant."""
    _check_list(heap, 'heappop')
    if not heap:
        raise IndexError('index out of range')
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt

def heapreplace(heap, item):
    """Pop and return the current smallest value, and add the new item."""
    _check_list(heap, 'heapreplace')
    if not heap:
        raise IndexError('index out of range')
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem

def heappushpop(heap, item):
    """Fast version of a heappush followed by a heappop."""
    _check_list(heap, 'heappushpop')
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item

def heapify(x):
    """Transform list into a heap, in-place, in O(len(x)) time."""
    _check_list(x, 'heapify')
    n = len(x)
    for i in reversed(range(n//2)):
        _siftup(x, i)

def _heappop_max(heap):
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup_max(heap, 0)
        return returnitem
    return lastelt

def _heapreplace_max(heap, item):
    returnitem = heap[0]
    heap[0] = item
    _siftup_max(heap, 0)
    return returnitem

def _heapify_max(x):
    n = len(x)
    for i in reversed(range(n//2)):
        _siftup_max(x, i)

def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem

def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2*pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2*pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)

def _siftdown_max(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if parent < newitem:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem

def _siftup_max(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2*pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[rightpos] < heap[childpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2*pos + 1
    heap[pos] = newitem
    _siftdown_max(heap, startpos, pos)

def merge(*iterables, key=None, reverse=False):
    """Merge multiple sorted inputs into a single sorted output."""
    h = []
    if reverse:
        _heapify_ = _heapify_max
        _heappop_ = _heappop_max
        _heapreplace_ = _heapreplace_max
        direction = -1
    else:
        _heapify_ = heapify
        _heappop_ = heappop
        _heapreplace_ = heapreplace
        direction = 1

    if key is None:
        order = 0
        for it in iterables:
            it = iter(it)
            try:
                value = next(it)
            except StopIteration:
                continue
            h.append([value, order * direction, it])
            order += 1
        _heapify_(h)
        while len(h) > 1:
            s = h[0]
            while True:
                yield s[0]
                try:
                    s[0] = next(s[2])
                except StopIteration:
                    _heappop_(h)
                    break
                _heapreplace_(h, s)
                s = h[0]
        if h:
            value, order, it = h[0]
            yield value
            for value in it:
                yield value
        return

    order = 0
    for it in iterables:
        it = iter(it)
        try:
            value = next(it)
        except StopIteration:
            continue
        h.append([key(value), order * direction, value, it])
        order += 1
    _heapify_(h)
    while len(h) > 1:
        s = h[0]
        while True:
            yield s[2]
            try:
                value = next(s[3])
            except StopIteration:
                _heappop_(h)
                break
            s[0] = key(value)
            s[2] = value
            _heapreplace_(h, s)
            s = h[0]
    if h:
        key_value, order, value, it = h[0]
        yield value
        for value in it:
            yield value

def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key)[:n]
    """
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        if key is None:
            result = min(it, default=sentinel)
        else:
            result = min(it, default=sentinel, key=key)
        if result is sentinel:
            return []
        return [result]

    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key)[:n]

    if key is None:
        it = iter(iterable)
        result = []
        order = 0
        while order < n:
            try:
                elem = next(it)
            except StopIteration:
                break
            result.append((elem, order))
            order += 1
        if not result:
            return result
        _heapify_max(result)
        top = result[0][0]
        for elem in it:
            if elem < top:
                _heapreplace_max(result, (elem, order))
                top = result[0][0]
                order += 1
        result.sort()
        return [elem for (elem, order) in result]

    it = iter(iterable)
    result = []
    order = 0
    while order < n:
        try:
            elem = next(it)
        except StopIteration:
            break
        result.append((key(elem), order, elem))
        order += 1
    if not result:
        return result
    _heapify_max(result)
    top = result[0][0]
    for elem in it:
        k = key(elem)
        if k < top:
            _heapreplace_max(result, (k, order, elem))
            top = result[0][0]
            order += 1
    result.sort()
    return [elem for (k, order, elem) in result]

def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset.

    Equivalent to:  sorted(iterable, key=key, reverse=True)[:n]
    """
    if n == 1:
        it = iter(iterable)
        sentinel = object()
        if key is None:
            result = max(it, default=sentinel)
        else:
            result = max(it, default=sentinel, key=key)
        if result is sentinel:
            return []
        return [result]

    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=True)[:n]

    if key is None:
        it = iter(iterable)
        result = []
        order = 0
        while -order < n:
            try:
                elem = next(it)
            except StopIteration:
                break
            result.append((elem, order))
            order -= 1
        if not result:
            return result
        heapify(result)
        top = result[0][0]
        for elem in it:
            if top < elem:
                heapreplace(result, (elem, order))
                top = result[0][0]
                order -= 1
        result.sort(reverse=True)
        return [elem for (elem, order) in result]

    it = iter(iterable)
    result = []
    order = 0
    while -order < n:
        try:
            elem = next(it)
        except StopIteration:
            break
        result.append((key(elem), order, elem))
        order -= 1
    if not result:
        return result
    heapify(result)
    top = result[0][0]
    for elem in it:
        k = key(elem)
        if top < k:
            heapreplace(result, (k, order, elem))
            top = result[0][0]
            order -= 1
    result.sort(reverse=True)
    return [elem for (k, order, elem) in result]

# alpyna patch: the Go implementation (_heapq, heapq_go.go) replaces the
# functions above, as CPython's C _heapq replaces them.
from _heapq import heappush, heappop, heapify, heapreplace, heappushpop
from _heapq import _heappop_max, _heapreplace_max, _heapify_max
