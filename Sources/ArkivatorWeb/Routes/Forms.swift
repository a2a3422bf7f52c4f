import ArkivatorLibrary
import Foundation
import HTTPTypes
import Hummingbird

/// A form with nothing to it but its CSRF token, as the buttons that only confirm post it.
struct ConfirmationForm: Decodable {}

/// A page's form, decoded from the urlencoded body into `Form`: each route says which fields
/// it takes and of what type, and a field that does not decode is a bad request.
extension Request {
    /// Forms are a handful of short fields; anything bigger is not one of ours.
    static let formLimit = 64 * 1024

    /// The form posted within `session`; 403 unless it carries the session's CSRF token.
    func form<Form: Decodable>(_ type: Form.Type, postedIn session: Session) async throws -> Form {
        try await form(type, csrfExpected: session.csrfToken)
    }

    /// The form, refused with 403 unless its `csrf` field is `expected` (a page with no
    /// session yet ties its form to a cookie instead).
    func form<Form: Decodable>(_ type: Form.Type, csrfExpected expected: String?) async throws -> Form {
        let body = try await urlencodedBody()
        try CSRF.check(try? URLEncodedFormDecoder().decode(CSRFField.self, from: body).csrf, expected: expected)
        return try Self.decode(type, from: body)
    }

    /// A body over the limit is refused with 413 by Hummingbird.
    private func urlencodedBody() async throws -> String {
        String(buffer: try await body.collect(upTo: Self.formLimit))
    }

    private static func decode<Form: Decodable>(_ type: Form.Type, from body: String) throws -> Form {
        do {
            return try URLEncodedFormDecoder().decode(type, from: body)
        } catch {
            throw HTTPError(.badRequest, message: Language.current.words(.formNotFilledCorrectly))
        }
    }

    private struct CSRFField: Decodable {
        let csrf: String?
    }
}

/// Every form and upload of a session carries its CSRF token, so that no other site can post
/// one; it is checked here and nowhere else.
enum CSRF {
    /// Where a script of the app's own pages sends the token with a change made through the
    /// API under the session's cookie; a bearer key needs none, as no browser adds it unasked.
    static let header = HTTPField.Name("X-CSRF-Token")!

    static func check(_ token: String?, expected: String?) throws {
        guard let token, let expected, !expected.isEmpty, matches(token, expected) else {
            throw HTTPError(.forbidden, message: Language.current.words(.formHadExpiredReload))
        }
    }

    /// Compares every byte whatever the first difference, so that the time an answer takes
    /// tells nothing of how much of a guessed token was right.
    static func matches(_ token: String, _ expected: String) -> Bool {
        let given = Array(token.utf8), wanted = Array(expected.utf8)
        guard given.count == wanted.count else { return false }
        return zip(given, wanted).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
