import Crypto
import Foundation
import HummingbirdTLS
import NIOSSL
import SwiftASN1
import X509

/// The certificate `arkivator serve` shows a phone on the home network, and, when it is the
/// library's own, the root the phone installs to trust it.
public struct ServerIdentity: Sendable {
    /// The server's certificate first, then whatever issued it.
    let chain: [Certificate]
    let privateKey: Certificate.PrivateKey
    /// The root to install on the phone; nil when the owner brought a certificate of their own.
    public let root: Certificate?

    /// The root as a phone downloads it (DER).
    public var rootDER: [UInt8]? { root.map(Self.der) }

    /// The root's SHA-256 fingerprint as iOS and Android show it: hex pairs, grouped by spaces.
    public var rootFingerprint: String? {
        rootDER.map { SHA256.hash(data: $0).map { String(format: "%02X", $0) }.joined(separator: " ") }
    }

    /// The names and addresses the server certificate is valid for.
    public var serverNames: [String] {
        chain.first.map(HomeCertificateAuthority.alternativeNames(of:))?.compactMap(HomeCertificateAuthority.name(of:)) ?? []
    }

    public func tlsConfiguration() throws -> TLSConfiguration {
        let certificates = try chain.map { try NIOSSLCertificate(bytes: Self.der($0), format: .der) }
        let key = try NIOSSLPrivateKey(bytes: Array(privateKey.serializeAsPEM().pemString.utf8), format: .pem)
        return TLSConfiguration.makeServerConfiguration(certificateChain: certificates.map { .certificate($0) },
                                                        privateKey: .privateKey(key))
    }

    /// The owner's own certificate (chain) and key, in PEM.
    public static func load(certificate: URL, key: URL) throws -> ServerIdentity {
        let pem = try String(contentsOf: certificate, encoding: .utf8)
        let chain = try PEMDocument.parseMultiple(pemString: pem).map { try Certificate(pemDocument: $0) }
        guard !chain.isEmpty else { throw HomeCertificateAuthority.Problem("\(certificate.path) har ingen sertifikater.") }
        return ServerIdentity(chain: chain, privateKey: try Certificate.PrivateKey(pemEncoded: String(contentsOf: key, encoding: .utf8)),
                              root: nil)
    }

    static func der(_ certificate: Certificate) -> [UInt8] {
        var serializer = DER.Serializer()
        // Serializing a certificate this library parsed or made cannot fail.
        try! serializer.serialize(certificate)
        return serializer.serializedBytes
    }
}

/// The library's own small certificate authority, in `tls/` of the library folder. It exists
/// before the library is unlocked, even before it is created, because the unlock and welcome
/// pages themselves must come over TLS; so its key cannot be sealed with the passphrase and is
/// kept owner-only (0600) instead. Its root may only vouch for private and loopback addresses,
/// `localhost` and `.local` names (name constraints), so a stolen key cannot impersonate any
/// real site to a phone that trusts it.
public struct HomeCertificateAuthority: Sendable {
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    let folder: URL
    let root: Certificate
    let rootKey: P256.Signing.PrivateKey

    static let rootLifetime: TimeInterval = 10 * 365 * 24 * 3600
    /// Apple accepts no server certificate valid for longer than 398 days.
    static let serverLifetime: TimeInterval = 397 * 24 * 3600
    static let renewalMargin: TimeInterval = 30 * 24 * 3600

    /// Where a stolen root could still be used: loopback, the private IPv4 ranges, link-local,
    /// and IPv6 loopback, unique-local and link-local, as address and mask.
    static let permittedRanges: [(address: [UInt8], mask: [UInt8])] = [
        ([127, 0, 0, 0], [255, 0, 0, 0]), ([10, 0, 0, 0], [255, 0, 0, 0]), ([172, 16, 0, 0], [255, 240, 0, 0]),
        ([192, 168, 0, 0], [255, 255, 0, 0]), ([169, 254, 0, 0], [255, 255, 0, 0]),
        ([UInt8](repeating: 0, count: 15) + [1], [UInt8](repeating: 255, count: 16)),
        ([0xfc] + [UInt8](repeating: 0, count: 15), [0xfe] + [UInt8](repeating: 0, count: 15)),
        ([0xfe, 0x80] + [UInt8](repeating: 0, count: 14), [0xff, 0xc0] + [UInt8](repeating: 0, count: 14)),
    ]
    static let permittedDomains = ["localhost", "local"]

    var rootURL: URL { folder.appendingPathComponent("ca.crt") }
    var rootKeyURL: URL { folder.appendingPathComponent("ca.key") }
    var serverURL: URL { folder.appendingPathComponent("server.crt") }
    var serverKeyURL: URL { folder.appendingPathComponent("server.key") }

    /// The authority kept in `folder`, made there the first time.
    public static func openOrCreate(in folder: URL, now: Date = Date()) throws -> HomeCertificateAuthority {
        let rootURL = folder.appendingPathComponent("ca.crt"), keyURL = folder.appendingPathComponent("ca.key")
        if FileManager.default.fileExists(atPath: rootURL.path), FileManager.default.fileExists(atPath: keyURL.path) {
            let root = try Certificate(pemEncoded: String(contentsOf: rootURL, encoding: .utf8))
            let key = try P256.Signing.PrivateKey(pemRepresentation: String(contentsOf: keyURL, encoding: .utf8))
            if root.notValidAfter > now.addingTimeInterval(renewalMargin) {
                return HomeCertificateAuthority(folder: folder, root: root, rootKey: key)
            }
        }
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName {
            OrganizationName("Arkivator")
            CommonName("Arkivator hjemme-CA \(ProcessInfo.processInfo.hostName)")
        }
        let publicKey = Certificate.PublicKey(key.publicKey)
        let root = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: publicKey,
            notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(rootLifetime),
            issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
                Critical(KeyUsage(keyCertSign: true, cRLSign: true))
                Critical(NameConstraints(
                    permittedDNSDomains: permittedDomains,
                    permittedIPRanges: permittedRanges.map { ASN1OctetString(contentBytes: ArraySlice($0.address + $0.mask)) }))
                SubjectKeyIdentifier(hash: publicKey)
            },
            issuerPrivateKey: .init(key))
        try writeOwnerOnly(Array(key.pemRepresentation.utf8), to: keyURL)
        try writeOwnerOnly(Array(root.serializeAsPEM().pemString.utf8), to: rootURL)
        // A server certificate of an older root would no longer verify.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("server.crt"))
        return HomeCertificateAuthority(folder: folder, root: root, rootKey: key)
    }

    /// The server certificate for `names` (addresses and host names): the one kept, while it
    /// covers exactly these names and is far from its end, else a new one. Names outside what
    /// the root may vouch for are left out, as a phone would refuse the whole certificate for them.
    public func serverIdentity(for names: [String], now: Date = Date()) throws -> ServerIdentity {
        let wanted = Self.subjectAlternativeNames(for: names)
        if let kept = try? Certificate(pemEncoded: String(contentsOf: serverURL, encoding: .utf8)),
           let key = try? Certificate.PrivateKey(pemEncoded: String(contentsOf: serverKeyURL, encoding: .utf8)),
           kept.issuer == root.subject, kept.publicKey == key.publicKey,
           Set(Self.alternativeNames(of: kept)) == Set(wanted),
           kept.notValidAfter > now.addingTimeInterval(Self.renewalMargin) {
            return ServerIdentity(chain: [kept, root], privateKey: key, root: root)
        }
        let key = P256.Signing.PrivateKey()
        let publicKey = Certificate.PublicKey(key.publicKey)
        let rootPublicKey = Certificate.PublicKey(rootKey.publicKey)
        let server = try Certificate(
            version: .v3, serialNumber: .init(), publicKey: publicKey,
            notValidBefore: now.addingTimeInterval(-3600),
            notValidAfter: min(now.addingTimeInterval(Self.serverLifetime), root.notValidAfter),
            issuer: root.subject,
            // No common name: browsers read only the alternative names, and a name there would
            // only be one more thing for the name constraints to judge.
            subject: try DistinguishedName { OrganizationName("Arkivator") },
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions {
                Critical(BasicConstraints.notCertificateAuthority)
                Critical(KeyUsage(digitalSignature: true))
                try ExtendedKeyUsage([.serverAuth])
                SubjectKeyIdentifier(hash: publicKey)
                AuthorityKeyIdentifier(keyIdentifier: SubjectKeyIdentifier(hash: rootPublicKey).keyIdentifier)
                SubjectAlternativeNames(wanted)
            },
            issuerPrivateKey: .init(rootKey))
        try Self.writeOwnerOnly(Array(key.pemRepresentation.utf8), to: serverKeyURL)
        try Self.writeOwnerOnly(Array(server.serializeAsPEM().pemString.utf8), to: serverURL)
        return ServerIdentity(chain: [server, root], privateKey: .init(key), root: root)
    }

    /// The names and the end of the server certificate kept in `folder`, for `arkivator doctor`
    /// to hold against the names the service claims; nil while there is none.
    public static func keptServerCertificate(in folder: URL) -> (names: [String], notValidAfter: Date)? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("server.crt"), encoding: .utf8),
              let certificate = try? Certificate(pemEncoded: text) else { return nil }
        return (alternativeNames(of: certificate).compactMap(name(of:)), certificate.notValidAfter)
    }

    /// The names the root may vouch for, as certificate names, loopback always among them
    /// (the console's first address is 127.0.0.1).
    static func subjectAlternativeNames(for names: [String]) -> [GeneralName] {
        var result: [GeneralName] = []
        for name in ["localhost", "127.0.0.1", "::1"] + names {
            let name = AllowedHosts.normalized(name)
            let general: GeneralName
            if let address = ipAddressBytes(name) {
                guard isPermitted(address) else { continue }
                general = .ipAddress(ASN1OctetString(contentBytes: ArraySlice(address)))
            } else {
                guard permittedDomains.contains(where: { name == $0 || name.hasSuffix("." + $0) }) else { continue }
                general = .dnsName(name)
            }
            if !result.contains(general) { result.append(general) }
        }
        return result
    }

    /// The names in `names` that the root may not vouch for, for the console to say so.
    public static func refusedNames(_ names: [String]) -> [String] {
        let kept = Set(subjectAlternativeNames(for: names).compactMap(name(of:)))
        return names.filter { !kept.contains(AllowedHosts.normalized($0)) && !ListeningAddresses.isWildcard($0) }
    }

    static func isPermitted(_ address: [UInt8]) -> Bool {
        permittedRanges.contains { range in
            range.address.count == address.count
                && zip(zip(address, range.mask), range.address).allSatisfy { pair, network in pair.0 & pair.1 == network }
        }
    }

    static func ipAddressBytes(_ text: String) -> [UInt8]? {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }

    static func alternativeNames(of certificate: Certificate) -> [GeneralName] {
        guard let names = try? certificate.extensions.subjectAlternativeNames else { return [] }
        return Array(names)
    }

    static func name(of general: GeneralName) -> String? {
        switch general {
        case .dnsName(let name): return name
        case .ipAddress(let octets):
            let bytes = Array(octets.bytes)
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            let family = bytes.count == 4 ? AF_INET : AF_INET6
            guard inet_ntop(family, bytes, &buffer, socklen_t(buffer.count)) != nil else { return nil }
            return String(cString: buffer)
        default: return nil
        }
    }

    /// Written whole under a temporary name, owner-only from the first byte, then renamed.
    static func writeOwnerOnly(_ bytes: [UInt8], to url: URL) throws {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        guard manager.createFile(atPath: temporary.path, contents: Data(bytes), attributes: [.posixPermissions: 0o600]) else {
            throw Problem("Kunne ikke skrive \(url.path).")
        }
        if manager.fileExists(atPath: url.path) { try manager.removeItem(at: url) }
        try manager.moveItem(at: temporary, to: url)
    }

    private func writeOwnerOnly(_ bytes: [UInt8], to url: URL) throws { try Self.writeOwnerOnly(bytes, to: url) }
}
