import ArkivatorCore
import Crypto
import CryptoExtras
import Foundation

/// A WebAuthn ceremony's answer checked as a relying party must (Web Authentication Level 3,
/// §7.1 and §7.2): the client data's type, challenge and origin, the authenticator data's RP ID
/// hash and flags (user present and verified), and for an assertion the signature over the
/// authenticator data and the client data's hash, under the credential's public key.
/// Attestation is not asked for (`"none"`): what a passkey proves here is the PRF output that
/// unwraps the key, not the make of the authenticator.
enum WebAuthn {
    /// ES256, EdDSA (Ed25519) and RS256: what platform authenticators and security keys offer.
    static let supportedAlgorithms = [-7, -8, -257]

    struct ClientData: Decodable {
        var type: String
        var challenge: String
        var origin: String
        var crossOrigin: Bool?

        /// The client data and the challenge it answers, which the caller takes from
        /// `PasskeyChallenges` before anything else is checked, so an answer spends its challenge
        /// whatever else is wrong with it. Client data that cannot be read answers no challenge.
        static func read(_ json: Data) throws -> (client: ClientData, challenge: Data) {
            guard let client = try? JSONDecoder().decode(ClientData.self, from: json),
                  let challenge = Base64URL.decode(client.challenge) else { throw PasskeyProblem.notThisCeremony }
            return (client, challenge)
        }

        /// `PasskeyProblem` unless the client data is of `type` and from `origin`.
        func check(type: String, origin: PasskeyOrigin) throws {
            guard self.type == type else { throw PasskeyProblem.notThisCeremony }
            guard self.origin == origin.origin, crossOrigin != true else { throw PasskeyProblem.wrongOrigin }
        }
    }

    struct AuthenticatorData {
        var rpIDHash: Data
        var flags: UInt8
        var signCount: UInt32
        /// Present in a registration's authenticator data (flag AT).
        var credentialID: Data?

        var userPresent: Bool { flags & 0x01 != 0 }
        var userVerified: Bool { flags & 0x04 != 0 }
        var hasAttestedCredential: Bool { flags & 0x40 != 0 }

        init(_ bytes: Data) throws {
            let bytes = Data(bytes)
            guard bytes.count >= 37 else { throw PasskeyProblem.malformed }
            rpIDHash = bytes.prefix(32)
            flags = bytes[bytes.startIndex + 32]
            signCount = bytes[(bytes.startIndex + 33)..<(bytes.startIndex + 37)].reduce(0) { $0 << 8 | UInt32($1) }
            if hasAttestedCredential {
                // AAGUID (16 bytes), then the credential id's length (2 bytes, big-endian) and the id.
                let lengthAt = bytes.startIndex + 37 + 16
                guard bytes.count >= 37 + 16 + 2 else { throw PasskeyProblem.malformed }
                let length = Int(bytes[lengthAt]) << 8 | Int(bytes[lengthAt + 1])
                guard bytes.count >= 37 + 16 + 2 + length else { throw PasskeyProblem.malformed }
                credentialID = bytes[(lengthAt + 2)..<(lengthAt + 2 + length)]
            }
        }
    }

    /// The authenticator data, when it is for this RP ID and the user was there and verified.
    static func checkAuthenticatorData(_ bytes: Data, origin: PasskeyOrigin) throws -> AuthenticatorData {
        let data = try AuthenticatorData(bytes)
        guard data.rpIDHash == Data(SHA256.hash(data: Data(origin.rpID.utf8))) else { throw PasskeyProblem.wrongOrigin }
        guard data.userPresent, data.userVerified else { throw PasskeyProblem.userNotVerified }
        return data
    }

    /// `PasskeyProblem.unsupportedKey` unless the public key (SubjectPublicKeyInfo, DER) is one
    /// of an algorithm this side can check.
    static func checkPublicKey(_ spki: Data, algorithm: Int) throws {
        let readable = switch algorithm {
        case -7: (try? P256.Signing.PublicKey(derRepresentation: spki)) != nil
        case -8: ed25519Key(spki) != nil
        case -257: (try? _RSA.Signing.PublicKey(derRepresentation: spki)) != nil
        default: false
        }
        guard readable else { throw PasskeyProblem.unsupportedKey }
    }

    /// Whether `signature` is the credential's over the authenticator data and the client data's hash.
    static func isValidSignature(_ signature: Data, authenticatorData: Data, clientDataJSON: Data,
                                 publicKey spki: Data, algorithm: Int) -> Bool {
        let signed = authenticatorData + Data(SHA256.hash(data: clientDataJSON))
        switch algorithm {
        case -7:
            guard let key = try? P256.Signing.PublicKey(derRepresentation: spki),
                  let decoded = try? P256.Signing.ECDSASignature(derRepresentation: signature) else { return false }
            return key.isValidSignature(decoded, for: signed)
        case -8:
            guard let key = ed25519Key(spki) else { return false }
            return key.isValidSignature(signature, for: signed)
        case -257:
            guard let key = try? _RSA.Signing.PublicKey(derRepresentation: spki) else { return false }
            return key.isValidSignature(_RSA.Signing.RSASignature(rawRepresentation: signature), for: signed,
                                        padding: .insecurePKCS1v1_5)
        default:
            return false
        }
    }

    /// An Ed25519 SubjectPublicKeyInfo is a fixed 12-byte header and the 32-byte key.
    private static let ed25519Header = Data([0x30, 0x2A, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x03, 0x21, 0x00])

    private static func ed25519Key(_ spki: Data) -> Curve25519.Signing.PublicKey? {
        guard spki.count == 44, spki.prefix(12) == ed25519Header else { return nil }
        return try? Curve25519.Signing.PublicKey(rawRepresentation: spki.suffix(32))
    }
}
