#!/usr/bin/env bash
# Run the Inno Setup tests (tests/packaging/test_windows_installer.py) under Wine in a
# clean Debian root, for machines where Wine cannot be installed on the host.
#
# Why a root of its own: Wine needs the i386 architecture, and the i386 libraries must
# match the host's amd64 ones version for version. When the mirror's bookworm-security
# i386 index is out of step with its amd64 one (mid-sync), apt refuses on the host; a
# root from bookworm main alone has no such mismatch and leaves the host untouched.
#
# Usage (as root): tools/wine_tests_in_chroot.sh [ROOT_DIR]
#   ROOT_DIR defaults to ~/.cache/hand-desktop/chroots/wine-bookworm and is reused once a
#   run has set it up (a first run, debootstrap and Wine included, took 2 minutes here; a
#   later one 40 s). The tests run on a clone of this checkout's HEAD inside the root.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
root=${1:-$HOME/.cache/hand-desktop/chroots/wine-bookworm}
bundle=/etc/ssl/certs/ca-certificates.crt  # the host's CAs (a proxy's own CA included)

if [[ $(id -u) -ne 0 ]]; then
    echo "needs root (debootstrap, mount, chroot)" >&2
    exit 2
fi

ready=$root/.hand-wine-ready  # written once the root is complete
if [[ ! -e $ready ]]; then
    if [[ -e $root ]]; then
        echo "$root exists but was never completed: remove it and run again" >&2
        exit 2
    fi
    mkdir -p "$(dirname "$root")"
    debootstrap --variant=minbase bookworm "$root"
    printf '%s\n' "deb http://deb.debian.org/debian bookworm main" \
        "deb http://deb.debian.org/debian bookworm-updates main" > "$root/etc/apt/sources.list"
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    chroot "$root" dpkg --add-architecture i386
    chroot "$root" apt-get update -q
    # Wine and Xvfb for the tests, npm for the innosetup package, and the libraries
    # PySide6 loads when pytest-qt starts.
    chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        wine wine32 wine64 xvfb xauth npm python3 python3-pip ca-certificates git \
        libegl1 libgl1 libopengl0 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0
    touch "$ready"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$bundle" "$root$bundle"

mounts=()
cleanup() {
    chroot "$root" sh -c 'wineserver -k' 2>/dev/null || true
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
        umount -R "${mounts[i]}" || umount -R -l "${mounts[i]}" || true
    done
}
trap cleanup EXIT
for dir in proc dev sys; do
    mount --rbind "/$dir" "$root/$dir"
    mounts+=("$root/$dir")
    mount --make-rslave "$root/$dir"  # unmounting here must never reach the host's mounts
done

rm -rf "$root/work/hand"
mkdir -p "$root/work"
git clone -q "$here" "$root/work/hand"
chroot "$root" env HOME=/root SSL_CERT_FILE="$bundle" NODE_EXTRA_CA_CERTS="$bundle" \
    PIP_CERT="$bundle" QT_QPA_PLATFORM=offscreen HAND_FULL_TESTS=1 sh -euc '
    command -v uv >/dev/null || pip install --break-system-packages -q uv
    cd /work/hand
    uv sync --frozen -q --python /usr/bin/python3
    uv run pytest tests/packaging/test_windows_installer.py -n 0 -v -rs'
