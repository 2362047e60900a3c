# test-args: 12 3
# The object-oriented boids of Rougier's "From Python to NumPy"
# (code/boid-python.py and code/vec2.py; (c) 2017 Nicolas P. Rougier, code
# BSD, book text CC BY-NC-SA 4.0) moved to NumPy arrays as a user adopting
# alpyna would write them: positions and velocities in (n, 2) float arrays,
# the vec2 arithmetic written out on x and y, the methods separate, align,
# cohesion and seek inlined into one loop over the boids with an inner loop
# over the others. Flock.run updates the boids one after the other, each one
# seeing the positions the earlier ones already moved to this step; the loop
# keeps that order (the i loop carries a dependence through pos). Same seed
# and draws as fptn_boids.py, so both print the same flock. Optional
# arguments: number of boids (default 50) and steps (default 40).
import math
import random
import sys

import numpy as np

import alpyna


@alpyna.jit
def flock_run(pos, vel, n, width, height, max_velocity, max_acceleration):
    for i in range(n):
        # separate
        sx = 0.0
        sy = 0.0
        count = 0
        for j in range(n):
            d = math.hypot(pos[i, 0] - pos[j, 0], pos[i, 1] - pos[j, 1])
            if 0 < d < 25.0:
                dx = pos[i, 0] - pos[j, 0]
                dy = pos[i, 1] - pos[j, 1]
                length = math.hypot(dx, dy)
                if not length:
                    length = 1.0
                sx += dx / length / d
                sy += dy / length / d
                count += 1
        if count > 0:
            sx /= count
            sy /= count
        if math.hypot(sx, sy) > 0:
            length = math.hypot(sx, sy)
            sx = sx / length * max_velocity - vel[i, 0]
            sy = sy / length * max_velocity - vel[i, 1]
            length = math.hypot(sx, sy)
            if length > max_acceleration:
                sx = max_acceleration * sx / length
                sy = max_acceleration * sy / length
        # align
        ax = 0.0
        ay = 0.0
        count = 0
        for j in range(n):
            d = math.hypot(pos[i, 0] - pos[j, 0], pos[i, 1] - pos[j, 1])
            if 0 < d < 50:
                ax += vel[j, 0]
                ay += vel[j, 1]
                count += 1
        if count > 0:
            ax /= count
            ay /= count
            length = math.hypot(ax, ay)
            if not length:
                length = 1.0
            ax = ax / length * max_velocity - vel[i, 0]
            ay = ay / length * max_velocity - vel[i, 1]
            length = math.hypot(ax, ay)
            if length > max_acceleration:
                ax = max_acceleration * ax / length
                ay = max_acceleration * ay / length
        else:
            ax = 0.0
            ay = 0.0
        # cohesion
        cx = 0.0
        cy = 0.0
        count = 0
        for j in range(n):
            d = math.hypot(pos[i, 0] - pos[j, 0], pos[i, 1] - pos[j, 1])
            if 0 < d < 50:
                cx += pos[j, 0]
                cy += pos[j, 1]
                count += 1
        if count > 0:
            cx /= count
            cy /= count
            # seek
            cx = cx - pos[i, 0]
            cy = cy - pos[i, 1]
            length = math.hypot(cx, cy)
            if not length:
                length = 1.0
            cx = cx / length * max_velocity - vel[i, 0]
            cy = cy / length * max_velocity - vel[i, 1]
            length = math.hypot(cx, cy)
            if length > max_acceleration:
                cx = max_acceleration * cx / length
                cy = max_acceleration * cy / length
        else:
            cx = 0.0
            cy = 0.0
        # flock: acceleration = 0 + sep * 1.5 + ali * 1.0 + coh * 1.0
        accx = 0.0 + sx * 1.5
        accy = 0.0 + sy * 1.5
        accx = accx + ax * 1.0
        accy = accy + ay * 1.0
        accx = accx + cx * 1.0
        accy = accy + cy * 1.0
        # update
        vx = vel[i, 0] + accx
        vy = vel[i, 1] + accy
        length = math.hypot(vx, vy)
        if length > max_velocity:
            vx = max_velocity * vx / length
            vy = max_velocity * vy / length
        vel[i, 0] = vx
        vel[i, 1] = vy
        # borders
        pos[i, 0] = (pos[i, 0] + vx + width) % width
        pos[i, 1] = (pos[i, 1] + vy + height) % height


random.seed(1)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 40
width, height = 640, 360
pos = np.zeros((n, 2))
vel = np.zeros((n, 2))
for i in range(n):
    angle = random.uniform(0, 2*math.pi)
    vel[i] = math.cos(angle), math.sin(angle)
    pos[i] = width/2, height/2
for step in range(steps):
    flock_run(pos, vel, n, width, height, 2, 0.03)
print(repr(sum(pos[:, 0].tolist())), repr(sum(pos[:, 1].tolist())))
print(repr(sum(vel[:, 0].tolist())), repr(sum(vel[:, 1].tolist())))
print(pos[0].tolist(), pos[n // 2].tolist(), pos[-1].tolist())
