import ArkivatorLibrary
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
        let context = PageContext(text: UIText(language: Language.current), page: object)
        guard let html = templates.render(context, withTemplate: template) else {
            throw HTTPError(.internalServerError, message: "template \(template) missing")
        }
        return HTMLPage(html: html, status: status)
    }

    /// An error as a page. A client's mistake is told as the route worded it; what went wrong
    /// inside the server is not shown, for it may name files or letters.
    func errorPage(_ status: HTTPResponse.Status, message: String? = nil) throws -> HTMLPage {
        let language = Language.current
        let heading = switch status.code {
        case 404: language.words(.pageNotFound)
        case 500...: language.words(.somethingWentWrong)
        default: language.words(.thatDidNotWork)
        }
        let explanation = switch status.code {
        case 500...: language.words(.somethingWentWrongServer)
        case 404: message ?? language.words(.pageOrLetterGone)
        default: message ?? language.words(.requestNotCarriedOut)
        }
        return try page("error", ErrorView(heading: heading, message: explanation), status: status)
    }

    private struct ErrorView {
        let heading: String
        let message: String
    }
}
