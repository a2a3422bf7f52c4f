import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import Foundation
import Hummingbird

/// A filed letter's pages redone: turned, moved, removed, cropped again from the kept photo,
/// or added to. Each change is one form and one call of `Library.changePages`.
extension PageRoutes {
    struct PagesPage {
        struct PageRow {
            let number: Int
            let label: String
            let imageURL: String
            let canMoveUp: Bool
            let canMoveDown: Bool
            let above: Int
            let below: Int
            let canRemove: Bool
            let cropURL: String?
        }

        let csrfToken: String
        let id: Int64
        let title: String
        let pages: [PageRow]
        let places: [PageRoutes.Option]
        let addAction: String
        let error: String?
        let notice: String?
    }

    struct TurnForm: Decodable { let turns: Int }
    struct MoveForm: Decodable { let to: Int }
    struct RemoveForm: Decodable { let confirm: String? }

    func addPageEditing(to group: RouterGroup<WebRequestContext>) {
        group.get("dokumenter/:id/sider") { request, context in
            try pagesPage(context, notice: request.uri.queryParameters["endret"] == "1" ? Language.current.words(PageWord.pagesChanged) : nil)
        }
        group.post("dokumenter/:id/sider") { request, context in try await addPages(request, context) }
        group.post("dokumenter/:id/sider/:number/drei") { request, context in
            let (session, number) = try pageAsked(context)
            let form = try await request.form(TurnForm.self, postedIn: session)
            return try await changed(context) { try await $0.changePages(of: $1, .turn(number, quarterTurns: form.turns), reader: reader) }
        }
        group.post("dokumenter/:id/sider/:number/flytt") { request, context in
            let (session, number) = try pageAsked(context)
            let form = try await request.form(MoveForm.self, postedIn: session)
            return try await changed(context) { library, id in
                var order = Array(1...(try library.document(id).pages.count))
                guard order.indices.contains(number - 1), order.indices.contains(form.to - 1) else { throw LibraryError.pageNotFound(form.to) }
                order.insert(order.remove(at: number - 1), at: form.to - 1)
                return try await library.changePages(of: id, .reorder(order), reader: reader)
            }
        }
        group.post("dokumenter/:id/sider/:number/fjern") { request, context in
            let (session, number) = try pageAsked(context)
            guard try await request.form(RemoveForm.self, postedIn: session).confirm == "ja" else {
                return try pagesPage(context, error: Language.current.words(PageWord.confirmRemovePage), status: .badRequest).response
            }
            return try await changed(context) { try await $0.changePages(of: $1, .remove(number), reader: reader) }
        }
        group.get("dokumenter/:id/side/:number/beskjaer") { _, context in try cropPage(context) }
        group.get("dokumenter/:id/side/:number/foto") { _, context in
            let (session, number) = try pageAsked(context)
            return try CaptureRoutes.preview(of: try session.library.originalPhoto(of: try context.documentID(), page: number))
        }
        group.post("dokumenter/:id/side/:number/beskjaer") { request, context in
            let (session, number) = try pageAsked(context)
            let form = try await request.form(CaptureRoutes.CornerForm.self, postedIn: session)
            do {
                guard let corners = form.corners else { throw LibraryError.invalidCorners }
                try await session.library.changePages(of: try context.documentID(), .crop(number, corners: corners), reader: reader)
            } catch let error as LibraryError {
                return try cropPage(context, error: error.text, status: error.status).response
            }
            services.driveSync.wake()
            return Response.redirect(to: "/dokumenter/\(try context.documentID())/sider?endret=1#side-\(number)", type: .normal)
        }
    }

    /// Pages are read again as the job processor reads them.
    private var reader: DocumentReader { PhotoReading.reader() }

    private func pageAsked(_ context: WebRequestContext) throws -> (Session, Int) {
        guard let number = Int(try context.parameters.require("number")) else { throw HTTPError(.notFound) }
        return (try context.requireSession(), number)
    }

    /// Makes the change and goes back to the pages; a refusal is shown on them.
    private func changed(_ context: WebRequestContext,
                         _ change: (Library, Document.ID) async throws -> Document) async throws -> Response {
        let session = try context.requireSession()
        let id = try context.documentID()
        do {
            _ = try await change(session.library, id)
        } catch let error as LibraryError {
            return try pagesPage(context, error: error.text, status: error.status).response
        }
        services.driveSync.wake()
        return Response.redirect(to: "/dokumenter/\(id)/sider?endret=1", type: .normal)
    }

    private func addPages(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let id = try context.documentID()
        do {
            try CSRF.check(request.uri.queryParameters["csrf"].map(String.init), expected: session.csrfToken)
            try await services.uploads.receive(request, sealingWith: session.library) { upload in
                let after = upload.fields["after"].flatMap { Int($0) }
                _ = try await session.library.changePages(of: id, .add(upload.photos, after: after), reader: reader)
            }
        } catch let refusal as PhotoUploads.Refusal {
            var response = try pagesPage(context, error: refusal.message, status: refusal.status).response
            response.headers.append(contentsOf: refusal.headers)
            return response
        } catch let error as LibraryError {
            return try pagesPage(context, error: error.text, status: error.status).response
        } catch let error as HTTPError where error.status != .forbidden {
            return try pagesPage(context, error: error.body ?? "", status: error.status).response
        } catch {
            return try pagesPage(context, error: PhotoReading.failureMessage(for: error, english: Language.current == .english),
                                 status: .unprocessableContent).response
        }
        services.driveSync.wake()
        return Response.redirect(to: "/dokumenter/\(id)/sider?endret=1", type: .normal)
    }

    func pagesPage(_ context: WebRequestContext, error: String? = nil, notice: String? = nil,
                   status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let (session, document) = try document(context)
        let id = document.id ?? 0
        let count = document.pages.count
        guard count > 0 else { throw LibraryError.pageEdit(.noPages) }
        var addAction = URLComponents()
        addAction.path = "/dokumenter/\(id)/sider"
        addAction.queryItems = [URLQueryItem(name: "csrf", value: session.csrfToken)]
        return try services.page("pages", PagesPage(
            csrfToken: session.csrfToken, id: id, title: document.title,
            pages: document.pages.map { page in
                .init(number: page.number, label: Language.current.words(.pageOfLetter(page: page.number, of: count)),
                      imageURL: "/dokumenter/\(id)/side/\(page.number)",
                      canMoveUp: page.number > 1, canMoveDown: page.number < count, above: page.number - 1, below: page.number + 1,
                      canRemove: count > 1,
                      cropURL: session.library.canCropAgain(page, of: id) ? "/dokumenter/\(id)/side/\(page.number)/beskjaer" : nil)
            },
            places: [.init(value: "0", label: Language.current.words(PageWord.placeFirst), selected: false)]
                + (1..<count).map { .init(value: String($0), label: Language.current.words(.afterPage($0)), selected: false) }
                + [.init(value: String(count), label: Language.current.words(PageWord.placeLast), selected: true)],
            addAction: addAction.string ?? addAction.path, error: error, notice: notice), status: status)
    }

    private func cropPage(_ context: WebRequestContext, error: String? = nil, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let (session, number) = try pageAsked(context)
        let id = try context.documentID()
        let photo: DecodedPhoto
        do {
            photo = try session.library.originalPhoto(of: id, page: number)
        } catch let error as ImagingError {
            throw HTTPError(.unprocessableContent, message: error.userMessage)
        }
        return try services.page("corners", CaptureRoutes.CornerPage(
            csrfToken: session.csrfToken, page: number, photo: photo, known: nil, error: error,
            action: "/dokumenter/\(id)/side/\(number)/beskjaer", photoURL: "/dokumenter/\(id)/side/\(number)/foto",
            cancelURL: "/dokumenter/\(id)/sider"), status: status)
    }
}
