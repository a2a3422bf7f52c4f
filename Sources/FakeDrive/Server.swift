import FakeServiceKit
import Foundation
import Hummingbird
import NIOCore

/// Each request's context. It keeps the connection's channel because the `drop` fault has
/// to close the connection itself, which no `Response` can express.
struct FakeDriveContext: FakeServiceContext {
    /// Generous enough for any chunk or multipart upload a client sends.
    static let bodyLimit = 64 * 1024 * 1024

    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

func buildRouter(state: DriveState, verbose: Bool) -> Router<FakeDriveContext> {
    let router = Router(frontDoor: DriveFrontDoor(state: state), verbose: verbose)
    OAuthRoutes(state: state).add(to: router)
    DriveRoutes(state: state).add(to: router)
    UploadRoutes(state: state).add(to: router)
    AdminRoutes(state: state).add(to: router)
    return router
}

extension Request {
    mutating func bodyData() async throws -> Data {
        try await bodyData(upTo: FakeDriveContext.bodyLimit)
    }

    /// The OAuth access token of a Drive call: the `Authorization` header, else `access_token`.
    var bearerToken: String? {
        headers[.authorization] == nil ? queryItems["access_token"] : headers.bearerToken
    }
}

extension JSON {
    /// Parses a request body as Google does: a blank one is an empty object.
    static func parse(requestBody data: Data) throws -> JSON {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .object([])
        }
        return try parse(data)
    }
}

extension DriveState {
    func authenticate(_ request: Request) throws(GoogleError) {
        try authenticate(request.bearerToken)
    }

    func requireQuota() throws(GoogleError) {
        if state.config.quotaExceeded { throw GoogleError.quotaExceeded }
    }
}
