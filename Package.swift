// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Arkivator",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "arkivator", targets: ["ArkivatorCLI"]),
        .executable(name: "fake-drive", targets: ["FakeDrive"]),
        .executable(name: "fake-llm", targets: ["FakeLLM"]),
        .library(name: "ArkivatorCore", targets: ["ArkivatorCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-certificates.git", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1.git", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
    ],
    targets: [
        .target(name: "ArkivatorCore"),
        .systemLibrary(
            name: "CLeptonica",
            pkgConfig: "lept",
            providers: [.apt(["libleptonica-dev"]), .brew(["leptonica"])]
        ),
        .systemLibrary(
            name: "CTesseract",
            pkgConfig: "tesseract",
            providers: [.apt(["libtesseract-dev"]), .brew(["tesseract"])]
        ),
        .systemLibrary(
            name: "CHeif",
            pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"]), .brew(["libheif"])]
        ),
        // Per-pixel loops run about five times slower unoptimised; every photo in a debug
        // build and its tests would wait on them.
        .target(name: "ArkivatorImaging", dependencies: ["ArkivatorCore", "CLeptonica", "CHeif"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(name: "ArkivatorOCR", dependencies: ["ArkivatorCore", "CTesseract"]),
        // PDFs opened by poppler's own tools in a child process under limits: a crash or a hang
        // there cannot take the server down.
        .target(name: "ArkivatorPDF", dependencies: ["ArkivatorCore"]),
        // The family's appointments as iCalendar feeds and single events, written from documents alone.
        .target(name: "ArkivatorCalendar", dependencies: ["ArkivatorCore"]),
        .target(
            name: "ArkivatorStore",
            dependencies: [
                "ArkivatorCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ],
            resources: [.copy("Resources/synonymer.txt"), .copy("Resources/ordledd.txt")]
        ),
        // The archived file formats, written from a document alone: .docx and searchable PDF.
        .target(name: "ArkivatorDocx", dependencies: ["ArkivatorCore", "ZIPFoundation"]),
        // Keeps a document's files, the local archive folder and backups in step with the store.
        .target(
            name: "ArkivatorArchive",
            dependencies: [
                "ArkivatorCore",
                "ArkivatorStore",
                "ArkivatorDocx",
                "ZIPFoundation",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The Library layer: every use case, each with one set of rules, for the web app, the
        // JSON API and the command line, which only translate into it.
        .target(
            name: "ArkivatorLibrary",
            dependencies: ["ArkivatorCore", "ArkivatorStore", "ArkivatorDocx", "ArkivatorArchive", "ArkivatorDrive",
                           "ArkivatorImaging", "ArkivatorOCR", "ArkivatorPDF", "ArkivatorCalendar", "ArkivatorAssistant",
                           .product(name: "Crypto", package: "swift-crypto"),
                           .product(name: "CryptoExtras", package: "swift-crypto")]
        ),
        // Google Drive: OAuth with PKCE, the Drive v3 client and the persistent upload queue.
        .target(
            name: "ArkivatorDrive",
            dependencies: [
                "ArkivatorCore",
                "ArkivatorStore",
                "ArkivatorArchive",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What the fakes of other services share, so each keeps only its own API: the JSON
        // they speak, the command's options, the server that announces its address, the front
        // door every request passes, the queue of scripted faults and the request log.
        .target(name: "FakeServiceKit",
                dependencies: [.product(name: "Hummingbird", package: "hummingbird"),
                               .product(name: "HTTPTypes", package: "swift-http-types"),
                               .product(name: "NIOCore", package: "swift-nio"),
                               .product(name: "ArgumentParser", package: "swift-argument-parser"),
                               .product(name: "Logging", package: "swift-log")]),
        // A stand-in for Google's OAuth and Drive v3 servers that misbehaves on command, run as
        // its own process by the contract tests and the soak.
        .executableTarget(
            name: "FakeDrive",
            dependencies: [
                "FakeServiceKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // A stand-in for the LLM providers the assistant may talk to (OpenAI-compatible servers,
        // Ollama, Anthropic), scripted and misbehaving on command, run as its own process.
        .executableTarget(
            name: "FakeLLM",
            dependencies: [
                "FakeServiceKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The opt-in assistant: the language-model providers spoken to, the prompts, and the
        // answers read as data that must fit their schema.
        .target(
            name: "ArkivatorAssistant",
            dependencies: [
                "ArkivatorCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // The JSON the API sends and `--json` prints: types generated from the OpenAPI document
        // at build time, so the document cannot drift from what is sent, and the mappings into
        // them from the Library's results.
        .target(
            name: "ArkivatorWire",
            dependencies: [
                "ArkivatorCore",
                "ArkivatorLibrary",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            ],
            resources: [.copy("openapi.json")],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .target(
            name: "ArkivatorWeb",
            dependencies: [
                "ArkivatorCore",
                "ArkivatorWire",
                "ArkivatorStore",
                "ArkivatorLibrary",
                "ArkivatorDrive",
                "ArkivatorImaging",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                // The home network: HTTPS with the library's own small certificate authority.
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Templates"), .copy("Static")]
        ),
        .executableTarget(
            name: "ArkivatorCLI",
            dependencies: [
                "ArkivatorCore",
                "ArkivatorStore",
                "ArkivatorLibrary",
                "ArkivatorDrive",
                "ArkivatorWeb",
                "ArkivatorWire",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // What the test targets share: temporary libraries, the test passphrase, finding and
        // running this package's executables and the real readers, a seeded random source.
        .target(name: "ArkivatorTestSupport",
                dependencies: ["ArkivatorCore", "ArkivatorStore", "ArkivatorArchive", "ArkivatorDrive", "CLeptonica",
                               .product(name: "Crypto", package: "swift-crypto")],
                path: "Tests/ArkivatorTestSupport"),
        .testTarget(name: "ArkivatorCoreTests", dependencies: ["ArkivatorCore", "ArkivatorTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "ArkivatorLibraryTests",
            dependencies: ["ArkivatorLibrary", "ArkivatorStore", "ArkivatorImaging", "ArkivatorOCR", "ArkivatorPDF",
                           "ArkivatorTestSupport", "ZIPFoundation"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "ArkivatorStoreTests", dependencies: ["ArkivatorStore", "ArkivatorTestSupport"]),
        .testTarget(
            name: "ArkivatorArchiveTests",
            dependencies: ["ArkivatorArchive", "ArkivatorStore", "ArkivatorDocx", "ZIPFoundation", "ArkivatorTestSupport"]
        ),
        // The .docx and the searchable PDF, read back by LibreOffice, python-docx and poppler.
        .testTarget(
            name: "ArkivatorDocxTests",
            dependencies: ["ArkivatorDocx", "ZIPFoundation", "ArkivatorTestSupport"],
            exclude: ["Readers"]
        ),
        // The feeds read back by icalendar, libical and khal (Tests/Calendar/validate_ics.py).
        .testTarget(name: "ArkivatorCalendarTests",
                    dependencies: ["ArkivatorCalendar", "ArkivatorCore", "ArkivatorTestSupport"]),
        .testTarget(name: "ArkivatorImagingTests", dependencies: ["ArkivatorImaging", "ArkivatorTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ArkivatorOCRTests", dependencies: ["ArkivatorOCR"], exclude: ["Fixtures"]),
        // Born-digital, scanned, encrypted, broken and hostile PDFs, made by real tools.
        .testTarget(name: "ArkivatorPDFTests", dependencies: ["ArkivatorPDF", "ArkivatorCore", "ArkivatorTestSupport"],
                    exclude: ["Makers"]),
        // The whole reading pipeline on generated hard phone photos (scripts/generate-hard-photos).
        .testTarget(name: "ArkivatorPipelineTests",
                    dependencies: ["ArkivatorCore", "ArkivatorImaging", "ArkivatorOCR", "ArkivatorTestSupport"]),
        .testTarget(
            name: "ArkivatorWebTests",
            dependencies: [
                "ArkivatorWeb",
                "ArkivatorWire",
                "ArkivatorLibrary",
                "ArkivatorStore",
                "ArkivatorTestSupport",
                "FakeDrive",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "ArkivatorDriveTests",
            dependencies: [
                "ArkivatorDrive", "ArkivatorStore", "ArkivatorArchive", "ArkivatorTestSupport", "FakeDrive",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // The suites that drive the real binaries: `arkivator` (its commands and `serve`)
        // against `fake-drive`, and the audit of everything they leave behind.
        .testTarget(
            name: "ArkivatorEndToEndTests",
            dependencies: [
                "ArkivatorCLI", "FakeDrive", "ArkivatorDrive", "ArkivatorStore", "ArkivatorTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"), "ZIPFoundation",
            ]
        ),
        // `fake-llm` run as a process and spoken to over HTTP: each API's shapes, key check and faults.
        .testTarget(
            name: "FakeLLMTests",
            dependencies: ["FakeLLM", "ArkivatorTestSupport",
                           .product(name: "AsyncHTTPClient", package: "async-http-client"),
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio")]
        ),
        // The assistant against `fake-llm` run as a process, and its prompts and parsers on their own.
        .testTarget(
            name: "ArkivatorAssistantTests",
            dependencies: ["ArkivatorAssistant", "ArkivatorTestSupport", "ArkivatorCore",
                           .product(name: "AsyncHTTPClient", package: "async-http-client")]
        ),
        .testTarget(
            name: "ArkivatorCLITests",
            dependencies: ["ArkivatorCLI", "ArkivatorStore", "ArkivatorTestSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
