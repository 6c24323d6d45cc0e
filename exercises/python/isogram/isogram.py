def is_isogram(phrase):
    pass
