package leap

import "testing"

func TestIsLeapYear(t *testing.T) {
	cases := map[int]bool{2023: false, 1996: true, 1900: false, 2000: true}
	for input, want := range cases {
		if got := IsLeapYear(input); got != want {
			t.Errorf("IsLeapYear(%d) = %v, want %v", input, got, want)
		}
	}
}
