package isogram

import "testing"

func TestIsIsogram(t *testing.T) {
	cases := map[string]bool{"": true, "lumberjacks": true, "six-year old": true, "Alphabet": false, "isograms": false}
	for input, want := range cases {
		if got := IsIsogram(input); got != want {
			t.Errorf("IsIsogram(%q) = %v, want %v", input, got, want)
		}
	}
}
