import Testing
@testable import ArkivatorCore

@Suite("File names")
struct FileNameTests {
    @Test("every forbidden character is removed", arguments: ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"])
    func forbiddenCharacter(character: String) {
        let name = FileName.sanitized("2025-01-02 Svar\(character)Epikrise \(character)Hamar\(character)")
        #expect(name == "2025-01-02 SvarEpikrise Hamar")
    }

    @Test("all forbidden characters at once leave only the words")
    func allForbidden() {
        let name = FileName.sanitized("a/b\\c:d*e?f\"g<h>i|j")
        #expect(name == "abcdefghij")
        #expect(FileName.forbiddenCharacters.count == 9)
        #expect(!name.contains { FileName.forbiddenCharacters.contains($0) })
    }

    @Test("control and invisible format characters are removed", arguments: [
        "Epi\u{0}krise", "Epi\u{7}krise", "Epi\u{1B}krise", "Epi\u{7F}krise", "Epi\u{200B}krise", "Epi\u{AD}krise",
        "Epi\u{202E}krise", "Epi\u{FEFF}krise",
    ])
    func controlCharacters(input: String) {
        let name = FileName.sanitized(input)
        #expect(name == "Epikrise")
        #expect(!name.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
    }

    @Test("runs of spaces collapse to one and the ends are trimmed")
    func whitespaceCollapses() {
        #expect(FileName.sanitized("   2025-01-02    Epikrise \u{A0}\u{2003} Hamar   ") == "2025-01-02 Epikrise Hamar")
    }

    @Test("a line break or tab between words becomes a space, not nothing", arguments: [
        "Epikrise\nHamar", "Epikrise\r\nHamar", "Epikrise\tHamar", "Epikrise\u{2028}Hamar",
    ])
    func lineBreaksSeparateWords(input: String) {
        #expect(FileName.sanitized(input) == "Epikrise Hamar")
    }

    @Test("leading dots and trailing dots and spaces go")
    func dots() {
        #expect(FileName.sanitized("..skjult") == "skjult")
        #expect(FileName.sanitized("Epikrise... ") == "Epikrise")
        #expect(FileName.sanitized("Epikrise . .") == "Epikrise")
        #expect(FileName.sanitized("v1.2 rapport") == "v1.2 rapport")
    }

    @Test("a name that starts with a dot and a space does not start with a space")
    func dotThenSpace() {
        #expect(FileName.sanitized(". skjult") == "skjult")
    }

    @Test("long names are cut to 240 UTF-8 bytes without splitting a letter", arguments: [
        ("a", 1), ("æ", 2), ("ø", 2), ("å", 2), ("🩺", 4), ("🇳🇴", 8), ("e\u{301}", 3), ("👍🏽", 8),
    ])
    func truncation(unit: String, bytes: Int) {
        #expect(unit.utf8.count == bytes)
        let name = FileName.sanitized(String(repeating: unit, count: 400))
        #expect(name.utf8.count <= FileName.maximumUTF8Length)
        #expect(name.utf8.count > FileName.maximumUTF8Length - bytes)
        #expect(name == String(repeating: unit, count: name.utf8.count / bytes))
    }

    @Test("truncation keeps whole words' letters when æøå straddle the limit")
    func truncationBoundary() {
        let text = String(repeating: "a", count: 239) + "øre"
        let name = FileName.sanitized(text)
        #expect(name == String(repeating: "a", count: 239))
        #expect(FileName.truncated("blåbær", toUTF8Length: 3) == "bl")
        #expect(FileName.truncated("blåbær", toUTF8Length: 4) == "blå")
        #expect(FileName.truncated("kort", toUTF8Length: 240) == "kort")
    }

    @Test("a name cut at the limit does not end in a dot or a space", arguments: [
        String(repeating: "a", count: 239) + ".b", String(repeating: "a", count: 238) + ". b",
    ])
    func truncationEnds(text: String) {
        let name = FileName.sanitized(text)
        #expect(name.utf8.count <= 240)
        #expect(!name.hasSuffix(" "))
        #expect(!name.hasSuffix("."))
    }

    @Test("a fødselsnummer in the text is removed", arguments: [
        "Epikrise 21098744026 Ingrid", "Epikrise 210987 44026 Ingrid", "Epikrise 210987-44026 Ingrid",
        "Epikrise (21098744026) Ingrid",
    ])
    func fodselsnummerRemoved(input: String) {
        let name = FileName.sanitized(input)
        #expect(!name.contains("44026"))
        #expect(name.hasPrefix("Epikrise"))
        #expect(name.hasSuffix("Ingrid"))
        #expect(Fodselsnummer.occurrences(in: name).isEmpty)
    }

    @Test("digits that are not a fødselsnummer stay")
    func otherNumbersStay() {
        #expect(FileName.sanitized("Faktura 12345678901") == "Faktura 12345678901")
        #expect(FileName.sanitized("Ref 2025 0114") == "Ref 2025 0114")
    }

    @Test("a fødselsnummer hidden by a character that sanitizing removes does not come out whole", arguments: [
        "Epikrise 2109874402/6", "Epikrise 21098:744026", "Epikrise 210987\u{0}44026", "Epikrise 21098\u{200B}744026",
        "Epikrise 210987  44026", "Epikrise 210987\n44026", "Epikrise 2109874402?6",
    ])
    func hiddenFodselsnummer(input: String) {
        let name = FileName.sanitized(input)
        #expect(Fodselsnummer.occurrences(in: name).isEmpty, "\(name) holds a fødselsnummer")
    }

    @Test("an empty result gives the fallback", arguments: ["", "   ", "???", "...", "\u{0}\u{1}", "/:*", "21098744026"])
    func fallback(input: String) {
        #expect(FileName.sanitized(input) == "Uten navn")
        #expect(FileName.sanitized(input, fallback: "dokument") == "dokument")
    }

    @Test("Norwegian letters and ordinary punctuation are kept")
    func keepsLetters() {
        let title = "2025-03-01 Prøvesvar Fürst (blodprøver), Øre-nese-hals & Åsveien #3"
        #expect(FileName.sanitized(title) == title)
    }
}
