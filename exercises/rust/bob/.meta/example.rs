pub fn reply(message: &str) -> &str {
    let m = message.trim_end();
    let question = m.ends_with('?');
    let yelling = m.chars().any(|c| c.is_alphabetic()) && m.to_uppercase() == m;
    match (m.is_empty(), question, yelling) {
        (true, _, _) => "Fine. Be that way!",
        (_, true, true) => "Calm down, I know what I'm doing!",
        (_, true, false) => "Sure.",
        (_, false, true) => "Whoa, chill out!",
        _ => "Whatever.",
    }
}
