import OshiCore
import OshiWords

extension Oshi.Status {
  /// The word `list`, `show` and `options` put after an oshi who is not active: 活動休止中,
  /// 卒業 (解散 for a group); nil while active.
  package func word(isGroup: Bool, in language: Language) -> String? {
    switch self {
    case .active: nil
    case .hiatus: language == .ja ? "活動休止中" : "on hiatus"
    case .graduated:
      isGroup
        ? (language == .ja ? "解散" : "disbanded") : (language == .ja ? "卒業" : "graduated")
    }
  }
}
