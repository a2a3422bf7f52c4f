import Crypto
import Foundation

/// The subscribed calendars as last rendered, kept so that a phone's calendar can still be
/// answered while the archive is locked, when the database cannot be read.
///
/// Each copy is sealed (`SealedFiles`) under a key derived from its calendar's token, and named
/// by another digest of the token: without the address the phone holds, a copy can be neither
/// found nor read, so the copies show nothing the subscriber was not already given. Revoking a
/// calendar erases its copy.
public struct CalendarCopies: Sendable {
    let folder: URL

    public init(library: LibraryFolder) {
        folder = library.root.appendingPathComponent("calendars", isDirectory: true)
    }

    /// A token as `Library` makes them: 32 random bytes, base64url without padding. Checked
    /// before any file is looked for.
    public static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 43 && token.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
            default: false
            }
        }
    }

    public func write(_ calendar: String, token: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        try sealer(for: token).write(Data(calendar.utf8), to: url(for: token))
    }

    /// The copy, or nil when there is none (a token never issued, or revoked).
    public func read(token: String) throws -> String? {
        guard Self.isWellFormed(token) else { return nil }
        let url = url(for: token)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return String(decoding: try sealer(for: token).read(url), as: UTF8.self)
    }

    /// Erases every copy but those of `tokens`.
    public func keepOnly(_ tokens: Set<String>) throws {
        let kept = Set(tokens.map { url(for: $0).lastPathComponent })
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in present where !kept.contains(name) {
            try SecureErasure.remove(folder.appendingPathComponent(name))
        }
    }

    private func url(for token: String) -> URL {
        let digest = SHA256.hash(data: Data(("arkivator.calendar.name:" + token).utf8))
        return folder.appendingPathComponent(digest.map { String(format: "%02x", $0) }.joined() + ".ics.sealed")
    }

    private func sealer(for token: String) -> SealedFiles {
        let key = HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: Data(token.utf8)),
                                         info: Data("arkivator.calendar.v1".utf8), outputByteCount: 32)
        return SealedFiles(key: key, generation: 0, root: folder.deletingLastPathComponent())
    }
}
