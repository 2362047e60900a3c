// Package affine represents affine integer forms c0 + c1*v1 + ... + cn*vn over
// named variables, the shape every subscript and loop bound takes in the
// dependence analysis of alpyna.
//
// A Form does not know what its variables are: loop indices and loop-invariant
// symbols look the same to it; package depend decides which is which. Forms are
// immutable values in canonical order (terms sorted by variable name, no zero
// coefficients), so two forms are equal exactly when their representations are.
//
// All arithmetic is on int64 and checked: an operation whose result does not
// fit reports ErrOverflow instead of wrapping, and Eval reports false.
//
// A subscript or bound that is not affine (an indirect subscript a[idx[i]], a
// product of two indices, a call) is represented by the invalid form that
// NonAffine returns. Arithmetic on an invalid form yields an invalid form;
// consumers treat it as "any value".
//
// The package does not parse anything: the front end builds forms with Const,
// Var and the arithmetic methods.
package affine
