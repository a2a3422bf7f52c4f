import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// A filed letter's pages redone through the API, each answered with the letter as saved:
/// the same `Library.changePages` as the web's page editor and `arkivator pages`.
extension APIRoutes {
    struct PageOrderDTO: Decodable { let order: [Int] }
    struct TurnDTO: Decodable { let quarterTurns: Int }
    /// `x1,y1,…,x4,y4` in the upright photo's pixels, as an upload's `corners` field gives them.
    struct CropDTO: Decodable { let corners: [Double] }
    struct RereadDTO: Decodable { let fields: [RereadField.Field] }
    struct RereadFieldDTO: Encodable { let field: String; let current: String?; let readNow: String? }

    func addPageChanges(to group: RouterGroup<WebRequestContext>) {
        group.post("documents/:id/pages") { request, context in
            let library = try context.requireSession().library
            let id = try context.documentID()
            do {
                try await services.uploads.receive(request, sealingWith: library) { upload in
                    let after = try upload.fields["after"].map { field in
                        guard let number = Int(field) else { throw HTTPError(.badRequest, message: Language.current.words(.afterMustBePageNumber)) }
                        return number
                    }
                    _ = try await library.changePages(of: id, .add(upload.photos, after: after), reader: PhotoReading.reader())
                }
            } catch let refusal as PhotoUploads.Refusal {
                var response = try Self.error(refusal.status, refusal.message)
                response.headers.append(contentsOf: refusal.headers)
                return response
            } catch let error where !(error is LibraryError || error is HTTPError) {
                return try Self.error(.unprocessableContent, PhotoReading.failureMessage(for: error, english: Language.current == .english))
            }
            return try changed(context)
        }
        group.put("documents/:id/pages") { request, context in
            let body: PageOrderDTO = try await Self.decoded(request)
            return try await change(context, .reorder(body.order))
        }
        group.delete("documents/:id/pages/:number") { _, context in
            try await change(context, .remove(try numberInPath(context)))
        }
        group.post("documents/:id/pages/:number/turn") { request, context in
            let body: TurnDTO = try await Self.decoded(request)
            return try await change(context, .turn(try numberInPath(context), quarterTurns: body.quarterTurns))
        }
        group.post("documents/:id/pages/:number/crop") { request, context in
            let body: CropDTO = try await Self.decoded(request)
            guard let corners = Quadrilateral(coordinates: body.corners) else {
                throw LibraryError.invalidCorners
            }
            return try await change(context, .crop(try numberInPath(context), corners: corners))
        }
    }

    /// The fields the letter's text gives now, and taking those chosen.
    func addRereading(to group: RouterGroup<WebRequestContext>) {
        group.get("documents/:id/reread") { _, context in
            try Self.json(try context.requireSession().library.rereading(of: try context.documentID()).map {
                RereadFieldDTO(field: $0.field.rawValue, current: $0.current, readNow: $0.readNow)
            })
        }
        group.post("documents/:id/reread") { request, context in
            let body: RereadDTO = try await Self.decoded(request)
            try context.requireSession().library.takeRereading(Set(body.fields), of: try context.documentID())
            return try changed(context)
        }
    }

    /// The `:number` of the path: a page's, or an original's.
    func numberInPath(_ context: WebRequestContext) throws -> Int {
        guard let number = Int(try context.parameters.require("number")) else { throw HTTPError(.badRequest) }
        return number
    }

    private func change(_ context: WebRequestContext, _ change: PageChange) async throws -> Response {
        try await context.requireSession().library.changePages(of: try context.documentID(), change, reader: PhotoReading.reader())
        return try changed(context)
    }

    private func changed(_ context: WebRequestContext) throws -> Response {
        services.driveSync.wake()
        return try document(context)
    }
}
