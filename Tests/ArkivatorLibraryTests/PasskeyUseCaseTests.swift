import ArkivatorCore
@testable import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("Passkeys whose PRF output is a key to the library")
struct PasskeyUseCaseTests {
    static let origin = PasskeyOrigin(scheme: "https", host: "arkivator.local", port: 8443)!
    static let site = "https://arkivator.local:8443"

    /// A passkey registered on a new library, the library then let go of.
    private func registered(in folder: LibraryFolder, challenges: PasskeyChallenges,
                            _ authenticator: SoftwareAuthenticator = SoftwareAuthenticator()) throws -> SoftwareAuthenticator {
        let library = try Library.create(in: folder, passphrase: testPassphrase, hardening: cheapHardening, appVersion: "1")
        _ = try library.fileSample()
        let options = try library.beginPasskeyRegistration(named: "Karis iPhone", origin: Self.origin, challenges: challenges,
                                                           confirmed: try library.confirmed)
        #expect(options.rpID == "arkivator.local")
        try library.finishPasskeyRegistration(authenticator.register(options, origin: Self.site), origin: Self.origin,
                                              challenges: challenges)
        return authenticator
    }

    private func unlock(_ folder: LibraryFolder, with authenticator: inout SoftwareAuthenticator,
                        challenges: PasskeyChallenges) throws -> Library {
        let locked = try #require(try LockedLibrary.open(folder))
        let options = try #require(locked.passkeyUnlockOptions(origin: Self.origin, challenges: challenges))
        return try locked.unlocked(passkey: authenticator.assert(options, origin: Self.site), origin: Self.origin,
                                   challenges: challenges, appVersion: "1")
    }

    @Test("a registered passkey unlocks the library with no passphrase, and the keyring holds only its wrap")
    func unlocksWithoutPassphrase() throws {
        try withLibraryFolder { folder in
            let challenges = PasskeyChallenges()
            var authenticator = try registered(in: folder, challenges: challenges)
            let library = try unlock(folder, with: &authenticator, challenges: challenges)
            #expect(try library.documentCount() == 1)
            let listed = try #require(try library.passkeys().first)
            #expect(listed.name == "Karis iPhone")
            #expect(listed.lastUsedAt != nil)

            let keyring = try Data(contentsOf: folder.keyringURL)
            let locked = try #require(try LockedLibrary.open(folder))
            let options = try #require(locked.passkeyUnlockOptions(origin: Self.origin, challenges: challenges))
            let output = authenticator.prf(try #require(options.credentials.first?.prfSalt))
            for form in [output, Data(output.base64EncodedString().utf8), Data(Base64URL.encode(output).utf8)] {
                #expect(keyring.range(of: form) == nil)
            }
        }
    }

    @Test("an answer is refused when its PRF output, signature, site, verification or challenge is not right")
    func refusals() throws {
        try withLibraryFolder { folder in
            let challenges = PasskeyChallenges()
            var authenticator = try registered(in: folder, challenges: challenges)
            let locked = try #require(try LockedLibrary.open(folder))
            func attempt(_ change: (inout PasskeyAssertion) -> Void = { _ in }, origin: PasskeyOrigin = Self.origin,
                         site: String = Self.site, rpID: String? = nil) throws {
                let options = try #require(locked.passkeyUnlockOptions(origin: Self.origin, challenges: challenges))
                var assertion = authenticator.assert(options, origin: site, rpID: rpID)
                change(&assertion)
                _ = try locked.unlocked(passkey: assertion, origin: origin, challenges: challenges, appVersion: "1")
            }
            // Another authenticator's PRF under this credential's id and key cannot unwrap the key.
            let stranger = SoftwareAuthenticator()
            #expect(throws: LibraryError.passkey(.unknownPasskey)) {
                try attempt { $0.prfOutput = Base64URL.encode(stranger.prf(Data("salt".utf8))) }
            }
            #expect(throws: LibraryError.passkey(.unknownPasskey)) {
                try attempt { $0.authenticatorData = Base64URL.encode(Base64URL.decode($0.authenticatorData)! + [0]) }
            }
            #expect(throws: LibraryError.passkey(.wrongOrigin)) { try attempt(site: "https://arkivator.example:8443") }
            #expect(throws: LibraryError.passkey(.wrongOrigin)) { try attempt(rpID: "example.com") }
            #expect(throws: LibraryError.passkey(.noPRF)) { try attempt { $0.prfOutput = "" } }
            authenticator.verifiesUser = false
            #expect(throws: LibraryError.passkey(.userNotVerified)) { try attempt() }
            authenticator.verifiesUser = true

            // An answer is good once, and only for what its challenge was handed out for.
            let options = try #require(locked.passkeyUnlockOptions(origin: Self.origin, challenges: challenges))
            let answer = authenticator.assert(options, origin: Self.site)
            _ = try locked.unlocked(passkey: answer, origin: Self.origin, challenges: challenges, appVersion: "1")
            #expect(throws: LibraryError.passkey(.notThisCeremony)) {
                try locked.unlocked(passkey: answer, origin: Self.origin, challenges: challenges, appVersion: "1")
            }
            let library = try locked.unlocked(passphrase: testPassphrase, appVersion: "1")
            let confirming = try #require(try library.passkeyConfirmationOptions(origin: Self.origin, challenges: challenges))
            #expect(throws: LibraryError.passkey(.notThisCeremony)) {
                try locked.unlocked(passkey: authenticator.assert(confirming, origin: Self.site), origin: Self.origin,
                                    challenges: challenges, appVersion: "1")
            }
            // A copy of a counting authenticator, behind the original, is refused.
            var copy = authenticator
            copy.signCount = 0
            #expect(throws: LibraryError.passkey(.counterWentBack)) { try unlock(folder, with: &copy, challenges: challenges) }
        }
    }

    @Test("a challenge is refused after two minutes")
    func challengesExpire() throws {
        try withLibraryFolder { folder in
            let clock = ManualClock()
            let challenges = PasskeyChallenges(now: clock.reading)
            var authenticator = try registered(in: folder, challenges: challenges)
            let locked = try #require(try LockedLibrary.open(folder))
            let options = try #require(locked.passkeyUnlockOptions(origin: Self.origin, challenges: challenges))
            clock.advance(by: PasskeyChallenges.lifetime + 1)
            #expect(throws: LibraryError.passkey(.notThisCeremony)) {
                try locked.unlocked(passkey: authenticator.assert(options, origin: Self.site), origin: Self.origin,
                                    challenges: challenges, appVersion: "1")
            }
        }
    }

    @Test("a passkey confirms as the passphrase does, for what outlasts the session")
    func confirms() throws {
        try withLibraryFolder { folder in
            let challenges = PasskeyChallenges()
            var authenticator = try registered(in: folder, challenges: challenges)
            let library = try #require(try LockedLibrary.open(folder)).unlocked(passphrase: testPassphrase, appVersion: "1")
            let options = try #require(try library.passkeyConfirmationOptions(origin: Self.origin, challenges: challenges))
            let confirmed = try library.confirmPasskey(authenticator.assert(options, origin: Self.site), origin: Self.origin,
                                                       challenges: challenges)
            #expect(try library.backupBytes(confirmed: confirmed).count > 0)
        }
    }

    @Test("a revoked passkey opens nothing; the others and the passphrase go on working; none carries to another library")
    func revocation() throws {
        try withLibraryFolder { folder in
            let challenges = PasskeyChallenges()
            var phone = try registered(in: folder, challenges: challenges)
            var key = SoftwareAuthenticator()
            do {
                let library = try unlock(folder, with: &phone, challenges: challenges)
                let options = try library.beginPasskeyRegistration(named: "Sikkerhetsnøkkel", origin: Self.origin,
                                                                   challenges: challenges, confirmed: try library.confirmed)
                try library.finishPasskeyRegistration(key.register(options, origin: Self.site), origin: Self.origin, challenges: challenges)
                #expect(try library.passkeys().count == 2)
                #expect(throws: LibraryError.passkeyNotFound) { try library.revokePasskey(named: "Ukjent", passphrase: testPassphrase) }
                #expect(try library.revokePasskey(named: "Karis iPhone", passphrase: testPassphrase) == "Karis iPhone")
            }
            // The change of keys waits for the passphrase, as after a revoked API key.
            #expect(throws: LibraryError.keyChangeUnfinished) { try unlock(folder, with: &key, challenges: challenges) }
            do {
                let library = try #require(try LockedLibrary.open(folder)).unlocked(passphrase: testPassphrase, appVersion: "1")
                #expect(try library.passkeys().map(\.name) == ["Sikkerhetsnøkkel"])
            }
            #expect(throws: LibraryError.passkey(.unknownPasskey)) { try unlock(folder, with: &phone, challenges: challenges) }
            #expect(try unlock(folder, with: &key, challenges: challenges).documentCount() == 1)

            try withLibraryFolder { other in
                var stranger = try registered(in: other, challenges: challenges)
                #expect(throws: LibraryError.passkey(.unknownPasskey)) { try unlock(folder, with: &stranger, challenges: challenges) }
            }
        }
    }

    @Test("a browser or authenticator without PRF output registers nothing")
    func withoutPRF() throws {
        try withSealedLibrary { library in
            let challenges = PasskeyChallenges()
            let options = try library.beginPasskeyRegistration(named: "Gammel nettleser", origin: Self.origin, challenges: challenges,
                                                               confirmed: try library.confirmed)
            var answer = SoftwareAuthenticator().register(options, origin: Self.site)
            answer.prfOutput = ""
            #expect(throws: LibraryError.passkey(.noPRF)) {
                try library.finishPasskeyRegistration(answer, origin: Self.origin, challenges: challenges)
            }
            #expect(try library.passkeys().isEmpty)
            #expect(throws: LibraryError.passkeyNameInvalid(limit: Library.passkeyNameLimit)) {
                try library.beginPasskeyRegistration(named: "  ", origin: Self.origin, challenges: challenges,
                                                     confirmed: try library.confirmed)
            }
        }
    }

    @Test("passkeys run only where WebAuthn does: a secure origin named by a domain")
    func origins() {
        #expect(PasskeyOrigin(scheme: "https", host: "192.168.1.20", port: 8443) == nil)
        #expect(PasskeyOrigin(scheme: "https", host: "fe80::1", port: 8443) == nil)
        #expect(PasskeyOrigin(scheme: "http", host: "arkivator.local", port: 8080) == nil)
        #expect(PasskeyOrigin(scheme: "http", host: "localhost", port: 8080)?.origin == "http://localhost:8080")
        #expect(PasskeyOrigin(scheme: "https", host: "Arkivator.local", port: 443)?.origin == "https://arkivator.local")
    }
}
