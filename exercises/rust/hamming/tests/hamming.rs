use hamming::hamming_distance;

#[test]
fn empty() {
    assert_eq!(hamming_distance("", ""), Some(0));
}

#[test]
fn long_strands() {
    assert_eq!(hamming_distance("GGACGGATTCTG", "AGGACGGATTCT"), Some(9));
}

#[test]
fn unequal() {
    assert_eq!(hamming_distance("AATG", "AAA"), None);
}
