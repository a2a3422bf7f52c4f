import FakeServiceKit
import Foundation

/// A parsed `fields` parameter: `a,b(c,d),e/f` as a tree of selections.
indirect enum FieldSelection: Sendable {
    case whole
    case members([String: FieldSelection])

    static func parse(_ text: String) throws(GoogleError) -> [String: FieldSelection] {
        var parser = FieldParser(characters: Array(text))
        let members = try parser.parseList()
        guard parser.isAtEnd else { throw GoogleError.invalidFieldSelection(text) }
        return members
    }

    func merged(with other: FieldSelection) -> FieldSelection {
        switch (self, other) {
        case (.members(let left), .members(let right)):
            return .members(left.merging(right) { $0.merged(with: $1) })
        default:
            return .whole
        }
    }
}

private struct FieldParser {
    let characters: [Character]
    var position = 0

    var isAtEnd: Bool { position >= characters.count }

    mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    mutating func parseList() throws(GoogleError) -> [String: FieldSelection] {
        var members: [String: FieldSelection] = [:]
        repeat {
            skipSpaces()
            let (name, selection) = try parseItem()
            members[name] = members[name].map { $0.merged(with: selection) } ?? selection
            skipSpaces()
            guard position < characters.count, characters[position] == "," else { break }
            position += 1
        } while true
        return members
    }

    mutating func parseItem() throws(GoogleError) -> (String, FieldSelection) {
        var name = ""
        while position < characters.count, !",()/".contains(characters[position]) {
            name.append(characters[position])
            position += 1
        }
        name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw GoogleError.invalidFieldSelection(String(characters)) }
        guard position < characters.count else { return (name, .whole) }
        switch characters[position] {
        case "(":
            position += 1
            let members = try parseList()
            guard position < characters.count, characters[position] == ")" else {
                throw GoogleError.invalidFieldSelection(String(characters))
            }
            position += 1
            return (name, .members(members))
        case "/":
            position += 1
            let (child, selection) = try parseItem()
            return (name, .members([child: selection]))
        default:
            return (name, .whole)
        }
    }
}

/// Which `File` fields a reply carries.
struct FileFieldMask: Sendable {
    static let known: [String] = [
        "kind", "id", "name", "mimeType", "parents", "trashed", "explicitlyTrashed", "appProperties",
        "md5Checksum", "sha256Checksum", "size", "webViewLink", "createdTime", "modifiedTime", "version",
    ]
    /// What Drive v3 returns when the request names no fields (contract §1.1).
    static let defaultFields: Set<String> = ["kind", "id", "name", "mimeType"]

    var fields: Set<String>

    static let all = FileFieldMask(fields: Set(known))

    /// The mask of a single-file reply.
    init(parameter: String?) throws(GoogleError) {
        guard let parameter, !parameter.trimmingCharacters(in: .whitespaces).isEmpty else {
            self = FileFieldMask(fields: FileFieldMask.defaultFields)
            return
        }
        self = try FileFieldMask(selection: .members(FieldSelection.parse(parameter)))
    }

    init(selection: FieldSelection) throws(GoogleError) {
        guard case .members(let members) = selection, members["*"] == nil else {
            self.fields = Set(FileFieldMask.known)
            return
        }
        for (name, selection) in members {
            // Only whole fields exist here: Drive's map-valued appProperties has no sub-fields we model.
            guard FileFieldMask.known.contains(name), case .whole = selection else {
                throw GoogleError.invalidFieldSelection(name)
            }
        }
        self.fields = Set(members.keys)
    }

    private init(fields: Set<String>) { self.fields = fields }

    func render(_ file: DriveFile) -> JSON {
        let record = file.record
        var members: [(key: String, value: JSON)] = []
        func add(_ key: String, _ value: @autoclosure () -> JSON?) {
            guard fields.contains(key), let value = value() else { return }
            members.append((key, value))
        }
        add("kind", "drive#file")
        add("id", .string(record.id))
        add("name", .string(record.name))
        add("mimeType", .string(record.mimeType))
        add("parents", file.isRoot ? nil : .array([.string(record.parent)]))
        add("trashed", .bool(file.trashed))
        add("explicitlyTrashed", .bool(record.explicitlyTrashed))
        add("appProperties", record.appProperties.isEmpty ? nil : FileFieldMask.properties(record.appProperties))
        add("md5Checksum", record.content.map { .string($0.md5) })
        add("sha256Checksum", record.content.map { .string($0.sha256) })
        // Drive sends int64 values as strings.
        add("size", record.content.map { .string(String($0.size)) })
        add("webViewLink", .string(record.isFolder
            ? "https://drive.google.com/drive/folders/\(record.id)"
            : "https://drive.google.com/file/d/\(record.id)/view?usp=drivesdk"))
        add("createdTime", .string(Timestamp.format(record.createdTime)))
        add("modifiedTime", .string(Timestamp.format(record.modifiedTime)))
        add("version", .string(String(record.version)))
        return .object(members)
    }

    static func properties(_ properties: [String: String]) -> JSON {
        .object(properties.sorted { $0.key < $1.key }.map { (key: $0.key, value: .string($0.value)) })
    }
}

/// Which parts of a `FileList` reply are present.
struct FileListMask: Sendable {
    var kind = true
    var incompleteSearch = true
    var nextPageToken = true
    var files: FileFieldMask?

    init(parameter: String?) throws(GoogleError) {
        guard let parameter, !parameter.trimmingCharacters(in: .whitespaces).isEmpty else {
            files = try FileFieldMask(parameter: nil)
            return
        }
        let members = try FieldSelection.parse(parameter)
        if members["*"] != nil {
            files = .all
            return
        }
        kind = members["kind"] != nil
        incompleteSearch = members["incompleteSearch"] != nil
        nextPageToken = members["nextPageToken"] != nil
        for (name, selection) in members {
            switch (name, selection) {
            case ("kind", .whole), ("incompleteSearch", .whole), ("nextPageToken", .whole): continue
            case ("files", _): files = try FileFieldMask(selection: selection)
            default: throw GoogleError.invalidFieldSelection(name)
            }
        }
    }

    func render(_ page: [DriveFile], nextPageToken token: String?) -> JSON {
        var members: [(key: String, value: JSON)] = []
        if kind { members.append(("kind", "drive#fileList")) }
        if nextPageToken, let token { members.append(("nextPageToken", .string(token))) }
        if incompleteSearch { members.append(("incompleteSearch", false)) }
        if let files { members.append(("files", .array(page.map(files.render)))) }
        return .object(members)
    }
}
