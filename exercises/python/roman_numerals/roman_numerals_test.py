from roman_numerals import to_roman


def test_small():
    assert to_roman(3) == "III"


def test_subtractive():
    assert to_roman(4) == "IV"
    assert to_roman(944) == "CMXLIV"


def test_large():
    assert to_roman(3999) == "MMMCMXCIX"
    assert to_roman(1994) == "MCMXCIV"
