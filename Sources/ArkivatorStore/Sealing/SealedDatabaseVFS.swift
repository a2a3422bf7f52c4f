import Crypto
import Foundation
import GRDBSQLite

/// SQLite's default file layer with one change: a database whose key is registered in
/// `SealedDatabaseKeys` (and its -wal and -journal) is read and written as AES-GCM blocks.
/// Every other file passes straight through to the unix layer it wraps.
///
/// It is installed as the process's default VFS because GRDB opens with `sqlite3_open_v2(path,
/// flags, nil)`: no URI flag, no VFS name. Choosing by registered path keeps the choice per
/// database without depending on how this SQLite was compiled (`SQLITE_USE_URI`).
enum SealedDatabaseVFS {
    static let name = "arkivator-sealed"

    /// The unix VFS every call ends in; fixed once, before ours is registered over it.
    nonisolated(unsafe) static let underlying: UnsafeMutablePointer<sqlite3_vfs> = {
        guard let unix = sqlite3_vfs_find(nil) else { fatalError("SQLite has no default VFS") }
        return unix
    }()

    /// Space before the wrapped file in each `sqlite3_file` we hand out: our methods pointer
    /// and the `SealedPageFile` that translates.
    static let headerSize = 16

    private static let installed: Bool = {
        let unix = underlying
        let vfs = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
        vfs.initialize(to: unix.pointee)
        vfs.pointee.pNext = nil
        vfs.pointee.zName = UnsafePointer(strdup(name))
        vfs.pointee.szOsFile = Int32(headerSize) + unix.pointee.szOsFile
        vfs.pointee.xOpen = sealedOpen
        return sqlite3_vfs_register(vfs, 1) == SQLITE_OK
    }()

    /// Registers the VFS once per process; every database opened after this goes through it.
    static func install() throws {
        guard installed else { throw StoreError.damaged(what: "SQLite VFS") }
    }
}

/// Which kind of file a sealed block belongs to; authenticated with each block so that a
/// block cannot be moved from the log into the database or between them.
enum SealedPageFileRole: UInt8 {
    case database = 1
    case journal = 2
    case wal = 3
}

private func sealedOpen(_ vfs: UnsafeMutablePointer<sqlite3_vfs>?, _ name: UnsafePointer<CChar>?,
                        _ file: UnsafeMutablePointer<sqlite3_file>?, _ flags: Int32,
                        _ outFlags: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let file else { return SQLITE_CANTOPEN }
    let unix = SealedDatabaseVFS.underlying
    let temporaryKinds = SQLITE_OPEN_TEMP_DB | SQLITE_OPEN_TEMP_JOURNAL | SQLITE_OPEN_TRANSIENT_DB | SQLITE_OPEN_SUBJOURNAL
    // Sorts, statement journals and temporary tables stay in memory (temp_store = MEMORY on
    // every connection); a temporary file would be a plain copy of pages nobody could see.
    guard let name, flags & temporaryKinds == 0 else {
        file.pointee.pMethods = nil
        return SQLITE_CANTOPEN
    }
    let path = String(cString: name)
    let role: SealedPageFileRole?
    let databasePath: String
    if flags & SQLITE_OPEN_MAIN_DB != 0 {
        (role, databasePath) = (.database, path)
    } else if flags & SQLITE_OPEN_WAL != 0, path.hasSuffix("-wal") {
        (role, databasePath) = (.wal, String(path.dropLast(4)))
    } else if flags & SQLITE_OPEN_MAIN_JOURNAL != 0, path.hasSuffix("-journal") {
        (role, databasePath) = (.journal, String(path.dropLast(8)))
    } else {
        (role, databasePath) = (nil, path)
    }
    guard let role, let key = SealedDatabaseKeys.shared.key(for: databasePath) else {
        return unix.pointee.xOpen(unix, name, file, flags, outFlags)
    }
    let inner = UnsafeMutableRawPointer(file).advanced(by: SealedDatabaseVFS.headerSize)
        .assumingMemoryBound(to: sqlite3_file.self)
    let code = unix.pointee.xOpen(unix, name, inner, flags, outFlags)
    guard code == SQLITE_OK else {
        file.pointee.pMethods = nil
        return code
    }
    let sealed: SealedPageFile
    do {
        sealed = try SealedPageFile(inner: inner, key: key, role: role)
    } catch {
        _ = inner.pointee.pMethods.pointee.xClose(inner)
        file.pointee.pMethods = nil
        return SEALED_IOERR_READ
    }
    UnsafeMutableRawPointer(file).advanced(by: 8).storeBytes(of: Unmanaged.passRetained(sealed).toOpaque(),
                                                             as: UnsafeMutableRawPointer.self)
    file.pointee.pMethods = UnsafePointer(sealedIOMethods)
    return SQLITE_OK
}

private func sealedFile(_ file: UnsafeMutablePointer<sqlite3_file>?) -> SealedPageFile {
    let pointer = UnsafeMutableRawPointer(file!).advanced(by: 8).load(as: UnsafeMutableRawPointer.self)
    return Unmanaged<SealedPageFile>.fromOpaque(pointer).takeUnretainedValue()
}

private func innerMethods(_ file: UnsafeMutablePointer<sqlite3_file>?) -> (UnsafeMutablePointer<sqlite3_file>, sqlite3_io_methods) {
    let inner = sealedFile(file).inner
    return (inner, inner.pointee.pMethods.pointee)
}

/// Version 2: shared memory for WAL, delegated as is (the -shm file holds only the WAL
/// index, no content); no xFetch, so SQLite never maps the ciphertext into memory as pages.
nonisolated(unsafe) private let sealedIOMethods: UnsafeMutablePointer<sqlite3_io_methods> = {
    let methods = UnsafeMutablePointer<sqlite3_io_methods>.allocate(capacity: 1)
    methods.initialize(to: sqlite3_io_methods(
        iVersion: 2,
        xClose: { file in
            let pointer = UnsafeMutableRawPointer(file!).advanced(by: 8).load(as: UnsafeMutableRawPointer.self)
            let sealed = Unmanaged<SealedPageFile>.fromOpaque(pointer)
            let inner = sealed.takeUnretainedValue().inner
            let code = inner.pointee.pMethods.pointee.xClose(inner)
            sealed.release()
            return code
        },
        xRead: { file, buffer, amount, offset in
            sealedFile(file).read(into: UnsafeMutableRawBufferPointer(start: buffer, count: Int(amount)), at: offset)
        },
        xWrite: { file, buffer, amount, offset in
            sealedFile(file).write(UnsafeRawBufferPointer(start: buffer, count: Int(amount)), at: offset)
        },
        xTruncate: { file, size in sealedFile(file).truncate(to: size) },
        xSync: { file, flags in
            let (inner, methods) = innerMethods(file)
            return methods.xSync(inner, flags)
        },
        xFileSize: { file, size in
            sealedFile(file).logicalSize(into: size!)
        },
        xLock: { file, level in
            let (inner, methods) = innerMethods(file)
            return methods.xLock(inner, level)
        },
        xUnlock: { file, level in
            let (inner, methods) = innerMethods(file)
            return methods.xUnlock(inner, level)
        },
        xCheckReservedLock: { file, result in
            let (inner, methods) = innerMethods(file)
            return methods.xCheckReservedLock(inner, result)
        },
        xFileControl: { file, operation, argument in
            switch operation {
            // Hints in logical bytes would grow the file to sizes that are no whole number of
            // blocks; SQLite does without them.
            case SQLITE_FCNTL_SIZE_HINT, SQLITE_FCNTL_CHUNK_SIZE:
                return SQLITE_OK
            case SQLITE_FCNTL_MMAP_SIZE:
                argument?.storeBytes(of: Int64(0), as: Int64.self)
                return SQLITE_OK
            default:
                let (inner, methods) = innerMethods(file)
                return methods.xFileControl(inner, operation, argument)
            }
        },
        xSectorSize: { file in
            let (inner, methods) = innerMethods(file)
            return methods.xSectorSize(inner)
        },
        // Power-safe overwrite: a page write only ever touches its own block, so the WAL need
        // not pad frames to a sector and never rewrites part of one. No atomic-write claims:
        // a block is 28 bytes longer than the page it holds.
        xDeviceCharacteristics: { _ in SQLITE_IOCAP_POWERSAFE_OVERWRITE },
        xShmMap: { file, region, size, extend, mapping in
            let (inner, methods) = innerMethods(file)
            return methods.xShmMap(inner, region, size, extend, mapping)
        },
        xShmLock: { file, offset, count, flags in
            let (inner, methods) = innerMethods(file)
            return methods.xShmLock(inner, offset, count, flags)
        },
        xShmBarrier: { file in
            let (inner, methods) = innerMethods(file)
            methods.xShmBarrier(inner)
        },
        xShmUnmap: { file, delete in
            let (inner, methods) = innerMethods(file)
            return methods.xShmUnmap(inner, delete)
        },
        xFetch: nil,
        xUnfetch: nil))
    return methods
}()

// SQLite's extended result codes are macros of expressions, which Swift does not import.
let SEALED_IOERR_READ = SQLITE_IOERR | (1 << 8)
let SEALED_IOERR_SHORT_READ = SQLITE_IOERR | (2 << 8)
let SEALED_IOERR_WRITE = SQLITE_IOERR | (3 << 8)
/// A block that does not authenticate: SQLite passes it up as an I/O error of its own kind.
let SEALED_IOERR_DATA = SQLITE_IOERR | (32 << 8)
