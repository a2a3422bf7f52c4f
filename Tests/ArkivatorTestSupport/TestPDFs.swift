import Foundation

/// PDFs made for the tests by real tools: LibreOffice for born-digital letters, poppler and
/// PIL for scanned ones, and `Tests/ArkivatorPDFTests/Makers/make_pdf.py` for the hostile
/// ones no office program makes on purpose.
public enum TestPDFs {
    static let maker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ArkivatorPDFTests/Makers/make_pdf.py")

    /// Fictional letters, in Bokmål and Nynorsk, with no real person's data.
    public static let innkalling = """
        Vestfjord sykehus HF
        Ortopedisk poliklinikk
        Postboks 412, 8006 Bodø

        Siri Lien Haugland
        Fjellveien 7
        8010 Bodø

        Bodø, 14. mars 2025

        Innkalling til poliklinisk kontroll

        Du er satt opp til kontroll ved Ortopedisk poliklinikk tirsdag 8. april 2025 klokken 10.15. \
        Vi ber deg møte i resepsjonen i første etasje et kvarter før timen. Ta med en oversikt over \
        medisinene du bruker, og gi beskjed senest to døgn før dersom du ikke kan komme.

        Ved forfall uten gyldig grunn må du betale et gebyr. Har du spørsmål, ring oss på telefon \
        75 00 00 00 mellom klokken 08.00 og 15.00.

        Med vennlig hilsen
        Øystein Brekke, overlege
        """

    public static let nynorsk = """
        Helse Vestkyst HF
        Kvinneklinikken, seksjon for fødselshjelp

        Ingrid Aasen Myklebust
        Sjøgata 21
        6100 Volda

        Førde, 2. oktober 2024

        Stadfesting av time

        Vi stadfester at du har fått time til ultralyd ved Kvinneklinikken måndag 21. oktober 2024 \
        klokka 13.30. Du må møta på ekspedisjonen i andre etasje. Ver venleg å drikka ein halv liter \
        vatn ein time før undersøkinga, og ta med deg helsekortet for gravide.

        Dersom timen ikkje passar, ber vi deg ta kontakt så snart som mogleg, slik at timen kan gå \
        til ein annan pasient.

        Helsing
        Kari Tveit, jordmor
        """

    public static let epikrise = """
        Nordvik kommune
        Legevakta

        Epikrise etter konsultasjon 3. februar 2025

        Pasienten kom til legevakta med smerter i høyre ankel etter et fall på glatt føre. Det ble \
        tatt røntgen, som ikke viste brudd. Ankelen ble stabilisert med elastisk bandasje, og \
        pasienten fikk råd om hvile, høyt leie og kulde de første døgnene.

        Kontroll hos fastlege om ti dager dersom hevelsen ikke har gått tilbake.
        """

    /// LibreOffice's PDF of `text`, one paragraph per line.
    public static func bornDigital(_ text: String, name: String, in folder: URL, password: String? = nil) async throws -> URL {
        let source = folder.appendingPathComponent(name + ".txt")
        try text.write(to: source, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("soffice-\(name)")
        var format = "pdf"
        if let password {
            format = "pdf:writer_pdf_Export:{\"EncryptFile\":{\"type\":\"boolean\",\"value\":\"true\"},"
                + "\"DocumentOpenPassword\":{\"type\":\"string\",\"value\":\"\(password)\"}}"
        }
        return try await converted(source, to: format, into: output, in: folder)
    }

    /// LibreOffice's conversion of `source` into `output`, read with `filter` when given.
    private static func converted(_ source: URL, to format: String, reading filter: String? = nil, into output: URL,
                                  in folder: URL) async throws -> URL {
        // A profile of its own, so that a LibreOffice already running elsewhere cannot interfere.
        let made = try await runProgram("soffice", ["-env:UserInstallation=file://\(folder.path)/libreoffice-profile", "--headless"]
                                        + (filter.map { ["--infilter=\($0)"] } ?? [])
                                        + ["--convert-to", format, "--outdir", output.path, source.path])
        let pdf = output.appendingPathComponent(source.deletingPathExtension().lastPathComponent + ".pdf")
        guard made.status == 0, FileManager.default.fileExists(atPath: pdf.path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "LibreOffice: \(made.errorOutput)"])
        }
        return pdf
    }

    /// LibreOffice's PDF of `text` under a letterhead in red, as a hospital's letter in colour comes.
    public static func bornDigitalInColour(_ text: String, letterhead: String, name: String, in folder: URL) async throws -> URL {
        let paragraphs = text.split(separator: "\n").map { "<p>\($0)</p>" }.joined(separator: "\n")
        let html = """
            <html><head><meta charset="utf-8"></head><body>
            <p style="color:#c8102e; font-size:36pt; font-weight:bold">&#9632; \(letterhead)</p>
            <p style="background:#c8102e; color:#ffffff; font-size:14pt">\(letterhead)</p>
            \(paragraphs)
            </body></html>
            """
        let source = folder.appendingPathComponent(name + ".html")
        try html.write(to: source, atomically: true, encoding: .utf8)
        // Read into Writer, not Writer/Web, whose export begins with a blank page.
        return try await converted(source, to: "pdf:writer_pdf_Export", reading: "HTML (StarWriter)",
                                   into: folder.appendingPathComponent("soffice-\(name)"), in: folder)
    }

    /// A scan of `pdf`'s first page: rendered by poppler at `dpi` to a PNG, saved by PIL as a
    /// PDF holding only the picture.
    public static func scanned(_ pdf: URL, dpi: Int = 300, in folder: URL) async throws -> URL {
        let base = folder.appendingPathComponent(pdf.deletingPathExtension().lastPathComponent + "-skann")
        try check(await runProgram("pdftoppm", ["-r", String(dpi), "-gray", "-png", "-singlefile", "-f", "1", "-l", "1",
                                                pdf.path, base.path]))
        return try await made(["image", base.path + ".png", String(dpi)], name: base.lastPathComponent + ".pdf", in: folder)
    }

    /// The PDFs one after the other, by poppler's `pdfunite`.
    public static func united(_ pdfs: [URL], name: String, in folder: URL) async throws -> URL {
        let united = folder.appendingPathComponent(name)
        try check(await runProgram("pdfunite", pdfs.map(\.path) + [united.path]))
        return united
    }

    /// A PDF by `make_pdf.py` (see its usage), the output's path added last.
    public static func made(_ arguments: [String], name: String, in folder: URL) async throws -> URL {
        let pdf = folder.appendingPathComponent(name)
        try check(await runProgram("python3", [maker.path] + arguments + [pdf.path]))
        return pdf
    }

    private static func check(_ result: ProcessResult) throws {
        guard result.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: result.errorOutput])
        }
    }
}
