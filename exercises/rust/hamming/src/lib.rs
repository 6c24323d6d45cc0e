pub fn hamming_distance(a: &str, b: &str) -> Option<usize> {
    todo!("distance between {a} and {b}")
}
