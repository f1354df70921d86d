"""The packaging tests import packaging/build.py and tools/make_icons.py as modules."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT / "packaging", ROOT / "tools"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
