package closure

// Instantiations is how many variants the closures of this process have
// planned and built.
func Instantiations() int64 { return instantiations.Load() }
