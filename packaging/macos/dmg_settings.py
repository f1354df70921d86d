# dmgbuild settings of Hand-<version>-macos-<arch>.dmg (run by packaging/build.py on macOS):
#   dmgbuild -s packaging/macos/dmg_settings.py -D app=dist/Hand.app -D icon=...icns \
#            -D legal=LICENSE,THIRD_PARTY_NOTICES.txt Hand OUT.dmg
# The window shows Hand.app and a link to Applications (drag one onto the other), and
# below them Hand's licence and the third-party notices.
# dmgbuild executes this file with ``defines`` (the -D values) already set.
# ruff: noqa: F821
import os.path

application = defines["app"]
appname = os.path.basename(application)

format = "UDZO"  # zlib-compressed, read-only; opens on every supported macOS
filesystem = "HFS+"
size = None  # computed from the contents
legal = [path for path in defines.get("legal", "").split(",") if path]
files = [application, *legal]
symlinks = {"Applications": "/Applications"}
# The volume's icon is Hand's icon itself: dmgbuild's badge_icon (the icon drawn over a
# disk) needs PyObjC, which the build does not install, and is silently skipped without it.
icon = defines["icon"]
icon_locations = {appname: (140, 140), "Applications": (400, 140),
                  **{os.path.basename(path): (140 + 260 * i, 290) for i, path in enumerate(legal)}}
background = "builtin-arrow"
show_status_bar = False
show_tab_view = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
window_rect = ((200, 200), (540, 420))
default_view = "icon-view"
icon_size = 112
text_size = 14
