use scrabble_score::score;

#[test]
fn one_letter() {
    assert_eq!(score("a"), 1);
}

#[test]
fn mixed_case() {
    assert_eq!(score("OxyphenButazone"), 41);
}

#[test]
fn non_letters() {
    assert_eq!(score("abc123ü"), 7);
}
