import ArkivatorCore
import ArkivatorImaging
import ArkivatorLibrary
import Foundation
import Hummingbird

/// Marking a page's corners by hand, on the photo as the camera took it, where the page finder
/// found the wrong sheet or none.
extension CaptureRoutes {
    /// The corner editor, for a letter being read (`/jobber/…`) or a filed letter's page
    /// cropped again (`/dokumenter/…`).
    struct CornerPage {
        struct Corner { let name: String; let label: String; let x: Int; let y: Int }
        let csrfToken: String
        let page: Int
        let photoWidth: Int
        let photoHeight: Int
        let corners: [Corner]
        let error: String?
        /// Where the corners are posted, where the photo is, and where «Avbryt» goes.
        let action: String
        let photoURL: String
        let cancelURL: String

        /// The corners `known`, or a frame a tenth of the photo in from its edges.
        init(csrfToken: String, page: Int, photo: DecodedPhoto, known: Quadrilateral?, error: String?,
             action: String, photoURL: String, cancelURL: String) {
            let inset = Double(min(photo.width, photo.height)) * 0.1
            let quad = known ?? Quadrilateral(
                topLeft: Point(x: inset, y: inset), topRight: Point(x: Double(photo.width) - inset, y: inset),
                bottomRight: Point(x: Double(photo.width) - inset, y: Double(photo.height) - inset),
                bottomLeft: Point(x: inset, y: Double(photo.height) - inset))
            let points = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
            (self.csrfToken, self.page, self.photoWidth, self.photoHeight) = (csrfToken, page, photo.width, photo.height)
            corners = zip(CaptureRoutes.cornerNames, points).map {
                .init(name: $0.0, label: $0.1, x: Int($1.x.rounded()), y: Int($1.y.rounded()))
            }
            (self.error, self.action, self.photoURL, self.cancelURL) = (error, action, photoURL, cancelURL)
        }
    }

    static var cornerNames: [(String, String)] {
        [("tl", Language.current.words(.topLeft)),
         ("tr", Language.current.words(.topRight)),
         ("br", Language.current.words(.bottomRight)),
         ("bl", Language.current.words(.bottomLeft))]
    }

    /// The corner editor's fields, in photo pixels; `tr`'s y is named `try` on the form.
    struct CornerForm: Decodable {
        let tlx, tly, trx, trY, brx, bry, blx, bly: Double

        enum CodingKeys: String, CodingKey {
            case tlx, tly, trx, trY = "try", brx, bry, blx, bly
        }

        /// Handles dragged past each other still name the same sheet: the corners are put in order.
        var corners: Quadrilateral? {
            Quadrilateral(unordered: [Point(x: tlx, y: tly), Point(x: trx, y: trY), Point(x: brx, y: bry), Point(x: blx, y: bly)])
        }
    }

    func pageNumber(_ context: WebRequestContext, of job: PendingJob) throws -> Int {
        guard let number = Int(try context.parameters.require("number")), (1...job.originalNames.count).contains(number) else {
            throw HTTPError(.notFound)
        }
        return number
    }

    func cornerPage(_ context: WebRequestContext, error: String? = nil,
                            status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let (session, job) = try Self.job(context)
        let number = try pageNumber(context, of: job)
        let photo = try photo(of: job, page: number, in: session)
        let known = (try? session.library.draft(of: job))?.pageCorners.flatMap { number <= $0.count ? $0[number - 1] : nil }
            ?? job.corners.dropFirst(number - 1).first ?? nil
        let id = job.id.uuidString.lowercased()
        return try services.page("corners", CornerPage(
            csrfToken: session.csrfToken, page: number, photo: photo, known: known, error: error,
            action: "/jobber/\(id)/side/\(number)/hjorner", photoURL: "/jobber/\(id)/foto/\(number)", cancelURL: "/jobber/\(id)"),
            status: status)
    }

    func setCorners(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let (session, job) = try Self.job(context)
        let number = try pageNumber(context, of: job)
        let form = try await request.form(CornerForm.self, postedIn: session)
        do {
            guard let corners = form.corners else { throw LibraryError.invalidCorners }
            try session.library.retry(job, cornersOfPage: (number, corners))
        } catch let error as LibraryError {
            return try cornerPage(context, error: error.text, status: error.status).response
        }
        services.processor.enqueue(job.id, library: session.library)
        return Response.redirect(to: "/jobber/\(job.id.uuidString.lowercased())", type: .normal)
    }

    func photoPreview(_ context: WebRequestContext) throws -> Response {
        let (session, job) = try Self.job(context)
        let number = try pageNumber(context, of: job)
        return try Self.preview(of: try photo(of: job, page: number, in: session))
    }

    /// A photo made small enough to mark its corners on.
    static func preview(of photo: DecodedPhoto) throws -> Response {
        let preview: Data
        do {
            preview = try photo.previewJPEG()
        } catch {
            throw HTTPError(.unprocessableContent, message: error.userMessage)
        }
        var headers = HTTPFields()
        headers[.contentType] = "image/jpeg"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: preview)))
    }

    /// A job's photo decoded again. A photo that cannot be read is the upload's fault, not the
    /// server's: 422 with the reason, as the job itself says it.
    func photo(of job: PendingJob, page: Int, in session: Session) throws -> DecodedPhoto {
        do {
            return try session.library.photo(of: job, page: page)
        } catch {
            throw HTTPError(.unprocessableContent,
                            message: PhotoReading.failureMessage(for: error, english: Language.current == .english))
        }
    }
}
