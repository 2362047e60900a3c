module github.com/alpyna/alpyna

go 1.26.8

require github.com/go-python/gpython v0.2.0

require github.com/google/go-cmp v0.7.0 // indirect

replace github.com/go-python/gpython => ./third_party/gpython
