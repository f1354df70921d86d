"""The frozen Linux build, made by packaging/build.py as a release is: it starts in a clean
environment, fails without a Qt plugin or a resource, fits the size guard, and its .deb
carries what a desktop needs and starts too. Marked ``packaging`` (about a minute)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import build
import pytest

from tests.full import FULL, SKIP_REASON

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build; CI builds the others"),
    pytest.mark.skipif(not FULL, reason=SKIP_REASON),
]


@dataclass(frozen=True)
class Built:
    work: Path
    bundle: Path
    tar_xz: Path
    deb: Path


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Built]:
    out = tmp_path_factory.mktemp("release")
    artefacts = build.build_all(out, fast=True, bundle_only=False, smoke_test=False)
    bundle, tar_xz, deb = artefacts
    yield Built(out / "build", bundle, tar_xz, deb)
    shutil.rmtree(out, ignore_errors=True)


def passed(result: build.SmokeResult) -> bool:
    return result.returncode == 0 and "self-test passed" in result.report and "FAIL" not in result.report


@pytest.mark.timeout(600)
def test_the_frozen_game_passes_its_self_test_in_a_clean_environment(built: Built) -> None:
    env = build.clean_env(built.work / "home")
    assert set(env) == {"HOME", "HAND_DESKTOP_HOME", "QT_QPA_PLATFORM", "LANG", "PATH"}
    assert ".venv" not in env["PATH"]
    result = build.smoke(build.executable(built.bundle), built.work)
    print(result.report)
    assert passed(result), result.report
    assert "(frozen, resources in " + str(built.bundle / "_internal" / "hand_desktop" / "resources") in result.report
    assert "ok   catalogue ar: " + str(built.bundle) in result.report  # the bundled .qm, not a cache


@pytest.mark.timeout(600)
def test_the_frozen_game_fails_without_a_qt_plugin_or_a_resource(built: Built, tmp_path: Path) -> None:
    copy = tmp_path / "bundle"
    shutil.copytree(built.bundle, copy, symlinks=True)
    svg = next(copy.rglob("imageformats/libqsvg.so"))
    svg.unlink()
    result = build.smoke(build.executable(copy), tmp_path)
    assert result.returncode == 1 and "FAIL Qt plugin imageformats/qsvg is missing" in result.report
    shutil.copy2(next(built.bundle.rglob("imageformats/libqsvg.so")), svg)
    (copy / "_internal" / "hand_desktop" / "resources" / "i18n" / "hand_ar.qm").unlink()
    result = build.smoke(build.executable(copy), tmp_path)
    assert result.returncode == 1 and "FAIL catalogue ar" in result.report, result.report


@pytest.mark.timeout(600)
def test_the_bundle_is_slim(built: Built) -> None:
    unpacked = build.tree_size(built.bundle) / build.MB
    packed = built.tar_xz.stat().st_size / build.MB
    print(f"bundle_unpacked {unpacked:.1f} MB, bundle_tar_xz {packed:.1f} MB")
    assert unpacked <= build.MAX_UNPACKED_MB and packed <= build.MAX_TAR_XZ_MB
    qt = build.qt_dir(built.bundle)
    assert sorted(p.name for p in (qt / "translations").iterdir()) == ["qtbase_ar.qm", "qtbase_en.qm"]
    platforms = {build.plugin_base(p) for p in (qt / "plugins" / "platforms").iterdir()}
    assert platforms == {"qxcb", "qwayland", "qoffscreen"}
    assert not (qt / "plugins" / "sqldrivers").exists() and not list(built.bundle.rglob("*Qt6Qml*"))
    assert list(built.bundle.rglob("libQt6Network.so*"))  # LAN play
    # Nothing left that nothing needs, and no test tools.
    assert build.drop_unneeded_libraries(built.bundle) == []
    assert not list(built.bundle.rglob("QtTest*"))
    not_stripped = subprocess.run(["file", "-L", str(next(built.bundle.rglob("libQt6Core.so.6")))],
                                  capture_output=True, text=True, check=False).stdout
    assert "not stripped" not in not_stripped


@pytest.mark.timeout(600)
def test_the_tar_xz_unpacks_to_a_folder_with_the_game(built: Built) -> None:
    with tarfile.open(built.tar_xz) as archive:
        names = archive.getnames()
    top = f"hand-desktop-{build.version()}-linux-x86_64"
    assert built.tar_xz.name == f"{top}.tar.xz"
    assert f"{top}/hand-desktop" in names and all(n.startswith(top) for n in names)


@pytest.mark.timeout(600)
def test_the_deb_has_the_desktop_files_and_its_contents_start(built: Built, tmp_path: Path) -> None:
    assert built.deb.name == f"hand-desktop_{build.version()}_amd64.deb"
    fields = subprocess.run(["dpkg-deb", "-f", str(built.deb), "Package", "Version", "Depends"],
                            capture_output=True, text=True, check=True).stdout
    assert f"Version: {build.version()}" in fields
    for package in ("libc6", "libxcb-cursor0", "libfontconfig1", "libegl1", "libxkbcommon0"):
        assert package in fields
    listing = subprocess.run(["dpkg-deb", "-c", str(built.deb)], capture_output=True, text=True,
                             check=True).stdout
    for path in ("./usr/share/applications/io.github.hand_desktop.desktop",
                 "./usr/share/metainfo/io.github.hand_desktop.metainfo.xml",
                 "./usr/share/mime/packages/hand-desktop.xml",
                 "./usr/share/icons/hicolor/48x48/apps/hand-desktop.png",
                 "./usr/share/icons/hicolor/256x256/apps/hand-desktop.png",
                 "./usr/share/icons/hicolor/scalable/apps/hand-desktop.svg",
                 "./usr/bin/hand-desktop -> /opt/hand-desktop/hand-desktop"):
        assert path in listing, path
    # Debian's libraries, not copies: the .deb depends on them instead.
    assert "_internal/libxcb-cursor.so.0" not in listing and "_internal/libQt6Core" in listing
    exe = build.extract_deb(built.deb, tmp_path / "root")
    result = build.smoke(exe, tmp_path)
    print(result.report)
    assert passed(result), result.report
