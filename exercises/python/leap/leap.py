def is_leap(year):
    pass
