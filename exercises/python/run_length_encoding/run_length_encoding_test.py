from run_length_encoding import decode, encode


def test_encode():
    assert encode("WWWWBBBA") == "4W3BA"


def test_encode_spaces():
    assert encode("  hsqq qww  ") == "2 hs2q q2w2 "


def test_decode():
    assert decode("12WB3A") == "WWWWWWWWWWWWBAAA"


def test_round_trip():
    assert decode(encode("zzz ZZ  zZ")) == "zzz ZZ  zZ"
