"""PyInstaller runtime hook: a self-check of the built bundle, off unless asked for.

When the environment variable ``GRY_SLOWNE_BUNDLE_CHECK`` names a file, the frozen app does not
start its GUI: it loads what the games need at run time from inside the bundle — the game
registry (the dynamically imported game packages), both lexicons (``dawg`` and NumPy), the
common-word list, the word-family tables, morfeusz2 with its built-in SGJP dictionary, every tile
set, the fonts (loaded by Qt, every Polish letter present), the translations (ours, and Qt's
own for its standard buttons), the licence texts, the icons and the version the About box
shows (package metadata) — writes a JSON report to that file and exits 0 if all is well, 1
otherwise. ``packaging/build.sh`` and ``build.ps1`` run it
after the GUI smoke test, which shows the launcher but never touches the lexicons or morfeusz2,
and exits 0 even when a font fails to load.

Without the variable this hook does nothing.
"""

import os
import sys


def _bundle_check(report_path: str) -> int:
    import json
    import traceback
    from pathlib import Path

    checks: dict[str, str] = {}
    failed: list[str] = []

    def check(name, function):
        try:
            checks[name] = "ok: " + str(function())
        except Exception:  # a report, not a crash: every check runs
            checks[name] = "FAILED: " + traceback.format_exc()
            failed.append(name)

    def resources():
        from engines.resources import resources_dir

        folder = resources_dir()
        bundle = Path(sys._MEIPASS).resolve()
        if not folder.is_dir():
            raise FileNotFoundError(folder)
        if bundle not in folder.resolve().parents:
            raise AssertionError(f"{folder} is not inside the bundle {bundle}")
        return str(folder)

    def games():
        from engines import registry

        ids = sorted(game.info.id for game in registry.all_games())
        if len(ids) < len(registry.GAME_MODULES):
            raise AssertionError(f"only {ids} registered from {registry.GAME_MODULES}")
        return ", ".join(ids)

    def lexicon(lang, known, unknown):
        def run():
            from engines.lexicon import load_lexicon

            words = load_lexicon(lang)
            if known not in words or unknown in words:
                raise AssertionError(f"{lang}: {known!r} / {unknown!r} answered wrongly")
            found = words.anagrams("kotaei" if lang == "pl" else "catse", 1, min_length=3)
            if not found:
                raise AssertionError(f"{lang}: no anagrams (NumPy search)")
            return f"{len(words)} words, {len(found)} anagrams"

        return run

    def common():
        from engines.lexicon.common import common_words

        return f"{len(common_words('pl'))} common words"

    def family_tables():
        from engines.lexicon.relation import load_family_tables

        load_family_tables()
        return "family-pl.toml read"

    def morfeusz():
        import morfeusz2

        analysis = morfeusz2.Morfeusz().analyse("kotami")
        lemmas = {lemma.split(":")[0] for _s, _e, (_f, lemma, *_rest) in analysis}
        if "kot" not in lemmas:
            raise AssertionError(f"kotami -> {lemmas}")
        return f"kotami -> {sorted(lemmas)}; dictionary {morfeusz2.Morfeusz().dict_id()}"

    def tile_sets():
        from engines.tiles import load_tile_set, tile_set_ids

        ids = tile_set_ids()
        if not ids:
            raise AssertionError("no tile sets")
        for set_id in ids:
            load_tile_set(set_id, players=2)
        return ", ".join(ids)

    def qt_fonts():
        # What the smoke test cannot tell (it exits 0 even when a font fails to load): Qt
        # itself loads each bundled font and finds every Polish letter in it.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QFontDatabase, QGuiApplication, QRawFont

        from engines.resources import resource_path

        app = QGuiApplication.instance() or QGuiApplication([sys.executable])
        loaded = []
        for path in sorted(resource_path("fonts").glob("*.ttf")):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id < 0:
                raise AssertionError(f"Qt cannot load {path.name}")
            raw = QRawFont(str(path), 12)
            missing = [c for c in "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ" if not raw.supportsCharacter(ord(c))]
            if missing:
                raise AssertionError(f"{path.name} lacks {''.join(missing)}")
            families = ", ".join(QFontDatabase.applicationFontFamilies(font_id))
            loaded.append(f"{path.name}: {families}")
        del app
        return "; ".join(loaded)

    def qt_translations():
        # Qt's own buttons (Zamknij, Anuluj) in Polish: qtbase_pl.qm where Qt looks for it
        # (the spec keeps the Polish and English ones of PySide6/Qt/translations).
        from PySide6.QtCore import QLibraryInfo, QTranslator

        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        found = []
        for name in ("qtbase_pl", "qtbase_en"):
            if not QTranslator().load(name, folder):
                raise AssertionError(f"no {name}.qm in {folder}")
            found.append(name)
        return f"{', '.join(found)} in {folder}"

    def files(folder, pattern):
        def run():
            from engines.resources import resource_path

            names = sorted(path.name for path in resource_path(folder).glob(pattern))
            if not names:
                raise AssertionError(f"no {folder}/{pattern}")
            return ", ".join(names)

        return run

    def version():
        # The About box reads it from the distribution's metadata (copy_metadata in the spec).
        from importlib import metadata

        return metadata.version("gry-slowne")

    def movegen_core():
        # The release builds the compiled move generator (pip install -e . with a C compiler):
        # a bundle without it would play on the pure-Python fallback, many times slower.
        from engines.crossword.movegen import CORE

        if CORE != "compiled":
            raise AssertionError(f"the move generator core is {CORE!r}, not 'compiled'")
        return CORE

    def network_crypto():
        # cryptography's Rust module (OpenSSL inside) and spake2: the handshake of a network
        # game and one sealed frame each way, as engines/net does them.
        from engines.net.secure import ClientHandshake, HostHandshake, HostKey

        client = ClientHandshake("ABCD-EFGH")
        answer, host_channel = HostHandshake("ABCD-EFGH", HostKey.generate()).answer(client.hello())
        client_channel, _public = client.finish(answer)
        to_host, _rest = host_channel.unframe(client_channel.seal({"type": "ping"}), 1 << 16)
        to_client, _rest = client_channel.unframe(host_channel.seal({"type": "pong"}), 1 << 16)
        if [m["type"] for m in to_host + to_client] != ["ping", "pong"]:
            raise AssertionError(f"sealed frames came back as {to_host}, {to_client}")
        return "SPAKE2 handshake, ChaCha20-Poly1305 frames"

    check("resources", resources)
    check("games", games)
    check("lexicon pl", lexicon("pl", "żółć", "xyzzy"))
    check("lexicon en", lexicon("en", "word", "żółć"))
    check("common words", common)
    check("family tables", family_tables)
    check("morfeusz2", morfeusz)
    check("tile sets", tile_sets)
    check("fonts", files("fonts", "*.ttf"))
    check("fonts in Qt", qt_fonts)
    check("translations", files("i18n", "*.qm"))
    check("Qt translations", qt_translations)
    check("licences", files("licences", "*.txt"))
    check("icons", files("icons", "gry-slowne-*.png"))
    check("version", version)
    check("move generator core", movegen_core)
    check("network crypto", network_crypto)

    report = {"ok": not failed, "failed": failed, "checks": checks}
    Path(report_path).write_text(json.dumps(report, ensure_ascii=False, indent=2), "utf-8")
    return 1 if failed else 0


_report = os.environ.get("GRY_SLOWNE_BUNDLE_CHECK")
if _report and getattr(sys, "frozen", False):
    sys.exit(_bundle_check(_report))
