import Foundation

/// The parts of a `multipart/form-data` body: enough of RFC 7578 for a form of text fields
/// and files, as browsers send it.
struct MultipartForm {
    struct Part {
        let name: String
        let fileName: String?
        let data: Data
    }

    let parts: [Part]

    enum Problem: Error { case malformed }

    /// `contentType` is the request's header, which names the boundary.
    init(body: Data, contentType: String) throws {
        guard let boundaryParameter = contentType.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) })
            .first(where: { $0.lowercased().hasPrefix("boundary=") })
        else { throw Problem.malformed }
        let boundary = String(boundaryParameter.dropFirst("boundary=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        guard !boundary.isEmpty else { throw Problem.malformed }
        let delimiter = Data("--\(boundary)".utf8)
        let headerEnd = Data("\r\n\r\n".utf8)

        var parts: [Part] = []
        guard var cursor = body.range(of: delimiter)?.upperBound else { throw Problem.malformed }
        while true {
            // After a delimiter: "--" ends the body, CRLF starts a part.
            if body[cursor...].starts(with: Data("--".utf8)) { break }
            guard body[cursor...].starts(with: Data("\r\n".utf8)) else { throw Problem.malformed }
            cursor += 2
            guard let headersRange = body.range(of: headerEnd, in: cursor..<body.endIndex) else { throw Problem.malformed }
            let headers = String(decoding: body[cursor..<headersRange.lowerBound], as: UTF8.self)
            let contentStart = headersRange.upperBound
            guard let next = body.range(of: Data("\r\n".utf8) + delimiter, in: contentStart..<body.endIndex) else {
                throw Problem.malformed
            }
            if let disposition = Self.disposition(in: headers), let name = disposition["name"] {
                parts.append(Part(name: name, fileName: disposition["filename"], data: body.subdata(in: contentStart..<next.lowerBound)))
            }
            cursor = next.upperBound
        }
        self.parts = parts
    }

    func value(_ name: String) -> String? {
        parts.first { $0.name == name && $0.fileName == nil }.map { String(decoding: $0.data, as: UTF8.self) }
    }

    func files(_ name: String) -> [Part] {
        parts.filter { $0.name == name && $0.fileName != nil && !$0.data.isEmpty }
    }

    /// The parameters of the part's `Content-Disposition` header.
    private static func disposition(in headers: String) -> [String: String]? {
        guard let line = headers.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-disposition:") }) else {
            return nil
        }
        var parameters: [String: String] = [:]
        for item in line.split(separator: ";").dropFirst() {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let key = pair[0].trimmingCharacters(in: .whitespaces).lowercased()
            parameters[key] = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return parameters
    }
}
