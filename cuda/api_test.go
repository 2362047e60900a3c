package cuda

import "github.com/alpyna/alpyna/gridcalc"

// The exported API, spelled out so that both builds (with and without the
// cuda tag) fail to compile if they drift apart or from this list.
var (
	_ func() error                                     = Init
	_ func() bool                                      = Available
	_ func() string                                    = Reason
	_ func() (int, error)                              = DriverVersion
	_ func() (int, error)                              = DeviceCount
	_ func(int) (Properties, error)                    = DeviceProperties
	_ func(int) (*Context, error)                      = Open
	_ func(*Context) Properties                        = (*Context).Properties
	_ func(*Context) error                             = (*Context).Close
	_ func(*Context) error                             = (*Context).Synchronize
	_ func(*Context) (int64, int64, error)             = (*Context).MemInfo
	_ func(*Context, int64) (*Buffer, error)           = (*Context).Alloc
	_ func(*Context, string) (*Module, error)          = (*Context).LoadModule
	_ func(*Buffer) DevicePtr                          = (*Buffer).Ptr
	_ func(*Buffer) int64                              = (*Buffer).Size
	_ func(*Buffer) error                              = (*Buffer).Free
	_ func(*Buffer, []byte) error                      = (*Buffer).CopyFromHost
	_ func(*Buffer, []byte) error                      = (*Buffer).CopyToHost
	_ func(*Module) error                              = (*Module).Unload
	_ func(*Module, string) (*Function, error)         = (*Module).Function
	_ func(*Function) string                           = (*Function).Name
	_ func(*Function, [3]int, [3]int, ...any) error    = (*Function).Launch
	_ func(*Function, gridcalc.Geometry, ...any) error = (*Function).LaunchGeometry
	_ func(DevicePtr) string                           = DevicePtr.String
	_ func(Properties) string                          = Properties.String
	_ func(*Error) string                              = (*Error).Error
	_ error                                            = ErrNotBuilt
	_ error                                            = ErrClosed
)
