pub fn is_armstrong_number(num: u32) -> bool {
    todo!("is {num} an Armstrong number?")
}
