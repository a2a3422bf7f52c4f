import Foundation

/// A parsed `Content-Range` of a resumable upload request.
enum ChunkRange: Equatable, Sendable {
    /// `bytes */total` or `bytes */*`: how far has the upload got?
    case status(total: Int64?)
    /// `bytes first-last/total` or `bytes first-last/*`.
    case bytes(first: Int64, last: Int64, total: Int64?)

    /// A missing header means the body is the whole content, as Google treats it.
    init?(header: String?, bodyLength: Int64) {
        guard let header else {
            self = bodyLength == 0 ? .status(total: 0) : .bytes(first: 0, last: bodyLength - 1, total: bodyLength)
            return
        }
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes ") else { return nil }
        let spec = trimmed.dropFirst("bytes ".count).trimmingCharacters(in: .whitespaces)
        let halves = spec.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        let total: Int64?
        if halves[1] == "*" {
            total = nil
        } else {
            guard let value = Int64(halves[1]), value >= 0 else { return nil }
            total = value
        }
        if halves[0] == "*" {
            self = .status(total: total)
            return
        }
        let bounds = halves[0].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard bounds.count == 2, let first = Int64(bounds[0]), let last = Int64(bounds[1]), first >= 0, last >= first
        else { return nil }
        self = .bytes(first: first, last: last, total: total)
    }
}

enum ChunkOutcome: Sendable {
    case incomplete(received: Int64)
    case complete(file: DriveFile, created: Bool, fields: String?)
}

extension DriveState {
    static let chunkGranularity: Int64 = 262_144
    /// Google keeps a session for about a week (contract §1.4, unconfirmed).
    static let sessionLifetime: TimeInterval = 7 * 86_400

    func startUploadSession(target: String?, metadata: FileMetadata, addParents: [String], removeParents: [String],
                            contentType: String, declaredLength: Int64?, fields: String?) throws -> UploadSession {
        try validate(metadata)
        if let target {
            if metadata.parents != nil { throw GoogleError.parentsNotWritable }
            let record = try file(target)
            if record.isRoot || record.record.isFolder { throw GoogleError.badRequest("A folder cannot have content.") }
            if !addParents.isEmpty || !removeParents.isEmpty {
                _ = try movedParent(of: record.record, adding: addParents, removing: removeParents)
            }
        } else {
            _ = try resolveNewParent(metadata.parents)
        }
        pruneExpiredSessions()
        let session = UploadSession(
            id: Identifier.uploadID(), targetFileID: target.map(canonicalID), metadata: metadata,
            addParents: addParents, removeParents: removeParents, contentType: contentType,
            totalSize: declaredLength, declaredByHeader: declaredLength != nil, received: 0, fields: fields,
            createdAt: Date(), completedFileID: nil)
        _ = FileManager.default.createFile(atPath: sessionURL(session.id).path, contents: nil)
        state.sessions[session.id] = session
        try commit()
        return session
    }

    func sessionURL(_ id: String) -> URL { sessionsDirectory.appendingPathComponent(id) }

    private func pruneExpiredSessions() {
        let horizon = Date().addingTimeInterval(-DriveState.sessionLifetime)
        for (id, session) in state.sessions where session.createdAt < horizon {
            state.sessions[id] = nil
            try? FileManager.default.removeItem(at: sessionURL(id))
        }
    }

    func receiveChunk(uploadID: String, range: ChunkRange, body: Data, fields: String?) throws -> ChunkOutcome {
        guard var session = state.sessions[uploadID],
              session.createdAt > Date().addingTimeInterval(-DriveState.sessionLifetime)
        else { throw GoogleError.uploadSessionNotFound(uploadID) }
        let replyFields = fields ?? session.fields

        if let fileID = session.completedFileID {
            // A finished session answers every later request with its result, which is how a
            // client that lost the final reply learns the upload went through.
            let file = try file(fileID)
            return .complete(file: file, created: session.targetFileID == nil, fields: replyFields)
        }

        switch range {
        case .status(let total):
            guard body.isEmpty else { throw GoogleError.badRequest("Failed to parse Content-Range header.") }
            if let total {
                try settleTotal(total, of: &session)
                if total < session.received { throw GoogleError.badRequest("Content-Range total is smaller than the bytes already received.") }
            }
        case .bytes(let first, let last, let total):
            let length = last - first + 1
            guard Int64(body.count) == length else {
                throw GoogleError.badRequest("The request body length does not match the Content-Range header.")
            }
            if let total {
                guard last < total else { throw GoogleError.badRequest("Failed to parse Content-Range header.") }
                try settleTotal(total, of: &session)
            }
            guard first <= session.received else {
                throw GoogleError.badRequest("Content-Range starts at byte \(first), but only \(session.received) bytes were received.")
            }
            let isFinal = total.map { last + 1 == $0 } ?? false
            if !isFinal, length % DriveState.chunkGranularity != 0 {
                throw GoogleError.badRequest(
                    "Invalid request. The number of bytes uploaded is required to be equal or greater than 262144, except for the final request (it's recommended to be the exact multiple of 262144). The received request contained \(length) bytes, which does not meet this requirement.")
            }
            if last >= session.received {
                // Bytes the server already has are skipped, so a client that resends after a
                // lost reply does not duplicate them.
                let fresh = body.dropFirst(Int(session.received - first))
                try appendToSession(uploadID, at: session.received, fresh)
                session.received += Int64(fresh.count)
            }
        }

        state.sessions[uploadID] = session
        guard let total = session.totalSize, session.received == total else {
            try commit()
            return .incomplete(received: session.received)
        }
        return try complete(session, fields: replyFields)
    }

    /// The total, once named, may not change; `X-Upload-Content-Length` counts as naming it.
    private func settleTotal(_ total: Int64, of session: inout UploadSession) throws(GoogleError) {
        if let known = session.totalSize, known != total {
            throw GoogleError.badRequest(session.declaredByHeader
                ? "The upload's total size \(total) does not match X-Upload-Content-Length \(known)."
                : "The upload's total size changed from \(known) to \(total).")
        }
        session.totalSize = total
    }

    /// Truncating first drops any bytes that a crash left on disk after the last commit.
    private func appendToSession(_ uploadID: String, at offset: Int64, _ bytes: Data) throws {
        let url = sessionURL(uploadID)
        if !FileManager.default.fileExists(atPath: url.path) {
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: UInt64(offset))
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: bytes)
    }

    private func complete(_ session: UploadSession, fields: String?) throws -> ChunkOutcome {
        let url = sessionURL(session.id)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(session.received))
        try handle.close()
        let staged = try StagedContent.adopt(url)
        let file: DriveFile
        do {
            if let target = session.targetFileID {
                file = try updateFile(target, metadata: session.metadata, addParents: session.addParents,
                                      removeParents: session.removeParents, content: staged,
                                      completingSession: session.id)
            } else {
                file = try createFile(session.metadata, content: staged, defaultName: "Untitled",
                                      defaultMimeType: session.contentType, completingSession: session.id)
            }
        } catch {
            // The target or its parent vanished: the session can never finish, which Google
            // reports as a gone session so the client starts over.
            state.sessions[session.id] = nil
            try commit()
            throw error
        }
        return .complete(file: file, created: session.targetFileID == nil, fields: fields)
    }
}
