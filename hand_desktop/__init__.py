"""Hand (هاند): the Middle-Eastern rummy, on the desktop."""

from importlib.metadata import PackageNotFoundError, version

DISTRIBUTION = "hand-desktop"

try:
    # The one place for the version is pyproject.toml; the installed metadata carries
    # it to a checkout (uv installs the project), a wheel and a frozen bundle (the spec
    # copies the metadata in).
    __version__ = version(DISTRIBUTION)
except PackageNotFoundError:  # a bare checkout on sys.path, never installed
    __version__ = "0+unknown"
