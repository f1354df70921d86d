"""Build Hand for the machine this runs on: the frozen game and its installers.

    uv run python packaging/build.py              # everything for this system (release)
    uv run python packaging/build.py --fast       # CI: the .deb with fast compression
    uv run python packaging/build.py --bundle-only  # just the slimmed one-folder bundle
    uv run python packaging/build.py --smoke      # also start each result with --self-test
    uv run python packaging/build.py --setup      # install the build tools (CI runners)

Steps, the same on every system (only the artefacts differ, and they are chosen
here, not in the CI workflow):

1. the ``.qm`` catalogues (``tools/i18n.py build``) and the icons
   (``tools/make_icons.py``: .ico, .icns, PNG sizes) into ``build/``;
2. PyInstaller, one folder, with ``packaging/hand-desktop.spec``;
3. slimming: only Qt's Arabic and English catalogues, only the Qt plugins the
   game uses, and (Linux) no shared library that nothing left in the bundle needs
   (PyInstaller strips the binaries on Linux); then the checks that fail the build:
   a library PyInstaller could not find and something left needs, and (Linux) a file
   that needs a newer C library than the oldest supported system has
   (``linux_compat``); the licence and the third-party notices go beside the program;
4. the artefacts in ``dist/``, signed where the secrets are set (``signing``):
   Linux ``hand-desktop-<v>-linux-x86_64.tar.xz`` and ``hand-desktop_<v>_amd64.deb``;
   Windows ``Hand-<v>-windows-portable.zip`` and ``HandSetup-<v>.exe`` (Inno Setup);
   macOS ``Hand-<v>-macos-<arch>.dmg`` (dmgbuild), notarized and stapled with the
   notary secrets;
5. with ``--smoke``, each started as a player would: ``--self-test`` offscreen and on
   Xvfb (Linux), the installed game (Windows), the signed app from the mounted dmg (macOS).

Release builds belong on clean machines (CI runners): PyInstaller bundles the
libraries of the machine it runs on.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a script from the checkout

from hand_desktop.ui.words.languages import CODES  # noqa: E402 (after the path is set)

PACKAGING_DIR = Path(__file__).resolve().parent
if str(PACKAGING_DIR) not in sys.path:
    sys.path.insert(0, str(PACKAGING_DIR))  # imported by the tests, whose path differs

import linux_compat  # noqa: E402
import signing  # noqa: E402

PACKAGING = ROOT / "packaging"
APP = "hand-desktop"
MB = 1024 * 1024
# The size guard (Linux): measured for a slimmed build with QtNetwork at about
# 120 MB unpacked and 33.9 MB as .tar.xz before the sounds; unslimmed it is 159 MB / 45 MB.
# The sounds (miniaudio and eight WAV files) may take the tarball to 38 MB, no further.
MAX_UNPACKED_MB = 125
MAX_TAR_XZ_MB = 38
SMOKE_TIMEOUT_S = 120

LINUX = sys.platform.startswith("linux")
WINDOWS = sys.platform == "win32"
MACOS = sys.platform == "darwin"


def log(text: str) -> None:
    for secret in signing.secret_values():  # never a password or certificate in the log
        text = text.replace(secret, "***")
    print(f"build: {text}", flush=True)


def run(command: list[str | Path], **kwargs: object) -> subprocess.CompletedProcess[str]:
    log(" ".join(str(part) for part in command))
    return subprocess.run([str(part) for part in command], check=True, text=True, **kwargs)  # type: ignore[call-overload]


def version() -> str:
    """The one version, from pyproject.toml (the package metadata is made from it)."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        return str(tomllib.load(file)["project"]["version"])


# ---------------------------------------------------------------------- 1. what the spec needs


def prepare(build: Path) -> None:
    run([sys.executable, ROOT / "tools" / "i18n.py", "build"], cwd=ROOT)
    missing = [lang for lang in CODES if not (ROOT / "resources" / "i18n" / f"hand_{lang}.qm").is_file()]
    if missing:
        raise SystemExit(f"build: the catalogues {missing} were not built")
    # A process of its own: it needs a QGuiApplication, and build.py may run inside another Qt app.
    run([sys.executable, ROOT / "tools" / "make_icons.py", build / "icons"], cwd=ROOT,
        stdout=subprocess.DEVNULL)
    if WINDOWS:
        (build / "version_info.txt").write_text(windows_version_info(version()), encoding="utf-8")


def windows_version_info(text: str) -> str:
    """The version resource of hand-desktop.exe (Explorer's Properties > Details)."""
    numbers = tuple(int(part) for part in (text.split("+")[0].split(".") + ["0"] * 4)[:4] if part.isdigit())
    numbers = (numbers + (0, 0, 0, 0))[:4]
    strings = {
        "CompanyName": "Hand", "FileDescription": "Hand, the Middle-Eastern rummy",
        "FileVersion": text, "InternalName": APP, "OriginalFilename": f"{APP}.exe",
        "ProductName": "Hand", "ProductVersion": text, "LegalCopyright": "Free software: GNU GPL version 3 or later",
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


# ---------------------------------------------------------------------- 2. PyInstaller


def freeze(build: Path, dist: Path) -> tuple[Path, list[MissingLibrary]]:
    """Run PyInstaller; returns the one-folder bundle (``Hand.app`` on macOS) and the
    libraries it could not find (``check_missing`` decides which of them matter)."""
    env = {**os.environ, "HAND_BUILD_DIR": str(build), "HAND_VERSION": version()}
    if WINDOWS:
        env["HAND_WIN_VERSION_FILE"] = str(build / "version_info.txt")
    if MACOS:
        env["HAND_MACOS_MINIMUM"] = macos_minimum()
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(build / "pyinstaller"),
               str(PACKAGING / "hand-desktop.spec")]
    log(" ".join(command))
    # Its warnings are read (missing libraries), and still shown.
    done = subprocess.run(command, env=env, cwd=ROOT, stderr=subprocess.PIPE, text=True, check=False)
    sys.stderr.write(done.stderr)
    if done.returncode != 0:
        raise SystemExit(f"build: PyInstaller failed (exit {done.returncode})")
    return dist / ("Hand.app" if MACOS else APP), missing_libraries(done.stderr)


@dataclass(frozen=True)
class MissingLibrary:
    name: str  # what PyInstaller could not find, e.g. libxcb-icccm.so.4
    needed_by: str  # the file name of the library or plugin that needs it


_NOT_FOUND = re.compile(r"Library not found: could not resolve '([^']+)', dependency of '([^']+)'")


def missing_libraries(pyinstaller_log: str) -> list[MissingLibrary]:
    return sorted({MissingLibrary(name, Path(by).name) for name, by in _NOT_FOUND.findall(pyinstaller_log)},
                  key=lambda m: (m.name, m.needed_by))


def check_missing(bundle: Path, missing: list[MissingLibrary]) -> None:
    """Fail the build when a library PyInstaller could not find is needed by a file still
    in the bundle after slimming (a plugin that was removed needs nothing)."""
    present = {p.name for p in bundle.rglob("*") if p.is_file()}
    needed = [m for m in missing if m.needed_by in present]
    if needed:
        raise SystemExit("build: PyInstaller could not find libraries the bundle needs (install "
                         "them on the build machine, see LINUX_BUILD_PACKAGES): "
                         + "; ".join(f"{m.name} (for {m.needed_by})" for m in needed))


# ---------------------------------------------------------------------- 3. slimming

# Qt plugins kept, by folder; a folder not named here goes whole. None keeps the folder.
KEEP_PLUGINS: dict[str, set[str] | None] = {
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"},
    "imageformats": {"qsvg", "qico", "qicns"},
    "iconengines": {"qsvgicon"},
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    # The desktop portal's file dialogs; not GTK's theme, which needs the system's GTK
    # and would pull cairo, pango and gdk-pixbuf (10 MB) into the bundle.
    "platformthemes": {"qxdgdesktopportal"},
    "xcbglintegrations": None,
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": None,
    "wayland-shell-integration": {"xdg-shell", "wl-shell-plugin"},
    "tls": None,  # QtNetwork's TLS back ends (LAN play)
    "networkinformation": None,
    "styles": None,  # macOS's native style
}
KEEP_QT_TRANSLATIONS = tuple(f"qtbase_{code}.qm" for code in CODES)


def plugin_base(path: Path) -> str:
    """``libqxcb.so`` / ``qxcb.dll`` / ``libqcocoa.dylib`` -> ``qxcb`` / ``qcocoa``."""
    name = path.name.split(".")[0]
    return name[3:] if name.startswith("lib") and not WINDOWS else name


def qt_dir(bundle: Path) -> Path:
    found = sorted(bundle.rglob("PySide6/Qt/plugins")) or sorted(bundle.rglob("PySide6/plugins"))
    if not found:
        raise SystemExit(f"build: no Qt plugins folder in {bundle}")
    return found[0].parent


def slim(bundle: Path) -> None:
    qt = qt_dir(bundle)
    for folder in sorted((qt / "plugins").iterdir()):
        keep = KEEP_PLUGINS.get(folder.name, set())
        if folder.name not in KEEP_PLUGINS:
            shutil.rmtree(folder)
            continue
        if keep is None:
            continue
        for plugin in folder.iterdir():
            if plugin_base(plugin) not in keep:
                plugin.unlink()
    translations = qt / "translations"
    if translations.is_dir():
        for qm in translations.iterdir():
            if qm.name not in KEEP_QT_TRANSLATIONS:
                qm.unlink() if qm.is_file() else shutil.rmtree(qm)
    if LINUX:
        drop_unneeded_libraries(bundle)


def elf_needed(path: Path) -> list[str]:
    """The DT_NEEDED names of an ELF file (readelf, from binutils)."""
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=False).stdout
    return [line.split("[", 1)[1].split("]", 1)[0] for line in out.splitlines() if "(NEEDED)" in line]


def is_root(path: Path, bundle: Path) -> bool:
    """Loaded by name at run time, not through another file's DT_NEEDED: the program,
    Python's extension modules, Qt plugins, libpython (the bootloader opens it)."""
    name = path.name
    return (
        path.parent == bundle
        or ".cpython-" in name or ".abi3." in name
        or "lib-dynload" in path.parts or "plugins" in path.parts
        or name.startswith("libpython")
        # Qt's OpenSSL back end opens libssl/libcrypto by name (dlopen).
        or name.startswith(("libssl.", "libcrypto."))
    )


def drop_unneeded_libraries(bundle: Path) -> list[Path]:
    """Remove every shared library nothing left in the bundle needs (after plugins went)."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()
             and (".so" in p.name or p.parent == bundle)]
    by_name: dict[str, list[Path]] = {}
    for path in bundle.rglob("*"):
        if ".so" in path.name:
            by_name.setdefault(path.name, []).append(path)
    needed: set[Path] = set()
    todo = [p for p in files if is_root(p, bundle)]
    while todo:
        path = todo.pop()
        if path in needed:
            continue
        needed.add(path)
        for name in elf_needed(path):
            for target in by_name.get(name, []):
                real = target.resolve()
                for candidate in (target, real):
                    if candidate.exists() and candidate not in needed:
                        todo.append(candidate)
    dropped = [p for p in files if ".so" in p.name and p not in needed and p.resolve() not in needed]
    for path in dropped:
        path.unlink()
    for link in [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]:
        link.unlink()
    log(f"dropped {len(dropped)} shared libraries nothing needs: "
        + ", ".join(sorted(p.name for p in dropped)[:40]))
    return dropped


def tree_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


# ---------------------------------------------------------------------- 4. artefacts: Linux

# The system libraries (by soname prefix) the .deb takes from Debian instead of carrying
# the build machine's copies: Debian's get its security updates. Which packages and versions
# that means is dpkg-shlibdeps's answer (deb_depends), not a list kept here.
DEBIAN_LIBRARIES = (
    "libc.so", "libm.so", "libdl.so", "libpthread.so", "librt.so", "libutil.so",
    "ld-linux-x86-64.so", "libresolv.so", "libmvec.so", "libstdc++.so", "libgcc_s.so",
    "libGL.so", "libGLX.so", "libOpenGL.so", "libEGL.so", "libfontconfig.so", "libfreetype.so",
    "libxkbcommon.so", "libxkbcommon-x11.so", "libglib-2.0.so", "libgthread-2.0.so",
    "libgobject-2.0.so", "libgio-2.0.so", "libgmodule-2.0.so", "libdbus-1.so", "libX11.so",
    "libX11-xcb.so", "libxcb", "libSM.so", "libICE.so", "libwayland-", "libz.so", "libexpat.so",
    "libgssapi_krb5.so", "libdrm.so", "libgbm.so", "libudev.so", "libmtdev.so", "libinput.so",
    "libts.so", "libvulkan.so", "libblkid.so", "libbrotlicommon.so", "libbrotlidec.so",
    "libbz2.so", "libcap.so", "libcom_err.so", "libcrypto.so.3", "libssl.so.3", "libffi.so.8",
    "libgcrypt.so", "libgpg-error.so", "libk5crypto.so", "libkeyutils.so", "libkrb5.so",
    "libkrb5support.so", "liblz4.so", "liblzma.so", "libmount.so", "libpcre2-8.so",
    "libpng16.so", "libselinux.so", "libsystemd.so", "libzstd.so",
)
# Not needed to start: the desktop portal gives native file dialogs, and miniaudio opens
# the sound library at run time (no DT_NEEDED, so dpkg-shlibdeps cannot see it).
DEB_RECOMMENDS = ("xdg-desktop-portal", "libasound2")


def from_debian(soname: str) -> bool:
    return soname.startswith(DEBIAN_LIBRARIES)


def unbundle_system_libraries(bundle: Path) -> list[str]:
    """Remove the system libraries PyInstaller copied beside the program (not Qt's, not
    Python's) that Debian provides: the .deb depends on Debian's, which get its updates."""
    removed = []
    for folder in (bundle, bundle / "_internal"):
        for path in sorted(folder.glob("lib*.so*")):
            if not path.is_symlink() and from_debian(path.name):
                path.unlink()
                removed.append(path.name)
    log(f"the .deb takes {len(removed)} libraries from Debian: {', '.join(removed)}")
    return removed


def deb_depends(bundle: Path, work: Path) -> list[str]:
    """The Depends: line's packages, from what the bundle's ELF files need (the program,
    Python's modules, Qt and every plugin it carries, xcb and wayland included)."""
    files = linux_compat.elf_files(bundle)
    private = sorted({p.parent for p in files if ".so" in p.name})
    depends = linux_compat.shlibs_depends(files, private, work)
    glibc = linux_compat.glibc_requirement(depends)
    if glibc is None or glibc > linux_compat.OLDEST_GLIBC:
        raise SystemExit(f"build: the .deb would need libc6 {glibc}, more than the oldest "
                         f"supported system has ({linux_compat.dotted(linux_compat.OLDEST_GLIBC)})")
    return depends


def check_oldest_system(bundle: Path) -> None:
    """Fail the build when a bundled file needs a newer C/C++ library than the oldest system."""
    found = linux_compat.too_new(bundle)
    if found:
        raise SystemExit(f"build: these files need more than {linux_compat.OLDEST_SYSTEMS} has "
                         "(build on the oldest supported system): " + "; ".join(found))


def build_tar_xz(bundle: Path, build: Path, dist: Path) -> Path:
    """``hand-desktop-<v>-linux-x86_64.tar.xz``: unpack and run ``hand-desktop``; its
    README.txt names the systems and libraries it needs, install.sh adds the menu entry."""
    top = f"{APP}-{version()}-linux-x86_64"
    out = dist / f"{top}.tar.xz"
    extras = tarball_extras(build / "tar-extras" / bundle.name, build / "icons")
    # Multi-threaded xz (tar's -I): about 4x faster than Python's single-threaded lzma.
    env = {**os.environ, "XZ_OPT": "-6 -T0"}
    names = sorted(str(p.relative_to(extras.parent)) for p in extras.rglob("*") if not p.is_dir())
    run(["tar", "--owner=0", "--group=0", "--transform", f"s,^{bundle.name}/,{top}/,",
         "--transform", f"s,^{bundle.name}$,{top},", "-cJf", out,
         "-C", bundle.parent, bundle.name, "-C", extras.parent, *names], env=env)
    return out


def tarball_extras(folder: Path, icons: Path) -> Path:
    """What the tarball has beside the bundle: README.txt, install.sh and what it installs."""
    shutil.rmtree(folder, ignore_errors=True)
    share = folder / "share"
    (share / "icons").mkdir(parents=True)
    tarball, linux = PACKAGING / "linux" / "tarball", PACKAGING / "linux"
    readme = (tarball / "README.txt.in").read_text(encoding="utf-8").format(
        version=version(), oldest=linux_compat.OLDEST_SYSTEMS,
        glibc=linux_compat.dotted(linux_compat.OLDEST_GLIBC),
        glibcxx=linux_compat.dotted(linux_compat.OLDEST_GLIBCXX))
    (folder / "README.txt").write_text(readme, encoding="utf-8")
    shutil.copy2(tarball / "install.sh", folder / "install.sh")
    (folder / "install.sh").chmod(0o755)
    for name in ("io.github.hand_desktop.desktop", "hand-desktop.xml"):
        shutil.copy2(linux / name, share / name)
    sys.path.insert(0, str(ROOT / "tools"))
    from make_icons import HICOLOR_SIZES

    for size in HICOLOR_SIZES:
        shutil.copy2(icons / "png" / f"{APP}-{size}.png", share / "icons" / f"{size}x{size}.png")
    shutil.copy2(ROOT / "resources" / "icons" / "hand.svg", share / "icons" / f"{APP}.svg")
    return folder


LEGAL_FILES = ("LICENSE", "THIRD_PARTY_NOTICES.txt")


def add_legal_files(bundle: Path) -> None:
    """Hand's licence and the notices where a person looks first: beside the program (so in
    the .tar.xz, the .deb's /opt, the Windows .zip and install folder), and in Hand.app's
    Resources (the .dmg shows them beside the app too). About shows the bundled copy."""
    target = bundle / "Contents" / "Resources" if MACOS else bundle
    for name in LEGAL_FILES:
        shutil.copy2(ROOT / name, target / name)


def write_deb_tree(bundle: Path, root: Path, icons: Path) -> None:
    """The .deb's files: the bundle in /opt, a launcher, menu entry, icons, MIME type, metainfo."""
    linux = PACKAGING / "linux"
    shutil.copytree(bundle, root / "opt" / APP, symlinks=True)
    unbundle_system_libraries(root / "opt" / APP)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / APP).symlink_to(f"/opt/{APP}/{APP}")
    share = root / "usr" / "share"
    for folder, name in (("applications", "io.github.hand_desktop.desktop"),
                         ("metainfo", "io.github.hand_desktop.metainfo.xml"),
                         ("mime/packages", "hand-desktop.xml")):
        (share / folder).mkdir(parents=True, exist_ok=True)
        shutil.copy2(linux / name, share / folder / name)
    sys.path.insert(0, str(ROOT / "tools"))
    from make_icons import HICOLOR_SIZES

    for size in HICOLOR_SIZES:
        for kind, name in (("apps", f"{APP}.png"), ("mimetypes", "application-x-hand-desktop-match.png")):
            target = share / "icons" / "hicolor" / f"{size}x{size}" / kind / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(icons / "png" / f"{APP}-{size}.png", target)
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / "icons" / "hand.svg", scalable / f"{APP}.svg")
    doc = share / "doc" / APP
    doc.mkdir(parents=True)
    shutil.copy2(linux / "copyright", doc / "copyright")  # DEP-5, naming every licence
    shutil.copy2(ROOT / "THIRD_PARTY_NOTICES.txt", doc / "THIRD_PARTY_NOTICES.txt")


def build_deb(bundle: Path, build: Path, dist: Path, fast: bool) -> Path:
    """``hand-desktop_<v>_amd64.deb`` (dpkg-deb; xz on release, fast gzip in CI)."""
    root = build / "deb"
    shutil.rmtree(root, ignore_errors=True)
    write_deb_tree(bundle, root, build / "icons")
    (root / "DEBIAN").mkdir()
    installed_kb = (tree_size(root) + 1023) // 1024
    control = (PACKAGING / "linux" / "control.in").read_text(encoding="utf-8").format(
        version=version(), depends=", ".join(deb_depends(root / "opt" / APP, build / "shlibdeps")),
        recommends=", ".join(DEB_RECOMMENDS), installed_kb=installed_kb,
    )
    (root / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    for script in ("postinst", "postrm"):
        target = root / "DEBIAN" / script
        shutil.copy2(PACKAGING / "linux" / script, target)
        target.chmod(0o755)
    out = dist / f"{APP}_{version()}_amd64.deb"
    compression = ["-Zgzip", "-z1"] if fast else ["-Zxz", "-z6"]
    run(["dpkg-deb", "--root-owner-group", *compression, "--build", root, out])
    return out


# ---------------------------------------------------------------------- 4. artefacts: Windows


def build_windows(bundle: Path, build: Path, dist: Path, smoke_test: bool) -> list[Path]:
    setup = dist / f"HandSetup-{version()}.exe"
    with signing.authenticode(build, log) as signer:
        if signer is not None:
            signer.sign([executable(bundle)], run)
        stem = f"Hand-{version()}-windows-portable"
        portable = dist / f"{stem}.zip"
        with zipfile.ZipFile(portable, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
            for path in sorted(bundle.rglob("*")):
                if path.is_file():
                    archive.write(path, f"Hand/{path.relative_to(bundle)}")
        # With a signer ISCC signs the uninstaller it embeds and the setup (hand.iss: SignTool).
        sign = [f"/Shand={signer.inno_sign_tool()}", "/DSignWithHand"] if signer else []
        run([find_iscc(), f"/DAppVersion={version()}", f"/DBundleDir={bundle}", f"/DOutputDir={dist}",
             f"/DIconFile={build / 'icons' / 'hand-desktop.ico'}", *sign, PACKAGING / "windows" / "hand.iss"])
        if signer is not None:
            signer.verify([setup], run)
            log("signed and verified (Authenticode): hand-desktop.exe, the setup and its uninstaller")
    if smoke_test:
        smoke_windows_setup(setup, build)
    return [portable, setup]


# What the installer writes under HKCU\Software\Classes (a per-user install); the
# uninstaller must leave none of it behind.
WINDOWS_CLASS_KEYS = (".hand", "HandDesktop.Match", r"Applications\hand-desktop.exe")


def smoke_windows_setup(setup: Path, build: Path) -> None:
    """Install for the current user without questions, start the installed game's
    self-test, uninstall, and check that no file association key is left."""
    target = build / "installed"
    shutil.rmtree(target, ignore_errors=True)
    run([setup, "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER", f"/DIR={target}"])
    check_smoke(executable(target), build, "the installed game")
    run([target / "unins000.exe", "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"])
    left = [key for key in WINDOWS_CLASS_KEYS
            if subprocess.run(["reg", "query", rf"HKCU\Software\Classes\{key}"], capture_output=True,
                              check=False).returncode == 0]
    if left:
        raise SystemExit(f"build: the uninstaller left registry keys behind: {left}")
    log("installed, started, uninstalled: no registry key left")


def iscc_candidates(environ: dict[str, str]) -> list[Path]:
    """Where Inno Setup 6 installs ISCC.exe: for all users under Program Files, for one
    user under %LOCALAPPDATA%\\Programs (its per-user installer's default)."""
    places = [("ProgramFiles(x86)", ""), ("ProgramFiles", ""), ("LOCALAPPDATA", "Programs")]
    return [Path(environ[var]) / sub / "Inno Setup 6" / "ISCC.exe" if sub else
            Path(environ[var]) / "Inno Setup 6" / "ISCC.exe"
            for var, sub in places if environ.get(var)]


def find_iscc() -> Path:
    """Inno Setup's compiler; installed with Chocolatey when the runner lacks it."""
    def found() -> str | None:
        return shutil.which("iscc") or next((str(c) for c in iscc_candidates(dict(os.environ))
                                             if c.is_file()), None)

    if found() is None and shutil.which("choco"):
        run(["choco", "install", "innosetup", "--no-progress", "-y"])
    path = found()
    if path is None:
        raise SystemExit("build: Inno Setup 6 (ISCC.exe) not found: install it from jrsoftware.org")
    return Path(path)


# ---------------------------------------------------------------------- 4. artefacts: macOS


def macos_minimum() -> str:
    """The oldest macOS the app runs on: the PySide6 wheels' own minimum, read from their
    platform tags (``macosx_13_0_universal2`` -> 13.0) when the build runs, so the app
    refuses to open on older systems instead of crashing there."""
    from importlib.metadata import distribution

    versions = []
    for name in ("PySide6-Essentials", "shiboken6"):
        versions += wheel_macos_versions(distribution(name).read_text("WHEEL") or "")
    if not versions:
        raise SystemExit("build: the PySide6 wheels name no macOS version in their tags")
    return ".".join(str(part) for part in max(versions))


def wheel_macos_versions(wheel_metadata: str) -> list[tuple[int, int]]:
    """The ``macosx_X_Y_arch`` versions in a wheel's WHEEL file (its ``Tag:`` lines)."""
    return [(int(m.group(1)), int(m.group(2)))
            for m in re.finditer(r"^Tag: .*-macosx_(\d+)_(\d+)_\w+$", wheel_metadata, re.MULTILINE)]


def macos_arch() -> str:
    """arm64 or x86_64: the processor this build (and its Python) is for."""
    import platform

    return platform.machine()


def build_macos(app: Path, build: Path, dist: Path, smoke_test: bool) -> list[Path]:
    """Hand-<v>-macos-<arch>.dmg: the app signed file by file and verified; with the notary
    secrets, the app notarized and stapled, then the dmg signed, notarized and stapled; the
    signed app started from the mounted dmg."""
    signed = signing.sign_macos_app(app, PACKAGING / "macos" / "entitlements.plist", build, run, log)
    notarized = signed and signing.have(signing.MACOS_NOTARY_SECRETS)
    if notarized:
        archive = build / "Hand-notarize.zip"
        run(["ditto", "-c", "-k", "--keepParent", app, archive])
        signing.notarize(archive, run, log)
        run(["xcrun", "stapler", "staple", app])
        signing.assess(app, "execute", run)
    dmg = dist / f"Hand-{version()}-macos-{macos_arch()}.dmg"
    run([sys.executable, "-m", "dmgbuild", "-s", PACKAGING / "macos" / "dmg_settings.py",
         "-D", f"app={app}", "-D", f"icon={build / 'icons' / 'hand-desktop.icns'}",
         "-D", f"legal={ROOT / 'LICENSE'},{ROOT / 'THIRD_PARTY_NOTICES.txt'}", "Hand", dmg])
    if signed:
        run(["codesign", "--force", "--timestamp", "--sign", os.environ["MACOS_SIGN_IDENTITY"], dmg])
        run(["codesign", "--verify", "--strict", "--verbose=2", dmg])
    if notarized:
        signing.notarize(dmg, run, log)
        run(["xcrun", "stapler", "staple", dmg])
        run(["xcrun", "stapler", "validate", dmg])
        signing.assess(dmg, "open", run)
    else:
        log("not notarized: " + ("the notary secrets are not set" if signed else "the app is not signed"))
    if smoke_test:
        smoke_from_dmg(dmg, build)
    return [dmg]


def smoke_from_dmg(dmg: Path, build: Path) -> None:
    """Mount the dmg as a player would and start the signed app inside it."""
    mount = build / "dmg-mount"
    mount.mkdir(parents=True, exist_ok=True)
    run(["hdiutil", "attach", dmg, "-nobrowse", "-readonly", "-mountpoint", mount])
    try:
        check_smoke(executable(mount / "Hand.app"), build, "the app in the mounted .dmg")
    finally:
        run(["hdiutil", "detach", mount])


# ---------------------------------------------------------------------- smoke test


def executable(bundle: Path) -> Path:
    if MACOS:
        return bundle / "Contents" / "MacOS" / APP
    return bundle / (f"{APP}.exe" if WINDOWS else APP)


def clean_env(home: Path, display: str | None = None) -> dict[str, str]:
    """What a player's session has, and no more: no virtual environment, no PYTHON*,
    a fresh HAND_DESKTOP_HOME, the offscreen platform (CI has no screen), or X11's on
    ``display`` (a virtual X server, see ``xvfb``)."""
    env = {"HOME": str(home), "HAND_DESKTOP_HOME": str(home / "hand"), "QT_QPA_PLATFORM": "offscreen",
           "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
    if display is not None:
        env.update(QT_QPA_PLATFORM="xcb", DISPLAY=display)
    if WINDOWS:  # Windows cannot start a process without these
        env["PATH"] = os.environ.get("SYSTEMROOT", r"C:\Windows") + r"\System32"
        for name in ("SYSTEMROOT", "SYSTEMDRIVE", "TEMP", "TMP", "USERPROFILE", "LOCALAPPDATA", "APPDATA"):
            if name in os.environ:
                env[name] = os.environ[name]
    return env


@dataclass(frozen=True)
class SmokeResult:
    returncode: int
    report: str
    seconds: float


def smoke(exe: Path, work: Path, display: str | None = None) -> SmokeResult:
    """``exe --self-test`` in a clean environment; the report file (windowed builds have
    no standard output)."""
    home = work / "smoke-home"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    report = home / "self-test.txt"
    start = time.monotonic()
    done = subprocess.run([str(exe), "--self-test", str(report)], env=clean_env(home, display),
                          capture_output=True, text=True, timeout=SMOKE_TIMEOUT_S, check=False)
    text = report.read_text(encoding="utf-8") if report.is_file() else ""
    if done.returncode != 0:
        text += f"\n(exit {done.returncode})\n{done.stdout[-2000:]}{done.stderr[-3000:]}"
    return SmokeResult(done.returncode, text, time.monotonic() - start)


@contextlib.contextmanager
def xvfb() -> Iterator[str]:
    """A virtual X server (Xvfb) for the time of the block; yields its DISPLAY."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("build: Xvfb is missing: the self-test must also run on a real X "
                         "server (apt-get install xvfb, or build.py --setup)")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24",
                               "-nolisten", "tcp"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()  # Xvfb writes it once it accepts clients
        if not number:
            raise SystemExit("build: Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def check_smoke(exe: Path, work: Path, what: str) -> None:
    """The self-test offscreen, and on Linux on a real X server with the xcb platform:
    a library the X11 plugin needs and cannot find fails there as a player would see it."""
    runs: list[tuple[str, str | None]] = [("offscreen", None)]
    with contextlib.ExitStack() as stack:
        if LINUX:
            runs.append(("X11 (Xvfb)", stack.enter_context(xvfb())))
        for platform, display in runs:
            result = smoke(exe, work, display)
            print(result.report, end="" if result.report.endswith("\n") else "\n")
            if result.returncode != 0:
                raise SystemExit(f"build: the self-test of {what} failed ({platform})")
            log(f"self-test of {what} passed in {result.seconds:.1f} s ({platform})")


def extract_deb(deb: Path, into: Path) -> Path:
    shutil.rmtree(into, ignore_errors=True)
    run(["dpkg-deb", "-x", deb, into])
    return into / "opt" / APP / APP


# ---------------------------------------------------------------------- build machine set-up

# Debian/Ubuntu packages a Linux build needs: the libraries PyInstaller bundles or the
# self-test loads, readelf and objdump (binutils), xz, dpkg-deb, dpkg-shlibdeps (dpkg-dev)
# and Xvfb (the self-test on a real X server).
LINUX_BUILD_PACKAGES = (
    "binutils", "xz-utils", "dpkg", "dpkg-dev", "xvfb", "libegl1", "libgl1", "libfontconfig1", "libdbus-1-3",
    "libxkbcommon0", "libxkbcommon-x11-0", "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1",
    "libxcb-shape0", "libxcb-randr0", "libxcb-render-util0", "libxcb-image0", "libxcb-xinerama0",
    "libwayland-client0", "libwayland-cursor0", "libwayland-egl1",
)


def setup() -> None:
    """Install what this system's build needs that uv does not (run once on a CI runner)."""
    if LINUX:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        run([*sudo, "apt-get", "update", "-qq"])
        run([*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", *LINUX_BUILD_PACKAGES])
    elif WINDOWS:
        log(f"Inno Setup: {find_iscc()}")
    elif MACOS:
        import dmgbuild  # noqa: F401  (the packaging group installs it on macOS)

        log("dmgbuild is there; codesign, hdiutil and notarytool come with Xcode")


# ---------------------------------------------------------------------- main


def finish_bundle(bundle: Path, missing: list[MissingLibrary]) -> None:
    """After slimming: fail on a library the bundle needs and lacks; on Linux take the C++
    runtime from the system and fail on anything newer than the oldest system has; add
    the licence and the notices."""
    check_missing(bundle, missing)
    if LINUX:
        removed = linux_compat.remove_system_runtime(bundle)
        log(f"the system's own, not bundled: {', '.join(removed) or 'nothing to remove'}")
        check_oldest_system(bundle)
    add_legal_files(bundle)


def build_all(out: Path, fast: bool, bundle_only: bool, smoke_test: bool) -> list[Path]:
    started = time.monotonic()
    build, dist = out / "build", out / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    dist.mkdir(parents=True)
    prepare(build)
    bundle, missing = freeze(build, dist)
    unslimmed = tree_size(bundle)
    slim(bundle)
    finish_bundle(bundle, missing)
    size = tree_size(bundle)
    log(f"bundle {bundle}: {size / MB:.1f} MB unpacked (before slimming {unslimmed / MB:.1f} MB)")
    if smoke_test and not MACOS:  # macOS: the signed app, from the mounted .dmg (build_macos)
        check_smoke(executable(bundle), build, "the bundle")
    artefacts: list[Path] = [bundle]
    if not bundle_only:
        if LINUX:
            tar = build_tar_xz(bundle, build, dist)
            deb = build_deb(bundle, build, dist, fast)
            artefacts += [tar, deb]
            print(f"bundle_unpacked {size / MB:.1f} MB (limit {MAX_UNPACKED_MB})")
            print(f"bundle_tar_xz {tar.stat().st_size / MB:.1f} MB (limit {MAX_TAR_XZ_MB})")
            print(f"deb {deb.stat().st_size / MB:.1f} MB")
            if smoke_test:
                check_smoke(extract_deb(deb, build / "deb-extracted"), build, "the .deb's contents")
        elif WINDOWS:
            artefacts += build_windows(bundle, build, dist, smoke_test)
        elif MACOS:
            artefacts += build_macos(bundle, build, dist, smoke_test)
    elif smoke_test and MACOS:
        check_smoke(executable(bundle), build, "the bundle")
    for path in artefacts:
        log(f"wrote {path}")
    log(f"done in {time.monotonic() - started:.0f} s")
    return artefacts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT, help="puts build/ and dist/ here")
    parser.add_argument("--fast", action="store_true", help="fast .deb compression (CI)")
    parser.add_argument("--bundle-only", action="store_true", help="no installers")
    parser.add_argument("--smoke", action="store_true", help="run --self-test on the results")
    parser.add_argument("--setup", action="store_true",
                        help="only install the system's build tools and libraries (CI runners)")
    args = parser.parse_args(argv)
    if args.setup:
        setup()
        return 0
    build_all(args.out.resolve(), args.fast, args.bundle_only, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
