import Foundation
import Hummingbird
import Mustache

/// An HTML page rendered from a Mustache template; every `{{value}}` is HTML-escaped by the
/// template engine, so OCR text can never become markup.
struct HTMLPage: ResponseGenerator {
    let html: String
    var status: HTTPResponse.Status = .ok
    /// For a page that needs more than the app's usual policy.
    var contentSecurityPolicy: String?

    func response(from request: Request, context: some RequestContext) throws -> Response {
        response
    }

    var response: Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }
}

extension WebServices {
    func page(_ template: String, _ object: Any, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let context = PageContext(text: UIText(language: UILanguage.current), page: object)
        guard let html = templates.render(context, withTemplate: template) else {
            throw HTTPError(.internalServerError, message: "template \(template) missing")
        }
        return HTMLPage(html: html, status: status)
    }
}

/// The fields of a form posted within `session`; 403 unless it carries the session's CSRF token.
func formFields(of request: Request, postedIn session: Session) async throws -> [String: String] {
    let fields = try await formFields(of: request)
    guard fields["csrf"] == session.csrfToken else {
        throw HTTPError(.forbidden, message: UILanguage.current.text("Skjemaet var utløpt. Last siden på nytt og prøv igjen.",
                                                                      "The form had expired. Reload the page and try again."))
    }
    return fields
}

/// Reads a small `application/x-www-form-urlencoded` body.
func formFields(of request: Request) async throws -> [String: String] {
    let body = try await request.body.collect(upTo: 64 * 1024)
    var fields: [String: String] = [:]
    for pair in String(buffer: body).split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        func decoded(_ text: Substring) -> String {
            text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
        }
        fields[decoded(parts[0])] = parts.count > 1 ? decoded(parts[1]) : ""
    }
    return fields
}
