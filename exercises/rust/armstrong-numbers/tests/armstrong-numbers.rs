use armstrong_numbers::is_armstrong_number;

#[test]
fn single_digits() {
    assert!(is_armstrong_number(5));
}

#[test]
fn three_digits() {
    assert!(is_armstrong_number(153));
    assert!(!is_armstrong_number(100));
}

#[test]
fn large() {
    assert!(is_armstrong_number(9_926_315));
    assert!(!is_armstrong_number(4_106_098_957));
}
