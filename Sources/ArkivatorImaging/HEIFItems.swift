import Foundation

/// What libheif 1.15 cannot be given, checked in a file's items before it reads them.
///
/// libheif follows item references (`iref`) recursively without noting where it has been: an
/// image derived from itself (`dimg` 3 → 3, or 3 → 4 → 3) recurses until the stack overflows and
/// the process dies, during `heif_context_read_from_memory` already; a long chain does the same on
/// a thread's smaller stack. A derived image (`iden`, `grid`, `iovl`) made from an item that is no
/// image fails an `assert` while decoding, which aborts the process (Debian builds libheif with
/// assertions). Reading also takes time quadratic in the number of items (5000 take seconds).
/// No camera writes any of this: a phone's photo has a few hundred items at most (a 48 MP grid of
/// 512 × 512 tiles is 192), references two or three deep, and derives images from images.
enum HEIFItems {
    static let maximumItems = 1000
    static let maximumReferenceDepth = 16
    /// The item types libheif 1.15 decodes as images.
    static let imageTypes: Set = ["hvc1", "av01", "grid", "iden", "iovl"]

    /// False for too many items, a reference loop, a chain of references too long, or an image
    /// derived from anything but images. The boxes are read as libheif reads them, not as the
    /// format demands (that is `HEIFCodedPictures`' job, after libheif has read the file).
    static func areSafe(in data: Data) -> Bool {
        let file = ByteView(data)
        guard let meta = leadingBoxes(in: file, from: 0, to: file.count).first(where: { $0.type == "meta" })
        else { return true }
        let children = leadingBoxes(in: file, from: meta.payload + 4, to: meta.end)  // FullBox
        func id(at offset: Int, size: Int, before end: Int) -> Int? {
            guard offset + size <= end else { return nil }
            return size == 2 ? file.u16(offset, bigEndian: true) : file.u32(offset, bigEndian: true)
        }

        var types: [Int: String] = [:]
        if let iinf = children.first(where: { $0.type == "iinf" }), let version = file.u8(iinf.payload) {
            let countSize = version == 0 ? 2 : 4
            guard let count = id(at: iinf.payload + 4, size: countSize, before: iinf.end), count <= maximumItems else {
                return false
            }
            // libheif reads as many entries as the count says, and no more.
            let entries = leadingBoxes(in: file, from: iinf.payload + 4 + countSize, to: iinf.end).prefix(count)
            for infe in entries where infe.type == "infe" {
                // Versions 2 and 3: item_ID (16 or 32 bits), item_protection_index, item_type.
                guard let infeVersion = file.u8(infe.payload), infeVersion >= 2 else { continue }
                let idSize = infeVersion == 2 ? 2 : 4
                let typeStart = infe.payload + 4 + idSize + 2
                guard let item = id(at: infe.payload + 4, size: idSize, before: infe.end), typeStart + 4 <= infe.end else { continue }
                let type = String(decoding: (0..<4).compactMap { file.u8(typeStart + $0) }, as: UTF8.self)
                // An item listed twice is an image only if it is one both times.
                types[item] = types[item].map { imageTypes.contains($0) ? type : $0 } ?? type
            }
        }

        guard let iref = children.first(where: { $0.type == "iref" }), let version = file.u8(iref.payload) else { return true }
        let idSize = version == 0 ? 2 : 4
        var references: [Int: [Int]] = [:]
        // As libheif reads them: one after another, each ending after its last id whatever its
        // box size says. Header, from_item_ID, reference_count, then reference_count to_item_IDs.
        var position = iref.payload + 4
        while position + 8 <= iref.end, let size = file.u32(position, bigEndian: true) {
            let isDerivation = file.matches(Array("dimg".utf8), at: position + 4)
            let start = position + (size == 1 ? 16 : 8)
            guard let from = id(at: start, size: idSize, before: iref.end),
                let count = id(at: start + idSize, size: 2, before: iref.end)
            else { break }
            position = start + idSize + 2
            var targets: [Int] = []
            for _ in 0..<count {
                // A reference cut off by the end is to no item at all.
                guard let target = id(at: position, size: idSize, before: iref.end) else {
                    if isDerivation { return false }
                    break
                }
                targets.append(target)
                position += idSize
            }
            if isDerivation, !targets.allSatisfy({ imageTypes.contains(types[$0] ?? "") }) { return false }
            // Every reference type counts for loops: a loop of any kind is damage.
            references[from, default: []] += targets
        }
        guard let depth = longestChain(references) else { return false }
        return depth <= maximumReferenceDepth
    }

    /// The boxes in `from ..< to` as libheif takes them: a box claiming to run past the end
    /// (or to the end, with size 0) is cut there; the walk stops at a box too short to be one.
    static func leadingBoxes(in file: ByteView, from: Int, to: Int) -> [HEIFCodedPictures.Box] {
        var result: [HEIFCodedPictures.Box] = []
        var position = from
        while position + 8 <= to, let size = file.u32(position, bigEndian: true) {
            var payload = position + 8
            var end = position + size
            if size == 0 {
                end = to
            } else if size == 1 {
                guard let high = file.u32(position + 8, bigEndian: true), let low = file.u32(position + 12, bigEndian: true)
                else { break }
                payload += 8
                end = high < 0x8000 ? position + (high << 32 | low) : to
            }
            guard end >= payload, payload <= to else { break }
            let type = String(decoding: (0..<4).compactMap { file.u8(position + 4 + $0) }, as: UTF8.self)
            result.append(HEIFCodedPictures.Box(type: type, payload: payload, end: min(end, to)))
            position = min(end, to)
        }
        return result
    }

    /// The most references followed one after another from any item; nil when they loop.
    static func longestChain(_ references: [Int: [Int]]) -> Int? {
        var depth: [Int: Int] = [:]  // of the items finished: the longest chain from each
        var visiting: Set<Int> = []
        for start in references.keys where depth[start] == nil {
            // Depth first without recursion, for the same reason as above.
            var stack: [(item: Int, next: Int)] = [(start, 0)]
            visiting.insert(start)
            while let (item, next) = stack.last {
                let targets = references[item] ?? []
                if next < targets.count {
                    stack[stack.count - 1].next += 1
                    let target = targets[next]
                    if visiting.contains(target) { return nil }
                    if depth[target] == nil {
                        visiting.insert(target)
                        stack.append((target, 0))
                    }
                } else {
                    depth[item] = targets.map { 1 + (depth[$0] ?? 0) }.max() ?? 0
                    visiting.remove(item)
                    stack.removeLast()
                }
            }
        }
        return depth.values.max() ?? 0
    }
}
