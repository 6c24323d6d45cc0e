package isogram

func IsIsogram(word string) bool {
	panic("not written yet")
}
