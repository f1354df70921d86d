"""The rules engine of Hand: pure Python, standard library only.

Actions go in, events come out; see ``hand_desktop.core.round`` for the round
state and ``hand_desktop.core.match`` for a whole match.
"""
