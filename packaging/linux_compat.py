"""Which Linux systems the bundle runs on, and the checks that keep that promise.

The one statement of the oldest supported system lives here; the tarball's README, the
project README and the tests take it from these constants. A PyInstaller bundle carries
libraries of the machine it was built on, and each needs some version of the C library
(``GLIBC_x.y`` symbol versions) and of the C++ library (``GLIBCXX_3.4.n``): the build fails
when any bundled file needs more than the oldest system has, instead of shipping a game
that stops there with "version `GLIBC_2.36' not found".

The C++ runtime and expat are the system's, never bundled (``SYSTEM_RUNTIME``): every
supported system has them new enough for Qt, while the build machine's copies can need a
newer C library than the oldest system has (built on Debian 12, libstdc++ and libexpat
need GLIBC_2.36).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

# Qt 6.9+ wheels are manylinux_2_34; the release is built on Ubuntu 22.04 (glibc 2.35),
# whose libstdc++ (GCC 12) exports GLIBCXX_3.4.30.
OLDEST_SYSTEMS = "Ubuntu 22.04, Debian 12 (bookworm), Fedora 36 or newer"
OLDEST_GLIBC = (2, 35)
OLDEST_GLIBCXX = (3, 4, 30)
OLDEST_DEBIAN = "bookworm"  # the oldest Debian release the .deb claims (tests install it there)

# Libraries every supported system has, taken from it rather than from the build machine
# (libmvec is part of the C library itself: a copy from another glibc must never be used).
SYSTEM_RUNTIME = ("libstdc++.so.6", "libgcc_s.so.1", "libexpat.so.1", "libmvec.so.1")

_VERSIONED = re.compile(r"\b(GLIBC|GLIBCXX)_(\d+(?:\.\d+)+)\b")


def dotted(version: tuple[int, ...]) -> str:
    return ".".join(str(part) for part in version)


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as file:
            return file.read(4) == b"\x7fELF"
    except OSError:
        return False


def needed_versions(path: Path) -> dict[str, tuple[int, ...]]:
    """The highest ``GLIBC_`` and ``GLIBCXX_`` versions ``path`` needs (its undefined
    dynamic symbols, from ``objdump -T``), by name; a library's own definitions are not needs."""
    out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True,
                         check=False).stdout
    highest: dict[str, tuple[int, ...]] = {}
    for line in out.splitlines():
        if "*UND*" not in line:
            continue
        for name, version in _VERSIONED.findall(line):
            value = tuple(int(part) for part in version.split("."))
            if value > highest.get(name, ()):
                highest[name] = value
    return highest


def elf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def too_new(folder: Path, glibc: tuple[int, ...] = OLDEST_GLIBC,
            glibcxx: tuple[int, ...] = OLDEST_GLIBCXX) -> list[str]:
    """Every file in ``folder`` that needs a newer C or C++ library than the given ones,
    as "file needs GLIBC_x.y" lines (empty: the bundle runs on the oldest system)."""
    limits = {"GLIBC": glibc, "GLIBCXX": glibcxx}
    found = []
    for path in elf_files(folder):
        for name, version in sorted(needed_versions(path).items()):
            if version > limits[name]:
                found.append(f"{path.relative_to(folder)} needs {name}_{dotted(version)}")
    return found


def remove_system_runtime(folder: Path) -> list[str]:
    """Remove the bundled copies of ``SYSTEM_RUNTIME`` (the system's are used)."""
    removed = []
    for path in sorted(folder.rglob("*")):
        if path.name in SYSTEM_RUNTIME and (path.is_file() or path.is_symlink()):
            path.unlink()
            removed.append(path.name)
    return removed


def shlibs_depends(files: list[Path], private_dirs: list[Path], work: Path) -> list[str]:
    """The ``Depends:`` packages of ``files`` from ``dpkg-shlibdeps``: for every library they
    need from the system, its package and the lowest version with the symbols they use
    (Debian's own symbols files). Libraries in ``private_dirs`` are the bundle's own.
    Fails (CalledProcessError) when a needed library is nowhere."""
    (work / "debian").mkdir(parents=True, exist_ok=True)
    # dpkg-shlibdeps reads the source package's name from debian/control.
    (work / "debian" / "control").write_text(
        "Source: hand-desktop\n\nPackage: hand-desktop\nArchitecture: amd64\n", encoding="utf-8")
    done = subprocess.run(
        ["dpkg-shlibdeps", "-O", "--ignore-missing-info", "--warnings=0",
         *[f"-l{folder}" for folder in private_dirs], *map(str, files)],
        cwd=work, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"build: dpkg-shlibdeps failed:\n{done.stderr[-3000:]}")
    line = next((x for x in done.stdout.splitlines() if x.startswith("shlibs:Depends=")), "")
    return [part.strip() for part in line.split("=", 1)[-1].split(",") if part.strip()]


def glibc_requirement(depends: list[str]) -> tuple[int, ...] | None:
    """The ``libc6 (>= x.y)`` version in a Depends list."""
    for entry in depends:
        match = re.fullmatch(r"libc6 \(>= (\d+(?:\.\d+)+)\)", entry)
        if match:
            return tuple(int(part) for part in match.group(1).split("."))
    return None
