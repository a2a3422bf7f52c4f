import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorTestSupport
import ArkivatorWire
import Foundation
import Testing

/// The bytes the JSON API sends and `--json` prints, pinned: they are what the hand-written
/// types wrote before the wire types were generated from the OpenAPI document, and a client
/// reads them still (keys sorted, `null` where a key was always sent, dates to the second).
@Suite("The wire format, byte for byte")
struct WireFormatTests {
    static let actions = LetterActions(
        appointmentEnd: Found(LocalDateTime(iso: "2025-12-01T10:15")!, confidence: 0.8),
        durationMinutes: Found(45, confidence: 0.7),
        place: Found(AppointmentPlace(department: "Poliklinikk", floor: "3. etasje", address: "Sognsvannsveien 20, 0372 Oslo"),
                     confidence: 0.9),
        arriveBy: Found(LocalDateTime(iso: "2025-12-01T09:15")!, confidence: 0.6),
        bring: [Found("Medisinliste", confidence: 0.95), Found("Legitimasjon", confidence: 0.5)],
        preparation: [Found("Faste fra midnatt", confidence: 0.85)],
        cancellation: Found(CancellationRule(phone: "73 86 12 34", hoursBefore: 24), confidence: 0.75),
        payments: [Found(Payment(kind: .egenandel, amountInOre: 37550, dueDate: CalendarDate(iso: "2026-01-15"),
                                 paymentReference: "KID 123"), confidence: 0.66)],
        answerDeadline: Found(CalendarDate(iso: "2025-12-20")!, confidence: 1),
        references: [Found(LetterReference(label: "Vår ref.", value: "2025/1234"), confidence: 0.9)],
        followUps: [Found(FollowUp(text: "Kontroll om 6 uker", count: 6, unit: .weeks, dueDate: CalendarDate(iso: "2026-01-12")),
                          confidence: 0.7),
                    Found(FollowUp(text: "Ny time"), confidence: 0.3)],
        contactPhone: Found("22 11 80 80", confidence: 0.8),
        change: Found(.moved, confidence: 0.9),
        previousAppointment: Found(LocalDateTime(iso: "2025-11-20T08:00")!, confidence: 0.5))

    /// Every field and action filled, a fødselsnummer in the text, one page without an image.
    static var full: Document {
        var document = sampleDocument(text: "Pasient \(testFodselsnummer) er innkalt.\nSe https://example.no/a/b")
        document.id = 7
        document.actions = actions
        document.lowConfidenceSpans = [TextSpan(start: 0, end: 7), TextSpan(start: 12, end: 23)]
        document.personnummerFound = true
        document.pages = [Page(number: 1, imagePath: "bilder/7/side-1.jpg", ocrConfidence: 0.875), Page(number: 2)]
        // A fraction of a second is not written.
        document.scanDate = Date(timeIntervalSince1970: 1_762_000_000.987)
        return document
    }

    static var uploaded: Document {
        var document = sampleDocument(personID: 3)
        document.id = 8
        document.uploadStatus = .synced
        document.drive = DriveReferences(documentFileID: "f1", imageFileID: "i1", webLink: "https://drive.google.com/x/y")
        document.originalFileName = nil
        return document
    }

    static var bare: Document {
        var document = Document(title: "Brev", docType: .labSvar, scanDate: Date(timeIntervalSince1970: 0))
        document.id = 9
        return document
    }

    func json(_ value: some Encodable) throws -> String { String(decoding: try WireJSON.encode(value), as: UTF8.self) }

    @Test("a whole document: its fields, the record's keys, null where a key has no value, the numbers masked")
    func documents() throws {
        let numbers = [try Fodselsnummer(parsing: testFodselsnummer)]
        #expect(try json(Components.Schemas.Document(Self.full, personName: "Kari", fodselsnumre: numbers).sent) == Self.doc7)
        #expect(try json(Components.Schemas.Document(Self.uploaded, personName: nil).sent) == Self.doc8)
        #expect(try json(Components.Schemas.Document(Self.bare, personName: nil).sent) == Self.doc9)
        #expect(try json(Components.Schemas.Document(Self.full, personName: nil, fodselsnumre: numbers, revealed: true).sent)
            .contains(#""fodselsnumre":["\#(testFodselsnummer)"]"#))
    }

    @Test("a letter's fields alone, as analyze --json has them: the lists of actions always there")
    func letterFields() throws {
        #expect(try json(Components.Schemas.LetterFields(Self.bare, personName: nil)) == Self.fields9)
    }

    @Test("a library row, with and without a search's snippet")
    func summaries() throws {
        let document = Self.bare
        let summary = DocumentSummary(id: 9, title: document.title, docType: document.docType, documentDate: nil, personID: nil,
                                      personName: nil, institution: nil, uploadStatus: document.uploadStatus,
                                      scanDate: document.scanDate)
        let snippet = HighlightedText(segments: [.init(text: "før <b> ", isMatch: false), .init(text: "kontroll", isMatch: true)])
        #expect(try json([Components.Schemas.DocumentSummary(summary), Components.Schemas.DocumentSummary(summary, snippet: snippet)])
            == Self.summaries9)
    }

    @Test("an item of «Å gjøre», dated and not")
    func toDo() throws {
        let items = ToDoItem.items(of: Self.full)
        let payment = try #require(items.first { $0.kind == .payment })
        let undated = try #require(items.first { $0.due == nil })
        #expect(try json(Components.Schemas.ToDoItem(ToDoEntry(item: payment, documentTitle: "T", personID: 2, personName: "Kari",
                                                               isDone: true, isHistory: true))) == Self.toDoDue)
        #expect(try json(Components.Schemas.ToDoItem(ToDoEntry(item: undated, documentTitle: "T", personID: nil, personName: nil,
                                                               isDone: false, isHistory: false))) == Self.toDoUndated)
    }

    @Test("an assistant's job: an extraction's object as it is, text while it runs, the failure")
    func assistantJobs() throws {
        let start = Date(timeIntervalSince1970: 1_762_000_000.5)
        let succeeded = AssistantJob(id: UUID(uuidString: "00000000-0000-4000-8000-000000000001")!, documentID: 7, kind: .extraction, status: .succeeded,
                                     result: #"{"b": [1, 2.5, true, null, "x"], "a": {"c": -3}, "d": 1e3}"#,
                                     receivedCharacters: 40, answeredBy: "modell", createdAt: start, startedAt: start,
                                     finishedAt: start.addingTimeInterval(3))
        let running = AssistantJob(id: UUID(uuidString: "00000000-0000-4000-8000-000000000002")!, documentID: 7, kind: .extraction, status: .running,
                                   result: #"{"b": 1"#, receivedCharacters: 7, createdAt: start, startedAt: start)
        let failed = AssistantJob(id: UUID(uuidString: "00000000-0000-4000-8000-000000000003")!, documentID: 7, kind: .explanation, status: .failed,
                                  failure: "Tidsavbrudd", createdAt: start)
        #expect(try json(Components.Schemas.AssistantJob(succeeded)) == Self.jobSucceeded)
        #expect(try json(Components.Schemas.AssistantJob(running)) == Self.jobRunning)
        #expect(try json(Components.Schemas.AssistantJob(failed)) == Self.jobFailed)
    }
}

// The bytes, as the hand-written types wrote them.
extension WireFormatTests {
    static let doc7 = #"{"actions":{"answerDeadline":{"confidence":1,"value":"2025-12-20"},"appointmentEnd":{"confidence":0.8,"value":"2025-12-01T10:15"},"arriveBy":{"confidence":0.6,"value":"2025-12-01T09:15"},"bring":[{"confidence":0.95,"value":"Medisinliste"},{"confidence":0.5,"value":"Legitimasjon"}],"cancellation":{"confidence":0.75,"value":{"hoursBefore":24,"phone":"73 86 12 34"}},"change":{"confidence":0.9,"value":"moved"},"contactPhone":{"confidence":0.8,"value":"22 11 80 80"},"durationMinutes":{"confidence":0.7,"value":45},"followUps":[{"confidence":0.7,"value":{"count":6,"dueDate":"2026-01-12","text":"Kontroll om 6 uker","unit":"weeks"}},{"confidence":0.3,"value":{"text":"Ny time"}}],"payments":[{"confidence":0.66,"value":{"amountInOre":37550,"dueDate":"2026-01-15","kind":"egenandel","paymentReference":"KID 123"}}],"place":{"confidence":0.9,"value":{"address":"Sognsvannsveien 20, 0372 Oslo","department":"Poliklinikk","floor":"3. etasje"}},"preparation":[{"confidence":0.85,"value":"Faste fra midnatt"}],"previousAppointment":{"confidence":0.5,"value":"2025-11-20T08:00"},"references":[{"confidence":0.9,"value":{"label":"Vår ref.","value":"2025/1234"}}]},"appointment":"2025-12-01T09:30","department":"Hjertemedisinsk poliklinikk","docType":"innkalling","documentDate":"2025-11-03","driveFileId":null,"driveImageId":null,"driveWebLink":null,"fodselsnumre":["110284 •••••"],"id":7,"institution":"Oslo universitetssykehus","keywords":["kontroll","ekkokardiografi"],"lowConfidenceSpans":[[0,7],[12,23]],"ocrConfidence":0.91,"originalFileName":"IMG_4711.HEIC","pages":[{"imagePath":"bilder/7/side-1.jpg","number":1,"ocrConfidence":0.875},{"number":2}],"person":"Kari","personId":null,"personnummerFound":true,"scanDate":"2025-11-01T12:26:40Z","specialty":"Kardiologi","text":"Pasient 110284••••• er innkalt.\nSe https://example.no/a/b","title":"2025-11-03 Innkalling til kontroll hjertemedisinsk poliklinikk","uploadStatus":"localOnly"}"#
    static let doc8 = #"{"actions":{"bring":[],"followUps":[],"payments":[],"preparation":[],"references":[]},"appointment":"2025-12-01T09:30","department":"Hjertemedisinsk poliklinikk","docType":"innkalling","documentDate":"2025-11-03","driveFileId":"f1","driveImageId":"i1","driveWebLink":"https://drive.google.com/x/y","fodselsnumre":[],"id":8,"institution":"Oslo universitetssykehus","keywords":["kontroll","ekkokardiografi"],"lowConfidenceSpans":[],"ocrConfidence":0.91,"originalFileName":null,"pages":[],"personId":3,"personnummerFound":false,"scanDate":"2025-11-01T12:26:40Z","specialty":"Kardiologi","text":"Du er satt opp til kontroll.\n\nMed vennlig hilsen\nHjertemedisinsk poliklinikk","title":"2025-11-03 Innkalling til kontroll hjertemedisinsk poliklinikk","uploadStatus":"synced"}"#
    static let doc9 = #"{"actions":{"bring":[],"followUps":[],"payments":[],"preparation":[],"references":[]},"docType":"lab-svar","driveFileId":null,"driveImageId":null,"driveWebLink":null,"fodselsnumre":[],"id":9,"keywords":[],"lowConfidenceSpans":[],"originalFileName":null,"pages":[],"personId":null,"personnummerFound":false,"scanDate":"1970-01-01T00:00:00Z","text":"","title":"Brev","uploadStatus":"localOnly"}"#
    static let fields9 = #"{"actions":{"bring":[],"followUps":[],"payments":[],"preparation":[],"references":[]},"docType":"lab-svar","keywords":[],"lowConfidenceSpans":[],"personnummerFound":false,"text":"","title":"Brev"}"#
    static let summaries9 = #"[{"docType":"lab-svar","id":9,"scanDate":"1970-01-01T00:00:00Z","title":"Brev","uploadStatus":"localOnly"},{"docType":"lab-svar","id":9,"scanDate":"1970-01-01T00:00:00Z","snippet":"før <b> <mark>kontroll</mark>","title":"Brev","uploadStatus":"localOnly"}]"#
    static let toDoDue = #"{"documentId":7,"documentTitle":"T","done":true,"due":"2026-01-15","history":true,"id":"7/payment:2026-01-15:Betal egenandel kr 375,50","kind":"payment","person":"Kari","text":"Betal egenandel kr 375,50"}"#
    static let toDoUndated = #"{"documentId":7,"documentTitle":"T","done":false,"history":false,"id":"7/followUp:-:Ny time","kind":"followUp","text":"Ny time"}"#
    static let jobSucceeded = #"{"answeredBy":"modell","createdAt":"2025-11-01T12:26:40Z","documentId":7,"finishedAt":"2025-11-01T12:26:43Z","id":"00000000-0000-4000-8000-000000000001","kind":"extraction","machineMade":true,"progress":{"receivedCharacters":40},"result":{"a":{"c":-3},"b":[1,2.5,true,null,"x"],"d":1000},"startedAt":"2025-11-01T12:26:40Z","status":"succeeded"}"#
    static let jobRunning = #"{"createdAt":"2025-11-01T12:26:40Z","documentId":7,"id":"00000000-0000-4000-8000-000000000002","kind":"extraction","machineMade":true,"progress":{"receivedCharacters":7},"result":"{\"b\": 1","startedAt":"2025-11-01T12:26:40Z","status":"running"}"#
    static let jobFailed = #"{"createdAt":"2025-11-01T12:26:40Z","documentId":7,"error":"Tidsavbrudd","id":"00000000-0000-4000-8000-000000000003","kind":"explanation","machineMade":true,"progress":{"receivedCharacters":0},"status":"failed"}"#
}
