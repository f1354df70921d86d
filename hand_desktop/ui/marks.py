"""``QT_TRANSLATE_NOOP`` typed as it behaves: it returns the text it marks.

lupdate finds a marked text by this name, wherever the name comes from. PySide6's
stubs declare the result ``object``, which would leave every marked text untyped.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark ``source`` for the catalogue of ``context``; it is translated where shown."""
    del context
    return source
