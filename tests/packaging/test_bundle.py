"""The frozen Linux build, made by packaging/build.py as a release is: it starts in a clean
environment and on a real X server, fails without a Qt plugin, a resource or a library the
X11 plugin needs, fits the size guard, needs no newer C library than the oldest supported
system, carries the licences; its .deb depends on what its binaries need, installs on a
fresh minimal Debian of the oldest release it claims and starts there; its tarball
installs a menu entry for its user. Marked ``packaging`` (a few minutes: the build, and
about two minutes for the Debian root the first time, see tests/packaging/chroot.py)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import build
import linux_compat
import pytest

from tests.full import FULL, SKIP_REASON
from tests.packaging import chroot

pytestmark = [
    pytest.mark.packaging,
    # Whichever test runs first also waits for the module's build (built), which takes
    # 3 to 10 minutes depending on how busy the machine is.
    pytest.mark.timeout(1800),
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


def test_the_frozen_game_passes_its_self_test_in_a_clean_environment(built: Built) -> None:
    env = build.clean_env(built.work / "home")
    assert set(env) == {"HOME", "HAND_DESKTOP_HOME", "QT_QPA_PLATFORM", "LANG", "PATH"}
    assert ".venv" not in env["PATH"]
    result = build.smoke(build.executable(built.bundle), built.work)
    print(result.report)
    assert passed(result), result.report
    assert "(frozen, resources in " + str(built.bundle / "_internal" / "hand_desktop" / "resources") in result.report
    assert "ok   catalogue ar: " + str(built.bundle) in result.report  # the bundled .qm, not a cache


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


def test_the_tar_xz_unpacks_to_a_folder_with_the_game(built: Built) -> None:
    with tarfile.open(built.tar_xz) as archive:
        names = archive.getnames()
    top = f"hand-desktop-{build.version()}-linux-x86_64"
    assert built.tar_xz.name == f"{top}.tar.xz"
    assert f"{top}/hand-desktop" in names and all(n.startswith(top) for n in names)


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


# ---------------------------------------------------------------------- the oldest system


def test_no_bundled_file_needs_more_than_the_oldest_system(built: Built, tmp_path: Path) -> None:
    # The check itself can fail: against an impossibly old C library every file needs more.
    assert linux_compat.too_new(built.bundle, glibc=(2, 2), glibcxx=(3, 4))
    assert linux_compat.too_new(built.bundle) == [], "the build should have failed"
    assert not list(built.bundle.rglob("libstdc++.so*"))  # the system's C++ runtime
    with tarfile.open(built.tar_xz) as archive:
        archive.extractall(tmp_path, filter="tar")
    unpacked = next(tmp_path.iterdir())
    assert linux_compat.too_new(unpacked) == []


def test_the_deb_depends_on_what_its_binaries_need(built: Built) -> None:
    depends = subprocess.run(["dpkg-deb", "-f", str(built.deb), "Depends"], capture_output=True,
                             text=True, check=True).stdout.strip().split(", ")
    glibc = linux_compat.glibc_requirement(depends)
    assert glibc is not None and (2, 34) <= glibc <= linux_compat.OLDEST_GLIBC  # Qt's wheel is 2_34
    names = {entry.split(" ")[0] for entry in depends}
    # What the xcb and wayland plugins load, the C++ runtime, what Python's modules need.
    for package in ("libxcb-icccm4", "libxcb-keysyms1", "libxcb-cursor0", "libxkbcommon-x11-0",
                    "libwayland-client0", "libwayland-cursor0", "libstdc++6", "libssl3", "libffi8"):
        assert package in names, (package, depends)
    assert any(entry.startswith("libstdc++6 (>= ") for entry in depends)


def test_the_deb_installs_on_the_oldest_debian_it_claims_and_starts(built: Built, tmp_path: Path) -> None:
    """A fresh minimal Debian of the oldest release the package claims: apt-get installs
    the .deb with what it depends on, or refuses; installed, it must start. Then one of the
    X11 plugin's libraries is taken away, and the self-test must say so."""
    why_not = chroot.available()
    if why_not:
        pytest.skip(why_not)
    with chroot.fresh_root(linux_compat.OLDEST_DEBIAN, tmp_path) as root:
        shutil.copy2(built.deb, root / "tmp" / built.deb.name)
        assert chroot.run_in(root, "apt-get", "update", "-qq").returncode == 0
        install = chroot.run_in(root, "apt-get", "install", "-y", "-q", "--no-install-recommends",
                                f"/tmp/{built.deb.name}")
        installed = chroot.run_in(root, "dpkg-query", "-W", "-f", "${Status}", "hand-desktop")
        if install.returncode != 0:  # refused: then nothing may be left half-installed
            assert "install ok installed" not in installed.stdout, install.stdout + install.stderr
            pytest.fail(f"the .deb claims {linux_compat.OLDEST_DEBIAN} but apt refused it:\n"
                        + install.stdout[-3000:] + install.stderr[-3000:])
        assert installed.stdout == "install ok installed"

        def self_test() -> subprocess.CompletedProcess[str]:
            return chroot.run_in(root, "env", "HOME=/tmp/home", "HAND_DESKTOP_HOME=/tmp/home/hand",
                                 "QT_QPA_PLATFORM=offscreen", "hand-desktop", "--self-test", timeout=180)

        started = self_test()
        assert started.returncode == 0 and "self-test passed" in started.stdout, (
            started.stdout + started.stderr[-3000:])
        # A library only the X11 plugin needs, gone: the self-test fails and names it.
        removed = chroot.run_in(root, "dpkg", "--remove", "--force-depends", "libxcb-icccm4")
        assert removed.returncode == 0, removed.stderr
        broken = self_test()
        assert broken.returncode == 1, broken.stdout
        assert "FAIL Qt plugin platforms/qxcb loads" in broken.stdout and "libxcb-icccm" in broken.stdout


# ---------------------------------------------------------------------- a real X server


def test_the_frozen_game_starts_on_a_real_x_server_and_fails_without_an_xcb_library(
        built: Built, tmp_path: Path) -> None:
    if shutil.which("Xvfb") is None:
        pytest.skip("needs Xvfb (apt-get install xvfb)")
    with build.xvfb() as display:
        result = build.smoke(build.executable(built.bundle), built.work, display)
        assert passed(result), result.report
        assert "platform plugin 'xcb' loaded" in result.report
        # The bundle's copy of a library the xcb plugin needs, broken: it is found first
        # (the bundle's folder comes first in the search path), so the plugin cannot load.
        copy = tmp_path / "bundle"
        shutil.copytree(built.bundle, copy, symlinks=True)
        icccm = next(copy.rglob("libxcb-icccm.so.4*"))
        icccm.unlink()
        icccm.write_bytes(b"not a library")
        result = build.smoke(build.executable(copy), tmp_path, display)
        assert result.returncode != 0, result.report
        offscreen = build.smoke(build.executable(copy), tmp_path)
        assert offscreen.returncode == 1 and "FAIL Qt plugin platforms/qxcb loads" in offscreen.report


# ---------------------------------------------------------------------- licences, tarball


def test_every_linux_artefact_carries_the_licences(built: Built, tmp_path: Path) -> None:
    for name in build.LEGAL_FILES:
        assert (built.bundle / name).read_bytes() == (build.ROOT / name).read_bytes()
        assert (built.bundle / "_internal" / "hand_desktop" / "legal" / name).is_file()  # for About
    top = f"hand-desktop-{build.version()}-linux-x86_64"
    with tarfile.open(built.tar_xz) as archive:
        names = set(archive.getnames())
    assert {f"{top}/LICENSE", f"{top}/THIRD_PARTY_NOTICES.txt", f"{top}/README.txt",
            f"{top}/install.sh"} <= names
    listing = subprocess.run(["dpkg-deb", "-c", str(built.deb)], capture_output=True, text=True,
                             check=True).stdout
    for path in ("./usr/share/doc/hand-desktop/copyright",
                 "./usr/share/doc/hand-desktop/THIRD_PARTY_NOTICES.txt", "./opt/hand-desktop/LICENSE"):
        assert path in listing, path
    subprocess.run(["dpkg-deb", "-x", str(built.deb), str(tmp_path / "deb")], check=True)
    copyright_text = (tmp_path / "deb" / "usr/share/doc/hand-desktop/copyright").read_text(encoding="utf-8")
    for licence in ("License: GPL-3.0+", "License: LGPL-3.0", "License: OFL-1.1", "License: Unicode-3.0"):
        assert licence in copyright_text
    assert "free software (see" not in copyright_text


def test_the_tarball_installs_a_menu_entry_for_its_user_and_uninstalls_it(
        built: Built, tmp_path: Path) -> None:
    with tarfile.open(built.tar_xz) as archive:
        archive.extractall(tmp_path / "here we are", filter="tar")
    folder = next((tmp_path / "here we are").iterdir())
    readme = (folder / "README.txt").read_text(encoding="utf-8")
    assert linux_compat.OLDEST_SYSTEMS in readme and "libxcb1" in readme and "libwayland-client0" in readme
    data = tmp_path / "data"
    env = {"HOME": str(tmp_path), "XDG_DATA_HOME": str(data), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([str(folder / "install.sh")], env=env, capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    entry = (data / "applications" / "io.github.hand_desktop.desktop").read_text(encoding="utf-8")
    assert f'Exec="{folder}/hand-desktop" %f' in entry and "MimeType=application/x-hand-desktop-match;" in entry
    assert (data / "icons/hicolor/256x256/apps/hand-desktop.png").is_file()
    assert (data / "icons/hicolor/scalable/apps/hand-desktop.svg").is_file()
    assert (data / "mime/packages/hand-desktop.xml").is_file()
    done = subprocess.run([str(folder / "install.sh"), "--uninstall"], env=env, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
    left = [p for p in data.rglob("*") if p.is_file() and "hand" in p.name]
    assert left == [], left
