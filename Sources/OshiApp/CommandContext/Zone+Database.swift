import Foundation
import OshiCore
import OshiRuntime

extension Zone {
  /// ``ianaName(near:among:)`` among every zone Foundation's copy of the database names.
  public func ianaName(near instant: Int64) -> String? {
    ianaName(near: instant, among: TimeZone.knownTimeZoneIdentifiers.sorted())
  }
}
