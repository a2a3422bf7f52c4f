import HTTPTypes

/// Header names HTTPTypes does not predefine. The literals are valid tokens, so the
/// unwraps cannot fail.
extension HTTPField.Name {
    static let uploadContentType = HTTPField.Name("X-Upload-Content-Type")!
    static let uploadContentLength = HTTPField.Name("X-Upload-Content-Length")!
    static let uploadID = HTTPField.Name("X-GUploader-UploadID")!
    static let noThreeOhEight = HTTPField.Name("X-GUploader-No-308")!
    static let statusOverride = HTTPField.Name("X-HTTP-Status-Code-Override")!
    static let pragma = HTTPField.Name("Pragma")!
}
