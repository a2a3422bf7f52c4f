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
