"""The frozen game's entry point (PyInstaller runs this file as the main script)."""

from hand_desktop.__main__ import main

raise SystemExit(main())
