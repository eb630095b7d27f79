import CGdkPixbuf
import CPangoCairo
import OshiCommandWords
import OshiCore
import OshiWords

/// A decoded picture, ready for Cairo: gdk-pixbuf reads PNG and JPEG, turns it as its
/// EXIF orientation says, and scales it.
final class Picture {
  /// The largest picture decoded, in pixels: 50 megapixels.
  ///
  /// That is a phone camera's photo with room to spare. Larger files are refused before
  /// decoding.
  static let maximumPixels = 50_000_000

  private let pixbuf: OpaquePointer

  /// Decodes the file at `path`.
  init(path: String) throws(CardError) {
    var width: Int32 = 0
    var height: Int32 = 0
    guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else {
      throw CardError(
        Words.Card.notAPicture(path), exitCode: 64)
    }
    if Int(width) * Int(height) > Picture.maximumPixels {
      throw CardError(
        Words.Card.pictureTooLarge(
          path, width: Int(width), height: Int(height),
          most: Picture.maximumPixels / 1_000_000),
        exitCode: 64)
    }
    var error: UnsafeMutablePointer<GError>?
    guard let decoded = gdk_pixbuf_new_from_file(path, &error) else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw CardError(
        Words.Card.unreadablePicture(path, message), exitCode: 64)
    }
    // A photo from a phone is stored sideways with an EXIF tag saying how to turn it.
    if let turned = gdk_pixbuf_apply_embedded_orientation(decoded) {
      g_object_unref(UnsafeMutableRawPointer(decoded))
      pixbuf = turned
    } else {
      pixbuf = decoded
    }
  }

  private init(pixbuf: OpaquePointer) {
    self.pixbuf = pixbuf
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(pixbuf))
  }

  var width: Int { Int(gdk_pixbuf_get_width(pixbuf)) }
  var height: Int { Int(gdk_pixbuf_get_height(pixbuf)) }

  /// The picture scaled, keeping its shape, to cover `width`×`height` pixels, and cut
  /// to them around its centre.
  func covering(width: Int, height: Int) throws(CardError) -> Picture {
    let factor = max(Double(width) / Double(self.width), Double(height) / Double(self.height))
    let scaledWidth = max(width, Int((Double(self.width) * factor).rounded(.up)))
    let scaledHeight = max(height, Int((Double(self.height) * factor).rounded(.up)))
    let scaled = try Picture.made(
      gdk_pixbuf_scale_simple(pixbuf, Int32(scaledWidth), Int32(scaledHeight), GDK_INTERP_BILINEAR))
    defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
    let x = (scaledWidth - width) / 2
    let y = (scaledHeight - height) / 2
    // A sub-pixbuf shares the pixels; copy it, so that the scaled one can go.
    let part = try Picture.made(
      gdk_pixbuf_new_subpixbuf(scaled, Int32(x), Int32(y), Int32(width), Int32(height)))
    defer { g_object_unref(UnsafeMutableRawPointer(part)) }
    return Picture(pixbuf: try Picture.made(gdk_pixbuf_copy(part)))
  }

  /// What gdk-pixbuf or Cairo made, or the refusal when it could make nothing: they
  /// return NULL only when memory runs out.
  static func made<T>(_ value: T?) throws(CardError) -> T {
    guard let value else { throw outOfMemory }
    return value
  }

  /// The refusal when a picture's pixels cannot be allocated.
  static let outOfMemory = CardError(
    Words.Card.outOfMemory, exitCode: 71)

  /// Draws the picture as a circle `side` points wide with its top left corner at `x`,
  /// `y`, covering the circle, in a ring `ringWidth` wide of `ring`.
  func drawRound(
    on context: OpaquePointer, x: Double, y: Double, side: Double, ring: OshiColor,
    ringWidth: Double
  ) throws(CardError) {
    let pixels = Int(side.rounded(.up))
    let surface = try covering(width: pixels, height: pixels).surface()
    defer { cairo_surface_destroy(surface) }
    let radius = side / 2
    let (centreX, centreY) = (x + radius, y + radius)
    cairo_save(context)
    cairo_new_path(context)
    cairo_arc(context, centreX, centreY, radius, 0, 2 * .pi)
    cairo_clip(context)
    cairo_set_source_surface(context, surface, x, y)
    cairo_paint(context)
    cairo_restore(context)
    cairo_set_source_rgb(
      context, Double(ring.red) / 255, Double(ring.green) / 255, Double(ring.blue) / 255)
    cairo_new_path(context)
    cairo_arc(context, centreX, centreY, radius + ringWidth / 2, 0, 2 * .pi)
    cairo_set_line_width(context, ringWidth)
    cairo_stroke(context)
  }

  /// The largest side of a stored photo, in pixels.
  static let photoSide = 512

  /// The picture cut to a square around its centre and scaled down to at most
  /// ``photoSide`` pixels a side: an oshi's photo as `oshi image set` stores it.
  func squarePhoto() throws(CardError) -> Picture {
    let side = min(width, height)
    let square = try Picture.made(
      gdk_pixbuf_new_subpixbuf(
        pixbuf, Int32((width - side) / 2), Int32((height - side) / 2), Int32(side), Int32(side)))
    defer { g_object_unref(UnsafeMutableRawPointer(square)) }
    let target = min(side, Picture.photoSide)
    return Picture(
      pixbuf: try Picture.made(
        gdk_pixbuf_scale_simple(square, Int32(target), Int32(target), GDK_INTERP_HYPER)))
  }

  /// The picture scaled to `side`×`side` pixels, each as its luminance (0 to 255)
  /// over black: what a terminal's half blocks or braille draw.
  func greys(side: Int) throws(CardError) -> [UInt8] {
    let small = try Picture.made(
      gdk_pixbuf_scale_simple(pixbuf, Int32(side), Int32(side), GDK_INTERP_HYPER))
    defer { g_object_unref(UnsafeMutableRawPointer(small)) }
    let pixels = try Picture.made(gdk_pixbuf_read_pixels(small))
    let stride = Int(gdk_pixbuf_get_rowstride(small))
    let channels = Int(gdk_pixbuf_get_n_channels(small))
    let hasAlpha = gdk_pixbuf_get_has_alpha(small) != 0
    var greys: [UInt8] = []
    for row in 0..<side {
      for column in 0..<side {
        let pixel = pixels + row * stride + column * channels
        greys.append(Picture.luminance(pixel, alpha: hasAlpha ? pixel[3] : 255))
      }
    }
    return greys
  }

  /// Every other pixel of the box `x`, `y`, `width`, `height` (in pixels, cut to the
  /// picture), or of the circle inscribed in it, each over black as the card draws it.
  func samples(x: Int, y: Int, width: Int, height: Int, circle: Bool) -> [OshiColor] {
    guard let pixels = gdk_pixbuf_read_pixels(pixbuf) else { return [] }
    let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
    let (centreX, centreY) = (Double(x) + Double(width) / 2, Double(y) + Double(height) / 2)
    let radius = Double(min(width, height)) / 2
    var samples: [OshiColor] = []
    for row in Swift.stride(from: max(y, 0), to: min(y + height, self.height), by: 2) {
      for column in Swift.stride(from: max(x, 0), to: min(x + width, self.width), by: 2) {
        if circle {
          let (dx, dy) = (Double(column) + 0.5 - centreX, Double(row) + 0.5 - centreY)
          if dx * dx + dy * dy > radius * radius { continue }
        }
        let pixel = pixels + row * stride + column * channels
        let alpha = hasAlpha ? UInt32(pixel[3]) : 255
        func over(_ value: UInt8) -> UInt8 { UInt8((UInt32(value) * alpha + 127) / 255) }
        samples.append(OshiColor(red: over(pixel[0]), green: over(pixel[1]), blue: over(pixel[2])))
      }
    }
    return samples
  }

  /// The luminance of an RGB pixel by ITU-R BT.709, times its opacity.
  static func luminance(_ pixel: UnsafePointer<UInt8>, alpha: UInt8) -> UInt8 {
    let light = 0.2126 * Double(pixel[0]) + 0.7152 * Double(pixel[1]) + 0.0722 * Double(pixel[2])
    return UInt8((light * Double(alpha) / 255).rounded())
  }

  /// Writes the picture as a PNG file.
  func writePNG(to path: String) throws(CardError) {
    var error: UnsafeMutablePointer<GError>?
    guard gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) != 0 else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw CardError(
        Words.Card.cannotWriteBecause(path, message), exitCode: 73)
    }
  }

  /// The pixels as a Cairo image surface (premultiplied ARGB, as Cairo keeps them).
  ///
  /// - Parameter monochrome: white, as opaque as each pixel is light: how the Lock
  ///   Screen shows a photo.
  /// - Returns: a new surface, which the caller destroys.
  /// - Throws: ``CardError`` when the surface's memory cannot be allocated.
  func surface(monochrome: Bool = false) throws(CardError) -> OpaquePointer {
    let surface = try Picture.made(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
    cairo_surface_flush(surface)
    guard let target = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      throw Picture.outOfMemory
    }
    let targetStride = Int(cairo_image_surface_get_stride(surface))
    guard let source = gdk_pixbuf_read_pixels(pixbuf) else {
      cairo_surface_destroy(surface)
      throw Picture.outOfMemory
    }
    let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
    for row in 0..<height {
      let from = source + row * sourceStride
      let to = UnsafeMutableRawPointer(target + row * targetStride)
        .assumingMemoryBound(to: UInt32.self)
      for column in 0..<width {
        let pixel = from + column * channels
        if monochrome {
          let light = UInt32(Picture.luminance(pixel, alpha: hasAlpha ? pixel[3] : 255))
          to[column] = light << 24 | light << 16 | light << 8 | light
          continue
        }
        let alpha = hasAlpha ? UInt32(pixel[3]) : 255
        func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
        to[column] =
          alpha << 24 | premultiplied(pixel[0]) << 16 | premultiplied(pixel[1]) << 8
          | premultiplied(pixel[2])
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
