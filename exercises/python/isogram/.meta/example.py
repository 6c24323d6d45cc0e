def is_isogram(phrase):
    letters = [c.lower() for c in phrase if c.isalpha()]
    return len(letters) == len(set(letters))
