import FakeServiceKit
import Foundation

extension FileMetadata {
    /// Reads the writable `File` members of a request body. Read-only or unmodelled members
    /// (`id`, `description`, …) are ignored, as Drive ignores output-only fields; wrong types
    /// are rejected the way Drive rejects them.
    init(json: JSON) throws(GoogleError) {
        guard case .object = json else { throw GoogleError.parseError }
        self.init()
        if let name = json["name"], !name.isNull {
            guard let value = name.stringValue else { throw GoogleError.invalidValue("name") }
            self.name = value
        }
        if let mimeType = json["mimeType"], !mimeType.isNull {
            guard let value = mimeType.stringValue else { throw GoogleError.invalidValue("mimeType") }
            self.mimeType = value
        }
        if let parents = json["parents"], !parents.isNull {
            guard case .array(let values) = parents else { throw GoogleError.invalidValue("parents") }
            self.parents = try values.map { value throws(GoogleError) in
                guard let id = value.stringValue else { throw GoogleError.invalidValue("parents") }
                return id
            }
        }
        if let properties = json["appProperties"], !properties.isNull {
            guard case .object(let members) = properties else { throw GoogleError.invalidValue("appProperties") }
            var map: [String: String?] = [:]
            for member in members {
                switch member.value {
                case .null: map[member.key] = .some(nil)
                case .string(let value): map[member.key] = value
                default: throw GoogleError.invalidValue("appProperties")
                }
            }
            self.appProperties = map
        }
        if let trashed = json["trashed"], !trashed.isNull {
            guard let value = trashed.boolValue else { throw GoogleError.invalidValue("trashed") }
            self.trashed = value
        }
    }

    init(body: Data) throws(GoogleError) {
        let json: JSON
        do { json = try JSON.parse(requestBody: body) } catch { throw GoogleError.parseError }
        try self.init(json: json)
    }
}
