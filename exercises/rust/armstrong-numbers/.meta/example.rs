pub fn is_armstrong_number(num: u32) -> bool {
    let digits: Vec<u64> = num.to_string().chars().map(|c| c.to_digit(10).unwrap() as u64).collect();
    let power = digits.len() as u32;
    digits.iter().map(|d| d.pow(power)).sum::<u64>() == num as u64
}
