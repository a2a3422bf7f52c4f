import ArkivatorCore
import ArkivatorImaging
import ArkivatorStore
import Foundation

/// A phone as the scanner: the live outline of the sheet in its camera view, and letters sent
/// from its queue, where a letter may arrive twice because the answer to the first sending
/// was lost on the way back.
extension Library {
    /// The sheet in one small frame of the camera's view, by the same page finder that will
    /// flatten the photo. A frame of more than `maximumFramePixels` is refused from its header,
    /// before any pixel is decoded (`ImagingError.tooManyPixels`).
    public static func pageOutline(inFrame frame: Data) throws(ImagingError) -> FrameOutline {
        try PageEnhancer(decoder: PhotoDecoder(maximumPixels: maximumFramePixels)).outline(ofFrame: frame)
    }

    /// The most pixels a camera frame may have: the viewfinder sends 480 on the longest side
    /// (some 0.2 megapixels), and a photo's 50 megapixels decoded several times a second would
    /// take the server's memory.
    public static let maximumFramePixels = 1_000_000

    /// What sending a letter under an upload key came to.
    public enum Receipt: Sendable {
        /// A new job, to be read.
        case received(PendingJob)
        /// The key's letter arrived before and waits as this job: nothing new was kept.
        case alreadyReceived(PendingJob)
        /// The key's letter arrived before and is filed as this document.
        case alreadyFiled(Document.ID)
    }

    /// The longest upload key taken; a phone makes a UUID.
    public static let maximumUploadKeyLength = 64

    /// Keeps a letter as `receive` does, once per `uploadKey` (the sender's own name for this
    /// letter): a second sending under the same key returns the first one's job or document.
    /// The key is remembered as the letter's source, with the letter, for as long as it is kept.
    /// `sealedInOutbox`: the photos come as the phone's outbox kept them, sealed to the
    /// library's outbox key (`openedFromOutbox`).
    public func receive(_ photos: [IncomingPhoto], corners: [Quadrilateral?] = [], person: FamilyMember.ID? = nil,
                        uploadKey: String, sealedInOutbox: Bool = false) throws -> Receipt {
        guard (1...Self.maximumUploadKeyLength).contains(uploadKey.utf8.count),
              uploadKey.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-") })
        else { throw LibraryError.invalidUploadKey }
        let photos = sealedInOutbox ? try openedFromOutbox(photos, uploadKey: uploadKey) : photos
        let source = ImportedSource.digest(ofUploadKey: uploadKey)
        // Two sendings of one letter may arrive at once (the phone retried while the first was
        // still on its way): the check and the new job are one step.
        return try Self.receiving.withLock {
            if let waiting = unfinishedJobs().first(where: { $0.importedSource == source }) { return .alreadyReceived(waiting) }
            if let filed = try database.documentID(importedFrom: source) { return .alreadyFiled(filed) }
            return .received(try receive(photos, corners: corners, person: person, importedSource: source))
        }
    }

    private static let receiving = NSLock()
}
