"""LAN play (PROTOCOL.md): the host's side of the wire, as a sans-IO layer with no Qt.

- ``codes``: the wire codes (error, reject, refused) and seat kinds as enums.
- ``framing``: the per-connection line decoder with the protocol's limits, and
  the encoder that refuses any key ``seed`` or ``stock``.
- ``messages``: client messages as frozen values; names and chat cleaned.
- ``security``: seat tokens (SHA-256 only), the join code, ``busy``, the rate limit.
- ``game``: ``NetGame``, the small interface the host needs from a match.
- ``host``: ``TableHost``, the table's state machine (seats, joining, acting,
  rounds, timeouts, grace time), fed by a transport and returning what to send.
- ``match_game``: ``MatchGame``, the ``NetGame`` over a core ``Match``; ``Bots``.
- ``client``: ``ClientState``, the client's side as a sans-IO state.
- ``transport`` (QtNetwork): ``HostServer`` and ``ClientConnection``.
- ``discovery`` (QtNetwork): finding tables over UDP (section 10).

Only ``transport`` and ``discovery`` import Qt. ``docs/NETWORK.md`` lists every
decision taken where PROTOCOL.md is silent.
"""
