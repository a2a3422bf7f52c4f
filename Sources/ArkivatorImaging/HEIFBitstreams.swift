import Foundation

/// The sizes HEVC and AV1 streams declare for their pictures, read from their parameter sets and
/// sequence headers (H.265 §7.3.2.2, AV1 §5.5) without decoding a picture.
extension HEIFCodedPictures {
    // MARK: HEVC

    /// The NAL length size and the sequence parameter sets of an `hvcC` configuration.
    static func hevcConfiguration(_ body: ByteView) throws(Failure) -> (Int, [ByteView]) {
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
    static func hevcParameterSets(inSamples data: ByteView, lengthSize: Int) throws(Failure) -> [ByteView] {
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
    static func av1SequenceSizes(in data: ByteView) throws(Failure) -> [Size] {
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
