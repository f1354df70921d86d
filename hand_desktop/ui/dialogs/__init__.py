"""The shell's dialogs: new game, round summary, match end, settings.

Import the module you need (``hand_desktop.ui.dialogs.new_game`` ...): this
package imports nothing itself, so the first window does not pay for dialogs
it does not show.
"""
