import Foundation

/// A `multipart/related` body as Drive's multipart upload sends it (RFC 2387): a JSON
/// metadata part, then the media part.
struct MultipartRelated {
    struct Part {
        /// Header names lowercased.
        var headers: [String: String]
        var body: Data

        var contentType: String? { headers["content-type"] }
    }

    var parts: [Part]

    init(body: Data, contentType: String?) throws(GoogleError) {
        guard let contentType, let boundary = MultipartRelated.boundary(in: contentType) else {
            throw GoogleError.badRequest("Invalid multipart request: missing multipart/related Content-Type with a boundary.")
        }
        parts = try MultipartRelated.split([UInt8](body), boundary: Array("--\(boundary)".utf8))
    }

    static func boundary(in contentType: String) -> String? {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let type = pieces.first?.lowercased(), type.hasPrefix("multipart/") else { return nil }
        for parameter in pieces.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { continue }
            let value = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return value.isEmpty ? nil : value
        }
        return nil
    }

    private static func split(_ bytes: [UInt8], boundary delimiter: [UInt8]) throws(GoogleError) -> [Part] {
        let malformed = GoogleError.badRequest("Invalid multipart request: the body does not follow its boundary.")
        guard var cursor = find(delimiter, in: bytes, from: 0) else { throw malformed }
        var parts: [Part] = []
        while true {
            cursor += delimiter.count
            if bytes.count >= cursor + 2, bytes[cursor] == UInt8(ascii: "-"), bytes[cursor + 1] == UInt8(ascii: "-") {
                return parts
            }
            // Transport padding, then the line break that ends the delimiter line.
            while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\r") { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\n") else { throw malformed }
            cursor += 1
            // The delimiter that ends a part includes the line break before it (RFC 2046 §5.1.1).
            guard let next = find([UInt8(ascii: "\n")] + delimiter, in: bytes, from: cursor) else { throw malformed }
            var end = next
            if end > cursor, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            parts.append(try part(from: bytes[cursor..<end]))
            cursor = next + 1
        }
    }

    private static func part(from bytes: ArraySlice<UInt8>) throws(GoogleError) -> Part {
        let lines = Array(bytes)
        var headers: [String: String] = [:]
        var index = 0
        while true {
            guard let newline = lines[index...].firstIndex(of: UInt8(ascii: "\n")) else {
                // Headers only, no body at all.
                return Part(headers: headers, body: Data())
            }
            var lineEnd = newline
            if lineEnd > index, lines[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            let line = String(decoding: lines[index..<lineEnd], as: UTF8.self)
            index = newline + 1
            if line.isEmpty { break }
            let pair = line.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else {
                throw GoogleError.badRequest("Invalid multipart request: malformed part header.")
            }
            headers[pair[0].trimmingCharacters(in: .whitespaces).lowercased()] = pair[1].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(lines[index...])
        if headers["content-transfer-encoding"]?.lowercased() == "base64" {
            guard let decoded = Data(base64Encoded: body, options: .ignoreUnknownCharacters) else {
                throw GoogleError.badRequest("Invalid multipart request: the media part is not valid base64.")
            }
            body = decoded
        }
        return Part(headers: headers, body: body)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }
}
