/// Turns free text (a title, a person's name) into a name that every file system and
/// Google Drive accept, and that never carries a fødselsnummer.
public enum FileName {
    /// Characters that Windows, macOS or Drive for desktop refuse or treat specially.
    public static let forbiddenCharacters: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
    public static let maximumUTF8Length = 240

    public static func sanitized(_ text: String, fallback: String = "Uten navn") -> String {
        // Clean first and look for ID numbers last: removing a character must never join
        // the two halves of a number that the search would otherwise have missed.
        var name = cleaned(text)
        for finding in Fodselsnummer.findings(in: name).reversed() {
            name.replaceSubrange(finding.range, with: "")
        }
        name = trimmed(truncated(collapsedWhitespace(name), toUTF8Length: maximumUTF8Length))
        return name.isEmpty ? fallback : name
    }

    /// The text as it will stand in a name, before ID numbers are looked for.
    public static func cleaned(_ text: String) -> String {
        collapsedWhitespace(visibleText(text).filter { !forbiddenCharacters.contains($0) })
    }

    /// Cuts at a character boundary so that no multi-byte letter (æ, ø, å, emoji) is split.
    public static func truncated(_ text: String, toUTF8Length limit: Int) -> String {
        guard text.utf8.count > limit else { return text }
        var result = ""
        var length = 0
        for character in text {
            let size = character.utf8.count
            if length + size > limit { break }
            result.append(character)
            length += size
        }
        return result
    }

    /// Line breaks, tabs and other spacing become spaces; other control and invisible format
    /// characters go, except the joiner inside an emoji sequence.
    private static func visibleText(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar.properties.isWhitespace {
                scalars.append(" ")
                continue
            }
            switch scalar.properties.generalCategory {
            case .format where scalar == "\u{200D}" && (previous?.properties.isEmojiPresentation ?? false):
                scalars.append(scalar)
            case .control, .format, .surrogate, .unassigned, .privateUse:
                continue
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    private static func collapsedWhitespace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Leading dots hide files on Unix; trailing dots and spaces are dropped by Windows.
    private static func trimmed(_ text: String) -> String {
        var name = Substring(text)
        while let first = name.first, first == "." || first == " " { name.removeFirst() }
        while let last = name.last, last == "." || last == " " { name.removeLast() }
        return String(name)
    }
}
