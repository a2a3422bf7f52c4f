import Foundation

/// Folds text for Norwegian search: case and accents go (é → e, ü → u), but æ, ø and å
/// stay letters of their own, so "ost" never finds "øst" and "bar" never finds "bår".
/// Swedish and German ä/ö are the same letters as æ/ø and fold to them.
public enum NorwegianFolding {
    public static func fold(_ text: String) -> String {
        var text = text
        return text.withUTF8(fold(utf8:))
    }

    /// `fold(_:)` of a word's UTF-8, as search snippets read a letter.
    static func fold(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Most tokens of a letter are plain ASCII; the search index folds every one of them.
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return String(unsafeUninitializedCapacity: bytes.count) { folded in
                for (index, byte) in bytes.enumerated() { folded[index] = lowercasedASCII(byte) }
                return bytes.count
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var result = String.UnicodeScalarView()
        // Norwegian words: ASCII and æ, ø, å (and ä, ö), folded scalar by scalar.
        if text.unicodeScalars.allSatisfy({ $0.isASCII || norwegianLetter($0) != nil }) {
            for scalar in text.unicodeScalars {
                if let letter = norwegianLetter(scalar) {
                    result.append(letter)
                } else {
                    result.append(Unicode.Scalar(lowercasedASCII(UInt8(scalar.value))))
                }
            }
            return String(result)
        }
        for character in text.lowercased() {
            if character.isASCII {
                result.append(contentsOf: character.unicodeScalars)
                continue
            }
            if let kept = keptLetters[character] {
                result.append(kept)
                continue
            }
            for scalar in String(character).decomposedStringWithCanonicalMapping.unicodeScalars
            where !scalar.properties.isCombiningMark {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// An ASCII byte in lower case; a letter's fold, which keeps it ASCII and one byte long.
    static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    private static func norwegianLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "æ", "Æ", "ä", "Ä": "æ"
        case "ø", "Ø", "ö", "Ö": "ø"
        case "å", "Å": "å"
        default: nil
        }
    }

    private static let keptLetters: [Character: Unicode.Scalar] = [
        "æ": "æ", "ø": "ø", "å": "å",
        "ä": "æ", "ö": "ø", "ǽ": "æ", "ǿ": "ø", "ǻ": "å",
    ]
}

private extension Unicode.Scalar.Properties {
    var isCombiningMark: Bool {
        switch generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
