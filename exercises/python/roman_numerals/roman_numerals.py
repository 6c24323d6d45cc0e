def to_roman(number):
    pass
