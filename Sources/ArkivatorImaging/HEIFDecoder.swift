import CHeif
import CLeptonica
import Foundation

/// Decodes the primary image of a HEIF file (HEIC from an iPhone; AVIF when libheif has an AV1
/// decoder) through libheif into a 32 bpp RGB `Pix`.
///
/// libheif applies the file's transformative properties (`irot` rotation, `imir` mirroring,
/// `clap` cropping) while decoding, and reports the transformed size on the image handle. The
/// Exif Orientation stored in a HEIF file is informational only (HEIF and MIAF say so; iPhones
/// write it next to an equal `irot`), so it is not applied again.
enum HEIFDecoder {
    /// libheif loads its codec plugins in `heif_init` where it is built with plugins (Homebrew);
    /// done once for the process and never undone.
    static let libraryInitialised: Bool = heif_init(nil).code == heif_error_Ok

    /// The primary image's size (after transforms) is checked with `limits` before anything is
    /// decoded.
    static func decode(_ data: Data, format: PhotoFormat, limits: PhotoDecoder) throws(ImagingError) -> Pix {
        _ = libraryInitialised
        if format == .avif && heif_have_decoder_for_format(heif_compression_AV1) == 0 {
            throw .unsupportedImageFormat(.avif)
        }
        guard HEIFItems.areSafe(in: data) else { throw .corruptImage(format) }
        // The context reads the bytes in place, so it must not outlive this closure.
        let result: Result<Pix, ImagingError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return .failure(.emptyFile) }
            guard let context = heif_context_alloc() else { return .failure(.decodingFailed(format)) }
            defer { heif_context_free(context) }

            var error = heif_context_read_from_memory_without_copy(context, base, raw.count, nil)
            if error.code != heif_error_Ok {
                return .failure(imagingError(error, format: format, data: data, limits: limits))
            }
            var handle: OpaquePointer?
            error = heif_context_get_primary_image_handle(context, &handle)
            guard error.code == heif_error_Ok, let handle else {
                return .failure(imagingError(error, format: format, data: data, limits: limits))
            }
            defer { heif_image_handle_release(handle) }

            let width = Int(heif_image_handle_get_width(handle))
            let height = Int(heif_image_handle_get_height(handle))
            do throws(ImagingError) {
                try limits.checkSize(width: width, height: height, format: format)
                try checkCodedPictures(data, format: format, limits: limits)
            } catch {
                return .failure(error)
            }

            guard let options = heif_decoding_options_alloc() else { return .failure(.decodingFailed(format)) }
            defer { heif_decoding_options_free(options) }
            options.pointee.ignore_transformations = 0
            if options.pointee.version >= 2 {
                options.pointee.convert_hdr_to_8bit = 1
            }

            var image: OpaquePointer?
            error = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGB, options)
            guard error.code == heif_error_Ok, let image else {
                return .failure(imagingError(error, format: format, data: data, limits: limits))
            }
            defer { heif_image_release(image) }
            // The decoded size is checked again: libheif 1.15 may swap the handle's width and
            // height from the decoded ones when a file lists `irot` before `ispe`.
            let decodedWidth = Int(heif_image_get_width(image, heif_channel_interleaved))
            let decodedHeight = Int(heif_image_get_height(image, heif_channel_interleaved))
            do throws(ImagingError) {
                try limits.checkSize(width: decodedWidth, height: decodedHeight, format: format)
            } catch {
                return .failure(error)
            }
            return pix(fromInterleavedRGB: image, width: decodedWidth, height: decodedHeight, format: format)
        }
        return try result.get()
    }

    /// Refuses a file whose coded pictures are larger than the limit, whatever its `ispe` says.
    private static func checkCodedPictures(_ data: Data, format: PhotoFormat, limits: PhotoDecoder) throws(ImagingError) {
        let largest: HEIFCodedPictures.Size?
        do {
            largest = try HEIFCodedPictures.largest(in: data)
        } catch {
            throw .corruptImage(format)
        }
        if let largest, largest.pixels > Double(limits.maximumPixels) {
            throw .tooManyPixels(width: largest.width, height: largest.height, limit: limits.maximumPixels)
        }
    }

    private static func pix(
        fromInterleavedRGB image: OpaquePointer, width: Int, height: Int, format: PhotoFormat
    ) -> Result<Pix, ImagingError> {
        guard heif_image_get_bits_per_pixel_range(image, heif_channel_interleaved) == 8 else {
            return .failure(.decodingFailed(format))
        }
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
            Int(stride) >= width * 3,
            let pix = Pix(taking: pixCreate(Int32(width), Int32(height), 32)),
            let words = pixGetData(pix.pointer)
        else { return .failure(.decodingFailed(format)) }
        let wordsPerLine = Int(pixGetWpl(pix.pointer))
        for y in 0..<height {
            let source = plane + y * Int(stride)
            let target = words + y * wordsPerLine
            for x in 0..<width {
                let red = UInt32(source[3 * x])
                let green = UInt32(source[3 * x + 1])
                let blue = UInt32(source[3 * x + 2])
                target[x] = red << 24 | green << 16 | blue << 8
            }
        }
        return .success(pix)
    }

    private static func imagingError(
        _ error: heif_error, format: PhotoFormat, data: Data, limits: PhotoDecoder
    ) -> ImagingError {
        switch error.code {
        case heif_error_Invalid_input where error.subcode == heif_suberror_End_of_data:
            return .truncatedImage(format)
        case heif_error_Invalid_input, heif_error_Unsupported_filetype, heif_error_Decoder_plugin_error:
            return .corruptImage(format)
        case heif_error_Unsupported_feature where error.subcode == heif_suberror_Unsupported_codec:
            return format == .avif ? .unsupportedImageFormat(.avif) : .decodingFailed(format)
        case heif_error_Memory_allocation_error where error.subcode == heif_suberror_Security_limit_exceeded:
            // libheif refuses images beyond its own size limit before we see the handle; it also
            // refuses any other block too large to allocate (an item's data claiming 2 GB), which
            // is damage, not a large picture.
            if let size = largestDeclaredSize(in: data),
                Double(size.width) * Double(size.height) > Double(limits.maximumPixels)
            {
                return .tooManyPixels(width: size.width, height: size.height, limit: limits.maximumPixels)
            }
            return .corruptImage(format)
        default:
            return .decodingFailed(format)
        }
    }

    /// The largest size an `ispe` (image spatial extents) property in the file declares, for
    /// telling the user how large a refused image claimed to be.
    static func largestDeclaredSize(in data: Data) -> (width: Int, height: Int)? {
        let bytes = ByteView(data)
        let ispe = Array("ispe".utf8)
        var largest: (width: Int, height: Int)?
        var offset = 4
        while offset + 16 <= bytes.count {
            defer { offset += 1 }
            guard bytes.matches(ispe, at: offset), bytes.u32(offset - 4, bigEndian: true) == 20,
                let width = bytes.u32(offset + 8, bigEndian: true), let height = bytes.u32(offset + 12, bigEndian: true)
            else { continue }
            // Sides are at most 2^32 - 1, so the product is counted in Double to avoid overflow.
            if Double(width) * Double(height) > largest.map({ Double($0.width) * Double($0.height) }) ?? -1 {
                largest = (width, height)
            }
        }
        return largest
    }
}

// MARK: - Items and their references

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

// MARK: - Coded picture sizes

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

    // MARK: HEVC

    /// The NAL length size and the sequence parameter sets of an `hvcC` configuration.
    private static func hevcConfiguration(_ body: ByteView) throws(Failure) -> (Int, [ByteView]) {
        guard let lengthByte = body.u8(21), let arrayCount = body.u8(22) else { throw .malformed }
        var position = 23
        var parameterSets: [ByteView] = []
        for _ in 0..<arrayCount {
            guard let typeByte = body.u8(position), let nalCount = body.u16(position + 1, bigEndian: true) else {
                throw .malformed
            }
            position += 3
            for _ in 0..<nalCount {
                guard let length = body.u16(position, bigEndian: true), position + 2 + length <= body.count else {
                    throw .malformed
                }
                if typeByte & 0x3F == 33 {
                    parameterSets.append(body.slice(from: position + 2, to: position + 2 + length))
                }
                position += 2 + length
            }
        }
        return (Int(lengthByte & 0x03) + 1, parameterSets)
    }

    /// The sequence parameter sets among the length-prefixed NAL units of an item's data.
    private static func hevcParameterSets(inSamples data: ByteView, lengthSize: Int) throws(Failure) -> [ByteView] {
        var position = 0
        var parameterSets: [ByteView] = []
        while position < data.count {
            var length = 0
            for index in 0..<lengthSize {
                guard let byte = data.u8(position + index) else { throw .malformed }
                length = length << 8 | Int(byte)
            }
            position += lengthSize
            guard length > 0, position + length <= data.count, let header = data.u8(position) else {
                throw .malformed
            }
            if (header >> 1) & 0x3F == 33 {
                parameterSets.append(data.slice(from: position, to: position + length))
            }
            position += length
        }
        return parameterSets
    }

    /// pic_width_in_luma_samples × pic_height_in_luma_samples of a sequence parameter set NAL
    /// unit (ITU-T H.265 §7.3.2.2).
    static func hevcPictureSize(_ nal: ByteView) throws(Failure) -> Size {
        var bits = BitReader(rbsp: nal.slice(from: 2, to: nal.count))  // after the 2-byte NAL header
        try bits.skip(4)  // sps_video_parameter_set_id
        let maxSubLayersMinus1 = try bits.read(3)
        guard maxSubLayersMinus1 <= 6 else { throw .malformed }
        try bits.skip(1)  // sps_temporal_id_nesting_flag
        // profile_tier_level(1, sps_max_sub_layers_minus1)
        try bits.skip(96)  // general profile (88 bits) and general_level_idc
        var profilePresent: [Bool] = []
        var levelPresent: [Bool] = []
        for _ in 0..<maxSubLayersMinus1 {
            profilePresent.append(try bits.read(1) == 1)
            levelPresent.append(try bits.read(1) == 1)
        }
        if maxSubLayersMinus1 > 0 {
            try bits.skip(2 * (8 - maxSubLayersMinus1))  // reserved_zero_2bits
        }
        for layer in 0..<maxSubLayersMinus1 {
            if profilePresent[layer] { try bits.skip(88) }
            if levelPresent[layer] { try bits.skip(8) }
        }
        _ = try bits.unsignedExpGolomb()  // sps_seq_parameter_set_id
        let chromaFormat = try bits.unsignedExpGolomb()
        if chromaFormat == 3 { try bits.skip(1) }  // separate_colour_plane_flag
        let width = try bits.unsignedExpGolomb()
        let height = try bits.unsignedExpGolomb()
        guard width > 0, height > 0 else { throw .malformed }
        return Size(width: width, height: height)
    }

    // MARK: AV1

    /// The maximum frame sizes of the sequence header OBUs among `data`'s OBUs (AV1 §5.3).
    private static func av1SequenceSizes(in data: ByteView) throws(Failure) -> [Size] {
        var position = 0
        var sizes: [Size] = []
        while position < data.count {
            guard let header = data.u8(position), header & 0x80 == 0 else { throw .malformed }
            let type = (header >> 3) & 0x0F
            let hasExtension = header & 0x04 != 0
            let hasSize = header & 0x02 != 0
            position += hasExtension ? 2 : 1
            var length = data.count - position
            if hasSize {
                length = 0
                var index = 0
                while true {  // leb128
                    guard index < 8, let byte = data.u8(position + index) else { throw .malformed }
                    length |= Int(byte & 0x7F) << (7 * index)
                    index += 1
                    if byte & 0x80 == 0 { break }
                }
                position += index
            }
            guard length >= 0, position + length <= data.count else { throw .malformed }
            if type == 1 {
                sizes.append(try av1MaximumFrameSize(data.slice(from: position, to: position + length)))
            }
            position += length
        }
        return sizes
    }

    /// max_frame_width_minus_1 + 1 × max_frame_height_minus_1 + 1 of a sequence header OBU.
    static func av1MaximumFrameSize(_ payload: ByteView) throws(Failure) -> Size {
        var bits = BitReader(plain: payload)
        try bits.skip(3)  // seq_profile
        try bits.skip(1)  // still_picture
        let reducedStillPictureHeader = try bits.read(1) == 1
        if reducedStillPictureHeader {
            try bits.skip(5)  // seq_level_idx[0]
        } else {
            var decoderModelInfoPresent = false
            var bufferDelayLength = 0
            if try bits.read(1) == 1 {  // timing_info_present_flag
                try bits.skip(64)  // num_units_in_display_tick, time_scale
                if try bits.read(1) == 1 {  // equal_picture_interval
                    _ = try bits.unsignedExpGolomb()  // num_ticks_per_picture_minus_1, uvlc()
                }
                decoderModelInfoPresent = try bits.read(1) == 1
                if decoderModelInfoPresent {
                    bufferDelayLength = try bits.read(5) + 1
                    try bits.skip(32 + 5 + 5)  // num_units_in_decoding_tick, two lengths
                }
            }
            let initialDisplayDelayPresent = try bits.read(1) == 1
            let operatingPoints = try bits.read(5) + 1
            for _ in 0..<operatingPoints {
                try bits.skip(12)  // operating_point_idc
                let level = try bits.read(5)
                if level > 7 { try bits.skip(1) }  // seq_tier
                if decoderModelInfoPresent, try bits.read(1) == 1 {
                    try bits.skip(2 * bufferDelayLength + 1)  // decoder and encoder buffer delay, low_delay_mode_flag
                }
                if initialDisplayDelayPresent, try bits.read(1) == 1 {
                    try bits.skip(4)
                }
            }
        }
        let widthBits = try bits.read(4) + 1
        let heightBits = try bits.read(4) + 1
        let width = try bits.read(widthBits) + 1
        let height = try bits.read(heightBits) + 1
        return Size(width: width, height: height)
    }

    /// Reads bits most significant first; for H.265, from an RBSP with its emulation prevention
    /// bytes (00 00 03) removed.
    struct BitReader {
        private var bytes: [UInt8]
        private var bit = 0

        init(plain view: ByteView) {
            bytes = (0..<view.count).compactMap { view.u8($0) }
        }

        init(rbsp view: ByteView) {
            var unescaped: [UInt8] = []
            unescaped.reserveCapacity(view.count)
            var zeros = 0
            for index in 0..<view.count {
                guard let byte = view.u8(index) else { break }
                if zeros >= 2 && byte == 0x03 {
                    zeros = 0
                    continue
                }
                zeros = byte == 0 ? zeros + 1 : 0
                unescaped.append(byte)
            }
            bytes = unescaped
        }

        mutating func read(_ count: Int) throws(Failure) -> Int {
            guard count >= 0, count <= 32, bit + count <= bytes.count * 8 else { throw .malformed }
            var value = 0
            for _ in 0..<count {
                value = value << 1 | Int(bytes[bit >> 3] >> (7 - UInt8(bit & 7)) & 1)
                bit += 1
            }
            return value
        }

        mutating func skip(_ count: Int) throws(Failure) {
            guard count >= 0, bit + count <= bytes.count * 8 else { throw .malformed }
            bit += count
        }

        /// ue(v) of H.265; AV1's uvlc() is the same code.
        mutating func unsignedExpGolomb() throws(Failure) -> Int {
            var leadingZeros = 0
            while try read(1) == 0 {
                leadingZeros += 1
                guard leadingZeros < 32 else { throw .malformed }
            }
            return (1 << leadingZeros) - 1 + (try read(leadingZeros))
        }
    }
}
