import ArgumentParser
import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Vis dokumentene, nyeste først."
    )

    @OptionGroup var filterOptions: DocumentFilterOptions

    @Option(help: "Høyst så mange dokumenter.")
    var limit = 100

    @Option(help: "Hopp over så mange av de nyeste (for å bla videre).")
    var offset = 0

    @Flag(help: "Skriv JSON i stedet for en tabell.")
    var json = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError(.limitAboveZero) }
        guard offset >= 0 else { throw ValidationError(.offsetNotNegative) }
    }

    func run() throws {
        let library = try LibraryAccess.open()
        let filter = try filterOptions.filter(in: library)
        let summaries = try library.documents(matching: filter, limit: limit, offset: offset)
        if json {
            try Console.printJSON(summaries.map { Components.Schemas.DocumentSummary($0) })
            return
        }
        guard !summaries.isEmpty else {
            print(Console.words(filter == DocumentFilter() && offset == 0 ? .libraryEmpty : .noDocumentsMatch))
            return
        }
        print(Console.table(DocumentRows.header, summaries.map(DocumentRows.cells)))
        let total = try library.documentCount(matching: filter)
        if offset + summaries.count < total {
            print(Console.words(.showing(from: offset + 1, to: offset + summaries.count, of: total, nextOffset: offset + summaries.count)))
        }
    }
}

struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Søk i tittel, tekst, institusjon og stikkord.",
        discussion: """
            Alle ordene må finnes, i hvilken som helst bøyning («innkallingen» finner også \
            «innkallinga»), også som del av et sammensatt ord («svikt» finner «hjertesvikt»), med \
            ordene i synonymlisten og, i ord på seks bokstaver eller flere, med én bokstav feil. \
            Nærmeste treff kommer først: hele uttrykket, så ordene slik de er skrevet, så \
            bøyninger, så sammensetninger, så synonymer, så skrivefeil; treff i tittel og \
            institusjon før treff i teksten, og nyeste brev først. «hjerte*» finner ord som \
            begynner slik, «"to ord"» finner nøyaktig uttrykket, og OR mellom to ord godtar ett av \
            dem. Store og små bokstaver og aksenter (é, ü) spiller ingen rolle, men æ, ø og å er \
            egne bokstaver; «aa», «ae» og «oe» leses også som å, æ og ø. De fem siste sifrene i et \
            fødselsnummer er ikke med i søkeindeksen, så et søk verken finner eller bekrefter \
            et nummer; andre tall søkes som vanlig.
            """
    )

    @Argument(help: "Det du leter etter.")
    var query: [String]

    @OptionGroup var filterOptions: DocumentFilterOptions

    @Option(help: "Høyst så mange treff.")
    var limit = 20

    @Flag(help: "Skriv JSON i stedet for en liste.")
    var json = false

    func run() throws {
        let library = try LibraryAccess.open()
        let typed = query.joined(separator: " ")
        // On standard error: `--json` keeps standard output for the hits alone.
        if let notice = Library.searchNotice(for: typed) { Console.warn(notice) }
        let hits = try library.search(typed, matching: try filterOptions.filter(in: library), limit: limit)
        if json {
            try Console.printJSON(hits.map { Components.Schemas.DocumentSummary($0.document, snippet: $0.snippet) })
            return
        }
        guard !hits.isEmpty else {
            print(Console.words(.noHits))
            return
        }
        for hit in hits {
            print(DocumentRows.cells(hit.document).joined(separator: "  "))
            print("    " + Console.highlighted(hit.snippet))
        }
    }
}
