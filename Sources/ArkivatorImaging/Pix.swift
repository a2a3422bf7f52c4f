import CLeptonica

/// Owns one Leptonica image and frees it when the last reference goes.
final class Pix: @unchecked Sendable {
    // Leptonica images are never shared between threads by this module; each stage makes new ones.
    let pointer: UnsafeMutablePointer<PIX>

    /// Takes ownership of an image a Leptonica function returned; nil when it returned none.
    init?(taking pointer: UnsafeMutablePointer<PIX>?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit {
        var owned: UnsafeMutablePointer<PIX>? = pointer
        pixDestroy(&owned)
    }

    var width: Int { Int(pixGetWidth(pointer)) }
    var height: Int { Int(pixGetHeight(pointer)) }
    var depth: Int { Int(pixGetDepth(pointer)) }
}
