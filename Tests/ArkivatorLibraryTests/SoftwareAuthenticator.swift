import ArkivatorCore
import ArkivatorLibrary
import Crypto
import Foundation

/// A passkey authenticator in software, made to the WebAuthn and CTAP2 specifications as a
/// phone's is: an ES256 key pair, a signature counter, and a PRF (CTAP2's hmac-secret over the
/// salt WebAuthn hashes with its «WebAuthn PRF» prefix) from a secret that never leaves it.
struct SoftwareAuthenticator {
    let credentialID = Data((0..<16).map { _ in UInt8.random(in: 0...255) })
    private let key = P256.Signing.PrivateKey()
    private let prfSecret = SymmetricKey(size: .bits256)
    var signCount: UInt32 = 0
    /// Whether it says the user was verified (Face ID, the device's PIN).
    var verifiesUser = true

    func prf(_ salt: Data) -> Data {
        let hashedSalt = Data(SHA256.hash(data: Data("WebAuthn PRF".utf8) + [0] + salt))
        return Data(HMAC<SHA256>.authenticationCode(for: hashedSalt, using: prfSecret))
    }

    /// What `create` answers, as the page sends it on.
    func register(_ options: PasskeyCreationOptions, origin: String) -> PasskeyRegistrationAnswer {
        let clientData = Self.clientData(type: "webauthn.create", challenge: options.challenge, origin: origin)
        var attested = Data(count: 16)
        attested += [UInt8(credentialID.count >> 8), UInt8(credentialID.count & 0xFF)] + credentialID
        let authenticator = authenticatorData(rpID: options.rpID, flags: 0x41 | (verifiesUser ? 0x04 : 0), counter: 0) + attested
        return PasskeyRegistrationAnswer(credentialID: Base64URL.encode(credentialID), clientDataJSON: Base64URL.encode(clientData),
                                         authenticatorData: Base64URL.encode(authenticator),
                                         publicKey: Base64URL.encode(key.publicKey.derRepresentation), algorithm: -7,
                                         prfOutput: Base64URL.encode(prf(options.prfSalt)))
    }

    /// What `get` answers for `options`, the PRF evaluated on this credential's salt.
    mutating func assert(_ options: PasskeyRequestOptions, origin: String, rpID: String? = nil) -> PasskeyAssertion {
        signCount += 1
        let salt = options.credentials.first { $0.id == credentialID }?.prfSalt ?? Data()
        let clientData = Self.clientData(type: "webauthn.get", challenge: options.challenge, origin: origin)
        let authenticator = authenticatorData(rpID: rpID ?? options.rpID, flags: 0x01 | (verifiesUser ? 0x04 : 0), counter: signCount)
        let signature = try! key.signature(for: authenticator + Data(SHA256.hash(data: clientData)))
        return PasskeyAssertion(credentialID: Base64URL.encode(credentialID), clientDataJSON: Base64URL.encode(clientData),
                                authenticatorData: Base64URL.encode(authenticator),
                                signature: Base64URL.encode(signature.derRepresentation), prfOutput: Base64URL.encode(prf(salt)))
    }

    private func authenticatorData(rpID: String, flags: UInt8, counter: UInt32) -> Data {
        Data(SHA256.hash(data: Data(rpID.utf8))) + [flags] + withUnsafeBytes(of: counter.bigEndian) { Data($0) }
    }

    private static func clientData(type: String, challenge: Data, origin: String) -> Data {
        Data(#"{"type":"\#(type)","challenge":"\#(Base64URL.encode(challenge))","origin":"\#(origin)","crossOrigin":false}"#.utf8)
    }
}
