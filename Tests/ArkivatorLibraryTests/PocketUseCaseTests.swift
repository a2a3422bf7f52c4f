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
            // «Ta med på telefonen» on the old letter's page, and taken off again.
            #expect(try library.setPocketCarries(old, true, on: phone.id).selection.letters == [old])
            #expect(Set(try library.pocketChanges(of: phone.id, holding: []).fetch.map(\.id)) == [ahead.id!, old])
            _ = try library.pocketLetter(old, for: phone.id)
            #expect(try library.setPocketCarries(old, false, on: phone.id).selection.letters.isEmpty)
            #expect(try library.pocketChanges(of: phone.id, holding: []).fetch.map(\.id) == [ahead.id])
            #expect(throws: LibraryError.documentNotFound(9999)) { try library.setPocketCarries(9999, true, on: phone.id) }
        }
    }

    @Test("a choice that carries more needs the passphrase again, one that carries less does not, and a wrong one is refused")
    func choosingAgain() throws {
        try withLibrary { library in
            let kari = try library.addFamilyMember(NewFamilyMember(name: "Kari Hansen", relationship: "mor")).member
            let karis = try #require(try library.fileSample(title: "2024-01-02 Epikrise", date: "2024-01-02", person: kari.id).id)
            let phone = try library.addPocketPhone(named: "Telefon", publicKey: P256.KeyAgreement.PrivateKey().publicKey.derRepresentation,
                                                   confirmed: try library.confirmed)
            let wider = [PocketSelection(people: [try #require(kari.id)]), PocketSelection(lastMonths: 6),
                         PocketSelection(everything: true)]
            for selection in wider {
                #expect(!selection.isWithin(phone.selection))
                #expect(throws: LibraryError.passphraseNeeded) { try library.setPocketSelection(selection, of: phone.id, confirmed: nil) }
            }
            #expect(try library.pocketPhones()[0].selection == PocketSelection())
            let karisPhone = try library.setPocketSelection(wider[0], of: phone.id, confirmed: try library.confirmed)
            #expect(try library.pocketEstimate(for: karisPhone.selection).letters == 1)
            #expect(try library.pocketChanges(of: phone.id, holding: []).fetch.map(\.id) == [karis])
            // Less: without the appointments, then without Kari, needs nothing.
            _ = try library.setPocketSelection(PocketSelection(upcomingAppointments: false, people: [kari.id!]), of: phone.id, confirmed: nil)
            let none = try library.setPocketSelection(PocketSelection(upcomingAppointments: false), of: phone.id, confirmed: nil)
            #expect(try library.pocketEstimate(for: none.selection).letters == 0)
            #expect(PocketSelection(lastMonths: 6).isWithin(PocketSelection(lastMonths: 12)))
            #expect(!PocketSelection(lastMonths: 12).isWithin(PocketSelection(lastMonths: 6)))
            #expect(throws: LibraryError.pocketMonthsOutOfRange(PocketSelection.monthsRange)) {
                try library.setPocketSelection(PocketSelection(lastMonths: 0), of: phone.id, confirmed: try library.confirmed)
            }
            #expect(throws: LibraryError.familyMemberNotFound(77)) {
                try library.setPocketSelection(PocketSelection(people: [77]), of: phone.id, confirmed: try library.confirmed)
            }
        }
    }

    @Test("the space a choice takes is told before anything is fetched, near what the phone then stores")
    func estimate() throws {
        try withLibrary { library in
            let jpeg = try Data(contentsOf: RedactionUseCaseTests.fixture)
            let sealedFiles = try library.database.sealedFiles()
            let folder = try library.folder.createFolder("files/lomme")
            var ids: [Document.ID] = []
            for number in 1...3 {
                var letter = sampleDocument(text: String(repeating: "Du er satt opp til kontroll hos fastlegen. ", count: 20 * number))
                try sealedFiles.write(jpeg, to: folder.appendingPathComponent("side-\(number).jpeg"))
                letter.pages = [Page(number: 1, imagePath: "files/lomme/side-\(number).jpeg", text: letter.text, lines: [])]
                ids.append(try library.archive.saveNew(letter))
            }
            ids.append(try #require(try library.fileSample().id))
            let key = P256.KeyAgreement.PrivateKey()
            let everything = PocketSelection(everything: true)
            let estimate = try library.pocketEstimate(for: everything)
            #expect(estimate.letters == 4)
            #expect(try library.pocketEstimate(for: PocketSelection(upcomingAppointments: false)) == PocketEstimate(letters: 0, bytes: 0))
            let phone = try library.addPocketPhone(named: "Telefon", publicKey: key.publicKey.derRepresentation, selection: everything,
                                                   confirmed: try library.confirmed)
            let stored = try ids.map { try library.pocketLetter($0, for: phone.id).sealed.count }.reduce(0, +)
            let ratio = Double(estimate.bytes) / Double(stored)
            #expect(ratio > 0.8 && ratio < 1.25, "estimated \(estimate.bytes) bytes, stored \(stored)")
            #expect(try library.pocketEstimate(for: phone.selection) == estimate)
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
