use bob::reply;

#[test]
fn statement() {
    assert_eq!(reply("Tom-ay-to, tom-aaaah-to."), "Whatever.");
}

#[test]
fn question_and_yelling() {
    assert_eq!(reply("Does this cryogenic chamber make me look fat?  "), "Sure.");
    assert_eq!(reply("WATCH OUT!"), "Whoa, chill out!");
    assert_eq!(reply("WHAT'S GOING ON?"), "Calm down, I know what I'm doing!");
}

#[test]
fn silence_and_numbers() {
    assert_eq!(reply("   \t"), "Fine. Be that way!");
    assert_eq!(reply("1, 2, 3"), "Whatever.");
}
