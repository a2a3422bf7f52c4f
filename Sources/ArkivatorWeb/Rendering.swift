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
