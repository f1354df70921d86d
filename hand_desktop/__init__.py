"""Hand (هاند): the Middle-Eastern rummy, on the desktop."""

__version__ = "0.1.0"
