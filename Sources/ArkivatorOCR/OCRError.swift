/// Why text could not be read from a page. A page without text is not an error: it is a
/// `RecognizedPage` with no blocks.
public enum OCRError: Error, Equatable, Sendable {
    /// Tesseract has no trained data for `language`. `searchedDirectory` is the folder it looked
    /// in (the `tessdataPath` given, else `TESSDATA_PREFIX`, else Tesseract's built-in folder) and
    /// `available` the languages that folder does hold.
    case languageDataMissing(language: String, searchedDirectory: String, available: [String])
    /// Tesseract refused to start for another reason (a damaged `.traineddata` file, an empty
    /// language list, no memory).
    case engineInitialisationFailed(languages: String, searchedDirectory: String)
    /// The page is larger than Tesseract can address (its coordinates are 16-bit).
    case imageTooLarge(width: Int, height: Int, limit: Int)
    /// Tesseract started but could not recognise the page.
    case recognitionFailed(languages: String)
}

extension OCRError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .languageDataMissing(language, directory, available):
            let holds = available.isEmpty ? "no language data at all" : "only " + available.joined(separator: ", ")
            return "Tesseract has no data for the language “\(language)”: \(language).traineddata is not in "
                + "\(directory) (which holds \(holds)). Install the language package "
                + "(Debian: tesseract-ocr-\(language)) or point TESSDATA_PREFIX at a folder that has it."
        case let .engineInitialisationFailed(languages, directory):
            return "Tesseract could not start with the languages “\(languages)” from \(directory)."
        case let .imageTooLarge(width, height, limit):
            return "The page is \(width)×\(height) pixels; Tesseract reads at most \(limit) pixels a side."
        case let .recognitionFailed(languages):
            return "Tesseract could not recognise the page (languages “\(languages)”)."
        }
    }
}
