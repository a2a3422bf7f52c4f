import ArkivatorCore
@testable import ArkivatorDrive
import Foundation
import HTTPTypes
import Testing

@Suite("OAuth and Drive protocol pieces")
struct ProtocolTests {
    @Test("the PKCE challenge is RFC 7636's S256 of the verifier")
    func pkceVector() {
        #expect(PKCE.challenge(for: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk") == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        let verifier = PKCE().verifier
        #expect((43...128).contains(verifier.count))
        #expect(verifier.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~".contains($0)) })
        #expect(PKCE().verifier != verifier)
    }

    @Test("the authorization URL asks for drive.file only, with S256, offline access and a loopback redirect")
    func authorizationURL() throws {
        let request = AuthorizationRequest(client: OAuthClientConfiguration(clientID: "id-1"), redirectURI: "http://127.0.0.1:5000/",
                                           endpoints: .google)
        let components = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false))
        let query = Dictionary(uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(components.host == "accounts.google.com")
        #expect(query["scope"] == "https://www.googleapis.com/auth/drive.file")
        #expect(query["code_challenge_method"] == "S256")
        #expect(query["code_challenge"] == request.pkce.challenge)
        #expect(query["redirect_uri"] == "http://127.0.0.1:5000/")
        #expect(query["access_type"] == "offline")
        #expect(query["response_type"] == "code")
        #expect(query["state"] == request.state)
    }

    @Test("a redirect is taken only with its own state, and a refusal says so")
    func redirectChecks() throws {
        let request = AuthorizationRequest(client: OAuthClientConfiguration(clientID: "id-1"), redirectURI: "http://127.0.0.1:5000/",
                                           endpoints: .google)
        #expect(try request.code(fromRedirectQuery: ["code": "abc", "state": request.state]) == "abc")
        #expect(throws: OAuthError.stateMismatch) { try request.code(fromRedirectQuery: ["code": "abc", "state": "other"]) }
        #expect(throws: OAuthError.denied) { try request.code(fromRedirectQuery: ["error": "access_denied", "state": request.state]) }
    }

    @Test("ARKIVATOR_GOOGLE_BASE_URL puts every endpoint on one server under Google's paths")
    func endpoints() {
        let endpoints = DriveEndpoints.current(environment: [DriveEndpoints.environmentVariable: "http://127.0.0.1:4000"])
        #expect(endpoints.authorization.absoluteString == "http://127.0.0.1:4000/o/oauth2/v2/auth")
        #expect(endpoints.token.absoluteString == "http://127.0.0.1:4000/token")
        #expect(endpoints.revocation.absoluteString == "http://127.0.0.1:4000/revoke")
        #expect(endpoints.files.absoluteString == "http://127.0.0.1:4000/drive/v3/files")
        #expect(endpoints.uploads.absoluteString == "http://127.0.0.1:4000/upload/drive/v3/files")
        #expect(DriveEndpoints.current(environment: [:]) == .google)
    }

    @Test("query strings escape quotes and backslashes as Google's example does")
    func queryEscaping() {
        #expect(DriveQuery.literal(#"quinn's paper\essay"#) == #"'quinn\'s paper\\essay'"#)
        #expect(DriveQuery.folder(named: "Bilder", in: "p1")
            == "name = 'Bilder' and 'p1' in parents and trashed = false and mimeType = 'application/vnd.google-apps.folder'")
        #expect(DriveQuery.properties(["b": "2", "a": "1"])
            == "appProperties has { key='a' and value='1' } and appProperties has { key='b' and value='2' } and trashed = false")
    }

    @Test("retry rules: 5xx, 429, rate-limit 403s and the network are retried; quota, 401, 404 and bad requests are not")
    func transientErrors() {
        for status in [500, 502, 503, 504, 429] { #expect(DriveError.http(status: status, reason: nil).isTransient) }
        #expect(DriveError.http(status: 403, reason: "userRateLimitExceeded").isTransient)
        #expect(DriveError.http(status: 403, reason: "rateLimitExceeded").isTransient)
        #expect(DriveError.http(status: 403, reason: "rate_limit_exceeded").isTransient)
        #expect(DriveError.network("reset").isTransient)
        #expect(!DriveError.quotaExceeded.isTransient)
        #expect(!DriveError.http(status: 403, reason: "forbidden").isTransient)
        #expect(!DriveError.http(status: 404, reason: "notFound").isTransient)
        #expect(!DriveError.http(status: 400, reason: "badRequest").isTransient)
        #expect(!DriveError.reconnectNeeded.isTransient)
    }

    @Test("Google's error body gives the reason, and storageQuotaExceeded becomes quota")
    func errorBodies() {
        func response(_ status: HTTPResponse.Status, _ reason: String) -> CollectedResponse {
            CollectedResponse(head: HTTPResponse(status: status), body: Data("""
                {"error":{"code":\(status.code),"message":"m","errors":[{"message":"m","domain":"usageLimits","reason":"\(reason)"}]}}
                """.utf8))
        }
        #expect(DriveError.from(response(403, "storageQuotaExceeded")) == .quotaExceeded)
        #expect(DriveError.from(response(403, "userRateLimitExceeded")) == .http(status: 403, reason: "userRateLimitExceeded"))
        #expect(DriveError.from(CollectedResponse(head: HTTPResponse(status: .badGateway), body: Data("<html>".utf8)))
                == .http(status: 502, reason: nil))
    }

    @Test("backoff doubles from the base, with at most one base of jitter, and stops at the cap")
    func backoff() {
        let policy = RetryPolicy(base: 1, cap: 32)
        for failures in 1...5 {
            let delay = policy.delay(afterFailure: failures)
            let floor = pow(2, Double(failures - 1))
            #expect(delay >= floor && delay <= floor + 1)
        }
        #expect(policy.delay(afterFailure: 12) == 32)
        #expect(policy.delay(afterAttempt: 1) >= 60 && policy.delay(afterAttempt: 2) >= 120)
        #expect(RetryPolicy.current(environment: [RetryPolicy.baseVariable: "0.01"]).base == 0.01)
    }

    @Test("what goes to Drive: the .docx, and the image or for several pages the PDF")
    func uploadedKinds() {
        #expect(UploadFileKind.uploaded(pageCount: 0) == [.docx])
        #expect(UploadFileKind.uploaded(pageCount: 1) == [.docx, .image])
        #expect(UploadFileKind.uploaded(pageCount: 3) == [.docx, .pdf])
        #expect(UploadFileKind.docx.folderName == "Dokumenter")
        #expect(UploadFileKind.pdf.folderName == "Bilder")
    }

    @Test("the upload session's Range header gives the bytes received")
    func rangeHeader() {
        let incomplete = HTTPResponse(status: DriveClient.resumeIncomplete, headerFields: [.range: "bytes=0-262143"])
        #expect(DriveClient.received(CollectedResponse(head: incomplete, body: Data())) == 262_144)
        #expect(DriveClient.received(CollectedResponse(head: HTTPResponse(status: DriveClient.resumeIncomplete), body: Data())) == 0)
    }
}
