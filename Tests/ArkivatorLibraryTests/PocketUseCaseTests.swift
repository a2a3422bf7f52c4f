import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Crypto
import Foundation
import Testing

@Suite("The archive in the pocket: letters sealed to a phone's own key, kept in step")
struct PocketUseCaseTests {
    /// What the phone does with what it fetched: opens it with its own key.
    private func open(_ sealed: Data, _ library: Library, phone: PocketPhone, key: P256.KeyAgreement.PrivateKey,
                      letter: Document.ID, version: String) throws -> PocketLetter {
        let plaintext = try PocketSeal.open(sealed, with: key,
                                            context: Library.pocketContext(phone: phone.id, letter: letter, version: version))
        return try JSONDecoder().decode(PocketLetter.self, from: plaintext)
    }

    @Test("a phone carrying everything fetches each letter sealed to it alone, its number masked")
    func sealedToThePhone() throws {
        try withLibrary { library in
            let letter = try library.fileSample(text: "Kari Hansen, fødselsnummer \(testFodselsnummer), er satt opp til kontroll.")
            let id = try #require(letter.id)
            let key = P256.KeyAgreement.PrivateKey()
            let phone = try library.addPocketPhone(named: "Karis iPhone", publicKey: key.publicKey.derRepresentation,
                                                   selection: PocketSelection(everything: true), confirmed: try library.confirmed)
            let changes = try library.pocketChanges(of: phone.id, holding: [])
            #expect(changes.fetch.map(\.id) == [id] && changes.remove.isEmpty && !changes.wipe)
            let (version, sealed) = try library.pocketLetter(id, for: phone.id)
            #expect(version == changes.fetch[0].version)
            #expect(sealed.range(of: Data("kontroll".utf8)) == nil && sealed.range(of: Data(testFodselsnummer.utf8)) == nil)
            let opened = try open(sealed, library, phone: phone, key: key, letter: id, version: version)
            #expect(opened.title == letter.title && opened.institution == "Oslo universitetssykehus")
            #expect(opened.text.contains("er satt opp til kontroll") && !opened.text.contains(testFodselsnummer))
            // Another phone's key, or this phone's key for another letter's context, opens nothing.
            #expect(throws: (any Error).self) {
                try PocketSeal.open(sealed, with: P256.KeyAgreement.PrivateKey(),
                                    context: Library.pocketContext(phone: phone.id, letter: id, version: version))
            }
            #expect(throws: (any Error).self) {
                try PocketSeal.open(sealed, with: key, context: Library.pocketContext(phone: phone.id, letter: id + 1, version: version))
            }
            #expect(try library.pocketChanges(of: phone.id, holding: changes.fetch) == PocketChanges(wipe: false, fetch: [], remove: []))
            #expect(try library.pocketPhones().first?.lastFetchAt != nil)
        }
    }

    @Test("an edit and a redaction are fetched again, a deletion wiped; nothing held is fetched twice")
    func keptInStep() throws {
        try withLibrary { library in
            let kept = try #require(try library.fileSample(text: "Fødselsnummer \(testFodselsnummer). Kontroll.").id)
            let deleted = try #require(try library.fileSample(title: "2025-10-01 Epikrise").id)
            let key = P256.KeyAgreement.PrivateKey()
            let phone = try library.addPocketPhone(named: "Telefon", publicKey: key.publicKey.derRepresentation,
                                                   selection: PocketSelection(everything: true), confirmed: try library.confirmed)
            let held = try library.pocketChanges(of: phone.id, holding: []).fetch
            #expect(held.count == 2)

            Thread.sleep(forTimeInterval: 0.01)
            var edit = DocumentEdit()
            edit.title = "2025-11-03 Innkalling til ny kontroll"
            _ = try library.edit(kept, edit)
            _ = try library.holdForDeletion(deleted)
            let changes = try library.pocketChanges(of: phone.id, holding: held)
            #expect(changes.fetch.map(\.id) == [kept] && changes.fetch[0].version != held.first { $0.id == kept }?.version)
            #expect(changes.remove == [deleted])
            let (version, sealed) = try library.pocketLetter(kept, for: phone.id)
            #expect(try open(sealed, library, phone: phone, key: key, letter: kept, version: version).title
                == "2025-11-03 Innkalling til ny kontroll")
            #expect(throws: LibraryError.documentNotFound(deleted)) { try library.pocketLetter(deleted, for: phone.id) }

            Thread.sleep(forTimeInterval: 0.01)
            _ = try library.redact(kept)
            let afterRedaction = try library.pocketChanges(of: phone.id, holding: changes.fetch)
            #expect(afterRedaction.fetch.map(\.id) == [kept])
        }
    }

    @Test("by default a phone carries the appointments ahead and their letters; a choice of people adds theirs")
    func selection() throws {
        try withLibrary { library in
            let today = CalendarDate.today
            let ahead = try library.fileSample(title: "\(today.iso) Innkalling", date: today.iso)
            var appointment = DocumentEdit()
            appointment.appointment = .set(LocalDateTime(iso: today.adding(days: 10).iso + "T09:30")!)
            _ = try library.edit(try #require(ahead.id), appointment)
            let old = try #require(try library.fileSample(title: "2024-01-02 Epikrise", date: "2024-01-02").id)
            let phone = try library.addPocketPhone(named: "Telefon", publicKey: P256.KeyAgreement.PrivateKey().publicKey.derRepresentation,
                                                   confirmed: try library.confirmed)
            #expect(try library.pocketChanges(of: phone.id, holding: []).fetch.map(\.id) == [ahead.id])
            #expect(throws: LibraryError.documentNotFound(old)) { try library.pocketLetter(old, for: phone.id) }
            try library.setPocketSelection(PocketSelection(letters: [old]), of: phone.id)
            #expect(Set(try library.pocketChanges(of: phone.id, holding: []).fetch.map(\.id)) == [ahead.id!, old])
        }
    }

    @Test("a phone removed in the settings is told to wipe its copy, once, and fetches nothing more")
    func removal() throws {
        try withLibrary { library in
            let id = try #require(try library.fileSample().id)
            let phone = try library.addPocketPhone(named: "Mistet telefon", publicKey: P256.KeyAgreement.PrivateKey().publicKey.derRepresentation,
                                                   selection: PocketSelection(everything: true), confirmed: try library.confirmed)
            let held = try library.pocketChanges(of: phone.id, holding: []).fetch
            try library.removePocketPhone(phone.id)
            #expect(try library.pocketPhones().first?.isRemoved == true)
            #expect(throws: LibraryError.pocketPhoneNotFound) { try library.pocketLetter(id, for: phone.id) }
            #expect(try library.pocketChanges(of: phone.id, holding: held) == PocketChanges(wipe: true, fetch: [], remove: [id]))
            #expect(throws: LibraryError.pocketPhoneNotFound) { try library.pocketChanges(of: phone.id, holding: []) }
            #expect(try library.pocketPhones().isEmpty)
            #expect(throws: LibraryError.phoneNameInvalid(limit: Library.passkeyNameLimit)) {
                try library.addPocketPhone(named: " ", publicKey: P256.KeyAgreement.PrivateKey().publicKey.derRepresentation,
                                           confirmed: try library.confirmed)
            }
            #expect(throws: LibraryError.pocketKeyInvalid) {
                try library.addPocketPhone(named: "Telefon", publicKey: Data("ikke en nøkkel".utf8), confirmed: try library.confirmed)
            }
        }
    }
}
