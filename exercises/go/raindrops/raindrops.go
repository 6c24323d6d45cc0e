package raindrops

func Convert(number int) string {
	panic("not written yet")
}
