def valid(number):
    pass
