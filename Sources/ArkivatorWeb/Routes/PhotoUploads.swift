import ArkivatorLibrary
import Foundation
import Hummingbird
import MultipartKit

/// Receiving a letter's photos. The `multipart/form-data` body is parsed as it streams in and
/// each photo written straight to a file of its own in a staging folder, sealed by the Library
/// as its bytes arrive, so that an upload of 120 MB never sits in memory nor ever lies plain on
/// disk; the Library then moves the files into the letter's job.
struct PhotoUploads: Sendable {
    /// The most one upload may carry, photos and form together: a phone's photos of a long
    /// letter, with room to spare.
    static let maximumBytes = 120 * 1024 * 1024
    /// Uploads received at once. A family sends one letter at a time; a third upload at once
    /// is a script or an attack, and is told to come back rather than queued, which would
    /// hold its connection open and its staging space promised.
    static let maximumAtOnce = 2
    static let retryAfterSeconds = 10
    /// Text fields are a CSRF token and a person: small. Anything bigger is not our form.
    static let maximumFieldBytes = 64 * 1024

    let staging: UploadStaging
    let slots: UploadSlots
    let maximumBytes: Int

    init(staging: UploadStaging, atOnce: Int = Self.maximumAtOnce, maximumBytes: Int = Self.maximumBytes) {
        self.staging = staging
        slots = UploadSlots(limit: atOnce)
        self.maximumBytes = maximumBytes
    }

    /// The photos and text fields of one upload, the photos as files in its staging folder.
    struct Upload {
        var photos: [IncomingPhoto] = []
        var fields: [String: String] = [:]
    }

    /// Why an upload was refused before it reached the Library.
    enum Refusal: Error, Equatable {
        case notAForm
        case tooLarge(maximumBytes: Int)
        case busy

        var status: HTTPResponse.Status {
            switch self {
            case .notAForm: .badRequest
            case .tooLarge: .contentTooLarge
            case .busy: .serviceUnavailable
            }
        }

        var message: String {
            switch self {
            case .notAForm:
                Language.current.words(.uploadNotFormWithPhotos)
            case .tooLarge(let maximumBytes):
                Language.current.words(.photosTooLargeTogether(megabytes: maximumBytes / 1_048_576))
            case .busy:
                Language.current.words(.uploadsBusy)
            }
        }

        var headers: HTTPFields {
            self == .busy ? [.retryAfter: String(retryAfterSeconds)] : [:]
        }
    }

    /// Streams the request's body to disk, sealed by `library`, and hands the upload to `file`,
    /// which moves the photos it keeps; whatever is left in the staging folder afterwards, on
    /// success or on any failure, is removed.
    func receive<Filed>(_ request: Request, sealingWith library: Library,
                        _ file: (Upload) async throws -> Filed) async throws -> Filed {
        guard let boundary = Self.boundary(in: request.headers[.contentType]) else { throw Refusal.notAForm }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maximumBytes {
            throw Refusal.tooLarge(maximumBytes: maximumBytes)
        }
        guard await slots.take() else { throw Refusal.busy }
        let outcome: Result<Filed, any Error>
        do {
            let folder = try staging.newFolder()
            do {
                outcome = .success(try await file(try await stream(request.body, boundary: boundary, into: folder,
                                                                   library: library)))
            } catch {
                outcome = .failure(error)
            }
            staging.remove(folder)
        } catch {
            outcome = .failure(error)
        }
        await slots.give()
        return try outcome.get()
    }

    private func stream(_ body: RequestBody, boundary: String, into folder: URL, library: Library) async throws -> Upload {
        let parts = PartWriter(folder: folder, library: library)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { parts.header(name: $0, value: $1) }
        parser.onBody = { parts.body(&$0) }
        parser.onPartComplete = { parts.complete() }
        var received = 0
        for try await buffer in body {
            received += buffer.readableBytes
            // Counted as it arrives: a body sent without a length is stopped at the limit too.
            guard received <= maximumBytes else { throw Refusal.tooLarge(maximumBytes: maximumBytes) }
            do {
                try parser.execute(buffer)
            } catch {
                throw Refusal.notAForm
            }
            try parts.checkProblem()
        }
        return try parts.finish()
    }

    /// The `boundary` parameter of a `multipart/…` content type.
    static func boundary(in contentType: String?) -> String? {
        guard let contentType, contentType.lowercased().hasPrefix("multipart/") else { return nil }
        let boundary = HeaderParameters(contentType)["boundary"] ?? ""
        // RFC 2046 allows at most 70 characters.
        return (1...70).contains(boundary.count) ? boundary : nil
    }
}

/// The parts of one upload as the parser meets them: text fields kept in memory, photos
/// written to files as their bytes arrive. The parser's callbacks cannot throw, so a problem
/// is kept until the reader asks.
private final class PartWriter {
    private let folder: URL
    private let library: Library
    private var upload = PhotoUploads.Upload()
    private var headers: [(name: String, value: String)] = []
    private var part: Part?
    private var fieldBytes = 0
    private var problem: (any Error)?

    private enum Part {
        case field(name: String, value: [UInt8])
        /// The file is made at the first byte: an empty file input sends an empty part.
        case photo(name: String, file: StagedFile?)
        case ignored
    }

    init(folder: URL, library: Library) {
        self.folder = folder
        self.library = library
    }

    func header(name: String, value: String) {
        headers.append((name, value))
    }

    func body(_ buffer: inout ByteBuffer) {
        guard problem == nil else { return }
        do {
            switch openPart() {
            case .field(let name, var value):
                fieldBytes += buffer.readableBytes
                guard fieldBytes <= PhotoUploads.maximumFieldBytes else { throw PhotoUploads.Refusal.notAForm }
                value += buffer.readableBytesView
                part = .field(name: name, value: value)
            case .photo(let name, let file):
                let file = try file ?? StagedFile(in: folder, number: upload.photos.count + 1, name: name, library: library)
                try file.append(&buffer)
                part = .photo(name: name, file: file)
            case .ignored:
                break
            }
        } catch {
            problem = error
        }
    }

    func complete() {
        guard problem == nil else { return }
        do {
            switch openPart() {
            case .field(let name, let value):
                upload.fields[name] = String(decoding: value, as: UTF8.self)
            case .photo(_, let file?):
                // The Library's limit, checked while streaming so that a flood of parts is
                // stopped before it fills the disk.
                guard upload.photos.count < Library.maximumPages else {
                    file.discard()
                    throw LibraryError.tooManyPages(maximum: Library.maximumPages)
                }
                upload.photos.append(try file.close())
            case .photo(_, nil), .ignored:
                break
            }
        } catch {
            problem = error
        }
        part = nil
        headers = []
    }

    func checkProblem() throws {
        if let problem { throw problem }
    }

    /// The upload, once the body has ended; a body cut off inside a part is not a form.
    func finish() throws -> PhotoUploads.Upload {
        try checkProblem()
        guard part == nil, headers.isEmpty else { throw PhotoUploads.Refusal.notAForm }
        return upload
    }

    /// The part whose headers were just read, from its `Content-Disposition`.
    private func openPart() -> Part {
        if let part { return part }
        let disposition = headers.first { $0.name.lowercased() == "content-disposition" }.map { HeaderParameters($0.value) }
        let opened: Part
        switch (disposition?["name"], disposition?["filename"]) {
        case ("photos"?, let fileName?): opened = .photo(name: fileName, file: nil)
        case (let name?, nil): opened = .field(name: name, value: [])
        default: opened = .ignored
        }
        part = opened
        return opened
    }
}

/// A photo being written to the staging folder, sealed by the Library, owner-only, in large
/// writes rather than one per slice the parser hands over.
private final class StagedFile {
    private let file: IncomingPhotoFile
    private var pending = ByteBuffer()
    private static let writeSize = 1 << 20

    init(in folder: URL, number: Int, name: String, library: Library) throws {
        file = try library.incomingPhotoFile(named: name, at: folder.appendingPathComponent("photo-\(number)"))
    }

    func append(_ buffer: inout ByteBuffer) throws {
        pending.writeBuffer(&buffer)
        if pending.readableBytes >= Self.writeSize { try flush() }
    }

    /// The photo, sealed and in place for the Library to take.
    func close() throws -> IncomingPhoto {
        try flush()
        return try file.finish()
    }

    func discard() {
        file.discard()
    }

    private func flush() throws {
        try pending.withUnsafeReadableBytes { try file.append($0) }
        pending.clear()
    }
}

/// The `key=value` parameters after a header's first `;`, values unquoted; a quoted value may
/// hold `;` (a file named «brev; side 1.jpg»).
struct HeaderParameters {
    private var values: [String: String] = [:]

    init(_ header: String) {
        var segments: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in header {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted && character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
                current.append(character)
            } else if character == ";" && !quoted {
                segments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        segments.append(current)
        for segment in segments.dropFirst() {
            guard let equals = segment.firstIndex(of: "=") else { continue }
            let key = segment[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = segment[segment.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
                    .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
            }
            values[key] = value
        }
    }

    subscript(key: String) -> String? { values[key] }
}

/// Uploads under way, at most `limit` at once.
actor UploadSlots {
    let limit: Int
    private var taken = 0

    init(limit: Int) {
        self.limit = limit
    }

    func take() -> Bool {
        guard taken < limit else { return false }
        taken += 1
        return true
    }

    func give() {
        taken -= 1
    }
}
