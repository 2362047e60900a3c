# A vector assigned whole from a matrix expression in a time loop
# (gradient descent): the nest is refused for what the user wrote, np.dot
# of whole arrays, and not for the reduction loops the front end would
# have made of np.dot(X, w) (their len() and w[k]).
import numpy as np
import alpyna


@alpyna.jit
def descend(X, w, iterations):
    for i in range(iterations):
        w -= 0.01 * np.dot(X.T, np.dot(X, w))
    return w
