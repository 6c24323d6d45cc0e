from pangram import is_pangram


def test_empty():
    assert is_pangram("") is False


def test_classic():
    assert is_pangram("The quick brown fox jumps over the lazy dog") is True


def test_missing_x():
    assert is_pangram("a quick movement of the enemy will jeopardize five gunboats") is False


def test_mixed_case():
    assert is_pangram("the_quick_brown_fox_jumps_over_the_LAZY_DOG") is True
