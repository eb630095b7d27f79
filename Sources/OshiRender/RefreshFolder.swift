import OshiRuntime
import OshiWidgets
import OshiWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder `refresh` writes to, as `render --slot NAME --cached` reads it.
public enum RefreshFolder {
  /// The file that records what a refresh wrote and until when it holds.
  public static let timelineName = "timeline.json"
  /// Present while files are being replaced: a refresh killed then left the folder
  /// partly new, and the next one must not trust the timeline's fingerprint.
  public static let unfinishedName = ".oshi-unfinished"

  /// The default folder: `$XDG_CACHE_HOME/oshi`, else `~/.cache/oshi`.
  public static func path(environment: [String: String]) throws(OshiError) -> String {
    guard let folder = Context.cacheFolder(environment: environment) else {
      throw .usage(Words.Render.noHomeForOutput)
    }
    return folder
  }

  /// The path of the file `name` in `folder` (in the current folder when `folder` is
  /// empty).
  public static func file(_ name: String, in folder: String) -> String {
    folder.isEmpty || folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Whether a refresh into `folder` was stopped halfway.
  public static func isUnfinished(_ folder: String) -> Bool {
    access(file(unfinishedName, in: folder), F_OK) == 0
  }
}
