module github.com/alpyna/alpyna

go 1.26.8

require (
	github.com/go-python/gpython v0.2.0
	github.com/go-zeromq/zmq4 v0.17.0
	github.com/llir/llvm v0.3.6
	golang.org/x/sys v0.5.0
)

require (
	github.com/go-zeromq/goczmq/v4 v4.2.2 // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/llir/ll v0.0.0-20220802044011-65001c0fb73c // indirect
	github.com/mewmew/float v0.0.0-20201204173432-505706aa38fa // indirect
	github.com/pkg/errors v0.9.1 // indirect
	golang.org/x/mod v0.8.0 // indirect
	golang.org/x/sync v0.7.0 // indirect
	golang.org/x/text v0.15.0 // indirect
	golang.org/x/tools v0.6.0 // indirect
)

replace github.com/go-python/gpython => ./third_party/gpython
