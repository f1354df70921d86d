"""The rules of packaging/build.py and packaging/signing.py that hold on every system,
checked here without building: the Windows and macOS steps themselves run only in the
release workflow (on those systems), so what can be checked on Linux is checked here."""

from __future__ import annotations

import json
import re
from pathlib import Path

import build
import linux_compat
import pytest
import signing

ROOT = Path(__file__).resolve().parents[2]
ISS = (ROOT / "packaging" / "windows" / "hand.iss").read_text(encoding="utf-8")

PYINSTALLER_LOG = """\
40896 WARNING: Library not found: could not resolve 'libgtk-3.so.0', dependency of '/v/PySide6/Qt/plugins/platformthemes/libqgtk3.so'.
40896 WARNING: Library not found: could not resolve 'libxcb-icccm.so.4', dependency of '/v/PySide6/Qt/lib/libQt6XcbQpa.so.6'.
40896 WARNING: Library not found: could not resolve 'libxcb-icccm.so.4', dependency of '/v/PySide6/Qt/lib/libQt6XcbQpa.so.6'.
"""


def test_a_library_pyinstaller_missed_fails_the_build_only_when_something_left_needs_it(tmp_path: Path) -> None:
    missing = build.missing_libraries(PYINSTALLER_LOG)
    assert missing == [build.MissingLibrary("libgtk-3.so.0", "libqgtk3.so"),
                       build.MissingLibrary("libxcb-icccm.so.4", "libQt6XcbQpa.so.6")]
    (tmp_path / "_internal").mkdir()
    build.check_missing(tmp_path, missing)  # neither file is in the bundle (slimmed away)
    (tmp_path / "_internal" / "libQt6XcbQpa.so.6").write_bytes(b"")
    with pytest.raises(SystemExit, match=r"libxcb-icccm\.so\.4 \(for libQt6XcbQpa\.so\.6\)"):
        build.check_missing(tmp_path, missing)


def test_the_glibc_check_reads_what_a_file_needs_not_what_it_defines() -> None:
    libc = Path("/lib/x86_64-linux-gnu/libc.so.6")
    libstdcxx = next(iter(sorted(Path("/usr/lib/x86_64-linux-gnu").glob("libstdc++.so.6.*"))), None)
    if not libc.is_file() or libstdcxx is None:
        pytest.skip("needs the x86_64 C and C++ libraries")
    # libstdc++ defines GLIBCXX_ versions and needs GLIBC_ ones: only the needs count.
    needs = linux_compat.needed_versions(libstdcxx)
    assert "GLIBCXX" not in needs and needs["GLIBC"] >= (2, 2)
    assert linux_compat.glibc_requirement(["libc6 (>= 2.34)", "libx11-6"]) == (2, 34)
    assert linux_compat.glibc_requirement(["libx11-6"]) is None


def test_iscc_is_looked_for_where_inno_setup_installs_it() -> None:
    found = build.iscc_candidates({"ProgramFiles(x86)": r"C:\PF86", "LOCALAPPDATA": r"C:\U\AppData\Local"})
    assert Path(r"C:\PF86") / "Inno Setup 6" / "ISCC.exe" in found
    assert Path(r"C:\U\AppData\Local") / "Programs" / "Inno Setup 6" / "ISCC.exe" in found


def test_the_windows_installer_replaces_the_old_files_and_uninstalls_every_key() -> None:
    install_delete = ISS[ISS.index("[InstallDelete]"):ISS.index("[Files]")]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in install_delete
    registry = ISS[ISS.index("[Registry]"):ISS.index("[Run]")]
    entries = [line for line in registry.splitlines() if line.startswith("Root:")]
    # Every key written is removed: whole (ours alone), or when empty (.hand may be shared).
    subkeys = {re.search(r'Subkey: "([^"]+)"', line).group(1) for line in entries}  # type: ignore[union-attr]
    removed_whole = {re.search(r'Subkey: "([^"]+)"', line).group(1)  # type: ignore[union-attr]
                     for line in entries if "uninsdeletekey" in line and "ifempty" not in line}
    removed_if_empty = {re.search(r'Subkey: "([^"]+)"', line).group(1)  # type: ignore[union-attr]
                        for line in entries if "uninsdeletekeyifempty" in line}
    for key in subkeys:
        assert key in removed_if_empty or any(key == k or key.startswith(k + "\\") for k in removed_whole), key
    assert r"Software\Classes\Applications\{#AppExe}" in removed_whole
    assert {r"Software\Classes\.hand", r"Software\Classes\.hand\OpenWithProgids"} <= removed_if_empty


def test_windows_signing_is_said_when_its_secrets_are_missing(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    for name in signing.WINDOWS_SECRETS:
        monkeypatch.delenv(name, raising=False)
    said: list[str] = []
    with signing.authenticode(tmp_path, said.append) as signer:
        assert signer is None
    assert "NOT signed" in said[0] and "SmartScreen" in said[0]


def test_windows_signing_uses_the_secrets_and_keeps_them_out_of_the_log(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WINDOWS_CERTIFICATE", "Y2VydA==")  # base64 of "cert"
    monkeypatch.setenv("WINDOWS_CERTIFICATE_PASSWORD", "hunter2")
    monkeypatch.setattr(signing, "find_signtool", lambda: Path("C:/Kits/signtool.exe"))
    ran: list[list[str]] = []
    with signing.authenticode(tmp_path, print) as signer:
        assert signer is not None and signer.certificate.read_bytes() == b"cert"
        signer.sign([tmp_path / "hand-desktop.exe"], lambda command, **_: ran.append([str(c) for c in command]))
        command = signer.inno_sign_tool()
    assert not (tmp_path / "authenticode.pfx").exists()  # the certificate is gone after the build
    assert ran[0][1:3] == ["sign", "/f"] and "/fd" in ran[0] and "/tr" in ran[0]
    assert ran[1][1:3] == ["verify", "/pa"]
    assert command.endswith(" $f") and "/p hunter2" in command
    build.log(f"ISCC /Shand={command}")
    assert "hunter2" not in capsys.readouterr().out
    assert "SignTool=hand" in ISS and "SignedUninstaller=yes" in ISS


def test_the_macos_minimum_comes_from_the_wheel_tags() -> None:
    wheel = "Wheel-Version: 1.0\nTag: cp310-abi3-macosx_13_0_universal2\nTag: cp310-abi3-macosx_13_0_x86_64\n"
    assert build.wheel_macos_versions(wheel) == [(13, 0), (13, 0)]
    assert build.wheel_macos_versions("Tag: cp310-abi3-manylinux_2_34_x86_64\n") == []


def test_macos_signs_inside_out_without_deep(tmp_path: Path) -> None:
    app = tmp_path / "Hand.app"
    macho = b"\xcf\xfa\xed\xfe" + b"\0" * 60
    files = {
        "Contents/MacOS/hand-desktop": macho,
        "Contents/Frameworks/libpython3.11.dylib": macho,
        "Contents/Frameworks/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore": macho,
        "Contents/Frameworks/PySide6/Qt/plugins/platforms/libqcocoa.dylib": macho,
        "Contents/Resources/hand_desktop/resources/cards/AS.svg": b"<svg/>",
    }
    for name, data in files.items():
        (app / name).parent.mkdir(parents=True, exist_ok=True)
        (app / name).write_bytes(data)
    order = [p.relative_to(tmp_path).as_posix() for p in signing.signing_order(app)]
    framework = "Hand.app/Contents/Frameworks/PySide6/Qt/lib/QtCore.framework"
    assert order[-1] == "Hand.app" and order[-2] == "Hand.app/Contents/MacOS/hand-desktop"
    assert order.index(framework + "/Versions/A/QtCore") < order.index(framework)
    assert not any(name.endswith(".svg") for name in order)
    assert "--deep" not in (ROOT / "packaging" / "signing.py").read_text(encoding="utf-8").split(
        "def sign_macos_app")[1].split("codesign\", \"--verify")[0]


def test_a_rejected_notarization_is_read_from_the_status_not_the_exit_code() -> None:
    accepted = json.dumps({"id": "abc", "status": "Accepted", "message": "Processing complete"})
    rejected = json.dumps({"id": "def", "status": "Invalid", "message": "Processing complete"})
    assert signing.notary_status(accepted) == ("Accepted", "abc")
    assert signing.notary_status(rejected) == ("Invalid", "def")
    assert signing.notary_status("Conducting pre-submission checks...")[0] == "unreadable"
