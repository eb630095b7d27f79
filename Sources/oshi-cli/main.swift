// oshi-cli: every command, with swift-argument-parser. The commands live in the
// OshiCommands library, which the tests and the fuzz target of the fast argument path
// import too.
import OshiCommands

CommandLineTool.main()
