"""Code signing, wherever its secrets are set: Windows Authenticode and macOS Developer ID
with notarization. Without the secrets a build is still made, unsigned (Windows) or
ad-hoc signed (macOS), and the build log says so and what a player will see.

Secrets (GitHub Actions secrets, passed as environment variables by release.yml):

* Windows: ``WINDOWS_CERTIFICATE`` (a base64 .pfx), ``WINDOWS_CERTIFICATE_PASSWORD``;
  ``WINDOWS_TIMESTAMP_URL`` optional. signtool comes with the Windows SDK on the runners.
* macOS: ``MACOS_CERTIFICATE`` (base64 .p12), ``MACOS_CERTIFICATE_PASSWORD``,
  ``MACOS_SIGN_IDENTITY``; notarization: ``APPLE_ID``, ``APPLE_TEAM_ID``, ``APPLE_APP_PASSWORD``.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

Runner = Callable[..., subprocess.CompletedProcess[str]]

WINDOWS_SECRETS = ("WINDOWS_CERTIFICATE", "WINDOWS_CERTIFICATE_PASSWORD")
MACOS_SIGNING_SECRETS = ("MACOS_CERTIFICATE", "MACOS_CERTIFICATE_PASSWORD", "MACOS_SIGN_IDENTITY")
MACOS_NOTARY_SECRETS = ("APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD")
DEFAULT_TIMESTAMP_URL = "http://timestamp.digicert.com"


def have(names: Sequence[str]) -> bool:
    return all(os.environ.get(name) for name in names)


# ---------------------------------------------------------------------- Windows


def find_signtool() -> Path | None:
    found = shutil.which("signtool")
    if found:
        return Path(found)
    kits = Path(os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)")) / "Windows Kits" / "10" / "bin"
    candidates = sorted(kits.glob("10.*/x64/signtool.exe"), reverse=True)  # the newest SDK first
    return candidates[0] if candidates else None


@dataclass(frozen=True)
class Authenticode:
    """signtool with the certificate from the secrets, for the time of a build."""

    signtool: Path
    certificate: Path

    def arguments(self) -> list[str]:
        return ["sign", "/f", str(self.certificate), "/p", os.environ["WINDOWS_CERTIFICATE_PASSWORD"],
                "/fd", "SHA256", "/td", "SHA256",
                "/tr", os.environ.get("WINDOWS_TIMESTAMP_URL") or DEFAULT_TIMESTAMP_URL]

    def sign(self, files: Sequence[Path], run: Runner) -> None:
        run([self.signtool, *self.arguments(), *files])
        self.verify(files, run)

    def verify(self, files: Sequence[Path], run: Runner) -> None:
        run([self.signtool, "verify", "/pa", *files], stdout=subprocess.DEVNULL)

    def inno_sign_tool(self) -> str:
        """Inno Setup's ``/S<name>=<command>``: ISCC signs the uninstaller it embeds and the
        setup with it (``$f`` the file, ``$q`` a quote)."""
        quoted = [f"$q{part}$q" if " " in part or "\\" in part else part for part in self.arguments()]
        return f"$q{self.signtool}$q " + " ".join(quoted) + " $f"


@contextlib.contextmanager
def authenticode(work: Path, log: Callable[[str], None]) -> Iterator[Authenticode | None]:
    """The signer while the block runs, or None (said in the log) without the secrets.
    Unsigned, Windows SmartScreen warns on the first start of the game and its setup."""
    if not have(WINDOWS_SECRETS):
        log("Windows signing secrets (" + ", ".join(WINDOWS_SECRETS) + ") not set: the game, "
            "its setup and uninstaller are NOT signed; SmartScreen will show 'Windows protected "
            "your PC' until players choose More info > Run anyway")
        yield None
        return
    signtool = find_signtool()
    if signtool is None:
        raise SystemExit("build: the signing secrets are set but signtool.exe (Windows SDK) is missing")
    certificate = work / "authenticode.pfx"
    certificate.write_bytes(base64.b64decode(os.environ["WINDOWS_CERTIFICATE"]))
    try:
        yield Authenticode(signtool, certificate)
    finally:
        certificate.unlink()


def secret_values() -> list[str]:
    """The secrets' values, for keeping them out of the build log."""
    names = (*WINDOWS_SECRETS, *MACOS_SIGNING_SECRETS, *MACOS_NOTARY_SECRETS)
    return [os.environ[name] for name in names if os.environ.get(name)]


# ---------------------------------------------------------------------- macOS

MACHO_MAGIC = {b"\xfe\xed\xfa\xce", b"\xfe\xed\xfa\xcf", b"\xce\xfa\xed\xfe", b"\xcf\xfa\xed\xfe",
               b"\xca\xfe\xba\xbe", b"\xbe\xba\xfe\xca"}


def is_macho(path: Path) -> bool:
    try:
        with open(path, "rb") as file:
            return file.read(4) in MACHO_MAGIC
    except OSError:
        return False


def signing_order(app: Path) -> list[Path]:
    """What to sign, inside out (``codesign --deep`` is deprecated for signing): every
    Mach-O file in the bundle but the main program, deepest first; then each nested
    bundle (Qt's .framework folders), deepest first; the main program; the app last.
    A container's signature seals the signatures inside it, so they must exist first."""
    files = [p for p in app.rglob("*") if p.is_file() and not p.is_symlink() and is_macho(p)]
    main_programs = [p for p in files if p.parent == app / "Contents" / "MacOS"]
    inner = sorted((p for p in files if p not in main_programs),
                   key=lambda p: (-len(p.parts), str(p)))
    bundles = sorted((p for p in app.rglob("*") if p.is_dir() and not p.is_symlink()
                      and p.suffix in {".framework", ".app", ".bundle"}),
                     key=lambda p: (-len(p.parts), str(p)))
    return [*inner, *bundles, *sorted(main_programs), app]


def notary_status(output: str) -> tuple[str, str]:
    """(status, submission id) from ``notarytool submit --wait --output-format json``.
    notarytool exits 0 for a finished but rejected ("Invalid") submission: read the status."""
    try:
        data = json.loads(output)
    except json.JSONDecodeError:
        return ("unreadable", "")
    return (str(data.get("status", "missing")), str(data.get("id", "")))


def notarize(path: Path, run: Runner, log: Callable[[str], None]) -> None:
    """Submit ``path`` (.zip or .dmg) to Apple's notary service and wait; fail the build
    unless it is Accepted, with the service's log of why."""
    credentials = ["--apple-id", os.environ["APPLE_ID"], "--team-id", os.environ["APPLE_TEAM_ID"],
                   "--password", os.environ["APPLE_APP_PASSWORD"]]
    done = run(["xcrun", "notarytool", "submit", path, *credentials, "--wait",
                "--output-format", "json"], stdout=subprocess.PIPE)
    status, submission = notary_status(done.stdout)
    if status != "Accepted":
        if submission:
            run(["xcrun", "notarytool", "log", submission, *credentials])
        raise SystemExit(f"build: notarization of {path.name} was not accepted: {status}")
    log(f"notarized: {path.name} (submission {submission})")


def import_certificate(work: Path, run: Runner) -> None:
    """The Developer ID certificate into a keychain of its own for this build."""
    keychain = work / "signing.keychain-db"
    certificate = work / "certificate.p12"
    certificate.write_bytes(base64.b64decode(os.environ["MACOS_CERTIFICATE"]))
    password = os.environ["MACOS_CERTIFICATE_PASSWORD"]
    try:
        run(["security", "create-keychain", "-p", password, keychain])
        run(["security", "set-keychain-settings", "-lut", "21600", keychain])
        run(["security", "unlock-keychain", "-p", password, keychain])
        run(["security", "import", certificate, "-k", keychain, "-P", password, "-T", "/usr/bin/codesign"])
        run(["security", "set-key-partition-list", "-S", "apple-tool:,apple:", "-s", "-k", password, keychain])
        run(["security", "list-keychains", "-d", "user", "-s", keychain, "login.keychain-db"])
    finally:
        certificate.unlink()


def sign_macos_app(app: Path, entitlements: Path, work: Path, run: Runner,
                   log: Callable[[str], None]) -> bool:
    """Sign the app file by file, inside out, then verify the signature; returns whether it
    carries a Developer ID (False: ad-hoc, and the log says what players must do)."""
    signed = have(MACOS_SIGNING_SECRETS)
    if signed:
        import_certificate(work, run)
        identity = ["--sign", os.environ["MACOS_SIGN_IDENTITY"], "--options", "runtime", "--timestamp"]
    else:
        identity = ["--sign", "-"]
        log("signing secrets (" + ", ".join(MACOS_SIGNING_SECRETS) + ") not set: the app is "
            "ad-hoc signed only; on macOS 15 and later players must open it once, then allow it "
            "in System Settings > Privacy & Security > Open Anyway")
    for path in signing_order(app):
        extra = ["--entitlements", entitlements] if signed and (path == app or path.parent.name == "MacOS") else []
        run(["codesign", "--force", *identity, *extra, path], stdout=subprocess.DEVNULL)
    run(["codesign", "--verify", "--strict", "--deep", "--verbose=2", app])
    if signed:
        log("signed with the Developer ID certificate from the secrets; codesign --verify --strict passed")
    return signed


def assess(path: Path, kind: str, run: Runner) -> None:
    """Gatekeeper's own verdict (``spctl``): what a player's Mac will decide."""
    if kind == "execute":
        run(["spctl", "--assess", "--type", "execute", "--verbose=2", path])
    else:  # a disk image: the signature of the dmg itself
        run(["spctl", "--assess", "--type", "open", "--context", "context:primary-signature",
             "--verbose=2", path])
