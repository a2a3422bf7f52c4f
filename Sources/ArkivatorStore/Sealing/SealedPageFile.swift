import Crypto
import Foundation
import GRDBSQLite

/// One open sealed file: SQLite's logical offsets in, AES-GCM blocks on disk out.
///
/// Database and journal: logical blocks of `blockSize` bytes stored as
/// [12-byte nonce][ciphertext][16-byte tag] one after another. WAL: the 32-byte header and
/// each frame's 24-byte header stay plain (page numbers, salts, checksums: what SQLite needs
/// to find and validate frames, no content), and each frame's page is one sealed block. The
/// associated data of a block is its role and its index, so blocks cannot be swapped, moved
/// within a file or between the database and its log.
///
/// SQLite uses one `sqlite3_file` from one thread at a time, so the scratch buffers need no lock.
final class SealedPageFile {
    static let blockSize = 4096
    static let overhead = 12 + 16
    static let walHeaderSize: Int64 = 32
    static let walFrameHeaderSize: Int64 = 24

    let inner: UnsafeMutablePointer<sqlite3_file>
    private let key: SymmetricKey
    private let role: SealedPageFileRole
    /// The WAL's page size, from its header; nil until a header has been written or read.
    private var walPageSize: Int?
    /// Reused for every partial page and every physical block, so reads do not allocate.
    private var page: UnsafeMutableRawBufferPointer
    private var block: UnsafeMutableRawBufferPointer

    init(inner: UnsafeMutablePointer<sqlite3_file>, key: SymmetricKey, role: SealedPageFileRole) throws {
        self.inner = inner
        self.key = key
        self.role = role
        page = .allocate(byteCount: Self.blockSize, alignment: 16)
        block = .allocate(byteCount: Self.blockSize + Self.overhead, alignment: 16)
        if role == .wal { _ = knownWALPageSize() }
    }

    deinit {
        page.deallocate()
        block.deallocate()
    }

    // MARK: SQLite's calls

    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) -> Int32 {
        role == .wal ? readWAL(into: buffer, at: offset) : readBlocks(into: buffer, at: offset)
    }

    func write(_ data: UnsafeRawBufferPointer, at offset: Int64) -> Int32 {
        role == .wal ? writeWAL(data, at: offset) : writeBlocks(data, at: offset)
    }

    func truncate(to size: Int64) -> Int32 {
        let physical: Int64
        if role == .wal {
            physical = physicalWALOffset(ofLogicalEnd: size)
        } else {
            // SQLite truncates the database at a page boundary; a journal's odd size rounds up
            // to the block that holds its last byte.
            let blocks = (size + Int64(Self.blockSize) - 1) / Int64(Self.blockSize)
            physical = blocks * Int64(Self.blockSize + Self.overhead)
        }
        return inner.pointee.pMethods.pointee.xTruncate(inner, physical)
    }

    func logicalSize(into result: UnsafeMutablePointer<sqlite3_int64>) -> Int32 {
        var physical: sqlite3_int64 = 0
        let code = inner.pointee.pMethods.pointee.xFileSize(inner, &physical)
        guard code == SQLITE_OK else { return code }
        if role != .wal {
            result.pointee = physical / Int64(Self.blockSize + Self.overhead) * Int64(Self.blockSize)
            return SQLITE_OK
        }
        guard physical > Self.walHeaderSize, let pageSize = knownWALPageSize() else {
            result.pointee = physical
            return SQLITE_OK
        }
        let physicalFrame = Self.walFrameHeaderSize + Int64(pageSize + Self.overhead)
        let frames = (physical - Self.walHeaderSize) / physicalFrame
        let tail = (physical - Self.walHeaderSize) % physicalFrame
        // A frame whose sealed page is not whole on disk is torn: only its header counts, so
        // SQLite's recovery sees a short frame and stops before it.
        result.pointee = Self.walHeaderSize + frames * (Self.walFrameHeaderSize + Int64(pageSize))
            + min(tail, Self.walFrameHeaderSize)
        return SQLITE_OK
    }

    // MARK: Database and journal

    /// The block a database or journal byte falls in, where in it, and how many of the bytes
    /// still to go lie in that block.
    private static func blockSpan(at logical: Int64, remaining: Int) -> (index: Int64, within: Int, count: Int) {
        let within = Int(logical % Int64(blockSize))
        return (logical / Int64(blockSize), within, min(blockSize - within, remaining))
    }

    private func readBlocks(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) -> Int32 {
        var done = 0
        var short = false
        while done < buffer.count {
            let (index, within, count) = Self.blockSpan(at: offset + Int64(done), remaining: buffer.count - done)
            let target = UnsafeMutableRawBufferPointer(rebasing: buffer[done..<(done + count)])
            switch openPart(into: target, at: within, ofPage: index, physical: index * Int64(Self.blockSize + Self.overhead),
                            pageSize: Self.blockSize) {
            case .opened:
                break
            case .absent:
                target.initializeMemory(as: UInt8.self, repeating: 0)
                short = true
            case .unauthentic:
                return SEALED_IOERR_DATA
            case .failed(let code):
                return code
            }
            done += count
        }
        return short ? SEALED_IOERR_SHORT_READ : SQLITE_OK
    }

    private func writeBlocks(_ data: UnsafeRawBufferPointer, at offset: Int64) -> Int32 {
        let physicalBlock = Int64(Self.blockSize + Self.overhead)
        var physicalSize: sqlite3_int64 = 0
        let sizeCode = inner.pointee.pMethods.pointee.xFileSize(inner, &physicalSize)
        guard sizeCode == SQLITE_OK else { return sizeCode }
        // A write past the end leaves no hole: every block in the file must authenticate, so
        // the blocks skipped over hold sealed zeros, as SQLite expects to read there.
        let firstIndex = offset / Int64(Self.blockSize)
        var existing = physicalSize / physicalBlock
        if existing < firstIndex {
            page.initializeMemory(as: UInt8.self, repeating: 0)
            while existing < firstIndex {
                let code = sealBlock(UnsafeRawBufferPointer(page), index: existing, at: existing * physicalBlock)
                guard code == SQLITE_OK else { return code }
                existing += 1
            }
        }
        var done = 0
        while done < data.count {
            let (index, within, count) = Self.blockSpan(at: offset + Int64(done), remaining: data.count - done)
            let source = UnsafeRawBufferPointer(rebasing: data[done..<(done + count)])
            let code = sealPart(source, at: within, ofPage: index, physical: index * physicalBlock, pageSize: Self.blockSize)
            guard code == SQLITE_OK else { return code }
            done += count
        }
        return SQLITE_OK
    }

    // MARK: WAL

    /// Where each logical byte of the log lies: the plain headers map one to one; a frame's
    /// page maps into its sealed block, 28 bytes longer.
    private enum WALPiece {
        case plain(physical: Int64, count: Int)
        case page(frame: Int64, physical: Int64, within: Int, count: Int, pageSize: Int)
        case beyondKnown(count: Int)
    }

    private func walPiece(at logical: Int64, remaining: Int) -> WALPiece {
        if logical < Self.walHeaderSize {
            return .plain(physical: logical, count: min(Int(Self.walHeaderSize - logical), remaining))
        }
        guard let pageSize = knownWALPageSize() else { return .beyondKnown(count: remaining) }
        let logicalFrame = Self.walFrameHeaderSize + Int64(pageSize)
        let physicalFrame = logicalFrame + Int64(Self.overhead)
        let frame = (logical - Self.walHeaderSize) / logicalFrame
        let within = (logical - Self.walHeaderSize) % logicalFrame
        let frameStart = Self.walHeaderSize + frame * physicalFrame
        if within < Self.walFrameHeaderSize {
            return .plain(physical: frameStart + within, count: min(Int(Self.walFrameHeaderSize - within), remaining))
        }
        let inPage = Int(within - Self.walFrameHeaderSize)
        return .page(frame: frame, physical: frameStart + Self.walFrameHeaderSize, within: inPage,
                     count: min(pageSize - inPage, remaining), pageSize: pageSize)
    }

    private func readWAL(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) -> Int32 {
        // Whole frames are read only by SQLite checking the log (recovery, checksums): there a
        // page that does not open is a torn write, and reads as zeros so that the frame's
        // checksum fails and SQLite ends the log before it. Anywhere else it is damage.
        let checkingFrames = offset >= Self.walHeaderSize && knownWALPageSize().map {
            (offset - Self.walHeaderSize) % (Self.walFrameHeaderSize + Int64($0)) == 0 && buffer.count > $0
        } == true
        var done = 0
        var short = false
        while done < buffer.count {
            let piece = walPiece(at: offset + Int64(done), remaining: buffer.count - done)
            switch piece {
            case .plain(let physical, let count):
                let target = UnsafeMutableRawBufferPointer(rebasing: buffer[done..<(done + count)])
                let code = inner.pointee.pMethods.pointee.xRead(inner, target.baseAddress, Int32(count), physical)
                if code == SEALED_IOERR_SHORT_READ { short = true } else if code != SQLITE_OK { return code }
                done += count
            case .page(let frame, let physical, let within, let count, let pageSize):
                let target = UnsafeMutableRawBufferPointer(rebasing: buffer[done..<(done + count)])
                ensureScratch(pageSize: pageSize)
                switch openPart(into: target, at: within, ofPage: frame, physical: physical, pageSize: pageSize) {
                case .opened:
                    break
                case .absent:
                    target.initializeMemory(as: UInt8.self, repeating: 0)
                    short = true
                case .unauthentic:
                    guard checkingFrames else { return SEALED_IOERR_DATA }
                    target.initializeMemory(as: UInt8.self, repeating: 0)
                case .failed(let code):
                    return code
                }
                done += count
            case .beyondKnown(let count):
                UnsafeMutableRawBufferPointer(rebasing: buffer[done..<(done + count)])
                    .initializeMemory(as: UInt8.self, repeating: 0)
                short = true
                done += count
            }
        }
        return short ? SEALED_IOERR_SHORT_READ : SQLITE_OK
    }

    private func writeWAL(_ data: UnsafeRawBufferPointer, at offset: Int64) -> Int32 {
        // The header says how big a frame is; SQLite writes it before any frame.
        if offset <= 8, offset + Int64(data.count) >= 12 {
            let start = Int(8 - offset)
            let size = data[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
            walPageSize = Self.plausiblePageSize(size)
        }
        var done = 0
        while done < data.count {
            let piece = walPiece(at: offset + Int64(done), remaining: data.count - done)
            switch piece {
            case .plain(let physical, let count):
                let source = UnsafeRawBufferPointer(rebasing: data[done..<(done + count)])
                let code = inner.pointee.pMethods.pointee.xWrite(inner, source.baseAddress, Int32(count), physical)
                guard code == SQLITE_OK else { return code }
                done += count
            case .page(let frame, let physical, let within, let count, let pageSize):
                let source = UnsafeRawBufferPointer(rebasing: data[done..<(done + count)])
                ensureScratch(pageSize: pageSize)
                let code = sealPart(source, at: within, ofPage: frame, physical: physical, pageSize: pageSize)
                guard code == SQLITE_OK else { return code }
                done += count
            case .beyondKnown:
                // A frame before any header: SQLite never does this; refuse rather than guess.
                return SEALED_IOERR_WRITE
            }
        }
        return SQLITE_OK
    }

    private func physicalWALOffset(ofLogicalEnd size: Int64) -> Int64 {
        guard size > Self.walHeaderSize, let pageSize = knownWALPageSize() else { return size }
        let logicalFrame = Self.walFrameHeaderSize + Int64(pageSize)
        let frames = (size - Self.walHeaderSize) / logicalFrame
        let within = (size - Self.walHeaderSize) % logicalFrame
        let physicalFrame = logicalFrame + Int64(Self.overhead)
        return Self.walHeaderSize + frames * physicalFrame + (within <= Self.walFrameHeaderSize ? within : physicalFrame)
    }

    /// The page size in the WAL header on disk, read once it is there; another connection
    /// may have written it since this one opened the file.
    private func knownWALPageSize() -> Int? {
        if let walPageSize { return walPageSize }
        var header = [UInt8](repeating: 0, count: 12)
        let code = inner.pointee.pMethods.pointee.xRead(inner, &header, 12, 0)
        guard code == SQLITE_OK else { return nil }
        walPageSize = Self.plausiblePageSize(header[8..<12].reduce(0) { $0 << 8 | Int($1) })
        return walPageSize
    }

    private static func plausiblePageSize(_ size: Int) -> Int? {
        (512...65536).contains(size) && size & (size - 1) == 0 ? size : nil
    }

    private func ensureScratch(pageSize: Int) {
        guard page.count < pageSize else { return }
        page.deallocate()
        block.deallocate()
        page = .allocate(byteCount: pageSize, alignment: 16)
        block = .allocate(byteCount: pageSize + Self.overhead, alignment: 16)
    }

    // MARK: Blocks

    private enum BlockOutcome {
        case opened
        /// Past the end of the file, or cut short there.
        case absent
        /// Altered, moved, torn, or sealed under another key.
        case unauthentic
        case failed(Int32)
    }

    private func openBlock(at physical: Int64, index: Int64, plainSize: Int,
                           into destination: UnsafeMutableRawBufferPointer) -> BlockOutcome {
        let stored = UnsafeMutableRawBufferPointer(rebasing: block[0..<(plainSize + Self.overhead)])
        let code = inner.pointee.pMethods.pointee.xRead(inner, stored.baseAddress, Int32(stored.count), physical)
        if code == SEALED_IOERR_SHORT_READ { return .absent }
        guard code == SQLITE_OK else { return .failed(code) }
        do {
            let box = try AES.GCM.SealedBox(combined: UnsafeRawBufferPointer(stored))
            let plain = try withAssociatedData(index: index) { try AES.GCM.open(box, using: key, authenticating: $0) }
            guard plain.count == plainSize else { return .unauthentic }
            plain.copyBytes(to: destination, count: plainSize)
            return .opened
        } catch {
            return .unauthentic
        }
    }

    /// Opens the page stored at `physical` into `target`, which holds `target.count` bytes
    /// from `within` on: a whole page straight in, a part through the scratch page.
    private func openPart(into target: UnsafeMutableRawBufferPointer, at within: Int, ofPage index: Int64,
                          physical: Int64, pageSize: Int) -> BlockOutcome {
        let whole = within == 0 && target.count == pageSize
        let outcome = openBlock(at: physical, index: index, plainSize: pageSize, into: whole ? target : page)
        if case .opened = outcome, !whole {
            target.copyMemory(from: UnsafeRawBufferPointer(rebasing: page[within..<(within + target.count)]))
        }
        return outcome
    }

    /// Seals `source` as the bytes from `within` on of the page stored at `physical`: a whole
    /// page at once, a part by opening the page (zeros where there is none yet), changing it
    /// and sealing it again.
    private func sealPart(_ source: UnsafeRawBufferPointer, at within: Int, ofPage index: Int64,
                          physical: Int64, pageSize: Int) -> Int32 {
        if within == 0 && source.count == pageSize { return sealBlock(source, index: index, at: physical) }
        let whole = UnsafeMutableRawBufferPointer(rebasing: page[0..<pageSize])
        switch openBlock(at: physical, index: index, plainSize: pageSize, into: whole) {
        case .opened: break
        case .absent: whole.initializeMemory(as: UInt8.self, repeating: 0)
        case .unauthentic: return SEALED_IOERR_DATA
        case .failed(let failure): return failure
        }
        UnsafeMutableRawBufferPointer(rebasing: whole[within..<(within + source.count)]).copyMemory(from: source)
        return sealBlock(UnsafeRawBufferPointer(whole), index: index, at: physical)
    }

    private func sealBlock(_ plain: UnsafeRawBufferPointer, index: Int64, at physical: Int64) -> Int32 {
        do {
            let box = try withAssociatedData(index: index) {
                try AES.GCM.seal(plain, using: key, nonce: AES.GCM.Nonce(), authenticating: $0)
            }
            // Nonce, ciphertext and tag in that order: the block's layout on disk.
            guard let combined = box.combined else { return SEALED_IOERR_WRITE }
            return combined.withUnsafeBytes { bytes in
                inner.pointee.pMethods.pointee.xWrite(inner, bytes.baseAddress, Int32(bytes.count), physical)
            }
        } catch {
            return SEALED_IOERR_WRITE
        }
    }

    private func withAssociatedData<Result>(index: Int64, _ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        // Nine bytes: the index, little-endian, then the role.
        try withUnsafeBytes(of: (UInt64(bitPattern: index).littleEndian, role.rawValue)) { try body($0) }
    }
}
