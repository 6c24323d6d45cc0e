pub fn score(word: &str) -> u64 {
    todo!("score {word}")
}
