import OshiCore
import OshiWords

/// What a face's words sit on, and what keeps them legible there: WCAG 2.2's contrast
/// ratio of at least 4.5:1 (success criterion 1.4.3) for the white words and for the
/// accent in the oshi's colour.
///
/// Without a background picture the card is white on transparency, for a dark Lock
/// Screen, and the words are taken to sit on any wallpaper up to ``darkWallpaper``. On a
/// picture, the lightest of the
/// pixels under the face (all but the lightest hundredth) is what counts. Where white
/// would fall short there, a black scrim is drawn under the face, as dark as it needs to
/// be and no darker. The oshi's colour is then lightened toward white, only as far as
/// its own 4.5:1 needs. A circular face's translucent disc is counted in both.
struct Backdrop {
  /// The least contrast ratio the words keep, with a little room over WCAG's 4.5 for the
  /// rounding of pixels to 8 bits.
  static let leastContrast = 4.6
  /// The share of the lightest pixels left out, so that one glint in a photo does not
  /// darken the whole face.
  static let glint = 0.01

  /// The opacity of the black drawn under the face: 0 when the picture is dark enough.
  let scrim: Double
  /// The relative luminance of the lightest part of what the words sit on, after the
  /// scrim and the disc.
  let luminance: Double

  /// The lightest wallpaper a card on transparency is drawn for: #333333.
  ///
  /// It is a dark grey lighter than the dark wallpapers and modes of phones and
  /// desktops. On any darker one the words keep more contrast than this.
  static let darkWallpaper = OshiColor(red: 0x33, green: 0x33, blue: 0x33)

  /// The backdrop of a face on transparency: ``darkWallpaper``, under the disc when it
  /// has one.
  init(disc: Bool) {
    scrim = 0
    luminance = Backdrop.composite(Backdrop.darkWallpaper, scrim: 0, disc: disc).luminance
  }

  /// The least luminance a scrim darkens to for the oshi's colour: below it, the colour
  /// is lightened instead, as on black.
  static let darkest = 0.03

  /// The backdrop of a face over `samples`, the picture's pixels under it, for words in
  /// white and, when it has one, in the oshi's `colour`.
  ///
  /// The scrim darkens as far as white needs, or further, as far as the colour needs to
  /// keep its own hue: a pink name on a pink wallpaper stays pink.
  init(samples: [OshiColor], disc: Bool, colour: OshiColor?) {
    func lightest(_ scrim: Double) -> Double {
      let luminances = samples.map { Backdrop.composite($0, scrim: scrim, disc: disc).luminance }
        .sorted()
      guard !luminances.isEmpty else { return 0 }
      return luminances[Int(Double(luminances.count - 1) * (1 - Backdrop.glint))]
    }
    // A colour of luminance C keeps its ratio over luminance L while
    // (C + 0.05) / (L + 0.05) ≥ leastContrast; white is C = 1.
    func darkEnough(for light: Double) -> Double { (light + 0.05) / Backdrop.leastContrast - 0.05 }
    let wanted = min(
      darkEnough(for: 1), max(colour.map { darkEnough(for: $0.luminance) } ?? 1, Backdrop.darkest))
    var scrim = 0.0
    if lightest(0) > wanted {
      // The least opacity that darkens the lightest part enough: the luminance falls
      // as the opacity grows, so halving the interval finds it.
      var (low, high) = (0.0, 1.0)
      for _ in 0..<16 {
        let middle = (low + high) / 2
        if lightest(middle) > wanted { low = middle } else { high = middle }
      }
      scrim = high
    }
    self.scrim = scrim
    luminance = lightest(scrim)
  }

  /// `colour` under a black scrim of opacity `scrim`, then under the disc's white, as
  /// Cairo composites them: channel by channel, in sRGB.
  static func composite(_ colour: OshiColor, scrim: Double, disc: Bool) -> OshiColor {
    func channel(_ value: UInt8) -> UInt8 {
      var value = Double(value) * (1 - scrim)
      if disc { value = value * (1 - CardDrawing.discOpacity) + 255 * CardDrawing.discOpacity }
      return UInt8(min(max(value.rounded(), 0), 255))
    }
    return OshiColor(
      red: channel(colour.red), green: channel(colour.green), blue: channel(colour.blue))
  }

  /// `colour` mixed with `other`, keeping `share` of `colour`, channel by channel.
  static func mixed(_ colour: OshiColor, toward other: OshiColor, keeping share: Double)
    -> OshiColor
  {
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * share + Double(b) * (1 - share)).rounded())
    }
    return OshiColor(
      red: channel(colour.red, other.red), green: channel(colour.green, other.green),
      blue: channel(colour.blue, other.blue))
  }

  /// The ratio of a colour of luminance `light` to this backdrop, the lighter over the
  /// darker.
  func contrast(_ light: Double) -> Double {
    (max(light, luminance) + 0.05) / (min(light, luminance) + 0.05)
  }

  /// `colour` as the face draws it: itself when it keeps its ratio here, else mixed
  /// with white only as far as it needs to keep it.
  ///
  /// The backdrop is dark enough for white, so some mix always keeps it.
  func shown(_ colour: OshiColor) -> OshiColor {
    let white = OshiColor(red: 255, green: 255, blue: 255)
    func mixed(_ share: Double) -> OshiColor {
      Backdrop.mixed(colour, toward: white, keeping: 1 - share)
    }
    guard contrast(colour.luminance) < Backdrop.leastContrast else { return colour }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<16 {
      let middle = (low + high) / 2
      if contrast(mixed(middle).luminance) < Backdrop.leastContrast {
        low = middle
      } else {
        high = middle
      }
    }
    return mixed(high)
  }
}
