def count_words(text):
    pass
