"""packaging/windows/hand.iss compiled by the real Inno Setup 6 compiler under Wine, then
installed, upgraded and uninstalled there: a broken script, an upgrade that keeps the old
version's files, or an uninstaller that leaves registry keys fail here, not on release day.

Runs with the full test set (``HAND_FULL_TESTS=1``) where Wine is installed (Debian:
``dpkg --add-architecture i386; apt-get install wine wine32 wine64``), or, as root, in a
Debian root of their own with ``tools/wine_tests_in_chroot.sh`` (for a host whose apt
cannot install Wine, or should not). The compiler is the
npm package ``innosetup`` (Inno Setup's own ISCC.exe), installed once into
``~/.cache/hand-desktop/innosetup`` with npm, or named by ``$HAND_ISCC``. A compile takes
about 35 s, the whole module two to three minutes.

What Wine cannot show: Wine 8 has no per-user Programs folder ({autopf} of a per-user
install fails to expand), so the installs here are all-users ones (HKLM); the per-user
install, the signed setup and the started game are checked on Windows by the release
workflow (packaging/build.py's smoke_windows_setup).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.full import FULL

ROOT = Path(__file__).resolve().parents[2]
CACHE = Path.home() / ".cache" / "hand-desktop"
CLASS_KEYS = (".hand", r".hand\OpenWithProgids", "HandDesktop.Match", r"Applications\hand-desktop.exe")

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Wine on Linux"),
    pytest.mark.skipif(not FULL, reason="compiles with Inno Setup under Wine: HAND_FULL_TESTS=1"),
    pytest.mark.skipif(shutil.which("wine") is None, reason="needs Wine (apt-get install wine wine32 wine64)"),
]


def iscc() -> Path:
    named = os.environ.get("HAND_ISCC")
    if named:
        return Path(named)
    found = CACHE / "innosetup" / "node_modules" / "innosetup" / "bin" / "ISCC.exe"
    if not found.is_file():
        if shutil.which("npm") is None:
            pytest.skip("needs Inno Setup's ISCC.exe: npm (for the package innosetup) or $HAND_ISCC")
        found.parents[3].mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--prefix", str(found.parents[3]),
                        "innosetup"], check=True, capture_output=True, timeout=600)
    return found


@dataclass(frozen=True)
class Wine:
    prefix: Path

    def run(self, *args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "WINEPREFIX": str(self.prefix), "WINEDEBUG": "-all"}
        # Inno Setup's wizard (even silent) needs a display: a virtual one.
        command = ["xvfb-run", "-a", "wine", *args] if shutil.which("xvfb-run") else ["wine", *args]
        return subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout, check=False)

    def key_exists(self, key: str) -> bool:
        return self.run("reg", "query", key).returncode == 0

    def drive_c(self) -> Path:
        return self.prefix / "drive_c"


@pytest.fixture(scope="module")
def wine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Wine]:
    # A prefix of its own per run: what an earlier run installed cannot hide a leftover key.
    prefix = tmp_path_factory.mktemp("wineprefix")
    yield Wine(prefix)
    subprocess.run(["wineserver", "-k"], env={**os.environ, "WINEPREFIX": str(prefix)},
                   capture_output=True, check=False)
    shutil.rmtree(prefix, ignore_errors=True)


def windows_path(path: Path) -> str:
    return "Z:" + str(path).replace("/", "\\")


def compile_setup(wine: Wine, work: Path, app_version: str, files: dict[str, bytes]) -> Path:
    """HandSetup-<version>.exe of a stand-in bundle holding ``files``."""
    bundle = work / f"bundle-{app_version}"
    for name, data in files.items():
        (bundle / name).parent.mkdir(parents=True, exist_ok=True)
        (bundle / name).write_bytes(data)
    icon = work / "hand-desktop.ico"
    if not icon.is_file():
        subprocess.run([sys.executable, str(ROOT / "tools" / "make_icons.py"), str(work / "icons")],
                       check=True, capture_output=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        shutil.copy2(work / "icons" / "hand-desktop.ico", icon)
    out = work / "out"
    done = wine.run(str(iscc()), f"/DAppVersion={app_version}", f"/DBundleDir={windows_path(bundle)}",
                    f"/DOutputDir={windows_path(out)}", f"/DIconFile={windows_path(icon)}",
                    windows_path(ROOT / "packaging" / "windows" / "hand.iss"))
    setup = out / f"HandSetup-{app_version}.exe"
    assert done.returncode == 0 and setup.is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    return setup


def test_the_setup_compiles_upgrades_and_uninstalls_without_a_trace(wine: Wine, tmp_path: Path) -> None:
    old = compile_setup(wine, tmp_path, "0.1.0", {
        "hand-desktop.exe": b"MZ stand-in of version 0.1.0", "LICENSE": b"GPL",
        "_internal/libQt6Core.so.6.9": b"the old Qt", "_internal/python311.dll": b"python"})
    new = compile_setup(wine, tmp_path, "0.2.0", {
        "hand-desktop.exe": b"MZ stand-in of version 0.2.0", "LICENSE": b"GPL",
        "_internal/libQt6Core.so.6.10": b"the new Qt", "_internal/python311.dll": b"python"})
    quiet = ("/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/ALLUSERS", r"/DIR=C:\Hand")
    installed = wine.drive_c() / "Hand"

    assert wine.run(windows_path(old), *quiet).returncode == 0
    assert (installed / "_internal" / "libQt6Core.so.6.9").is_file()
    for key in CLASS_KEYS:
        assert wine.key_exists(rf"HKLM\Software\Classes\{key}"), key

    # The upgrade removes the old version's program files before copying the new ones.
    assert wine.run(windows_path(new), *quiet).returncode == 0
    assert (installed / "_internal" / "libQt6Core.so.6.10").is_file()
    assert not (installed / "_internal" / "libQt6Core.so.6.9").exists()
    assert (installed / "hand-desktop.exe").read_bytes() == b"MZ stand-in of version 0.2.0"

    uninstall = wine.run(r"C:\Hand\unins000.exe", "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
    assert uninstall.returncode == 0
    # The uninstaller finishes in a copy of itself, which may outlive the first process.
    deadline = time.monotonic() + 90
    while True:
        left = [key for key in CLASS_KEYS if wine.key_exists(rf"HKLM\Software\Classes\{key}")]
        if not left or time.monotonic() > deadline:
            break
        time.sleep(2)
    assert left == []
    assert not installed.exists() or not any(installed.rglob("*"))


def test_with_the_signing_secrets_iscc_signs_the_uninstaller(wine: Wine, tmp_path: Path) -> None:
    """build.py passes /Shand=<signtool ...> and /DSignWithHand when the secrets are set. A
    stand-in that signs nothing shows the wiring: ISCC runs it on the uninstaller, then
    refuses the unsigned file (so a real signtool failure fails the build, too)."""
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    (bundle / "hand-desktop.exe").write_bytes(b"MZ stand-in")
    compile_setup(wine, tmp_path, "0.1.0", {"hand-desktop.exe": b"MZ stand-in"})  # the icon, once
    done = wine.run(str(iscc()), "/DAppVersion=0.1.0", f"/DBundleDir={windows_path(bundle)}",
                    f"/DOutputDir={windows_path(tmp_path / 'signed')}",
                    f"/DIconFile={windows_path(tmp_path / 'hand-desktop.ico')}",
                    "/Shand=cmd /c echo signing $f", "/DSignWithHand",
                    windows_path(ROOT / "packaging" / "windows" / "hand.iss"))
    assert done.returncode != 0
    assert "Running Sign Tool hand" in done.stdout and "uninst" in done.stdout
    assert "does not have a digital signature" in done.stdout + done.stderr
