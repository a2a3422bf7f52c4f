import ArkivatorCore
import Foundation

/// Where the sheet lies in one small frame of a live camera view. The viewfinder draws it over
/// the video and takes the picture when it holds still; it comes from the very page finder that
/// flattens the photo afterwards, so what the outline promises is what the reading gets.
public struct FrameOutline: Sendable, Equatable {
    /// The frame's size in pixels, the space the corners are in.
    public let width: Int
    public let height: Int
    /// The sheet's corners, clockwise from the top left; nil when no sheet was found.
    public let corners: Quadrilateral?
    /// The sheet runs off the frame: its true corners lie outside, and the photo will be taken
    /// as the page (the user is better told to step back).
    public let runsOffFrame: Bool
}

extension PageEnhancer {
    /// The outline of the sheet in a camera frame (a small JPEG or PNG, such as a browser's
    /// canvas makes), in the frame's pixels.
    public func outline(ofFrame data: Data) throws(ImagingError) -> FrameOutline {
        let frame = try decoder.decode(data)
        let sheet = findPage(in: frame.image)
        return FrameOutline(width: frame.width, height: frame.height, corners: sheet?.corners,
                            runsOffFrame: (sheet?.edgeShare ?? 0) > Self.sheetRunsOffPhoto)
    }
}
