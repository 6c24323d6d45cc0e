import re
from itertools import groupby


def encode(text):
    return "".join((str(len(run)) if len(run) > 1 else "") + ch for ch, run in ((c, list(g)) for c, g in groupby(text)))


def decode(text):
    return "".join(ch * int(n or 1) for n, ch in re.findall(r"(\d*)(\D)", text))
