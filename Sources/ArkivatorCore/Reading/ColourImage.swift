/// A page in colour, as three planes the size of its grey image: kept beside the grey page
/// the recogniser reads when the letter has colour worth keeping (a letterhead, a stamp, a
/// signature in blue, a photo of a rash), for the archived image only.
public struct ColourImage: Sendable {
    public let red: GrayImage
    public let green: GrayImage
    public let blue: GrayImage

    public init(red: GrayImage, green: GrayImage, blue: GrayImage) {
        precondition([green, blue].allSatisfy { $0.width == red.width && $0.height == red.height }, "planes of one size")
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    public var width: Int { red.width }
    public var height: Int { red.height }

    /// Turned as `GrayImage.rotated(quarterTurns:)` turns the grey page.
    public func rotated(quarterTurns: Int) -> ColourImage {
        ColourImage(red: red.rotated(quarterTurns: quarterTurns), green: green.rotated(quarterTurns: quarterTurns),
                    blue: blue.rotated(quarterTurns: quarterTurns))
    }
}

/// Whether a letter's pages are archived in colour: the owner's choice in the settings.
public enum PageColour: String, Sendable, Codable, CaseIterable {
    /// «Gråtoner»: every page grey, the smallest files.
    case grey
    /// «Farger når brevet har farger»: a page with colour worth keeping is kept in colour.
    case whenColoured
    /// «Alltid farger».
    case always
}
