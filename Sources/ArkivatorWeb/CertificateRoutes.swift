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
    }

    func add(to router: Router<WebRequestContext>) {
        router.get("sertifikat") { _, _ -> Response in
            let identity = services.configuration.tls
            let pairs = identity?.rootFingerprint?.split(separator: " ").map(String.init) ?? []
            let rows = stride(from: 0, to: pairs.count, by: 8).map { pairs[$0..<min($0 + 8, pairs.count)].joined(separator: " ") }
            return try services.page("certificate", Page(
                fingerprintRows: rows, hasRoot: !rows.isEmpty, serverNames: identity?.serverNames.joined(separator: ", ") ?? "",
                ownCertificate: identity != nil && identity?.root == nil, plainHTTP: identity == nil)).response
        }
        router.get("sertifikat/arkivator-rot.crt") { _, _ -> Response in
            guard let der = services.configuration.tls?.rootDER else { throw HTTPError(.notFound) }
            return Response(status: .ok, headers: [
                .contentType: "application/x-x509-ca-cert",
                .contentDisposition: "attachment; filename=\"arkivator-rot.crt\"",
            ], body: .init(byteBuffer: ByteBuffer(bytes: der)))
        }
    }
}
