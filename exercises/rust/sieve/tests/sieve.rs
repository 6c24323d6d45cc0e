use sieve::primes_up_to;

#[test]
fn none() {
    assert_eq!(primes_up_to(1), Vec::<u64>::new());
}

#[test]
fn limit_is_prime() {
    assert_eq!(primes_up_to(13), vec![2, 3, 5, 7, 11, 13]);
}

#[test]
fn count_below_thousand() {
    assert_eq!(primes_up_to(1000).len(), 168);
}
