"""Games over the local network: one host referees, clients play their own seats.

The host (:mod:`engines.net.host`) runs the engine, checks every action, saves the game in the
store exactly as a local game, and sends each client only its own seat's view. Messages are JSON
lines (:mod:`engines.net.protocol`), versioned, size-limited and validated; views cross the wire
through :mod:`engines.net.codec`. :mod:`engines.net.client` is a client that plays with a
computer player (``python -m engines net join``, in :mod:`engines.tools.net`). docs/network.md
describes the protocol.
"""
