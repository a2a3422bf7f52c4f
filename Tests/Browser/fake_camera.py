"""A camera for Chromium's fake capture device: an MJPEG video made from a corpus photo, in
which the page slides into view over the table and then holds still, as a hand holding a
phone over a letter does. Chromium plays an MJPEG file at 30 frames a second, looping.

`make_video(photo, corners, path)` returns the page's corners in the still part, as shares
of the frame's width and height, clockwise from the top left.
"""
from io import BytesIO

import numpy
from PIL import Image, ImageFilter

FPS = 30


def _table(width, height, colour, seed):
    """A surface of the photo's own table colour with a little grain, so that the page finder
    sees a table, not a flat field."""
    random = numpy.random.default_rng(seed)
    grain = random.normal(0, 6, (height // 4 + 1, width // 4 + 1, 1))
    surface = numpy.clip(numpy.array(colour, dtype=float)[None, None, :] + grain, 0, 255).astype(numpy.uint8)
    return Image.fromarray(surface, "RGB").resize((width, height), Image.BILINEAR).filter(ImageFilter.GaussianBlur(1))


def make_video(photo_path, corners, path, size=(720, 960), move_seconds=1.5, hold_seconds=4.0, seed=19):
    width, height = size
    photo = Image.open(photo_path).convert("RGB")
    scale = width / photo.width
    photo = photo.resize((width, round(photo.height * scale)), Image.LANCZOS)
    pixels = numpy.asarray(photo)
    # The table's colour from the photo's own margin, outside the sheet.
    border = numpy.concatenate([pixels[:8].reshape(-1, 3), pixels[-8:].reshape(-1, 3),
                                pixels[:, :8].reshape(-1, 3), pixels[:, -8:].reshape(-1, 3)])
    colour = numpy.median(border, axis=0)
    # A scene twice as wide: the table, then the photo at the right, so the frame can start on
    # bare table and pan until it holds the photo.
    scene = _table(2 * width, height, colour, seed)
    scene.paste(photo.crop((0, 0, width, height)), (width, 0))
    frames = []
    moving = round(move_seconds * FPS)
    for index in range(moving):
        t = (index + 1) / moving
        eased = t * t * (3 - 2 * t)
        left = round(width * 0.35 + (width * 0.65) * eased)
        frames.append(scene.crop((left, 0, left + width, height)))
    still = scene.crop((width, 0, 2 * width, height))
    frames += [still] * round(hold_seconds * FPS)
    # A second or so of bare table first, so each loop starts without a page.
    frames = [scene.crop((0, 0, width, height))] * FPS + frames
    with open(path, "wb") as out:
        for frame in frames:
            buffer = BytesIO()
            frame.save(buffer, "JPEG", quality=88)
            out.write(buffer.getvalue())
    return [[x * scale / width, y * scale / height] for x, y in corners], len(frames) / FPS
