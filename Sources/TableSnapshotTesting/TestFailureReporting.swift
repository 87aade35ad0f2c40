#if !canImport(UIKit)
    #if canImport(Testing)
        import Testing
    #endif
    import XCTest

    /// Reports a failure through the framework running the current test: an issue when a Swift Testing
    /// test is running, an `XCTFail` otherwise.
    func reportTestFailure(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
#endif
