import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Hummingbird

/// «Les feltene på nytt fra teksten»: the fields a corrected text gives, each taken only when
/// the owner ticks it (`Library.rereading`, `Library.takeRereading`).
extension PageRoutes {
    struct RereadPage {
        struct Row { let name: String; let label: String; let current: String; let readNow: String }
        let csrfToken: String
        let id: Int64
        let title: String
        let fields: [Row]
        let hasFields: Bool
        let error: String?
    }

    /// The ticked fields, each a checkbox named after its field.
    struct RereadForm: Decodable {
        let chosen: Set<RereadField.Field>

        struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let form = try decoder.container(keyedBy: Key.self)
            chosen = Set(RereadField.Field.allCases.filter { form.contains(Key(stringValue: $0.rawValue)) })
        }
    }

    func addRereading(to group: RouterGroup<WebRequestContext>) {
        group.get("dokumenter/:id/les-igjen") { _, context in try rereadPage(context) }
        group.post("dokumenter/:id/les-igjen") { request, context in
            let (session, document) = try document(context)
            let form = try await request.form(RereadForm.self, postedIn: session)
            let id = document.id ?? 0
            do {
                try session.library.takeRereading(form.chosen, of: id)
            } catch let error as LibraryError {
                return try rereadPage(context, error: error.text, status: error.status).response
            }
            services.driveSync.wake()
            return Response.redirect(to: "/dokumenter/\(id)?lest=1", type: .normal)
        }
    }

    private func rereadPage(_ context: WebRequestContext, error: String? = nil, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let (session, document) = try document(context)
        let id = document.id ?? 0
        let fields = try session.library.rereading(of: id).map { field in
            RereadPage.Row(name: field.field.rawValue, label: Language.current.words(field.field.label),
                           current: Self.shown(field.current, field.field), readNow: Self.shown(field.readNow, field.field))
        }
        return try services.page("reread", RereadPage(csrfToken: session.csrfToken, id: id, title: document.title,
                                                      fields: fields, hasFields: !fields.isEmpty, error: error), status: status)
    }

    /// A field's value as the letter's page shows it: dates as Norwegians write them, «–» for none.
    private static func shown(_ value: String?, _ field: RereadField.Field) -> String {
        guard let value else { return "–" }
        switch field {
        case .docType: return DocumentType(rawValue: value)?.label ?? value
        case .documentDate: return CalendarDate(iso: value)?.norwegianNumeric ?? value
        case .appointment: return LocalDateTime(iso: value)?.displayText ?? value
        default: return value
        }
    }
}
