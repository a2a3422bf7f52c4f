/// Why an image could not be read, checked or written. Every case carries enough for a
/// user-facing layer to say in plain Norwegian what was wrong with the file the user gave.
public enum ImagingError: Error, Equatable, Sendable {
    // MARK: Decoding a photo (PhotoDecoder)

    /// The file has no bytes at all.
    case emptyFile
    /// The file is not an image. `looksLike` names what it seems to be instead, when recognisable.
    case notAnImage(looksLike: NonImageKind?)
    /// An image, but in a format the archive does not read (only JPEG, PNG and HEIC are read).
    case unsupportedImageFormat(UnsupportedImageFormat)
    /// The image ends before its data does: an upload or copy that was cut short.
    case truncatedImage(PhotoFormat)
    /// The image's data is damaged or inconsistent.
    case corruptImage(PhotoFormat)
    /// More pixels than the decoder accepts (refused before decoding: a decompression bomb or a
    /// panorama). `limit` is the number of pixels allowed.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// Too small to be a photo of a page (a thumbnail, an icon).
    case tooSmall(width: Int, height: Int, minimumSide: Int)
    /// The file looked fine but its codec could not decode it (a missing decoder, a feature the
    /// codec does not support, no memory).
    case decodingFailed(PhotoFormat)

    // MARK: Encoding (ImageEncoder)

    /// The codec could not write the image.
    case encodingFailed(PhotoFormat)
    /// Even at the lowest quality and a reduced size the JPEG would be larger than allowed.
    case encodedImageTooLarge(bytes: Int, limit: Int)
    /// Leptonica could not convert an image between depths (it ran out of memory).
    case conversionFailed

    // MARK: Page finding, perspective and enhancement
    // (cases of PageFinder, PageRectifier, Enhancement and PagePipeline go here)
}

/// The image formats the archive reads.
public enum PhotoFormat: String, Equatable, Hashable, Sendable, CaseIterable {
    case jpeg
    case png
    /// HEIC, and HEIF in general (what an iPhone saves).
    case heic
    /// AV1 in HEIF. Read through libheif when an AV1 decoder is present.
    case avif
}

/// Image formats that are recognised but not read.
public enum UnsupportedImageFormat: String, Equatable, Hashable, Sendable, CaseIterable {
    case gif
    case tiff
    case webp
    case bmp
    case jpeg2000
    case jpegXL
    case svg
    case photoshop
    /// A camera's raw file (Canon CR3; most other raw formats are TIFF inside and show as `.tiff`).
    case cameraRaw
    /// AVIF when no AV1 decoder is available to libheif.
    case avif
}

/// What a file that is not an image looks like, for a message such as «Dette er en PDF, ikke et bilde».
public enum NonImageKind: String, Equatable, Hashable, Sendable, CaseIterable {
    case pdf
    case zip
    /// A Word, Excel, PowerPoint, OpenDocument or RTF file.
    case officeDocument
    /// A compressed archive other than ZIP (gzip, 7-Zip, RAR).
    case archive
    case html
    case xml
    /// Plain text (UTF-8).
    case text
    case video
    case audio
}

extension ImagingError {
    /// What went wrong, in Norwegian words for the person who gave the photo.
    public var userMessage: String {
        switch self {
        case .emptyFile:
            "Filen er tom."
        case .notAnImage(let kind):
            switch kind {
            case .pdf?: "Dette er en PDF, ikke et bilde. Ta et bilde av brevet, eller lagre siden som JPEG."
            case .zip?, .archive?: "Dette er et komprimert arkiv, ikke et bilde."
            case .officeDocument?: "Dette er et kontordokument, ikke et bilde."
            case .html?, .xml?, .text?: "Dette er tekst, ikke et bilde."
            case .video?: "Dette er en video, ikke et bilde."
            case .audio?: "Dette er lyd, ikke et bilde."
            case nil: "Filen er ikke et bilde."
            }
        case .unsupportedImageFormat(let format):
            "Bildeformatet \(format.rawValue.uppercased()) leses ikke. Bruk JPEG, PNG eller HEIC."
        case .truncatedImage:
            "Bildet er ufullstendig (avkuttet under kopiering eller opplasting). Prøv å sende det på nytt."
        case .corruptImage, .decodingFailed:
            "Bildet er skadet og kan ikke leses."
        case .tooManyPixels(let width, let height, let limit):
            "Bildet er for stort (\(width)×\(height) piksler; høyst \(limit / 1_000_000) megapiksler)."
        case .tooSmall(let width, let height, let minimum):
            "Bildet er for lite til å lese et brev (\(width)×\(height); minst \(minimum) piksler på hver side)."
        case .encodingFailed, .encodedImageTooLarge, .conversionFailed:
            "Bildet kunne ikke behandles (for lite minne?)."
        }
    }
}
