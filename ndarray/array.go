package ndarray

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"unsafe"
)

// Array is an n-dimensional array of one DType. Its elements live in a byte
// buffer, 8-byte aligned so that every element is naturally aligned, which
// views share; strides are in bytes as in NumPy. Arrays made by this package
// are C-contiguous, and so are the views Sub and Reshape return.
type Array struct {
	// version, on the owning array only, counts the writes of buf: every
	// host write path bumps it (hostWrite), and so does MarkWritten, which
	// callers that write the buffer behind the array's back (native
	// kernels) call. Caches of what was computed from the contents (the
	// execution plans of package inspector) compare it. It is updated
	// atomically: executors write disjoint elements of one array from
	// several goroutines. First in the struct, for 64-bit atomic alignment
	// on 32-bit platforms.
	version uint64
	dtype   DType
	shape   []int
	strides []int  // bytes; one per dimension
	buf     []byte // the whole shared buffer
	offset  int    // byte offset of element (0, ..., 0) in buf
	size    int    // product of shape
	base    *Array // the array owning buf, or nil if this one does
	contig  bool   // elements are C-contiguous from offset (cached IsContiguous)
	// mirror, on the owning array only, is a copy of buf elsewhere (a GPU)
	// that must hear of every host access; nil for most arrays.
	mirror Mirror
	// wrapper, on an owning array, is the first Python object made for
	// it (package pynumpy), so that a view's base is that very object.
	wrapper any
	// finiteAt, when not 0, is the version at which the fast paths
	// (fast.go) found every element finite as they wrote them, which
	// spares the floating-point checks (fperr.go) another pass.
	finiteAt uint64
}

// A Mirror is a copy of an array's buffer on a device. The array calls it
// before every host access of its elements, through any view: HostRead
// brings the host copy up to date if the device has the newer data, and
// HostWrite does that and then marks the device copy stale. This is the
// HOST/DEVICE/BOTH state machine of PyOP2's device backends, seen from the
// host.
type Mirror interface {
	HostRead()
	HostWrite()
}

// SetMirror attaches m to the buffer a views (nil detaches).
func (a *Array) SetMirror(m Mirror) { a.owner().mirror = m }

// Owner returns the array that owns the buffer a views (a itself if it
// does): what outlives every view of the buffer.
func (a *Array) Owner() *Array { return a.owner() }

// Wrapper is the object SetWrapper recorded for a, or nil.
func (a *Array) Wrapper() any { return a.wrapper }

// SetWrapper records w as a's object in a host language (the Python
// numpy.ndarray of package pynumpy), if none is recorded yet.
func (a *Array) SetWrapper(w any) {
	if a.wrapper == nil {
		a.wrapper = w
	}
}

// GetMirror returns the mirror of a's buffer, or nil.
func (a *Array) GetMirror() Mirror { return a.owner().mirror }

// Buffer returns the whole buffer a views and the byte offset of a's
// element (0, ..., 0) in it, without notifying the mirror: for the
// mirror's own transfers.
func (a *Array) Buffer() ([]byte, int) { return a.owner().buf, a.offset }

func (a *Array) hostRead() {
	if m := a.owner().mirror; m != nil {
		m.HostRead()
	}
}

func (a *Array) hostWrite() {
	o := a.owner()
	atomic.AddUint64(&o.version, 1)
	if m := o.mirror; m != nil {
		m.HostWrite()
	}
}

// Version returns the write version of the buffer a views: it changes
// whenever the elements may have changed, through any view, and never goes
// back. Two equal versions of one buffer mean equal contents (when no
// write is under way).
func (a *Array) Version() uint64 { return atomic.LoadUint64(&a.owner().version) }

// MarkWritten bumps the write version of the buffer a views. Code that
// writes the elements without going through the array (a native kernel
// writing through the address Data returned) calls it afterwards, so that
// caches keyed by Version see the change.
func (a *Array) MarkWritten() { atomic.AddUint64(&a.owner().version, 1) }

// New returns a zeroed C-contiguous array of type dt and the given shape.
func New(dt DType, shape []int) (*Array, error) {
	if !dt.valid() {
		return nil, fmt.Errorf("invalid dtype %d", dt)
	}
	size := 1
	for _, n := range shape {
		if n < 0 {
			return nil, errors.New("negative dimensions are not allowed")
		}
		if n != 0 && size > math.MaxInt/n/dt.ItemSize() {
			return nil, errors.New("array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.")
		}
		size *= n
	}
	a := &Array{dtype: dt, shape: append([]int(nil), shape...), size: size, contig: true}
	a.strides = contiguousStrides(dt, a.shape)
	a.buf = alignedBytes(size * dt.ItemSize())
	return a, nil
}

// alignedBytes returns n zeroed bytes whose address is 8-byte aligned.
func alignedBytes(n int) []byte {
	if n == 0 {
		return nil
	}
	words := make([]uint64, (n+7)/8)
	return unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), n)
}

// newResult returns a C-contiguous array of type dt and the given shape
// (a valid one, taken from existing arrays) whose elements are not
// initialised: its buffer is a dead temporary's (takeRecycled) or memory
// the Go runtime did not clear (uninitBytes). It is for results whose
// every element the caller writes before the array is returned. At a
// million elements, clearing a fresh buffer costs about as much as
// adding two arrays into it.
func newResult(dt DType, shape []int) *Array {
	size := shapeSize(shape)
	a := &Array{dtype: dt, shape: append([]int(nil), shape...), size: size, contig: true}
	a.strides = contiguousStrides(dt, a.shape)
	n := size * dt.ItemSize()
	if a.buf = takeRecycled(n); a.buf == nil {
		a.buf = uninitBytes(n)
	}
	return a
}

// uninitMin is the smallest buffer uninitBytes takes from the runtime
// without clearing; below it, clearing costs less than a call.
const uninitMin = 4096

// uninitBytes returns n bytes, 8-byte aligned, whose contents are
// whatever the memory held before. The buffer holds no pointers, so the
// garbage collector never reads its contents, and the slice keeps it
// alive like any other.
func uninitBytes(n int) []byte {
	if n < uninitMin {
		return alignedBytes(n)
	}
	p := mallocgc(uintptr((n+7)&^7), nil, false)
	return unsafe.Slice((*byte)(p), n)
}

// mallocgc is the Go runtime's allocator, which can skip clearing the
// memory (needzero false); a nil type means an object without pointers.
// The runtime keeps this signature for packages that link to it
// (go.dev/issue/67401).
//
//go:linkname mallocgc runtime.mallocgc
func mallocgc(size uintptr, typ unsafe.Pointer, needzero bool) unsafe.Pointer

func contiguousStrides(dt DType, shape []int) []int {
	strides := make([]int, len(shape))
	stride := dt.ItemSize()
	for i := len(shape) - 1; i >= 0; i-- {
		strides[i] = stride
		stride *= max(shape[i], 1)
	}
	return strides
}

// Full returns a C-contiguous array of the given shape with every element v
// converted to dt.
func Full(dt DType, shape []int, v Scalar) (*Array, error) {
	a, err := New(dt, shape)
	if err != nil {
		return nil, err
	}
	a.Fill(v)
	return a, nil
}

// FromScalars returns a C-contiguous array of the given shape holding vals
// in C order, each converted to dt.
func FromScalars(dt DType, shape []int, vals []Scalar) (*Array, error) {
	a, err := New(dt, shape)
	if err != nil {
		return nil, err
	}
	if len(vals) != a.size {
		return nil, fmt.Errorf("got %d values for shape %s, want %d", len(vals), formatShape(shape), a.size)
	}
	for i, v := range vals {
		a.setAt(a.offset+i*dt.ItemSize(), v)
	}
	return a, nil
}

// DType returns the element type.
func (a *Array) DType() DType { return a.dtype }

// Shape returns the dimensions. The caller must not modify the slice.
func (a *Array) Shape() []int { return a.shape }

// Strides returns the strides in bytes. The caller must not modify the slice.
func (a *Array) Strides() []int { return a.strides }

// NDim returns the number of dimensions.
func (a *Array) NDim() int { return len(a.shape) }

// Size returns the number of elements.
func (a *Array) Size() int { return a.size }

// IsContiguous reports whether the elements are laid out in C order without
// gaps.
func (a *Array) IsContiguous() bool { return a.contig }

func (a *Array) computeContiguous() bool {
	stride := a.dtype.ItemSize()
	for i := len(a.shape) - 1; i >= 0; i-- {
		if a.shape[i] != 1 && a.strides[i] != stride {
			return a.size == 0
		}
		stride *= a.shape[i]
	}
	return true
}

// Data returns the bytes of the elements, sharing memory with a, for
// backends that hand the buffer to native code that may write it: it
// counts as a write (the version changes, a device copy becomes stale).
// Code that writes through it later should call MarkWritten afterwards as
// well. It panics unless a is contiguous.
func (a *Array) Data() []byte {
	a.mustBeContiguous()
	a.hostWrite()
	n := a.size * a.dtype.ItemSize()
	return a.buf[a.offset : a.offset+n : a.offset+n]
}

// ReadData returns the bytes of the elements, sharing memory with a, for
// code that only reads them (an index array a native kernel reads): unlike
// Data it does not count as a write, so the version does not change and a
// device copy stays valid. The caller must not write through it. It panics
// unless a is contiguous.
func (a *Array) ReadData() []byte {
	a.mustBeContiguous()
	a.hostRead()
	n := a.size * a.dtype.ItemSize()
	return a.buf[a.offset : a.offset+n : a.offset+n]
}

// Base returns the array owning the buffer a views, or nil if a owns it.
func (a *Array) Base() *Array { return a.base }

func (a *Array) owner() *Array {
	if a.base != nil {
		return a.base
	}
	return a
}

func (a *Array) mustBeContiguous() {
	if !a.IsContiguous() {
		panic("ndarray: array is not contiguous")
	}
}

// Normalize returns index i along axis, with negative values counted from
// the end, or NumPy's IndexError text if it is out of range.
func (a *Array) Normalize(axis, i int) (int, error) {
	n := a.shape[axis]
	if i < -n || i >= n {
		return 0, fmt.Errorf("index %d is out of bounds for axis %d with size %d", i, axis, n)
	}
	if i < 0 {
		i += n
	}
	return i, nil
}

// byteOffset returns the position in buf of the element at idx. It panics if
// idx has the wrong length or an index is out of range.
func (a *Array) byteOffset(idx []int) int {
	if len(idx) != len(a.shape) {
		panic(fmt.Sprintf("ndarray: %d indices for %d-dimensional array", len(idx), len(a.shape)))
	}
	off := a.offset
	for k, i := range idx {
		if uint(i) >= uint(a.shape[k]) {
			panic(fmt.Sprintf("ndarray: index %d out of range for axis %d with size %d", i, k, a.shape[k]))
		}
		off += i * a.strides[k]
	}
	return off
}

// flatOffset returns the position in buf of the i-th element in C order.
func (a *Array) flatOffset(i int) int {
	if uint(i) >= uint(a.size) {
		panic(fmt.Sprintf("ndarray: flat index %d out of range for size %d", i, a.size))
	}
	if a.contig {
		return a.offset + i*a.dtype.ItemSize()
	}
	off := a.offset
	for k := len(a.shape) - 1; k >= 0; k-- {
		n := a.shape[k]
		off += (i % n) * a.strides[k]
		i /= n
	}
	return off
}

// At returns the element at idx, which must hold one in-range index per
// dimension (negative indices are not normalised).
func (a *Array) At(idx ...int) Scalar { return a.getAt(a.byteOffset(idx)) }

// Set stores v, converted to a.DType() as Scalar.Convert does, at idx.
func (a *Array) Set(v Scalar, idx ...int) { a.setAt(a.byteOffset(idx), v) }

// AtFlat returns the i-th element in C order.
func (a *Array) AtFlat(i int) Scalar { return a.getAt(a.flatOffset(i)) }

// SetFlat stores v, converted to a.DType(), as the i-th element in C order.
func (a *Array) SetFlat(i int, v Scalar) { a.setAt(a.flatOffset(i), v) }

// getAt reads the element at byte offset off of buf. Offsets are multiples
// of the item size in an 8-byte aligned buffer, so the loads are aligned.
func (a *Array) getAt(off int) Scalar {
	a.hostRead()
	p := unsafe.Pointer(&a.buf[off])
	switch a.dtype {
	case Bool:
		return Scalar{DType: Bool, I: int64(*(*uint8)(p))}
	case Int32:
		return Scalar{DType: Int32, I: int64(*(*int32)(p))}
	case Int64:
		return Scalar{DType: Int64, I: *(*int64)(p)}
	case Int8:
		return Scalar{DType: Int8, I: int64(*(*int8)(p))}
	case Int16:
		return Scalar{DType: Int16, I: int64(*(*int16)(p))}
	case UInt8:
		return Scalar{DType: UInt8, I: int64(*(*uint8)(p))}
	case UInt16:
		return Scalar{DType: UInt16, I: int64(*(*uint16)(p))}
	case UInt32:
		return Scalar{DType: UInt32, I: int64(*(*uint32)(p))}
	case UInt64:
		return Scalar{DType: UInt64, I: *(*int64)(p)}
	case Float32:
		return Scalar{DType: Float32, F: float64(*(*float32)(p))}
	case Float16:
		return Scalar{DType: Float16, F: halfFloat(*(*uint16)(p))}
	case Complex64:
		c := (*[2]float32)(p)
		return MakeComplex(Complex64, float64(c[0]), float64(c[1]))
	case Complex128:
		c := (*[2]float64)(p)
		return MakeComplex(Complex128, c[0], c[1])
	default:
		return Scalar{DType: Float64, F: *(*float64)(p)}
	}
}

func (a *Array) setAt(off int, v Scalar) {
	a.hostWrite()
	v = v.Convert(a.dtype)
	p := unsafe.Pointer(&a.buf[off])
	switch a.dtype {
	case Bool:
		*(*uint8)(p) = uint8(v.I)
	case Int32:
		*(*int32)(p) = int32(v.I)
	case Int64, UInt64:
		*(*int64)(p) = v.I
	case Int8, UInt8:
		*(*uint8)(p) = uint8(v.I)
	case Int16, UInt16:
		*(*uint16)(p) = uint16(v.I)
	case UInt32:
		*(*uint32)(p) = uint32(v.I)
	case Float32:
		*(*float32)(p) = float32(v.F)
	case Float16:
		*(*uint16)(p) = halfBits(v.F)
	case Complex64:
		*(*[2]float32)(p) = [2]float32{float32(v.F), float32(v.Imag())}
	case Complex128:
		*(*[2]float64)(p) = [2]float64{v.F, v.Imag()}
	default:
		*(*float64)(p) = v.F
	}
}

// Sub returns the view a[i] along axis 0; i must already be normalised.
func (a *Array) Sub(i int) *Array {
	if len(a.shape) == 0 {
		panic("ndarray: Sub of a 0-dimensional array")
	}
	if uint(i) >= uint(a.shape[0]) {
		panic(fmt.Sprintf("ndarray: index %d out of range for axis 0 with size %d", i, a.shape[0]))
	}
	size := 1
	for _, n := range a.shape[1:] {
		size *= n
	}
	sub := &Array{
		dtype:   a.dtype,
		shape:   a.shape[1:len(a.shape):len(a.shape)],
		strides: a.strides[1:len(a.strides):len(a.strides)],
		buf:     a.buf,
		offset:  a.offset + i*a.strides[0],
		size:    size,
		base:    a.owner(),
	}
	sub.contig = sub.computeContiguous()
	return sub
}

// Reshape returns a with a new shape of the same size. One dimension may be
// negative (NumPy accepts any negative value, conventionally -1), meaning
// whatever size makes the total match. The result is a view when a is
// contiguous and a copy otherwise.
func (a *Array) Reshape(shape []int) (*Array, error) {
	newShape := append([]int(nil), shape...)
	unknown := -1
	known := 1
	for i, n := range newShape {
		if n < 0 {
			if unknown >= 0 {
				return nil, errors.New("can only specify one unknown dimension")
			}
			unknown = i
			continue
		}
		known *= n
	}
	if unknown >= 0 {
		if known == 0 || a.size%known != 0 {
			return nil, fmt.Errorf("cannot reshape array of size %d into shape %s", a.size, formatReshapeTarget(newShape, unknown))
		}
		newShape[unknown] = a.size / known
	} else if known != a.size {
		return nil, fmt.Errorf("cannot reshape array of size %d into shape %s", a.size, formatShapeCompact(newShape))
	}
	src := a
	if !a.IsContiguous() {
		src = a.Copy()
	}
	return &Array{
		dtype:   src.dtype,
		shape:   newShape,
		strides: contiguousStrides(src.dtype, newShape),
		buf:     src.buf,
		offset:  src.offset,
		size:    src.size,
		base:    src.owner(),
		contig:  true,
	}, nil
}

// formatShape writes a shape as a Python tuple: "()", "(4,)", "(2, 3)".
func formatShape(shape []int) string {
	var b strings.Builder
	b.WriteByte('(')
	for i, n := range shape {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(n))
	}
	if len(shape) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return b.String()
}

// formatShapeCompact writes a shape as NumPy's C code does in broadcasting
// errors: "()", "(4,)", "(2,3)".
func formatShapeCompact(shape []int) string {
	var b strings.Builder
	b.WriteByte('(')
	for i, n := range shape {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(n))
	}
	if len(shape) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return b.String()
}

// formatReshapeTarget writes a reshape target with its unknown dimension as
// NumPy does: "(4,newaxis)".
func formatReshapeTarget(shape []int, unknown int) string {
	var b strings.Builder
	b.WriteByte('(')
	for i, n := range shape {
		if i > 0 {
			b.WriteByte(',')
		}
		if i == unknown {
			b.WriteString("newaxis")
		} else {
			b.WriteString(strconv.Itoa(n))
		}
	}
	if len(shape) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return b.String()
}

// Assign implements a[...] = src: src is broadcast to a's shape and its
// elements converted to a.DType(). src may share memory with a.
func (a *Array) Assign(src *Array) error {
	strides, ok := broadcastStrides(src.shape, src.strides, a.shape)
	if !ok {
		return fmt.Errorf("could not broadcast input array from shape %s into shape %s",
			formatShapeCompact(src.shape), formatShapeCompact(a.shape))
	}
	if a.assignContiguous(src) {
		return nil
	}
	if src.buf != nil && a.buf != nil && &src.buf[0] == &a.buf[0] {
		src = src.Copy() // overlapping views: read everything before writing
		strides, _ = broadcastStrides(src.shape, src.strides, a.shape)
	}
	if src.dtype == a.dtype && a.size > 0 {
		src.hostRead()
		a.hostWrite()
		copyView(a.buf, a.offset, a.strides, src.buf, src.offset, strides, a.shape, a.dtype.ItemSize())
		return nil
	}
	it := newIter(a.shape, [][]int{a.strides, strides}, []int{a.offset, src.offset})
	for ; it.more; it.next() {
		a.setAt(it.off[0], src.getAt(it.off[1]))
	}
	return nil
}

// AsType returns a copy of a with its elements converted to dt.
func (a *Array) AsType(dt DType) *Array {
	b := newResult(dt, a.shape) // every element is written below
	if dt == a.dtype && a.IsContiguous() {
		a.hostRead()
		copy(b.buf, a.buf[a.offset:a.offset+a.size*dt.ItemSize()])
		return b
	}
	if dt == a.dtype && a.size > 0 {
		a.hostRead()
		copyView(b.buf, 0, b.strides, a.buf, a.offset, a.strides, a.shape, dt.ItemSize())
		return b
	}
	if a.convertToFloats(b) || a.convertFloatsToInts(b) {
		return b
	}
	isz := dt.ItemSize()
	for i := 0; i < a.size; i++ {
		b.setAt(i*isz, a.AtFlat(i))
	}
	return b
}

// Copy returns a C-contiguous copy of a that owns its buffer.
func (a *Array) Copy() *Array { return a.AsType(a.dtype) }

// Fill sets every element to v converted to a.DType().
func (a *Array) Fill(v Scalar) {
	v = v.Convert(a.dtype)
	if a.contig {
		if a.size == 0 {
			return
		}
		// One element, then copies of what is filled, doubling.
		a.setAt(a.offset, v)
		b := a.Data()
		for filled := a.dtype.ItemSize(); filled < len(b); filled *= 2 {
			copy(b[filled:], b[:filled])
		}
		return
	}
	for i := 0; i < a.size; i++ {
		a.setAt(a.flatOffset(i), v)
	}
}

// Float64s returns the elements as a slice sharing a's memory. It panics
// unless a is a contiguous Float64 array.
func (a *Array) Float64s() []float64 {
	return typedView[float64](a, Float64)
}

// Float32s returns the elements as a slice sharing a's memory. It panics
// unless a is a contiguous Float32 array.
func (a *Array) Float32s() []float32 {
	return typedView[float32](a, Float32)
}

// Int64s returns the elements as a slice sharing a's memory. It panics
// unless a is a contiguous Int64 array.
func (a *Array) Int64s() []int64 {
	return typedView[int64](a, Int64)
}

// Int32s returns the elements as a slice sharing a's memory. It panics
// unless a is a contiguous Int32 array.
func (a *Array) Int32s() []int32 {
	return typedView[int32](a, Int32)
}

// Bools returns the elements as a slice sharing a's memory. It panics unless
// a is a contiguous Bool array. Only true and false may be stored through it.
func (a *Array) Bools() []bool {
	return typedView[bool](a, Bool)
}

// readView is typedView for reading only: the mirror hears of a read, so a
// device copy stays valid.
func readView[T any](a *Array, dt DType) []T {
	a.hostRead()
	return view[T](a, dt)
}

// typedView may be written through: the mirror hears of a write.
func typedView[T any](a *Array, dt DType) []T {
	a.hostWrite()
	return view[T](a, dt)
}

func view[T any](a *Array, dt DType) []T {
	if a.dtype != dt {
		panic(fmt.Sprintf("ndarray: %s view of %s array", dt, a.dtype))
	}
	a.mustBeContiguous()
	if a.size == 0 {
		return []T{}
	}
	return unsafe.Slice((*T)(unsafe.Pointer(&a.buf[a.offset])), a.size)
}

// broadcastStrides returns strides that let an array of shape src be read as
// one of shape dst (zero strides along broadcast dimensions), or false if
// NumPy's broadcasting rules do not allow it.
func broadcastStrides(src, srcStrides, dst []int) ([]int, bool) {
	if len(src) > len(dst) {
		// Leading dimensions of size 1 may be dropped.
		extra := len(src) - len(dst)
		for _, n := range src[:extra] {
			if n != 1 {
				return nil, false
			}
		}
		src, srcStrides = src[extra:], srcStrides[extra:]
	}
	strides := make([]int, len(dst))
	lead := len(dst) - len(src)
	for i, n := range src {
		switch n {
		case dst[lead+i]:
			strides[lead+i] = srcStrides[i]
		case 1:
			// stride stays 0
		default:
			return nil, false
		}
	}
	return strides, true
}

// broadcastShapes returns the shape two operands broadcast to.
func broadcastShapes(x, y []int) ([]int, bool) {
	if len(x) < len(y) {
		x, y = y, x
	}
	out := append([]int(nil), x...)
	lead := len(x) - len(y)
	for i, n := range y {
		m := out[lead+i]
		switch {
		case m == n || n == 1:
		case m == 1:
			out[lead+i] = n
		default:
			return nil, false
		}
	}
	return out, true
}

// iter walks the elements of shape in C order, keeping one byte offset per
// operand.
type iter struct {
	shape   []int
	strides [][]int
	idx     []int
	off     []int
	more    bool
}

func newIter(shape []int, strides [][]int, offsets []int) *iter {
	it := &iter{shape: shape, strides: strides, idx: make([]int, len(shape)), off: offsets, more: true}
	for _, n := range shape {
		if n == 0 {
			it.more = false
		}
	}
	return it
}

func (it *iter) next() {
	for k := len(it.shape) - 1; k >= 0; k-- {
		it.idx[k]++
		for j := range it.off {
			it.off[j] += it.strides[j][k]
		}
		if it.idx[k] < it.shape[k] {
			return
		}
		for j := range it.off {
			it.off[j] -= it.strides[j][k] * it.shape[k]
		}
		it.idx[k] = 0
	}
	it.more = false
}
