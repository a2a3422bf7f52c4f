import ArgumentParser
import ArkivatorLibrary
import ArkivatorWeb
import Foundation
import Hummingbird

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Start nettappen: åpne arkivet i nettleseren på telefonen eller datamaskinen.",
        discussion: """
            Lytter bare på denne maskinen (127.0.0.1) med mindre du ber om noe annet. Med \
            --host 0.0.0.0 kan telefoner på samme nett nå den, over HTTPS med arkivets eget \
            sertifikat, på navnet arkivator.local (--name), som kunngjøres med mDNS gjennom \
            Avahi (avahi-publish); siden /sertifikat viser hvordan telefonen lærer å stole på \
            det. Et nytt arkiv opprettes med oppstartskoden som skrives ut her. Stopp med Ctrl-C.
            """
    )

    @Option(help: "Adressen å lytte på.")
    var host = "127.0.0.1"

    @Option(help: "Porten å lytte på.")
    var port = 8080

    @Option(help: "Minutter uten bruk før arkivet låses igjen.")
    var lockAfter = 5

    @Option(name: .customLong("allow-host"), help: ArgumentHelp(
        "Et navn til som appen svarer på, for eksempel kari.local (kan gis flere ganger), på porten den lytter på, eller kari.local:443 for en port som sendes videre hit.", valueName: "navn"))
    var allowedHosts: [String] = []

    @Flag(help: "HTTPS også på 127.0.0.1 (på andre adresser er det alltid på).")
    var tls = false

    @Option(help: ArgumentHelp("Ditt eget sertifikat (PEM, med eventuelle mellomledd) i stedet for arkivets eget.", valueName: "fil"))
    var tlsCert: String?

    @Option(help: ArgumentHelp("Nøkkelen til --tls-cert (PEM).", valueName: "fil"))
    var tlsKey: String?

    @Flag(help: "Ukryptert HTTP på en adresse andre maskiner når. Passordfrasen går da i klartekst over nettet.")
    var insecureHTTP = false

    @Option(help: ArgumentHelp("Navnet telefonene finner arkivet på i hjemmenettet, med eller uten .local ($ARKIVATOR_NAME). Maskinens eget navn.local gjelder også.", valueName: "navn"))
    var name = ProcessInfo.processInfo.environment["ARKIVATOR_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? "arkivator"

    @Flag(help: "Ikke kunngjør navnet på hjemmenettet (mDNS).")
    var noAdvertise = false

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError(.portOutOfRange) }
        guard lockAfter >= 0 else { throw ValidationError(.lockAfterNotNegative) }
        guard (tlsCert == nil) == (tlsKey == nil) else { throw ValidationError(.tlsCertificateAndKeyTogether) }
        guard !(insecureHTTP && (tls || tlsCert != nil)) else {
            throw ValidationError(.insecureHTTPWithTLS)
        }
        guard NameAdvertisement.localName(name) != nil else { throw ValidationError(.notALocalName(name)) }
    }

    /// The name on the home network, when the server can be reached from it at all.
    var localName: String? {
        ListeningAddresses.isLoopback(host) ? nil : NameAdvertisement.localName(name)
    }

    /// The machine's own `.local` name, which avahi-daemon answers for by itself: a phone finds
    /// the service there even when nothing else is announced.
    var machineName: String? {
        ListeningAddresses.isLoopback(host) ? nil : HomeNetworkName.machine()
    }

    /// Whether avahi-daemon runs here, so that the machine's own name resolves on the home network.
    static var avahiDaemonRuns: Bool { FileManager.default.fileExists(atPath: "/run/avahi-daemon/socket") }

    /// TLS unless the server is reachable from this machine only, or the owner said otherwise.
    var usesTLS: Bool {
        tls || tlsCert != nil || (!ListeningAddresses.isLoopback(host) && !insecureHTTP)
    }

    func run() async throws {
        let library = LibraryAccess.folder
        let reachable = ListeningAddresses.of(host: host).filter { !ListeningAddresses.isLoopback($0) }
        let ownNames = [localName, machineName].compactMap { $0 }
        let identity = usesTLS ? try serverIdentity(library: library, names: reachable + ownNames) : nil
        if !usesTLS && !ListeningAddresses.isLoopback(host) {
            Console.warn(.insecureHTTPWarning(host: host, port: port))
        }
        let scheme = identity == nil ? "http" : "https"
        let advertised = advertise(at: reachable.first { !$0.contains(":") }, secure: identity != nil)
        defer { advertised?.stop() }
        var names = advertised.map { [$0.name] } ?? []
        if let machineName, Self.avahiDaemonRuns, !names.contains(machineName) { names.append(machineName) }
        let addresses = names
            + (ListeningAddresses.isWildcard(host) ? ["127.0.0.1"] + reachable.filter { !$0.contains(":") } : [host])
        for address in addresses {
            Console.say(.servingAt(address: "\(scheme)://\(address.contains(":") ? "[\(address)]" : address):\(port)/"))
        }
        if let identity, let fingerprint = identity.rootFingerprint {
            Console.say(.rootFingerprint(fingerprint))
            // The phone installs the root by an address it reaches today, then uses the name.
            let forPhone = addresses.last { identity.serverNames.contains($0) } ?? "127.0.0.1"
            Console.say(.installOnPhone(address: "\(scheme)://\(forPhone):\(port)/sertifikat"))
        }
        var configuration = WebConfiguration(
            host: host, port: port, library: library, appVersion: ArkivatorVersion.current,
            idleTimeout: TimeInterval(lockAfter * 60),
            allowedHosts: .serving(host: host, extra: allowedHosts + ownNames), tls: identity,
            announceSetupCode: { code in
                // Under systemd the output is the journal, which outlives the code and is read by
                // more than root and the service's group: `arkivator setup-code` tells it there.
                if ProcessInfo.processInfo.environment["JOURNAL_STREAM"] != nil {
                    Console.say(.newArchiveSetupCodeNotLogged(path: library.root.path))
                } else {
                    Console.say(.newArchiveSetupCode(path: library.root.path, code: "\(code)"))
                }
            })
        configuration.homeAddress = (names.first ?? localName).map { "\(scheme)://\($0):\(port)/" }
        let app = try await buildApplication(configuration)
        try await app.runService()
    }

    /// Announces the name on the home network through Avahi, unless asked not to; says on the
    /// console when it cannot, and what the phone loses.
    private func advertise(at address: String?, secure: Bool) -> NameAdvertisement? {
        guard let localName, !noAdvertise else { return nil }
        guard let address else { return nil }
        // A second announcement of the daemon's own name would collide with it.
        if localName == machineName, Self.avahiDaemonRuns {
            Console.say(.nameAnsweredByAvahiDaemon(localName))
            return nil
        }
        do {
            let advertisement = try NameAdvertisement.start(name: localName, address: address, port: port, secure: secure)
            Console.say(.nameAdvertised(localName))
            return advertisement
        } catch NameAdvertisement.Unavailable.publisherMissing {
            Console.warn(.nameNotAdvertised(localName, reason: Console.words(.avahiMissing)))
        } catch NameAdvertisement.Unavailable.publisherFailed(let said) {
            Console.warn(.nameNotAdvertised(localName, reason: said))
        } catch {
            Console.warn(.nameNotAdvertised(localName, reason: "\(error)"))
        }
        return nil
    }
    

    /// The owner's certificate, or one from the library's own authority for every address and
    /// name the server answers to.
    private func serverIdentity(library: LibraryFolder, names: [String]) throws -> ServerIdentity {
        if let tlsCert, let tlsKey {
            return try ServerIdentity.load(certificate: URL(fileURLWithPath: tlsCert), key: URL(fileURLWithPath: tlsKey))
        }
        // A certificate names hosts; an --allow-host given with its port names the same host.
        let wanted = names + (ListeningAddresses.isWildcard(host) ? [] : [host]) + allowedHosts.map(AllowedHosts.hostPart)
        let refused = HomeCertificateAuthority.refusedNames(wanted)
        if !refused.isEmpty {
            Console.warn(.certificateCannotName(refused))
        }
        let authority = try HomeCertificateAuthority.openOrCreate(in: library.root.appendingPathComponent("tls", isDirectory: true))
        return try authority.serverIdentity(for: wanted)
    }
}
