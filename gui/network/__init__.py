"""Playing a seat of a game hosted on the local network (docs/network.md): the connection to
the host as a session the game screens read views from, the window around one seat, and the
dialog that joins."""
