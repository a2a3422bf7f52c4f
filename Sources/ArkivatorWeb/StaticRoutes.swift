import Foundation
import Hummingbird

/// The style sheet, script, icons and web manifest, from the module's bundle.
enum StaticRoutes {
    static let types = ["css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
                        "svg": "image/svg+xml", "png": "image/png", "webmanifest": "application/manifest+json"]

    static func add(to router: Router<WebRequestContext>) {
        // The API's description is public: it holds no data, and clients need it to log in.
        router.get("api/v1/openapi.json") { _, _ -> Response in
            guard let url = Bundle.module.url(forResource: "Static/openapi", withExtension: "json"),
                  let data = try? Data(contentsOf: url) else { throw HTTPError(.notFound) }
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("static/:name") { _, context -> Response in
            let name = try context.parameters.require("name")
            let fileExtension = (name as NSString).pathExtension
            guard !name.contains("/"), !name.hasPrefix("."), let type = types[fileExtension],
                  let url = Bundle.module.url(forResource: "Static/\((name as NSString).deletingPathExtension)",
                                              withExtension: fileExtension),
                  let data = try? Data(contentsOf: url)
            else { throw HTTPError(.notFound) }
            var headers = HTTPFields()
            headers[.contentType] = type
            headers[.cacheControl] = "public, max-age=3600"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
    }
}
