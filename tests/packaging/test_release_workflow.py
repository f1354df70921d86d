"""The release workflow is checked by actionlint (it cannot be run here)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def actionlint() -> str:
    found = shutil.which("actionlint", path=str(Path(sys.executable).parent))
    assert found, "actionlint is missing: it comes with the dev group (uv sync)"
    return found


def lint(workflow: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([actionlint(), "-no-color", str(workflow)], cwd=workflow.parent,
                          capture_output=True, text=True, timeout=60, check=False)


def test_the_release_workflow_passes_actionlint() -> None:
    done = lint(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr


def test_actionlint_catches_a_broken_workflow(tmp_path: Path) -> None:
    # The check above can fail: the same workflow with an undefined matrix key does.
    broken = WORKFLOW.read_text(encoding="utf-8").replace("${{ matrix.os }}", "${{ matrix.system }}", 1)
    copy = tmp_path / "release.yml"
    copy.write_text(broken, encoding="utf-8")
    done = lint(copy)
    assert done.returncode != 0 and "system" in done.stdout


def test_the_workflow_builds_every_installer_on_every_push_and_releases_tags() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "os: [ubuntu-22.04, windows-latest, macos-14, macos-15-intel]" in text
    assert 'tags: ["v*"]' in text and "gh release create" in text
    assert 'branches: ["**"]' in text  # every push, not only main's
    # One build command for every push, installers included (no --bundle-only), and the
    # systems differ in build.py, not in the YAML.
    assert text.count("packaging/build.py --smoke") == 1 and "--bundle-only" not in text
    assert "runner.os" not in text
    # Only a v* tag makes a release.
    release = text[text.index("  release:"):]
    assert "if: startsWith(github.ref, 'refs/tags/v')" in release
    for secret in ("WINDOWS_CERTIFICATE", "MACOS_CERTIFICATE", "APPLE_ID"):
        assert f"secrets.{secret}" in text
