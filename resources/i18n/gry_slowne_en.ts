<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="pl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>O programie</source>
        <translation>About</translation>
    </message>
    <message>
        <source>wersja {version}</source>
        <translation>version {version}</translation>
    </message>
    <message>
        <source>Licencje</source>
        <translation>Licences</translation>
    </message>
    <message>
        <source>generator ruchów: skompilowany (szybki)</source>
        <translation>move generator: compiled (fast)</translation>
    </message>
    <message>
        <source>generator ruchów: czysty Python (wolniejszy)</source>
        <translation>move generator: pure Python (slower)</translation>
    </message>
    <message>
        <source>Polskie gry słowne — 7 słów, Słówka, krzyżówka i łamigłówki literowe — ze znajomymi przy jednym komputerze albo w sieci lokalnej, w pojedynkę albo z komputerem.</source>
        <translation>Polish word games — 7 słów, Słówka, the crossword game and the letter puzzles — with friends at one computer or over the local network, alone, or against the computer.</translation>
    </message>
    <message>
        <source>Słowniki</source>
        <translation>Word lists</translation>
    </message>
    <message>
        <source>Polskie słowa: lista słów sjp.pl (© 2008–2018 Zespół Redakcyjny Alternatywnego Słownika Języka Polskiego, Marek Futrega), licencja CC BY 4.0; &lt;a href=&quot;https://sjp.pl&quot;&gt;sjp.pl&lt;/a&gt;.</source>
        <translation>Polish words: the sjp.pl word list (© 2008–2018 Polish Alternative Dictionary Editing Team, Marek Futrega), licence CC BY 4.0; &lt;a href=&quot;https://sjp.pl&quot;&gt;sjp.pl&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Angielskie słowa (zasady wordsmith): SCOWL (© Kevin Atkinson i współautorzy), licencja typu MIT; &lt;a href=&quot;http://wordlist.aspell.net/&quot;&gt;wordlist.aspell.net&lt;/a&gt;.</source>
        <translation>English words (wordsmith rules): SCOWL (© Kevin Atkinson and contributors), MIT-like licence; &lt;a href=&quot;http://wordlist.aspell.net/&quot;&gt;wordlist.aspell.net&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Odmiana i rodziny wyrazów: Morfeusz 2 ze słownikiem SGJP (© IPI PAN; Zygmunt Saloni, Marcin Woliński i in.), licencja BSD (2 klauzule); &lt;a href=&quot;https://morfeusz.sgjp.pl/&quot;&gt;morfeusz.sgjp.pl&lt;/a&gt;.</source>
        <translation>Inflection and word families: Morfeusz 2 with the SGJP dictionary (© IPI PAN; Zygmunt Saloni, Marcin Woliński et al.), BSD 2-clause licence; &lt;a href=&quot;https://morfeusz.sgjp.pl/&quot;&gt;morfeusz.sgjp.pl&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Częste słowa (łatwy komputer): dane wordfreq (© Robyn Speer), licencja CC BY-SA 4.0.</source>
        <translation>Common words (easy computer): wordfreq data (© Robyn Speer), licence CC BY-SA 4.0.</translation>
    </message>
    <message>
        <source>Biblioteki i czcionki</source>
        <translation>Libraries and fonts</translation>
    </message>
    <message>
        <source>Qt 6 i PySide6 (© The Qt Company), licencja LGPL 3.0; czcionki DejaVu Sans (licencja Bitstream Vera / DejaVu); Python, NumPy, DAWG2.</source>
        <translation>Qt 6 and PySide6 (© The Qt Company), licence LGPL 3.0; DejaVu Sans fonts (Bitstream Vera / DejaVu licence); Python, NumPy, DAWG2.</translation>
    </message>
    <message>
        <source>Pełne teksty licencji: karta „Licencje” i folder {folder}.</source>
        <translation>Full licence texts: the “Licences” tab and the folder {folder}.</translation>
    </message>
    <message>
        <source>Nie można odczytać {path}: {error}</source>
        <translation>Cannot read {path}: {error}</translation>
    </message>
    <message>
        <source>Pomo&amp;c</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;O programie…</source>
        <translation>&amp;About…</translation>
    </message>
</context>
<context>
    <name>ActionWords</name>
    <message>
        <source>({seconds} s)</source>
        <translation>({seconds} s)</translation>
    </message>
    <message>
        <source>prosi o podpowiedź</source>
        <translation>asks for a hint</translation>
    </message>
    <message>
        <source>odkłada podpowiedź</source>
        <translation>puts the hint away</translation>
    </message>
    <message>
        <source>sprawdza słowa</source>
        <translation>challenges the words</translation>
    </message>
    <message>
        <source>przyjmuje słowa</source>
        <translation>accepts the words</translation>
    </message>
    <message>
        <source>pas</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>wymiana płytek: {count}</source>
        <translation>tiles exchanged: {count}</translation>
    </message>
    <message>
        <source>zegar: {name} +{time}</source>
        <translation>clock: {name} +{time}</translation>
    </message>
    <message>
        <source>koniec czasu</source>
        <translation>time is up</translation>
    </message>
    <message>
        <source>kładzie {letter} na {square}</source>
        <translation>puts {letter} on {square}</translation>
    </message>
    <message>
        <source>zdejmuje płytkę z {square}</source>
        <translation>takes the tile off {square}</translation>
    </message>
    <message>
        <source>przesuwa płytkę z {source} na {target}</source>
        <translation>moves the tile from {source} to {target}</translation>
    </message>
    <message>
        <source>kończy układanie</source>
        <translation>ends the sitting</translation>
    </message>
    <message>
        <source>oddaje krzyżówkę</source>
        <translation>hands in the crossword</translation>
    </message>
</context>
<context>
    <name>BlankLetterDialog</name>
    <message>
        <source>Mydełko</source>
        <translation>Blank</translation>
    </message>
    <message>
        <source>Jaką literę oznacza mydełko? (Mydełko jest warte 0 pkt.)</source>
        <translation>Which letter does the blank stand for? (A blank is worth 0 points.)</translation>
    </message>
    <message>
        <source>&amp;Anuluj</source>
        <translation>&amp;Cancel</translation>
    </message>
</context>
<context>
    <name>BoardTurnScreen</name>
    <message>
        <source>&amp;Zatwierdź</source>
        <extracomment>The engine&apos;s actions for a pass and an exchange (GRA I names its own). The game&apos;s session, the seats&apos; names and the open turn&apos;s view (each screen sets them). The rack, the tiles&apos; values and each player&apos;s own rack order (each screen makes them). The player whose turn is open (None: nobody&apos;s). How many turns the board has shown (None: nothing yet, the game is opening). The one person at this screen while others act (None: nobody&apos;s rack is shown).</extracomment>
        <translation>&amp;Submit</translation>
    </message>
    <message>
        <source>&amp;Pas</source>
        <translation>&amp;Pass</translation>
    </message>
    <message>
        <source>&amp;Wymiana…</source>
        <translation>E&amp;xchange…</translation>
    </message>
    <message>
        <source>Spasować?</source>
        <translation>Pass?</translation>
    </message>
    <message>
        <source>{name}: pasujesz — ten ruch przepada, nic nie kładziesz ani nie wymieniasz.</source>
        <translation>{name}: you pass — this turn is lost; you lay and exchange nothing.</translation>
    </message>
    <message>
        <source>Co było &amp;możliwe?</source>
        <translation>What &amp;was possible?</translation>
    </message>
    <message>
        <source>Trzy najlepsze ruchy, jakie dawał stojak przy twoim ostatnim ruchu. Dwuklik na twoim ruchu w historii pokazuje je dla tamtego ruchu.</source>
        <translation>The three best moves your rack held at your last move. A double click on one of your moves in the history shows them for that move.</translation>
    </message>
    <message>
        <source>Co było możliwe — tylko przy twoich ruchach: ruchy innych graczy zależą od ich stojaków, które do końca gry są tajne.</source>
        <translation>What was possible — only for your own moves: the other players&apos; moves depend on their racks, which stay secret until the game ends.</translation>
    </message>
    <message>
        <source>So&amp;rtuj</source>
        <translation>So&amp;rt</translation>
    </message>
    <message>
        <source>Ułóż stojak alfabetycznie, za drugim razem samogłoski przed spółgłoskami</source>
        <translation>Sort the rack alphabetically; a second click puts the vowels before the consonants</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>litera</source>
        <extracomment>GAMES.md §3: yellow double letter, green double word, blue triple letter, pink triple word. The familiar English look: light and dark blue letters, pink and red words.</extracomment>
        <translation>letter</translation>
    </message>
    <message>
        <source>słowo</source>
        <translation>word</translation>
    </message>
</context>
<context>
    <name>ChallengeBox</name>
    <message>
        <source>&amp;Akceptuj ruch</source>
        <translation>&amp;Accept the move</translation>
    </message>
</context>
<context>
    <name>ColumnCardWidget</name>
    <message>
        <source>{n} pkt</source>
        <extracomment>Rare bonus colours: +1 and +2. The hourglass and the SOLO card beside the smallest area cards (larger ones to scale).</extracomment>
        <translation>{n} pts</translation>
    </message>
    <message>
        <source>pkt</source>
        <translation>pts</translation>
    </message>
</context>
<context>
    <name>ConnectionLine</name>
    <message>
        <source>Gospodarz {fingerprint} — nowy: sprawdź, czy jego ekran pokazuje ten sam odcisk.</source>
        <extracomment>The last question about a changed host key (tests answer it).</extracomment>
        <translation>Host {fingerprint} — new: check that its screen shows the same fingerprint.</translation>
    </message>
    <message>
        <source>Gospodarz {fingerprint}</source>
        <translation>Host {fingerprint}</translation>
    </message>
    <message>
        <source>Zmieniony klucz gospodarza</source>
        <translation>The host&apos;s key has changed</translation>
    </message>
    <message>
        <source>Pod adresem {address} odpowiada gospodarz o odcisku klucza {fingerprint}, a nie ten, z którym ten komputer grał (albo który ogłaszał grę). To może być ktoś, kto podszywa się pod gospodarza. Sprawdź odcisk na ekranie gospodarza (okno hostowania).</source>
        <translation>The host answering at {address} has the key fingerprint {fingerprint}, not the one this computer played with (or the one the game was announced with). It may be someone posing as the host. Check the fingerprint on the host&apos;s screen (the hosting window).</translation>
    </message>
    <message>
        <source>&amp;Dołącz mimo to</source>
        <translation>&amp;Join anyway</translation>
    </message>
    <message>
        <source>&amp;Nie łącz</source>
        <translation>&amp;Don&apos;t connect</translation>
    </message>
    <message>
        <source>Gospodarz nie może zapisać gry ({why}); próbuje dalej.</source>
        <translation>The host cannot save the game ({why}); it keeps trying.</translation>
    </message>
</context>
<context>
    <name>CrosswordCard</name>
    <message>
        <source>brak krzyżówki</source>
        <translation>no crossword</translation>
    </message>
    <message>
        <source>Słowa: {points} pkt</source>
        <translation>Words: {points} pts</translation>
    </message>
    <message>
        <source>+{bonus} za wszystkie płytki</source>
        <translation>+{bonus} for all tiles</translation>
    </message>
    <message>
        <source>Razem: {points} pkt</source>
        <translation>Total: {points} pts</translation>
    </message>
    <message>
        <source>stan po {time}</source>
        <translation>as it stood at {time}</translation>
    </message>
    <message>
        <source>wymiana dwóch płytek</source>
        <translation>swapped two tiles</translation>
    </message>
    <message>
        <source>płytki poza poprawnymi słowami: {n}</source>
        <translation>tiles in no valid word: {n}</translation>
    </message>
    <message>
        <source>wszystkie płytki w krzyżówce</source>
        <translation>all tiles in the crossword</translation>
    </message>
    <message>
        <source>koniec czasu</source>
        <translation>time up</translation>
    </message>
    <message>
        <source>runda skończona pełną krzyżówką rywala</source>
        <translation>round ended by a rival&apos;s full crossword</translation>
    </message>
    <message>
        <source>gotowe</source>
        <translation>done</translation>
    </message>
</context>
<context>
    <name>CrosswordScreen</name>
    <message>
        <source>&amp;Tasuj</source>
        <extracomment>The view of the player whose turn is open (None: nobody&apos;s). The tiles on the board are a hint&apos;s proposal (confirm or take back). A hint being searched in a worker, and for whom, from which state. A network seat asked the host for a hint and waits for its answer. What the others did since this player&apos;s last turn (their tiles marked on the board).</extracomment>
        <translation>Shu&amp;ffle</translation>
    </message>
    <message>
        <source>Wymieszaj płytki na stojaku</source>
        <translation>Shuffle the tiles on the rack</translation>
    </message>
    <message>
        <source>Sprawdzanie słów</source>
        <translation>Challenge</translation>
    </message>
    <message>
        <source>&amp;Sprawdź słowa</source>
        <translation>&amp;Challenge the words</translation>
    </message>
    <message>
        <source>&amp;Zatwierdź</source>
        <translation>&amp;Submit</translation>
    </message>
    <message>
        <source>C&amp;ofnij płytki</source>
        <translation>&amp;Take back</translation>
    </message>
    <message>
        <source>Historia ruchów</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Klawiatura: strzałki, spacja — kierunek, litery, Enter.</source>
        <translation>Keyboard: arrows, Space — direction, letters, Enter.</translation>
    </message>
    <message>
        <source>Przeciągnij płytkę ze stojaka na pole albo kliknij płytkę, a potem pole. Kliknięcie położonej płytki zdejmuje ją. Z klawiatury: kliknij pole albo przesuń kursor strzałkami, spacja zmienia kierunek (→ poziomo, ↓ pionowo), pisz litery; gdy litery brak, używa się mydełka. Enter zatwierdza, Backspace cofa ostatnią płytkę, Esc wszystkie.</source>
        <translation>Drag a tile from the rack to a square, or click a tile and then a square. Clicking a tile you placed takes it back. From the keyboard: click a square or move the cursor with the arrows, Space changes the direction (→ across, ↓ down), type the letters; a blank is used when you lack a letter. Enter submits, Backspace takes back the last tile, Esc all of them.</translation>
    </message>
    <message>
        <source>Płytki w worku: {n}</source>
        <translation>Tiles in the bag: {n}</translation>
    </message>
    <message>
        <source>Przed twoim pierwszym ruchem:</source>
        <translation>Before your first move:</translation>
    </message>
    <message>
        <source>Od twojego ostatniego ruchu:</source>
        <translation>Since your last move:</translation>
    </message>
    <message>
        <source>{name} {move} ({points} pkt)</source>
        <translation>{name} {move} ({points} pts)</translation>
    </message>
    <message>
        <source>Gra skończona.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Pierwsze słowo przechodzi przez środkowe pole ★ ({square}) i ma co najmniej {n} płytki.</source>
        <translation>The first word covers the centre square ★ ({square}) and uses at least {n} tiles.</translation>
    </message>
    <message>
        <source>Sprawdzenie: {words} — nie ma w słowniku. Ruch {move} zdjęty z planszy.</source>
        <translation>Challenged: {words} — not in the dictionary. The move {move} was taken off the board.</translation>
    </message>
    <message>
        <source>Sprawdzone słowa były poprawne: {name} traci kolejkę.</source>
        <translation>The challenged words were good: {name} loses the turn.</translation>
    </message>
    <message>
        <source>Ruch {move} czeka na sprawdzenie ({name}).</source>
        <translation>The move {move} waits to be accepted or challenged ({name}).</translation>
    </message>
    <message>
        <source>Losowanie płytek: {draws} — zaczyna {name}.</source>
        <translation>Tiles drawn: {draws} — {name} starts.</translation>
    </message>
    <message>
        <source>Ruch: {name}</source>
        <translation>To play: {name}</translation>
    </message>
    <message>
        <source>{name} układa {move} za {points} pkt (słowa: {words}). Sprawdzić je w słowniku? Jeśli któreś jest błędne, ruch schodzi z planszy i {name} traci kolejkę; jeśli wszystkie są dobre, kolejkę tracisz ty.</source>
        <translation>{name} plays {move} for {points} points (words: {words}). Check them in the dictionary? If one is wrong, the move comes off the board and {name} loses the turn; if all are good, you lose your turn.</translation>
    </message>
    <message>
        <source>&amp;Zagraj podpowiedź</source>
        <translation>&amp;Play the hint</translation>
    </message>
    <message>
        <source>Można wymienić najwyżej tyle płytek, ile jest w worku ({n}).</source>
        <translation>You may exchange at most as many tiles as the bag holds ({n}).</translation>
    </message>
    <message>
        <source>Worek jest pusty: wymiana niemożliwa.</source>
        <translation>The bag is empty: no exchange.</translation>
    </message>
    <message>
        <source>Po&amp;dpowiedź ({n})</source>
        <translation>H&amp;int ({n})</translation>
    </message>
    <message>
        <source>Kładzie na planszy ruch za najwięcej punktów. Możesz go zagrać albo cofnąć — podpowiedź i tak się zużywa. Zostało: {n}.</source>
        <translation>Puts the highest-scoring move on the board. You may play it or take it back — the hint is used either way. Left: {n}.</translation>
    </message>
    <message>
        <source>Połóż płytki na planszy: przeciągnij, kliknij albo pisz literami.</source>
        <translation>Put tiles on the board: drag, click or type letters.</translation>
    </message>
    <message>
        <source>{move}: {points} pkt</source>
        <translation>{move}: {points} points</translation>
    </message>
    <message>
        <source>Podpowiedź — {move}</source>
        <translation>Hint — {move}</translation>
    </message>
    <message>
        <source>Słowa: </source>
        <translation>Words: </translation>
    </message>
    <message>
        <source>+{bonus} pkt premii za wszystkie {n} płytek</source>
        <translation>+{bonus} points bonus for all {n} tiles</translation>
    </message>
    <message>
        <source>Słowa sprawdzi rywal, jeśli zechce (tryb sprawdzania).</source>
        <translation>The next player may challenge the words (challenge mode).</translation>
    </message>
    <message>
        <source>To podpowiedź: zagraj ją albo cofnij (Esc), żeby układać samemu.</source>
        <translation>This is a hint: play it, or take it back (Esc) to place your own tiles.</translation>
    </message>
    <message>
        <source>Szukam najlepszego ruchu…</source>
        <translation>Looking for the best move…</translation>
    </message>
</context>
<context>
    <name>EndSummary</name>
    <message>
        <source>{name} kończy grę ostatnią płytką: +{bonus} pkt premii i +{others} pkt — suma liter, które zostały rywalom. Pozostali tracą wartość swoich liter.</source>
        <translation>{name} played out: +{bonus} points bonus and +{others} points — the sum of the tiles left on the other racks. The others lose the value of their tiles.</translation>
    </message>
    <message>
        <source>{name} kończy grę ostatnią płytką i dostaje +{others} pkt — sumę liter, które zostały rywalom. Pozostali tracą wartość swoich liter.</source>
        <translation>{name} played out and gets +{others} points — the sum of the tiles left on the other racks. The others lose the value of their tiles.</translation>
    </message>
    <message>
        <source>Wszyscy gracze spasowali dwa razy z rzędu: każdy traci wartość liter, które zostały mu na stojaku.</source>
        <translation>Every player passed twice in a row: everyone loses the value of the tiles left on their rack.</translation>
    </message>
    <message>
        <source>Gracz</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Z ruchów</source>
        <translation>From moves</translation>
    </message>
    <message>
        <source>Na stojaku</source>
        <translation>On the rack</translation>
    </message>
    <message>
        <source>Korekta</source>
        <translation>Adjustment</translation>
    </message>
    <message>
        <source>Wynik</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>({points} pkt)</source>
        <translation>({points} points)</translation>
    </message>
    <message>
        <source>Rozliczenie liter na koniec gry</source>
        <translation>Tiles left at the end</translation>
    </message>
    <message>
        <source>Wszystkie jasne pola są zakryte.</source>
        <translation>Every light square is covered.</translation>
    </message>
    <message>
        <source>Przez dwie kolejki z rzędu nikt nie położył żetonu.</source>
        <translation>Nobody placed a token for two rounds in a row.</translation>
    </message>
    <message>
        <source>Przy remisie wygrywa ten, kto ułożył najwyżej punktowane słowo.</source>
        <translation>A tie goes to the player with the highest-scoring word.</translation>
    </message>
    <message>
        <source>Najlepsze słowo</source>
        <translation>Best word</translation>
    </message>
    <message>
        <source>Za otoczenie</source>
        <translation>Surrounded</translation>
    </message>
    <message>
        <source>Koniec partii Słówek</source>
        <translation>End of the Słówka game</translation>
    </message>
    <message>
        <source>Za czas</source>
        <translation>Time penalty</translation>
    </message>
    <message>
        <source>Za każdą zaczętą minutę ponad czas gry: −10 pkt (kolumna „Za czas”).</source>
        <translation>Each started minute over the game time: −10 points (the “Time penalty” column).</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>

Szczegóły zapisano w pliku:
{path}</source>
        <extracomment>Where the log of errors goes in the data folder. (one-line summary, the full traceback) What :func:`install_exception_hook` replaced, put back by :meth:`uninstall`.</extracomment>
        <translation>

The details are saved in the file:
{path}</translation>
    </message>
    <message>
        <source>Nieoczekiwany błąd</source>
        <translation>Unexpected error</translation>
    </message>
    <message>
        <source>Coś poszło nie tak: {error}

Program działa dalej, ale ostatnia czynność mogła się nie udać. Zapisane gry są bezpieczne.</source>
        <translation>Something went wrong: {error}

The program goes on, but the last thing you did may have failed. Saved games are safe.</translation>
    </message>
</context>
<context>
    <name>ExchangeDialog</name>
    <message>
        <source>Wymiana płytek</source>
        <translation>Exchange tiles</translation>
    </message>
    <message>
        <source>Wybrane: {n} z {rack}.</source>
        <translation>Chosen: {n} of {rack}.</translation>
    </message>
    <message>
        <source>Zaznacz płytki, które wracają do worka; dostaniesz tyle samo nowych. Wymiana kończy ruch bez punktów.</source>
        <translation>Choose the tiles to put back in the bag; you draw as many new ones. Exchanging ends your turn with no score.</translation>
    </message>
    <message>
        <source>&amp;Zaznacz wszystkie</source>
        <translation>Select &amp;all</translation>
    </message>
    <message>
        <source>&amp;Wymień</source>
        <translation>E&amp;xchange</translation>
    </message>
    <message>
        <source>Wybrane: {n} z {need}.</source>
        <translation>Chosen: {n} of {need}.</translation>
    </message>
    <message>
        <source>Wybrane: {n}. W worku: {bag} — tyle najwyżej można wymienić.</source>
        <extracomment>The exchange takes exactly this many tiles (None: any number up to ``max_tiles``).</extracomment>
        <translation>Chosen: {n}. In the bag: {bag} — the most you may exchange.</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>Koniec gry</source>
        <extracomment>&quot;Powtórka z analizą&quot;: the replay of this game, with every move&apos;s analysis.</extracomment>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Wygrywa {name}!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <source>Remis na pierwszym miejscu: {names}</source>
        <translation>Shared first place: {names}</translation>
    </message>
    <message>
        <source>{place}. miejsce</source>
        <translation>{place}. place</translation>
    </message>
    <message>
        <source>(ex aequo)</source>
        <translation>(tied)</translation>
    </message>
    <message>
        <source>{points} pkt</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>&amp;Nowa gra…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>Rewanż: ta sama gra jeszcze raz — te same zasady, ustawienia i gracze</source>
        <translation>A rematch: the same game again — the same rules, options and players</translation>
    </message>
    <message>
        <source>&amp;Zamknij</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Powtórka z analizą</source>
        <translation>&amp;Replay with analysis</translation>
    </message>
    <message>
        <source>Cała gra ruch po ruchu, z najlepszymi ruchami, jakie były możliwe</source>
        <translation>The whole game move by move, with the best moves that were possible</translation>
    </message>
</context>
<context>
    <name>GameFrame</name>
    <message>
        <source>{name} myśli…</source>
        <extracomment>A clock ticks aloud in its last seconds. How long a summary takes to fade in. How often a running game clock is redrawn. Gra → Statystyki (the launcher opens its statistics window). The final screen&apos;s &quot;Powtórka z analizą&quot;: the replay of this game (its id).</extracomment>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>{names} myślą…</source>
        <translation>{names} are thinking…</translation>
    </message>
    <message>
        <source>&amp;Gra</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Nowa gra…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Cofnij ruch</source>
        <translation>Take &amp;back move</translation>
    </message>
    <message>
        <source>Sprawdź s&amp;łowo…</source>
        <translation>&amp;Look up a word…</translation>
    </message>
    <message>
        <source>S&amp;tatystyki…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Zamknij &amp;okno</source>
        <translation>&amp;Close window</translation>
    </message>
    <message>
        <source>Nie pokazuj więcej</source>
        <translation>Do not show again</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>{game} — {rules}</source>
        <extracomment>The window closed (the launcher forgets it). The game was saved with an older edition of the shipped lexicon and goes on with the current one (told once, when it was opened). Redraws the game clocks while one runs (engines.game_clock). The human whose private things are on screen now (None: nobody&apos;s). The last human who saw their private things: the same one needs no hand-over. Closing asks first when something would be lost (off for a window nobody plays, such as a screenshot&apos;s).</extracomment>
        <translation>{game} — {rules}</translation>
    </message>
    <message>
        <source>Wczytywanie słownika…</source>
        <extracomment>The last whole second a clock&apos;s last-seconds tick sounded for.</extracomment>
        <translation>Loading the dictionary…</translation>
    </message>
    <message>
        <source>&amp;Zamknij</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Komputer myśli…</source>
        <translation>The computer is thinking…</translation>
    </message>
    <message>
        <source>Lista słów: {name}</source>
        <translation>Word list: {name}</translation>
    </message>
    <message>
        <source>Ta gra nie jest zapisywana.</source>
        <translation>This game is not being saved.</translation>
    </message>
    <message>
        <source>Każdy ruch jest zapisywany: zamkniętą grę dokończysz w „Kontynuuj”.</source>
        <translation>Every move is saved: finish a closed game from “Continue”.</translation>
    </message>
    <message>
        <source>Ruch {number} zapisanej gry nie jest dozwolony: {reason}</source>
        <translation>Move {number} of the saved game is not allowed: {reason}</translation>
    </message>
    <message>
        <source>Nowa wersja słownika</source>
        <translation>New dictionary version</translation>
    </message>
    <message>
        <source>Od zapisania tej gry słownik został zaktualizowany (wersja {before} → {now}). Słowa ułożone dotąd zostają ważne; nowe ruchy sprawdza nowa wersja słownika.</source>
        <translation>The dictionary was updated since this game was saved (version {before} → {now}). The words played so far stand; new moves are checked with the new version of the dictionary.</translation>
    </message>
    <message>
        <source>Nie udało się otworzyć gry:
{error}</source>
        <translation>Could not open the game:
{error}</translation>
    </message>
    <message>
        <source>Cofnięcie ruchu</source>
        <translation>Taking back a move</translation>
    </message>
    <message>
        <source>&amp;Zgoda</source>
        <translation>&amp;Agree</translation>
    </message>
    <message>
        <source>Ta gra nie jest zapisywana: po zamknięciu nie da się jej dokończyć.</source>
        <translation>This game is not being saved: once closed, it cannot be finished.</translation>
    </message>
    <message>
        <source>Rozpoczęty ruch przepadnie (gra jest zapisana do ostatniego zagranego ruchu i można ją dokończyć w „Kontynuuj”).</source>
        <translation>The move you have begun will be lost (the game is saved up to the last move played and can be finished from “Continue”).</translation>
    </message>
    <message>
        <source>Zamknąć grę?</source>
        <translation>Close the game?</translation>
    </message>
    <message>
        <source>&amp;Zamknij grę</source>
        <translation>&amp;Close the game</translation>
    </message>
    <message>
        <source>{others}: {name} prosi o cofnięcie ruchu. Zgadzasz się?</source>
        <translation>{others}: {name} asks to take back their move. Do you agree?</translation>
    </message>
    <message>
        <source>{others}: {name} prosi o cofnięcie ruchu. Zgadzacie się?</source>
        <translation>{others}: {name} asks to take back their move. Do you all agree?</translation>
    </message>
    <message>
        <source>Nie zapisano ruchu</source>
        <translation>Move not saved</translation>
    </message>
    <message>
        <source>Nie udało się zapisać ruchu, więc nie został wykonany:
{error}</source>
        <translation>The move could not be saved, so it was not played:
{error}</translation>
    </message>
    <message>
        <source>Plik z zapisanymi grami został zastąpiony innym plikiem. Tamten plik został bez zmian, a wszystkie zapisane dotąd gry, z ruchami tej gry, są teraz w pliku:
{path}</source>
        <translation>The saved-games file was replaced by another file. That file was left unchanged, and every game saved so far, with this game&apos;s moves, is now in the file:
{path}</translation>
    </message>
    <message>
        <source>Plik z zapisanymi grami został usunięty w czasie gry. Utworzono go na nowo ze wszystkimi zapisanymi grami i ruchami tej gry; nic nie przepadło:
{path}</source>
        <translation>The saved-games file was deleted during the game. It has been made again with every saved game and this game&apos;s moves; nothing was lost:
{path}</translation>
    </message>
    <message>
        <source>Zapisane gry odtworzone</source>
        <translation>Saved games restored</translation>
    </message>
</context>
<context>
    <name>Gra1EndSummary</name>
    <message>
        <source>{name} kończy grę ostatnią płytką przy pustej puli.</source>
        <translation>{name} ends the game with their last tile, the pool empty.</translation>
    </message>
    <message>
        <source>Przez pełną kolejkę nikt nie ułożył słowa.</source>
        <translation>Nobody played a word for a full round.</translation>
    </message>
    <message>
        <source>Zostało na stojakach (bez odliczania punktów):</source>
        <translation>Left on the racks (no points taken off):</translation>
    </message>
</context>
<context>
    <name>Gra1History</name>
    <message>
        <source>Położenie: wiersz i kolumna pierwszej litery, licząc od środkowego pola ★ (0, 0) w dół i w prawo; → poziomo, ↓ pionowo.</source>
        <translation>Position: row and column of the first letter, counted from the middle square ★ (0, 0) down and right; → across, ↓ down.</translation>
    </message>
</context>
<context>
    <name>Gra1Screen</name>
    <message>
        <source>&amp;Tasuj</source>
        <extracomment>The view of the player whose turn is open (None: nobody&apos;s).</extracomment>
        <translation>Shu&amp;ffle</translation>
    </message>
    <message>
        <source>Wymieszaj płytki na stojaku</source>
        <translation>Shuffle the tiles on the rack</translation>
    </message>
    <message>
        <source>C&amp;ofnij płytki</source>
        <translation>&amp;Take back</translation>
    </message>
    <message>
        <source>Historia ruchów</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Klawiatura: strzałki, spacja — kierunek, litery, Enter. Ctrl+kółko: zoom.</source>
        <translation>Keyboard: arrows, Space — direction, letters, Enter. Ctrl+wheel: zoom.</translation>
    </message>
    <message>
        <source>Przeciągnij płytkę ze stojaka na pole albo kliknij płytkę, a potem pole. Kliknięcie położonej płytki zdejmuje ją. Z klawiatury: kliknij pole albo przesuń kursor strzałkami, spacja zmienia kierunek (→ poziomo, ↓ pionowo), pisz litery; gdy litery brak, używa się mydełka. Enter zatwierdza, Backspace cofa ostatnią płytkę, Esc wszystkie. Stół rośnie razem z krzyżówką: przewijaj go, a Ctrl+kółko albo przyciski −/+ go przybliżają.</source>
        <translation>Drag a tile from the rack onto a square, or click a tile and then a square. Clicking a placed tile takes it back. From the keyboard: click a square or move the cursor with the arrows, Space switches the direction (→ across, ↓ down), type letters; a blank is used when a letter is missing. Enter submits, Backspace takes back the last tile, Esc all of them. The table grows with the crossword: scroll it, and zoom with Ctrl+wheel or the −/+ buttons.</translation>
    </message>
    <message>
        <source>Puzzle w puli: {n}</source>
        <translation>Puzzles in the pool: {n}</translation>
    </message>
    <message>
        <source>Płytki na stole: {n}</source>
        <translation>Tiles on the table: {n}</translation>
    </message>
    <message>
        <source>Stół jest pusty: pierwsze słowo zaczyna się na środku (★).</source>
        <translation>The table is empty: the first word starts in the middle (★).</translation>
    </message>
    <message>
        <source>Gra skończona.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Pierwsze słowo może leżeć gdziekolwiek — zacznij od środka stołu (★).</source>
        <translation>The first word may go anywhere — start in the middle of the table (★).</translation>
    </message>
    <message>
        <source>Każde następne słowo musi przecinać albo przedłużać słowo na stole.</source>
        <translation>Every later word must cross or extend a word on the table.</translation>
    </message>
    <message>
        <source>Losowanie: {draws} — kolejność: {order}.</source>
        <translation>Draw: {draws} — order: {order}.</translation>
    </message>
    <message>
        <source>Ruch: {name}</source>
        <translation>To play: {name}</translation>
    </message>
    <message>
        <source>Można wymienić najwyżej tyle płytek, ile jest w puli ({n}).</source>
        <translation>You can exchange at most as many tiles as the pool holds ({n}).</translation>
    </message>
    <message>
        <source>Pula jest pusta: wymiana niemożliwa.</source>
        <translation>The pool is empty: no exchange.</translation>
    </message>
    <message>
        <source>Połóż płytki na stole: przeciągnij, kliknij albo pisz literami.</source>
        <translation>Put tiles on the table: drag, click or type letters.</translation>
    </message>
    <message>
        <source>{word}: {points} pkt</source>
        <translation>{word}: {points} pts</translation>
    </message>
    <message>
        <source>Słowa: </source>
        <translation>Words: </translation>
    </message>
    <message>
        <source>+{bonus} pkt premii za wszystkie {n} płytek</source>
        <translation>+{bonus} points bonus for all {n} tiles</translation>
    </message>
    <message>
        <source>Zaznacz płytki, które wracają do puli; dostaniesz tyle samo nowych. Wymiana kończy ruch bez punktów.</source>
        <translation>Choose the tiles that go back to the pool; you get as many new ones. An exchange ends your turn without points.</translation>
    </message>
    <message>
        <source>Wybrane: {n}. W puli: {bag} — tyle najwyżej można wymienić.</source>
        <translation>Chosen: {n}. In the pool: {bag} — at most that many can be exchanged.</translation>
    </message>
</context>
<context>
    <name>Gra1Unseen</name>
    <message>
        <source>Puzzle poza stołem: {n}</source>
        <translation>Puzzles off the table: {n}</translation>
    </message>
    <message>
        <source>Niewidoczne dla ciebie: {n} (pula {pool}, stojaki rywali {racks})</source>
        <translation>Not seen by you: {n} (pool {pool}, rivals&apos; racks {racks})</translation>
    </message>
</context>
<context>
    <name>Gra2RoundSummary</name>
    <message>
        <source>&amp;Dalej</source>
        <extracomment>How many crosswords side by side (the rest in rows below).</extracomment>
        <translation>Ne&amp;xt</translation>
    </message>
    <message>
        <source>Runda {n} — krzyżówki graczy</source>
        <translation>Round {n} — the players&apos; crosswords</translation>
    </message>
    <message>
        <source>{name}: {points} pkt</source>
        <translation>{name}: {points} pts</translation>
    </message>
    <message>
        <source>Stan gry: {standing}</source>
        <translation>Standings: {standing}</translation>
    </message>
    <message>
        <source>&amp;Wyniki końcowe</source>
        <translation>&amp;Final results</translation>
    </message>
    <message>
        <source>Runda trwała {time}: tyle czasu potrzebował gracz {name} na ułożenie wszystkich płytek. Każda krzyżówka liczy się tak, jak leżała w tej chwili na zegarze swojego gracza.</source>
        <translation>The round lasted {time}: the time {name} needed to lay all their tiles. Every crossword counts as it lay at that moment on its player&apos;s clock.</translation>
    </message>
    <message>
        <source>Runda trwała {time} (najdłuższe układanie): nikt nie ułożył wszystkich płytek.</source>
        <translation>The round lasted {time} (the longest sitting): nobody laid all their tiles.</translation>
    </message>
</context>
<context>
    <name>Gra2ScoreTable</name>
    <message>
        <source>buduje…</source>
        <translation>building…</translation>
    </message>
    <message>
        <source>gotowe</source>
        <extracomment>The least share of a row a card gets, in squares (the words of a card with no crossword).</extracomment>
        <translation>done</translation>
    </message>
</context>
<context>
    <name>Gra2Screen</name>
    <message>
        <source>&amp;Tasuj</source>
        <extracomment>The largest squares of the player&apos;s grid when it fits itself to the view. The cursor&apos;s table position (the window moves as the grid grows). Positions in the order the player put tiles there (Backspace takes the last). When each sitting opened on this screen, by (round, player): the clock runs on.</extracomment>
        <translation>Shu&amp;ffle</translation>
    </message>
    <message>
        <source>Wymieszaj płytki na stojaku</source>
        <translation>Shuffle the tiles on the rack</translation>
    </message>
    <message>
        <source>G&amp;otowe</source>
        <translation>&amp;Done</translation>
    </message>
    <message>
        <source>Oddaj krzyżówkę tak, jak leży (musi być poprawna albo pusta).</source>
        <translation>Hand in the crossword as it lies (it must be valid or empty).</translation>
    </message>
    <message>
        <source>&amp;Wymień dwie…</source>
        <translation>S&amp;wap two…</translation>
    </message>
    <message>
        <source>Twoja krzyżówka</source>
        <translation>Your crossword</translation>
    </message>
    <message>
        <source>Punkty</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Klawiatura: strzałki, spacja — kierunek, litery, Backspace cofa płytkę.</source>
        <translation>Keyboard: arrows, Space — direction, letters, Backspace takes a tile back.</translation>
    </message>
    <message>
        <source>Układasz własną krzyżówkę ze swoich płytek: wszystkie słowa połączone, każdy ciąg dwóch lub więcej liter musi być słowem. Przeciągnij płytkę ze stojaka na pole albo kliknij płytkę, a potem pole; płytki na siatce można przeciągać na inne pola albo z powrotem na stojak, a kliknięcie zdejmuje płytkę. Z klawiatury: strzałki przesuwają kursor, spacja zmienia kierunek, pisz litery (mydełko, gdy litery brak), Backspace zdejmuje ostatnią płytkę. „Gotowe” kończy twoją turę.</source>
        <translation>You build your own crossword from your own tiles: all words connected, every run of two or more letters must be a word. Drag a tile from the rack onto a square, or click a tile and then a square; tiles on the grid can be dragged to other squares or back to the rack, and a click takes a tile off. From the keyboard: the arrows move the cursor, Space switches the direction, type letters (a blank when a letter is missing), Backspace takes off the last tile. “Done” ends your turn.</translation>
    </message>
    <message>
        <source>Runda {n} z {total}</source>
        <translation>Round {n} of {total}</translation>
    </message>
    <message>
        <source>Gra skończona.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Każdy układa swoją krzyżówkę ze swoich {n} płytek (przy jednym komputerze po kolei: {order}). Płytki na stole: {left}.</source>
        <translation>Everyone builds their own crossword from their {n} tiles (at one computer in turn: {order}). Tiles on the table: {left}.</translation>
    </message>
    <message>
        <source>Gracz: {name}</source>
        <translation>Player: {name}</translation>
    </message>
    <message>
        <source>do pobicia: {time}</source>
        <translation>time to beat: {time}</translation>
    </message>
    <message>
        <source>Runda {n}: układasz swoją krzyżówkę bez limitu czasu.</source>
        <translation>Round {n}: you build your crossword with no time limit.</translation>
    </message>
    <message>
        <source>Runda {n}: na swoją krzyżówkę masz {time}.</source>
        <translation>Round {n}: you have {time} for your crossword.</translation>
    </message>
    <message>
        <source>Ktoś ułożył już krzyżówkę ze wszystkich płytek w {time}: tyle trwa runda, liczy się to, co ułożysz do tej chwili.</source>
        <translation>Someone has already laid all their tiles in {time}: that is how long the round lasts, and what you lay by then counts.</translation>
    </message>
    <message>
        <source>Zostało: {time}</source>
        <translation>Time left: {time}</translation>
    </message>
    <message>
        <source>Gdy krzyżówka będzie gotowa, kliknij „Gotowe”.</source>
        <translation>When your crossword is ready, click “Done”.</translation>
    </message>
    <message>
        <source>Tej krzyżówki nie można jeszcze oddać: popraw to, co oznaczone ✗.</source>
        <translation>This crossword cannot be handed in yet: fix what is marked ✗.</translation>
    </message>
    <message>
        <source>Wymiana dwóch płytek</source>
        <translation>Swap two tiles</translation>
    </message>
    <message>
        <source>Zaznacz dwie płytki ze stojaka: wrócą na stół, a ty wylosujesz w zamian dwie inne. Raz na rundę.</source>
        <translation>Choose two tiles from your rack: they go back to the table and you draw two others instead. Once a round.</translation>
    </message>
    <message>
        <source>Wymiana dwóch płytek została już wykorzystana w tej rundzie.</source>
        <translation>The swap of two tiles has been used this round.</translation>
    </message>
    <message>
        <source>Raz na rundę: dwie płytki ze stojaka za dwie losowe ze stołu.</source>
        <translation>Once a round: two tiles from your rack for two random ones from the table.</translation>
    </message>
    <message>
        <source>Połóż płytki na swojej siatce: przeciągnij, kliknij albo pisz literami.</source>
        <translation>Put tiles on your grid: drag, click or type letters.</translation>
    </message>
    <message>
        <source>Słowa: </source>
        <translation>Words: </translation>
    </message>
    <message>
        <source>Teraz: {points} pkt</source>
        <translation>Now: {points} pts</translation>
    </message>
    <message>
        <source>Gdyby czas minął teraz: {points} pkt (każde poprawne słowo; +20 tylko za jedną całą krzyżówkę).</source>
        <translation>If time ran out now: {points} pts (every valid word; +20 only for one whole crossword).</translation>
    </message>
    <message>
        <source>Na stojaku: {n}. Wszystkie płytki w krzyżówce: +{bonus} pkt.</source>
        <translation>On the rack: {n}. All tiles in the crossword: +{bonus} pts.</translation>
    </message>
    <message>
        <source>Krzyżówka ma {parts} osobne części: wszystkie słowa muszą się łączyć.</source>
        <translation>The crossword is in {parts} separate parts: all words must be connected.</translation>
    </message>
</context>
<context>
    <name>Gra3Position</name>
    <message>
        <source>Litery w rundzie {n}:</source>
        <translation>Letters in round {n}:</translation>
    </message>
</context>
<context>
    <name>Gra3RoundSummary</name>
    <message>
        <source>Runda {n} — wyniki</source>
        <translation>Round {n} — results</translation>
    </message>
    <message>
        <source>Gracz</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Słowo</source>
        <translation>Word</translation>
    </message>
    <message>
        <source>Punkty</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Premia</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{name}: {points} pkt</source>
        <translation>{name}: {points} pts</translation>
    </message>
    <message>
        <source>Stan gry: {standing}</source>
        <translation>Standings: {standing}</translation>
    </message>
    <message>
        <source>&amp;Dalej</source>
        <translation>Ne&amp;xt</translation>
    </message>
    <message>
        <source>&amp;Wyniki końcowe</source>
        <translation>&amp;Final results</translation>
    </message>
    <message>
        <source>brak słowa</source>
        <translation>no word</translation>
    </message>
    <message>
        <source>Litery: {letters}</source>
        <translation>Letters: {letters}</translation>
    </message>
    <message>
        <source>{points} pkt</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>+{bonus} za najdłuższe</source>
        <translation>+{bonus} for the longest</translation>
    </message>
    <message>
        <source>słowo kończące rundę ({time})</source>
        <translation>the word that ended the round ({time})</translation>
    </message>
    <message>
        <source>słowo kończące rundę</source>
        <translation>word that ended the round</translation>
    </message>
    <message>
        <source>zgłoszone po końcu rundy ({time}): 0 pkt</source>
        <translation>handed in after the round ended ({time}): 0 points</translation>
    </message>
    <message>
        <source>runda skończyła się przed zgłoszeniem słowa</source>
        <translation>the round ended before a word was handed in</translation>
    </message>
</context>
<context>
    <name>Gra3ScoreTable</name>
    <message>
        <source>zgłoszone</source>
        <translation>submitted</translation>
    </message>
    <message>
        <source>— 0</source>
        <translation>— 0</translation>
    </message>
    <message>
        <source>(po czasie)</source>
        <translation>(too late)</translation>
    </message>
    <message>
        <source>Runda {n}: razem {points} pkt</source>
        <translation>Round {n}: {points} pts in all</translation>
    </message>
    <message>
        <source>Słowo kończące rundę</source>
        <translation>Word that ended the round</translation>
    </message>
</context>
<context>
    <name>Gra3Screen</name>
    <message>
        <source>Punkty</source>
        <extracomment>When each player&apos;s turn opened on this screen, by (round, player): their clock.</extracomment>
        <translation>Points</translation>
    </message>
    <message>
        <source>Twoje litery</source>
        <translation>Your letters</translation>
    </message>
    <message>
        <source>Wpisz słowo albo klikaj litery</source>
        <translation>Type a word or click the letters</translation>
    </message>
    <message>
        <source>Kliknij literę, żeby dopisać ją do słowa, albo pisz z klawiatury. Mydełko (?) zastępuje dowolną literę: wpisz tę literę z klawiatury. Mydełko jest warte 0 pkt.</source>
        <translation>Click a letter to add it to the word, or type. A blank (?) stands for any letter: type that letter on the keyboard. A blank is worth 0 pts.</translation>
    </message>
    <message>
        <source>&amp;Zgłoś słowo</source>
        <translation>&amp;Submit word</translation>
    </message>
    <message>
        <source>Cofnij &amp;literę</source>
        <translation>Delete &amp;letter</translation>
    </message>
    <message>
        <source>&amp;Wyczyść</source>
        <translation>Cle&amp;ar</translation>
    </message>
    <message>
        <source>Cz&amp;ekam</source>
        <translation>&amp;Wait</translation>
    </message>
    <message>
        <source>Poczekaj, aż ktoś inny zakończy rundę; wtedy wystarczy krótsze słowo.</source>
        <translation>Wait until someone else ends the round; then a shorter word will do.</translation>
    </message>
    <message>
        <source>&amp;Nie mam słowa</source>
        <translation>&amp;No word</translation>
    </message>
    <message>
        <source>Runda {n} z {total}</source>
        <translation>Round {n} of {total}</translation>
    </message>
    <message>
        <source>Gra skończona.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Koniec rundy: słowo zgłasza {name} — teraz liczy się każde słowo.</source>
        <translation>End of the round: {name} has submitted a word — now every word counts.</translation>
    </message>
    <message>
        <source>Pierwsze zgłoszone słowo kończy rundę i musi mieć co najmniej {n} liter.</source>
        <translation>The first word submitted ends the round and must have at least {n} letters.</translation>
    </message>
    <message>
        <source>Ktoś zakończył rundę po {time}: tyle trwa runda na zegarze każdego gracza; liczy się słowo zgłoszone do tej chwili.</source>
        <translation>Someone ended the round at {time}: that is how long the round lasts on every player&apos;s clock; a word handed in by then counts.</translation>
    </message>
    <message>
        <source>Słowo z co najmniej {n} liter kończy rundę (podniesiona ręka). Krótsze możesz zgłosić wcześniej: liczy się, jeśli runda skończy się później.</source>
        <translation>A word of at least {n} letters ends the round (a raised hand). You may hand in a shorter one before: it counts if the round ends later.</translation>
    </message>
    <message>
        <source>Gracz: {name}</source>
        <translation>Player: {name}</translation>
    </message>
    <message>
        <source>Nikt inny nie może już zakończyć tej rundy: ułóż słowo z co najmniej {n} liter albo wybierz „Nie mam słowa”.</source>
        <translation>Nobody else can end this round any more: make a word of at least {n} letters or choose “No word”.</translation>
    </message>
    <message>
        <source>Możesz też poczekać („Czekam”), aż ktoś inny zakończy rundę.</source>
        <translation>You can also wait (“Wait”) until someone else ends the round.</translation>
    </message>
    <message>
        <source>Ktoś zakończył już rundę po {time}: masz tyle samo czasu, liczy się słowo zgłoszone do tej chwili.</source>
        <translation>Someone has already ended the round at {time}: you have as long; a word handed in by then counts.</translation>
    </message>
    <message>
        <source>Zostało: {time}</source>
        <translation>Time left: {time}</translation>
    </message>
    <message>
        <source>Brakuje ci liter na to słowo.</source>
        <translation>You do not have the letters for this word.</translation>
    </message>
    <message>
        <source>{word}: długość {length}, {points} pkt</source>
        <translation>{word}: length {length}, {points} pts</translation>
    </message>
    <message>
        <source>(za krótkie, by zakończyć rundę)</source>
        <translation>(too short to end the round)</translation>
    </message>
    <message>
        <source>(krótsze niż {n} liter: nie kończy rundy)</source>
        <translation>(shorter than {n} letters: it does not end the round)</translation>
    </message>
</context>
<context>
    <name>GridWidget</name>
    <message>
        <source>Plansza</source>
        <extracomment>Plain squares (no premiums), the lines between them and the frame around the grid. The arrow keys that move a grid&apos;s keyboard cursor: (rows, columns). How long a computer&apos;s tiles take to arrive on the board. A square was clicked (left button, no drag). A dragged tile was dropped on a square: (source, index, square). Fixed tiles: square → cell (uppercase letter; lowercase: a blank standing for it). Tiles arriving (a computer&apos;s move) and how far they have come (0 to 1). How many arrivals were animated (tests read it). The screen&apos;s key handler: True when it used the key.</extracomment>
        <translation>Board</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Każda runda: na stole leży 8 kart ze spółgłoskami w 4 kolumnach wartych 5, 4, 3 i 2 punkty. Każdy gracz pisze jedno słowo; karta, której litera jest w słowie, daje punkty swojej kolumny (i premię rzadkiej litery). Litera użyta raz na dwóch kartach liczy lepszą kartę, użyta dwa razy — obie.</source>
        <translation>Each round 8 consonant cards lie on the table in 4 columns worth 5, 4, 3 and 2 points. Every player writes one word; a card whose letter is in the word scores its column (plus the rare-letter bonus). A letter used once on two cards counts the better card, used twice — both.</translation>
    </message>
    <message>
        <source>Najszybszy gracz odwraca klepsydrę; kto jest wolniejszy o ponad 30 s, dostaje 0. Premie „&gt;” i „≥” za pokonanie lub wyrównanie wyniku rywali rosną w rundach 4–7.</source>
        <translation>The fastest player turns the hourglass; anyone more than 30 s slower scores 0. The “&gt;” and “≥” bonuses for beating or equalling the others grow in rounds 4–7.</translation>
    </message>
    <message>
        <source>Nie wolno powtórzyć słowa z wcześniejszej rundy ani słowa z tej samej rodziny (dom, domowy, przydomowy). Po 7 rundach skreśla się dwa najsłabsze słowa; każda kara to −2.</source>
        <translation>No word of an earlier round may be repeated, nor a word of the same family (dom, domowy, przydomowy). After 7 rounds the two weakest words are struck out; each penalty costs −2.</translation>
    </message>
    <message>
        <source>Krzyżówka na planszy 15×15: każdy ma 7 płytek; ruch to płytki położone w jednej linii, bez przerw, łączące się z tym, co leży na planszy (pierwszy ruch przez środek). Liczy się każde nowo utworzone słowo; premie pól działają tylko pod nowymi płytkami.</source>
        <translation>A crossword on a 15×15 board: everyone has 7 tiles; a move is tiles laid in one line, without gaps, joined to what is on the board (the first move through the centre). Every word formed scores; premium squares count only under new tiles.</translation>
    </message>
    <message>
        <source>Zamiast ruchu można wymienić płytki (gdy w worku jest ich dość) albo spasować. Gra kończy się, gdy ktoś wyłoży ostatnią płytkę przy pustym worku albo po kolejnych pasach; wartość płytek pozostałych na stojaku odejmuje się od wyniku.</source>
        <translation>Instead of a move you may exchange tiles (when the bag holds enough) or pass. The game ends when someone plays their last tile with the bag empty, or after passes in a row; the tiles left on a rack are taken off its owner&apos;s score.</translation>
    </message>
    <message>
        <source>GRA III: w każdej z 10 rund gracz dostaje 15 płytek i układa z nich jak najdłuższe słowo. Pierwsze zgłoszone słowo kończy rundę i musi mieć co najmniej 5 liter. Słowo liczy sumę wartości liter (mydło 0), najdłuższe dostaje +5.</source>
        <translation>GAME III: in each of 10 rounds every player gets 15 tiles and makes the longest word they can. The first word submitted ends the round and needs at least 5 letters. A word scores the sum of its letters (blank 0); the longest gets +5.</translation>
    </message>
    <message>
        <source>GRA I: krzyżówka na nieograniczonym stole. GRA II: każdy układa własną krzyżówkę z wylosowanych płytek w 4 rundach.</source>
        <translation>GAME I: a crossword on an unbounded table. GAME II: everyone builds their own crossword from drawn tiles in 4 rounds.</translation>
    </message>
    <message>
        <source>Słówka: plansza 7×7. Najpierw kładziesz żetony na jasnych polach — każdy musi przylegać bokiem do żetonu na planszy albo położonego w tym ruchu —, potem wskazujesz słowo: ścieżkę żetonów, z których każdy następny styka się z poprzednim bokiem albo rogiem (w zasadach „tylko przez boki” — bokiem). Słowo liczy wartości liter; kto otoczy pole premii, dostaje jego punkty.</source>
        <translation>Słówka: a 7×7 board. First lay tokens on light squares — each must touch by a side a token on the board or one laid this move —, then point out the word: a path of tokens, each touching the one before by a side or a corner (by a side under the rules “through sides only”). A word scores its letters; whoever surrounds a bonus square gets its points.</translation>
    </message>
    <message>
        <source>Przykład z instrukcji: NOŻYK = N1+O1+Ż8+Y3+K1 = 14 pkt; potem ŻONKIL z tymi samymi Ż, O, N i K = 14 pkt + 10 pkt za otoczenie pola premii = 24 pkt. W komplecie jest jedno Ż i jedno K, więc ŻONKIL musi przejść przez róg.</source>
        <translation>The rulebook’s example: NOŻYK = N1+O1+Ż8+Y3+K1 = 14 points; then ŻONKIL through the same Ż, O, N and K = 14 points + 10 for surrounding a bonus square = 24 points. The set has one Ż and one K, so ŻONKIL must turn a corner.</translation>
    </message>
    <message>
        <source>Sprawdzanie słów przez rywala: błędne słowo może zakwestionować każdy inny gracz, dopóki następny gracz nie zagra; słowo wraca wtedy do gracza, który traci kolejkę. Sprawdzenie poprawnego słowa nic nie kosztuje.</source>
        <translation>Challenge mode: any other player may challenge a wrong word until the next player plays; the word then goes back to its player, who loses the turn. Challenging a right word costs nothing.</translation>
    </message>
    <message>
        <source>Słowa: rzeczowniki, czasowniki, liczebniki, przymiotniki, zaimki, przysłówki i przyimki, w dowolnej formie. Słowo, które jest tylko spójnikiem, partykułą, wykrzyknikiem albo skrótem (ORAZ, NIECH, ACH, ŻE, BY), się nie liczy; gdy ma choć jedno dozwolone znaczenie (LECZ — od „leczyć”), liczy się. Klasę słowa podaje Morfeusz 2. Nazwy własne tylko po umowie przed grą (ustawienie „Nazwy własne dozwolone”), inne słowa — na liście dodatkowych słów.</source>
        <translation>Words: nouns, verbs, numerals, adjectives, pronouns, adverbs and prepositions, in any form. A word that is only a conjunction, particle, interjection or abbreviation (ORAZ, NIECH, ACH, ŻE, BY) does not count; one with at least one allowed reading (LECZ — from “leczyć”, to heal) does. Morfeusz 2 gives the word class. Proper names only if agreed before the game (the “Proper names allowed” setting), other words on the extra-words list.</translation>
    </message>
    <message>
        <source>GRA II na jednym ekranie: gracze układają po kolei, każdy na swoim zegarze. Runda trwa tyle, ile najszybszemu zajęło ułożenie wszystkich płytek (bez tego: do limitu czasu, a gdy wszyscy powiedzą „Gotowe” — tyle, ile najdłuższe układanie), a każda krzyżówka liczy się tak, jak leżała w tej chwili na zegarze swojego gracza. Kto układa później, widzi czas do pobicia. Gdy czas minie, liczy się każde poprawne słowo, w każdej części siatki; +20 tylko za jedną całą krzyżówkę ze wszystkich płytek.</source>
        <translation>GRA II on one screen: players build one after another, each on their own clock. The round lasts as long as the quickest player took to lay all their tiles (without that: up to the time limit, or, when everyone says “Done”, as long as the longest sitting), and every crossword counts as it lay at that moment on its player&apos;s clock. Whoever builds later sees the time to beat. When time runs out, every valid word counts, in every part of the grid; +20 only for one whole crossword of all the tiles.</translation>
    </message>
    <message>
        <source>tak</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>nie</source>
        <translation>no</translation>
    </message>
    <message>
        <source>brak</source>
        <translation>none</translation>
    </message>
    <message>
        <source>domyślnie {default}</source>
        <translation>default {default}</translation>
    </message>
    <message>
        <source>Opcje w tej grze</source>
        <translation>Options of this game</translation>
    </message>
    <message>
        <source>Opcje</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>litera</source>
        <translation>letter</translation>
    </message>
    <message>
        <source>sztuk</source>
        <translation>count</translation>
    </message>
    <message>
        <source>premia</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>punkty</source>
        <translation>points</translation>
    </message>
    <message>
        <source>mydło</source>
        <translation>blank</translation>
    </message>
    <message>
        <source>(dla {n} graczy)</source>
        <translation>(for {n} players)</translation>
    </message>
    <message>
        <source>razem {n}</source>
        <translation>{n} in all</translation>
    </message>
    <message>
        <source>Karty {area}: słowo {word} bierze {parts} = {points} pkt.</source>
        <translation>Cards {area}: the word {word} takes {parts} = {points} points.</translation>
    </message>
    <message>
        <source>Słowo {word}: {parts} = {points} pkt (bez premii).</source>
        <translation>The word {word}: {parts} = {points} points (no premiums).</translation>
    </message>
    <message>
        <source>Premia za {n} płytek w jednym ruchu: +{bonus} pkt.</source>
        <translation>Bonus for {n} tiles in one move: +{bonus} points.</translation>
    </message>
    <message>
        <source>Koniec czasu, KOT i PIES leżą osobno: KOT 3 + PIES 4 = 7 pkt, bez +20 (to nie jedna krzyżówka).</source>
        <translation>Time is up, KOT and PIES lie apart: KOT 3 + PIES 4 = 7 pts, no +20 (it is not one crossword).</translation>
    </message>
    <message>
        <source>ORAZ to spójnik: nie liczy się (0 pkt, ruch odrzucony).</source>
        <translation>ORAZ is a conjunction: it does not count (0 pts, the move is refused).</translation>
    </message>
    <message>
        <source>Najdłuższe słowo rundy: +{bonus} pkt; słowo kończące rundę ma co najmniej {n} liter.</source>
        <translation>The longest word of the round: +{bonus} points; the word that ends a round has at least {n} letters.</translation>
    </message>
    <message>
        <source>Przykład</source>
        <translation>Example</translation>
    </message>
    <message>
        <source>Gracze: {min}–{max}</source>
        <translation>Players: {min}–{max}</translation>
    </message>
    <message>
        <source>Nowa gra</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Kontynuuj zapisaną grę (okno startowe)</source>
        <translation>Continue a saved game (start window)</translation>
    </message>
    <message>
        <source>Zamknij okno gry</source>
        <translation>Close the game window</translation>
    </message>
    <message>
        <source>Sprawdź słowo</source>
        <translation>Look up a word</translation>
    </message>
    <message>
        <source>Historia rozegranych gier</source>
        <translation>History of finished games</translation>
    </message>
    <message>
        <source>Statystyki</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Cofnij ruch (krzyżówka, Słówka, GRA I, gdy zasady pozwalają)</source>
        <translation>Take back a move (crossword, Słówka, GRA I, when the rules allow)</translation>
    </message>
    <message>
        <source>Zasady gry</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>litery</source>
        <translation>letters</translation>
    </message>
    <message>
        <source>Wpisują słowo (7 słów, GRA III) lub kładą płytkę pod kursorem</source>
        <translation>Type the word (7 Words, GAME III) or lay a tile at the cursor</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Zatwierdź słowo lub ruch</source>
        <translation>Submit the word or move</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Wyczyść słowo, zdejmij wszystkie położone płytki</source>
        <translation>Clear the word, take back all laid tiles</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Cofnij ostatnią literę lub płytkę</source>
        <translation>Take back the last letter or tile</translation>
    </message>
    <message>
        <source>strzałki</source>
        <translation>arrows</translation>
    </message>
    <message>
        <source>Przesuń kursor planszy</source>
        <translation>Move the board cursor</translation>
    </message>
    <message>
        <source>spacja</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Zmień kierunek: poziomo / pionowo</source>
        <translation>Switch direction: across / down</translation>
    </message>
    <message>
        <source>Alt+litera</source>
        <translation>Alt+letter</translation>
    </message>
    <message>
        <source>Naciśnij przycisk lub otwórz menu z podkreśloną literą (np. Alt+P: Pas, Alt+W: Wymiana…, Alt+D: Podpowiedź)</source>
        <translation>Press the button or open the menu with that letter underlined (e.g. Alt+P: Pass, Alt+X: Exchange…, Alt+I: Hint)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Przejdź do przycisków Zatwierdź, Pas, Wymiana… (Enter lub spacja naciska)</source>
        <translation>Move to the Submit, Pass, Exchange… buttons (Enter or Space presses)</translation>
    </message>
    <message>
        <source>Skróty klawiszowe</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Pisz słowo z liter kart (klawiatura lub kliknięcia), Enter zatwierdza. Liczy się szybkość. F1 — zasady, Ctrl+L — sprawdź słowo.</source>
        <translation>Write a word with the cards&apos; letters (keyboard or clicks), Enter submits. Speed counts. F1 — rules, Ctrl+L — look up a word.</translation>
    </message>
    <message>
        <source>Przeciągnij płytki na planszę albo kliknij pole i pisz; Enter zatwierdza ruch, Esc zdejmuje płytki. F1 — zasady, Ctrl+L — sprawdź słowo.</source>
        <translation>Drag tiles onto the board or click a square and type; Enter plays the move, Esc takes the tiles back. F1 — rules, Ctrl+L — look up a word.</translation>
    </message>
    <message>
        <source>Przeciągnij płytki na stół albo kliknij pole i pisz; słowo musi przecinać albo przedłużać słowo na stole. Enter zatwierdza. F1 — zasady, Ctrl+L — sprawdź słowo.</source>
        <translation>Drag tiles onto the table or click a square and type; a word must cross or extend a word on the table. Enter plays. F1 — rules, Ctrl+L — look up a word.</translation>
    </message>
    <message>
        <source>Ułóż własną krzyżówkę ze swoich płytek: przeciągnij je albo pisz; Gotowe kończy ułożenie. F1 — zasady, Ctrl+L — sprawdź słowo.</source>
        <translation>Build your own crossword from your tiles: drag them or type; Done ends your turn. F1 — rules, Ctrl+L — look up a word.</translation>
    </message>
    <message>
        <source>Ułóż najdłuższe słowo z twoich płytek: klikaj je lub pisz, Enter zatwierdza. F1 — zasady, Ctrl+L — sprawdź słowo.</source>
        <translation>Make the longest word from your tiles: click them or type, Enter submits. F1 — rules, Ctrl+L — look up a word.</translation>
    </message>
    <message>
        <source>Połóż żetony na jasnych polach, potem wskaż słowo, klikając jego żetony po kolei; Enter zatwierdza. F1 — zasady, Ctrl+L — sprawdź słowo.</source>
        <translation>Lay tokens on light squares, then point out the word by clicking its tokens in order; Enter plays. F1 — rules, Ctrl+L — look up a word.</translation>
    </message>
    <message>
        <source>F1 — zasady gry, Ctrl+L — sprawdź słowo.</source>
        <translation>F1 — rules, Ctrl+L — look up a word.</translation>
    </message>
    <message>
        <source>&amp;Zasady gry…</source>
        <translation>&amp;Rules…</translation>
    </message>
    <message>
        <source>&amp;Skróty klawiszowe…</source>
        <translation>&amp;Keyboard shortcuts…</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Zasady gry</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Gra:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Zasady</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Skróty klawiszowe</source>
        <translation>Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>HistoryTable</name>
    <message>
        <source>{move} — po podpowiedzi</source>
        <translation>{move} — after a hint</translation>
    </message>
    <message>
        <source>(premia +{bonus})</source>
        <translation>(bonus +{bonus})</translation>
    </message>
    <message>
        <source>{move} — zdjęte po sprawdzeniu</source>
        <translation>{move} — challenged off</translation>
    </message>
    <message>
        <source>traci kolejkę (słowa były dobre)</source>
        <translation>loses the turn (the words were good)</translation>
    </message>
    <message>
        <source>{move} (cofnięty)</source>
        <translation>{move} (taken back)</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Historia gier</source>
        <extracomment>The import&apos;s progress dialog counts in these steps, and shows after this long (a short file is imported before it would appear). A game was imported or deleted (the launcher counts the unfinished games again: an import on a missing word list is one). An import started from the window ended: the :class:`Imported` (None: refused, cancelled or failed; the user was told). The import running in a worker, and its progress dialog (None: none).</extracomment>
        <translation>Game history</translation>
    </message>
    <message>
        <source>także &amp;niedokończone</source>
        <translation>also &amp;unfinished</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Gra</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Gracze</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Wynik</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Zwycięzca</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Ruchy</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>&amp;Odtwórz</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <source>&amp;Eksportuj…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>&amp;Importuj…</source>
        <translation>&amp;Import…</translation>
    </message>
    <message>
        <source>&amp;Usuń…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>&amp;Statystyki</source>
        <translation>&amp;Statistics</translation>
    </message>
    <message>
        <source>&amp;Zamknij</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Gra:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Gracz:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>(w toku)</source>
        <translation>(in progress)</translation>
    </message>
    <message>
        <source>{moves} (cofnięte: {n})</source>
        <translation>{moves} ({n} taken back)</translation>
    </message>
    <message>
        <source>{name} (komputer, {level})</source>
        <translation>{name} (computer, {level})</translation>
    </message>
    <message>
        <source>wszystkie</source>
        <translation>all</translation>
    </message>
    <message>
        <source>wszyscy</source>
        <translation>everyone</translation>
    </message>
    <message>
        <source>Gier: {n}</source>
        <translation>Games: {n}</translation>
    </message>
    <message>
        <source>Usunąć grę?</source>
        <translation>Delete the game?</translation>
    </message>
    <message>
        <source>Usunąć grę „{game}” ({players}) z historii? Tego nie da się cofnąć.</source>
        <translation>Delete the game “{game}” ({players}) from the history? This cannot be undone.</translation>
    </message>
    <message>
        <source>Nie usunięto gry</source>
        <translation>The game was not deleted</translation>
    </message>
    <message>
        <source>Zapis gry JSON (*.json)</source>
        <translation>JSON game record (*.json)</translation>
    </message>
    <message>
        <source>GCG — Quackle, Eliot (*.gcg)</source>
        <translation>GCG — Quackle, Eliot (*.gcg)</translation>
    </message>
    <message>
        <source>Eksportuj grę</source>
        <translation>Export the game</translation>
    </message>
    <message>
        <source>Nie wyeksportowano gry</source>
        <translation>The game was not exported</translation>
    </message>
    <message>
        <source>Importuj grę</source>
        <translation>Import a game</translation>
    </message>
    <message>
        <source>Zapisy gier (*.json *.gcg)</source>
        <translation>Game records (*.json *.gcg)</translation>
    </message>
    <message>
        <source>Importuję grę „{name}”…</source>
        <translation>Importing the game “{name}”…</translation>
    </message>
    <message>
        <source>Anuluj</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Import gry</source>
        <translation>Import a game</translation>
    </message>
    <message>
        <source>Nie zaimportowano gry</source>
        <translation>The game was not imported</translation>
    </message>
    <message>
        <source>Dysk jest pełny: gry nie da się zapisać. Zwolnij miejsce na dysku.</source>
        <translation>The disk is full: the game cannot be saved. Free some space on the disk.</translation>
    </message>
    <message>
        <source>Zaimportowano grę bez jej listy słów</source>
        <translation>Game imported without its word list</translation>
    </message>
    <message>
        <source>&amp;Usuń</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Ta gra była grana z listą słów „{name}”, której tu nie ma (albo jest inna). Gra czeka wśród niedokończonych gier: zainstaluj tę listę, aby ją sprawdzić i odtworzyć, albo otwórz ją z wbudowanym słownikiem, jeśli zna jej słowa.</source>
        <translation>This game was played with the word list “{name}”, which is not installed here (or is a different list). The game waits among the unfinished games: install that list to check and replay it, or open it with the built-in dictionary if it knows the game&apos;s words.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Hostuj grę w sieci — {game}</source>
        <extracomment>The port offered first (any free one with 0). Every address of this computer, or this computer only. Who plays a seat: a player who joins over the network (the new-game dialog&apos;s &quot;human&quot; entry, renamed), or a player at this computer. Another game was chosen: the launcher opens the dialog for it (its seats and options are the game&apos;s own).</extracomment>
        <translation>Host a network game — {game}</translation>
    </message>
    <message>
        <source>&amp;Hostuj</source>
        <translation>&amp;Host</translation>
    </message>
    <message>
        <source>dowolny wolny</source>
        <translation>any free one</translation>
    </message>
    <message>
        <source>&amp;Tylko na tym komputerze (127.0.0.1)</source>
        <translation>&amp;This computer only (127.0.0.1)</translation>
    </message>
    <message>
        <source>jego miejsce czeka, aż wróci</source>
        <translation>their seat waits for them</translation>
    </message>
    <message>
        <source>gra za niego komputer ({level})</source>
        <translation>a computer plays for them ({level})</translation>
    </message>
    <message>
        <source>G&amp;ra:</source>
        <translation>G&amp;ame:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Gdy gracz się rozłączy:</source>
        <translation>When a player &amp;drops:</translation>
    </message>
    <message>
        <source>gracz w sieci</source>
        <translation>network player</translation>
    </message>
    <message>
        <source>gracz przy tym komputerze</source>
        <translation>player at this computer</translation>
    </message>
    <message>
        <source>Gracze przy tym komputerze dzielą jeden ekran (każdy ma swoje okno): ich litery i słowa nie są przed sobą ukryte.</source>
        <translation>The players at this computer share one screen (each has a window of their own): their letters and words are not hidden from each other.</translation>
    </message>
</context>
<context>
    <name>HostingWindow</name>
    <message>
        <source>Hostowanie gry w sieci</source>
        <extracomment>How often the window looks at the host, milliseconds. The host&apos;s player wants to play a seat: (address, port, code, name) for the join dialog (name: of a player at this computer whose seat is away, or &quot;&quot;). A player at this computer sits down: (address, port, code, name, the seat&apos;s secret) for their window. Open the finished game&apos;s replay (its id in the store). The finished game&apos;s id (None: not over, or stopped before its end). The seats kept for players at this computer: their names, by seat.</extracomment>
        <translation>Hosting a network game</translation>
    </message>
    <message>
        <source>{game} — {rules}</source>
        <translation>{game} — {rules}</translation>
    </message>
    <message>
        <source>Adres do wpisania na innych komputerach:</source>
        <translation>Address to type on the other computers:</translation>
    </message>
    <message>
        <source>Gra jest dostępna tylko na tym komputerze.</source>
        <translation>The game can be joined from this computer only.</translation>
    </message>
    <message>
        <source>Odcisk klucza gospodarza: {fingerprint} — gracze widzą go, gdy dołączają; niech sprawdzą, czy jest ten sam.</source>
        <translation>Host key fingerprint: {fingerprint} — the players see it when they join; let them check it is the same.</translation>
    </message>
    <message>
        <source>&amp;Dołącz jako gracz</source>
        <translation>&amp;Join as a player</translation>
    </message>
    <message>
        <source>&amp;Odtwórz grę</source>
        <translation>&amp;Replay the game</translation>
    </message>
    <message>
        <source>&amp;Zakończ hostowanie</source>
        <translation>&amp;Stop hosting</translation>
    </message>
    <message>
        <source>Z&amp;wolnij miejsce…</source>
        <translation>&amp;Free a seat…</translation>
    </message>
    <message>
        <source>Kod gry:</source>
        <translation>Game code:</translation>
    </message>
    <message>
        <source>Gracze:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>{name}, przy tym komputerze</source>
        <translation>{name}, at this computer</translation>
    </message>
    <message>
        <source>{n}. (wolne miejsce — czeka na gracza)</source>
        <translation>{n}. (free seat — waiting for a player)</translation>
    </message>
    <message>
        <source>{n}. {name} (rozłączony)</source>
        <translation>{n}. {name} (disconnected)</translation>
    </message>
    <message>
        <source>{n}. {name}</source>
        <translation>{n}. {name}</translation>
    </message>
    <message>
        <source>Gra trwa.</source>
        <translation>The game is on.</translation>
    </message>
    <message>
        <source>Czekam, aż wszyscy dołączą…</source>
        <translation>Waiting for everyone to join…</translation>
    </message>
    <message>
        <source>Gospodarz przerwał pracę: {error}</source>
        <translation>The host stopped: {error}</translation>
    </message>
    <message>
        <source>Gra skończona; zapisana jako gra nr {id}.</source>
        <translation>The game is over; saved as game no. {id}.</translation>
    </message>
    <message>
        <source>Hostowanie zakończone. Gra nr {id} czeka w zapisanych grach: „Kontynuuj…” → „Hostuj ponownie” hostuje ją dalej z tym samym kodem i portem (albo: python -m engines net host --resume {id} --port {port}).</source>
        <translation>Hosting stopped. Game no. {id} waits among the saved games: “Continue…” → “Host again” hosts it on with the same code and port (or: python -m engines net host --resume {id} --port {port}).</translation>
    </message>
    <message>
        <source>Hostowanie zakończone przed początkiem gry.</source>
        <translation>Hosting stopped before the game began.</translation>
    </message>
    <message>
        <source>Zakończyć hostowanie?</source>
        <translation>Stop hosting?</translation>
    </message>
    <message>
        <source>Gracze w sieci stracą połączenie z grą. Gra zostaje w zapisanych grach: „Kontynuuj…” → „Hostuj ponownie” hostuje ją dalej z tym samym kodem.</source>
        <translation>The players on the network lose their connection to the game. The game stays among the saved games: “Continue…” → “Host again” hosts it on with the same code.</translation>
    </message>
    <message>
        <source>Zwolnij miejsce</source>
        <translation>Free a seat</translation>
    </message>
    <message>
        <source>Czyje miejsce zwolnić? Gracz straci do niego dostęp ze swojego komputera; następna osoba, która dołączy, zajmie je i zagra dalej.</source>
        <translation>Whose seat should be freed? The player loses it on their computer; the next person to join takes it and plays on.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Gra w sieci</source>
        <extracomment>The player would rather host a game (the launcher opens the host dialog).</extracomment>
        <translation>Network game</translation>
    </message>
    <message>
        <source>&amp;Szukaj gier w sieci</source>
        <translation>&amp;Search for games on the network</translation>
    </message>
    <message>
        <source>np. 192.168.1.20:5050</source>
        <translation>e.g. 192.168.1.20:5050</translation>
    </message>
    <message>
        <source>&amp;Adres gospodarza:</source>
        <translation>&amp;Host&apos;s address:</translation>
    </message>
    <message>
        <source>&amp;Imię:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Kod gry:</source>
        <translation>Game &amp;code:</translation>
    </message>
    <message>
        <source>&amp;Dołącz</source>
        <translation>&amp;Join</translation>
    </message>
    <message>
        <source>&amp;Hostuj grę…</source>
        <translation>Host a &amp;game…</translation>
    </message>
    <message>
        <source>Gry ogłaszane w tej sieci:</source>
        <translation>Games announced on this network:</translation>
    </message>
    <message>
        <source>Szukam…</source>
        <translation>Searching…</translation>
    </message>
    <message>
        <source>{game} ({rules}) — {host}, wolne miejsca: {free} z {players}
    {address}, odcisk klucza {fingerprint}</source>
        <translation>{game} ({rules}) — {host}, free seats: {free} of {players}
    {address}, key fingerprint {fingerprint}</translation>
    </message>
    <message>
        <source>Podaj kod gry z ekranu gospodarza (co najmniej 6 liter i cyfr).</source>
        <translation>Give the game&apos;s code from the host&apos;s screen (at least 6 letters and digits).</translation>
    </message>
    <message>
        <source>Nie znaleziono gier; wpisz adres gospodarza.</source>
        <translation>No games found; type the host&apos;s address.</translation>
    </message>
    <message>
        <source>Nie można szukać gier: {error}</source>
        <translation>Cannot search for games: {error}</translation>
    </message>
    <message>
        <source>Adres to HOST:PORT, np. 192.168.1.20:5050.</source>
        <translation>The address is HOST:PORT, e.g. 192.168.1.20:5050.</translation>
    </message>
    <message>
        <source>Podaj imię (do 100 znaków).</source>
        <translation>Give your name (up to 100 characters).</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>Gry słowne</source>
        <extracomment>Room around a game&apos;s row in the list, and between its picture and its text. What this computer remembers of network play (its seats in games hosted elsewhere), beside the saved games (:meth:`set_store`). The games listed, from the catalogue (no engine is loaded until one is needed).</extracomment>
        <translation>Gry słowne</translation>
    </message>
    <message>
        <source>Gry w słowa dla kilku osób — przy jednym komputerze albo w sieci</source>
        <translation>Word games for several people — at one computer or over the network</translation>
    </message>
    <message>
        <source>&amp;Nowa gra…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Kontynuuj…</source>
        <translation>&amp;Continue…</translation>
    </message>
    <message>
        <source>&amp;Ustawienia…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Zasady…</source>
        <translation>&amp;Rules…</translation>
    </message>
    <message>
        <source>&amp;Historia…</source>
        <translation>H&amp;istory…</translation>
    </message>
    <message>
        <source>Gra w &amp;sieci…</source>
        <translation>Net&amp;work game…</translation>
    </message>
    <message>
        <source>Zak&amp;ończ</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Dysk jest pełny: gry nie są zapisywane. Zwolnij miejsce na dysku.</source>
        <extracomment>Said all along while the app runs without saving (None: it saves).</extracomment>
        <translation>The disk is full: games are not being saved. Free some space on the disk.</translation>
    </message>
    <message>
        <source>Gry nie są zapisywane (problem z plikiem zapisu).</source>
        <translation>Games are not being saved (a problem with the saved-games file).</translation>
    </message>
    <message>
        <source>Trzy gry z literami: krzyżówka na stole, własna krzyżówka, najdłuższe słowo.</source>
        <translation>Three letter games: a crossword on the table, your own crossword, the longest word.</translation>
    </message>
    <message>
        <source>Wszyscy naraz: najdłuższe słowo z 8 kart, zanim przesypie się klepsydra.</source>
        <translation>Everyone at once: the longest word from 8 cards before the sand runs out.</translation>
    </message>
    <message>
        <source>Klasyczna krzyżówka na planszy 15×15 z premiami — po polsku albo po angielsku.</source>
        <translation>The classic crossword game on a 15×15 board with premium squares — in Polish or in English.</translation>
    </message>
    <message>
        <source>Słowo czytane ścieżką żetonów na planszy 7×7; otocz ciemne pola, by mieć premie.</source>
        <translation>A word read along a path of tokens on a 7×7 board; surround the dark squares for bonuses.</translation>
    </message>
    <message>
        <source>&amp;Gra</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>Sprawdź s&amp;łowo…</source>
        <translation>&amp;Look up a word…</translation>
    </message>
    <message>
        <source>&amp;Statystyki…</source>
        <translation>Sta&amp;tistics…</translation>
    </message>
    <message>
        <source>&amp;Zakończ</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>• {rules} ({min}–{max} graczy, także solo)</source>
        <translation>• {rules} ({min}–{max} players, solo too)</translation>
    </message>
    <message>
        <source>• {rules} ({min}–{max} graczy)</source>
        <translation>• {rules} ({min}–{max} players)</translation>
    </message>
    <message>
        <source>Odmiany:
{rules}</source>
        <translation>Variants:
{rules}</translation>
    </message>
    <message>
        <source>Tej gry nie da się jeszcze rozegrać w tym programie.</source>
        <translation>This game cannot be played in this app yet.</translation>
    </message>
    <message>
        <source>&amp;Kontynuuj ({n})…</source>
        <translation>&amp;Continue ({n})…</translation>
    </message>
    <message>
        <source>Nie można hostować gry</source>
        <translation>Cannot host the game</translation>
    </message>
    <message>
        <source>Port jest zajęty</source>
        <translation>The port is taken</translation>
    </message>
    <message>
        <source>Port {port} jest zajęty (używa go inny program). Hostować grę na innym, wolnym porcie? Kod gry zostaje ten sam; gracze w sieci dołączą pod nowym adresem, który pokaże okno hostowania.</source>
        <translation>Port {port} is taken (another program uses it). Host the game on another, free port? The game code stays the same; the players on the network join at the new address the hosting window shows.</translation>
    </message>
    <message>
        <source>&amp;Hostuj na innym porcie</source>
        <translation>&amp;Host on another port</translation>
    </message>
    <message>
        <source>&amp;Graj z wbudowanym słownikiem</source>
        <translation>&amp;Play with the built-in dictionary</translation>
    </message>
    <message>
        <source>Nie można odtworzyć gry</source>
        <translation>Cannot replay the game</translation>
    </message>
    <message>
        <source>Nie można zacząć gry</source>
        <translation>Cannot start the game</translation>
    </message>
    <message>
        <source>Nie można wznowić gry</source>
        <translation>Cannot resume the game</translation>
    </message>
    <message>
        <source>Inny słownik jest w użyciu</source>
        <translation>Another dictionary is in use</translation>
    </message>
    <message>
        <source>Otwarta gra używa słownika „{other}”, a ta — „{this}”. Zamknij tamtą grę, aby otworzyć tę.</source>
        <translation>An open game uses the dictionary “{other}”, and this one “{this}”. Close that game to open this one.</translation>
    </message>
    <message>
        <source>Dokończyć ją ze słownikiem {shipped}? Słowa zagrane dotąd zostają, a gra będzie odtąd zapisana z tym słownikiem.</source>
        <translation>Finish it with the dictionary {shipped}? The words played so far stay, and the game is saved with that dictionary from now on.</translation>
    </message>
    <message>
        <source>Brak listy słów</source>
        <translation>Word list missing</translation>
    </message>
    <message>
        <source>Tej gry nie da się dokończyć ze słownikiem {shipped}: zagrano w niej słowa, których on nie zna. Zainstaluj z powrotem listę „{name}”.</source>
        <translation>This game cannot be finished with the dictionary {shipped}: it has words that dictionary does not know. Install the list “{name}” again.</translation>
    </message>
    <message>
        <source>Nie można otworzyć gry</source>
        <translation>Cannot open the game</translation>
    </message>
</context>
<context>
    <name>MissedWordsPanel</name>
    <message>
        <source>Co było możliwe: szukam najlepszych słów…</source>
        <extracomment>A word was clicked: look it up. The move searched for: its number in the game. Busy while a search runs (how long it takes is not known in advance).</extracomment>
        <translation>What was possible: looking for the best words…</translation>
    </message>
    <message>
        <source>Co było możliwe: szukam najlepszych ruchów…</source>
        <translation>What was possible: searching for the best moves…</translation>
    </message>
    <message>
        <source>Co było możliwe</source>
        <translation>What was possible</translation>
    </message>
    <message>
        <source>Nie było jeszcze twojego ruchu.</source>
        <translation>You have not moved yet.</translation>
    </message>
    <message>
        <source>{move} ({points} pkt)</source>
        <translation>{move} ({points} pts)</translation>
    </message>
    <message>
        <source>bez ruchu na planszy (pas albo wymiana)</source>
        <translation>no move on the board (a pass or an exchange)</translation>
    </message>
    <message>
        <source>ruch {n}: {name}</source>
        <translation>move {n}: {name}</translation>
    </message>
    <message>
        <source>zagrane: </source>
        <translation>played: </translation>
    </message>
    <message>
        <source>Nie było żadnego ruchu na planszy.</source>
        <translation>There was no move on the board.</translation>
    </message>
    <message>
        <source>najlepsze możliwe:</source>
        <translation>best possible:</translation>
    </message>
    <message>
        <source>To był najlepszy ruch.</source>
        <translation>That was the best move.</translation>
    </message>
    <message>
        <source>Nie udało się znaleźć najlepszych słów: {error}</source>
        <translation>Could not find the best words: {error}</translation>
    </message>
    <message>
        <source>Ścieżka: {squares}</source>
        <translation>Path: {squares}</translation>
    </message>
    <message>
        <source>{word} ({points} pkt)</source>
        <translation>{word} ({points} pts)</translation>
    </message>
    <message>
        <source>bez słowa</source>
        <translation>no word</translation>
    </message>
    <message>
        <source>nie było słowa</source>
        <translation>there was no word</translation>
    </message>
    <message>
        <source>to było najlepsze</source>
        <translation>that was the best</translation>
    </message>
    <message>
        <source>zagrane</source>
        <translation>played</translation>
    </message>
    <message>
        <source>najlepsze możliwe</source>
        <translation>best possible</translation>
    </message>
</context>
<context>
    <name>MoveSheet</name>
    <message>
        <source>Gracz</source>
        <extracomment>The move as the game writes it (a word, ``8H KOT``, &quot;pas&quot;, &quot;wymiana (2)&quot;). Whether the points count towards the player&apos;s total. A move taken back (a wrong word challenged off, a lost turn): shown in red. Its place in the game&apos;s history, which &quot;what was possible&quot; asks about (None: a move taken back, which has none). The rows a sheet asks room for: the last several moves (issue #28, item 3)… …and the fewest it settles for when a side column is short of room (:func:`gui.games.board_turns.board_beside_panel`). &quot;What was possible&quot; for this turn of the history (:attr:`SheetEntry.turn`) was asked for. Each row&apos;s place in the history (:attr:`SheetEntry.turn`).</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Ruch</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Pkt</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Razem</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Co było możliwe?</source>
        <translation>What was possible?</translation>
    </message>
    <message>
        <source>wymiana 1 płytki</source>
        <translation>exchanged 1 tile</translation>
    </message>
    <message>
        <source>wymiana {n} płytek</source>
        <translation>exchanged {n} tiles</translation>
    </message>
    <message>
        <source>pas</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>pas (koniec czasu)</source>
        <translation>pass (time up)</translation>
    </message>
</context>
<context>
    <name>NetworkConnection</name>
    <message>
        <source>Brak połączenia z gospodarzem gry.</source>
        <translation>No connection to the game&apos;s host.</translation>
    </message>
    <message>
        <source>Zły kod gry.</source>
        <translation>Wrong game code.</translation>
    </message>
    <message>
        <source>Nie ma wolnego miejsca (i nikt nie gra pod tym imieniem).</source>
        <translation>No free seat (and nobody plays under this name).</translation>
    </message>
    <message>
        <source>Twoje miejsce zajęło inne połączenie z tego miejsca.</source>
        <translation>Another connection with this seat took it over.</translation>
    </message>
    <message>
        <source>Gospodarz przestał hostować grę. Gra jest zapisana u gospodarza: gdy znów ją udostępni, wrócisz do niej przyciskiem „Połącz ponownie”.</source>
        <translation>The host stopped hosting the game. The game is saved on the host: once it is hosted again, “Connect again” brings you back to it.</translation>
    </message>
    <message>
        <source>Miejsce o tym imieniu ma już gracz, a ten komputer nie ma jego klucza. Wybierz inne imię albo poproś gospodarza, by zwolnił to miejsce.</source>
        <translation>The seat of that name has a player, and this computer does not hold its key. Choose another name, or ask the host to free that seat.</translation>
    </message>
    <message>
        <source>Gospodarz nie zna już twojego miejsca (może je zwolnił). Połącz się ponownie, by zająć wolne miejsce.</source>
        <translation>The host no longer knows your seat (it may have freed it). Connect again to take a free seat.</translation>
    </message>
    <message>
        <source>Gospodarz zwolnił twoje miejsce dla kogoś innego.</source>
        <translation>The host freed your seat for someone else.</translation>
    </message>
    <message>
        <source>Za dużo prób połączenia z tego komputera; spróbuj za minutę.</source>
        <translation>Too many tries from this computer; try again in a minute.</translation>
    </message>
    <message>
        <source>Połączenie było zbyt wolne; spróbuj ponownie.</source>
        <translation>The connection was too slow; try again.</translation>
    </message>
    <message>
        <source>Gospodarz ma zbyt wiele połączeń; spróbuj ponownie.</source>
        <translation>The host has too many connections; try again.</translation>
    </message>
    <message>
        <source>Gospodarz ma inną wersję programu Gry słowne. Zaktualizuj program (tu albo u gospodarza), by grać razem.</source>
        <translation>The host runs another version of Gry słowne. Update the app (here or on the host) to play together.</translation>
    </message>
    <message>
        <source>Gospodarz nie potwierdził swojego klucza — to może nie być twój gospodarz.</source>
        <translation>The host did not prove its key — it may not be your host.</translation>
    </message>
    <message>
        <source>Nie połączono z gospodarzem o zmienionym kluczu.</source>
        <translation>Not connected to a host whose key has changed.</translation>
    </message>
    <message>
        <source>Gospodarz zerwał połączenie ({reason}).</source>
        <translation>The host closed the connection ({reason}).</translation>
    </message>
</context>
<context>
    <name>NetworkGameWindow</name>
    <message>
        <source>Łączenie z {address}…</source>
        <translation>Connecting to {address}…</translation>
    </message>
    <message>
        <source>Połączono z {address}</source>
        <extracomment>Redraws the host&apos;s clocks between its messages.</extracomment>
        <translation>Connected to {address}</translation>
    </message>
    <message>
        <source>Brak połączenia z {address}</source>
        <translation>No connection to {address}</translation>
    </message>
    <message>
        <source>Łączenie ponownie…</source>
        <translation>Connecting again…</translation>
    </message>
    <message>
        <source>Bez połączenia: {names}</source>
        <translation>Disconnected: {names}</translation>
    </message>
    <message>
        <source>Komputer (za: {name})</source>
        <translation>The computer (for {name})</translation>
    </message>
    <message>
        <source>Czekamy, aż wszyscy usiądą do gry…</source>
        <translation>Waiting for everyone to take their seats…</translation>
    </message>
    <message>
        <source>Gra w sieci — {name}</source>
        <translation>Network game — {name}</translation>
    </message>
    <message>
        <source>Połącz ponown&amp;ie</source>
        <translation>C&amp;onnect again</translation>
    </message>
    <message>
        <source>Czekamy na: {names}</source>
        <translation>Waiting for: {names}</translation>
    </message>
    <message>
        <source>Czekasz na ruch innych graczy.</source>
        <translation>You are waiting for the other players&apos; moves.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Nowa gra — {game}</source>
        <extracomment>A new game starts with this many seats when the rule set allows it. The option a game uses for how words are checked, and the preference values (Ustawienia → Sprawdzanie słów) that pre-fill it, as the option values they stand for. Options that mean something only for some numbers of players: (game id, option key) → (fewest, most). The new-game dialog hides them otherwise (the engine&apos;s default applies). The name the dialog filled in last (&quot;&quot;: none yet). One tick per seat-by-seat option (by option key). Per rule set, the options chosen for its last game (they pre-fill the options). Per language, the player&apos;s own list new games use (absent or None: the shipped one). The &quot;word checking&quot; preference, which pre-fills the game&apos;s checking option. Remembered players: humans fill the seats; any name chosen brings back its kind and level of last time. The game&apos;s seed: random, but a test may set it before accepting.</extracomment>
        <translation>New game — {game}</translation>
    </message>
    <message>
        <source> graczy</source>
        <translation> players</translation>
    </message>
    <message>
        <source>&amp;Zasady:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Liczba graczy:</source>
        <translation>&amp;Number of players:</translation>
    </message>
    <message>
        <source>Zmiana: Ustawienia → Słownik</source>
        <translation>To change: Settings → Dictionary</translation>
    </message>
    <message>
        <source>Słownik:</source>
        <translation>Dictionary:</translation>
    </message>
    <message>
        <source>Gracze</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Imię</source>
        <extracomment>The seat grid&apos;s column headers: number, name, who plays, level.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kto gra</source>
        <translation>Who plays</translation>
    </message>
    <message>
        <source>Poziom</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Ustawienia gry</source>
        <extracomment>Seat-by-seat options of every rule set, by key, and their column headers.</extracomment>
        <translation>Game settings</translation>
    </message>
    <message>
        <source>&amp;Graj</source>
        <extracomment>Free word-list options (house rules), typed as words. What an option changes in the rulebook&apos;s game, said under it (by option key). The option key of each row of the options form, in order. What a choice of seats means for the game (GRA II: a computer&apos;s time per tile).</extracomment>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>{n}.</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>człowiek</source>
        <translation>human</translation>
    </message>
    <message>
        <source>komputer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>Gracz {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <source>Komputer też układa na czas: {name} kładzie płytkę co {pace} s, więc wszystkie {tiles} płytek może ułożyć w {time}. Kto pierwszy ułoży wszystkie płytki, kończy rundę: jego czas staje się czasem rundy dla każdego gracza.</source>
        <translation>The computer builds against the clock too: {name} lays a tile every {pace} s, so it may lay all {tiles} tiles in {time}. Whoever lays all their tiles first ends the round: their time becomes the round time for every player.</translation>
    </message>
    <message>
        <source>słowa oddzielone spacjami (puste: brak)</source>
        <translation>words separated by spaces (empty: none)</translation>
    </message>
    <message>
        <source> gracz</source>
        <translation> player</translation>
    </message>
    <message>
        <source>Każdy gracz musi mieć imię.</source>
        <translation>Every player needs a name.</translation>
    </message>
    <message>
        <source>Imiona graczy muszą się różnić.</source>
        <translation>The players&apos; names must differ.</translation>
    </message>
    <message>
        <source>„{option}”: słowa mogą mieć tylko litery alfabetu tej gry.</source>
        <translation>“{option}”: words may only use the letters of this game&apos;s alphabet.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Ustawienia</source>
        <extracomment>Characters a list&apos;s name may not have, replaced when it is made from a file name.</extracomment>
        <translation>Settings</translation>
    </message>
    <message>
        <source>automatyczne</source>
        <translation>automatic</translation>
    </message>
    <message>
        <source>zgłaszanie (sprawdzenie na wezwanie)</source>
        <translation>challenge (checked when challenged)</translation>
    </message>
    <message>
        <source>&amp;Język:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>&amp;Sprawdzanie słów:</source>
        <translation>&amp;Word checking:</translation>
    </message>
    <message>
        <source>Nowy język będzie widoczny po ponownym uruchomieniu programu.</source>
        <translation>The new language shows after the app is restarted.</translation>
    </message>
    <message>
        <source>Automatyczne: słowa spoza słownika są od razu odrzucane. Zgłaszanie: słowo zostaje na stole, a pozostali gracze mogą zażądać sprawdzenia (w grach, które to przewidują).</source>
        <translation>Automatic: words not in the dictionary are refused at once. Challenge: the word stays on the table and the other players may challenge it (in games that allow it).</translation>
    </message>
    <message>
        <source>Wygląd i dźwięk</source>
        <translation>Look and sound</translation>
    </message>
    <message>
        <source>systemowy</source>
        <translation>system</translation>
    </message>
    <message>
        <source>jasny</source>
        <translation>light</translation>
    </message>
    <message>
        <source>ciemny</source>
        <translation>dark</translation>
    </message>
    <message>
        <source>systemowa</source>
        <translation>system</translation>
    </message>
    <message>
        <source>{n} pt</source>
        <translation>{n} pt</translation>
    </message>
    <message>
        <source>Dźwięki (płytka, zmiana tury, ostatnie sekundy, klepsydra)</source>
        <translation>Sounds (tile, turn change, last seconds, hourglass)</translation>
    </message>
    <message>
        <source>Ogranicz animacje</source>
        <translation>Reduce motion</translation>
    </message>
    <message>
        <source>&amp;Motyw:</source>
        <translation>&amp;Theme:</translation>
    </message>
    <message>
        <source>&amp;Czcionka:</source>
        <translation>F&amp;ont:</translation>
    </message>
    <message>
        <source>Komputer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Łatwy i średni myślą jak człowiek (1–3 s)</source>
        <translation>Easy and medium take a human&apos;s time (1–3 s)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Tyle myśli mistrz (gra w krzyżówkę) nad ruchem na szybkim komputerze; dłużej: gra mocniej. Wolniejszy lub zajęty komputer myśli dłużej, ale wybiera te same ruchy.</source>
        <translation>How long the master (crossword game) thinks over a move on a fast computer; longer plays stronger. A slower or busy computer takes longer but chooses the same moves.</translation>
    </message>
    <message>
        <source>Czas namysłu m&amp;istrza:</source>
        <translation>&amp;Master&apos;s time to think:</translation>
    </message>
    <message>
        <source>Słownik</source>
        <translation>Dictionary</translation>
    </message>
    <message>
        <source>Gry po &amp;polsku:</source>
        <translation>&amp;Polish games:</translation>
    </message>
    <message>
        <source>Gry po &amp;angielsku:</source>
        <translation>&amp;English games:</translation>
    </message>
    <message>
        <source>&amp;Usuń listę</source>
        <translation>&amp;Remove list</translation>
    </message>
    <message>
        <source>Zainstalowane &amp;listy:</source>
        <translation>Installe&amp;d lists:</translation>
    </message>
    <message>
        <source>&amp;Wybierz…</source>
        <translation>&amp;Choose…</translation>
    </message>
    <message>
        <source>&amp;Zainstaluj</source>
        <translation>&amp;Install</translation>
    </message>
    <message>
        <source>P&amp;rzerwij</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>Nowa lista — pli&amp;k:</source>
        <translation>New list — &amp;file:</translation>
    </message>
    <message>
        <source>&amp;Nazwa listy:</source>
        <translation>List &amp;name:</translation>
    </message>
    <message>
        <source>Język lis&amp;ty:</source>
        <translation>List lan&amp;guage:</translation>
    </message>
    <message>
        <source>Wbudowany (sjp.pl): lista pisowni sjp.pl oczyszczona do gier, słów: {count}. Przyjmuje ok. 99,7&#xa0;% form oficjalnej listy turniejowej (OSPS) i ma ok. 1,5&#xa0;mln form, których ta nie ma (połowa z nich to słowa dłuższe niż 15 liter). Lista słów to plik UTF-8, jedno słowo w wierszu; listę dopuszczalnych w grach (slowa.txt) można pobrać ze strony sjp.pl, zgodnie z jej licencją.</source>
        <translation>Built-in (sjp.pl): sjp.pl&apos;s spelling list cleaned for games, {count} words. It accepts about 99.7&#xa0;% of the forms of the official tournament list (OSPS) and has about 1.5&#xa0;million forms that list lacks (half of them words longer than 15 letters). A word list is a UTF-8 file, one word per line; sjp.pl&apos;s list of words allowed in games (slowa.txt) can be downloaded from sjp.pl, under its licence.</translation>
    </message>
    <message>
        <source>Wybierz listę słów</source>
        <translation>Choose a word list</translation>
    </message>
    <message>
        <source>Listy słów (*.txt)</source>
        <translation>Word lists (*.txt)</translation>
    </message>
    <message>
        <source>Wszystkie pliki (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Wybierz plik z listą słów.</source>
        <translation>Choose a word-list file.</translation>
    </message>
    <message>
        <source>Instalowanie listy „{name}”…</source>
        <translation>Installing the list “{name}”…</translation>
    </message>
    <message>
        <source>Przerwano: nic nie zainstalowano.</source>
        <translation>Stopped: nothing was installed.</translation>
    </message>
    <message>
        <source>Zainstalowano listę {list}.</source>
        <translation>Installed the list {list}.</translation>
    </message>
    <message>
        <source>Nie udało się zainstalować listy: {error}</source>
        <translation>Could not install the list: {error}</translation>
    </message>
    <message>
        <source>Usunąć listę słów?</source>
        <translation>Remove the word list?</translation>
    </message>
    <message>
        <source>Usunąć listę „{name}”? Zapisanych gier z tą listą nie da się potem dokończyć z nią (można je dokończyć z wbudowanym słownikiem).</source>
        <translation>Remove the list “{name}”? Saved games played with it cannot be finished with it afterwards (they can be finished with the built-in dictionary).</translation>
    </message>
    <message>
        <source>&amp;Usuń</source>
        <translation>&amp;Delete</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pozostali gracze nie powinni teraz patrzeć na ekran.</source>
        <translation>The other players should not look at the screen now.</translation>
    </message>
    <message>
        <source>Gotowe — &amp;pokaż moje litery</source>
        <extracomment>A game&apos;s own line (e.g. &quot;your time starts when you press the button&quot;).</extracomment>
        <translation>Ready — &amp;show my letters</translation>
    </message>
    <message>
        <source>Przekaż komputer graczowi {name} — gotowe?</source>
        <translation>Hand the computer to {name} — ready?</translation>
    </message>
</context>
<context>
    <name>RackWidget</name>
    <message>
        <source>Stojak</source>
        <extracomment>A tile was clicked (no drag): its position. A tile was dragged to another place in the rack: (from position, to position). A tile being placed was dragged back from the board: (square, rack position). Where in the row each tile stands, and the empty places (see :meth:`set_tiles`). Whether clicks and drags count (off while it is not this player&apos;s turn).</extracomment>
        <translation>Rack</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Nie znam takich zasad gry</source>
        <translation>Unknown rules</translation>
    </message>
    <message>
        <source>W tę grę gra od {min} do {max} graczy</source>
        <translation>This game is for {min} to {max} players</translation>
    </message>
    <message>
        <source>Niedozwolone ustawienie: {option}</source>
        <translation>Setting not allowed: {option}</translation>
    </message>
    <message>
        <source>Gra już się skończyła</source>
        <translation>The game is already over</translation>
    </message>
    <message>
        <source>To nie twoja kolej</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <source>Nie ma takiego gracza w tej grze</source>
        <translation>There is no such player in this game</translation>
    </message>
    <message>
        <source>Ten ruch jest uszkodzony i nie da się go odczytać</source>
        <translation>This move is damaged and cannot be read</translation>
    </message>
    <message>
        <source>Ruch w tej rundzie został już zgłoszony</source>
        <translation>A move has already been submitted this round</translation>
    </message>
    <message>
        <source>Ta gra nie zna takiego ruchu</source>
        <translation>This game has no such move</translation>
    </message>
    <message>
        <source>Najpierw wpisz słowo</source>
        <translation>Type a word first</translation>
    </message>
    <message>
        <source>„{word}” nie ma w słowniku</source>
        <translation>“{word}” is not in the dictionary</translation>
    </message>
    <message>
        <source>W „{word}” są znaki spoza alfabetu gry: {letters}</source>
        <translation>“{word}” has characters outside the game&apos;s alphabet: {letters}</translation>
    </message>
    <message>
        <source>Nie masz liter na „{word}”</source>
        <translation>You do not have the letters for “{word}”</translation>
    </message>
    <message>
        <source>Pierwsze słowo rundy musi mieć co najmniej {min_length} liter</source>
        <translation>The first word of a round must have at least {min_length} letters</translation>
    </message>
    <message>
        <source>W worku nie ma tylu liter</source>
        <translation>There are not that many letters in the bag</translation>
    </message>
    <message>
        <source>Teraz nie można tego zrobić</source>
        <translation>This cannot be done now</translation>
    </message>
    <message>
        <source>„{word}” to to samo słowo co „{earlier}” z wcześniejszej rundy</source>
        <translation>“{word}” is the same word as “{earlier}” from an earlier round</translation>
    </message>
    <message>
        <source>„{word}” jest z tej samej rodziny co „{earlier}” z wcześniejszej rundy</source>
        <translation>“{word}” is of the same family as “{earlier}” from an earlier round</translation>
    </message>
    <message>
        <source>To nie jest właściwy moment na ten ruch</source>
        <translation>This is not the right moment for this move</translation>
    </message>
    <message>
        <source>Tego słowa nie można zakwestionować</source>
        <translation>This word cannot be challenged</translation>
    </message>
    <message>
        <source>To słowo zostało już zakwestionowane</source>
        <translation>This word has already been challenged</translation>
    </message>
    <message>
        <source>Poprawić (PORADA) można tylko słowo skreślone po wyzwaniu, raz</source>
        <translation>Only a word struck by a challenge may be corrected (PORADA), once</translation>
    </message>
    <message>
        <source>„{word}” to nie „{written}” poprawione: wybierz jedno z zapisanych słów albo popraw najwyżej dwie litery</source>
        <translation>“{word}” is not “{written}” corrected: choose one of the words written or change at most two letters</translation>
    </message>
    <message>
        <source>Na stole musi leżeć {needed} kart, a leży {cards}</source>
        <translation>The table must hold {needed} cards, not {cards}</translation>
    </message>
    <message>
        <source>Karty „{card}” nie ma w talii</source>
        <translation>There is no “{card}” card in the deck</translation>
    </message>
    <message>
        <source>Za dużo kart „{card}” na stole ({count})</source>
        <translation>Too many “{card}” cards on the table ({count})</translation>
    </message>
    <message>
        <source>Za dużo rzadkich kart na stole ({count})</source>
        <translation>Too many rare cards on the table ({count})</translation>
    </message>
    <message>
        <source>„{square}” nie jest polem planszy</source>
        <translation>“{square}” is not a square of the board</translation>
    </message>
    <message>
        <source>Słowo wychodzi poza planszę</source>
        <translation>The word runs off the board</translation>
    </message>
    <message>
        <source>Nowe płytki muszą leżeć w jednym rzędzie albo jednej kolumnie</source>
        <translation>New tiles must lie in one row or one column</translation>
    </message>
    <message>
        <source>Między nowymi płytkami nie może być przerwy</source>
        <translation>There may be no gap between the new tiles</translation>
    </message>
    <message>
        <source>Pole {square} jest już zajęte</source>
        <translation>Square {square} is taken already</translation>
    </message>
    <message>
        <source>Na polu {square} leży już inna litera niż „{letter}”</source>
        <translation>Square {square} already holds a letter other than “{letter}”</translation>
    </message>
    <message>
        <source>Połóż co najmniej jedną nową płytkę</source>
        <translation>Place at least one new tile</translation>
    </message>
    <message>
        <source>Słowo „{word}” styka się z innymi literami: całe słowo to „{whole}”</source>
        <translation>“{word}” touches other letters: the whole word is “{whole}”</translation>
    </message>
    <message>
        <source>Słowo musi mieć co najmniej {min_length} litery</source>
        <translation>A word needs at least {min_length} letters</translation>
    </message>
    <message>
        <source>Nowe słowo musi się łączyć ze słowami na planszy</source>
        <translation>The new word must connect with the words on the board</translation>
    </message>
    <message>
        <source>Pierwsze słowo musi przechodzić przez środkowe pole ({square})</source>
        <translation>The first word must cover the centre square ({square})</translation>
    </message>
    <message>
        <source>Pierwszy ruch musi mieć co najmniej {min_tiles} płytki</source>
        <translation>The first move needs at least {min_tiles} tiles</translation>
    </message>
    <message>
        <source>Wybierz płytki do wymiany</source>
        <translation>Choose the tiles to exchange</translation>
    </message>
    <message>
        <source>Nie masz już podpowiedzi</source>
        <translation>You have no hints left</translation>
    </message>
    <message>
        <source>Podpowiedź jest już widoczna</source>
        <translation>A hint is shown already</translation>
    </message>
    <message>
        <source>Nie ma pokazanej podpowiedzi</source>
        <translation>No hint is shown</translation>
    </message>
    <message>
        <source>Nie znaleziono żadnego ruchu</source>
        <translation>No move was found</translation>
    </message>
    <message>
        <source>Nie ma czego kwestionować</source>
        <translation>There is nothing to challenge</translation>
    </message>
    <message>
        <source>Najpierw trzeba rozstrzygnąć wyzwanie</source>
        <translation>The challenge must be settled first</translation>
    </message>
    <message>
        <source>Na ciemnym polu {square} nie kładzie się żetonów</source>
        <translation>No token goes on the dark square {square}</translation>
    </message>
    <message>
        <source>Pola {square} i {next} nie stykają się bokiem</source>
        <translation>Squares {square} and {next} do not share a side</translation>
    </message>
    <message>
        <source>Pola {square} i {next} nie stykają się ani bokiem, ani rogiem</source>
        <translation>Squares {square} and {next} touch neither by a side nor by a corner</translation>
    </message>
    <message>
        <source>Ścieżka ma inną liczbę pól ({squares}) niż słowo liter ({letters})</source>
        <translation>The path has {squares} squares but the word has {letters} letters</translation>
    </message>
    <message>
        <source>Żeton z pola {square} można użyć w słowie tylko raz</source>
        <translation>The token on {square} can be used only once in the word</translation>
    </message>
    <message>
        <source>Na polu {square} nie ma żetonu</source>
        <translation>There is no token on {square}</translation>
    </message>
    <message>
        <source>Żeton z pola {square} musi być częścią słowa</source>
        <translation>The token on {square} must be part of the word</translation>
    </message>
    <message>
        <source>Słowo musi zawierać co najmniej jedną literę, która już leżała na planszy</source>
        <translation>The word must use at least one letter that was already on the board</translation>
    </message>
    <message>
        <source>„{word}”: spójnik/partykuła/wykrzyknik — w tej grze nie liczy się</source>
        <translation>“{word}”: a conjunction/particle/interjection — it does not count in this game</translation>
    </message>
    <message>
        <source>Zasady tej gry nie pozwalają tu cofać ruchów</source>
        <translation>The rules of this game do not allow taking back moves here</translation>
    </message>
    <message>
        <source>Nie ma ruchu do cofnięcia</source>
        <translation>There is no move to take back</translation>
    </message>
    <message>
        <source>Gospodarz nie mógł zapisać ruchu ({why}); nic nie zostało zagrane — spróbuj za chwilę</source>
        <translation>The host could not save the move ({why}); nothing was played — try again in a moment</translation>
    </message>
    <message>
        <source>Połóż co najmniej jeden nowy żeton</source>
        <translation>Place at least one new token</translation>
    </message>
    <message>
        <source>Każdy nowy żeton musi stykać się bokiem z żetonem na planszy</source>
        <translation>Every new token must touch a token on the board by a side</translation>
    </message>
    <message>
        <source>Wybierz żetony do wymiany</source>
        <translation>Choose the tokens to exchange</translation>
    </message>
    <message>
        <source>W puli nie ma tylu żetonów</source>
        <translation>The pool does not hold that many tokens</translation>
    </message>
    <message>
        <source>Słowo musi przecinać albo przedłużać słowo leżące na stole</source>
        <translation>The word must cross or extend a word on the table</translation>
    </message>
    <message>
        <source>W puli nie ma tylu płytek</source>
        <translation>The pool does not hold that many tiles</translation>
    </message>
    <message>
        <source>Ten ruch jest niedozwolony ({reason})</source>
        <extracomment>For a reason added to the engine before it gets its own sentence here.</extracomment>
        <translation>This move is not allowed ({reason})</translation>
    </message>
    <message>
        <source>Pole „{field}” nie jest tekstem.</source>
        <translation>The field “{field}” is not text.</translation>
    </message>
    <message>
        <source>Pole „{field}” jest puste.</source>
        <translation>The field “{field}” is empty.</translation>
    </message>
    <message>
        <source>Pole „{field}” jest za długie (najwyżej {most} znaków).</source>
        <translation>The field “{field}” is too long (at most {most} characters).</translation>
    </message>
    <message>
        <source>Pole „{field}” zawiera niedozwolony znak ({code}: połowa pary znaków UTF-16), którego nie da się zapisać.</source>
        <translation>The field “{field}” holds a character that cannot be saved ({code}: half of a UTF-16 pair).</translation>
    </message>
    <message>
        <source>Pole „{field}” zawiera znak sterujący ({code}).</source>
        <translation>The field “{field}” holds a control character ({code}).</translation>
    </message>
    <message>
        <source>Pole „{field}” zawiera niewidoczny znak ({code}), który może udawać inny tekst.</source>
        <translation>The field “{field}” holds an invisible character ({code}) that can make it look like other text.</translation>
    </message>
    <message>
        <source>imię gracza {number}</source>
        <translation>player {number}&apos;s name</translation>
    </message>
    <message>
        <source>ruch {number}</source>
        <translation>move {number}</translation>
    </message>
    <message>
        <source>ustawienie gry</source>
        <translation>game setting</translation>
    </message>
    <message>
        <source>nazwa listy słów</source>
        <translation>word list name</translation>
    </message>
    <message>
        <source>imię</source>
        <translation>name</translation>
    </message>
</context>
<context>
    <name>RecordedPosition</name>
    <message>
        <source>Notatka: {note}</source>
        <translation>Note: {note}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Powtórka: {game} — {players}</source>
        <extracomment>The moves a later take-back undid: listed struck, left out of the summary.</extracomment>
        <translation>Replay: {game} — {players}</translation>
    </message>
    <message>
        <source>Gracz</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Ruch</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Punkty</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Najlepszy ruch</source>
        <translation>Best move</translation>
    </message>
    <message>
        <source>Stracone</source>
        <translation>Missed</translation>
    </message>
    <message>
        <source>Wynik</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Co było &amp;możliwe?</source>
        <translation>What &amp;was possible?</translation>
    </message>
    <message>
        <source>Wynik po każdym ruchu</source>
        <translation>Score after each move</translation>
    </message>
    <message>
        <source>ruch</source>
        <translation>move</translation>
    </message>
    <message>
        <source>Początek (Home)</source>
        <translation>Start (Home)</translation>
    </message>
    <message>
        <source>Ruch wstecz (←)</source>
        <translation>One move back (←)</translation>
    </message>
    <message>
        <source>Ruch naprzód (→)</source>
        <translation>One move forward (→)</translation>
    </message>
    <message>
        <source>Koniec (End)</source>
        <translation>End (End)</translation>
    </message>
    <message>
        <source>Zapisz &amp;wykres…</source>
        <translation>Save the p&amp;lot…</translation>
    </message>
    <message>
        <source>Gra zapisana przez inny program: leksykon {lexicon}, płytki {tiles}.</source>
        <translation>A game recorded by another program: lexicon {lexicon}, tiles {tiles}.</translation>
    </message>
    <message>
        <source>Bez najlepszych ruchów: płytki tej gry nie są płytkami żadnych naszych zasad, więc nasze punkty by się z nią nie zgadzały.</source>
        <translation>No best moves: this game&apos;s tiles are not those of any of our rule sets, so our points would not match it.</translation>
    </message>
    <message>
        <source>Najlepsze ruchy według zasad {rules} i naszego słownika, nie leksykonu {lexicon} z pliku; punkty ruchów — tak, jak je zapisano.</source>
        <translation>Best moves by rule set {rules} and our word list, not the file&apos;s lexicon {lexicon}; the moves&apos; points as written.</translation>
    </message>
    <message>
        <source>(początek)</source>
        <translation>(start)</translation>
    </message>
    <message>
        <source>cofa swój ostatni ruch</source>
        <translation>takes back their last move</translation>
    </message>
    <message>
        <source>{move} (cofnięty)</source>
        <translation>{move} (taken back)</translation>
    </message>
    <message>
        <source>doliczone później</source>
        <translation>counted later</translation>
    </message>
    <message>
        <source>{name}: stracone punkty {missed}, premie za wszystkie litery {bingos}</source>
        <translation>{name}: points missed {missed}, bingos {bingos}</translation>
    </message>
    <message>
        <source>{name}: premie za wszystkie litery {bingos}</source>
        <translation>{name}: bingos {bingos}</translation>
    </message>
    <message>
        <source>Najlepszy ruch gry: {move} ({points} pkt, {name})</source>
        <translation>Best move of the game: {move} ({points} pts, {name})</translation>
    </message>
    <message>
        <source>ruch {n} z {total}</source>
        <translation>move {n} of {total}</translation>
    </message>
    <message>
        <source>Co było możliwe?</source>
        <translation>What was possible?</translation>
    </message>
    <message>
        <source>Najlepsze ruchy i „Co było możliwe?” — po końcu gry: zdradzałyby, co gracze mają na stojakach.</source>
        <translation>Best moves and “What was possible?” — after the game: they would give away what the players have on their racks.</translation>
    </message>
    <message>
        <source>Analiza… %p%</source>
        <translation>Analysing… %p%</translation>
    </message>
    <message>
        <source>Analiza się nie udała: {error}</source>
        <translation>The analysis failed: {error}</translation>
    </message>
    <message>
        <source>Zapisz wykres</source>
        <translation>Save the plot</translation>
    </message>
</context>
<context>
    <name>ResumeHostingDialog</name>
    <message>
        <source>Gra w sieci</source>
        <extracomment>Host the game again, as it was hosted (its id). Play it on this computer, hot seat (its id).</extracomment>
        <translation>Network game</translation>
    </message>
    <message>
        <source>Gra „{game}” ({players}) była hostowana w sieci i nie jest skończona.</source>
        <translation>The game “{game}” ({players}) was hosted on the network and is not finished.</translation>
    </message>
    <message>
        <source>Hostuj ponownie: ten komputer znów jest gospodarzem, z tym samym kodem gry ({code}) i portem ({port}); gracze w sieci wracają do swoich miejsc przyciskiem „Połącz ponownie” albo z „Kontynuuj” (ich komputery pamiętają miejsca).

Graj na tym komputerze: wszyscy grają dalej przy tym jednym ekranie.</source>
        <translation>Host again: this computer hosts the game again, with the same game code ({code}) and port ({port}); the players on the network get back to their seats with “Connect again” or from “Continue” (their computers remember their seats).

Play on this computer: everyone plays on at this one screen.</translation>
    </message>
    <message>
        <source>&amp;Hostuj ponownie</source>
        <translation>&amp;Host again</translation>
    </message>
    <message>
        <source>&amp;Graj na tym komputerze</source>
        <translation>&amp;Play on this computer</translation>
    </message>
</context>
<context>
    <name>RevealTable</name>
    <message>
        <source>Gracz</source>
        <extracomment>The word label of each row (for tests and screen readers).</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Słowo i karty</source>
        <translation>Word and cards</translation>
    </message>
    <message>
        <source>Punkty</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>{points} pkt</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>gracz główny</source>
        <translation>main player</translation>
    </message>
    <message>
        <source>najszybszy gracz</source>
        <translation>fastest player</translation>
    </message>
    <message>
        <source>czas {time}</source>
        <translation>time {time}</translation>
    </message>
    <message>
        <source>brak słowa</source>
        <translation>no word</translation>
    </message>
    <message>
        <source>żadna karta</source>
        <translation>no card</translation>
    </message>
    <message>
        <source>za późno: ponad {seconds} s po najszybszym (0 pkt)</source>
        <translation>too late: over {seconds} s after the fastest (0 pts)</translation>
    </message>
    <message>
        <source>poprawione (PORADA): zapisane „{written}”</source>
        <translation>corrected (PORADA): written “{written}”</translation>
    </message>
    <message>
        <source>kara: {n} × −{points}</source>
        <translation>penalty: {n} × −{points}</translation>
    </message>
    <message>
        <source>skreślone po wyzwaniu (0 pkt, bez bonusu)</source>
        <translation>struck out after a challenge (0 pts, no bonus)</translation>
    </message>
    <message>
        <source>bez słowa (0 pkt)</source>
        <translation>no word (0 pts)</translation>
    </message>
    <message>
        <source>rodzina słowa zaakceptowana przez graczy</source>
        <translation>word family accepted by the players</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>&amp;Popraw słowo</source>
        <extracomment>PORADA: the player at the screen changes their struck word to this one.</extracomment>
        <translation>Co&amp;rrect the word</translation>
    </message>
    <message>
        <source>&amp;Dalej — nie kwestionuję</source>
        <translation>Ne&amp;xt — no challenge</translation>
    </message>
    <message>
        <source>Każdy może zakwestionować słowo innego gracza; rozstrzyga słownik. Słowo niepoprawne (albo z rodziny słowa z wcześniejszej rundy) dostaje 0 pkt i żadnego bonusu; za niesłuszne wyzwanie kwestionujący dostaje karę (−{points} pkt).</source>
        <translation>Anyone may challenge another player’s word; the lexicon decides. An invalid word (or one of the family of an earlier round’s word) scores 0 and no bonus; a wrong challenge costs the challenger a penalty (−{points} pts).</translation>
    </message>
    <message>
        <source>PORADA: jeśli wiadomo, o jakie słowo ci chodziło, popraw „{word}” na jego właściwą formę{choice}:</source>
        <translation>PORADA: if it is clear which word you meant, correct “{word}” to its proper form{choice}:</translation>
    </message>
    <message>
        <source> albo wybierz jedno z zapisanych słów</source>
        <translation> or choose one of the words you wrote</translation>
    </message>
    <message>
        <source>Runda {n} — sprawdzanie słów</source>
        <translation>Round {n} — checking the words</translation>
    </message>
    <message>
        <source>{name}: czy kwestionujesz czyjeś słowo?</source>
        <translation>{name}: do you challenge anyone’s word?</translation>
    </message>
    <message>
        <source>sprawdzone</source>
        <translation>checked</translation>
    </message>
    <message>
        <source>Kwestionuję „{word}”</source>
        <translation>Challenge “{word}”</translation>
    </message>
    <message>
        <source>&amp;Dalej</source>
        <translation>Ne&amp;xt</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>Karty tej rundy</source>
        <extracomment>The round&apos;s cards, small, for reference.</extracomment>
        <translation>This round’s cards</translation>
    </message>
    <message>
        <source>Runda {n} — wyniki</source>
        <translation>Round {n} — results</translation>
    </message>
    <message>
        <source>&amp;Dalej</source>
        <translation>Ne&amp;xt</translation>
    </message>
    <message>
        <source>&amp;Wyniki końcowe</source>
        <translation>&amp;Final results</translation>
    </message>
    <message>
        <source>„1” (zielone)</source>
        <translation>“1” (green)</translation>
    </message>
    <message>
        <source>„2”</source>
        <translation>“2”</translation>
    </message>
    <message>
        <source>dolne (czerwone)</source>
        <translation>bottom (red)</translation>
    </message>
    <message>
        <source>w czasie</source>
        <translation>in time</translation>
    </message>
    <message>
        <source>po czasie (bez bonusu)</source>
        <translation>after the timer (no bonus)</translation>
    </message>
    <message>
        <source>Słowo zapisane {timing}. Klepsydra: pole {before} → {after}.</source>
        <translation>Word written {timing}. Timer: field {before} → {after}.</translation>
    </message>
    <message>
        <source>Słowo warte co najmniej {n} pkt: klepsydra nie schodzi niżej.</source>
        <translation>A word worth at least {n} points: the timer goes no lower.</translation>
    </message>
    <message>
        <source>Słowo warte mniej niż {n} pkt, a klepsydra stała już na dolnym polu: kara −{points} pkt (znak kary na karcie).</source>
        <translation>A word worth less than {n} points with the timer already on the bottom field: a penalty of −{points} points (a penalty mark on the card).</translation>
    </message>
    <message>
        <source>Słowo warte mniej niż {n} pkt: klepsydra schodzi o pole.</source>
        <translation>A word worth less than {n} points: the timer goes down one field.</translation>
    </message>
</context>
<context>
    <name>RoundsTable</name>
    <message>
        <source>Razem</source>
        <extracomment>Room kept either side of a name in its column&apos;s header.</extracomment>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>{game} (w sieci)</source>
        <translation>{game} (network game)</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Kontynuuj grę</source>
        <extracomment>A remembered network seat&apos;s table (the item of a game hosted elsewhere). Join again a game hosted elsewhere (the remembered seat&apos;s table).</extracomment>
        <translation>Continue a game</translation>
    </message>
    <message>
        <source>Gra</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Gracze i wyniki</source>
        <translation>Players and scores</translation>
    </message>
    <message>
        <source>Na ruchu</source>
        <translation>To play</translation>
    </message>
    <message>
        <source>Ruchy</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Ostatnio grana</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>Nie ma niedokończonych gier.</source>
        <translation>There are no unfinished games.</translation>
    </message>
    <message>
        <source>&amp;Wznów</source>
        <translation>&amp;Resume</translation>
    </message>
    <message>
        <source>&amp;Usuń…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>&amp;Zamknij</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>{game} (lista słów „{list}”)</source>
        <translation>{game} (word list “{list}”)</translation>
    </message>
    <message>
        <source>{game} (w sieci, u gospodarza {address})</source>
        <translation>{game} (network game, hosted at {address})</translation>
    </message>
    <message>
        <source>{name} (miejsce {seat} z {players})</source>
        <translation>{name} (seat {seat} of {players})</translation>
    </message>
    <message>
        <source>Zapomnieć miejsce?</source>
        <translation>Forget the seat?</translation>
    </message>
    <message>
        <source>Zapomnieć miejsce w grze „{game}”? Ten komputer nie dołączy już do niej sam; gospodarz może zwolnić to miejsce, by zająć je znowu.</source>
        <translation>Forget the seat in the game “{game}”? This computer will no longer join it by itself; the host may free the seat so it can be taken again.</translation>
    </message>
    <message>
        <source>Zapomnij</source>
        <translation>Forget</translation>
    </message>
    <message>
        <source>Nie zapomniano miejsca</source>
        <translation>The seat was not forgotten</translation>
    </message>
    <message>
        <source>Usunąć grę?</source>
        <translation>Delete the game?</translation>
    </message>
    <message>
        <source>Usunąć niedokończoną grę „{game}” ({players})? Tego nie da się cofnąć.</source>
        <translation>Delete the unfinished game “{game}” ({players})? This cannot be undone.</translation>
    </message>
    <message>
        <source>&amp;Usuń</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Nie usunięto gry</source>
        <translation>The game was not deleted</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Karta wyników: {name}</source>
        <extracomment>The smallest a long word is written before it is cut short. The word written (None: none, or the round is not played yet). Penalty marks earned this round. The round being played: whether this player has written (public). The counted words&apos; sum, all bonuses, the penalty marks and the total (the engine&apos;s). How wide a sheet grows when there is room (long words then keep their size).</extracomment>
        <translation>Score sheet: {name}</translation>
    </message>
    <message>
        <source>{name}: {words} za słowa + {bonuses} bonusów − {penalty} kar = {total}</source>
        <translation>{name}: {words} for words + {bonuses} bonuses − {penalty} penalties = {total}</translation>
    </message>
    <message>
        <source>SŁOWO</source>
        <translation>WORD</translation>
    </message>
    <message>
        <source>WYNIK</source>
        <translation>SCORE</translation>
    </message>
    <message>
        <source>zgłoszone</source>
        <translation>written</translation>
    </message>
    <message>
        <source>pisze…</source>
        <translation>writing…</translation>
    </message>
    <message>
        <source>za późno</source>
        <translation>too late</translation>
    </message>
    <message>
        <source>wyzwanie</source>
        <translation>challenged</translation>
    </message>
    <message>
        <source>Wynik ({n} najlepszych słów)</source>
        <translation>Words (best {n})</translation>
    </message>
    <message>
        <source>Bonusy</source>
        <translation>Bonuses</translation>
    </message>
    <message>
        <source>Kary {marks}</source>
        <translation>Penalties {marks}</translation>
    </message>
    <message>
        <source>ŁĄCZNIE</source>
        <translation>TOTAL</translation>
    </message>
    <message>
        <source>Razem na razie</source>
        <translation>Total so far</translation>
    </message>
</context>
<context>
    <name>ScoresTable</name>
    <message>
        <source>Czas</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Gracz</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Punkty</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Płytki</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Podpowiedzi</source>
        <translation>Hints</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>łatwy</source>
        <extracomment>The generated computer names in every interface language (source and translation), with the number that tells two computers of a game apart (&quot;Komputer 2 (mocny)&quot;).</extracomment>
        <translation>easy</translation>
    </message>
    <message>
        <source>średni</source>
        <translation>medium</translation>
    </message>
    <message>
        <source>mocny</source>
        <translation>strong</translation>
    </message>
    <message>
        <source>mistrz</source>
        <translation>master</translation>
    </message>
    <message>
        <source>Komputer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Komputer {n} ({level})</source>
        <translation>Computer {n} ({level})</translation>
    </message>
    <message>
        <source>{name} (komputer)</source>
        <translation>{name} (computer)</translation>
    </message>
</context>
<context>
    <name>SevenWordsReveal</name>
    <message>
        <source>{challenger} kwestionuje „{word}” ({target}): słowo jest poprawne — {challenger} dostaje karę (−{points}).</source>
        <translation>{challenger} challenges “{word}” ({target}): the word is valid — {challenger} takes a penalty (−{points}).</translation>
    </message>
    <message>
        <source>{challenger} kwestionuje „{word}” ({target}): nie ma go w słowniku — słowo skreślone.</source>
        <translation>{challenger} challenges “{word}” ({target}): not in the lexicon — the word is struck out.</translation>
    </message>
    <message>
        <source>{challenger} kwestionuje „{word}” ({target}): to samo słowo co „{earlier}” z wcześniejszej rundy — słowo skreślone.</source>
        <translation>{challenger} challenges “{word}” ({target}): the same word as “{earlier}” from an earlier round — the word is struck out.</translation>
    </message>
    <message>
        <source>{challenger} kwestionuje „{word}” ({target}): ta sama rodzina co „{earlier}” z wcześniejszej rundy — słowo skreślone.</source>
        <translation>{challenger} challenges “{word}” ({target}): the same family as “{earlier}” from an earlier round — the word is struck out.</translation>
    </message>
    <message>
        <source>PORADA: {target} poprawia je na „{corrected}”.</source>
        <translation>PORADA: {target} corrects it to “{corrected}”.</translation>
    </message>
</context>
<context>
    <name>SevenWordsScreen</name>
    <message>
        <source>Twoje słowo</source>
        <extracomment>A card&apos;s height in pixels: as large as the window&apos;s height allows, within these (issue #28: on a large screen the cards kept the size of a small one), and its width to its height. The height the play page keeps for all but the cards: header, status, the turn box. The area is this many cards high (two rows and the column cards, half as high). The clock&apos;s column at the smallest cards. How often the player&apos;s own stopwatch is redrawn (it reads the clock; ticks only redraw). A network seat&apos;s session (None: local play, with held actions and the state). A network seat: when each round&apos;s writing first showed here (its clock&apos;s start). The player whose turn is open and their view (None: nobody&apos;s). The deadline the current player&apos;s word is judged by (None: none yet). The computers&apos; held words, as the current player sees them written, by time. The family refusal the players may override (the word as first submitted).</extracomment>
        <translation>Your word</translation>
    </message>
    <message>
        <source>Wpisz słowo i naciśnij Enter</source>
        <translation>Type a word and press Enter</translation>
    </message>
    <message>
        <source>Słownik łączy to słowo w rodzinę ze słowem z wcześniejszej rundy. Jeśli wszyscy gracze się zgadzają, że to inna rodzina, słowo zostaje zapisane.</source>
        <translation>The lexicon puts this word in the family of an earlier round’s word. If all players agree it is another family, the word is written.</translation>
    </message>
    <message>
        <source>&amp;Zgłoś słowo</source>
        <translation>&amp;Write the word</translation>
    </message>
    <message>
        <source>&amp;Wyczyść</source>
        <translation>&amp;Clear</translation>
    </message>
    <message>
        <source>&amp;Nie mam słowa</source>
        <translation>&amp;No word</translation>
    </message>
    <message>
        <source>Litery spoza kart nic nie kosztują. Zgłoszonego słowa nie można zmienić.</source>
        <translation>Letters not on the cards cost nothing. A written word cannot be changed.</translation>
    </message>
    <message>
        <source>Karta, której litera jest w słowie, daje punkty swojej kolumny i premię rzadkiej litery. Litera raz w słowie bierze lepszą z dwóch takich kart, dwa razy — obie. Litery spoza kart nic nie kosztują. Zgłoszonego słowa nie można zmienić.</source>
        <translation>A card whose letter is in the word scores its column’s points plus a rare letter’s bonus. A letter once in the word takes the better of two such cards, twice — both. Letters not on the cards cost nothing. A written word cannot be changed.</translation>
    </message>
    <message>
        <source>Runda {n} z {total}</source>
        <translation>Round {n} of {total}</translation>
    </message>
    <message>
        <source>Gra skończona.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Słowo zgłosili: {names}</source>
        <translation>Words written by: {names}</translation>
    </message>
    <message>
        <source>Nikt jeszcze nie zgłosił słowa.</source>
        <translation>Nobody has written a word yet.</translation>
    </message>
    <message>
        <source>Kartę „Nie obracaj” ma {name}.</source>
        <translation>{name} holds the “Don’t flip” card.</translation>
    </message>
    <message>
        <source>Gracz główny (w roli najszybszego): {name}.</source>
        <translation>Main player (in the fastest player’s role): {name}.</translation>
    </message>
    <message>
        <source>Cel: co najmniej {target} pkt na koniec gry.</source>
        <translation>Goal: at least {target} points at the end of the game.</translation>
    </message>
    <message>
        <source>W talii: {n} kart.</source>
        <translation>Deck: {n} cards.</translation>
    </message>
    <message>
        <source>runda {n}: {cards}</source>
        <translation>round {n}: {cards}</translation>
    </message>
    <message>
        <source>Odrzucone według zasady „2 na 2”: {entries}.</source>
        <translation>Discarded by the “2 on 2” rule: {entries}.</translation>
    </message>
    <message>
        <source>byłaby trzecia karta tej litery</source>
        <translation>it would have been a third card of that letter</translation>
    </message>
    <message>
        <source>byłaby trzecia rzadka karta</source>
        <translation>it would have been a third rare card</translation>
    </message>
    <message>
        <source>Runda {n}: {card} — {reason}</source>
        <translation>Round {n}: {card} — {reason}</translation>
    </message>
    <message>
        <source>Czas minął: w tej rundzie nie masz słowa.</source>
        <translation>Time is up: you have no word this round.</translation>
    </message>
    <message>
        <source>W tej rundzie nie masz słowa.</source>
        <translation>You have no word this round.</translation>
    </message>
    <message>
        <source>Twoje słowo: {word} ({time}).</source>
        <translation>Your word: {word} ({time}).</translation>
    </message>
    <message>
        <source>Pisze: {name}</source>
        <translation>Writing: {name}</translation>
    </message>
    <message>
        <source>Ktoś już zgłosił słowo. Czas do pobicia: {best} — napisz szybciej, a to ty będziesz najszybszy. Po {deadline} twoje słowo nie liczy się.</source>
        <translation>Someone has written a word. Time to beat: {best} — write faster and you are the fastest player. After {deadline} your word does not count.</translation>
    </message>
    <message>
        <source>{name} zapisał słowo ({time}) i odwrócił klepsydrę. Po {deadline} twoje słowo nie liczy się.</source>
        <translation>{name} has written a word ({time}) and flipped the timer. After {deadline} your word does not count.</translation>
    </message>
    <message>
        <source>{name} zapisał słowo ({time}).</source>
        <translation>{name} has written a word ({time}).</translation>
    </message>
    <message>
        <source>Masz kartę „Nie obracaj”: w tej rundzie nie możesz być najszybszy.</source>
        <translation>You hold the “Don’t flip” card: you cannot be the fastest player this round.</translation>
    </message>
    <message>
        <source>Bez klepsydry: piszesz bez pośpiechu; {name} jest graczem głównym.</source>
        <translation>No timer: take your time; {name} is the main player.</translation>
    </message>
    <message>
        <source>Weteran: pełne punkty za {full} najlepsze karty, za każdą następną {other} pkt.</source>
        <translation>Veteran: full points for the best {full} cards, {other} point for each other card.</translation>
    </message>
    <message>
        <source>do czasu najszybszego; potem klepsydra: {seconds} s</source>
        <translation>to the fastest time; then the timer: {seconds} s</translation>
    </message>
    <message>
        <source>Sprawdzanie przez wyzwania: słowo zostanie sprawdzone, gdy ktoś je zakwestionuje.</source>
        <translation>Challenge mode: a word is checked when someone challenges it.</translation>
    </message>
    <message>
        <source>Czas komputera liczy się tak jak twój, od otwarcia twojego ekranu: zobaczysz, kiedy zapisze słowo i czy odwróci klepsydrę.</source>
        <translation>A computer player’s time counts like yours, from when your screen opened: you will see when it writes its word and whether it flips the timer.</translation>
    </message>
    <message>
        <source>Czas minął — dokończ zaczęte słowo!</source>
        <translation>Time is up — finish the word you started!</translation>
    </message>
    <message>
        <source>Klepsydra odwrócona — zdążysz z bonusem?</source>
        <translation>The timer is running — in time for a bonus?</translation>
    </message>
    <message>
        <source>Klepsydra odwrócona — zapisz słowo!</source>
        <translation>The timer is running — write your word!</translation>
    </message>
    <message>
        <source>Czas minął: bez bonusu, ale możesz spokojnie myśleć dalej.</source>
        <translation>Time is up: no bonus, but you may think on at leisure.</translation>
    </message>
    <message>
        <source>Czas minął — zdecydujcie o zgłoszonym słowie.</source>
        <translation>Time is up — decide on the word written.</translation>
    </message>
    <message>
        <source>Gracze &amp;akceptują to słowo</source>
        <translation>The players &amp;accept this word</translation>
    </message>
    <message>
        <source>Czas minął — słowo zgłoszone teraz już się nie liczy.</source>
        <translation>Time is up — a word handed in now no longer counts.</translation>
    </message>
    <message>
        <source>Twój czas liczy się od naciśnięcia przycisku.</source>
        <translation>Your time starts when you press the button.</translation>
    </message>
    <message>
        <source>Ktoś już zgłosił słowo: czas do pobicia {time}.</source>
        <translation>Someone has written a word: time to beat {time}.</translation>
    </message>
    <message>
        <source>Wygrana! {points} pkt — cel {target} pkt osiągnięty.</source>
        <translation>You win! {points} points — the goal of {target} reached.</translation>
    </message>
    <message>
        <source>Tym razem się nie udało: {points} pkt, a cel to {target} pkt.</source>
        <translation>Not this time: {points} points, the goal was {target}.</translation>
    </message>
    <message>
        <source>Bez klepsydry.</source>
        <translation>No timer.</translation>
    </message>
    <message>
        <source>Klepsydra czeka: pierwsze zgłoszone słowo ją odwraca.</source>
        <translation>The timer waits: the first word written flips it.</translation>
    </message>
    <message>
        <source>Twój czas: {time}</source>
        <translation>Your time: {time}</translation>
    </message>
    <message>
        <source>żadna</source>
        <translation>none</translation>
    </message>
    <message>
        <source>{word}: {points} pkt — karty: {cards}</source>
        <translation>{word}: {points} pts — cards: {cards}</translation>
    </message>
    <message>
        <source>(nie ma w słowniku)</source>
        <translation>(not in the lexicon)</translation>
    </message>
</context>
<context>
    <name>SlowkaBoard</name>
    <message>
        <source>Pole premiowe: {points} pkt dla gracza, który otoczy je żetonami ze wszystkich stron.</source>
        <extracomment>One colour per seat: the bonus squares a player took, their row in the scores. How near a square&apos;s centre (in cells) a traced pointer must pass for the token to join the word: less than the 0.71 cells between a diagonal step&apos;s line and the centres of the two squares it passes between. A trace began on the token of this square (the pointer left it towards another token). The tracing pointer entered the token of this square. Bonus square → the player who surrounded it. While a trace drag is under way: the last point and the last token square reported.</extracomment>
        <translation>Bonus square: {points} points for the player who surrounds it with tokens on every side.</translation>
    </message>
    <message>
        <source>Pole premiowe {points} pkt, otoczone przez: {name}.</source>
        <translation>Bonus square {points} points, surrounded by: {name}.</translation>
    </message>
    <message>
        <source>zdobyte</source>
        <translation>taken</translation>
    </message>
    <message>
        <source>pkt</source>
        <translation>pts</translation>
    </message>
</context>
<context>
    <name>SlowkaScreen</name>
    <message>
        <source>&amp;Tasuj</source>
        <extracomment>The keys that move the cursor one step diagonally: (rows, columns). How a word is read in this game (the rule option): through corners too, or sides. The view of the player whose turn is open (None: nobody&apos;s). The rack tokens not on the board, in the player&apos;s own order. Tokens laid this turn, by square, and the order they were laid in. The word being traced: its squares in reading order. Each player&apos;s rack order, kept between their turns (it is theirs to arrange).</extracomment>
        <translation>Shu&amp;ffle</translation>
    </message>
    <message>
        <source>Wymieszaj żetony na stojaku</source>
        <translation>Shuffle the tokens on the rack</translation>
    </message>
    <message>
        <source>Sprawdzanie słowa</source>
        <translation>Checking the word</translation>
    </message>
    <message>
        <source>&amp;Sprawdź słowo</source>
        <translation>&amp;Challenge the word</translation>
    </message>
    <message>
        <source>C&amp;ofnij żetony</source>
        <translation>&amp;Take back tokens</translation>
    </message>
    <message>
        <source>Najlepsze słowo</source>
        <translation>Best word</translation>
    </message>
    <message>
        <source>Zapis punktów</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Najpierw połóż żetony: przeciągnij je ze stojaka na jasne pola albo kliknij żeton, a potem pole. Potem wskaż słowo: klikaj jego żetony po kolei albo przeciągnij przez nie myszą; kliknięcie ostatniego żetonu słowa cofa go. Położony żeton wraca na stojak, gdy go tam przeciągniesz. Z klawiatury: strzałki przesuwają kursor, Home, PgUp, End i PgDn — po skosie; litera kładzie żeton na polu kursora albo dodaje do słowa żeton, który tam leży, spacja dodaje żeton spod kursora. Enter zatwierdza, Backspace cofa ostatni krok, Esc wszystko.</source>
        <translation>First place tokens: drag them from the rack onto light squares, or click a token and then a square. Then point out the word: click its tokens one after another or drag through them with the mouse; clicking the word&apos;s last token takes it off. A placed token goes back to the rack when you drag it there. Keyboard: the arrows move the cursor, Home, PgUp, End and PgDn move it diagonally; a letter places a token on the cursor&apos;s square or adds the token lying there to the word, Space adds the token under the cursor. Enter plays, Backspace takes back the last step, Esc everything.</translation>
    </message>
    <message>
        <source>Żetony w puli: {n}</source>
        <translation>Tokens in the pool: {n}</translation>
    </message>
    <message>
        <source>Żetony poza planszą: {n}</source>
        <translation>Tokens off the board: {n}</translation>
    </message>
    <message>
        <source>Niewidoczne dla ciebie: {n} (pula {pool}, stojaki rywali {racks})</source>
        <translation>Unseen by you: {n} (pool {pool}, other racks {racks})</translation>
    </message>
    <message>
        <source>Gra skończona.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Sprawdzenie: {word} — nie ma w słowniku. Żetony wróciły do gracza {name}.</source>
        <translation>Challenge: {word} is not in the dictionary. The tokens went back to {name}.</translation>
    </message>
    <message>
        <source>Sprawdzone słowo było poprawne: {name} traci kolejkę.</source>
        <translation>The challenged word was correct: {name} loses the turn.</translation>
    </message>
    <message>
        <source>{name} sprawdza słowo {word}: jest w słowniku — zostaje.</source>
        <translation>{name} checks the word {word}: it is in the dictionary — it stays.</translation>
    </message>
    <message>
        <source>Słowo {word} czeka na sprawdzenie ({name}).</source>
        <translation>The word {word} waits to be checked ({name}).</translation>
    </message>
    <message>
        <source>Losowanie: {draws} — zaczyna {name}. Na polu START: {letter}.</source>
        <translation>Draw: {draws} — {name} starts. On START: {letter}.</translation>
    </message>
    <message>
        <source>Ruch: {name}</source>
        <translation>Turn: {name}</translation>
    </message>
    <message>
        <source>{name}: możesz sprawdzić słowo</source>
        <translation>{name}: you may challenge the word</translation>
    </message>
    <message>
        <source>Gotowe — &amp;pokaż moje żetony</source>
        <translation>Ready — &amp;show my tokens</translation>
    </message>
    <message>
        <source>{name} układa słowo {word} za {points} pkt. Sprawdzić je w słowniku? Możesz to zrobić, dopóki {next} go nie przyjmie. Jeśli jest błędne, żetony schodzą z planszy i {name} traci kolejkę; jeśli jest dobre, słowo zostaje, a sprawdzenie nic nie kosztuje.</source>
        <translation>{name} plays {word} for {points} points. Check it in the dictionary? You may, until {next} accepts it. If it is wrong, the tokens come off the board and {name} loses the turn; if it is right, the word stands and the check costs nothing.</translation>
    </message>
    <message>
        <source>{name} układa słowo {word} za {points} pkt. Sprawdzić je w słowniku? Może to zrobić każdy z pozostałych graczy, zanim zagrasz. Jeśli jest błędne, żetony schodzą z planszy i {name} traci kolejkę; jeśli jest dobre, słowo zostaje, a sprawdzenie nic nie kosztuje.</source>
        <translation>{name} plays {word} for {points} points. Check it in the dictionary? Any other player may, before you play. If it is wrong, the tokens come off the board and {name} loses the turn; if it is right, the word stands and the check costs nothing.</translation>
    </message>
    <message>
        <source>{name} układa słowo {word} za {points} pkt. Sprawdzić je w słowniku? Jeśli jest błędne, żetony schodzą z planszy i {name} traci kolejkę; jeśli jest dobre, kolejkę tracisz ty.</source>
        <translation>{name} plays {word} for {points} points. Check it in the dictionary? If it is wrong, the tokens come off the board and {name} loses the turn; if it is right, you lose your turn.</translation>
    </message>
    <message>
        <source>Można wymienić najwyżej tyle żetonów, ile jest w puli ({n}).</source>
        <translation>You can exchange at most as many tokens as the pool holds ({n}).</translation>
    </message>
    <message>
        <source>Pula jest pusta: wymiana niemożliwa.</source>
        <translation>The pool is empty: no exchange.</translation>
    </message>
    <message>
        <source>Połóż żetony na jasnych polach (przeciągnij, kliknij albo pisz), potem wskaż słowo: klikaj albo przeciągnij przez żetony.</source>
        <translation>Place tokens on light squares (drag, click or type), then point out the word: click or drag through the tokens.</translation>
    </message>
    <message>
        <source>Nie masz już żetonów, a pula jest pusta: możesz tylko spasować.</source>
        <translation>You have no tokens left and the pool is empty: you can only pass.</translation>
    </message>
    <message>
        <source>Klawiatura: strzałki, litery, spacja, Enter.</source>
        <translation>Keyboard: arrows, letters, space, Enter.</translation>
    </message>
    <message>
        <source>{n} pkt</source>
        <translation>{n} pts</translation>
    </message>
    <message>
        <source>Słowo sprawdzi rywal, jeśli zechce (tryb sprawdzania).</source>
        <translation>The next player may challenge the word (challenge mode).</translation>
    </message>
    <message>
        <source>Teraz wskaż słowo: klikaj jego żetony po kolei albo przeciągnij przez nie myszą.</source>
        <translation>Now point out the word: click its tokens one after another or drag through them.</translation>
    </message>
    <message>
        <source>Na polu {square} leży {there}, nie {letter}.</source>
        <translation>Square {square} holds {there}, not {letter}.</translation>
    </message>
    <message>
        <source>Na polu premiowym nie kładzie się żetonów.</source>
        <translation>No token goes on a bonus square.</translation>
    </message>
    <message>
        <source>Nie masz żetonu {letter}.</source>
        <translation>You have no {letter} token.</translation>
    </message>
    <message>
        <source>Wymiana żetonów</source>
        <translation>Exchange tokens</translation>
    </message>
    <message>
        <source>Zaznacz żetony do wymiany: odkładasz je, losujesz tyle samo nowych z puli, a odłożone wracają do puli. Wymiana zastępuje ruch.</source>
        <translation>Choose the tokens to exchange: you set them aside, draw as many new ones from the pool, and the ones set aside go back into the pool. The exchange is your move.</translation>
    </message>
    <message>
        <source>Wybrane: {n}. W puli: {bag} — tyle najwyżej można wymienić.</source>
        <translation>Chosen: {n}. In the pool: {bag} — at most that many can be exchanged.</translation>
    </message>
</context>
<context>
    <name>SlowkaSheet</name>
    <message>
        <source>{word} (+{bonus} za otoczenie)</source>
        <translation>{word} (+{bonus} surrounded)</translation>
    </message>
    <message>
        <source>{word} — zdjęte po sprawdzeniu</source>
        <translation>{word} — taken off after the challenge</translation>
    </message>
    <message>
        <source>traci kolejkę (słowo było dobre)</source>
        <translation>loses the turn (the word was right)</translation>
    </message>
    <message>
        <source>wymiana 1 żetonu</source>
        <translation>exchanged 1 token</translation>
    </message>
    <message>
        <source>wymiana {n} żetonów</source>
        <translation>exchanged {n} tokens</translation>
    </message>
</context>
<context>
    <name>SoloCardWidget</name>
    <message>
        <source>SOLO: pole {field}</source>
        <extracomment>The sand started to fall (someone&apos;s word flipped it).</extracomment>
        <translation>SOLO: field {field}</translation>
    </message>
    <message>
        <source>1 (zielone)</source>
        <translation>1 (green)</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>dolne (czerwone)</source>
        <translation>bottom (red)</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statystyki graczy</source>
        <translation>Player statistics</translation>
    </message>
    <message>
        <source>Gracz</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Gry</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wygrane</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>% wygranych</source>
        <translation>Win %</translation>
    </message>
    <message>
        <source>Średnio</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>Najlepszy wynik</source>
        <translation>Best score</translation>
    </message>
    <message>
        <source>Najlepszy ruch</source>
        <translation>Best move</translation>
    </message>
    <message>
        <source>Premie na grę</source>
        <translation>Bingos per game</translation>
    </message>
    <message>
        <source>Czas na ruch (s)</source>
        <translation>Time per move (s)</translation>
    </message>
    <message>
        <source>Cofnięte ruchy</source>
        <translation>Moves taken back</translation>
    </message>
    <message>
        <source>Gra / przeciwnik</source>
        <translation>Game / opponent</translation>
    </message>
    <message>
        <source>Liczę statystyki…</source>
        <translation>Computing the statistics…</translation>
    </message>
    <message>
        <source>Zapisz &amp;wykres…</source>
        <translation>Save the p&amp;lot…</translation>
    </message>
    <message>
        <source>&amp;Zamknij</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Nie udało się policzyć statystyk: {error}</source>
        <translation>The statistics could not be computed: {error}</translation>
    </message>
    <message>
        <source>Komputer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>{n} (w grach: {games})</source>
        <translation>{n} (in {games} games)</translation>
    </message>
    <message>
        <source>Graczy: {n}</source>
        <translation>Players: {n}</translation>
    </message>
    <message>
        <source>przeciw: {who}</source>
        <translation>against: {who}</translation>
    </message>
    <message>
        <source>Wynik w kolejnych grach</source>
        <translation>Score game after game</translation>
    </message>
    <message>
        <source>gra</source>
        <translation>game</translation>
    </message>
    <message>
        <source>Zapisz wykres</source>
        <translation>Save the plot</translation>
    </message>
</context>
<context>
    <name>StoreOpen</name>
    <message>
        <source>Zapisane gry pochodzą z nowszej wersji programu (wersja zapisu {version}).
Zaktualizuj program, żeby je otworzyć.

Możesz też odłożyć ten plik na bok (dostanie inną nazwę, nic nie zostanie skasowane) i zacząć od nowego pliku.</source>
        <extracomment>Asked when the file is damaged or too new: move it aside and start a new one? Tells the user something went wrong (title, text).</extracomment>
        <translation>The saved games come from a newer version of the app (save format {version}).
Update the app to open them.

You can also move this file aside (it gets another name; nothing is deleted) and start with a new file.</translation>
    </message>
    <message>
        <source>Plik z zapisanymi grami jest uszkodzony.

Możesz odłożyć go na bok (dostanie inną nazwę, nic nie zostanie skasowane) i zacząć od nowego pliku. Jeśli tego nie zrobisz, program będzie działał, ale nie zapisze żadnej gry.</source>
        <translation>The saved-games file is damaged.

You can move it aside (it gets another name; nothing is deleted) and start with a new file. If you do not, the app works but saves no games.</translation>
    </message>
    <message>
        <source>Problem z zapisanymi grami</source>
        <translation>Problem with the saved games</translation>
    </message>
    <message>
        <source>Odłóż plik i zacznij nowy</source>
        <translation>Move the file aside and start anew</translation>
    </message>
    <message>
        <source>Nie zapisuj gier</source>
        <translation>Do not save games</translation>
    </message>
    <message>
        <source>Dysk z zapisanymi grami jest pełny, więc nie można ich otworzyć ani zapisać nowych. Zwolnij miejsce na dysku i uruchom program ponownie. Do tego czasu program działa, ale nie zapisuje żadnej gry.</source>
        <translation>The disk with the saved games is full, so they cannot be opened and no new ones saved. Free some space on the disk and start the app again. Until then the app works but saves no games.</translation>
    </message>
    <message>
        <source>Dysk jest pełny</source>
        <translation>The disk is full</translation>
    </message>
    <message>
        <source>Nie udało się:
{error}</source>
        <translation>That did not work:
{error}</translation>
    </message>
    <message>
        <source>Nie można otworzyć pliku z zapisanymi grami, więc gry nie będą zapisywane:
{error}</source>
        <translation>The saved-games file cannot be opened, so games will not be saved:
{error}</translation>
    </message>
</context>
<context>
    <name>TilePlacing</name>
    <message>
        <source>Kursor doszedł do brzegu planszy.</source>
        <extracomment>The player whose tiles these are (None: nobody&apos;s turn is open). The rack tiles not on the grid, in the player&apos;s own order. Tiles put on the grid this turn, by square, and the order they were put there.</extracomment>
        <translation>The cursor is at the edge of the board.</translation>
    </message>
    <message>
        <source>Nie masz litery {letter} ani mydełka.</source>
        <translation>You have neither the letter {letter} nor a blank.</translation>
    </message>
</context>
<context>
    <name>UnseenLabel</name>
    <message>
        <source>Płytki poza planszą: {n}</source>
        <translation>Tiles off the board: {n}</translation>
    </message>
    <message>
        <source>Niewidoczne dla ciebie: {n} (worek {bag}, stojaki rywali {racks})</source>
        <translation>Unseen by you: {n} (bag {bag}, other racks {racks})</translation>
    </message>
</context>
<context>
    <name>WordLists</name>
    <message>
        <source>polski</source>
        <translation>Polish</translation>
    </message>
    <message>
        <source>angielski</source>
        <translation>English</translation>
    </message>
    <message>
        <source>wbudowany (SCOWL)</source>
        <translation>built-in (SCOWL)</translation>
    </message>
    <message>
        <source>wbudowany (sjp.pl)</source>
        <translation>built-in (sjp.pl)</translation>
    </message>
    <message>
        <source>{name} (1 słowo)</source>
        <translation>{name} (1 word)</translation>
    </message>
    <message>
        <source>{name} ({count} słowa)</source>
        <translation>{name} ({count} words)</translation>
    </message>
    <message>
        <source>{name} ({count} słów)</source>
        <translation>{name} ({count} words)</translation>
    </message>
    <message>
        <source>Plik {file}</source>
        <translation>File {file}</translation>
    </message>
    <message>
        <source>Plik {file}, wiersz {line}</source>
        <translation>File {file}, line {line}</translation>
    </message>
    <message>
        <source>to plik binarny, nie lista słów.</source>
        <translation>it is a binary file, not a word list.</translation>
    </message>
    <message>
        <source>to nie jest tekst UTF-8.</source>
        <translation>it is not UTF-8 text.</translation>
    </message>
    <message>
        <source>znak „{letter}” nie jest literą tego alfabetu.</source>
        <translation>“{letter}” is not a letter of this alphabet.</translation>
    </message>
    <message>
        <source>więcej niż jedno słowo w wierszu.</source>
        <translation>more than one word on the line.</translation>
    </message>
    <message>
        <source>słowo dłuższe niż {most} liter.</source>
        <translation>a word longer than {most} letters.</translation>
    </message>
    <message>
        <source>plik ma ponad {megabytes} MB, więcej niż jakakolwiek lista słów.</source>
        <translation>the file is over {megabytes} MB, more than any word list.</translation>
    </message>
    <message>
        <source>lista jest pusta.</source>
        <translation>the list is empty.</translation>
    </message>
    <message>
        <source>{where}: {problem} Nic nie zainstalowano.</source>
        <translation>{where}: {problem} Nothing was installed.</translation>
    </message>
    <message>
        <source>Nazwa listy może mieć do 64 liter, cyfr, spacji i znaków . _ + -, a zaczynać się od litery lub cyfry.</source>
        <translation>A list name may have up to 64 letters, digits, spaces and . _ + -, and must start with a letter or digit.</translation>
    </message>
    <message>
        <source>Lista o nazwie „{name}” już jest zainstalowana.</source>
        <translation>A list named “{name}” is already installed.</translation>
    </message>
    <message>
        <source>Ta gra jest grana z listą słów „{name}”, której nie ma (usunięta).</source>
        <translation>This game is played with the word list “{name}”, which is not there any more (removed).</translation>
    </message>
    <message>
        <source>Ta gra jest grana z listą słów „{name}”, ale ta lista zmieniła się od początku gry.</source>
        <translation>This game is played with the word list “{name}”, but that list has changed since the game began.</translation>
    </message>
</context>
<context>
    <name>WordLookupDialog</name>
    <message>
        <source>Sprawdź słowo</source>
        <extracomment>Ctrl+L in every window: &quot;look up&quot;.</extracomment>
        <translation>Look up a word</translation>
    </message>
    <message>
        <source>słowo</source>
        <translation>word</translation>
    </message>
    <message>
        <source>&amp;Sprawdź</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <source>Słownik: {name}</source>
        <translation>Dictionary: {name}</translation>
    </message>
    <message>
        <source>Sprawdzam…</source>
        <translation>Checking…</translation>
    </message>
    <message>
        <source>Nie udało się sprawdzić słowa:
{error}</source>
        <translation>Could not look the word up:
{error}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; — słowo dozwolone</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; — an allowed word</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt; — tego słowa nie ma w słowniku</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt; — not in the dictionary</translation>
    </message>
    <message>
        <source>Najbliższe dozwolone: {words}</source>
        <translation>Nearest allowed: {words}</translation>
    </message>
    <message>
        <source>Forma podstawowa: {lemmas}</source>
        <translation>Base form: {lemmas}</translation>
    </message>
    <message>
        <source>Inne formy w słowniku: {forms}</source>
        <translation>Other forms in the dictionary: {forms}</translation>
    </message>
    <message>
        <source>Rdzeń rodziny wyrazów (7 słów: słowa o wspólnym rdzeniu to jedna rodzina): {roots}</source>
        <translation>Word-family root (7 Words: words sharing a root are one family): {roots}</translation>
    </message>
</context>
<context>
    <name>ZoomableTable</name>
    <message>
        <source>Pomniejsz (Ctrl+kółko)</source>
        <extracomment>Pixels per square: the smallest and largest zoom, and the default range when fitting. The star on the middle square of an empty table. Ctrl+wheel: zoom in (positive) or out (negative). The window grew up or left by (rows, columns): every square moved that far on screen. The square marked as the middle (a star, while the table is empty). The smallest squares fitting chooses by itself (a final table may go smaller), and the largest (a player&apos;s own small grid may grow on a large screen).</extracomment>
        <translation>Zoom out (Ctrl+wheel)</translation>
    </message>
    <message>
        <source>Powiększ (Ctrl+kółko)</source>
        <translation>Zoom in (Ctrl+wheel)</translation>
    </message>
    <message>
        <source>Cały stół</source>
        <translation>Whole table</translation>
    </message>
    <message>
        <source>Pokaż cały stół</source>
        <translation>Show the whole table</translation>
    </message>
</context>
</TS>
