#!/usr/bin/env python3
"""Generates the OCR test fixtures: invented Norwegian letter text rendered at 300 DPI.

Run from anywhere (needs Pillow and the DejaVu fonts, Debian `fonts-dejavu-core`):

    python3 Tests/ArkivatorOCRTests/Fixtures/make-fixtures.py

Every fixture is an 8-bit grayscale binary PGM (P5, maxval 255), gzip-compressed because a raw
300 DPI page is several megabytes while the compressed one is a few tens of kilobytes. The tests
read them with a ten-line PGM parser after `gzip -dc`. Output is deterministic (no timestamps in
the gzip header), so rerunning the script leaves git clean.

Files:
  letter.pgm.gz             half an A4 page: a heading and two paragraphs with æøå, upright
  letter-turned-cw90.pgm.gz   the same page turned 90° clockwise (needs 270° clockwise to be upright)
  letter-turned-180.pgm.gz    the same page upside down (needs 180°)
  second-page.pgm.gz        a different short page, for the page-order tests
  letterhead.pgm.gz         the top of a letter: the hospital's name white on a dark band, the
                            address block on the left beside the date and reference on the right
  smudged.pgm.gz            three lines; the word "Tarmlaboratoriet" is blurred so that
                            Tesseract reads it with low confidence
"""

import gzip
import io
import os

from PIL import Image, ImageDraw, ImageFilter, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
DPI = 300
A4_WIDTH = 2480           # 210 mm at 300 DPI
HALF_A4_HEIGHT = 1754     # 148.5 mm at 300 DPI
MARGIN = 236              # 20 mm
FONT_DIR = "/usr/share/fonts/truetype/dejavu"


def font(name, points):
    return ImageFont.truetype(os.path.join(FONT_DIR, name), round(points * DPI / 72))


BODY = font("DejaVuSerif.ttf", 11)
HEADING = font("DejaVuSans-Bold.ttf", 13)
LINE_HEIGHT = round(11 * 1.45 * DPI / 72)
PARAGRAPH_GAP = LINE_HEIGHT  # one empty line between paragraphs, as letters are typed

HEADING_TEXT = "Innkalling til kontroll ved øyepoliklinikken"

PARAGRAPHS = [
    "Du er satt opp til kontroll ved Øyeavdelingen på Fjordby sykehus tirsdag 14. mai "
    "klokken 09.30. Møt opp i resepsjonen i første etasje et kvarter før timen. Ta med "
    "briller, en liste over medisinene du bruker og eventuelle øyedråper.",
    "Dersom du ikke kan komme, må du gi beskjed senest to døgn før timen. Det er særlig "
    "viktig at du ikke kjører bil etter undersøkelsen, fordi pupillene blir utvidet med "
    "dråper. Vi ønsker deg velkommen.",
]

SECOND_PAGE_PARAGRAPHS = [
    "Side to. Prøvesvarene fra blodprøven i mars er normale. Legen din får kopi av "
    "dette brevet og vil ta kontakt dersom noe må følges opp.",
]

SMUDGED_LINES = [
    "Prøven ble sendt til Tarmlaboratoriet ved",
    "Fjordby sykehus for videre analyse.",
    "Svaret kommer i løpet av to uker.",
]
SMUDGED_WORD = "Tarmlaboratoriet"


def wrap(text, fnt, width):
    lines, current = [], ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if fnt.getlength(candidate) <= width:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def letter_page(heading, paragraphs):
    image = Image.new("L", (A4_WIDTH, HALF_A4_HEIGHT), 255)
    draw = ImageDraw.Draw(image)
    y = MARGIN
    if heading:
        draw.text((MARGIN, y), heading, font=HEADING, fill=0)
        y += LINE_HEIGHT + PARAGRAPH_GAP
    for paragraph in paragraphs:
        for line in wrap(paragraph, BODY, A4_WIDTH - 2 * MARGIN):
            draw.text((MARGIN, y), line, font=BODY, fill=20)
            y += LINE_HEIGHT
        y += PARAGRAPH_GAP
    assert y < HALF_A4_HEIGHT - MARGIN // 2, "text does not fit on half a page"
    return image


def smudged_page():
    width, height = 1600, MARGIN + 3 * LINE_HEIGHT + MARGIN // 2
    image = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(image)
    y = MARGIN // 2
    smudge_box = None
    for line in SMUDGED_LINES:
        draw.text((MARGIN // 2, y), line, font=BODY, fill=20)
        if SMUDGED_WORD in line:
            prefix = line[: line.index(SMUDGED_WORD)]
            left = MARGIN // 2 + round(BODY.getlength(prefix))
            right = left + round(BODY.getlength(SMUDGED_WORD))
            smudge_box = (left - 10, y - 10, right + 10, y + LINE_HEIGHT)
        y += LINE_HEIGHT
    # A wet thumb across one word. The radius is chosen so that Tesseract 5.3 still finds a word
    # there but is unsure of it (about 30 %); at 2.0 it reads the word well, from 3.5 it drops it.
    region = image.crop(smudge_box).filter(ImageFilter.GaussianBlur(2.6))
    image.paste(region, smudge_box[:2])
    return image


ADDRESS_LINES = ["Kari Nordmann", "Fjellveien 12", "4321 Fjordby"]
REFERENCE_LINES = ["Dato: 2. april 2024", "Vår ref.: 24/1187"]


def letterhead_page():
    width, height = A4_WIDTH, 900
    image = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, width, 230), fill=55)
    draw.text((MARGIN, 70), "Fjordby sykehus", font=HEADING, fill=255)
    draw.text((width - MARGIN - round(HEADING.getlength("Øyeavdelingen")), 70), "Øyeavdelingen", font=HEADING, fill=255)
    y = 360
    for line in ADDRESS_LINES:
        draw.text((MARGIN, y), line, font=BODY, fill=20)
        y += LINE_HEIGHT
    y = 360
    for line in REFERENCE_LINES:
        draw.text((1500, y), line, font=BODY, fill=20)
        y += LINE_HEIGHT
    draw.text((MARGIN, 360 + 4 * LINE_HEIGHT), "Innkalling til kontroll", font=HEADING, fill=0)
    return image


def write_pgm_gz(image, name):
    assert image.mode == "L"
    raw = io.BytesIO()
    raw.write(f"P5\n# {DPI} dpi\n{image.width} {image.height}\n255\n".encode("ascii"))
    raw.write(image.tobytes())
    path = os.path.join(HERE, name)
    with open(path, "wb") as out:
        with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0, compresslevel=9) as gz:
            gz.write(raw.getvalue())
    print(f"{name}: {image.width}x{image.height}, {os.path.getsize(path)} bytes")


def main():
    letter = letter_page(HEADING_TEXT, PARAGRAPHS)
    write_pgm_gz(letter, "letter.pgm.gz")
    # Pillow's ROTATE_270 turns the picture 270° counter-clockwise, that is 90° clockwise.
    write_pgm_gz(letter.transpose(Image.Transpose.ROTATE_270), "letter-turned-cw90.pgm.gz")
    write_pgm_gz(letter.transpose(Image.Transpose.ROTATE_180), "letter-turned-180.pgm.gz")
    write_pgm_gz(letter_page(None, SECOND_PAGE_PARAGRAPHS), "second-page.pgm.gz")
    write_pgm_gz(letterhead_page(), "letterhead.pgm.gz")
    write_pgm_gz(smudged_page(), "smudged.pgm.gz")


if __name__ == "__main__":
    main()
