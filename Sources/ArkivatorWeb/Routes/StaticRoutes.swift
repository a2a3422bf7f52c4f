import ArkivatorWire
import Foundation
import Hummingbird
import Logging

/// The style sheet, script, icons and web manifest, from the module's bundle, and the API's
/// description, from ArkivatorWire's.
enum StaticRoutes {
    /// Serves the bundle's `Static` folder under `/static/`, with the types Hummingbird knows
    /// by extension (a web manifest is `application/manifest+json`). Style sheet and script
    /// are UTF-8, said outright so that no browser guesses otherwise.
    static func files() -> FileMiddleware<WebRequestContext, LocalFileSystem> {
        let folder = Bundle.module.url(forResource: "Static", withExtension: nil)?.path ?? "Static"
        var logger = Logger(label: "Arkivator.StaticFiles")
        logger.logLevel = .warning
        return FileMiddleware(folder, urlBasePath: "/static",
                              cacheControl: .init([(MediaType(type: .any), [.public, .maxAge(3600)])]), logger: logger)
            .withAdditionalMediaTypes(forFileExtensions: [
                "css": MediaType.textCss.withParameter(name: "charset", value: "utf-8"),
                "js": MediaType.textJavascript.withParameter(name: "charset", value: "utf-8"),
            ])
    }

    static func add(to router: Router<WebRequestContext>) {
        // The service worker keeps the capture page working offline. It is served from the
        // root, as a worker may only look after the pages under its own address, and before
        // unlocking, as the browser fetches it again from any page, the unlock page too.
        router.get("sw.js") { _, _ -> Response in
            guard let url = Bundle.module.url(forResource: "Static/sw", withExtension: "js"),
                  let data = try? Data(contentsOf: url) else { throw HTTPError(.notFound) }
            var headers = HTTPFields()
            headers[.contentType] = "text/javascript; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        // The API's description is public: it holds no data, and clients need it to log in.
        // It is the very file the wire types are generated from.
        router.get("api/v1/openapi.json") { _, _ -> Response in
            guard let data = WireJSON.openAPIDocument else { throw HTTPError(.notFound) }
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
    }
}
