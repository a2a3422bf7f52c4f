import Foundation
import Testing
@testable import ArkivatorStore

@Suite("Sealed files")
struct SealedFilesTests {
    static let chunk = SealedFiles.chunkLength
    static let sealedChunk = SealedFiles.sealedChunkLength
    static let header = SealedFiles.headerLength

    /// A sealer under a fresh random key, as an unlocked library's would be.
    static func sealer(root: URL = URL(fileURLWithPath: "/")) -> SealedFiles {
        SealedFiles(masterKey: MasterKey.random(), generation: 1, root: root)
    }

    static func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arkivator-sealed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Bytes that differ from chunk to chunk, so that a chunk moved elsewhere would show.
    static func bytes(_ count: Int, seed: UInt8 = 7) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed) &+ $0 / 997) })
    }

    @Test("what is written sealed reads back the same, from empty to many chunks",
          arguments: [0, 1, chunk - 1, chunk, chunk + 1, 3 * chunk, 5 * chunk + 12_345])
    func roundTrip(size: Int) throws {
        try Self.withFolder { folder in
            let sealer = Self.sealer()
            let url = folder.appendingPathComponent("side-1.jpeg")
            let plain = Self.bytes(size)
            try sealer.write(plain, to: url)
            #expect(try sealer.read(url) == plain)
            #expect(SealedFiles.isSealed(url))
            let stored = try Data(contentsOf: url)
            let chunks = max(1, (size + Self.chunk - 1) / Self.chunk)
            #expect(stored.count == Self.header + size + chunks * (SealedFiles.nonceLength + SealedFiles.tagLength))
            if size >= 16 { #expect(stored.range(of: plain.prefix(16)) == nil, "plaintext on disk") }
            let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(permissions == 0o600)
        }
    }

    /// Writes a three-chunk file and hands its stored bytes to `tamper`; the result must not open.
    private func expectDamaged(_ tamper: (inout Data, URL) throws -> Void) throws {
        try Self.withFolder { folder in
            let root = folder.appendingPathComponent("bibliotek")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("files/7"), withIntermediateDirectories: true)
            let sealer = Self.sealer(root: root)
            let url = root.appendingPathComponent("files/7/side-1.jpeg")
            try sealer.write(Self.bytes(2 * Self.chunk + 500), to: url)
            var stored = try Data(contentsOf: url)
            try tamper(&stored, folder)
            try stored.write(to: url)
            #expect(throws: SealedFileDamaged(path: "files/7/side-1.jpeg")) { try sealer.read(url) }
        }
    }

    @Test("a flipped byte anywhere is found: header, nonce, ciphertext or tag",
          arguments: [0, 9, header + 3, header + 100, header + sealedChunk - 1, header + 2 * sealedChunk + 40])
    func flippedByte(offset: Int) throws {
        try expectDamaged { stored, _ in stored[offset] ^= 0x01 }
    }

    @Test("a file cut short is found, at a chunk boundary or inside a chunk",
          arguments: [header + sealedChunk, header + 2 * sealedChunk, header + sealedChunk + 100, header + 5, 0])
    func truncated(length: Int) throws {
        try expectDamaged { stored, _ in stored = stored.prefix(length) }
    }

    @Test("two chunks swapped are found")
    func swappedChunks() throws {
        try expectDamaged { stored, _ in
            let first = stored.subdata(in: Self.header..<Self.header + Self.sealedChunk)
            let second = stored.subdata(in: Self.header + Self.sealedChunk..<Self.header + 2 * Self.sealedChunk)
            stored.replaceSubrange(Self.header..<Self.header + 2 * Self.sealedChunk, with: second + first)
        }
    }

    @Test("a chunk appended after the last, even a copy of the last, is found")
    func appendedChunk() throws {
        try expectDamaged { stored, _ in
            let last = stored.subdata(in: Self.header + 2 * Self.sealedChunk..<stored.count)
            stored.append(last)
        }
    }

    @Test("a chunk taken from another file under the same key is found")
    func chunkFromAnotherFile() throws {
        let sealer = Self.sealer()
        try Self.withFolder { folder in
            let url = folder.appendingPathComponent("a")
            let other = folder.appendingPathComponent("b")
            let plain = Self.bytes(2 * Self.chunk + 500)
            try sealer.write(plain, to: url)
            try sealer.write(plain, to: other)
            var stored = try Data(contentsOf: url)
            let foreign = try Data(contentsOf: other)
            let range = Self.header + Self.sealedChunk..<Self.header + 2 * Self.sealedChunk
            stored.replaceSubrange(range, with: foreign.subdata(in: range))
            try stored.write(to: url)
            #expect(throws: SealedFileDamaged.self) { try sealer.read(url) }
            // Nor does a whole file sealed under another library's key open.
            try Self.sealer().write(plain, to: other)
            #expect(throws: SealedFileDamaged.self) { try sealer.read(other) }
        }
    }

    @Test("a plain file is refused, not passed through")
    func plainRefused() throws {
        try Self.withFolder { folder in
            let url = folder.appendingPathComponent("side-1.jpeg")
            try Self.bytes(1000).write(to: url)
            #expect(!SealedFiles.isSealed(url))
            #expect(throws: SealedFileDamaged.self) { try Self.sealer().read(url) }
        }
    }

    @Test("50 MB are sealed and opened chunk by chunk, never held whole")
    func constantMemory() throws {
        try Self.withFolder { folder in
            let sealer = Self.sealer()
            let url = folder.appendingPathComponent("stor")
            let block = Self.bytes(1 << 20, seed: 3)
            let baseline = residentBytes()
            var peak = baseline
            let writer = try sealer.writer(to: url)
            var largestBuffer = 0
            for _ in 0..<50 {
                try writer.append(block)
                largestBuffer = max(largestBuffer, writer.bufferedByteCount)
                peak = max(peak, residentBytes())
            }
            try writer.finish()
            #expect(largestBuffer <= Self.chunk, "the writer kept \(largestBuffer) bytes unsealed")

            var total = 0
            var largestChunk = 0
            var matches = true
            try sealer.forEachChunk(of: url) { chunk in
                let offset = total % block.count
                matches = matches && chunk == block.subdata(in: offset..<offset + chunk.count)
                total += chunk.count
                largestChunk = max(largestChunk, chunk.count)
                if total % (4 << 20) == 0 { peak = max(peak, residentBytes()) }
            }
            #expect(total == 50 << 20 && matches)
            #expect(largestChunk == Self.chunk)
            // Other tests run alongside, so the process's memory is a loose check: holding the
            // file whole would add 50 MB at least.
            #expect(peak - baseline < 32 << 20, "resident memory grew by \((peak - baseline) >> 20) MB")
        }
    }

    @Test("copyOpened writes the plaintext, and on damage leaves nothing")
    func copyOpened() throws {
        try Self.withFolder { folder in
            let sealer = Self.sealer()
            let url = folder.appendingPathComponent("dokument.pdf")
            let plain = Self.bytes(3 * Self.chunk + 7)
            try sealer.write(plain, to: url)
            let copy = folder.appendingPathComponent("kopi.pdf")
            try sealer.copyOpened(from: url, to: copy)
            #expect(try Data(contentsOf: copy) == plain)

            var stored = try Data(contentsOf: url)
            stored[stored.count - 1] ^= 0x80
            try stored.write(to: url)
            let spoiled = folder.appendingPathComponent("ødelagt.pdf")
            #expect(throws: SealedFileDamaged.self) { try sealer.copyOpened(from: url, to: spoiled) }
            #expect(!FileManager.default.fileExists(atPath: spoiled.path))
        }
    }

    @Test("sealing in place seals once, keeps the bytes, and a second run changes nothing")
    func sealInPlaceIsIdempotent() throws {
        try Self.withFolder { folder in
            let sealer = Self.sealer()
            let url = folder.appendingPathComponent("photo-1")
            let plain = Self.bytes(2 * Self.chunk + 3)
            try plain.write(to: url)
            #expect(try sealer.sealInPlace(url))
            let once = try Data(contentsOf: url)
            #expect(try !sealer.sealInPlace(url))
            #expect(try Data(contentsOf: url) == once)
            #expect(try sealer.read(url) == plain)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["photo-1"])
        }
    }

    @Test("sealing in place overwrites the plain bytes, not only unlinks them")
    func sealInPlaceOverwritesPlainBytes() throws {
        try Self.withFolder { folder in
            let url = folder.appendingPathComponent("side-1.jpeg")
            let plain = Self.bytes(100_000)
            try plain.write(to: url)
            // A second name for the plain file's inode shows what is left of it after the rename.
            let witness = folder.appendingPathComponent("vitne")
            try FileManager.default.linkItem(at: url, to: witness)
            #expect(try Self.sealer().sealInPlace(url))
            let left = try Data(contentsOf: witness)
            #expect(left.count == plain.count && left.allSatisfy { $0 == 0 })
        }
    }

    @Test("an unfinished writer leaves nothing at its destination")
    func unfinishedWriter() throws {
        try Self.withFolder { folder in
            let url = folder.appendingPathComponent("photo-1")
            do {
                let writer = try Self.sealer().writer(to: url)
                try writer.append(Self.bytes(100))
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        }
    }
}

/// The process's resident memory now, from the VmRSS line of /proc/self/status.
private func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1024
}
