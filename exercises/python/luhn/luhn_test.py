from luhn import valid


def test_single_digit():
    assert valid("0") is False


def test_valid_card():
    assert valid("4539 3195 0343 6467") is True


def test_invalid_card():
    assert valid("8273 1232 7352 0569") is False


def test_non_digit():
    assert valid("055-444-285") is False


def test_zeros():
    assert valid(" 0 0 ") is True
