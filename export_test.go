package alpyna

// Exported for the tests of package alpyna_test.
var (
	DescribeDevice = describeDevice
	MeasureLink    = measureLink
)
