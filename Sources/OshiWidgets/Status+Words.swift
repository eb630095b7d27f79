import OshiCore
import OshiWords

extension Oshi.Status {
  /// The word `list`, `show` and `options` put after an oshi who is not active: 活動休止中,
  /// 卒業 (解散 for a group); nil while active.
  package func word(isGroup: Bool, in language: Language) -> String? {
    switch self {
    case .active: nil
    case .hiatus: Words.Reads.onHiatus(language)
    case .graduated:
      isGroup
        ? Words.Reads.disbanded(language) : Words.Reads.graduated(language)
    }
  }
}
