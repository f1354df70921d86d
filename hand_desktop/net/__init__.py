"""LAN play (PROTOCOL.md): the host's side of the wire, as a sans-IO layer with no Qt.

- ``codes``: the wire codes (error, reject, refused) and seat kinds as enums.
- ``framing``: the per-connection line decoder with the protocol's limits, and
  the encoder that refuses any key ``seed`` or ``stock``.
- ``messages``: client messages as frozen values; names and chat cleaned.
- ``security``: seat tokens (SHA-256 only), the join code, ``busy``, the rate limit.
- ``game``: ``NetGame``, the small interface the host needs from a match.
- ``host``: ``TableHost``, the table's state machine (seats, joining, acting,
  rounds, timeouts, grace time), fed by a transport and returning what to send.

The transport (QtNetwork) and the client are not here yet.
"""
