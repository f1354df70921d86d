"""Help → Learn to play: six short lessons at prepared tables.

``steps`` holds what a step is (the move that completes it, what it lights) and
how it is checked against the events a session reports; ``catalogue`` the six
lessons; ``tutor`` follows a lesson's ``LocalSession``; ``progress`` remembers
finished lessons; ``window`` shows the list and the lesson table.
"""
