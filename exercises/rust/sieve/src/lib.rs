pub fn primes_up_to(upper_bound: u64) -> Vec<u64> {
    todo!("primes up to {upper_bound}")
}
