import Crypto
import Foundation
import GRDB
import GRDBSQLite

/// A GRDB pool (or queue) on a sealed file, and the registration of that file's page key: the
/// key is registered before the first connection opens and removed only after the last one
/// closed, so it lives exactly as long as this object. Errors that mean the file did not
/// authenticate come out as `StoreError.damaged`.
final class SealedConnection: DatabaseConnection {
    enum Kind {
        /// WAL, concurrent readers: the library itself.
        case pool
        /// One connection, rollback journal: a copy being written (upgrade, backup).
        case queue
    }

    private let writer: any DatabaseWriter
    private let registeredPath: String
    private let fileName: String
    /// A pool's shared lock on the file (`ExclusiveUse`): no rotation starts while it lives.
    private let useLock: Int32?

    init(url: URL, key: SymmetricKey, kind: Kind) throws {
        try SealedDatabaseVFS.install()
        let manager = FileManager.default
        if !manager.fileExists(atPath: url.path) {
            guard manager.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        fileName = url.lastPathComponent
        useLock = kind == .pool ? try ExclusiveUse.lock(url, LOCK_SH, busy: .rotationUnfinished) : nil
        do {
            registeredPath = try SealedDatabaseKeys.shared.register(key, for: url)
        } catch {
            useLock.map { _ = close($0) }
            throw error
        }
        do {
            let configuration = ArchiveDatabase.configuration(sealed: true)
            switch kind {
            case .pool: writer = try DatabasePool(path: url.path, configuration: configuration)
            case .queue: writer = try DatabaseQueue(path: url.path, configuration: configuration)
            }
        } catch {
            SealedDatabaseKeys.shared.unregister(registeredPath)
            useLock.map { _ = close($0) }
            throw Self.translate(error, fileName: url.lastPathComponent)
        }
    }

    deinit {
        try? writer.close()
        SealedDatabaseKeys.shared.unregister(registeredPath)
        useLock.map { _ = close($0) }
    }

    func read<Value>(_ body: (Database) throws -> Value) throws -> Value {
        do { return try writer.read(body) } catch { throw Self.translate(error, fileName: fileName) }
    }

    func write<Value>(_ body: (Database) throws -> Value) throws -> Value {
        do { return try writer.write(body) } catch { throw Self.translate(error, fileName: fileName) }
    }

    /// For what SQLite refuses inside a transaction, such as a checkpoint.
    func writeWithoutTransaction<Value>(_ body: (Database) throws -> Value) throws -> Value {
        do { return try writer.writeWithoutTransaction(body) } catch { throw Self.translate(error, fileName: fileName) }
    }

    func migrate(with migrator: DatabaseMigrator) throws {
        do { try migrator.migrate(writer) } catch { throw Self.translate(error, fileName: fileName) }
    }

    /// Copies every page into `destination` through SQLite's backup API.
    func backup(to destination: SealedConnection) throws {
        do { try writer.backup(to: destination.writer) } catch { throw Self.translate(error, fileName: fileName) }
    }

    /// Copies a plain database in, reporting pages done of pages in all.
    func restore(fromPlain source: DatabaseQueue, progress: @escaping @Sendable (Int, Int) -> Void) throws {
        do {
            try source.backup(to: writer, pagesPerStep: 256, progress: { step in
                progress(step.completedPageCount, step.totalPageCount)
            })
        } catch {
            throw Self.translate(error, fileName: fileName)
        }
    }

    /// Damage is what the VFS reports for a block that does not authenticate, and what SQLite
    /// says of pages that opened but make no sense (a block from another key opens as nothing).
    static func translate(_ error: any Error, fileName: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        let extended = error.extendedResultCode.rawValue
        if extended == SEALED_IOERR_DATA || error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            return StoreError.damaged(what: fileName)
        }
        return error
    }
}
