package leap

func IsLeapYear(year int) bool {
	panic("not written yet")
}
