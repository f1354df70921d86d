"""Entry point of ``hand-desktop`` (also ``python -m hand_desktop``)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Start the desktop application; ``argv`` as in ``sys.argv`` (program name first)."""
    from hand_desktop.ui.app import run

    return run(sys.argv if argv is None else argv)


if __name__ == "__main__":
    raise SystemExit(main())
