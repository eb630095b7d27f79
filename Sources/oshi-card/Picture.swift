import CGdkPixbuf
import CPangoCairo

/// A decoded picture, ready for Cairo: gdk-pixbuf reads PNG and JPEG, turns it as its
/// EXIF orientation says, and scales it.
final class Picture {
  /// The largest picture decoded, in pixels: 50 megapixels, a phone camera's photo
  /// with room to spare. Larger files are refused before decoding.
  static let maximumPixels = 50_000_000

  private let pixbuf: OpaquePointer

  /// Decodes the file at `path`.
  init(path: String) throws(CardError) {
    var width: Int32 = 0
    var height: Int32 = 0
    guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else {
      throw CardError("cannot read \(path): not a PNG or JPEG picture", exitCode: 64)
    }
    if Int(width) * Int(height) > Picture.maximumPixels {
      throw CardError(
        "\(path) is \(width)×\(height) pixels; the most oshi reads is \(Picture.maximumPixels / 1_000_000) megapixels",
        exitCode: 64)
    }
    var error: UnsafeMutablePointer<GError>?
    guard let decoded = gdk_pixbuf_new_from_file(path, &error) else {
      let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
      if let error { g_error_free(error) }
      throw CardError("cannot read \(path): \(message)", exitCode: 64)
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
  func covering(width: Int, height: Int) -> Picture {
    let factor = max(Double(width) / Double(self.width), Double(height) / Double(self.height))
    let scaledWidth = max(width, Int((Double(self.width) * factor).rounded(.up)))
    let scaledHeight = max(height, Int((Double(self.height) * factor).rounded(.up)))
    let scaled = gdk_pixbuf_scale_simple(
      pixbuf, Int32(scaledWidth), Int32(scaledHeight), GDK_INTERP_BILINEAR)!
    defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
    let x = (scaledWidth - width) / 2
    let y = (scaledHeight - height) / 2
    // A sub-pixbuf shares the pixels; copy it, so that the scaled one can go.
    let part = gdk_pixbuf_new_subpixbuf(scaled, Int32(x), Int32(y), Int32(width), Int32(height))!
    defer { g_object_unref(UnsafeMutableRawPointer(part)) }
    return Picture(pixbuf: gdk_pixbuf_copy(part)!)
  }

  /// The pixels as a Cairo image surface (premultiplied ARGB, as Cairo keeps them).
  func surface() -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    cairo_surface_flush(surface)
    let target = cairo_image_surface_get_data(surface)!
    let targetStride = Int(cairo_image_surface_get_stride(surface))
    let source = gdk_pixbuf_read_pixels(pixbuf)!
    let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
    let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
    for row in 0..<height {
      let from = source + row * sourceStride
      let to = UnsafeMutableRawPointer(target + row * targetStride)
        .assumingMemoryBound(to: UInt32.self)
      for column in 0..<width {
        let pixel = from + column * channels
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
