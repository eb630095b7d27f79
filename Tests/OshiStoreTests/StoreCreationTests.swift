import Foundation
import OshiCore
import OshiStoreCore
import Testing

@testable import OshiStore

@Suite("What opening a missing store made, and undoing it")
final class StoreCreationTests {
  /// A folder for this test's stores, removed when the test ends.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "oshi-creation-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  @Test("A new store records its file and the folders made for it, and undo takes them away")
  func undoNew() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("a/b/oshi.sqlite").path
    let store = try Store.open(path: path)
    let creation = try #require(store.creation)
    #expect(creation.path == path)
    #expect(creation.folders == [folder.path + "/a", folder.path + "/a/b"])
    #expect(creation.undo())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    // Opening what is there made nothing.
    _ = try Store.open(path: path)
    #expect(try Store.open(path: path).creation == nil)
  }

  @Test("A store written to since it was made stays, and so do its folders")
  func keepWritten() throws {
    let path = folder.appendingPathComponent("a/oshi.sqlite").path
    let store = try Store.open(path: path)
    let creation = try #require(store.creation)
    _ = try store.addOshi(Oshi(slug: "aki", name: "Aki"), widgets: [])
    #expect(!creation.undo())
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("A folder that holds something else stays when the store goes")
  func keepFolderInUse() throws {
    let path = folder.appendingPathComponent("a/oshi.sqlite").path
    let creation = try #require(try Store.open(path: path).creation)
    let other = folder.appendingPathComponent("a/mine.txt").path
    FileManager.default.createFile(atPath: other, contents: Data("mine".utf8))
    #expect(creation.undo())
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(FileManager.default.fileExists(atPath: other))
  }
}
