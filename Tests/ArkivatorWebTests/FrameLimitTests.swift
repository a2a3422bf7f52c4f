import ArkivatorLibrary
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

/// The viewfinder's frames cannot take the server's memory: a frame's pixels are bounded
/// before it is decoded, and so is how many are decoded at once.
@Suite("Camera frames for the outline, within bounds")
struct FrameLimitTests {
    @Test("a frame of more pixels than a frame has is refused from its header with 413, and says why")
    func tooManyPixels() async throws {
        try await withNewLibrary { folder, _ in
            let services = try await makeTestServices(WebConfiguration(library: folder, appVersion: "test"))
            let session = await services.openSession(try unlockedLibrary(folder))
            let headers: HTTPFields = [.cookie: "arkivator_session=\(session.token)", CSRF.header: session.csrfToken]
            try await Application(router: buildRouter(services)).testAsBrowser { client in
                // 1 × 1 pixels in truth: only a decoder that believed the header would allocate 4 000 × 3 000.
                let claiming = HandMadePNG.claiming(width: 4000, height: 3000)
                #expect(claiming.count < 1000)
                let refused = try await client.execute(uri: "/api/v1/page-outline", method: .post, headers: headers, body: ByteBuffer(data: claiming))
                #expect(refused.status == .contentTooLarge)
                #expect(try HostileUploadTests.errorMessage(refused.body).contains("Rammen er for stor (4000×3000 piksler)"))
                let frame = try await client.execute(uri: "/api/v1/page-outline", method: .post, headers: headers,
                                                     body: ByteBuffer(data: HandMadePNG.grey(width: 640, height: 480)))
                #expect(frame.status == .ok, "a frame as the viewfinder sends it")
                #expect(Library.maximumFramePixels >= 1280 * 720)
            }
        }
    }

    @Test("frames beyond those being decoded and those waiting are turned away with 503 and Retry-After")
    func busy() async throws {
        try await withNewLibrary { folder, _ in
            let services = try await makeTestServices(WebConfiguration(library: folder, appVersion: "test"))
            let session = await services.openSession(try unlockedLibrary(folder))
            let headers: HTTPFields = [.cookie: "arkivator_session=\(session.token)", CSRF.header: session.csrfToken]
            let gate = services.frameDecodes
            // Every slot taken and the line full, as a flood of frames would leave them.
            for _ in 0..<gate.concurrent { try await gate.enter() }
            let waiters = (0..<gate.waitingLimit).map { _ in Task { try await gate.enter() } }
            while await gate.waiting < gate.waitingLimit { await Task.yield() }
            try await Application(router: buildRouter(services)).testAsBrowser { client in
                let turned = try await client.execute(uri: "/api/v1/page-outline", method: .post, headers: headers,
                                                      body: ByteBuffer(data: HandMadePNG.grey(width: 640, height: 480)))
                #expect(turned.status == .serviceUnavailable && turned.headers[.retryAfter] == "1")
            }
            for _ in 0..<(gate.concurrent + gate.waitingLimit) { await gate.leave() }
            for waiter in waiters { try await waiter.value }
        }
    }

    @Test("the gate lets two through, queues the next in order, and refuses beyond its line")
    func gate() async throws {
        let gate = FrameDecodes(concurrent: 2, waiting: 1)
        try await gate.enter()
        try await gate.enter()
        let third = Task { try await gate.enter() }
        while await gate.waiting == 0 { await Task.yield() }
        await #expect(throws: FrameDecodes.Busy.self) { try await gate.enter() }
        await gate.leave()
        try await third.value
        #expect(await gate.waiting == 0)
        // The slot went to the one waiting, so one more may wait now.
        let fourth = Task { try await gate.enter() }
        while await gate.waiting == 0 { await Task.yield() }
        await gate.leave()
        try await fourth.value
        await gate.leave()
        await gate.leave()
        // A decode that runs gives its slot back, and one that throws does too.
        #expect(try await gate.run { 42 } == 42)
        await #expect(throws: FrameDecodes.Busy.self) { try await gate.run { throw FrameDecodes.Busy() } }
        try await gate.enter()
        try await gate.enter()
        await gate.leave()
        await gate.leave()
    }
}
