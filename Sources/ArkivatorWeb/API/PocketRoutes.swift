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

    /// The version a sealed letter is of, which its context names too.
    static let versionHeader = HTTPField.Name("X-Pocket-Version")!

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("pocket/phones") { _, context in
            try APIRoutes.json(try context.requireSession().library.pocketPhones().map(Components.Schemas.PocketPhone.init))
        }
        group.post("pocket/phones") { request, context in try await addPhone(request, context) }
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
        let confirmed: PassphraseConfirmed
        do {
            confirmed = try await services.confirmPassphrase(body.passphrase, orPasskey: body.passkey,
                                                             at: services.passkeyOrigin(context), in: session, from: context.client)
        } catch let refusal as PassphraseThrottle.TooManyAttempts {
            return refusal.telling(try APIRoutes.error(.tooManyRequests, refusal.message))
        }
        let phone = try session.library.addPocketPhone(named: body.name, publicKey: key,
                                                       selection: body.selection?.chosen ?? PocketSelection(), confirmed: confirmed)
        return try APIRoutes.json(Components.Schemas.PocketPhone(phone), status: .created)
    }

    private func changes(_ request: Request, _ context: WebRequestContext) async throws -> Response {
        let session = try context.requireSession()
        let body: ChangesRequestDTO = try await APIRoutes.decoded(request)
        let changes = try session.library.pocketChanges(of: try context.parameters.require("phone"),
                                                        holding: body.held.map { PocketVersion(id: $0.id, version: $0.version) },
                                                        now: services.configuration.now())
        return try APIRoutes.json(Components.Schemas.PocketChanges(changes))
    }
}
