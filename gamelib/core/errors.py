"""The library's error for a name it does not know."""


class UnknownName(ValueError, KeyError):
    """A name that is not known: a game, a policy, a deck, a source, a passage, a column, an
    account. A ValueError, as every bad input to the library is, and a KeyError, as a failed
    look-up, so that either catches it; its message is printed as given (a KeyError's would be
    quoted)."""

    __str__ = BaseException.__str__
