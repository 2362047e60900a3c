# N-body style float code: positions and velocities in lists of floats.
import time


def advance(bodies, dt, steps):
    n = len(bodies)
    for s in range(steps):
        for i in range(n):
            bi = bodies[i]
            for j in range(i + 1, n):
                bj = bodies[j]
                dx = bi[0] - bj[0]
                dy = bi[1] - bj[1]
                dz = bi[2] - bj[2]
                d2 = dx * dx + dy * dy + dz * dz + 0.01
                mag = dt / (d2 * d2 ** 0.5)
                bi[3] -= dx * bj[6] * mag
                bi[4] -= dy * bj[6] * mag
                bi[5] -= dz * bj[6] * mag
                bj[3] += dx * bi[6] * mag
                bj[4] += dy * bi[6] * mag
                bj[5] += dz * bi[6] * mag
        for b in bodies:
            b[0] += dt * b[3]
            b[1] += dt * b[4]
            b[2] += dt * b[5]


def energy(bodies):
    e = 0.0
    for b in bodies:
        e += 0.5 * b[6] * (b[3] * b[3] + b[4] * b[4] + b[5] * b[5])
    return e


bodies = []
for k in range(5):
    bodies.append([k * 1.0, k * 0.5, -k * 0.25, 0.1 * k, -0.2, 0.05 * k, 1.0 + k])
start = time.process_time()
advance(bodies, 0.001, 40000)
elapsed = time.process_time() - start
print("checksum", round(energy(bodies), 9))
print("seconds", elapsed)
