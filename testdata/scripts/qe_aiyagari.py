# test-args: 30 4
# Port of QuantEcon's "The Aiyagari Model" lecture, its Numba version
# (QuantEcon/lecture-python.zh-cn, lectures/aiyagari.md at 0f3e233; the English
# lecture-python.myst has since moved to JAX; BSD-3-Clause; the Chinese comments are
# translated back): the class `Household` that builds the reward array R and the
# transition array Q of a discrete dynamic program, the `@jit` kernels `populate_R`
# (states enumerated as s_i = a_i * z_size + z_i, decoded with `//` and `%`, `np.log`
# under an `if`), `populate_Q` (a 3-deep loop writing `Q[s_i, a_i, a_i*z_size + next_z_i]`)
# and `asset_marginal` (a sum into `a_probs[a_i]` through `s_probs[a_i*z_size + z_i]`),
# the fixed-price policy, and the capital supply curve over a grid of interest rates.
# The lecture solves with quantecon's `DiscreteDP(R, Q, β).solve('policy_iteration')`
# and its `mc.stationary_distributions`; here a user's small policy iteration
# (`np.linalg.solve` of (I - βQ_σ) v = R_σ, greedy by `argmax`) and QuantEcon.py's GTH
# solver (quantecon/markov/gth_solve.py, `_gth_solve_jit`, as in qe_markov.py) stand in.
# `from numba import jit` becomes `import alpyna`; `@jit` becomes `@alpyna.jit`.
# matplotlib is stripped (the policy and the supply/demand curves become printed
# values). Sizes: the lecture's a_size = 200 (Q has 400 x 200 x 400 entries) and 20
# interest rates; here arguments a_size num_points (defaults 60 8), the tests use 30 4.
import sys

import numpy as np

import alpyna

a_size_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 60
num_points_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 8


class Household:
    """
    This class takes the parameters that define a household asset accumulation
    problem and computes the corresponding reward and transition matrices R
    and Q required to generate an instance of DiscreteDP, and thereby solve
    for the optimal policy.

    Comments on indexing: We need to enumerate the state space S as a sequence
    S = {0, ..., n}.  To this end, (a_i, z_i) index pairs are mapped to s_i
    indices according to the rule

        s_i = a_i * z_size + z_i

    To invert this map, use

        a_i = s_i // z_size  (integer division)
        z_i = s_i % z_size

    """


    def __init__(self,
                r=0.01,                      # interest rate
                w=1.0,                       # wages
                β=0.96,                      # discount factor
                a_min=1e-10,
                Π=[[0.9, 0.1], [0.1, 0.9]],  # Markov chain
                z_vals=[0.1, 1.0],           # exogenous states
                a_max=18,
                a_size=200):

        # Store values, set up grids over a and z
        self.r, self.w, self.β = r, w, β
        self.a_min, self.a_max, self.a_size = a_min, a_max, a_size

        self.Π = np.asarray(Π)
        self.z_vals = np.asarray(z_vals)
        self.z_size = len(z_vals)

        self.a_vals = np.linspace(a_min, a_max, a_size)
        self.n = a_size * self.z_size

        # Build the array Q
        self.Q = np.zeros((self.n, a_size, self.n))
        self.build_Q()

        # Build the array R
        self.R = np.empty((self.n, a_size))
        self.build_R()

    def set_prices(self, r, w):
        """
        Use this method to reset prices. Calling the method will trigger a
        re-build of R.
        """
        self.r, self.w = r, w
        self.build_R()

    def build_Q(self):
        populate_Q(self.Q, self.a_size, self.z_size, self.Π)

    def build_R(self):
        self.R.fill(-np.inf)
        populate_R(self.R,
                self.a_size,
                self.z_size,
                self.a_vals,
                self.z_vals,
                self.r,
                self.w)


# Do the hard work using JIT-ed functions

@alpyna.jit
def populate_R(R, a_size, z_size, a_vals, z_vals, r, w):
    n = a_size * z_size
    for s_i in range(n):
        a_i = s_i // z_size
        z_i = s_i % z_size
        a = a_vals[a_i]
        z = z_vals[z_i]
        for new_a_i in range(a_size):
            a_new = a_vals[new_a_i]
            c = w * z + (1 + r) * a - a_new
            if c > 0:
                R[s_i, new_a_i] = np.log(c)  # Utility

@alpyna.jit
def populate_Q(Q, a_size, z_size, Π):
    n = a_size * z_size
    for s_i in range(n):
        z_i = s_i % z_size
        for a_i in range(a_size):
            for next_z_i in range(z_size):
                Q[s_i, a_i, a_i*z_size + next_z_i] = Π[z_i, next_z_i]


@alpyna.jit
def asset_marginal(s_probs, a_size, z_size):
    a_probs = np.zeros(a_size)
    for a_i in range(a_size):
        for z_i in range(z_size):
            a_probs[a_i] += s_probs[a_i*z_size + z_i]
    return a_probs


@alpyna.jit
def _gth_solve_jit(A, out):
    n = A.shape[0]

    # === Reduction === #
    for k in range(n-1):
        scale = np.sum(A[k, k+1:n])
        if scale <= 0:
            n = k+1
            break
        for i in range(k+1, n):
            A[i, k] /= scale

            for j in range(k+1, n):
                A[i, j] += A[i, k] * A[k, j]

    # === Backward substitution === #
    out[n-1] = 1
    for k in range(n-2, -1, -1):
        for i in range(k+1, n):
            out[k] += out[i] * A[i, k]

    # === Normalization === #
    norm = np.sum(out)
    for k in range(n):
        out[k] /= norm


def policy_iteration(R, Q, β, max_iter=200):
    """The user's stand-in for DiscreteDP(R, Q, β).solve('policy_iteration')."""
    n, m = R.shape
    σ = R.argmax(axis=1)
    for it in range(max_iter):
        R_σ = R[np.arange(n), σ]
        Q_σ = Q[np.arange(n), σ]
        v = np.linalg.solve(np.identity(n) - β * Q_σ, R_σ)
        σ_new = (R + β * Q @ v).argmax(axis=1)
        if np.array_equal(σ_new, σ):
            break
        σ = σ_new
    stationary = np.zeros(n)
    _gth_solve_jit(np.array(Q_σ), stationary)
    return v, σ, stationary, it


# Example prices
r = 0.03
w = 0.956

# Create an instance of Household
am = Household(a_max=20, r=r, w=w, a_size=a_size_arg)

# Solve using policy function iteration
v, sigma, stationary, num_iter = policy_iteration(am.R, am.Q, am.β)
print("policy iteration steps", num_iter, repr(v.sum()))

# Simplify names
z_size, a_size = am.z_size, am.a_size
z_vals, a_vals = am.z_vals, am.a_vals
n = a_size * z_size

# Get all optimal actions across the set of a indices with z fixed in each row
a_star = np.empty((z_size, a_size))
for s_i in range(n):
    a_i = s_i // z_size
    z_i = s_i % z_size
    a_star[z_i, a_i] = a_vals[sigma[s_i]]

for i in range(z_size):
    lb = f'z = {z_vals[i]:.2}'
    print(lb, a_star[i, :4], repr(a_star[i].sum()))

A = 1.0
N = 1.0
α = 0.33
β = 0.96
δ = 0.05


def r_to_w(r):
    """
    Equilibrium wages associated with a given interest rate r.
    """
    return A * (1 - α) * (A * α / (r + δ))**(α / (1 - α))

def rd(K):
    """
    Inverse demand curve for capital.  The interest rate associated with a
    given demand for capital K.
    """
    return A * α * (N / K)**(1 - α) - δ


def prices_to_capital_stock(am, r):
    """
    Map prices to the induced level of capital stock.

    Parameters:
    ----------

    am : Household
        An instance of an aiyagari_household.Household
    r : float
        The interest rate
    """
    w = r_to_w(r)
    am.set_prices(r, w)
    # Compute the optimal policy and its stationary distribution
    v, sigma, stationary_probs, num_iter = policy_iteration(am.R, am.Q, β)
    # Extract the marginal distribution for assets
    asset_probs = asset_marginal(stationary_probs, am.a_size, am.z_size)
    # Return K
    return np.sum(asset_probs * am.a_vals)


# Create an instance of Household
am = Household(a_max=20, a_size=a_size_arg)

# Use the instance to build a discrete dynamic program
num_points = num_points_arg
r_vals = np.linspace(0.005, 0.04, num_points)

# Compute supply of capital
k_vals = np.empty(num_points)
for i, r in enumerate(r_vals):
    k_vals[i] = prices_to_capital_stock(am, r)

print("capital supply", k_vals)
print("capital demand", rd(k_vals))
