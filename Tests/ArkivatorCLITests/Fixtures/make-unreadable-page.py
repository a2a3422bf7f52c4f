#!/usr/bin/env python3
"""Renders unreadable-page.png: an A4 page at 150 DPI of made-up words in Armenian letters,
print that Tesseract's Norwegian and English models turn into low-confidence gibberish in every
orientation, whatever the photo's quality. The command-line tests file it to see an uncertain
page flagged. Needs Pillow and the DejaVu fonts (Debian `fonts-dejavu-core`):

    python3 Tests/ArkivatorCLITests/Fixtures/make-unreadable-page.py
"""
import os
import random

from PIL import Image, ImageDraw, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
ARMENIAN = [chr(code) for code in range(0x0561, 0x0586)]

random_source = random.Random(5)
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 23)
page = Image.new("L", (1240, 1754), 255)
draw = ImageDraw.Draw(page)
for line in range(24):
    words = ["".join(random_source.choice(ARMENIAN) for _ in range(random_source.randrange(2, 9)))
             for _ in range(random_source.randrange(6, 10))]
    draw.text((115, 125 + 45 * line), " ".join(words), font=font, fill=0)
page.save(os.path.join(HERE, "unreadable-page.png"), dpi=(150, 150), optimize=True)
