import ArkivatorTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `arkivator serve` as its own process on a free port, its output in a log file, spoken to
/// over real HTTP with one session cookie, as a browser would.
final class ServeProcess: @unchecked Sendable {
    let log: URL
    let base: URL
    private let process: Process
    private var cookie: String?

    init(environment: [String: String], log: URL) throws {
        self.log = log
        let port = try freePort()
        base = URL(string: "http://127.0.0.1:\(port)")!
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        process = Process()
        process.executableURL = try builtExecutable("arkivator")
        process.arguments = ["serve", "--port", String(port)]
        process.environment = environment
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit { stop() }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Returns once the unlock page answers; throws if serve ended instead.
    func waitUntilServing() async throws {
        while process.isRunning {
            if let (_, status, _) = try? await send(URLRequest(url: base.appendingPathComponent("unlock"))), status == 200 { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "arkivator serve ended: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")"])
    }

    /// What serve answered: the body as bytes and as text, and the status.
    struct Answer {
        let data: Data
        let status: Int
        var body: String { String(decoding: data, as: UTF8.self) }
    }

    /// Unlocks through the unlock page's form and keeps the session cookie.
    func unlock(passphrase: String = testPassphrase) async throws {
        let answer = try await tryUnlock(passphrase: passphrase)
        guard cookie != nil else { throw APIFailure(step: "unlock", answer: answer.body) }
    }

    /// Posts the unlock form as a browser would; keeps the session cookie when one is given,
    /// and returns the answer either way, so that a refusal can be read.
    @discardableResult
    func tryUnlock(passphrase: String) async throws -> Answer {
        let (form, _, headers) = try await send(URLRequest(url: base.appendingPathComponent("unlock")))
        guard let token = form.body.firstMatch(of: /name="csrf" value="([^"]+)"/)?.1,
              let formCookie = Self.cookie(named: "arkivator_unlock", in: headers) else { throw CocoaError(.fileReadCorruptFile) }
        var request = URLRequest(url: base.appendingPathComponent("unlock"))
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.setValue(formCookie, forHTTPHeaderField: "Cookie")
        // As a browser says where its form came from; serve refuses a change that does not.
        request.setValue(base.absoluteString, forHTTPHeaderField: "Origin")
        request.httpBody = Data("csrf=\(token)&passphrase=\(Self.formEncoded(passphrase))".utf8)
        let (answer, _, answerHeaders) = try await send(request)
        if let session = Self.cookie(named: "arkivator_session", in: answerHeaders) { cookie = session }
        return answer
    }

    /// The body of a page or API answer, read with the session.
    func get(_ path: String) async throws -> String {
        try await fetch(path).body
    }

    /// A page, file or API answer: with the session unless a `bearer` key is given instead.
    func fetch(_ path: String, bearer: String? = nil) async throws -> Answer {
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        if let bearer {
            request.setValue("Bearer \(bearer)", forHTTPHeaderField: "Authorization")
        } else if let cookie {
            request.setValue(cookie, forHTTPHeaderField: "Cookie")
        }
        return try await send(request).answer
    }

    /// Posts a form with the session, its CSRF token taken from the settings page as a browser
    /// would have it. `origin` and `authorization` stand in for what an attacker's page sends.
    func post(_ path: String, form: String, origin: String? = nil, authorization: String? = nil) async throws -> Answer {
        let settings = try await fetch("/innstillinger").body
        guard let token = settings.firstMatch(of: /name="csrf" value="([^"]+)"/)?.1 else {
            throw APIFailure(step: "the settings page's form token", answer: settings)
        }
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        request.setValue(origin ?? base.absoluteString, forHTTPHeaderField: "Origin")
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        request.httpBody = Data("csrf=\(token)&\(form)".utf8)
        return try await send(request).answer
    }

    static func formEncoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
    }

    /// Sends files (and fields) to the API as a multipart form, as a phone's upload does.
    func upload(_ path: String, files: [URL], fields: [String: String] = [:], token: String) async throws -> (answer: Answer, status: Int) {
        let boundary = "arkivator-\(UUID().uuidString)"
        var body = Data()
        for (name, value) in fields {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for file in files {
            let type = file.pathExtension == "pdf" ? "application/pdf" : "image/jpeg"
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"\(file.lastPathComponent)\"\r\nContent-Type: \(type)\r\n\r\n".utf8)
            body += try Data(contentsOf: file)
            body += Data("\r\n".utf8)
        }
        body += Data("--\(boundary)--\r\n".utf8)
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        let (answer, status, _) = try await send(request)
        return (answer, status)
    }

    /// Uploads a letter's photos to the API, waits for the reading to finish and files the draft.
    func fileThroughAPI(_ pages: [URL], token: String) async throws {
        let (created, status) = try await upload("api/v1/jobs", files: pages, token: token)
        guard status == 201, let id = try Self.object(created.body)["id"] as? String else { throw APIFailure(step: "upload", answer: created.body) }

        while true {
            var poll = URLRequest(url: base.appendingPathComponent("api/v1/jobs/\(id)"))
            poll.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            let job = try Self.object(try await send(poll).answer.body)
            if job["awaitsReview"] as? Bool == true { break }
            if job["failed"] as? Bool == true { throw APIFailure(step: "reading", answer: "\(job)") }
            try await Task.sleep(for: .milliseconds(50))
        }
        var file = URLRequest(url: base.appendingPathComponent("api/v1/jobs/\(id)/document"))
        file.httpMethod = "POST"
        file.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        let (filed, filedStatus, _) = try await send(file)
        guard filedStatus == 201 else { throw APIFailure(step: "filing", answer: filed.body) }
    }

    struct APIFailure: Error, CustomStringConvertible {
        let step: String
        let answer: String
        var description: String { "the API refused the \(step): \(answer)" }
    }

    // MARK: HTTP

    /// Redirects are answers to read, not to follow; cookies are set by hand.
    private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
            completionHandler(nil)
        }
    }

    private func send(_ request: URLRequest) async throws -> (answer: Answer, status: Int, headers: [AnyHashable: Any]) {
        var request = request
        // A Norwegian browser, so the answers are read in the words the owner reads.
        request.setValue("nb-NO,nb;q=0.9", forHTTPHeaderField: "Accept-Language")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = 60
        let session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = response as? HTTPURLResponse
        let status = http?.statusCode ?? 0
        return (Answer(data: data, status: status), status, http?.allHeaderFields ?? [:])
    }

    private static func cookie(named name: String, in headers: [AnyHashable: Any]) -> String? {
        let values = headers.compactMap { key, value in (key as? String)?.lowercased() == "set-cookie" ? value as? String : nil }
        return values.flatMap { $0.components(separatedBy: ", ") }
            .map { String($0.prefix { $0 != ";" }) }
            .first { $0.hasPrefix(name + "=") && $0.count > name.count + 1 }
    }

    static func object(_ json: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    }
}
