pub fn reply(message: &str) -> &str {
    todo!("reply to {message}")
}
