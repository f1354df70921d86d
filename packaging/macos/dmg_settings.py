# dmgbuild settings of Hand-<version>.dmg (run by packaging/build.py on macOS):
#   dmgbuild -s packaging/macos/dmg_settings.py -D app=dist/Hand.app -D icon=...icns Hand OUT.dmg
# The window shows Hand.app and a link to Applications: drag one onto the other.
# dmgbuild executes this file with ``defines`` (the -D values) already set.
# ruff: noqa: F821
import os.path

application = defines["app"]
appname = os.path.basename(application)

format = "UDZO"  # zlib-compressed, read-only; opens on every supported macOS
filesystem = "HFS+"
size = None  # computed from the contents
files = [application]
symlinks = {"Applications": "/Applications"}
badge_icon = defines.get("icon")
icon_locations = {appname: (140, 160), "Applications": (400, 160)}
background = "builtin-arrow"
show_status_bar = False
show_tab_view = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
window_rect = ((200, 200), (540, 340))
default_view = "icon-view"
icon_size = 112
text_size = 14
