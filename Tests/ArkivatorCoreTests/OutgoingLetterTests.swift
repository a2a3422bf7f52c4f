import Foundation
import Testing

@testable import ArkivatorCore

@Suite("A letter's text as it may leave the machine for an assistant")
struct OutgoingLetterTests {
    static let oliver = FamilyMember(id: 2, name: "Oliver Hansen", relationship: "sønn")
    static let kari = FamilyMember(id: 1, name: "Kari Hansen", relationship: "meg selv")
    static let family = [kari, oliver]
    static let number = "11028425769"

    static let letter = """
        St. Olavs hospital HF, Postboks 3250 Torgarden, 7006 Trondheim
        Til foresatte for Oliver Hansen, Storgata 12, 7030 Trondheim
        Trondheim 14.01.2026
        Gjelder: Oliver Hansen (\(number))
        Oliver har time 3. mars 2026 kl. 10.15. Olivers mor Kari kan ringe oss på telefon 72 57 30 00 eller +47 913 45 678.
        Org.nr. 983 971 709. Vår ref.: 26/40112.
        """

    @Test("no fødselsnummer, name, address or phone number is left, and the dates and the reference are")
    func minimised() {
        let outgoing = OutgoingLetter(Self.letter, person: Self.oliver, family: Self.family)
        for secret in [Self.number, "Oliver", "Kari", "Hansen", "Storgata", "7030", "7006", "Postboks 3250", "72 57 30 00", "913 45 678"] {
            #expect(!outgoing.text.contains(secret), "\(secret) left in: \(outgoing.text)")
        }
        for kept in ["14.01.2026", "3. mars 2026 kl. 10.15", "26/40112", "983 971 709", "St. Olavs hospital"] {
            #expect(outgoing.text.contains(kept), "\(kept) lost: \(outgoing.text)")
        }
        #expect(outgoing.text.contains("Pasienten har time"))
        #expect(outgoing.text.contains("Pasientens mor familiemedlemmet kan ringe"))
        #expect(outgoing.removedFodselsnumre == 1 && outgoing.removedPhoneNumbers == 2)
        #expect(outgoing.removedAddresses >= 3 && outgoing.replacedNames >= 4)
    }

    @Test("the person of the letter is «pasienten», the others by what they are to the family")
    func roles() {
        let outgoing = OutgoingLetter("Kari Hansen er mor til Oliver.", person: Self.kari, family: Self.family)
        #expect(outgoing.text == "Pasienten er mor til barnet.")
        #expect(OutgoingLetter.role(of: "ektefelle") == "partneren")
        #expect(OutgoingLetter.role(of: "Mor") == "forelderen")
        #expect(OutgoingLetter.role(of: "tante") == "familiemedlemmet")
    }

    @Test("allowed names stay; the fødselsnummer, the address and the phone go all the same")
    func namesAllowed() {
        let outgoing = OutgoingLetter(Self.letter, person: Self.oliver, family: Self.family, allowingNames: true)
        #expect(outgoing.text.contains("Oliver har time") && outgoing.replacedNames == 0)
        #expect(!outgoing.text.contains(Self.number) && !outgoing.text.contains("Storgata 12") && !outgoing.text.contains("72 57 30 00"))
    }
}
