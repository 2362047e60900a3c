# Generator's gamma, standard_gamma, beta, poisson and binomial draw NumPy 1.24's
# numbers (Marsaglia-Tsang and Johnk gammas, Johnk's beta, PTRS Poisson, BTPE
# binomial), with array parameters and NumPy's parameter checks.
import numpy as np
for seed in [0, 1, 42, 777]:
    g = np.random.default_rng(seed)
    print(g.standard_gamma(0.5), g.standard_gamma(1.0), g.standard_gamma(2.5, 5).tolist(), g.standard_gamma(0.1, 4).tolist(), g.standard_gamma(0.0))
    print(g.gamma(3.0, 2.0, 6).tolist(), g.gamma([0.5, 1.5, 9.0], 1.5).tolist(), g.gamma(1e-3, size=3).tolist())
    print(g.beta(0.5, 0.5, 6).tolist(), g.beta(2.0, 3.0, 6).tolist(), g.beta(0.9, 5.0, 3).tolist(), g.beta(1e-3, 1e-3, 3).tolist())
    print(g.poisson(), g.poisson(3.5, 12).tolist(), g.poisson(10, 8).tolist(), g.poisson(1234.5, 8).tolist(), g.poisson([0.0, 1.0, 50.0, 1e6]).tolist())
    print(g.binomial(10, 0.5), g.binomial(10, 0.3, 12).tolist(), g.binomial(1000, 0.2, 10).tolist(), g.binomial(1000, 0.9, 10).tolist())
    print(g.binomial(100000, 0.5, 6).tolist(), g.binomial([5, 50, 500, 5000], [0.1, 0.5, 0.7, 0.99]).tolist(), g.binomial(0, 0.5), g.binomial(7, 0.0), g.binomial(7, 1.0), g.binomial(10.7, 0.5))
    a = g.standard_gamma(3.0, 20000); b = g.poisson(30.0, 20000); c = g.binomial(200, 0.4, 20000); d = g.beta(0.7, 0.4, 20000)
    print(repr(a.sum()), b.sum(), c.sum(), repr(d.sum()), g.random())
for bad in ['g.poisson(-1)', 'g.poisson(1e19)', 'g.poisson(np.nan)', 'g.binomial(-1, 0.5)', 'g.binomial(1, 1.5)', 'g.binomial(-1, 1.5)', 'g.beta(0, 1)', 'g.beta(1, -1)', 'g.gamma(-1)', 'g.gamma(1, -1)', 'g.standard_gamma(-1)', 'g.poisson([1, -1])']:
    try:
        print(eval(bad))
    except ValueError as e:
        print('ValueError:', e)
for bad in ['g.binomial([1], [1.5])', 'g.poisson([1e19])', 'g.beta([0], 1)', 'g.poisson([np.nan])', 'g.binomial([1], [np.nan])', 'g.binomial([1, -2], [0.5])']:
    try:
        print(eval(bad))
    except ValueError as e:
        print('ValueError:', e)
print(g.beta([np.nan], 1).tolist(), g.normal(0, [np.nan]).tolist(), g.beta(np.nan, 1), g.poisson(0.0), g.poisson([-0.0]).tolist())
