"""Words and languages: the catalogues, the texts of the game and their mnemonics."""
