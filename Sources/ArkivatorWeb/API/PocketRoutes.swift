import ArkivatorCore
import ArkivatorLibrary
import ArkivatorWire
import Foundation
import HTTPTypes
import Hummingbird

/// The archive in the pocket, for the phone's own script and a future native app: phones
/// registered with their key, what each must fetch and wipe, and each letter sealed to it.
struct PocketRoutes {
    let services: WebServices

    struct PhoneRequestDTO: Decodable {
        let name: String
        /// SubjectPublicKeyInfo (DER), base64url.
        let publicKey: String
        let selection: Components.Schemas.PocketSelection?
        let passphrase: String?
        /// A passkey's answer, standing for the passphrase.
        let passkey: String?
    }

    struct ChangesRequestDTO: Decodable {
        let held: [Components.Schemas.PocketVersion]
    }

    struct SelectionRequestDTO: Decodable {
        let selection: Components.Schemas.PocketSelection
        let passphrase: String?
        let passkey: String?
    }

    /// The version a sealed letter is of, which its context names too.
    static let versionHeader = HTTPField.Name("X-Pocket-Version")!

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("pocket/phones") { _, context in
            try APIRoutes.json(try context.requireSession().library.pocketPhones().map(Self.wire))
        }
        group.post("pocket/phones") { request, context in try await addPhone(request, context) }
        group.post("pocket/estimate") { request, context in
            let selection: Components.Schemas.PocketSelection = try await APIRoutes.decoded(request)
            let estimate = try context.requireSession().library.pocketEstimate(for: selection.chosen, now: services.configuration.now())
            return try APIRoutes.json(Components.Schemas.PocketEstimate(estimate, in: Language.current))
        }
        group.put("pocket/phones/:phone") { request, context in try await choose(request, context) }
        group.put("pocket/phones/:phone/letters/:id") { _, context in try carry(true, context) }
        group.delete("pocket/phones/:phone/letters/:id") { _, context in try carry(false, context) }
        group.delete("pocket/phones/:phone") { _, context in
            try context.requireSession().library.removePocketPhone(try context.parameters.require("phone"))
            return Response(status: .noContent)
        }
        group.post("pocket/phones/:phone/changes") { request, context in try await changes(request, context) }
        group.get("pocket/phones/:phone/letters/:id") { _, context in
            let (version, sealed) = try context.requireSession().library.pocketLetter(
                try context.documentID(), for: try context.parameters.require("phone"), now: services.configuration.now())
            return Response(status: .ok, headers: [.contentType: "application/octet-stream", .cacheControl: "no-store",
                                                   Self.versionHeader: version],
                            body: .init(byteBuffer: ByteBuffer(bytes: sealed)))
        }
    }

    /// Letters leave the library for as long as the phone carries them: only under the owner's
    /// cookie, with the passphrase (or a passkey) again.
    private func addPhone(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        guard !session.isOpenedByAPIKey else {
            return try APIRoutes.error(.forbidden, Language.current.words(.apiKeyCannotMakeKeys))
        }
        let body: PhoneRequestDTO = try await APIRoutes.decoded(request)
        guard let key = Base64URL.decode(body.publicKey) else { throw LibraryError.pocketKeyInvalid }
        let confirmed = try await services.confirmPassphrase(body.passphrase, orPasskey: body.passkey,
                                                             at: services.passkeyOrigin(context), in: session, from: context.client)
        let phone = try session.library.addPocketPhone(named: body.name, publicKey: key,
                                                       selection: body.selection?.chosen ?? PocketSelection(), confirmed: confirmed)
        return try APIRoutes.json(Self.wire(phone), status: .created)
    }

    /// A new choice: the passphrase (or a passkey) is checked when given, and the Library says
    /// whether the choice needed it. Waiting after wrong ones is answered by `ErrorPageMiddleware`.
    private func choose(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let body: SelectionRequestDTO = try await APIRoutes.decoded(request)
        let given = !(body.passphrase ?? "").isEmpty || !(body.passkey ?? "").isEmpty
        let confirmed = given ? try await services.confirmPassphrase(body.passphrase, orPasskey: body.passkey,
                                                                     at: services.passkeyOrigin(context), in: session,
                                                                     from: context.client) : nil
        let phone = try session.library.setPocketSelection(body.selection.chosen, of: try context.parameters.require("phone"),
                                                           confirmed: confirmed)
        return try APIRoutes.json(Self.wire(phone))
    }

    private func carry(_ carries: Bool, _ context: WebRequestContext) throws -> Response {
        let phone = try context.requireSession().library.setPocketCarries(try context.documentID(), carries,
                                                                          on: try context.parameters.require("phone"))
        return try APIRoutes.json(Self.wire(phone))
    }

    private static func wire(_ phone: PocketPhone) -> Components.Schemas.PocketPhone {
        Components.Schemas.PocketPhone(phone)
    }

    private func changes(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let body: ChangesRequestDTO = try await APIRoutes.decoded(request)
        let changes = try session.library.pocketChanges(of: try context.parameters.require("phone"),
                                                        holding: body.held.map { PocketVersion(id: $0.id, version: $0.version) },
                                                        now: services.configuration.now())
        let lockAfter = session.library.chosenLockTimeout ?? services.configuration.idleTimeout
        return try APIRoutes.json(Components.Schemas.PocketChanges(changes, lockAfter: lockAfter))
    }
}
