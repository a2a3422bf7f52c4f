/// Where a fake listens, and whether it logs each request: what its command line gives its server.
public struct ServerOptions: Sendable {
    public var host: String
    public var port: Int
    public var verbose: Bool

    public init(host: String, port: Int, verbose: Bool) {
        self.host = host
        self.port = port
        self.verbose = verbose
    }
}
