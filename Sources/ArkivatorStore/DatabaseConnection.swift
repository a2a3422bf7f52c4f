import Foundation
import GRDB

/// What the database's reads, writes and migrations go through: any GRDB writer, with its
/// errors in the Store's words. The library's own is a `SealedConnection` on its sealed file; a
/// `MemoryConnection` holds the same schema in memory, for the tests of what lies above the
/// sealing, which keeps its own suites.
protocol DatabaseConnection: AnyObject, Sendable {
    func read<Value>(_ body: (Database) throws -> Value) throws -> Value
    func write<Value>(_ body: (Database) throws -> Value) throws -> Value
    /// For what SQLite refuses inside a transaction, such as a checkpoint.
    func writeWithoutTransaction<Value>(_ body: (Database) throws -> Value) throws -> Value
    func migrate(with migrator: DatabaseMigrator) throws
}

/// The database in memory, under the configuration and search tokenizer of the sealed one.
/// Nothing in the product opens one: it exists for tests (`ArchiveDatabase.createInMemory`).
final class MemoryConnection: DatabaseConnection {
    private let queue: DatabaseQueue

    init() throws {
        queue = try DatabaseQueue(configuration: ArchiveDatabase.configuration(sealed: false))
    }

    func read<Value>(_ body: (Database) throws -> Value) throws -> Value { try queue.read(body) }
    func write<Value>(_ body: (Database) throws -> Value) throws -> Value { try queue.write(body) }
    func writeWithoutTransaction<Value>(_ body: (Database) throws -> Value) throws -> Value {
        try queue.writeWithoutTransaction(body)
    }
    func migrate(with migrator: DatabaseMigrator) throws { try migrator.migrate(queue) }
}
