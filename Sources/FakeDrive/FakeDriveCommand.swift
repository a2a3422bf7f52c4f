import ArgumentParser
import FakeServiceKit
import Foundation

@main
struct FakeDriveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fake-drive",
        abstract: "A fake of Google's OAuth and Drive v3 servers that misbehaves on command.")

    @OptionGroup var server: ServerOptions

    @Option(help: "Directory holding all state, so that it survives restarts.")
    var data: String

    // The tunables are optional so that, after a restart, flags left out do not overwrite
    // what the admin API configured before.
    @Option(name: .customLong("fail-rate"), help: "Probability (0…1) that a faultable request fails.")
    var failRate: Double?

    @Option(name: .customLong("latency-ms"), help: "Delay added before every response.")
    var latencyMs: Int?

    @Option(name: .customLong("token-lifetime"), help: "Access token lifetime in seconds (default 3600).")
    var tokenLifetime: Int?

    func validate() throws {
        if let failRate, !(0...1).contains(failRate) { throw ValidationError("--fail-rate must be between 0 and 1.") }
        if let latencyMs, latencyMs < 0 { throw ValidationError("--latency-ms must not be negative.") }
        if let tokenLifetime, tokenLifetime <= 0 { throw ValidationError("--token-lifetime must be positive.") }
    }

    func run() async throws {
        let state = try DriveState(directory: URL(fileURLWithPath: data, isDirectory: true))
        var config = await state.config
        if let failRate { config.failRate = failRate }
        if let latencyMs { config.latencyMs = latencyMs }
        if let tokenLifetime { config.tokenLifetime = tokenLifetime }
        _ = try await state.setConfig(config)

        // Replies carry URLs on the fake's own address, which only the bound port completes.
        try await server.serve(buildRouter(state: state, verbose: server.verbose), as: "fake-drive") { port in
            await state.setListeningPort(port)
        }
    }
}
