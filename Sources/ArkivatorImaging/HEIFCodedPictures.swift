import Foundation

/// Reads the sizes of the coded pictures in a HEIF file without decoding them.
///
/// libheif 1.15 takes the image size from the `ispe` property and does not compare it with what
/// the codec then decodes: a file can claim 320 × 240 and carry an HEVC or AV1 stream that
/// decodes to 16000 × 16000. So every coded image item (`hvc1`, `av01`) is checked here through
/// the sizes its codec will use: each HEVC sequence parameter set (in `hvcC` and in the item's
/// own data) and each AV1 sequence header (in `av1C` and in the item's data). A coded item whose
/// data cannot be walked is refused rather than trusted.
enum HEIFCodedPictures {
    struct Size: Equatable {
        var width: Int
        var height: Int
        var pixels: Double { Double(width) * Double(height) }
    }

    enum Failure: Error, Equatable {
        /// The boxes, item locations or parameter sets are not what the format allows.
        case malformed
    }

    /// The largest coded picture of any coded image item, or nil when the file has none.
    static func largest(in data: Data) throws(Failure) -> Size? {
        let file = ByteView(data)
        let top = try boxes(in: file, from: 0, to: file.count)
        guard let meta = top.first(where: { $0.type == "meta" }) else { throw .malformed }
        let metaChildren = try boxes(in: file, from: meta.payload + 4, to: meta.end)  // FullBox

        var sizes: [Size] = []
        // Codec configurations: every hvcC and av1C property. The NAL length size of each hvcC
        // is kept by property index (1-based, as `ipma` counts) for walking its items' data.
        var nalLengthSizes: [Int: Int] = [:]
        var associations: [Int: [Int]] = [:]
        if let iprp = metaChildren.first(where: { $0.type == "iprp" }) {
            let iprpChildren = try boxes(in: file, from: iprp.payload, to: iprp.end)
            guard let ipco = iprpChildren.first(where: { $0.type == "ipco" }) else { throw .malformed }
            for (index, property) in try boxes(in: file, from: ipco.payload, to: ipco.end).enumerated() {
                let body = file.slice(from: property.payload, to: property.end)
                switch property.type {
                case "hvcC":
                    let (lengthSize, parameterSets) = try hevcConfiguration(body)
                    nalLengthSizes[index + 1] = lengthSize
                    sizes += try parameterSets.map(hevcPictureSize)
                case "av1C":
                    guard body.count >= 4 else { throw .malformed }
                    sizes += try av1SequenceSizes(in: body.slice(from: 4, to: body.count))
                default:
                    break
                }
            }
            for ipma in iprpChildren where ipma.type == "ipma" {
                try readAssociations(ipma, file: file, into: &associations)
            }
        }

        // The coded items' own data.
        let items = try codedItems(metaChildren, file: file)
        guard !items.isEmpty else { return sizes.max { $0.pixels < $1.pixels } }
        let locations = try itemLocations(metaChildren, file: file)
        var bytesRead = 0
        for (id, type) in items {
            guard let extents = locations[id] else { throw .malformed }
            var itemData = Data()
            for extent in extents {
                // Extents that overlap over and over would make this copy a bomb of its own.
                bytesRead += extent.length
                guard bytesRead <= 2 * file.count else { throw .malformed }
                let piece = file.slice(from: extent.offset, to: extent.offset + extent.length)
                guard piece.count == extent.length else { throw .malformed }
                itemData.append(piece.copied)
            }
            let view = ByteView(itemData)
            if type == "hvc1" {
                // NAL units, each prefixed with its length in the item's hvcC's lengthSizeMinusOne + 1 bytes.
                guard let lengthSize = associations[id]?.lazy.compactMap({ nalLengthSizes[$0] }).first else {
                    throw .malformed
                }
                sizes += try hevcParameterSets(inSamples: view, lengthSize: lengthSize).map(hevcPictureSize)
            } else {
                sizes += try av1SequenceSizes(in: view)
            }
        }
        return sizes.max { $0.pixels < $1.pixels }
    }

    // MARK: Boxes

    struct Box {
        let type: String
        let payload: Int
        let end: Int
    }

    /// The boxes one after another in `from ..< to`.
    static func boxes(in file: ByteView, from: Int, to: Int) throws(Failure) -> [Box] {
        var result: [Box] = []
        var position = from
        while position < to {
            guard position + 8 <= to, let size32 = file.u32(position, bigEndian: true) else { throw .malformed }
            let type = String(decoding: (0..<4).compactMap { file.u8(position + 4 + $0) }, as: UTF8.self)
            var payload = position + 8
            let end: Int
            switch size32 {
            case 0:
                end = to
            case 1:
                guard let high = file.u32(position + 8, bigEndian: true), let low = file.u32(position + 12, bigEndian: true),
                    high < 0x8000
                else { throw .malformed }
                payload += 8
                end = position + (high << 32 | low)
            default:
                end = position + size32
            }
            guard end >= payload, end <= to else { throw .malformed }
            result.append(Box(type: type, payload: payload, end: end))
            position = end
        }
        return result
    }

    /// Which properties (1-based indices into `ipco`) each item has, from an `ipma` box.
    private static func readAssociations(
        _ ipma: Box, file: ByteView, into associations: inout [Int: [Int]]
    ) throws(Failure) {
        guard let version = file.u8(ipma.payload), let flags = file.u8(ipma.payload + 3),
            let entryCount = file.u32(ipma.payload + 4, bigEndian: true)
        else { throw .malformed }
        var position = ipma.payload + 8
        for _ in 0..<entryCount {
            let id: Int?
            if version < 1 {
                id = file.u16(position, bigEndian: true)
                position += 2
            } else {
                id = file.u32(position, bigEndian: true)
                position += 4
            }
            guard let id, let count = file.u8(position) else { throw .malformed }
            position += 1
            for _ in 0..<count {
                let index: Int?
                if flags & 1 == 1 {
                    index = file.u16(position, bigEndian: true).map { $0 & 0x7FFF }
                    position += 2
                } else {
                    index = file.u8(position).map { Int($0 & 0x7F) }
                    position += 1
                }
                guard let index, position <= ipma.end else { throw .malformed }
                associations[id, default: []].append(index)
            }
        }
    }

    /// The ids and types of the items that carry coded pictures (HEVC or AV1).
    private static func codedItems(_ metaChildren: [Box], file: ByteView) throws(Failure) -> [(Int, String)] {
        guard let iinf = metaChildren.first(where: { $0.type == "iinf" }) else { throw .malformed }
        guard let version = file.u8(iinf.payload) else { throw .malformed }
        let entriesStart = iinf.payload + 4 + (version == 0 ? 2 : 4)
        var items: [(Int, String)] = []
        for infe in try boxes(in: file, from: entriesStart, to: iinf.end) where infe.type == "infe" {
            guard let infeVersion = file.u8(infe.payload) else { throw .malformed }
            guard infeVersion >= 2 else { continue }  // versions 0 and 1 name no item type
            let idSize = infeVersion == 2 ? 2 : 4
            guard let id = idSize == 2 ? file.u16(infe.payload + 4, bigEndian: true) : file.u32(infe.payload + 4, bigEndian: true)
            else { throw .malformed }
            let typeStart = infe.payload + 4 + idSize + 2
            guard typeStart + 4 <= infe.end else { throw .malformed }
            let type = String(decoding: (0..<4).compactMap { file.u8(typeStart + $0) }, as: UTF8.self)
            if type == "hvc1" || type == "av01" { items.append((id, type)) }
        }
        return items
    }

    /// Where each item's data lies in the file (`iloc`), as absolute extents.
    private static func itemLocations(
        _ metaChildren: [Box], file: ByteView
    ) throws(Failure) -> [Int: [(offset: Int, length: Int)]] {
        guard let iloc = metaChildren.first(where: { $0.type == "iloc" }),
            let version = file.u8(iloc.payload), version <= 2,
            let sizes1 = file.u8(iloc.payload + 4), let sizes2 = file.u8(iloc.payload + 5)
        else { throw .malformed }
        let offsetSize = Int(sizes1 >> 4)
        let lengthSize = Int(sizes1 & 0x0F)
        let baseOffsetSize = Int(sizes2 >> 4)
        let indexSize = version >= 1 ? Int(sizes2 & 0x0F) : 0
        let idat = metaChildren.first(where: { $0.type == "idat" })

        var position = iloc.payload + 6
        func read(_ size: Int) throws(Failure) -> Int {
            defer { position += size }
            switch size {
            case 0: return 0
            case 2: if let value = file.u16(position, bigEndian: true) { return value }
            case 4: if let value = file.u32(position, bigEndian: true) { return value }
            case 8:
                if let high = file.u32(position, bigEndian: true), high < 0x8000,
                    let low = file.u32(position + 4, bigEndian: true)
                {
                    return high << 32 | low
                }
            default: break
            }
            throw .malformed
        }
        let itemCount = try read(version < 2 ? 2 : 4)
        var locations: [Int: [(offset: Int, length: Int)]] = [:]
        var extentTotal = 0
        for _ in 0..<itemCount {
            let id = try read(version < 2 ? 2 : 4)
            var base = 0
            if version >= 1 {
                let method = try read(2) & 0x0F
                switch method {
                case 0: break
                case 1:
                    guard let idat else { throw .malformed }
                    base = idat.payload
                default:
                    throw .malformed  // data taken from other items: not used by phones, not trusted
                }
            }
            _ = try read(2)  // data_reference_index: 0 is this file
            base += try read(baseOffsetSize)
            let extentCount = try read(2)
            extentTotal += extentCount
            guard extentTotal <= 100_000 else { throw .malformed }  // an iPhone photo has about 50
            var extents: [(offset: Int, length: Int)] = []
            for _ in 0..<extentCount {
                _ = try read(indexSize)
                let offset = base + (try read(offsetSize))
                var length = try read(lengthSize)
                if length == 0 { length = file.count - offset }  // to the end of the file
                guard offset >= 0, length >= 0, offset <= file.count else { throw .malformed }
                extents.append((offset, length))
            }
            locations[id] = extents
            guard position <= iloc.end else { throw .malformed }
        }
        return locations
    }
}
