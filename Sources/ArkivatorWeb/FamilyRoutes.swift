import ArkivatorCore
import ArkivatorStore
import Foundation
import Hummingbird

/// The family whose letters are kept, and each person's letters as a timeline.
struct FamilyRoutes {
    let services: WebServices

    struct FamilyPage {
        struct Member { let id: Int64; let name: String; let relationship: String; let number: String? }
        let csrfToken: String
        let members: [Member]
        let error: String?
    }

    struct TimelinePage {
        struct Entry { let id: Int64; let title: String; let date: String; let typeLabel: String }
        struct Year { let year: String; let entries: [Entry] }
        let csrfToken: String
        let name: String
        let upcoming: [Entry]
        let hasUpcoming: Bool
        let years: [Year]
        let isEmpty: Bool
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("familie") { _, context in try familyPage(context, error: nil) }
        group.post("familie") { request, context in try await addMember(request, context) }
        group.post("familie/:id/fjern") { request, context in try await removeMember(request, context) }
        group.get("familie/:id/tidslinje") { _, context in try timeline(context) }
    }

    private func familyPage(_ context: WebRequestContext, error: String?, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let session = try context.requireSession()
        let members = try session.archive.database.familyMembers().compactMap { member in
            member.id.map { FamilyPage.Member(id: $0, name: member.name, relationship: member.relationship,
                                              number: member.fodselsnummer?.masked) }
        }
        return try services.page("family", FamilyPage(csrfToken: session.csrfToken, members: members, error: error),
                                 status: status)
    }

    private func addMember(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let fields = try await formFields(of: request, postedIn: session)
        let name = (fields["name"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return try familyPage(context, error: UILanguage.current.text("Skriv et navn.", "Enter a name."), status: .badRequest).response }
        let relationship = (fields["relationship"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        var number: Fodselsnummer?
        if let digits = fields["fnr"]?.trimmingCharacters(in: .whitespaces), !digits.isEmpty {
            guard let parsed = Fodselsnummer(digits) else {
                return try familyPage(context, error: UILanguage.current.text("Fødselsnummeret er ikke gyldig (kontrollsifrene stemmer ikke).", "The national ID number is not valid (its check digits do not match)."),
                                      status: .badRequest).response
            }
            number = parsed
        }
        var member = FamilyMember(name: name, relationship: relationship.isEmpty ? "familie" : relationship,
                                  birthDate: number?.birthDate, fodselsnummer: number)
        member.id = try session.archive.database.addFamilyMember(member)
        if try !session.archive.fileUnassignedDocuments(carryingNumberOf: member).isEmpty { services.driveSync.wake() }
        return Response.redirect(to: "/familie", type: .normal)
    }

    private func removeMember(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        _ = try await formFields(of: request, postedIn: session)
        guard let id = Int64(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
        try session.archive.database.removeFamilyMember(id: id)
        return Response.redirect(to: "/familie", type: .normal)
    }

    private func timeline(_ context: WebRequestContext) throws -> HTMLPage {
        let session = try context.requireSession()
        let database = session.archive.database
        guard let id = Int64(try context.parameters.require("id")),
              let member = try database.familyMembers().first(where: { $0.id == id })
        else { throw HTTPError(.notFound, message: UILanguage.current.text("Fant ikke personen.", "Person not found.")) }
        let summaries = try database.documents(matching: DocumentFilter(person: .member(id)), limit: 10_000, offset: 0)
        let today = CalendarDate.today
        let upcoming = summaries.compactMap { summary -> (LocalDateTime, TimelinePage.Entry)? in
            guard let appointment = summary.appointment, appointment.date >= today else { return nil }
            return (appointment, .init(id: summary.id, title: summary.title, date: appointment.displayText,
                                       typeLabel: summary.docType.label))
        }
        var years: [TimelinePage.Year] = []
        for summary in summaries {
            let date = summary.documentDate ?? CalendarDate(summary.scanDate)
            let entry = TimelinePage.Entry(id: summary.id, title: summary.title, date: date.norwegianNumeric,
                                           typeLabel: summary.docType.label)
            if years.last?.year == String(date.year) {
                years[years.count - 1] = .init(year: String(date.year), entries: years[years.count - 1].entries + [entry])
            } else {
                years.append(.init(year: String(date.year), entries: [entry]))
            }
        }
        let soonest = upcoming.sorted { $0.0 < $1.0 }.map(\.1)
        return try services.page("timeline", TimelinePage(
            csrfToken: session.csrfToken, name: member.name, upcoming: soonest, hasUpcoming: !soonest.isEmpty,
            years: years, isEmpty: summaries.isEmpty))
    }
}
