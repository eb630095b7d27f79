#!/usr/bin/python3
"""Reads oshi's card pictures with a real decoder (Pillow) and measures them.

    card-check.py size FILE                     -> {"width", "height", "mode"}
    card-check.py ink FILE SCALE MARGIN FRAMES  -> ink outside the frames' shapes
    card-check.py gauge FILE SCALE X Y          -> where the ring's bright arc ends
    card-check.py compare FILE GOLDEN           -> perceptual difference
    card-check.py opaque FILE [LEAST]           -> share of pixels at least LEAST opaque
    card-check.py white FILE                    -> pixels with ink that are not white
    card-check.py text FILE SCALE MARGIN FRAMES -> each frame's text ink at full strength
    card-check.py figures FILE X Y WIDTH HEIGHT -> the height of the white ink in a box
    card-check.py pixel FILE X Y                -> the colour of one pixel
    card-check.py sides FILE SCALE FRAMES       -> room between each frame's side and its words
    card-check.py contrast FILE SCALE FRAMES [RRGGBB]
                                                -> WCAG contrast of each frame's words

FRAMES is JSON: [{"family", "x", "y", "width", "height"}] in points, as CardPlan lays
them out. Everything is printed as one JSON object.
"""
import json
import math
import sys

from PIL import Image, ImageFilter


def alpha(path):
    image = Image.open(path)
    image.load()
    return image.convert("RGBA").getchannel("A")


def size(path):
    image = Image.open(path)
    image.load()
    return {"width": image.width, "height": image.height, "mode": image.mode}


def in_pixels(frames, scale, margin):
    """Each frame as (family, x, y, width, height) in the picture's pixels."""
    return [
        (
            frame["family"],
            (frame["x"] + margin) * scale,
            (frame["y"] + margin) * scale,
            frame["width"] * scale,
            frame["height"] * scale,
        )
        for frame in frames
    ]


def ink(path, scale, margin, frames):
    """Counts pixels with ink (alpha > 8) outside every frame's shape: the circle for a
    circular widget, the rectangle for the others. Half a pixel of antialiasing is
    allowed at each edge."""
    a = alpha(path)
    pixels = a.load()
    outside = 0
    inked = 0
    worst = 0.0
    shapes = in_pixels(frames, scale, margin)
    for y in range(a.height):
        for x in range(a.width):
            value = pixels[x, y]
            if value <= 8:
                continue
            inked += 1
            cx, cy = x + 0.5, y + 0.5
            inside = False
            for family, x0, y0, w, h in shapes:
                if family == "circular":
                    r = w / 2
                    d = math.hypot(cx - (x0 + r), cy - (y0 + h / 2))
                    if d <= r + 0.5:
                        inside = True
                        break
                elif x0 - 0.5 <= cx <= x0 + w + 0.5 and y0 - 0.5 <= cy <= y0 + h + 0.5:
                    inside = True
                    break
            if not inside:
                outside += 1
    return {"inked": inked, "outside": outside}


def gauge(path, scale, x, y):
    """Walks the ring of the circular widget whose frame starts at (x, y) points,
    clockwise from twelve o'clock, in tenths of a degree, and returns the angle where
    the bright arc ends (the track is dimmer)."""
    a = alpha(path)
    pixels = a.load()
    radius = (76 / 2 - 1 - 5 / 2) * scale
    cx = (x + 38) * scale
    cy = (y + 38) * scale
    bright = []
    for tenth in range(3600):
        angle = math.radians(tenth / 10)
        px = cx + radius * math.sin(angle)
        py = cy - radius * math.cos(angle)
        bright.append(pixels[int(px), int(py)] >= 200)
    if all(bright):
        return {"end": 360.0}
    if not any(bright):
        return {"end": 0.0}
    # The arc starts at 0 degrees; its end is the first dim sample.
    end = bright.index(False)
    # and nothing bright comes after it (one arc, no second piece).
    pieces = sum(1 for i in range(3600) if bright[i] and not bright[i - 1])
    return {"end": end / 10, "pieces": pieces}


def luminance(path):
    """The picture over black, in grey: white ink on transparency gives its opacity, and
    a card on a wallpaper gives what the eye sees."""
    image = Image.open(path)
    image.load()
    image = image.convert("RGBA")
    black = Image.new("RGBA", image.size, (0, 0, 0, 255))
    black.alpha_composite(image)
    return black.convert("L")


def compare(path, golden):
    """A perceptual difference: both pictures in grey over black, blurred by two pixels
    so that a font update moving a stroke by a pixel counts for little, then the mean
    and the largest difference, as shares of white."""
    a = luminance(path)
    b = luminance(golden)
    if a.size != b.size:
        return {"sameSize": False, "mean": 1.0, "max": 1.0}
    blur = ImageFilter.GaussianBlur(2)
    a = a.filter(blur)
    b = b.filter(blur)
    pa = a.load()
    pb = b.load()
    total = 0
    largest = 0
    for y in range(a.height):
        for x in range(a.width):
            d = abs(pa[x, y] - pb[x, y])
            total += d
            largest = max(largest, d)
    return {
        "sameSize": True,
        "mean": total / (a.width * a.height) / 255,
        "max": largest / 255,
    }


def white(path):
    """Whether the picture is monochrome white: every pixel with ink is white, only its
    opacity varies."""
    image = Image.open(path)
    image.load()
    image = image.convert("RGBA")
    coloured = sum(1 for r, g, b, a in image.getdata() if a > 8 and min(r, g, b) < 245)
    return {"coloured": coloured}


def text(path, scale, margin, frames):
    """Counts, for each frame, the pixels of strong ink (alpha >= 200) where its words go:
    inside the ring of a circular widget (the ring itself is drawn at full strength),
    anywhere in the other families. The disc behind a circular widget and the ring's
    track are faint (alpha at most 80), so a count well above zero is text drawn at full
    white, and a face whose words came out faint has none."""
    a = alpha(path)
    pixels = a.load()
    counts = []
    for family, x0, y0, w, h in in_pixels(frames, scale, margin):
        strong = 0
        for y in range(int(y0), int(math.ceil(y0 + h))):
            for x in range(int(x0), int(math.ceil(x0 + w))):
                if pixels[x, y] < 200:
                    continue
                if family == "circular":
                    inner = (w / 2) - (1 + 5 + 0.5) * scale
                    if math.hypot(x + 0.5 - (x0 + w / 2), y + 0.5 - (y0 + h / 2)) > inner:
                        continue
                strong += 1
        counts.append({"family": family, "strong": strong})
    return {"frames": counts}


def relative_luminance(pixel):
    """WCAG 2.2's relative luminance of an sRGB pixel."""

    def linear(channel):
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = pixel[:3]
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def ratio(a, b):
    """WCAG 2.2's contrast ratio of two luminances."""
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def percentile(values, share):
    if not values:
        return None
    values = sorted(values)
    return round(values[int((len(values) - 1) * share)], 2)


def contrast(path, scale, frames, under="000000"):
    """The contrast of each frame's words with what they sit on, as the eye sees the
    card over a wallpaper of colour `under` (the card's own background, if it has one,
    covers it).

    The words' backdrop is the commonest colour on the rim of where they go: inside
    the ring of a circular widget, and the middle of the others (a scrim's round
    corners left out).
    Ink is every pixel far from it; the words' cores are the ink pixels whose eight
    neighbours are ink too. For the cores in white or grey and the cores in colour
    (channels that differ by more than 40), it gives how many there are, the commonest
    of them (the glyphs' colour where they cover a pixel whole), and its ratio. The
    ring's arc, in a circular widget with one, is measured against the disc just inside
    it, a few degrees after twelve o'clock, where every arc begins."""
    image = Image.open(path)
    image.load()
    image = image.convert("RGBA")
    base = Image.new("RGBA", image.size, tuple(int(under[i : i + 2], 16) for i in (0, 2, 4)) + (255,))
    base.alpha_composite(image)
    pixels = base.convert("RGB").load()
    results = []
    for family, x0, y0, w, h in in_pixels(frames, scale, 0):
        inner = w / 2 - (1 + 5 + 0.5) * scale
        inset = 10 * scale if family == "rectangular" else h / 2 if family == "inline" else 0
        region = []
        for y in range(int(y0), int(math.ceil(y0 + h))):
            for x in range(int(x0 + inset), int(math.ceil(x0 + w - inset))):
                if family == "circular":
                    if math.hypot(x + 0.5 - (x0 + w / 2), y + 0.5 - (y0 + h / 2)) > inner:
                        continue
                region.append((x, y))
        # The backdrop: the commonest colour on the region's rim, the air around the
        # words (inside the region, big type may cover more than the air does).
        inside = set(region)
        counts = {}
        for x, y in region:
            if all(
                (x + dx, y + dy) in inside for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1))
            ):
                continue
            counts[pixels[x, y]] = counts.get(pixels[x, y], 0) + 1
        backdrop = max(counts, key=counts.get)
        behind = relative_luminance(backdrop)

        def far(pixel):
            return sum(abs(a - b) for a, b in zip(pixel, backdrop)) > 40

        inked = {(x, y) for x, y in region if far(pixels[x, y])}
        white, coloured = {}, {}
        for x, y in inked:
            if all((x + dx, y + dy) in inked for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                pixel = pixels[x, y]
                cores = coloured if max(pixel) - min(pixel) > 40 else white
                cores[pixel] = cores.get(pixel, 0) + 1
        result = {"family": family, "backdrop": "%02x%02x%02x" % backdrop}
        for name, cores in (("white", white), ("coloured", coloured)):
            result[name] = sum(cores.values())
            if cores:
                # The words' colour: the commonest of their cores, the pixels the glyphs
                # cover whole (the others are their edges, mixed with the backdrop).
                ink = max(cores, key=cores.get)
                result[name + "Ink"] = "%02x%02x%02x" % ink
                result[name + "Ratio"] = round(ratio(relative_luminance(ink), behind), 2)
        if family == "circular":
            ring = (w / 2 - (1 + 5 / 2) * scale, w / 2 - (1 + 5 + 2) * scale)
            centre = (x0 + w / 2, y0 + h / 2)
            angle = math.radians(4)

            def at(radius):
                return pixels[
                    int(centre[0] + radius * math.sin(angle)),
                    int(centre[1] - radius * math.cos(angle)),
                ]

            arc, disc = at(ring[0]), at(ring[1])
            result["ring"] = "%02x%02x%02x" % arc
            result["ringRatio"] = round(ratio(relative_luminance(arc), relative_luminance(disc)), 2)
        results.append(result)
    return {"frames": results}


def figures(path, x, y, width, height):
    """The rows of the box (in pixels) that hold white ink (every channel at least 200),
    from the first to the last: how tall a share card's figures are drawn."""
    image = Image.open(path)
    image.load()
    pixels = image.convert("RGB").load()
    rows = [
        row
        for row in range(max(0, int(y)), min(image.height, int(math.ceil(y + height))))
        if any(
            min(pixels[column, row]) >= 200
            for column in range(max(0, int(x)), min(image.width, int(math.ceil(x + width))))
        )
    ]
    return {"inkHeight": (rows[-1] - rows[0] + 1) if rows else 0, "height": image.height}


def pixel(path, x, y):
    image = Image.open(path)
    image.load()
    return {"rgb": "%02x%02x%02x" % image.convert("RGB").getpixel((int(x), int(y)))}


def opaque(path, least=255):
    """The share of pixels at least `least` opaque."""
    a = alpha(path)
    values = a.getdata()
    return {"opaque": sum(1 for v in values if v >= least) / len(values)}


def sides(path, scale, frames):
    """For each frame, in points, the room between its left side and the leftmost white
    word pixel, and between its rightmost one and its right side. White is the words
    (every channel at least 230, opaque); rows within the scrim's round corners (10
    points) are left out, where the ground shows."""
    image = Image.open(path)
    image.load()
    pixels = image.convert("RGBA").load()
    result = []
    for family, x0, y0, w, h in in_pixels(frames, scale, 0):
        columns = [
            x
            for y in range(int(y0 + 10 * scale), int(y0 + h - 10 * scale))
            for x in range(int(x0), int(math.ceil(x0 + w)))
            if min(pixels[x, y]) >= 230
        ]
        if not columns:
            result.append({"family": family, "left": None, "right": None})
            continue
        result.append({
            "family": family,
            "left": (min(columns) - x0) / scale,
            "right": (x0 + w - max(columns) - 1) / scale,
        })
    return {"frames": result}


def main():
    command, path = sys.argv[1], sys.argv[2]
    if command == "size":
        result = size(path)
    elif command == "ink":
        result = ink(path, float(sys.argv[3]), float(sys.argv[4]), json.loads(sys.argv[5]))
    elif command == "gauge":
        result = gauge(path, float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]))
    elif command == "compare":
        result = compare(path, sys.argv[3])
    elif command == "opaque":
        result = opaque(path, int(sys.argv[3]) if len(sys.argv) > 3 else 255)
    elif command == "white":
        result = white(path)
    elif command == "figures":
        result = figures(path, *map(float, sys.argv[3:7]))
    elif command == "pixel":
        result = pixel(path, *map(float, sys.argv[3:5]))
    elif command == "contrast":
        result = contrast(path, float(sys.argv[3]), json.loads(sys.argv[4]), *sys.argv[5:6])
    elif command == "sides":
        result = sides(path, float(sys.argv[3]), json.loads(sys.argv[4]))
    elif command == "text":
        result = text(path, float(sys.argv[3]), float(sys.argv[4]), json.loads(sys.argv[5]))
    else:
        raise SystemExit(f"unknown command {command}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
