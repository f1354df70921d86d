"""Minimal Debian roots (``debootstrap --variant=minbase``) to install the .deb in, as a
stranger's fresh system would: the only honest check that its Depends are complete.

A root takes about two minutes to make (it downloads some 40 MB from Debian's registry),
so the pristine root of each release is kept in ``$HAND_CHROOT_CACHE`` (default
``~/.cache/hand-desktop/chroots``) and every test works on a copy of it; the packages
apt downloads into a copy are kept there as well, for the next run. Delete the folder
to start over. Needs root (chroot, mount) and debootstrap.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

MIRROR = os.environ.get("HAND_DEBIAN_MIRROR", "http://deb.debian.org/debian")
CACHE = Path(os.environ.get("HAND_CHROOT_CACHE", Path.home() / ".cache" / "hand-desktop" / "chroots"))
DONE = ".hand-debootstrap-complete"  # written last: a half-made root is never used


def available() -> str | None:
    """Why chroot tests cannot run here, or None when they can."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "needs root (chroot and mount)"
    if shutil.which("debootstrap") is None:
        return "needs debootstrap (apt-get install debootstrap)"
    return None


def pristine(suite: str) -> Path:
    """The cached minimal root of ``suite``, made once."""
    root = CACHE / f"{suite}-minbase"
    if (root / DONE).is_file():
        return root
    shutil.rmtree(root, ignore_errors=True)
    partial = CACHE / f"{suite}-minbase.partial"
    shutil.rmtree(partial, ignore_errors=True)
    partial.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["debootstrap", "--variant=minbase", suite, str(partial), MIRROR],
                   check=True, capture_output=True, text=True, timeout=900)
    (partial / DONE).write_text(suite, encoding="utf-8")
    partial.rename(root)
    return root


@contextlib.contextmanager
def fresh_root(suite: str, where: Path) -> Iterator[Path]:
    """A copy of the pristine root with /proc mounted (PyInstaller's program finds itself
    through /proc/self/exe) and the host's DNS settings; apt's downloads are kept."""
    root = where / suite
    subprocess.run(["cp", "-a", "--reflink=auto", str(pristine(suite)), str(root)], check=True)
    archives = CACHE / f"{suite}-archives"
    archives.mkdir(parents=True, exist_ok=True)
    inside = root / "var" / "cache" / "apt" / "archives"
    for deb in archives.glob("*.deb"):
        shutil.copy2(deb, inside / deb.name)
    shutil.copy2("/etc/resolv.conf", root / "etc" / "resolv.conf")
    subprocess.run(["mount", "-t", "proc", "proc", str(root / "proc")], check=True)
    try:
        yield root
    finally:
        subprocess.run(["umount", "-l", str(root / "proc")], check=False)
        for deb in inside.glob("*.deb"):
            if not (archives / deb.name).exists():
                shutil.copy2(deb, archives / deb.name)
        shutil.rmtree(root, ignore_errors=True)


def run_in(root: Path, *command: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """``command`` inside the root, with a clean environment (what a login shell has)."""
    env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root", "LANG": "C.UTF-8",
           "DEBIAN_FRONTEND": "noninteractive"}
    return subprocess.run(["chroot", str(root), *command], env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)
