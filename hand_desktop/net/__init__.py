"""LAN play (host and client over the core's actions and events): not built yet.

The package exists now so that the layering contract (the core never imports
``hand_desktop.net``) is checked from the start.
"""
