# median percentile average ptp nanmax nanmin nansum nanmean interp trapz
# column_stack row_stack split array_split atleast_1d/2d/3d: results and
# dtypes for int/float inputs, axes, NaN.
import numpy as np


def show(label, r):
    if isinstance(r, (tuple, list)):
        print(label, type(r).__name__, len(r))
        for x in r:
            show("  ", x)
        return
    print(label, repr(r), type(r).__name__, getattr(r, "dtype", None), r.shape if isinstance(r, np.ndarray) else None)


a = np.array([[3, 1, 4, 1], [5, 9, 2, 6], [5, 3, 5, 8]])
f = np.array([0.25, 2.5, -1.0, 7.75, 3.0])
n = np.array([[1.0, np.nan, 3.0], [np.nan, np.nan, np.nan], [4.0, 0.5, 2.0]])
f32 = np.array([1.5, 0.25, 3.0, 2.0], dtype=np.float32)
show("median", np.median(a))
show("median axis0", np.median(a, axis=0))
show("median axis1", np.median(a, axis=1))
show("median f", np.median(f))
show("median f32", np.median(f32))
show("median nan", np.median(np.array([1.0, np.nan, 2.0])))
show("median list", np.median([4, 1, 7]))
show("percentile", np.percentile(f, 30))
show("percentile list", np.percentile(f, [0, 10, 25, 50, 75, 90, 100]))
show("percentile int", np.percentile(a, 40))
show("percentile axis", np.percentile(a, [25, 75], axis=1))
show("percentile axis0", np.percentile(a, 33.3, axis=0))
show("percentile f32", np.percentile(f32, 35))
show("percentile tiny", np.percentile(np.array([0.1, 0.2, 0.3]), 50.000001))
try:
    np.percentile(f, 101)
except ValueError as e:
    print("ValueError", e)
show("average", np.average(a))
show("average axis", np.average(a, axis=0))
show("average w", np.average(f, weights=np.array([1, 2, 3, 4, 5])))
show("average w axis", np.average(a, axis=1, weights=[1, 0, 2, 1]))
show("average w2d", np.average(a, weights=a))
show("average returned", np.average(f, returned=True))
show("average w returned", np.average(a, axis=0, weights=[1.0, 2.0, 3.0], returned=True))
try:
    np.average(f, weights=np.zeros(5))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    np.average(a, weights=[1, 2, 3, 4])
except TypeError as e:
    print("TypeError", e)
show("ptp", np.ptp(a))
show("ptp axis", np.ptp(a, axis=1))
show("ptp f", np.ptp(f))
show("nansum", np.nansum(n))
show("nansum axis", np.nansum(n, axis=1))
show("nansum int", np.nansum(a, axis=0))
show("nanmean", np.nanmean(np.array([1.0, np.nan, 2.5])))
show("nanmean axis", np.nanmean(n[[0, 2]], axis=1))
show("nanmean f32", np.nanmean(np.array([1.0, np.nan, 2.25], dtype=np.float32)))
show("nanmax", np.nanmax(n))
show("nanmin", np.nanmin(n))
show("nanmax axis0", np.nanmax(n[[0, 2]], axis=0))
show("nanmin axis1 keep", np.nanmin(n[[0, 2]], axis=1, keepdims=True))
show("nanmax int", np.nanmax(a, axis=1))
xp = np.array([0.0, 1.0, 2.5, 4.0])
fp = np.array([10.0, 20.0, -5.0, 0.5])
show("interp", np.interp(np.array([-1.0, 0.0, 0.3, 1.0, 2.0, 3.7, 4.0, 5.0, np.nan]), xp, fp))
show("interp scalar", np.interp(1.75, xp, fp))
show("interp lr", np.interp([-2, 9], xp, fp, left=-1.0, right=99.0))
show("interp int", np.interp(np.array([1, 2]), [0, 4], [0, 10]))
show("trapz", np.trapz(f))
show("trapz dx", np.trapz(f, dx=0.5))
show("trapz x", np.trapz(f, x=np.array([0.0, 0.5, 1.5, 2.0, 4.0])))
show("trapz 2d", np.trapz(a))
show("trapz axis0", np.trapz(a, axis=0))
show("trapz x axis0", np.trapz(a, x=[0, 1, 3], axis=0))
show("column_stack", np.column_stack((np.array([1, 2, 3]), np.array([4, 5, 6]))))
show("column_stack 2d", np.column_stack((a, np.array([7, 8, 9]))))
show("row_stack", np.row_stack((np.array([1, 2]), np.array([[3, 4], [5, 6]]))))
v = np.arange(10)
show("split", np.split(v, 5))
show("split idx", np.split(v, [3, 7]))
show("split idx far", np.split(v, [3, 20]))
show("split axis", np.split(a, 2, axis=1))
show("array_split", np.array_split(v, 3))
show("array_split 2d", np.array_split(a, 2))
try:
    np.split(v, 3)
except ValueError as e:
    print("ValueError", e)
show("atleast_1d", np.atleast_1d(5))
show("atleast_1d many", np.atleast_1d(1, [2, 3]))
show("atleast_2d", np.atleast_2d(np.array([1, 2])))
show("atleast_2d 0-d", np.atleast_2d(3.5))
show("atleast_3d", np.atleast_3d(np.array([1, 2])).shape)
show("atleast_3d 2d", np.atleast_3d(a).shape)
show("atleast_3d same", np.atleast_2d(a) is a)
