import ArkivatorLibrary
import Foundation

extension Components.Schemas.OriginalFile {
    public init(_ original: OriginalFile) {
        self.init(number: original.number, name: original.name, mediaType: original.mediaType, byteCount: original.byteCount,
                  sha256: original.sha256, keptUnredacted: original.keptUnredacted)
    }
}
