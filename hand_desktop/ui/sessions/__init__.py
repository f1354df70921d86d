"""The sessions and network play: a match seen through one seat, local, hosted or joined."""
