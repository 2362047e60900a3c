package inspector

// This file renumbers iterations and elements for locality, after
// Giuliani and Krivodonova ([edge colouring] §6, Algorithm 5, Tables 8 and 9):
// once the faces of a mesh are coloured, order them colour by colour;
// number the cells so that the k-th face of the first colour has left cell
// k and right cell N1+k (N1 faces in that colour), which makes the first
// colour's accesses fully coalesced; and order the faces of every other
// colour by ascending left cell, which coalesces part of theirs. They
// report 1.28x on a DG solver (Table 10). Both are one-time preprocessing:
// the caller applies them to its arrays.

import "fmt"

// groups returns the iteration groups a plan may reorder within: the
// colours of a Coloured plan, or all iterations in order.
func (p *Plan) groups() [][]int32 {
	if p.Strategy == Coloured {
		gs := make([][]int32, p.Colours())
		for c := range gs {
			gs[c] = p.Colour(c)
		}
		return gs
	}
	return [][]int32{iota32(p.Iterations)}
}

// ElementNumbering computes a new numbering of the elements (0..length-1)
// that maps index into, generalising Algorithm 5: colour by colour in the
// plan's order, map by map and slot by slot, the elements the colour's
// iterations touch get the next numbers in the order of the iterations.
// For maps left and right of a face loop, the first colour's left cells
// get 0..N1-1 and its right cells N1..2N1-1 as in the paper; elements no
// earlier colour reached are numbered by later colours, and elements no
// iteration touches keep their relative order at the end. Plans other than
// Coloured count as one colour in program order.
//
// The result newID maps an old element to its new number. The caller
// renumbers every index map into the elements (m[j] = newID[m[j]]) and
// moves every array over them (a'[newID[x]] = a[x]). Indices must lie in
// [0, length): normalise Python's negative indices first.
func ElementNumbering(p *Plan, length int64, maps ...IndexMap) ([]int32, error) {
	if length < 0 || length > maxIterations {
		return nil, fmt.Errorf("inspector: element count %d out of range", length)
	}
	for j, m := range maps {
		if m.Arity <= 0 || int64(len(m.Values)) < int64(p.Iterations)*int64(m.Arity) {
			return nil, fmt.Errorf("inspector: map %d: %d values of arity %d for %d iterations",
				j, len(m.Values), m.Arity, p.Iterations)
		}
	}
	newID := make([]int32, length)
	for x := range newID {
		newID[x] = -1
	}
	next := int32(0)
	for _, g := range p.groups() {
		for j, m := range maps {
			for k := 0; k < m.Arity; k++ {
				for _, i := range g {
					x := m.Values[int(i)*m.Arity+k]
					if x < 0 || x >= length {
						return nil, fmt.Errorf("inspector: map %d: index %d of iteration %d out of range [0, %d)",
							j, x, i, length)
					}
					if newID[x] < 0 {
						newID[x] = next
						next++
					}
				}
			}
		}
	}
	for x, id := range newID {
		if id < 0 {
			newID[x] = next
			next++
		}
	}
	return newID, nil
}

// IterationOrder returns an order of the iterations of a loop with plan p
// for the caller to run or store them in: colour by colour, and within a
// colour by ascending key element (slot 0 of key, renumbered by newID when
// newID is not nil), ties in iteration order (Table 9 b). A key with no
// values keeps each colour in iteration order. order[k] is the old number
// of the iteration that becomes k; after permuting its iteration arrays
// the caller can use p.Reordered(order), in which every colour is a
// contiguous range.
//
// Only plans that allow any order within a colour can be reordered:
// Coloured, Independent and Privatised (one colour). Key values must lie
// in [0, len(newID)), or be non-negative when newID is nil.
func IterationOrder(p *Plan, key IndexMap, newID []int32) ([]int32, error) {
	switch p.Strategy {
	case Coloured, Independent, Privatised:
	default:
		return nil, fmt.Errorf("inspector: the iterations of a %s plan cannot be reordered", p.Strategy)
	}
	n := p.Iterations
	gs := p.groups()
	if len(key.Values) == 0 {
		order := make([]int32, 0, n)
		for _, g := range gs {
			order = append(order, g...)
		}
		return order, nil
	}
	if key.Arity <= 0 || len(key.Values) < n*key.Arity {
		return nil, fmt.Errorf("inspector: key map has %d values of arity %d for %d iterations",
			len(key.Values), key.Arity, n)
	}
	// Key of every iteration; a stable counting sort by key, then one by
	// colour, leaves each colour ordered by key, ties in iteration order.
	keys := make([]int32, n)
	nkeys := int64(len(newID))
	for i := 0; i < n; i++ {
		x := key.Values[i*key.Arity]
		switch {
		case x < 0 || (newID != nil && x >= nkeys) || x >= maxIterations:
			return nil, fmt.Errorf("inspector: key index %d of iteration %d out of range", x, i)
		case newID != nil:
			keys[i] = newID[x]
		default:
			keys[i] = int32(x)
			nkeys = max(nkeys, x+1)
		}
	}
	byKey := countingSort(iota32(n), keys, int(nkeys))
	colour := make([]int32, n)
	for c, g := range gs {
		for _, i := range g {
			colour[i] = int32(c)
		}
	}
	return countingSort(byKey, colour, len(gs)), nil
}

// countingSort returns items stably sorted by key[item], keys in [0, nkeys).
func countingSort(items, key []int32, nkeys int) []int32 {
	next := make([]int32, nkeys+1)
	for _, i := range items {
		next[key[i]+1]++
	}
	for k := 1; k <= nkeys; k++ {
		next[k] += next[k-1]
	}
	out := make([]int32, len(items))
	for _, i := range items {
		out[next[key[i]]] = i
		next[key[i]]++
	}
	return out
}
