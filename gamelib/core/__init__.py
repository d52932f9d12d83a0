"""The ground floor: cards, the sources and their passages, the ledger, the game protocol and its options, dealing, trick play, sessions, statistics, errors."""
