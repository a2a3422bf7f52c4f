import FakeServiceKit
import Foundation
import HTTPTypes
import Hummingbird

/// An error in the shape Google's JSON APIs use:
/// `{"error":{"code","message","errors":[{"message","domain","reason",...}],"status"}}`.
/// Clients branch on `errors[0].reason`, so every case here names Google's real reason.
struct GoogleError: Error, HTTPResponseError {
    var status: HTTPResponse.Status
    var message: String
    var reason: String
    var domain = "global"
    /// `errors[0].message` when it differs from the top-level message, as with `authError`.
    var detailMessage: String?
    var location: String?
    var locationType: String?
    var headers: HTTPFields = [:]

    var json: JSON {
        var detail: [(key: String, value: JSON)] = [
            ("message", .string(detailMessage ?? message)),
            ("domain", .string(domain)),
            ("reason", .string(reason)),
        ]
        if let location { detail.append(("location", .string(location))) }
        if let locationType { detail.append(("locationType", .string(locationType))) }
        return [
            "error": [
                "code": .number(Double(status.code)),
                "message": .string(message),
                "errors": [.object(detail)],
                "status": .string(GoogleError.statusName(status.code)),
            ]
        ]
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = Response.json(json, status: status)
        response.headers.append(contentsOf: headers)
        return response
    }

    /// The google.rpc.Code names Google's frontends put in `status`.
    static func statusName(_ code: Int) -> String {
        switch code {
        case 400: "INVALID_ARGUMENT"
        case 401: "UNAUTHENTICATED"
        case 403: "PERMISSION_DENIED"
        case 404: "NOT_FOUND"
        case 409: "ALREADY_EXISTS"
        case 412: "FAILED_PRECONDITION"
        case 413: "OUT_OF_RANGE"
        case 429: "RESOURCE_EXHAUSTED"
        case 501: "UNIMPLEMENTED"
        case 503: "UNAVAILABLE"
        case 500..<600: "INTERNAL"
        default: "UNKNOWN"
        }
    }
}

extension GoogleError {
    static let unauthenticated = GoogleError(
        status: .unauthorized,
        message: "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        reason: "authError",
        detailMessage: "Invalid Credentials",
        location: "Authorization",
        locationType: "header",
        headers: [.wwwAuthenticate: #"Bearer realm="https://accounts.google.com/", error="invalid_token""#])

    static func notFound(_ fileID: String) -> GoogleError {
        GoogleError(status: .notFound, message: "File not found: \(fileID).", reason: "notFound",
                    location: "fileId", locationType: "parameter")
    }

    static func badRequest(_ message: String) -> GoogleError {
        GoogleError(status: .badRequest, message: message, reason: "badRequest")
    }

    /// files.update takes parents only through addParents/removeParents (contract §1.5).
    static let parentsNotWritable = GoogleError(
        status: .forbidden,
        message: "The parents field is not directly writable in update requests. Use the addParents and removeParents parameters instead.",
        reason: "fieldNotWritable")

    static let insufficientPermissions = GoogleError(
        status: .forbidden, message: "The user does not have sufficient permissions for this file.",
        reason: "insufficientFilePermissions")

    static let parseError = GoogleError(status: .badRequest, message: "Parse Error", reason: "parseError")

    /// Google answers every malformed parameter value with the same terse "Invalid Value".
    static func invalidValue(_ parameter: String) -> GoogleError {
        GoogleError(status: .badRequest, message: "Invalid Value", reason: "invalid",
                    location: parameter, locationType: "parameter")
    }

    static func invalidParameter(_ parameter: String, message: String) -> GoogleError {
        GoogleError(status: .badRequest, message: message, reason: "invalidParameter",
                    location: parameter, locationType: "parameter")
    }

    static func invalidFieldSelection(_ field: String) -> GoogleError {
        invalidParameter("fields", message: "Invalid field selection \(field)")
    }

    static let quotaExceeded = GoogleError(
        status: .forbidden, message: "The user's Drive storage quota has been exceeded.",
        reason: "storageQuotaExceeded", domain: "usageLimits")

    static let fileNotDownloadable = GoogleError(
        status: .forbidden,
        message: "Only files with binary content can be downloaded. Use Export with Docs Editors files.",
        reason: "fileNotDownloadable", location: "alt", locationType: "parameter")

    static let internalError = GoogleError(status: .internalServerError, message: "Internal Error", reason: "internalError")
    static let backendError = GoogleError(status: .serviceUnavailable, message: "Backend Error", reason: "backendError")
    static let tooManyRequests = GoogleError(
        status: .tooManyRequests, message: "Too Many Requests", reason: "rateLimitExceeded", domain: "usageLimits")
    static let userRateLimitExceeded = GoogleError(
        status: .forbidden, message: "User rate limit exceeded.", reason: "userRateLimitExceeded", domain: "usageLimits")
    static let rateLimitExceeded = GoogleError(
        status: .forbidden, message: "Rate Limit Exceeded", reason: "rateLimitExceeded", domain: "usageLimits")

    static func uploadSessionNotFound(_ uploadID: String) -> GoogleError {
        GoogleError(status: .notFound, message: "Upload session not found: \(uploadID)", reason: "notFound",
                    location: "upload_id", locationType: "parameter")
    }
}

/// The token endpoint speaks RFC 6749 §5.2 errors, not the Drive error shape.
struct OAuthError: Error, HTTPResponseError {
    var status: HTTPResponse.Status = .badRequest
    var error: String
    var description: String

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response.json(["error": .string(error), "error_description": .string(description)],
                      status: status, contentType: "application/json; charset=utf-8")
    }

    static let badGrant = OAuthError(error: "invalid_grant", description: "Bad Request")
    static let expiredOrRevoked = OAuthError(error: "invalid_grant", description: "Token has been expired or revoked.")
    static let invalidToken = OAuthError(error: "invalid_token", description: "Token expired or revoked")

    static func missing(_ parameter: String) -> OAuthError {
        OAuthError(error: "invalid_request", description: "Missing required parameter: \(parameter)")
    }
}

extension Response {
    static func json(_ value: JSON, status: HTTPResponse.Status = .ok,
                     contentType: String = "application/json; charset=UTF-8") -> Response {
        let body = Data(value.serialized().utf8)
        return Response(status: status,
                        headers: [.contentType: contentType],
                        body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func text(_ text: String, status: HTTPResponse.Status = .ok,
                     contentType: String = "text/plain; charset=utf-8") -> Response {
        let body = Data(text.utf8)
        return Response(status: status,
                        headers: [.contentType: contentType],
                        body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
