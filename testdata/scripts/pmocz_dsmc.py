# test-args: 500 4 5
# Port of Philip Mocz's "Create Your Own Direct Simulation Monte Carlo (With Python)"
# (github.com/pmocz/dsmc-python, dsmc.py, (c) 2021 Philip Mocz, GPL-3.0): the Rayleigh
# problem, a dilute gas between a specular wall and a moving thermal wall. main gets
# @alpyna.jit as written: boolean-mask wall collisions (`hit_top = z > Lz`,
# `vz[hit_top] = -vz[hit_top]`), np.random.normal draws for the thermal wall, and the
# acceptance-rejection collisions: a loop over cells that copies the cell's particles out
# with boolean masks, proposes M_cand random pairs (np.random.random, np.random.randint
# inside the loop) and writes them back. Its progress prints are kept. matplotlib and the
# BGK-theory curve (scipy.special.iv, np.trapz) are stripped; the recorded v_y(z=0) and the
# final profile are printed. N = 50000 particles, Ncell = 50, Nmft = 20 (500 steps) and
# Nsim = 3 in the original; here N = 4000, Ncell = 20, 10 steps, Nsim = 1; optional
# arguments set N, Ncell and the number of steps.
import sys

import numpy as np

import alpyna


@alpyna.jit
def main(N, Ncell, Nt):
	""" Direct Simulation Monte Carlo """
	
	# Simulation parameters
	uw              = 0.2       # lower wall velocity
	Tw              = 1         # wall temperature
	n0              = 0.001     # density
	Nsim            = 1         # number of simulations to run
	Nmft            = 20        # number of mean-free times to run simulation
	
	lambda_mfp      = 1/(np.sqrt(2)*np.pi*n0)    # mean free path ~= 225
	Lz              = 10*lambda_mfp              # height of box  ~= 2250.8
	Kn              = lambda_mfp / Lz            # Knudsen number  = 0.1
	v_mean = (2/np.sqrt(np.pi)) * np.sqrt(2*Tw)  # mean speed
	tau             = lambda_mfp / v_mean        # mean-free time
	dt              = Nmft*tau/(Nmft*25)         # timestep (25 per mean-free time)
	dz              = Lz/Ncell                   # cell height
	vol             = Lz*dz*dz/Ncell             # cell volume
	Ne              = n0*Lz*dz*dz/N   # number of real particles each sampling particle represents
		
	# vector for recording v_y(z=0)
	vy0 = np.zeros((Nsim,Nt))    

	# set the random number generator seed
	np.random.seed(17) 

	# Simulation Main Loop
	
	for sim in range(Nsim):
		
		print('Simulation',sim+1,'of',Nsim)
    
		# Initialize 
		x = dz * np.random.random(N)
		y = dz * np.random.random(N)
		z = Lz * np.random.random(N)
		
		# Maxwellian
		vx = np.random.normal(0, Tw, N) 
		vy = np.random.normal(0, Tw, N) 
		vz = np.random.normal(0, Tw, N) 


		# Evolve
		for i in range(Nt):
			
			print('  timestep',i,'of',Nt,'  (sim',sim+1,'/',Nsim,')')
			
			# drift
			x += dt*vx
			y += dt*vy
			z += dt*vz
			
			
			# collide specular wall (z=Lz)
			# trace the straight-line trajectory to the top wall, bounce it back
			hit_top = z > Lz
			dt_ac = (z[hit_top]-Lz) / vz[hit_top] # time after collision
			vz[hit_top] = -vz[hit_top]  # reverse normal component of velocity
			z[hit_top]  = Lz + dt_ac * vz[hit_top]
			
			
			# collide thermal wall (z=0)
			# reset velocity to a biased maxwellian upon impact
			hit_bot = z < 0
			dt_ac = z[hit_bot] / vz[hit_bot]
			x[hit_bot] -= dt_ac * vx[hit_bot]
			y[hit_bot] -= dt_ac * vy[hit_bot]
			Nbot = np.sum( hit_bot )
			
			vx[hit_bot] = np.sqrt(Tw) * np.random.normal(0, 1, Nbot) 
			vy[hit_bot] = np.sqrt(Tw) * np.random.normal(0, 1, Nbot) + uw
			vz[hit_bot] = np.sqrt( -2 * Tw * np.log(np.random.random(Nbot)) )
			
			x[hit_bot] += dt_ac * vx[hit_bot]
			y[hit_bot] += dt_ac * vy[hit_bot]
			z[hit_bot]  = dt_ac * vz[hit_bot]
			
			# periodic BCs
			x = np.mod(x,dz)
			y = np.mod(y,dz)
			
			# collide particles using acceptance--rejection scheme
			v_rel_max = 6 # (over-)estimate upper limit to relative vel.
			N_collisions = 0
			# loop over cells
			for j in range(Ncell):
				
				in_cell = (j*dz < z) & (z < (j+1)*dz)
				Nc = np.sum( in_cell )
				x_c = x[in_cell]
				y_c = y[in_cell]
				z_c = z[in_cell]
				vx_c = vx[in_cell]
				vy_c = vy[in_cell]
				vz_c = vz[in_cell]
				
				M_cand = np.ceil(Nc**2 * np.pi * v_rel_max * Ne * dt/(2*vol)).astype(int)
					
				# propose collision between i and j
				for k in range(M_cand):
					
					r_fac = np.random.random()
					i_prop = np.random.randint(Nc)
					j_prop = np.random.randint(Nc)
					
					v_rel = np.sqrt((vx_c[i_prop]-vx_c[j_prop])**2 + (vy_c[i_prop]-vy_c[j_prop])**2 + (vz_c[i_prop]-vz_c[j_prop])**2 )
					
					# accept collision with appropriate probability
					if v_rel > r_fac*v_rel_max:
						
						# process collision -- hard sphere
						vx_cm = 0.5 * (vx_c[i_prop] + vx_c[j_prop])
						vy_cm = 0.5 * (vy_c[i_prop] + vy_c[j_prop])
						vz_cm = 0.5 * (vz_c[i_prop] + vz_c[j_prop])
						cos_theta = 2 * np.random.random() - 1
						sin_theta = np.sqrt( 1 - cos_theta**2 )
						phi       = 2 * np.pi * np.random.random()
						vx_p = v_rel * sin_theta * np.cos(phi)
						vy_p = v_rel * sin_theta * np.sin(phi)
						vz_p = v_rel * cos_theta
						vx_c[i_prop] = vx_cm + 0.5*vx_p
						vy_c[i_prop] = vy_cm + 0.5*vy_p
						vz_c[i_prop] = vz_cm + 0.5*vz_p
						vx_c[j_prop] = vx_cm - 0.5*vx_p
						vy_c[j_prop] = vy_cm - 0.5*vy_p
						vz_c[j_prop] = vz_cm - 0.5*vz_p
						
						N_collisions += 1
						
				x[in_cell]  = x_c 
				y[in_cell]  = y_c 
				z[in_cell]  = z_c
				vx[in_cell] = vx_c 
				vy[in_cell] = vy_c 
				vz[in_cell] = vz_c
				
			print('    ',N_collisions,' collisions')
			
			# periodic BCs
			x = np.mod(x,dz)
			y = np.mod(y,dz)
			
			# record v_y(z=0)
			vy0[sim,i] = np.mean( vy[ (0 < z) & (z < dz) ] )
			
			# measure vy along box
			bin_c = dz * np.linspace(0.5,Ncell-0.5,Ncell)
			vy_profile = np.zeros((Ncell,1))
			for j in range(Ncell):
				in_cell = ( j*dz < z ) & ( z < (j+1)*dz )
				vy_profile[j] = np.mean(vy[in_cell])

	return vy0, vy_profile, x, vz


N = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
Ncell = int(sys.argv[2]) if len(sys.argv) > 2 else 20
Nt = int(sys.argv[3]) if len(sys.argv) > 3 else 10
vy0, vy_profile, x, vz = main(N, Ncell, Nt)
print(vy0[0])
print(repr(float(vy0.sum())), repr(float(vy_profile.sum())), repr(float(x.sum())), repr(float(np.abs(vz).sum())))
print(vy_profile[:4, 0])
