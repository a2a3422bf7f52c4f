import ArkivatorCore
import ArkivatorStore
import Crypto
import Foundation
import Synchronization

/// Where a ceremony runs: the page's origin, and the RP ID passkeys are bound to (its host).
/// WebAuthn runs only on a secure origin named by a domain (`localhost`, `arkivator.local`),
/// never an IP address, so there is no such origin for one.
public struct PasskeyOrigin: Sendable, Equatable {
    public let origin: String
    public let rpID: String

    /// Nil for a host that is an IP address, or a scheme that is not secure: WebAuthn refuses them.
    public init?(scheme: String, host: String, port: Int?) {
        let host = host.lowercased()
        let isLoopbackName = host == "localhost" || host.hasSuffix(".localhost")
        guard !host.isEmpty, !Self.isIPAddress(host), scheme == "https" || (scheme == "http" && isLoopbackName) else { return nil }
        let defaultPort = scheme == "https" ? 443 : 80
        origin = "\(scheme)://\(host)" + (port.map { $0 == defaultPort ? "" : ":\($0)" } ?? "")
        rpID = host
    }

    private static func isIPAddress(_ host: String) -> Bool {
        host.contains(":") || host.split(separator: ".").allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
}

/// Why a passkey was not taken; `LibraryError.passkey` carries it to the words.
public enum PasskeyProblem: Error, Equatable, Sendable {
    /// The browser's answer could not be read.
    case malformed
    /// The answer is not to a challenge this server handed out, or it is used, or too old.
    case notThisCeremony
    /// The answer was made for another site than this one.
    case wrongOrigin
    /// The authenticator did not verify the user (Face ID, fingerprint, the device's PIN).
    case userNotVerified
    case unsupportedKey
    /// The browser or the authenticator gives no PRF output, so it cannot hold a key.
    case noPRF
    /// The passkey is not (or no longer) one of this library's.
    case unknownPasskey
    /// The page was opened by an IP address, where browsers refuse passkeys.
    case needsName
    case alreadyRegistered
    /// The authenticator's signature counter went back: a copy of the passkey may be in use.
    case counterWentBack
}

/// The challenges handed out for passkey ceremonies: 32 random bytes each, good once and for
/// two minutes, so an answer cannot be replayed or kept for later. One per server; nothing of
/// it outlives the process.
public final class PasskeyChallenges: Sendable {
    public static let lifetime: TimeInterval = 120

    enum Purpose: Sendable, Equatable {
        case unlock
        case confirmation
        case registration(name: String, prfSalt: Data)
    }

    private struct Issued: Sendable {
        var purpose: Purpose
        var at: Date
    }

    private let issued = Mutex<[Data: Issued]>([:])
    private let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    func issue(for purpose: Purpose) -> Data {
        let challenge = randomBytes(32)
        let at = now()
        issued.withLock { issued in
            issued = issued.filter { at.timeIntervalSince($0.value.at) < Self.lifetime }
            issued[challenge] = Issued(purpose: purpose, at: at)
        }
        return challenge
    }

    /// What `challenge` was handed out for, once; nil when it is unknown, used or too old.
    func take(_ challenge: Data) -> Purpose? {
        let at = now()
        guard let taken = issued.withLock({ $0.removeValue(forKey: challenge) }),
              at.timeIntervalSince(taken.at) < Self.lifetime else { return nil }
        return taken.purpose
    }
}

func randomBytes(_ count: Int) -> Data {
    SymmetricKey(size: SymmetricKeySize(bitCount: count * 8)).withUnsafeBytes { Data($0) }
}

/// What `navigator.credentials.create` is asked, with the PRF's salt: the page turns it into
/// the call's options.
public struct PasskeyCreationOptions: Sendable, Equatable {
    public let challenge: Data
    public let rpID: String
    /// Random for each passkey, so two passkeys on one authenticator never replace each other.
    public let userID: Data
    public let userName: String
    public let prfSalt: Data
    /// The library's passkeys, which the authenticator is asked not to make twice.
    public let excludeCredentials: [Data]
    public let algorithms: [Int]
}

/// What `navigator.credentials.get` is asked: each of the library's passkeys with its own salt.
public struct PasskeyRequestOptions: Sendable, Equatable {
    public struct Credential: Sendable, Equatable {
        public let id: Data
        public let prfSalt: Data
    }

    public let challenge: Data
    public let rpID: String
    public let credentials: [Credential]
}

/// The browser's answer to `create`, every byte field base64url: the credential's id, the
/// client data and authenticator data, its public key (`getPublicKey()`, SubjectPublicKeyInfo)
/// and algorithm, and the PRF's output for the salt.
public struct PasskeyRegistrationAnswer: Sendable, Codable {
    public var credentialID: String
    public var clientDataJSON: String
    public var authenticatorData: String
    public var publicKey: String
    public var algorithm: Int
    public var prfOutput: String

    public init(credentialID: String, clientDataJSON: String, authenticatorData: String, publicKey: String,
                algorithm: Int, prfOutput: String) {
        (self.credentialID, self.clientDataJSON, self.authenticatorData) = (credentialID, clientDataJSON, authenticatorData)
        (self.publicKey, self.algorithm, self.prfOutput) = (publicKey, algorithm, prfOutput)
    }
}

/// The browser's answer to `get`, every byte field base64url.
public struct PasskeyAssertion: Sendable, Codable {
    public var credentialID: String
    public var clientDataJSON: String
    public var authenticatorData: String
    public var signature: String
    public var prfOutput: String

    public init(credentialID: String, clientDataJSON: String, authenticatorData: String, signature: String, prfOutput: String) {
        (self.credentialID, self.clientDataJSON, self.authenticatorData) = (credentialID, clientDataJSON, authenticatorData)
        (self.signature, self.prfOutput) = (signature, prfOutput)
    }

    /// The assertion as a form field carries it: its JSON.
    public init(json: String) throws {
        guard let assertion = try? JSONDecoder().decode(Self.self, from: Data(json.utf8)) else {
            throw LibraryError.passkey(.malformed)
        }
        self = assertion
    }

    /// The assertion checked against the challenge it answers (handed out for `purpose`), this
    /// origin and the passkey's public key: what is left to say is whether its PRF output
    /// unwraps the key.
    func verified(for purpose: PasskeyChallenges.Purpose, origin: PasskeyOrigin, challenges: PasskeyChallenges,
                  among passkeys: [PasskeyCredential]) throws -> VerifiedAssertion {
        guard let id = Base64URL.decode(credentialID), let clientData = Base64URL.decode(clientDataJSON),
              let authenticatorBytes = Base64URL.decode(authenticatorData), let signatureBytes = Base64URL.decode(signature),
              let prf = Base64URL.decode(prfOutput)
        else { throw LibraryError.passkey(.malformed) }
        guard prf.count == 32 else { throw LibraryError.passkey(.noPRF) }
        do {
            let (client, challenge) = try WebAuthn.ClientData.read(clientData)
            guard challenges.take(challenge) == purpose else { throw PasskeyProblem.notThisCeremony }
            try client.check(type: "webauthn.get", origin: origin)
            let authenticator = try WebAuthn.checkAuthenticatorData(authenticatorBytes, origin: origin)
            guard let passkey = passkeys.first(where: { $0.id == id }) else { throw PasskeyProblem.unknownPasskey }
            guard WebAuthn.isValidSignature(signatureBytes, authenticatorData: authenticatorBytes, clientDataJSON: clientData,
                                            publicKey: passkey.publicKey, algorithm: passkey.algorithm)
            else { throw PasskeyProblem.unknownPasskey }
            return VerifiedAssertion(credentialID: id, prfOutput: prf, signCount: authenticator.signCount)
        } catch let problem as PasskeyProblem {
            throw LibraryError.passkey(problem)
        }
    }
}

/// An assertion whose signature and ceremony were checked.
struct VerifiedAssertion {
    var credentialID: Data
    var prfOutput: Data
    var signCount: UInt32
}
