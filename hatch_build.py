"""The build step that compiles the translation catalogues (hatchling's build hook).

Every install of the project builds it: ``uv sync`` and ``uv run`` (editable: the
``.qm`` files land beside the ``.ts`` files of the checkout, which the game reads),
``uv build`` (the wheel carries them in ``hand_desktop/resources/i18n``). uv installs
the project again when a catalogue changes (``cache-keys`` in pyproject.toml), so the
game never loads a catalogue older than its source. The compiling is
``tools/i18n.py build``; the game itself only loads the results.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogueBuildHook(BuildHookInterface):  # type: ignore[type-arg]
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        # Beside the .ts files, before the files are gathered: the wheel's force-include of
        # resources/ (pyproject.toml) then carries them too.
        subprocess.run([sys.executable, str(root / "tools" / "i18n.py"), "build"],
                       cwd=root, check=True, timeout=300)
