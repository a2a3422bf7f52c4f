import ArkivatorCore
import ArkivatorLibrary
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
        let toDo: ToDoRoutes.List
    }

    /// A person as typed on the family page; the Library checks every field.
    struct MemberForm: Decodable {
        let name: String
        var relationship: String?
        var fnr: String?
    }

    /// One person, to be changed or removed.
    struct MemberPage {
        struct Other { let id: Int64; let name: String }
        let csrfToken: String
        let id: Int64
        let name: String
        let relationship: String
        let born: String
        let driveFolder: String
        let number: String?
        let others: [Other]
        let unknownPerson = Language.unknownPerson
        let confirmsWithPasskey: Bool
        let saved: Bool
        let error: String?
    }

    struct MemberEditForm: Decodable {
        let name: String?
        let relationship: String?
        let born: String?
        let driveFolder: String?
    }

    struct NumberForm: Decodable {
        let fnr: String?
        let action: String?
        let passphrase: String?
        let passkey: String?
    }

    struct RemovalForm: Decodable {
        let moveTo: String?
    }

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("familie") { _, context in try familyPage(context, error: nil) }
        group.post("familie") { request, context in try await addMember(request, context) }
        group.post("familie/:id/fjern") { request, context in try await removeMember(request, context) }
        group.get("familie/:id") { request, context in
            try memberPage(context, saved: request.uri.queryParameters["lagret"] == "1")
        }
        group.post("familie/:id") { request, context in try await editMember(request, context) }
        group.post("familie/:id/fodselsnummer") { request, context in try await changeNumber(request, context) }
        group.get("familie/:id/tidslinje") { _, context in try timeline(context) }
    }

    private func familyPage(_ context: WebRequestContext, error: String?, status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let session = try context.requireSession()
        let members = try session.library.family().compactMap { member in
            member.id.map { FamilyPage.Member(id: $0, name: member.name, relationship: member.relationship,
                                              number: member.fodselsnummer?.masked) }
        }
        return try services.page("family", FamilyPage(csrfToken: session.csrfToken, members: members, error: error),
                                 status: status)
    }

    private func addMember(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(MemberForm.self, postedIn: session)
        let added: FamilyChange
        do {
            added = try session.library.addFamilyMember(NewFamilyMember(
                name: form.name, relationship: form.relationship ?? "", fodselsnummer: form.fnr))
        } catch let error as LibraryError {
            return try familyPage(context, error: error.text, status: error.status).response
        }
        // Letters that carried the new member's number are now theirs, and move in Drive too.
        if !added.claimed.isEmpty { services.driveSync.wake() }
        return Response.redirect(to: "/familie", type: .normal)
    }

    /// The member's letters stay, as «Ukjent person» or as the person chosen to have them.
    private func removeMember(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(RemovalForm.self, postedIn: session)
        let id = try memberID(context)
        do {
            let heir = form.moveTo.flatMap { FamilyMember.ID($0) }
            if try !session.library.removeFamilyMember(id, movingLettersTo: heir).refiled.isEmpty { services.driveSync.wake() }
        } catch let error as LibraryError {
            return try memberPage(context, error: error.text, status: error.status).response
        }
        return Response.redirect(to: "/familie", type: .normal)
    }

    private func memberID(_ context: WebRequestContext) throws -> FamilyMember.ID {
        guard let id = FamilyMember.ID(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
        return id
    }

    private func memberPage(_ context: WebRequestContext, saved: Bool = false, error: String? = nil,
                            status: HTTPResponse.Status = .ok) throws -> HTMLPage {
        let session = try context.requireSession()
        let member = try session.library.familyMember(try memberID(context))
        let others = try session.library.family().compactMap { other in
            other.id.flatMap { $0 == member.id ? nil : MemberPage.Other(id: $0, name: other.name) }
        }
        return try services.page("member", MemberPage(
            csrfToken: session.csrfToken, id: member.id ?? 0, name: member.name, relationship: member.relationship,
            born: member.birthDate?.iso ?? "", driveFolder: member.driveFolderName, number: member.fodselsnummer?.masked,
            others: others, confirmsWithPasskey: try services.confirmsWithPasskey(session, context),
            saved: saved, error: error), status: status)
    }

    /// Name, relationship, birth date and Drive folder; the Library checks each.
    private func editMember(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(MemberEditForm.self, postedIn: session)
        let id = try memberID(context)
        do {
            let change = try session.library.updateFamilyMember(id, FamilyMemberEdit(
                name: form.name, relationship: form.relationship, birthDate: try Library.birthDate(typed: form.born),
                driveFolder: form.driveFolder.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }))
            if !change.refiled.isEmpty { services.driveSync.wake() }
        } catch let error as LibraryError {
            return try memberPage(context, error: error.text, status: error.status).response
        }
        return Response.redirect(to: "/familie/\(id)?lagret=1", type: .normal)
    }

    /// A new number, or none: with the passphrase (or a passkey) again, as the Library asks.
    private func changeNumber(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let form = try await request.form(NumberForm.self, postedIn: session)
        let id = try memberID(context)
        return try await services.confirming(form.passphrase, orPasskey: form.passkey, at: services.passkeyOrigin(context),
                                             in: session, from: context.client,
                                             refused: { try memberPage(context, error: $0, status: $1).response }) { confirmed in
            do {
                let number: FieldChange<String> = form.action == "clear" ? .clear : .set(form.fnr ?? "")
                let change = try session.library.updateFamilyMember(id, FamilyMemberEdit(fodselsnummer: number), confirmed: confirmed)
                if !change.claimed.isEmpty || !change.refiled.isEmpty { services.driveSync.wake() }
            } catch let error as LibraryError {
                return try memberPage(context, error: error.text, status: error.status).response
            }
            return Response.redirect(to: "/familie/\(id)?lagret=1", type: .normal)
        }
    }

    private func timeline(_ context: WebRequestContext) throws -> HTMLPage {
        let session = try context.requireSession()
        guard let id = FamilyMember.ID(try context.parameters.require("id")) else { throw HTTPError(.notFound) }
        let member = try session.library.familyMember(id)
        let summaries = try session.library.documents(matching: DocumentFilter(person: .member(id)), limit: 10_000)
        let upcoming = try session.library.upcomingAppointments(person: id).map { appointment in
            TimelinePage.Entry(id: appointment.documentID, title: appointment.title,
                               date: appointment.isCancelled
                                   ? Language.current.words(.appointmentCancelledAt(time: appointment.start.displayText))
                                   : appointment.start.displayText,
                               typeLabel: "")
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
        return try services.page("timeline", TimelinePage(
            csrfToken: session.csrfToken, name: member.name, upcoming: upcoming, hasUpcoming: !upcoming.isEmpty,
            years: years, isEmpty: summaries.isEmpty,
            toDo: ToDoRoutes.list(try session.library.toDoList(person: id, includingHistory: true), back: "/familie/\(id)/tidslinje",
                                  showingPerson: false)))
    }
}
