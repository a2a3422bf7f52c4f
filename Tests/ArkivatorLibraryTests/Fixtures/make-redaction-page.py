#!/usr/bin/env python3
"""Generates `redaction-page.jpeg`: three lines of an invented letter at 300 DPI, the second
holding a fødselsnummer written as six and five digits apart («11028425769» is valid and
invented), for the tests that redact a page's pixels and read it again with Tesseract.

Needs Pillow and the DejaVu fonts (Debian `fonts-dejavu-core`):

    python3 Tests/ArkivatorLibraryTests/Fixtures/make-redaction-page.py
"""

import os

from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
LINES = ["Innkalling til kontroll", "Fødselsnummer: 110284 25769", "Med vennlig hilsen"]

page = Image.new("L", (1400, 520), 255)
draw = ImageDraw.Draw(page)
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 50)
for row, line in enumerate(LINES):
    draw.text((80, 80 + row * 130), line, font=font, fill=0)
page.save(os.path.join(HERE, "redaction-page.jpeg"), quality=90, dpi=(300, 300))
