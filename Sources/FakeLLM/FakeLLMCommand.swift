import ArgumentParser
import FakeServiceKit
import Foundation

@main
struct FakeLLMCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fake-llm",
        abstract: "A fake LLM provider speaking OpenAI's, Ollama's and Anthropic's chat APIs, scripted and misbehaving on command.")

    @OptionGroup var server: ServerOptions

    @Option(help: "The API key every provider request must carry; without it, any request is let in.")
    var key: String?

    @Option(help: "The models it serves, comma-separated; any other is unknown (404).")
    var models = "fake-small,fake-large"

    @Option(help: "Directory where the request log is kept, so it outlives the process.")
    var data: String?

    private var modelNames: [String] {
        models.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func validate() throws {
        guard !modelNames.isEmpty else { throw ValidationError("--models must name at least one model.") }
        if let key, key.isEmpty { throw ValidationError("--key must not be empty.") }
    }

    func run() async throws {
        let state = try LLMState(key: key, models: modelNames,
                                 dataDirectory: data.map { URL(fileURLWithPath: $0, isDirectory: true) })
        try await server.serve(buildRouter(state: state, verbose: server.verbose), as: "fake-llm")
    }
}
