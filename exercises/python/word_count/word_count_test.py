from word_count import count_words


def test_one_word():
    assert count_words("word") == {"word": 1}


def test_case_and_punctuation():
    assert count_words("Go, go GO! stop.") == {"go": 3, "stop": 1}


def test_apostrophes_and_quotes():
    assert count_words("'Don't' say don't, 'twas") == {"don't": 2, "say": 1, "twas": 1}


def test_numbers():
    assert count_words("1 fish 2 fish") == {"1": 1, "fish": 2, "2": 1}
