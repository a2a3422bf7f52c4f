import Foundation
import GRDB

/// The keys of an unlocked library: the master key of the current generation, and the value
/// key it wraps.
struct LibraryKeys: Sendable {
    var master: MasterKey
    var generation: Int
    var value: MasterKey

    /// The keys a format-2 keyring holds for `master`, once its MAC says the keyring is this
    /// library's and unchanged.
    init(opening keyring: Keyring, with master: MasterKey) throws {
        try keyring.verify(under: master)
        self.init(master: master, generation: keyring.generation, value: try keyring.valueKey(under: master))
    }

    init(master: MasterKey, generation: Int, value: MasterKey) {
        self.master = master
        self.generation = generation
        self.value = value
    }
}

/// The key generation the database was sealed under, in its header's user version: an older
/// keyring put beside a newer database, or the other way round, is refused even where the
/// keys would agree.
enum KeyGeneration {
    static func recorded(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    }

    static func record(_ generation: Int, in db: Database) throws {
        try db.execute(sql: "PRAGMA user_version = \(generation)")
    }
}
