import ArkivatorCore
import Foundation
import GRDB

/// Every setting of a library, typed. The `setting` table stores them as text under fixed
/// keys; this is the only place that knows those keys or how each value is written.
public struct Settings: Sendable, Equatable {
    /// The folder (such as one Google Drive for desktop syncs) kept in step with the library.
    public var archiveFolder: URL?
    /// Idle time after which the web app locks, as the owner chose it.
    public var lockTimeout: TimeInterval?
    /// True while a Drive account is connected: every document saved is then queued.
    public var driveSync = false
    public var drive = Drive()
    /// What a subscribed calendar's events carry.
    public var calendarPrivacy = CalendarPrivacy.timeAndPlace
    /// Whether subscribed calendars also show «Å gjøre» items (payments, deadlines, follow-ups)
    /// as all-day entries.
    public var calendarToDos = false
    public var assistant = Assistant()
    /// Whether the analysis learns from the family's corrections (`FamilyHabits`).
    public var learnsFromCorrections = true
    /// Whether page images are archived in colour (`PageColour`).
    public var pageColour = PageColour.whenColoured
    /// The search indexes were written by a tokenizer that leaves fødselsnumre out
    /// (`ArchiveDatabase.hideFodselsnumreFromSearchOnce`).
    public internal(set) var searchHidesFodselsnumre = false
    /// The private half of the key photos are sealed to while they wait on a phone, sealed
    /// under the value key by whoever sets it.
    public var sealedOutboxKey: Data?

    /// The Google account. Secrets are sealed under the master key by whoever sets them.
    public struct Drive: Sendable, Equatable {
        public var clientID: String?
        public var sealedClientSecret: Data?
        public var sealedRefreshToken: Data?
        public var state: DriveConnectionState?
        public var rootFolderName: String?
        /// A random id for this library in every file it uploads.
        public var libraryID: String?
    }

    /// The opt-in assistant. Off until the owner chooses a service; its key is sealed under the
    /// master key by whoever sets it.
    public struct Assistant: Sendable, Equatable {
        public var service: AssistantService?
        public var sealedKey: Data?
        public var consent = AssistantConsent.off
        /// Whether the family's names go to the service as they are, rather than as roles.
        public var allowsNames = false
        /// Filing without review takes the assistant's suggestion for a field whose rules were
        /// unsure when the suggestion is at least this sure; nil: never.
        public var quickAcceptThreshold: Double?

        public init() {}
    }

    public init() {}

    fileprivate enum Key: String, CaseIterable {
        case archiveFolder
        case lockTimeout = "lockTimeoutSeconds"
        case driveSync = "drive.sync"
        case driveClientID = "drive.clientId"
        case driveClientSecret = "drive.clientSecret"
        case driveRefreshToken = "drive.refreshToken"
        case driveState = "drive.state"
        case driveRootFolder = "drive.rootFolder"
        case driveLibraryID = "drive.libraryId"
        case calendarPrivacy = "calendar.privacy"
        case calendarToDos = "calendar.toDos"
        case assistantProvider = "assistant.provider"
        case assistantBaseURL = "assistant.baseUrl"
        case assistantModel = "assistant.model"
        case assistantKey = "assistant.key"
        case assistantConsent = "assistant.consent"
        case assistantNames = "assistant.names"
        case assistantQuickAccept = "assistant.quickAccept"
        case learnsFromCorrections = "learning.corrections"
        case searchHidesFodselsnumre = "search.hidesFodselsnumre"
        case outboxKey = "outbox.key"
        case pageColour = "pages.colour"
    }

    fileprivate init(stored: [String: String]) throws {
        func value(_ key: Key) -> String? { stored[key.rawValue] }
        func sealed(_ key: Key) throws -> Data? {
            guard let text = value(key) else { return nil }
            guard let data = Data(base64Encoded: text) else { throw StoreError.corruptValue(column: "setting.\(key.rawValue)") }
            return data
        }
        archiveFolder = value(.archiveFolder).map { URL(fileURLWithPath: $0, isDirectory: true) }
        lockTimeout = value(.lockTimeout).flatMap(TimeInterval.init)
        driveSync = value(.driveSync) == "on"
        drive.clientID = value(.driveClientID)
        drive.sealedClientSecret = try sealed(.driveClientSecret)
        drive.sealedRefreshToken = try sealed(.driveRefreshToken)
        drive.state = value(.driveState).flatMap(DriveConnectionState.init(rawValue:))
        drive.rootFolderName = value(.driveRootFolder)
        drive.libraryID = value(.driveLibraryID)
        calendarPrivacy = value(.calendarPrivacy).flatMap(CalendarPrivacy.init(rawValue:)) ?? .timeAndPlace
        calendarToDos = value(.calendarToDos) == "on"
        if let provider = value(.assistantProvider).flatMap(AssistantProvider.init(rawValue:)),
           let baseURL = value(.assistantBaseURL).flatMap(URL.init(string:)), let model = value(.assistantModel) {
            assistant.service = AssistantService(provider: provider, baseURL: baseURL, model: model)
        }
        assistant.sealedKey = try sealed(.assistantKey)
        assistant.consent = value(.assistantConsent).flatMap(AssistantConsent.init(rawValue:)) ?? .off
        assistant.allowsNames = value(.assistantNames) == "on"
        assistant.quickAcceptThreshold = value(.assistantQuickAccept).flatMap(Double.init)
        learnsFromCorrections = value(.learnsFromCorrections) != "off"
        searchHidesFodselsnumre = value(.searchHidesFodselsnumre) == "on"
        sealedOutboxKey = try sealed(.outboxKey)
        pageColour = value(.pageColour).flatMap(PageColour.init(rawValue:)) ?? .whenColoured
    }

    fileprivate var stored: [Key: String] {
        var stored: [Key: String] = [:]
        stored[.archiveFolder] = archiveFolder?.standardizedFileURL.path
        stored[.lockTimeout] = lockTimeout.map { String(Int($0)) }
        stored[.driveSync] = driveSync ? "on" : nil
        stored[.driveClientID] = drive.clientID
        stored[.driveClientSecret] = drive.sealedClientSecret?.base64EncodedString()
        stored[.driveRefreshToken] = drive.sealedRefreshToken?.base64EncodedString()
        stored[.driveState] = drive.state?.rawValue
        stored[.driveRootFolder] = drive.rootFolderName
        stored[.driveLibraryID] = drive.libraryID
        stored[.calendarPrivacy] = calendarPrivacy == .timeAndPlace ? nil : calendarPrivacy.rawValue
        stored[.calendarToDos] = calendarToDos ? "on" : nil
        stored[.assistantProvider] = assistant.service?.provider.rawValue
        stored[.assistantBaseURL] = assistant.service?.baseURL.absoluteString
        stored[.assistantModel] = assistant.service?.model
        stored[.assistantKey] = assistant.sealedKey?.base64EncodedString()
        stored[.assistantConsent] = assistant.consent == .off ? nil : assistant.consent.rawValue
        stored[.assistantNames] = assistant.allowsNames ? "on" : nil
        stored[.assistantQuickAccept] = assistant.quickAcceptThreshold.map { String($0) }
        stored[.learnsFromCorrections] = learnsFromCorrections ? nil : "off"
        stored[.searchHidesFodselsnumre] = searchHidesFodselsnumre ? "on" : nil
        stored[.outboxKey] = sealedOutboxKey?.base64EncodedString()
        stored[.pageColour] = pageColour == .whenColoured ? nil : pageColour.rawValue
        return stored
    }
}

extension ArchiveDatabase {
    public func settings() throws -> Settings {
        try writer.read { db in try Self.settings(db) }
    }

    /// Changes settings in one transaction and returns them as saved.
    @discardableResult
    public func updateSettings(_ change: (inout Settings) throws -> Void) throws -> Settings {
        try writer.write { db in try Self.updateSettings(db, change) }
    }

    /// `updateSettings` within a transaction already open.
    @discardableResult
    static func updateSettings(_ db: Database, _ change: (inout Settings) throws -> Void) throws -> Settings {
        let before = try settings(db)
        var after = before
        try change(&after)
        let old = before.stored, new = after.stored
        for key in Settings.Key.allCases where old[key] != new[key] {
            if let value = new[key] {
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [key.rawValue, value])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key.rawValue])
            }
        }
        return after
    }

    static func settings(_ db: Database) throws -> Settings {
        var stored: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT key, value FROM setting") { stored[row["key"]] = row["value"] }
        return try Settings(stored: stored)
    }
}
