"""Hand (هاند): the Middle-Eastern rummy, on the desktop."""

DISTRIBUTION = "hand-desktop"


def __getattr__(name: str) -> str:
    """``__version__``, read when first asked for: importlib.metadata (and the email
    package it pulls in) costs tens of milliseconds, off the start-up path."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        # The one place for the version is pyproject.toml; the installed metadata carries
        # it to a checkout (uv installs the project), a wheel and a frozen bundle (the spec
        # copies the metadata in).
        value = version(DISTRIBUTION)
    except PackageNotFoundError:  # a bare checkout on sys.path, never installed
        value = "0+unknown"
    globals()["__version__"] = value
    return value
