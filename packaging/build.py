"""Build Hand for the machine this runs on: the frozen game and its installers.

    uv run python packaging/build.py              # everything for this system (release)
    uv run python packaging/build.py --fast       # CI: the .deb with fast compression
    uv run python packaging/build.py --bundle-only  # just the slimmed one-folder bundle
    uv run python packaging/build.py --smoke      # also start each result with --self-test

Steps, the same on every system (only the artefacts differ, and they are chosen
here, not in the CI workflow):

1. the ``.qm`` catalogues (``tools/i18n.py build``) and the icons
   (``tools/make_icons.py``: .ico, .icns, PNG sizes) into ``build/``;
2. PyInstaller, one folder, with ``packaging/hand-desktop.spec``;
3. slimming: only Qt's Arabic and English catalogues, only the Qt plugins the
   game uses, and (Linux) no shared library that nothing left in the bundle needs
   (PyInstaller strips the binaries on Linux);
4. the artefacts in ``dist/``:
   Linux ``hand-desktop-<v>-linux-x86_64.tar.xz`` and ``hand-desktop_<v>_amd64.deb``;
   Windows ``Hand-<v>-windows-portable.zip`` and ``HandSetup-<v>.exe`` (Inno Setup);
   macOS ``Hand-<v>.dmg`` (dmgbuild), signed and notarized when the signing
   secrets are in the environment, ad-hoc signed (and said so) when not.

Release builds belong on clean machines (CI runners): PyInstaller bundles the
libraries of the machine it runs on.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a script from the checkout

from hand_desktop.ui.words.languages import CODES  # noqa: E402 (after the path is set)

PACKAGING = ROOT / "packaging"
APP = "hand-desktop"
MB = 1024 * 1024
# The size guard (Linux): measured for a slimmed build with QtNetwork at about
# 123 MB unpacked and 35.6 MB as .tar.xz; unslimmed it is 159 MB / 45 MB.
MAX_UNPACKED_MB = 125
MAX_TAR_XZ_MB = 36
SMOKE_TIMEOUT_S = 120

LINUX = sys.platform.startswith("linux")
WINDOWS = sys.platform == "win32"
MACOS = sys.platform == "darwin"


def log(text: str) -> None:
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
        "ProductName": "Hand", "ProductVersion": text, "LegalCopyright": "Free software",
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


def freeze(build: Path, dist: Path) -> Path:
    """Run PyInstaller; returns the one-folder bundle (``Hand.app`` on macOS)."""
    env = {**os.environ, "HAND_BUILD_DIR": str(build), "HAND_VERSION": version()}
    if WINDOWS:
        env["HAND_WIN_VERSION_FILE"] = str(build / "version_info.txt")
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", dist, "--workpath", build / "pyinstaller", PACKAGING / "hand-desktop.spec"],
        env=env, cwd=ROOT)
    return dist / ("Hand.app" if MACOS else APP)


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

# Debian's package of each system library the game uses, by soname prefix: the .deb
# depends on these instead of carrying copies; build_deb refuses to build when the
# bundle needs a library missing here.
DEB_DEPENDS: dict[str, str] = {
    "libc.so": "libc6 (>= 2.28)", "libm.so": "libc6 (>= 2.28)", "libdl.so": "libc6 (>= 2.28)",
    "libpthread.so": "libc6 (>= 2.28)", "librt.so": "libc6 (>= 2.28)",
    "libutil.so": "libc6 (>= 2.28)", "ld-linux-x86-64.so": "libc6 (>= 2.28)",
    "libresolv.so": "libc6 (>= 2.28)",
    "libstdc++.so": "libstdc++6", "libgcc_s.so": "libgcc-s1",
    "libGL.so": "libgl1", "libGLX.so": "libgl1", "libOpenGL.so": "libopengl0",
    "libEGL.so": "libegl1", "libfontconfig.so": "libfontconfig1", "libfreetype.so": "libfreetype6",
    "libxkbcommon.so": "libxkbcommon0", "libxkbcommon-x11.so": "libxkbcommon-x11-0",
    "libglib-2.0.so": "libglib2.0-0t64 | libglib2.0-0", "libgthread-2.0.so": "libglib2.0-0t64 | libglib2.0-0",
    "libgobject-2.0.so": "libglib2.0-0t64 | libglib2.0-0", "libgio-2.0.so": "libglib2.0-0t64 | libglib2.0-0",
    "libdbus-1.so": "libdbus-1-3", "libX11.so": "libx11-6", "libX11-xcb.so": "libx11-xcb1",
    "libxcb.so": "libxcb1", "libxcb-cursor.so": "libxcb-cursor0", "libxcb-icccm.so": "libxcb-icccm4",
    "libxcb-image.so": "libxcb-image0", "libxcb-keysyms.so": "libxcb-keysyms1",
    "libxcb-randr.so": "libxcb-randr0", "libxcb-render-util.so": "libxcb-render-util0",
    "libxcb-render.so": "libxcb-render0", "libxcb-shape.so": "libxcb-shape0",
    "libxcb-shm.so": "libxcb-shm0", "libxcb-sync.so": "libxcb-sync1", "libxcb-xfixes.so": "libxcb-xfixes0",
    "libxcb-xkb.so": "libxcb-xkb1", "libxcb-glx.so": "libxcb-glx0", "libxcb-xinput.so": "libxcb-xinput0",
    "libxcb-util.so": "libxcb-util1", "libxcb-xinerama.so": "libxcb-xinerama0",
    "libxcb-present.so": "libxcb-present0", "libxcb-dri3.so": "libxcb-dri3-0",
    "libSM.so": "libsm6", "libICE.so": "libice6",
    "libwayland-client.so": "libwayland-client0", "libwayland-cursor.so": "libwayland-cursor0",
    "libwayland-egl.so": "libwayland-egl1", "libwayland-server.so": "libwayland-server0",
    "libz.so": "zlib1g", "libexpat.so": "libexpat1", "libgssapi_krb5.so": "libgssapi-krb5-2",
    "libdrm.so": "libdrm2", "libgbm.so": "libgbm1", "libudev.so": "libudev1", "libmtdev.so": "libmtdev1",
    "libinput.so": "libinput10", "libts.so": "libts0t64 | libts0", "libvulkan.so": "libvulkan1",
    # What PyInstaller copies from the build machine and the .deb takes from Debian instead.
    "libblkid.so": "libblkid1", "libbrotlicommon.so": "libbrotli1", "libbrotlidec.so": "libbrotli1",
    "libbz2.so": "libbz2-1.0", "libcap.so": "libcap2", "libcom_err.so": "libcom-err2",
    "libcrypto.so.3": "libssl3t64 | libssl3", "libssl.so.3": "libssl3t64 | libssl3",
    "libffi.so.8": "libffi8", "libgmodule-2.0.so": "libglib2.0-0t64 | libglib2.0-0",
    "libgcrypt.so": "libgcrypt20", "libgpg-error.so": "libgpg-error0", "libk5crypto.so": "libk5crypto3",
    "libkeyutils.so": "libkeyutils1", "libkrb5.so": "libkrb5-3", "libkrb5support.so": "libkrb5support0",
    "liblz4.so": "liblz4-1", "liblzma.so": "liblzma5", "libmount.so": "libmount1",
    "libpcre2-8.so": "libpcre2-8-0", "libpng16.so": "libpng16-16t64 | libpng16-16",
    "libselinux.so": "libselinux1", "libsystemd.so": "libsystemd0", "libzstd.so": "libzstd1",
}
# Not needed to start; the desktop portal gives native file dialogs.
DEB_RECOMMENDS = ("xdg-desktop-portal",)


def unresolved_libraries(bundle: Path) -> set[str]:
    """The DT_NEEDED names no file in the bundle provides: what the system must have."""
    inside = {p.name for p in bundle.rglob("*") if ".so" in p.name}
    out: set[str] = set()
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and (".so" in path.name or path.parent == bundle):
            out.update(name for name in elf_needed(path) if name not in inside)
    return out


def debian_package(soname: str) -> str | None:
    return next((pkg for prefix, pkg in DEB_DEPENDS.items() if soname.startswith(prefix)), None)


def unbundle_system_libraries(bundle: Path) -> list[str]:
    """Remove the system libraries PyInstaller copied beside the program (not Qt's, not
    Python's) that Debian provides: the .deb depends on Debian's, which get its updates."""
    removed = []
    for folder in (bundle, bundle / "_internal"):
        for path in sorted(folder.glob("lib*.so*")):
            if not path.is_symlink() and debian_package(path.name) is not None:
                path.unlink()
                removed.append(path.name)
    log(f"the .deb takes {len(removed)} libraries from Debian: {', '.join(removed)}")
    return removed


def deb_depends(bundle: Path) -> list[str]:
    """The Depends: line's packages, from the libraries the bundle needs from the system."""
    depends: set[str] = set()
    unknown = []
    optional = set(DEB_RECOMMENDS)
    for name in sorted(unresolved_libraries(bundle)):
        package = debian_package(name)
        if package is None:
            unknown.append(name)
        elif package not in optional:
            depends.add(package)
    if unknown:
        raise SystemExit(f"build: the bundle needs {unknown}; add their Debian packages to DEB_DEPENDS")
    return sorted(depends)


def build_tar_xz(bundle: Path, dist: Path) -> Path:
    """``hand-desktop-<v>-linux-x86_64.tar.xz``: unpack and run ``hand-desktop``."""
    top = f"{APP}-{version()}-linux-x86_64"
    out = dist / f"{top}.tar.xz"
    # Multi-threaded xz (tar's -I): about 4x faster than Python's single-threaded lzma.
    env = {**os.environ, "XZ_OPT": "-6 -T0"}
    run(["tar", "-C", bundle.parent, "--transform", f"s,^{bundle.name},{top},", "--owner=0",
         "--group=0", "-cJf", out, bundle.name], env=env)
    return out


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
    shutil.copy2(linux / "copyright", doc / "copyright")


def build_deb(bundle: Path, build: Path, dist: Path, fast: bool) -> Path:
    """``hand-desktop_<v>_amd64.deb`` (dpkg-deb; xz on release, fast gzip in CI)."""
    root = build / "deb"
    shutil.rmtree(root, ignore_errors=True)
    write_deb_tree(bundle, root, build / "icons")
    (root / "DEBIAN").mkdir()
    installed_kb = (tree_size(root) + 1023) // 1024
    control = (PACKAGING / "linux" / "control.in").read_text(encoding="utf-8").format(
        version=version(), depends=", ".join(deb_depends(root / "opt" / APP)),
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


def build_windows(bundle: Path, build: Path, dist: Path) -> list[Path]:
    stem = f"Hand-{version()}-windows-portable"
    portable = dist / f"{stem}.zip"
    with zipfile.ZipFile(portable, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(bundle.rglob("*")):
            if path.is_file():
                archive.write(path, f"Hand/{path.relative_to(bundle)}")
    iscc = find_iscc()
    run([iscc, f"/DAppVersion={version()}", f"/DBundleDir={bundle}", f"/DOutputDir={dist}",
         f"/DIconFile={build / 'icons' / 'hand-desktop.ico'}", PACKAGING / "windows" / "hand.iss"])
    return [portable, dist / f"HandSetup-{version()}.exe"]


def find_iscc() -> Path:
    """Inno Setup's compiler; installed with Chocolatey when the runner lacks it."""
    candidates = [Path(os.environ.get(var, "")) / "Inno Setup 6" / "ISCC.exe"
                  for var in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA")]
    found = shutil.which("iscc") or next((str(c) for c in candidates if c.is_file()), None)
    if found is None and shutil.which("choco"):
        run(["choco", "install", "innosetup", "--no-progress", "-y"])
        found = shutil.which("iscc") or next((str(c) for c in candidates if c.is_file()), None)
    if found is None:
        raise SystemExit("build: Inno Setup 6 (ISCC.exe) not found: install it from jrsoftware.org")
    return Path(found)


# ---------------------------------------------------------------------- 4. artefacts: macOS

SIGNING_SECRETS = ("MACOS_CERTIFICATE", "MACOS_CERTIFICATE_PASSWORD", "MACOS_SIGN_IDENTITY")
NOTARY_SECRETS = ("APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD")


def build_macos(app: Path, build: Path, dist: Path) -> list[Path]:
    signed = sign_macos(app, build)
    dmg = dist / f"Hand-{version()}.dmg"
    run([sys.executable, "-m", "dmgbuild", "-s", PACKAGING / "macos" / "dmg_settings.py",
         "-D", f"app={app}", "-D", f"icon={build / 'icons' / 'hand-desktop.icns'}", "Hand", dmg])
    if signed and all(os.environ.get(name) for name in NOTARY_SECRETS):
        run(["codesign", "--force", "--timestamp", "--sign", os.environ["MACOS_SIGN_IDENTITY"], dmg])
        run(["xcrun", "notarytool", "submit", dmg, "--apple-id", os.environ["APPLE_ID"],
             "--team-id", os.environ["APPLE_TEAM_ID"], "--password", os.environ["APPLE_APP_PASSWORD"],
             "--wait"])
        run(["xcrun", "stapler", "staple", dmg])
    else:
        log("not notarized: " + ("the notary secrets are not set" if signed else "the app is not signed"))
    return [dmg]


def sign_macos(app: Path, build: Path) -> bool:
    """Sign with the Developer ID from the secrets, or ad-hoc (said so) without them."""
    entitlements = PACKAGING / "macos" / "entitlements.plist"
    if not all(os.environ.get(name) for name in SIGNING_SECRETS):
        log("signing secrets (" + ", ".join(SIGNING_SECRETS) + ") not set: the app is ad-hoc "
            "signed only; macOS will ask players to confirm the first start (right-click > Open)")
        run(["codesign", "--force", "--deep", "--sign", "-", app])
        return False
    import base64

    keychain = build / "signing.keychain-db"
    certificate = build / "certificate.p12"
    certificate.write_bytes(base64.b64decode(os.environ["MACOS_CERTIFICATE"]))
    password = os.environ["MACOS_CERTIFICATE_PASSWORD"]
    run(["security", "create-keychain", "-p", password, keychain])
    run(["security", "set-keychain-settings", "-lut", "21600", keychain])
    run(["security", "unlock-keychain", "-p", password, keychain])
    run(["security", "import", certificate, "-k", keychain, "-P", password, "-T", "/usr/bin/codesign"])
    run(["security", "set-key-partition-list", "-S", "apple-tool:,apple:", "-s", "-k", password, keychain])
    run(["security", "list-keychains", "-d", "user", "-s", keychain, "login.keychain-db"])
    certificate.unlink()
    run(["codesign", "--force", "--deep", "--options", "runtime", "--timestamp",
         "--entitlements", entitlements, "--sign", os.environ["MACOS_SIGN_IDENTITY"], app])
    log("signed with the Developer ID certificate from the secrets")
    return True


# ---------------------------------------------------------------------- smoke test


def executable(bundle: Path) -> Path:
    if MACOS:
        return bundle / "Contents" / "MacOS" / APP
    return bundle / (f"{APP}.exe" if WINDOWS else APP)


def clean_env(home: Path) -> dict[str, str]:
    """What a player's session has, and no more: no virtual environment, no PYTHON*,
    a fresh HAND_DESKTOP_HOME, the offscreen platform (CI has no screen)."""
    env = {"HOME": str(home), "HAND_DESKTOP_HOME": str(home / "hand"), "QT_QPA_PLATFORM": "offscreen",
           "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"}
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


def smoke(exe: Path, work: Path) -> SmokeResult:
    """``exe --self-test`` in a clean environment; the report file (windowed builds have
    no standard output)."""
    home = work / "smoke-home"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    report = home / "self-test.txt"
    start = time.monotonic()
    done = subprocess.run([str(exe), "--self-test", str(report)], env=clean_env(home),
                          capture_output=True, text=True, timeout=SMOKE_TIMEOUT_S, check=False)
    text = report.read_text(encoding="utf-8") if report.is_file() else ""
    if done.returncode != 0:
        text += f"\n(exit {done.returncode})\n{done.stdout[-2000:]}{done.stderr[-3000:]}"
    return SmokeResult(done.returncode, text, time.monotonic() - start)


def check_smoke(exe: Path, work: Path, what: str) -> None:
    result = smoke(exe, work)
    print(result.report, end="" if result.report.endswith("\n") else "\n")
    if result.returncode != 0:
        raise SystemExit(f"build: the self-test of {what} failed")
    log(f"self-test of {what} passed in {result.seconds:.1f} s")


def extract_deb(deb: Path, into: Path) -> Path:
    shutil.rmtree(into, ignore_errors=True)
    run(["dpkg-deb", "-x", deb, into])
    return into / "opt" / APP / APP


# ---------------------------------------------------------------------- build machine set-up

# Debian/Ubuntu packages a Linux build needs: the libraries PyInstaller bundles or the
# self-test loads, readelf (binutils), xz and dpkg-deb.
LINUX_BUILD_PACKAGES = (
    "binutils", "xz-utils", "dpkg", "libegl1", "libgl1", "libfontconfig1", "libdbus-1-3",
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


def build_all(out: Path, fast: bool, bundle_only: bool, smoke_test: bool) -> list[Path]:
    started = time.monotonic()
    build, dist = out / "build", out / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    dist.mkdir(parents=True)
    prepare(build)
    bundle = freeze(build, dist)
    unslimmed = tree_size(bundle)
    slim(bundle)
    size = tree_size(bundle)
    log(f"bundle {bundle}: {size / MB:.1f} MB unpacked (before slimming {unslimmed / MB:.1f} MB)")
    if smoke_test:
        check_smoke(executable(bundle), build, "the bundle")
    artefacts: list[Path] = [bundle]
    if not bundle_only:
        if LINUX:
            tar = build_tar_xz(bundle, dist)
            deb = build_deb(bundle, build, dist, fast)
            artefacts += [tar, deb]
            print(f"bundle_unpacked {size / MB:.1f} MB (limit {MAX_UNPACKED_MB})")
            print(f"bundle_tar_xz {tar.stat().st_size / MB:.1f} MB (limit {MAX_TAR_XZ_MB})")
            print(f"deb {deb.stat().st_size / MB:.1f} MB")
            if smoke_test:
                check_smoke(extract_deb(deb, build / "deb-extracted"), build, "the .deb's contents")
        elif WINDOWS:
            artefacts += build_windows(bundle, build, dist)
        elif MACOS:
            artefacts += build_macos(bundle, build, dist)
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
