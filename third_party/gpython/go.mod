module github.com/go-python/gpython

go 1.18

require (
	github.com/google/go-cmp v0.5.8
	github.com/gopherjs/gopherwasm v1.1.0
	github.com/peterh/liner v1.2.2
)

require (
	github.com/gopherjs/gopherjs v0.0.0-20180825215210-0210a2f0f73c // indirect
	github.com/mattn/go-runewidth v0.0.13 // indirect
	github.com/rivo/uniseg v0.3.4 // indirect
	golang.org/x/sys v0.0.0-20220817070843-5a390386f1f2 // indirect
)
