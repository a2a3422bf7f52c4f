import ArkivatorCore
import Foundation

/// The XML parts of a letter's `.docx`, written by hand: a small, fixed subset of
/// WordprocessingML that Word, LibreOffice, Google Docs and python-docx all read.
enum WordprocessingML {
    static let declaration = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
    static let main = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    static let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    /// The format id that Office gives every user-defined custom property.
    static let customPropertyFormatID = "{D5CDD505-2E9C-101B-9397-08002B2CF9AE}"

    static let contentTypes = declaration + """
        <Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
        <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
        <Default Extension="xml" ContentType="application/xml"/>\
        <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>\
        <Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>\
        <Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>\
        <Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>\
        <Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>\
        <Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/>\
        </Types>
        """

    static let packageRelationships = declaration + """
        <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
        <Relationship Id="rId1" Type="\(relationships)/officeDocument" Target="word/document.xml"/>\
        <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>\
        <Relationship Id="rId3" Type="\(relationships)/extended-properties" Target="docProps/app.xml"/>\
        <Relationship Id="rId4" Type="\(relationships)/custom-properties" Target="docProps/custom.xml"/>\
        </Relationships>
        """

    static let documentRelationships = declaration + """
        <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
        <Relationship Id="rId1" Type="\(relationships)/styles" Target="styles.xml"/>\
        <Relationship Id="rId2" Type="\(relationships)/footer" Target="footer1.xml"/>\
        </Relationships>
        """

    static let styles = declaration + """
        <w:styles xmlns:w="\(main)">\
        <w:docDefaults><w:rPrDefault><w:rPr>\
        <w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/>\
        <w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="nb-NO"/>\
        </w:rPr></w:rPrDefault>\
        <w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault>\
        </w:docDefaults>\
        <w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>\
        <w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/>\
        <w:next w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="120"/></w:pPr>\
        <w:rPr><w:b/><w:sz w:val="36"/><w:szCs w:val="36"/></w:rPr></w:style>\
        <w:style w:type="paragraph" w:styleId="Footer"><w:name w:val="footer"/><w:basedOn w:val="Normal"/>\
        <w:pPr><w:spacing w:after="0"/></w:pPr><w:rPr><w:color w:val="595959"/><w:sz w:val="16"/><w:szCs w:val="16"/></w:rPr></w:style>\
        </w:styles>
        """

    static func document(_ letter: LetterDocument) -> String {
        var body = paragraph(style: "Title", runs: run(letter.title))
        // The badge is the type's label on a dark fill, white: 8.6:1 contrast.
        body += paragraph(runs: run(" \(letter.docType.norwegianLabel) ", properties: "<w:b/><w:color w:val=\"FFFFFF\"/><w:shd w:val=\"clear\" w:color=\"auto\" w:fill=\"1F4E79\"/>"))
        let facts: [(String, String?)] = [
            ("Dato", letter.documentDate?.norwegianNumeric),
            ("Institusjon", letter.institution),
            ("Person", letter.personName ?? FamilyMember.unknownPersonLabel),
        ]
        for (label, value) in facts {
            guard let value, !value.isEmpty else { continue }
            body += paragraph(spacingAfter: 0, runs: run("\(label): ", properties: "<w:b/>") + run(value))
        }
        if !letter.keywords.isEmpty {
            body += paragraph(spacingAfter: 0, runs: run("Stikkord: ", properties: "<w:b/>") + run(letter.keywords.joined(separator: ", ")))
        }
        // A rule under the heading block, as a bottom border on an empty paragraph.
        body += "<w:p><w:pPr><w:pBdr><w:bottom w:val=\"single\" w:sz=\"6\" w:space=\"1\" w:color=\"808080\"/></w:pBdr></w:pPr></w:p>"
        body += BodyText.paragraphs(of: letter.text, uncertain: letter.lowConfidenceSpans)
            .map { paragraph(runs: $0.map(bodyRun).joined()) }
            .joined()
        return declaration + """
            <w:document xmlns:w="\(main)" xmlns:r="\(relationships)"><w:body>\(body)\
            <w:sectPr><w:footerReference w:type="default" r:id="rId2"/>\
            <w:pgSz w:w="11906" w:h="16838"/>\
            <w:pgMar w:top="1417" w:right="1417" w:bottom="1417" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/>\
            </w:sectPr></w:body></w:document>
            """
    }

    static func footer(_ letter: LetterDocument) -> String {
        var lines = ["Skannet av Arkivator \(letter.appVersion) — \(CalendarDate(letter.scanDate).norwegianNumeric)"]
        if let name = letter.originalFileName, !name.isEmpty {
            lines.append("Originalfil: \(Fodselsnummer.redacting(name))")
        }
        let paragraphs = lines.map { paragraph(style: "Footer", runs: run($0)) }.joined()
        return declaration + "<w:ftr xmlns:w=\"\(main)\" xmlns:r=\"\(relationships)\">\(paragraphs)</w:ftr>"
    }

    static func coreProperties(_ letter: LetterDocument) -> String {
        let created = letter.scanDate.formatted(.iso8601)
        return declaration + """
            <cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" \
            xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\
            <dc:title>\(XMLText.escaped(letter.title))</dc:title>\
            <dc:creator>Arkivator</dc:creator>\
            <dc:language>nb-NO</dc:language>\
            <dcterms:created xsi:type="dcterms:W3CDTF">\(created)</dcterms:created>\
            <dcterms:modified xsi:type="dcterms:W3CDTF">\(created)</dcterms:modified>\
            </cp:coreProperties>
            """
    }

    static func appProperties(_ letter: LetterDocument) -> String {
        declaration + """
            <Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">\
            <Application>Arkivator \(XMLText.escaped(letter.appVersion))</Application></Properties>
            """
    }

    static func customProperties(_ letter: LetterDocument) -> String {
        // Property ids start at 2; 0 and 1 are reserved by the property-set format.
        let properties = letter.tags.enumerated().map { index, tag in
            "<property fmtid=\"\(customPropertyFormatID)\" pid=\"\(index + 2)\" name=\"\(XMLText.escaped(tag.name))\">"
                + "<vt:lpwstr>\(XMLText.escaped(tag.value))</vt:lpwstr></property>"
        }.joined()
        return declaration + """
            <Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" \
            xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">\(properties)</Properties>
            """
    }

    // MARK: Pieces

    private static func paragraph(style: String? = nil, spacingAfter: Int? = nil, runs: String) -> String {
        var properties = ""
        if let style { properties += "<w:pStyle w:val=\"\(style)\"/>" }
        if let spacingAfter { properties += "<w:spacing w:after=\"\(spacingAfter)\"/>" }
        return "<w:p>" + (properties.isEmpty ? "" : "<w:pPr>\(properties)</w:pPr>") + runs + "</w:p>"
    }

    private static func run(_ text: String, properties: String = "") -> String {
        "<w:r>" + (properties.isEmpty ? "" : "<w:rPr>\(properties)</w:rPr>")
            + "<w:t xml:space=\"preserve\">\(XMLText.escaped(text))</w:t></w:r>"
    }

    private static func bodyRun(_ piece: BodyText.Piece) -> String {
        let highlight = "<w:rPr><w:highlight w:val=\"yellow\"/></w:rPr>"
        switch piece {
        case .text(let text, let uncertain):
            return "<w:r>\(uncertain ? highlight : "")<w:t xml:space=\"preserve\">\(XMLText.escaped(text))</w:t></w:r>"
        case .lineBreak:
            return "<w:r><w:br/></w:r>"
        case .tab(let uncertain):
            return "<w:r>\(uncertain ? highlight : "")<w:tab/></w:r>"
        }
    }
}

/// A letter's text cut into paragraphs (apart by a blank line) of pieces: runs of text that are
/// all certain or all uncertain, line breaks and tabs.
enum BodyText {
    enum Piece: Equatable {
        case text(String, uncertain: Bool)
        case lineBreak
        case tab(uncertain: Bool)
    }

    /// `uncertain` spans count Unicode scalars of `text`; parts outside the text are ignored.
    static func paragraphs(of text: String, uncertain spans: [TextSpan]) -> [[Piece]] {
        let scalars = Array(text.unicodeScalars)
        var isUncertain = [Bool](repeating: false, count: scalars.count)
        for span in spans {
            let start = max(0, span.start), end = min(scalars.count, span.end)
            if start < end { for index in start..<end { isUncertain[index] = true } }
        }

        var paragraphs: [[Piece]] = []
        var pieces: [Piece] = []
        var pending = String.UnicodeScalarView()
        var pendingUncertain = false

        func flushText() {
            if !pending.isEmpty { pieces.append(.text(String(pending), uncertain: pendingUncertain)) }
            pending = String.UnicodeScalarView()
        }
        func endParagraph() {
            flushText()
            if !pieces.isEmpty { paragraphs.append(pieces) }
            pieces = []
        }

        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                var newlines = 0
                while index < scalars.count, scalars[index] == "\n" || scalars[index] == "\r" {
                    if scalars[index] == "\n" { newlines += 1 }
                    index += 1
                }
                if newlines >= 2 {
                    endParagraph()
                } else {
                    flushText()
                    if !pieces.isEmpty { pieces.append(.lineBreak) }
                }
                continue
            }
            if scalar == "\t" {
                flushText()
                pieces.append(.tab(uncertain: isUncertain[index]))
            } else {
                if isUncertain[index] != pendingUncertain { flushText() }
                pendingUncertain = isUncertain[index]
                pending.append(scalar)
            }
            index += 1
        }
        endParagraph()
        return paragraphs.map { pieces in
            var trimmed = pieces
            while trimmed.last == .lineBreak { trimmed.removeLast() }
            return trimmed
        }
    }
}
