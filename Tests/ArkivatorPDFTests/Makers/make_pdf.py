#!/usr/bin/env python3
"""Writes the PDFs no office program makes on purpose, for the tests of PDF refusal:

    make_pdf.py pages N OUT           N pages, each with a line of text
    make_pdf.py size WIDTH HEIGHT OUT one text page of WIDTH x HEIGHT points (a page bomb)
    make_pdf.py slow OUT              one A4 page of half a million tiny filled shapes
    make_pdf.py image PNG DPI OUT     one page holding only the picture, at DPI (PIL)
"""
import sys
import zlib


def write(path, objects):
    """objects: the bodies of objects 1..n, bytes; object 1 is the catalog."""
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open(path, "wb") as f:
        f.write(out)


def stream(data, compress=False):
    if compress:
        data = zlib.compress(data)
        return b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + b"\nendstream"
    return b"<< /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def text_pages(contents, width=595, height=842):
    """Catalog, pages, font, then a page and its content per entry of contents."""
    count = len(contents)
    kids = b" ".join(b"%d 0 R" % (4 + 2 * i) for i in range(count))
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, count),
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"]
    for i, content in enumerate(contents):
        objects.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] /Resources << /Font << /F1 3 0 R >> >> "
                       b"/Contents %d 0 R >>" % (str(width).encode(), str(height).encode(), 5 + 2 * i))
        objects.append(content)
    return objects


def line(text):
    return stream(b"BT /F1 12 Tf 72 760 Td (" + text.encode("cp1252") + b") Tj ET")


def main():
    kind = sys.argv[1]
    if kind == "pages":
        count = int(sys.argv[2])
        write(sys.argv[3], text_pages([line("Side %d av %d" % (i + 1, count)) for i in range(count)]))
    elif kind == "size":
        write(sys.argv[4], text_pages([line("En side uten ende")], sys.argv[2], sys.argv[3]))
    elif kind == "slow":
        shapes = bytearray()
        for i in range(500_000):
            x, y = (i * 37) % 540 + 20, (i * 53) % 780 + 20
            shapes += b"%d %d m %d %d l %d %d l h f\n" % (x, y, x + 3, y + 1, x + 1, y + 3)
        write(sys.argv[2], text_pages([stream(bytes(shapes), compress=True)]))
    elif kind == "image":
        from PIL import Image
        Image.open(sys.argv[2]).save(sys.argv[4], resolution=float(sys.argv[3]))
    else:
        sys.exit(__doc__)


main()
