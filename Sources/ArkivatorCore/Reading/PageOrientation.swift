/// Which way a page has to be turned so that its text stands upright, as a detector sees it.
public struct PageOrientation: Sendable, Equatable {
    /// Degrees to rotate the image **clockwise** to make the text upright: 0, 90, 180 or 270.
    /// A page photographed turned 90° clockwise (its text running top to bottom) needs 270.
    public let rotation: Int
    /// How sure the detector is, on its own scale (see the detector); not a probability.
    public let confidence: Double

    public init(rotation: Int, confidence: Double) {
        precondition([0, 90, 180, 270].contains(rotation), "rotation must be a quarter turn")
        self.rotation = rotation
        self.confidence = confidence
    }

    public var quarterTurns: Int { rotation / 90 }
}

/// Judges a page's orientation from the shapes of its text alone, without reading it:
/// quick, and right on a page of ordinary print, but easily misled by a page with little text
/// (Tesseract's orientation and script detection, in `ArkivatorOCR`).
public protocol OrientationDetecting: Sendable {
    /// Which way the page must be turned; nil when the detector cannot tell or is unsure by
    /// its own standard.
    func detectOrientation(_ page: GrayImage) throws -> PageOrientation?
}

/// How a page's orientation was decided.
public enum OrientationMethod: String, Sendable, Codable, CaseIterable {
    /// The quick detectors agreed, and were sure enough.
    case detected
    /// Pieces of the page were read in each candidate orientation, and the best reading won.
    case readingTrial
    /// The whole page read poorly, so it was read again in the other orientations.
    case rereading
    /// Nothing on the page told: left as it was flattened.
    case undecided
}

/// What was decided about one page's orientation.
public struct OrientationDecision: Sendable, Hashable, Codable {
    /// Clockwise quarter turns, 0–3, applied to the flattened page for its text to stand upright.
    public let quarterTurns: Int
    public let method: OrientationMethod

    public init(quarterTurns: Int, method: OrientationMethod) {
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
        self.method = method
    }

    /// Degrees clockwise: 0, 90, 180 or 270.
    public var degrees: Int { quarterTurns * 90 }
}

/// The warning shown where a page's text came out too uncertain to trust: what went wrong,
/// then what to do about it.
public enum UncertainTextWarning {
    /// The warning for the uncertain `pages` (numbered from 1) of a letter of `pageCount`
    /// pages, naming the pages when there are several; nil when no page is uncertain.
    /// `scanned`: the pages are a PDF's, which have no photo to retake and no corners to
    /// adjust. `reasons`, page for page, say what went wrong; the first page's reason is told.
    public static func text(pages: [Int], of pageCount: Int, english: Bool = false, scanned: Bool = false,
                            reasons: [RetakeReason] = []) -> String? {
        guard !pages.isEmpty else { return nil }
        let warning = sentence(for: reasons.first ?? .unsure, english: english, scanned: scanned)
        guard pageCount > 1 else { return warning }
        let numbers = pages.map(String.init)
        let list = numbers.count == 1 ? numbers[0]
            : numbers.dropLast().joined(separator: ", ") + (english ? " and " : " og ") + numbers.last!
        let label = english ? (pages.count == 1 ? "Page" : "Pages") : (pages.count == 1 ? "Side" : "Sidene")
        return "\(label) \(list): \(warning.prefix(1).lowercased() + warning.dropFirst())"
    }

    private static func sentence(for reason: RetakeReason, english: Bool, scanned: Bool) -> String {
        let cause = switch reason {
        case .unsure, .nothingRead: english ? "The text came out uncertain" : "Teksten ble usikker"
        case .printUnread: english ? "Much of the print on the page was not read" : "Mye av trykket på siden ble ikke lest"
        case .notWords: english ? "The text came out as words that do not exist" : "Teksten ble lest som ord som ikke finnes"
        case .tooDark: english ? "The photo is too dark" : "Bildet er for mørkt"
        }
        let remedy = switch (reason, scanned) {
        case (_, true): english ? "scan the letter again, sharper or at a higher resolution"
            : "skann brevet på nytt, skarpere eller med høyere oppløsning"
        case (.tooDark, false): english ? "retake the photo in better light" : "ta bildet på nytt i bedre lys"
        case (.printUnread, false): english ? "retake the photo from straight above, the whole sheet in the frame"
            : "ta bildet på nytt rett ovenfra, med hele arket i bildet"
        case (.notWords, false): english ? "retake the photo closer and sharper" : "ta bildet på nytt, nærmere og skarpere"
        case (.unsure, false), (.nothingRead, false): english ? "retake the photo or adjust the corners"
            : "ta bildet på nytt eller juster hjørnene"
        }
        return "\(cause) — \(remedy)"
    }
}

/// Why a page's reading is not to be trusted.
public enum RetakeReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The words were read with little confidence.
    case unsure
    /// Much of the page's print gave no words at all.
    case printUnread
    /// What was read is mostly not words of the letter's languages.
    case notWords
    /// No page of the letter gave a single word.
    case nothingRead
    /// The photo was taken in too little light to be read.
    case tooDark
}
