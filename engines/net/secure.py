"""How a client and a host come to trust each other: the game's code never travels, and every
message after the handshake is encrypted and authenticated.

The handshake is SPAKE2 on the game's code (the ``spake2`` package, as magic-wormhole uses it):
each side sends one message and derives the same key only if both used the same code. Someone
listening learns nothing about the code; a stranger (or a fake host) who guesses can test one
guess per handshake, and the host makes wrong guesses slow (:mod:`engines.net.guard`). The host
also proves its long-term Ed25519 key (kept in its data folder, :class:`HostKey`) by signing the
handshake's two messages: a client checks the signature, shows the key's short
:func:`fingerprint` — the one the hosting window shows — and notices when a host it knows comes
with another key. A man in the middle who knows the code still cannot show the host's
fingerprint, since the signature covers messages only the real handshake had.

After it both sides speak in frames (:class:`Channel`): a 4-byte length, then the message's JSON
sealed with ChaCha20-Poly1305 (``cryptography``) under a key per direction from HKDF over the
SPAKE2 key and the handshake's messages, with a counter as nonce — a frame replayed, reordered,
changed or sent by anyone without the key does not open.

The handshake's own messages are JSON lines (as the protocol of version 2 was), so an older
client gets an answer it can read: ``bad_version``, update the app.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import os
import struct
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature, InvalidTag
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B
from spake2.spake2 import SPAKEError

from engines.files import write_text_atomically
from engines.net.protocol import (
    FINGERPRINT_LETTERS,
    FINGERPRINT_SYMBOLS,
    NetReason,
    ProtocolError,
    dumps,
    loads,
)

#: What the two sides' SPAKE2 identities and key derivations are bound to.
_CONTEXT = b"gry-slowne/net/3"
#: The longest handshake line either side sends (a hello is about 200 bytes).
MAX_HANDSHAKE_LINE = 1024
#: A frame's length prefix.
_HEADER = struct.Struct(">I")
HEADER_SIZE = _HEADER.size
#: What sealing adds to a message (Poly1305's tag).
TAG_SIZE = 16
#: The file of the host's key in its data folder.
HOST_KEY_FILE = "host_key.pem"


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(value: Any, size: int | None, what: str) -> bytes:
    """The bytes of a base64 field; :class:`ProtocolError` when it is not that."""
    if not isinstance(value, str) or len(value) > 200:
        raise ProtocolError(NetReason.BAD_MESSAGE, f"hello: {what}")
    try:
        data = base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError) as error:
        raise ProtocolError(NetReason.BAD_MESSAGE, f"hello: {what}") from error
    if size is not None and len(data) != size:
        raise ProtocolError(NetReason.BAD_MESSAGE, f"hello: {what} of {len(data)} bytes")
    return data


def fingerprint(public_key: bytes) -> str:
    """A host key's short fingerprint, as the hosting window shows it and a player reads it
    aloud: 8 symbols in two groups (``4FK2-9XQM``)."""
    number = int.from_bytes(hashlib.sha256(_CONTEXT + public_key).digest()[:5], "big")
    symbols = []
    for _ in range(FINGERPRINT_SYMBOLS):
        number, digit = divmod(number, len(FINGERPRINT_LETTERS))
        symbols.append(FINGERPRINT_LETTERS[digit])
    half = FINGERPRINT_SYMBOLS // 2
    return "".join(symbols[:half]) + "-" + "".join(symbols[half:])


class HostKey:
    """The host's long-term Ed25519 key pair: made once, kept in the host's data folder (only
    its owner may read it), the same for every game it hosts."""

    def __init__(self, private: Ed25519PrivateKey) -> None:
        self._private = private
        self.public = private.public_key().public_bytes(
            serialization.Encoding.Raw, serialization.PublicFormat.Raw
        )

    @classmethod
    def generate(cls) -> HostKey:
        return cls(Ed25519PrivateKey.generate())

    @classmethod
    def load_or_create(cls, folder: Path) -> HostKey:
        """The key kept in ``folder`` (made there the first time); ``OSError`` when it cannot be
        read or written, ``ValueError`` when the file is damaged."""
        path = folder / HOST_KEY_FILE
        with contextlib.suppress(FileNotFoundError):
            loaded = serialization.load_pem_private_key(path.read_bytes(), password=None)
            if not isinstance(loaded, Ed25519PrivateKey):
                raise ValueError(f"{path} holds no Ed25519 key")
            return cls(loaded)
        key = cls.generate()
        pem = key._private.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        folder.mkdir(parents=True, exist_ok=True)
        write_text_atomically(path, pem.decode("ascii"), private=True)
        return key

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public)

    def sign(self, data: bytes) -> bytes:
        return self._private.sign(data)


class Channel:
    """Both directions of one connection after its handshake: messages sealed into frames and
    frames opened into messages, each direction with its own key and counter."""

    def __init__(self, secret: bytes, transcript: bytes, *, is_host: bool) -> None:
        salt = hashlib.sha256(transcript).digest()
        to_host, to_client = (
            HKDF(hashes.SHA256(), 32, salt, _CONTEXT + direction).derive(secret)
            for direction in (b" client to host", b" host to client")
        )
        self._out = ChaCha20Poly1305(to_client if is_host else to_host)
        self._in = ChaCha20Poly1305(to_host if is_host else to_client)
        self._sent = 0
        self._received = 0

    @staticmethod
    def _nonce(counter: int) -> bytes:
        return counter.to_bytes(12, "big")

    def seal(self, message: Mapping[str, Any]) -> bytes:
        """``message`` (with the protocol's version) as one frame."""
        sealed = self._out.encrypt(self._nonce(self._sent), dumps(message), None)
        self._sent += 1
        return _HEADER.pack(len(sealed)) + sealed

    def open(self, sealed: bytes, limit: int) -> dict[str, Any]:
        """The message of a frame's body (its length already read); :class:`ProtocolError`:
        ``bad_frame`` when it does not open (changed, replayed, or sealed with another key)."""
        try:
            line = self._in.decrypt(self._nonce(self._received), sealed, None)
        except InvalidTag as error:
            raise ProtocolError(NetReason.BAD_FRAME, "a frame that does not open") from error
        self._received += 1
        return loads(line.rstrip(b"\n"), limit)

    def unframe(self, buffer: bytes, limit: int) -> tuple[list[dict[str, Any]], bytes]:
        """The messages of the whole frames at the start of ``buffer``, and what is left of it
        (for a reader that gets bytes as they come)."""
        messages = []
        while len(buffer) >= HEADER_SIZE:
            size = frame_size(buffer[:HEADER_SIZE], limit)
            if len(buffer) < HEADER_SIZE + size:
                break
            messages.append(self.open(buffer[HEADER_SIZE : HEADER_SIZE + size], limit))
            buffer = buffer[HEADER_SIZE + size :]
        return messages, buffer


def frame_size(header: bytes, limit: int) -> int:
    """The length a frame's header announces; ``too_large`` over ``limit`` (a message's)."""
    (size,) = _HEADER.unpack(header)
    if size > limit + TAG_SIZE or size < TAG_SIZE:
        raise ProtocolError(NetReason.TOO_LARGE, f"a frame of {size} bytes")
    return int(size)


def _password(code: str) -> bytes:
    return code.upper().encode("ascii", errors="replace")


class ClientHandshake:
    """The client's side: :meth:`hello` to send, then :meth:`finish` with the host's answer."""

    def __init__(self, code: str) -> None:
        self._spake = SPAKE2_A(_password(code), idA=_CONTEXT + b" client", idB=_CONTEXT + b" host")
        self._message = self._spake.start()

    def hello(self) -> dict[str, Any]:
        return {"type": "hello", "spake": _b64(self._message)}

    def finish(self, answer: Mapping[str, Any]) -> tuple[Channel, bytes]:
        """The channel and the host's public key, from the host's ``hello``;
        :class:`ProtocolError` when it is not one or the host's signature is wrong."""
        _hello_fields(answer, {"spake", "key", "sig"})
        theirs = _unb64(answer["spake"], 33, "spake")
        public = _unb64(answer["key"], 32, "key")
        signature = _unb64(answer["sig"], 64, "sig")
        transcript = _CONTEXT + self._message + theirs + public
        try:
            Ed25519PublicKey.from_public_bytes(public).verify(signature, transcript)
            secret = self._spake.finish(theirs)
        except (InvalidSignature, SPAKEError, ValueError) as error:
            raise ProtocolError(NetReason.BAD_HANDSHAKE, type(error).__name__) from error
        return Channel(secret, transcript, is_host=False), public


class HostHandshake:
    """The host's side: the answer to a client's ``hello`` and the channel it opens (which
    opens the client's first frame only if the client used the right code)."""

    def __init__(self, code: str, key: HostKey) -> None:
        self._code = code
        self._key = key

    def answer(self, hello: Mapping[str, Any]) -> tuple[dict[str, Any], Channel]:
        _hello_fields(hello, {"spake"})
        theirs = _unb64(hello["spake"], 33, "spake")
        spake = SPAKE2_B(_password(self._code), idA=_CONTEXT + b" client", idB=_CONTEXT + b" host")
        mine = spake.start()
        try:
            secret = spake.finish(theirs)
        except (SPAKEError, ValueError) as error:
            raise ProtocolError(NetReason.BAD_HANDSHAKE, type(error).__name__) from error
        transcript = _CONTEXT + theirs + mine + self._key.public
        answer = {
            "type": "hello",
            "spake": _b64(mine),
            "key": _b64(self._key.public),
            "sig": _b64(self._key.sign(transcript)),
        }
        return answer, Channel(secret, transcript, is_host=True)


def _hello_fields(data: Mapping[str, Any], fields: set[str]) -> None:
    if data.get("type") != "hello" or set(data) - {"v", "type"} != fields:
        raise ProtocolError(NetReason.BAD_HANDSHAKE, "not a hello")


def new_secret() -> str:
    """A seat's secret: 192 random bits, as text."""
    return base64.urlsafe_b64encode(os.urandom(24)).decode("ascii")


def secret_hash(secret: str) -> str:
    """What the host keeps of a seat's secret (the store never holds the secret itself)."""
    return hashlib.sha256(_CONTEXT + secret.encode("utf-8", errors="replace")).hexdigest()
