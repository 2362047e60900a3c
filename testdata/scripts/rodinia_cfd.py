# Port of Rodinia's cfd (euler3d), OpenMP version (openmp/cfd/euler3d_cpu.cpp of the Rodinia
# suite, read from github.com/yuhc/gpu-rodinia): an unstructured-grid finite-volume solver of
# the 3-D Euler equations, Runge-Kutta in time. compute_step_factor, compute_flux and time_step
# are the OpenMP-parallel loops over elements (block_length 1, so the blk loop is the element
# loop). compute_flux reads each element's NNB = 4 neighbours through
# elements_surrounding_elements (nb >= 0 an element, -1 a wing boundary, -2 the far field) and
# writes only the element's own fluxes. The C helpers with float3 out-parameters become helpers
# returning tuples; float becomes float64. The mesh file is replaced by a generated mesh: a
# ring of elements whose neighbours are i-1, i+1, i+7, i-7 (mod nel), with every 11th link a
# wing boundary and every 13th the far field, and generated normals and areas.
import math
import sys

import numpy as np

import alpyna

GAMMA = 1.4
NDIM = 3
NNB = 4
RK = 3
ff_mach = 1.2
deg_angle_of_attack = 0.0
VAR_DENSITY = 0
VAR_MOMENTUM = 1
VAR_DENSITY_ENERGY = VAR_MOMENTUM + NDIM
NVAR = VAR_DENSITY_ENERGY + 1


def compute_flux_contribution(density, mx, my, mz, density_energy, pressure, vx, vy, vz):
    fc_momentum_x_x = vx * mx + pressure
    fc_momentum_x_y = vx * my
    fc_momentum_x_z = vx * mz

    fc_momentum_y_x = fc_momentum_x_y
    fc_momentum_y_y = vy * my + pressure
    fc_momentum_y_z = vy * mz

    fc_momentum_z_x = fc_momentum_x_z
    fc_momentum_z_y = fc_momentum_y_z
    fc_momentum_z_z = vz * mz + pressure

    de_p = density_energy + pressure
    fc_density_energy_x = vx * de_p
    fc_density_energy_y = vy * de_p
    fc_density_energy_z = vz * de_p
    return (fc_momentum_x_x, fc_momentum_x_y, fc_momentum_x_z,
            fc_momentum_y_x, fc_momentum_y_y, fc_momentum_y_z,
            fc_momentum_z_x, fc_momentum_z_y, fc_momentum_z_z,
            fc_density_energy_x, fc_density_energy_y, fc_density_energy_z)


def compute_velocity(density, mx, my, mz):
    return mx / density, my / density, mz / density


def compute_speed_sqd(vx, vy, vz):
    return vx * vx + vy * vy + vz * vz


def compute_pressure(density, density_energy, speed_sqd):
    return (GAMMA - 1.0) * (density_energy - 0.5 * density * speed_sqd)


def compute_speed_of_sound(density, pressure):
    return math.sqrt(GAMMA * pressure / density)


@alpyna.jit
def compute_step_factor(nelr, variables, areas, step_factors):
    for i in range(nelr):
        density = variables[i + VAR_DENSITY * nelr]
        mx = variables[i + (VAR_MOMENTUM + 0) * nelr]
        my = variables[i + (VAR_MOMENTUM + 1) * nelr]
        mz = variables[i + (VAR_MOMENTUM + 2) * nelr]
        density_energy = variables[i + VAR_DENSITY_ENERGY * nelr]
        vx, vy, vz = compute_velocity(density, mx, my, mz)
        speed_sqd = compute_speed_sqd(vx, vy, vz)
        pressure = compute_pressure(density, density_energy, speed_sqd)
        speed_of_sound = compute_speed_of_sound(density, pressure)
        step_factors[i] = 0.5 / (math.sqrt(areas[i]) * (math.sqrt(speed_sqd) + speed_of_sound))


@alpyna.jit
def compute_flux(nelr, elements_surrounding_elements, normals, variables, fluxes, ff_variable, ff_fc):
    smoothing_coefficient = 0.2
    for i in range(nelr):
        density_i = variables[i + VAR_DENSITY * nelr]
        mx_i = variables[i + (VAR_MOMENTUM + 0) * nelr]
        my_i = variables[i + (VAR_MOMENTUM + 1) * nelr]
        mz_i = variables[i + (VAR_MOMENTUM + 2) * nelr]
        density_energy_i = variables[i + VAR_DENSITY_ENERGY * nelr]

        vx_i, vy_i, vz_i = compute_velocity(density_i, mx_i, my_i, mz_i)
        speed_sqd_i = compute_speed_sqd(vx_i, vy_i, vz_i)
        speed_i = math.sqrt(speed_sqd_i)
        pressure_i = compute_pressure(density_i, density_energy_i, speed_sqd_i)
        speed_of_sound_i = compute_speed_of_sound(density_i, pressure_i)
        fci = compute_flux_contribution(density_i, mx_i, my_i, mz_i, density_energy_i, pressure_i, vx_i, vy_i, vz_i)

        flux_i_density = 0.0
        flux_i_momentum_x = 0.0
        flux_i_momentum_y = 0.0
        flux_i_momentum_z = 0.0
        flux_i_density_energy = 0.0

        for j in range(NNB):
            nb = elements_surrounding_elements[i + j * nelr]
            normal_x = normals[i + (j + 0 * NNB) * nelr]
            normal_y = normals[i + (j + 1 * NNB) * nelr]
            normal_z = normals[i + (j + 2 * NNB) * nelr]
            normal_len = math.sqrt(normal_x * normal_x + normal_y * normal_y + normal_z * normal_z)

            if nb >= 0:  # a legitimate neighbor
                density_nb = variables[nb + VAR_DENSITY * nelr]
                mx_nb = variables[nb + (VAR_MOMENTUM + 0) * nelr]
                my_nb = variables[nb + (VAR_MOMENTUM + 1) * nelr]
                mz_nb = variables[nb + (VAR_MOMENTUM + 2) * nelr]
                density_energy_nb = variables[nb + VAR_DENSITY_ENERGY * nelr]
                vx_nb, vy_nb, vz_nb = compute_velocity(density_nb, mx_nb, my_nb, mz_nb)
                speed_sqd_nb = compute_speed_sqd(vx_nb, vy_nb, vz_nb)
                pressure_nb = compute_pressure(density_nb, density_energy_nb, speed_sqd_nb)
                speed_of_sound_nb = compute_speed_of_sound(density_nb, pressure_nb)
                fcn = compute_flux_contribution(density_nb, mx_nb, my_nb, mz_nb, density_energy_nb, pressure_nb, vx_nb, vy_nb, vz_nb)

                # artificial viscosity
                factor = -normal_len * smoothing_coefficient * 0.5 * (speed_i + math.sqrt(speed_sqd_nb) + speed_of_sound_i + speed_of_sound_nb)
                flux_i_density += factor * (density_i - density_nb)
                flux_i_density_energy += factor * (density_energy_i - density_energy_nb)
                flux_i_momentum_x += factor * (mx_i - mx_nb)
                flux_i_momentum_y += factor * (my_i - my_nb)
                flux_i_momentum_z += factor * (mz_i - mz_nb)

                # accumulate cell-centered fluxes
                factor = 0.5 * normal_x
                flux_i_density += factor * (mx_nb + mx_i)
                flux_i_density_energy += factor * (fcn[9] + fci[9])
                flux_i_momentum_x += factor * (fcn[0] + fci[0])
                flux_i_momentum_y += factor * (fcn[3] + fci[3])
                flux_i_momentum_z += factor * (fcn[6] + fci[6])

                factor = 0.5 * normal_y
                flux_i_density += factor * (my_nb + my_i)
                flux_i_density_energy += factor * (fcn[10] + fci[10])
                flux_i_momentum_x += factor * (fcn[1] + fci[1])
                flux_i_momentum_y += factor * (fcn[4] + fci[4])
                flux_i_momentum_z += factor * (fcn[7] + fci[7])

                factor = 0.5 * normal_z
                flux_i_density += factor * (mz_nb + mz_i)
                flux_i_density_energy += factor * (fcn[11] + fci[11])
                flux_i_momentum_x += factor * (fcn[2] + fci[2])
                flux_i_momentum_y += factor * (fcn[5] + fci[5])
                flux_i_momentum_z += factor * (fcn[8] + fci[8])
            elif nb == -1:  # a wing boundary
                flux_i_momentum_x += normal_x * pressure_i
                flux_i_momentum_y += normal_y * pressure_i
                flux_i_momentum_z += normal_z * pressure_i
            elif nb == -2:  # a far field boundary
                factor = 0.5 * normal_x
                flux_i_density += factor * (ff_variable[VAR_MOMENTUM + 0] + mx_i)
                flux_i_density_energy += factor * (ff_fc[9] + fci[9])
                flux_i_momentum_x += factor * (ff_fc[0] + fci[0])
                flux_i_momentum_y += factor * (ff_fc[3] + fci[3])
                flux_i_momentum_z += factor * (ff_fc[6] + fci[6])

                factor = 0.5 * normal_y
                flux_i_density += factor * (ff_variable[VAR_MOMENTUM + 1] + my_i)
                flux_i_density_energy += factor * (ff_fc[10] + fci[10])
                flux_i_momentum_x += factor * (ff_fc[1] + fci[1])
                flux_i_momentum_y += factor * (ff_fc[4] + fci[4])
                flux_i_momentum_z += factor * (ff_fc[7] + fci[7])

                factor = 0.5 * normal_z
                flux_i_density += factor * (ff_variable[VAR_MOMENTUM + 2] + mz_i)
                flux_i_density_energy += factor * (ff_fc[11] + fci[11])
                flux_i_momentum_x += factor * (ff_fc[2] + fci[2])
                flux_i_momentum_y += factor * (ff_fc[5] + fci[5])
                flux_i_momentum_z += factor * (ff_fc[8] + fci[8])

        fluxes[i + VAR_DENSITY * nelr] = flux_i_density
        fluxes[i + (VAR_MOMENTUM + 0) * nelr] = flux_i_momentum_x
        fluxes[i + (VAR_MOMENTUM + 1) * nelr] = flux_i_momentum_y
        fluxes[i + (VAR_MOMENTUM + 2) * nelr] = flux_i_momentum_z
        fluxes[i + VAR_DENSITY_ENERGY * nelr] = flux_i_density_energy


@alpyna.jit
def time_step(j, nelr, old_variables, variables, step_factors, fluxes):
    for i in range(nelr):
        factor = step_factors[i] / float(RK + 1 - j)
        variables[i + VAR_DENSITY * nelr] = old_variables[i + VAR_DENSITY * nelr] + factor * fluxes[i + VAR_DENSITY * nelr]
        variables[i + (VAR_MOMENTUM + 0) * nelr] = old_variables[i + (VAR_MOMENTUM + 0) * nelr] + factor * fluxes[i + (VAR_MOMENTUM + 0) * nelr]
        variables[i + (VAR_MOMENTUM + 1) * nelr] = old_variables[i + (VAR_MOMENTUM + 1) * nelr] + factor * fluxes[i + (VAR_MOMENTUM + 1) * nelr]
        variables[i + (VAR_MOMENTUM + 2) * nelr] = old_variables[i + (VAR_MOMENTUM + 2) * nelr] + factor * fluxes[i + (VAR_MOMENTUM + 2) * nelr]
        variables[i + VAR_DENSITY_ENERGY * nelr] = old_variables[i + VAR_DENSITY_ENERGY * nelr] + factor * fluxes[i + VAR_DENSITY_ENERGY * nelr]


def main():
    nel = int(sys.argv[1]) if len(sys.argv) > 1 else 800
    iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    nelr = nel
    # far field conditions
    angle_of_attack = (3.1415926535897931 / 180.0) * deg_angle_of_attack
    ff_variable = np.zeros(NVAR)
    ff_variable[VAR_DENSITY] = 1.4
    ff_pressure = 1.0
    ff_speed_of_sound = math.sqrt(GAMMA * ff_pressure / ff_variable[VAR_DENSITY])
    ff_speed = ff_mach * ff_speed_of_sound
    ff_vx = ff_speed * math.cos(angle_of_attack)
    ff_vy = ff_speed * math.sin(angle_of_attack)
    ff_vz = 0.0
    ff_variable[VAR_MOMENTUM + 0] = ff_variable[VAR_DENSITY] * ff_vx
    ff_variable[VAR_MOMENTUM + 1] = ff_variable[VAR_DENSITY] * ff_vy
    ff_variable[VAR_MOMENTUM + 2] = ff_variable[VAR_DENSITY] * ff_vz
    ff_variable[VAR_DENSITY_ENERGY] = ff_variable[VAR_DENSITY] * (0.5 * (ff_speed * ff_speed)) + (ff_pressure / (GAMMA - 1.0))
    ff_fc = np.array(compute_flux_contribution(ff_variable[VAR_DENSITY], ff_variable[1], ff_variable[2], ff_variable[3],
                                               ff_variable[VAR_DENSITY_ENERGY], ff_pressure, ff_vx, ff_vy, ff_vz))

    # generated mesh
    e = np.arange(nel)
    offs = (-1, 1, 7, -7)
    elements_surrounding_elements = np.empty(nelr * NNB, dtype=np.int32)
    normals = np.empty(nelr * NDIM * NNB)
    for j in range(NNB):
        nb = (e + offs[j]) % nel
        link = e * NNB + j
        nb = np.where(link % 11 == 3, -1, nb)
        nb = np.where(link % 13 == 5, -2, nb)
        elements_surrounding_elements[j * nelr:(j + 1) * nelr] = nb
        for d in range(NDIM):
            normals[(j + d * NNB) * nelr:(j + d * NNB + 1) * nelr] = np.sin(0.37 * e + 1.3 * j + 2.1 * d) * (1.0 if j % 2 == 0 else -1.0) * 0.01
    areas = 1e-4 * (1.0 + 0.5 * np.cos(0.11 * e))

    variables = np.empty(nelr * NVAR)
    for j in range(NVAR):
        variables[j * nelr:(j + 1) * nelr] = ff_variable[j] * (1.0 + 0.01 * np.sin(0.05 * e * (j + 1)))
    old_variables = np.empty(nelr * NVAR)
    fluxes = np.zeros(nelr * NVAR)
    step_factors = np.empty(nelr)

    for it in range(iterations):
        old_variables[:] = variables
        compute_step_factor(nelr, variables, areas, step_factors)
        for j in range(RK):
            compute_flux(nelr, elements_surrounding_elements, normals, variables, fluxes, ff_variable, ff_fc)
            time_step(j, nelr, old_variables, variables, step_factors, fluxes)
        print(it, f"{step_factors.sum():.10e}", f"{np.abs(fluxes).sum():.10e}")
    for v in range(NVAR):
        print(v, f"{variables[v * nelr:(v + 1) * nelr].sum():.12e}", f"{variables[v * nelr + 17]:.14e}")


main()
