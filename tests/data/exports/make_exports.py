#!/usr/bin/env python3
"""Re-exports the real games of tests/data in the styles other tools write, and the reference
list that tests/real_sources.rs compares rochade's reading with.

Made with python-chess (pip install chess), which is not needed to run the tests:

    cd tests/data/exports && python3 make_exports.py

Writes, next to this script:
- lichess_style.pgn: tatamast22.pgn as an online server exports it: Site, UTCDate, UTCTime,
  Variant, TimeControl, Termination tags; a {[%eval] [%clk]} comment after every move (values
  made up, deterministic); and every fifth game from a position ([Variant "From Position"],
  [SetUp "1"], [FEN]).
- twic_style.pgn: London1851.pgn and WorldChamp1886.pgn as a weekly news archive exports them:
  titles, ratings, FIDE ids, EventDate, movetext wrapped at 80 columns, no comments.
- setup_fen.pgn: games of WorldChamp1886.pgn from a position in their middle ([SetUp "1"],
  [FEN]), half of them with Black to move first.
- reference.tsv: python-chess's reading of every game of the three files: file, game number
  (from 1), plies, start FEN, final FEN, the moves in UCI separated by spaces.
"""

import io
import random

import chess
import chess.pgn

SOURCES = "../"


def games_of(name):
    out = []
    with open(SOURCES + name, encoding="utf-8") as f:
        while True:
            g = chess.pgn.read_game(f)
            if g is None:
                return out
            out.append(g)


def clock(seconds):
    return "%d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


def lichess_style(games):
    rng = random.Random(1851)
    out = []
    for i, src in enumerate(games):
        moves = list(src.mainline_moves())
        start = chess.Board()
        skip = 0
        if i % 5 == 4 and len(moves) > 20:
            skip = 10 + i % 7
            for m in moves[:skip]:
                start.push(m)
        g = chess.pgn.Game()
        g.headers["Event"] = "Rated Blitz game"
        g.headers["Site"] = "https://lichess.org/%08x" % rng.getrandbits(32)
        g.headers["Date"] = src.headers.get("Date", "????.??.??")
        g.headers["Round"] = "-"
        g.headers["White"] = src.headers.get("White", "?").replace(", ", "_").replace(" ", "_")
        g.headers["Black"] = src.headers.get("Black", "?").replace(", ", "_").replace(" ", "_")
        g.headers["Result"] = src.headers.get("Result", "*")
        g.headers["UTCDate"] = src.headers.get("Date", "????.??.??")
        g.headers["UTCTime"] = "%02d:%02d:%02d" % (rng.randrange(24), rng.randrange(60), rng.randrange(60))
        g.headers["WhiteElo"] = src.headers.get("WhiteElo", "1500")
        g.headers["BlackElo"] = src.headers.get("BlackElo", "1500")
        g.headers["WhiteRatingDiff"] = "+%d" % rng.randrange(1, 9)
        g.headers["BlackRatingDiff"] = "-%d" % rng.randrange(1, 9)
        if skip:
            g.headers["Variant"] = "From Position"
            g.setup(start)
        else:
            g.headers["Variant"] = "Standard"
        g.headers["TimeControl"] = "180+2"
        g.headers["ECO"] = src.headers.get("ECO", "?")
        g.headers["Opening"] = src.headers.get("Opening", "?")
        g.headers["Termination"] = "Normal"
        node = g
        clocks = [180, 180]
        board = start.copy()
        for m in moves[skip:]:
            side = 0 if board.turn == chess.WHITE else 1
            clocks[side] = max(1, clocks[side] - rng.randrange(0, 9) + 2)
            node = node.add_variation(m)
            ev = rng.gauss(0, 1.5)
            if rng.random() < 0.02:
                node.comment = "[%%eval #%d] [%%clk %s]" % (rng.randrange(1, 6), clock(clocks[side]))
            else:
                node.comment = "[%%eval %.2f] [%%clk %s]" % (ev, clock(clocks[side]))
            board.push(m)
        out.append(g.accept(chess.pgn.StringExporter(columns=None, comments=True)))
    return "\n\n".join(out) + "\n"


def twic_style(games):
    rng = random.Random(1886)
    out = []
    for src in games:
        g = chess.pgn.Game()
        for tag in ["Event", "Site", "Date", "Round", "White", "Black", "Result"]:
            g.headers[tag] = src.headers.get(tag, "?")
        g.headers["WhiteTitle"] = "GM"
        g.headers["BlackTitle"] = "GM"
        g.headers["WhiteElo"] = str(rng.randrange(2400, 2800))
        g.headers["BlackElo"] = str(rng.randrange(2400, 2800))
        g.headers["ECO"] = src.headers.get("ECO", "A00")
        g.headers["WhiteFideId"] = str(rng.randrange(100000, 30000000))
        g.headers["BlackFideId"] = str(rng.randrange(100000, 30000000))
        g.headers["EventDate"] = src.headers.get("Date", "????.??.??")
        node = g
        for m in src.mainline_moves():
            node = node.add_variation(m)
        out.append(g.accept(chess.pgn.StringExporter(columns=80, comments=False)))
    return "\n\n".join(out) + "\n"


def setup_fen(games):
    out = []
    for i, src in enumerate(games):
        moves = list(src.mainline_moves())
        skip = 14 + i % 2 + 2 * (i % 9)
        if len(moves) <= skip + 2:
            continue
        board = chess.Board()
        for m in moves[:skip]:
            board.push(m)
        g = chess.pgn.Game()
        for tag in ["Event", "Site", "Date", "Round", "White", "Black", "Result"]:
            g.headers[tag] = src.headers.get(tag, "?")
        g.setup(board)
        node = g
        for m in moves[skip:]:
            node = node.add_variation(m)
        out.append(g.accept(chess.pgn.StringExporter(columns=80, comments=False)))
    return "\n\n".join(out) + "\n"


def reference(names):
    rows = []
    for name in names:
        for n, g in enumerate(games_of(name), 1):
            board = g.board()
            start = board.fen()
            uci = []
            for m in g.mainline_moves():
                uci.append(m.uci())
                board.push(m)
            rows.append("\t".join([name, str(n), str(len(uci)), start, board.fen(), " ".join(uci)]))
    return "\n".join(rows) + "\n"


def write(name, text):
    with open(name, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def main():
    write("lichess_style.pgn", lichess_style(games_of("tatamast22.pgn")))
    write("twic_style.pgn", twic_style(games_of("London1851.pgn") + games_of("WorldChamp1886.pgn")))
    write("setup_fen.pgn", setup_fen(games_of("WorldChamp1886.pgn") + games_of("tatamast22.pgn")))
    SOURCES_HERE = ["exports/lichess_style.pgn", "exports/twic_style.pgn", "exports/setup_fen.pgn"]
    write("reference.tsv", reference(SOURCES_HERE))


if __name__ == "__main__":
    main()
