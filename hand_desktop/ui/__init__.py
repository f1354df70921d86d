"""The PySide6 front end: it reflects the core's state and sends core actions."""
