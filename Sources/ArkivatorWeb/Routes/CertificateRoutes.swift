import Crypto
import Foundation
import Hummingbird

/// How a phone comes to trust the library's own certificate authority: the page that walks
/// through installing it (open before unlocking, as the unlock page needs it), and the root
/// itself to download.
struct CertificateRoutes {
    let services: WebServices

    struct Page {
        /// The fingerprint in rows of eight pairs, easier to compare on a phone's screen.
        let fingerprintRows: [String]
        let hasRoot: Bool
        let serverNames: String
        let ownCertificate: Bool
        let plainHTTP: Bool
        let homeAddress: String?
    }

    func add(to router: Router<WebRequestContext>) {
        router.get("sertifikat") { _, _ -> Response in
            let identity = services.configuration.tls
            let pairs = identity?.rootFingerprint?.split(separator: " ").map(String.init) ?? []
            let rows = stride(from: 0, to: pairs.count, by: 8).map { pairs[$0..<min($0 + 8, pairs.count)].joined(separator: " ") }
            return try services.page("certificate", Page(
                fingerprintRows: rows, hasRoot: !rows.isEmpty, serverNames: identity?.serverNames.joined(separator: ", ") ?? "",
                ownCertificate: identity != nil && identity?.root == nil, plainHTTP: identity == nil,
                homeAddress: services.configuration.homeAddress)).response
        }
        router.get("sertifikat/arkivator.mobileconfig") { _, _ -> Response in
            guard let der = services.configuration.tls?.rootDER else { throw HTTPError(.notFound) }
            return Response(status: .ok, headers: [
                .contentType: "application/x-apple-aspen-config",
                .contentDisposition: "attachment; filename=\"arkivator.mobileconfig\"",
            ], body: .init(byteBuffer: ByteBuffer(bytes: try Self.profile(root: der))))
        }
        router.get("sertifikat/arkivator-rot.crt") { _, _ -> Response in
            guard let der = services.configuration.tls?.rootDER else { throw HTTPError(.notFound) }
            return Response(status: .ok, headers: [
                .contentType: "application/x-x509-ca-cert",
                .contentDisposition: "attachment; filename=\"arkivator-rot.crt\"",
            ], body: .init(byteBuffer: ByteBuffer(bytes: der)))
        }
    }

    /// An iOS configuration profile that holds the root alone, so that Safari offers to install
    /// it as a profile in one step. Its identifiers come from the root itself: the same root
    /// installed twice replaces itself instead of piling up.
    static func profile(root der: [UInt8]) throws -> [UInt8] {
        let digest = Array(SHA256.hash(data: der))
        func identifier(_ offset: Int) -> String {
            let b = Array(digest[offset..<offset + 16])
            return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
                .uuidString
        }
        let certificate: [String: Any] = [
            "PayloadCertificateFileName": "arkivator-rot.crt",
            "PayloadContent": Data(der),
            "PayloadDisplayName": "Arkivator hjemme-CA",
            "PayloadIdentifier": "no.arkivator.rot.\(identifier(0))",
            "PayloadType": "com.apple.security.root",
            "PayloadUUID": identifier(0),
            "PayloadVersion": 1,
        ]
        let profile: [String: Any] = [
            "PayloadContent": [certificate],
            "PayloadDisplayName": "Arkivator",
            "PayloadDescription": "Lar telefonen stole på Arkivator på hjemmenettet.",
            "PayloadIdentifier": "no.arkivator.profil.\(identifier(16))",
            "PayloadType": "Configuration",
            "PayloadUUID": identifier(16),
            "PayloadVersion": 1,
        ]
        return Array(try PropertyListSerialization.data(fromPropertyList: profile, format: .xml, options: 0))
    }
}
