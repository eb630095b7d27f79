// oshi-card: draws widgets as pictures, with Cairo and Pango.
//
//   oshi-card [PLAN.json]        the plan from the file, else from standard input
//   oshi-card photo IN OUT.png   an oshi's photo: a square PNG of at most 512 pixels
//   oshi-card greys PNG SIDE     the picture as SIDE×SIDE greys, for terminal art
//   oshi-card notify-send …      a desktop notification (NotifySend.swift); also run
//                                as oshi-notify-send, a link to this binary
//
// `oshi card` words the widget from the store and hands the plan (`CardPlan`, JSON) to
// this binary, which lays it out in pixels and writes the PNG or SVG. Cairo, Pango and
// gdk-pixbuf are linked here only, and sd-bus for the notifications: `oshi`, which status
// bars start every few seconds, loads none of them. It prints what it drew as JSON on
// standard output.
// Exit 64 for a plan or background it cannot use, 73 when the file cannot be written.

import CPangoCairo
import OshiCommandWords
import OshiCore
import OshiWidgets
import OshiWords

// FoundationEssentials has JSON, Data and FileManager without ICU's 30 MB of data, which
// Foundation would link into this binary for nothing: it formats no dates or numbers.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A refusal: one `error:` line on standard error in English, then the same in
/// Japanese on an `error-ja:` line for `oshi` to print under `--lang ja`, and an exit
/// status.
struct CardError: Error {
  var message: String
  var japanese: String
  var exitCode: Int32

  init(_ said: Said, exitCode: Int32) {
    self.message = said.en
    self.japanese = said.ja
    self.exitCode = exitCode
  }
}

/// What `oshi-card` prints: the picture's size in pixels and each family as drawn.
struct Report: Encodable {
  var output: String
  var width: Int
  var height: Int
  var faces: [DrawnFace]
  /// What a share card drew, for `--share`.
  var share: DrawnShare?
  /// What a month's picture drew, for `oshi cal --format png`.
  var month: DrawnMonth?
}

/// Reads the plan from the file named in `arguments`, or from standard input.
func readPlan(_ arguments: [String]) throws(CardError) -> CardPlan {
  let data: Data
  switch arguments.count {
  case 0:
    data = readStandardInput()
  case 1 where arguments[0] != "--help" && arguments[0] != "-h":
    guard let read = FileManager.default.contents(atPath: arguments[0]) else {
      throw CardError(
        Words.Card.cannotRead(arguments[0]), exitCode: 66)
    }
    data = read
  default:
    throw CardError(
      Words.Card.usage,
      exitCode: 64)
  }
  do {
    return try JSONDecoder().decode(CardPlan.self, from: data)
  } catch {
    throw CardError(
      Words.Card.notAPlan("\(error)"),
      exitCode: 64)
  }
}

/// Draws `plan` and writes its file, replacing any file at that path in one step.
func draw(_ plan: CardPlan) throws(CardError) -> Report {
  guard CardPlan.scales.contains(plan.scale) else {
    throw CardError(
      Words.Card.badScale(plan.scale), exitCode: 64)
  }
  let size = plan.cardSize()
  let width = Int(((size.width + 2 * plan.margin) * Double(plan.scale)).rounded(.up))
  let height = Int(((size.height + 2 * plan.margin) * Double(plan.scale)).rounded(.up))
  let background = try plan.background.map { path throws(CardError) in
    try Picture(path: path).covering(width: width, height: height)
  }

  let url = URL(fileURLWithPath: plan.output)
  let folder = url.deletingLastPathComponent().path
  let staged = folder + "/.\(url.lastPathComponent).\(getpid()).tmp"
  let surface: OpaquePointer =
    switch plan.fileType {
    case .png: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    case .svg: cairo_svg_surface_create(staged, Double(width), Double(height))
    }
  defer { cairo_surface_destroy(surface) }
  if plan.fileType == .svg {
    // Pixels, as the PNG has: an SVG in points would show a third larger in a browser.
    cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
  }
  // cairo_create never returns NULL: on failure it returns a context in an error state,
  // which draws nothing and is caught by the status checks below.
  guard let context = cairo_create(surface) else { throw Picture.outOfMemory }
  defer { cairo_destroy(context) }

  // Each group is destroyed after the surface is finished: Cairo's SVG surface keeps a
  // snapshot of the group's recording, which destroying the group first leaks
  // (LeakSanitizer, SVG only).
  var groups: [OpaquePointer] = []
  defer { for group in groups { cairo_pattern_destroy(group) } }
  var faces: [DrawnFace] = []
  var shared: DrawnShare?
  var drawnMonth: DrawnMonth?
  do {
    if let share = plan.share {
      shared = try ShareDrawing(context: context, width: Double(width), height: Double(height))
        .draw(share)
    } else if let month = plan.month {
      drawnMonth = try MonthDrawing(
        context: context, width: Double(width), height: Double(height)
      ).draw(month)
    } else {
      faces = try drawFaces(plan, background: background, on: context, groups: &groups)
    }
  } catch {
    // An SVG surface writes its file as it is finished: leave none behind.
    cairo_surface_finish(surface)
    unlink(staged)
    throw error
  }

  let status: cairo_status_t
  switch plan.fileType {
  case .png:
    status = cairo_surface_write_to_png(surface, staged)
  case .svg:
    cairo_surface_finish(surface)
    status = cairo_surface_status(surface)
  }
  guard status == CAIRO_STATUS_SUCCESS else {
    unlink(staged)
    let reason = String(cString: cairo_status_to_string(status))
    throw CardError(
      Words.Card.cannotWriteBecause(plan.output, reason),
      exitCode: 73)
  }
  guard rename(staged, plan.output) == 0 else {
    let reason = String(cString: strerror(errno))
    unlink(staged)
    throw CardError(
      Words.Card.cannotWriteBecause(plan.output, reason),
      exitCode: 73)
  }
  return Report(
    output: plan.output, width: width, height: height, faces: faces, share: shared,
    month: drawnMonth)
}

/// What the words of `face`, laid out in `box`, sit on: the solid ground, or the part of
/// the background picture under it, or nothing.
func backdrop(
  of face: CardPlan.Face, in box: Box, plan: CardPlan, ground: OshiColor?, background: Picture?
) -> Backdrop {
  let disc = face.family == .circular && face.photo == nil
  let colour = face.color.flatMap { OshiColor(hex: $0) }
  if let ground { return Backdrop(samples: [ground], disc: disc, colour: colour) }
  guard let background else { return Backdrop(disc: disc) }
  let scale = Double(plan.scale)
  return Backdrop(
    samples: background.samples(
      x: Int(((box.x + plan.margin) * scale).rounded(.down)),
      y: Int(((box.y + plan.margin) * scale).rounded(.down)),
      width: Int((box.width * scale).rounded(.up)),
      height: Int((box.height * scale).rounded(.up)), circle: face.family == .circular),
    disc: disc, colour: colour)
}

/// Draws the faces of `plan` on `context`, over `background`, and says what it drew.
///
/// The groups it paints through are kept in `groups`, for the caller to destroy once
/// the surface is finished.
func drawFaces(
  _ plan: CardPlan, background: Picture?, on context: OpaquePointer,
  groups: inout [OpaquePointer]
) throws(CardError) -> [DrawnFace] {
  // What each face's words sit on: the scrim it needs, and its colour as drawn.
  let frames = plan.frames().map { frame in
    (face: frame.face, box: Box(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
  }
  // A solid ground (--background-color) is what every face sits on, as a picture of one
  // colour would be.
  let ground = plan.backgroundColor.flatMap { OshiColor(hex: $0) }
  let backdrops = frames.map { frame in
    backdrop(of: frame.face, in: frame.box, plan: plan, ground: ground, background: background)
  }
  let colors = zip(frames, backdrops).map { frame, backdrop in
    frame.face.color.flatMap { OshiColor(hex: $0) }.map(backdrop.shown)
  }

  if let ground {
    cairo_set_source_rgba(
      context, Double(ground.red) / 255, Double(ground.green) / 255, Double(ground.blue) / 255, 1)
    cairo_paint(context)
  } else if let background {
    let picture = try background.surface()
    cairo_set_source_surface(context, picture, 0, 0)
    cairo_paint(context)
    cairo_surface_destroy(picture)
  }
  // Pixels, then points: the scale and the margin the faces are laid out in.
  func inPoints() {
    cairo_scale(context, Double(plan.scale), Double(plan.scale))
    cairo_translate(context, plan.margin, plan.margin)
  }
  for (frame, backdrop) in zip(frames, backdrops) where backdrop.scrim > 0 {
    cairo_save(context)
    inPoints()
    CardDrawing.scrim(frame.box, family: frame.face.family, on: context)
    cairo_set_source_rgba(context, 0, 0, 0, backdrop.scrim)
    cairo_fill(context)
    cairo_restore(context)
  }
  // Everything white is drawn into a group and then painted in white through the group's
  // opacity: the Lock Screen's monochrome, which turns a colour emoji into its shape.
  // The group is pushed and masked in pixels, with the scale set inside it: Cairo's SVG
  // surface writes a group made under a scale at scale 1 in the top left corner.
  cairo_push_group(context)
  inPoints()
  let drawing = CardDrawing(context: context, scale: plan.scale)
  let layouts = zip(frames, backdrops).map { frame, backdrop in
    drawing.layout(
      frame.face,
      in: CardDrawing.wordsFrame(frame.box, family: frame.face.family, onScrim: backdrop.scrim > 0))
  }
  do {
    for layout in layouts { try drawing.drawWhite(layout) }
  } catch {
    cairo_pattern_destroy(cairo_pop_group(context))
    throw error
  }
  // Popping the group restores the state it was pushed in: no scale.
  let white: OpaquePointer = cairo_pop_group(context)
  groups.append(white)
  cairo_set_source_rgba(context, 1, 1, 1, 1)
  cairo_mask(context, white)
  // Then the ring's arc and the accent of each face with a colour, painted the same way
  // in that colour.
  for (layout, color) in zip(layouts, colors) {
    guard let color else { continue }
    cairo_push_group(context)
    inPoints()
    drawing.drawColoured(layout)
    let coloured: OpaquePointer = cairo_pop_group(context)
    groups.append(coloured)
    cairo_set_source_rgba(
      context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, 1)
    cairo_mask(context, coloured)
  }
  return zip(layouts, colors).map { drawing.drawn($0, color: $1) }
}

/// Everything on standard input.
func readStandardInput() -> Data {
  var data = Data()
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count > 0 {
      data.append(contentsOf: buffer[..<count])
    } else if count == 0 || errno != EINTR {
      return data
    }
  }
}

/// All of `data` to the file descriptor, as far as it takes it.
func write(_ data: Data, to descriptor: Int32) {
  var rest = data[...]
  while !rest.isEmpty {
    let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written > 0 {
      rest = rest.dropFirst(written)
    } else if written < 0 && errno != EINTR {
      return
    }
  }
}

/// The largest photo file read, in bytes.
let largestPhotoFile = 20 << 20

/// `oshi-card photo IN OUT`: the photo decoded, cut to a square, scaled to at most 512
/// pixels and written as PNG, in one step.
func preparePhoto(_ input: String, _ output: String) throws(CardError) {
  var status = stat()
  guard stat(input, &status) == 0 else {
    throw CardError(Words.Card.cannotRead(input), exitCode: 66)
  }
  let size = Int(status.st_size)
  if size > largestPhotoFile {
    throw CardError(
      Words.Card.photoTooLarge(input, size >> 20, most: largestPhotoFile >> 20),
      exitCode: 64)
  }
  let photo = try Picture(path: input).squarePhoto()
  let staged = output + ".\(getpid()).tmp"
  try photo.writePNG(to: staged)
  guard rename(staged, output) == 0 else {
    let reason = String(cString: strerror(errno))
    unlink(staged)
    throw CardError(
      Words.Card.cannotWriteBecause(output, reason), exitCode: 73)
  }
}

/// The name this binary was called by: `oshi-notify-send` is a link to it.
let calledAs = CommandLine.arguments.first.map { $0.split(separator: "/").last ?? "" } ?? ""
if calledAs == "oshi-notify-send" {
  NotifySend.send(Array(CommandLine.arguments.dropFirst()))
}
if CommandLine.arguments.dropFirst().first == "notify-send" {
  NotifySend.send(Array(CommandLine.arguments.dropFirst(2)))
}

do throws(CardError) {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.first == "photo", arguments.count == 3 {
    try preparePhoto(arguments[1], arguments[2])
    exit(0)
  }
  if arguments.first == "greys", arguments.count == 3, let side = Int(arguments[2]),
    (1...64).contains(side)
  {
    let greys = try Picture(path: arguments[1]).greys(side: side)
    print(greys.map(String.init).joined(separator: " "))
    exit(0)
  }
  let report = try draw(readPlan(arguments))
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  guard let json = try? encoder.encode(report) else {
    throw CardError(
      Words.Card.cannotWriteReport(report.output), exitCode: 70)
  }
  write(json + Data("\n".utf8), to: STDOUT_FILENO)
} catch {
  write(Data("error: \(error.message)\nerror-ja: \(error.japanese)\n".utf8), to: STDERR_FILENO)
  exit(error.exitCode)
}
