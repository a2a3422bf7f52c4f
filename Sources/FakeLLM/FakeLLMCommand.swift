import ArgumentParser
import Foundation
import Hummingbird

@main
struct FakeLLMCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fake-llm",
        abstract: "A fake LLM provider speaking OpenAI's, Ollama's and Anthropic's chat APIs, scripted and misbehaving on command.")

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port: Int

    @Option(help: "The API key every provider request must carry; without it, any request is let in.")
    var key: String?

    @Option(help: "The models it serves, comma-separated; any other is unknown (404).")
    var models = "fake-small,fake-large"

    @Option(help: "Directory where the request log is kept, so it outlives the process.")
    var data: String?

    @Option(help: "Address to bind.")
    var host = "127.0.0.1"

    @Flag(help: "Print one line per request to stderr.")
    var verbose = false

    private var modelNames: [String] {
        models.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard !modelNames.isEmpty else { throw ValidationError("--models must name at least one model.") }
        if let key, key.isEmpty { throw ValidationError("--key must not be empty.") }
    }

    func run() async throws {
        let state = try LLMState(key: key, models: modelNames,
                                 dataDirectory: data.map { URL(fileURLWithPath: $0, isDirectory: true) })
        let app = buildApplication(state: state, options: ServerOptions(host: host, port: port, verbose: verbose))
        try await app.runService()
    }
}
