from leap import is_leap


def test_ordinary_year():
    assert is_leap(2023) is False


def test_divisible_by_four():
    assert is_leap(1996) is True


def test_century():
    assert is_leap(1900) is False


def test_four_hundred():
    assert is_leap(2000) is True
