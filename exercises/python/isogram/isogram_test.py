from isogram import is_isogram


def test_empty():
    assert is_isogram("") is True


def test_isogram_with_hyphen_and_space():
    assert is_isogram("six-year old") is True


def test_repeated_letter_any_case():
    assert is_isogram("Alphabet") is False
    assert is_isogram("isograms") is False
