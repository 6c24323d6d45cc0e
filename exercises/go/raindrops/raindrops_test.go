package raindrops

import "testing"

func TestConvert(t *testing.T) {
	cases := map[int]string{1: "1", 3: "Pling", 35: "PlangPlong", 105: "PlingPlangPlong", 52: "52"}
	for input, want := range cases {
		if got := Convert(input); got != want {
			t.Errorf("Convert(%d) = %q, want %q", input, got, want)
		}
	}
}
