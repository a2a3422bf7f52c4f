import ArkivatorCore
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Testing

/// Files thirty letters of one family from the command line, leaves one letter waiting as a
/// job, makes a backup, and runs `scripts/leak-scan` over the library folder and the backup for
/// every long word of the letters, every family name and every long number. Nothing of the
/// family may be readable anywhere: not in the files, not in the database, not in the backup.
///
/// The files pass since they are sealed. The database passes only once it is sealed too (the
/// sealed database, on its own branch); until then the database checks fail, on purpose.
@Suite("Sealed library leak scan", .serialized, .tags(.external, .slow))
struct SealedLibraryLeakTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/leak-scan").standardizedFileURL

    static let family: [(name: String, relationship: String, number: String)] = [
        ("Gunnhild Haugland", "mor", "17036123400"),
        ("Torstein Haugland", "far", "02095841174"),
        ("Sigrunn Bråten", "datter", "25069211243"),
        ("Åsmund Bråten", "sønn", "13119938737"),
        ("Ingeborg Bråten", "barnebarn", "04051752177"),
        ("Leander Bråten", "barnebarn", "30082363358"),
    ]

    /// Words the library writes in the clear itself, in the backup's manifest and file names;
    /// they say nothing of the family.
    static let formatWords: Set<String> = ["dokument", "arkivator", "version", "format", "backup", "manifest"]

    /// Words of six letters or more: a shorter run of letters turns up by chance in megabytes
    /// of ciphertext, in any case, and would make the scan cry wolf.
    static func words(in text: String) -> Set<String> {
        Set(text.split { !$0.isLetter }.filter { $0.count >= 6 }.map { $0.lowercased() })
            .subtracting(formatWords)
    }

    /// Numbers of eight digits or more (fødselsnumre, telephone and reference numbers), for the
    /// same reason: two to five digits occur in any ciphertext and in the manifest's checksums.
    static func numbers(in text: String) -> Set<String> {
        Set(text.split { !$0.isNumber }.filter { $0.count >= 8 }.map(String.init))
    }

    struct Scan {
        let status: Int32
        let hits: [String]
    }

    static func scan(_ paths: [URL], words: Set<String>, scratch: URL) async throws -> Scan {
        let list = scratch.appendingPathComponent("ord-\(UUID().uuidString).txt")
        try words.sorted().joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: list) }
        let result = try await runProgram("python3", [script.path, "--words-file", list.path] + paths.map(\.path))
        return Scan(status: result.status, hits: result.output.split(separator: "\n").map(String.init))
    }

    @Test("no word, name or number of thirty letters in the library's files, database or backup")
    func scanLibraryAndBackup() async throws {
        for person in Self.family { try #require(Fodselsnummer(person.number) != nil, "\(person.name)'s number is valid") }
        let letters = Self.letters
        try #require(letters.count == 30)
        try await withTemporaryFolder { folder in
            let library = LibraryFolder(root: folder.appendingPathComponent("bibliotek"))
            let database = try ArchiveDatabase.create(library, passphrase: testPassphrase, hardening: cheapHardening)
            for person in Self.family {
                _ = try database.addFamilyMember(FamilyMember(name: person.name, relationship: person.relationship,
                                                              fodselsnummer: Fodselsnummer(person.number)))
            }
            let inbox = folder.appendingPathComponent("innboks")
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            let files = try letters.enumerated().map { index, letter in
                let url = inbox.appendingPathComponent("brev-\(index + 1).txt")
                try letter.write(to: url, atomically: true, encoding: .utf8)
                return url
            }
            let environment = ["ARKIVATOR_HOME": library.root.path, "ARKIVATOR_PASSPHRASE": testPassphrase,
                               "HOME": folder.path, "PATH": "/usr/bin:/bin"]
            let filed = try await runArkivator(["file", "--yes", "--text"] + files.map(\.path), environment)
            try #require(filed.status == 0, "\(filed.errorOutput)")
            #expect(try database.documentCount() == 30)
            // A letter not filed yet: its photo and its job, named by the user, wait in jobs/.
            _ = try pendingJobs(library).create(photos: [(name: "Brev til Gunnhild Haugland.jpg", data: Data(letters[0].utf8))],
                                                corners: [nil])
            let backup = folder.appendingPathComponent("sikkerhetskopi.zip")
            let backedUp = try await runArkivator(["backup", backup.path], environment)
            try #require(backedUp.status == 0, "\(backedUp.errorOutput)")

            let text = letters.joined(separator: "\n")
            var words = Self.words(in: text).union(Self.numbers(in: text))
            for person in Self.family {
                words.formUnion(person.name.split(separator: " ").map { $0.lowercased() })
                words.insert(person.number)
            }
            try #require(words.count > 200, "the letters give enough to look for")

            // The scan finds what is there: every letter's words are in its plain source.
            let control = try await Self.scan([inbox], words: words, scratch: folder)
            #expect(control.status == 1)
            for person in Self.family { #expect(control.hits.contains { $0.contains("«\(person.number)»") }) }

            let sealedFolders = ["files", "jobs"].map { library.root.appendingPathComponent($0) }
            let filesScan = try await Self.scan(sealedFolders, words: words, scratch: folder)
            #expect(filesScan.status == 0, "in the sealed files: \(filesScan.hits.prefix(10))")
            let sealedFileCount = sealedFolders.reduce(0) { count, folder in
                count + (FileManager.default.enumerator(atPath: folder.path)?.allObjects.count ?? 0)
            }
            #expect(sealedFileCount >= 30 + 2, "the letters' .docx files and the waiting job were scanned")

            // Fails until the database is sealed.
            let libraryScan = try await Self.scan([library.root], words: words, scratch: folder)
            #expect(libraryScan.status == 0, "in the library folder: \(libraryScan.hits.prefix(10))")
            let backupScan = try await Self.scan([backup], words: words, scratch: folder)
            #expect(backupScan.status == 0, "in the backup: \(backupScan.hits.prefix(10))")
            // Whatever the state of the database, nothing else in the backup may be readable.
            let outsideDatabase = backupScan.hits.filter { !$0.hasPrefix("\(backup.path)!arkivator.sqlite:") }
            #expect(outsideDatabase.isEmpty, "in the backup, beside the database: \(outsideDatabase.prefix(10))")
        }
    }

    /// Thirty letters as a health service, a school, NAV and a pharmacy write them to one
    /// family, with their names, fødselsnumre, telephone and reference numbers.
    static let letters: [String] = [
        """
        Innkalling til poliklinisk kontroll
        Oslo universitetssykehus, Hjertemedisinsk avdeling
        Pasient: Gunnhild Haugland, fødselsnummer 17036123400
        Du er innkalt til ekkokardiografi tirsdag 14. oktober. Møt opp femten minutter før avtalt tidspunkt i resepsjonen.
        Spørsmål kan rettes til sekretariatet på telefon 22118877. Referanse 440921733.
        """,
        """
        Epikrise etter innleggelse
        Haukeland universitetssjukehus, Lungemedisinsk sengepost
        Torstein Haugland (02095841174) ble innlagt med lungebetennelse og behandlet med antibiotika intravenøst.
        Tilstanden bedret seg raskt. Fastlegen bes kontrollere blodprøver og oksygenmetning om fjorten dager.
        Kontakt sengeposten på 55972211 ved forverring.
        """,
        """
        Prøvesvar fra laboratoriet
        Fürst medisinske laboratorium
        Sigrunn Bråten, født 25069211243
        Hemoglobin, ferritin og stoffskifteprøver er innenfor referanseområdet. Vitamin D er noe lavt; tilskudd anbefales.
        Rekvisisjonsnummer 78120045613.
        """,
        """
        Vedtak om refusjon av egenandeler
        Helfo, Skanning og refusjon
        Vi har behandlet søknaden fra Åsmund Bråten, fødselsnummer 13119938737, og innvilger refusjon av utgifter til fysioterapi.
        Beløpet utbetales til kontonummer 15035598234 innen tjue virkedager. Saksnummer 2025554417.
        """,
        """
        Henvisning til øyelege
        Fastlege Margrethe Solbakken, Nordstrand legesenter
        Ingeborg Bråten (04051752177) har hatt tiltagende hodepine ved lesing og skjeling på venstre øye.
        Vennligst vurder synsfunksjon og behov for briller. Foreldrene nås på telefon 91827364.
        """,
        """
        Helsestasjonen informerer
        Vaksinasjon etter barnevaksinasjonsprogrammet
        Leander Bråten, fødselsnummer 30082363358, har fått difteri, stivkrampe, kikhoste og poliomyelitt i dag.
        Neste konsultasjon er ved femtenmånederskontrollen. Helsesykepleier Torunn Vikestad, telefon 40312278.
        """,
        """
        Timebekreftelse tannhelsetjenesten
        Den offentlige tannhelsetjenesten i Viken
        Åsmund Bråten er satt opp til undersøkelse og røntgenbilder. Avbestilling senest fireogtjue timer i forveien på 67894512.
        Pasientnummer 55661200934.
        """,
        """
        Svar på MR-undersøkelse av kneet
        Unilabs røntgen, Majorstuen
        Torstein Haugland, født 02095841174
        Det påvises en degenerativ meniskruptur i mediale menisk samt lett bruskslitasje. Ingen væskeansamling.
        Henvisende lege får kopi. Undersøkelsesnummer 90817263544.
        """,
        """
        Resept og veiledning fra apoteket
        Vitusapotek Storgata
        Utlevert til Gunnhild Haugland: blodtrykksmedisin, nittiåtte tabletter. Tas morgen og kveld sammen med mat.
        Farmasøyt Kristoffer Lindholm. Reseptreferanse 30441928876.
        """,
        """
        Innkalling til mammografiscreening
        Kreftregisteret, Mammografiprogrammet
        Gunnhild Haugland, fødselsnummer 17036123400, inviteres til undersøkelse ved brystdiagnostisk senter.
        Oppmøte i Sandvika. Endring av time: ring 23333888 på hverdager.
        """,
        """
        Epikrise fra barneavdelingen
        Sykehuset Østfold Kalnes
        Leander Bråten ble innlagt med pustebesvær og feber. Respiratorisk syncytialvirus ble påvist.
        Behandlet med oksygen og væske. Utskrevet i stabil tilstand; foreldrene veiledet om hjemmebehandling.
        Journalnummer 88120374615.
        """,
        """
        Melding fra skolehelsetjenesten
        Bjerke barneskole
        Ingeborg Bråten har vært til samtale om søvnvaner og skolehverdag. Helsesykepleieren foreslår oppfølging etter jul.
        Kontaktlærer Solveig Brekkestø orienteres dersom foreldrene samtykker. Telefon 97531246.
        """,
        """
        Sykmelding og arbeidsuførhet
        Nav Arbeid og ytelser
        Sigrunn Bråten (25069211243) er sykmeldt i halv stilling grunnet skulderplager og utmattelse.
        Arbeidsgiveren skal utarbeide oppfølgingsplan innen fire uker. Saksreferanse 33890156722.
        """,
        """
        Innkalling til fysioterapi
        Aktiv Fysioterapi Grünerløkka
        Åsmund Bråten starter opptrening etter korsbåndsoperasjon. Ta med treningstøy og innesko.
        Behandlingsserien består av tolv konsultasjoner. Telefon 48812903.
        """,
        """
        Svar fra hudpoliklinikken
        Rikshospitalet, Hudavdelingen
        Torstein Haugland, fødselsnummer 02095841174. Føflekken på ryggen ble fjernet; histologien viser godartet pigmentnevus.
        Ingen videre kontroller nødvendig. Prøvenummer 61029384756.
        """,
        """
        Vedtak om grunnstønad
        Nav Familie- og pensjonsytelser
        Leander Bråten innvilges grunnstønad på grunn av ekstrautgifter til spesialkost ved cøliaki.
        Vedtaket kan påklages innen seks uker. Vedtaksnummer 44556677881.
        """,
        """
        Henvisning til psykolog
        Distriktspsykiatrisk senter Groruddalen
        Sigrunn Bråten, født 25069211243, henvises for vurdering av angst og søvnvansker etter langvarig belastning.
        Ventetiden er anslått til åtte uker. Telefon 22903355.
        """,
        """
        Timebekreftelse hos allergolog
        Allergiklinikken Lysaker
        Ingeborg Bråten, fødselsnummer 04051752177, skal gjennomføre prikktest for pollen, pelsdyr og nøtter.
        Antihistaminer må seponeres fem dager før timen. Bekreftelse 71625348890.
        """,
        """
        Epikrise etter dagkirurgi
        Aleris sykehus Frogner
        Gunnhild Haugland gjennomgikk kikkhullsoperasjon for gallesteinssykdom. Forløpet var ukomplisert.
        Sykmelding i fjorten dager; unngå tunge løft. Operasjonsnummer 59302817466.
        """,
        """
        Resultat av blodsukkermåling
        Nordstrand legesenter
        Torstein Haugland har forhøyet langtidsblodsukker, forenlig med diabetes type to. Kostholdsveiledning er avtalt.
        Ny kontroll om tre måneder. Fastlege Margrethe Solbakken, telefon 22748800.
        """,
        """
        Innkalling til ortopedisk kontroll
        Lovisenberg diakonale sykehus
        Åsmund Bråten (13119938737) innkalles til kontroll seks måneder etter korsbåndsrekonstruksjon.
        Røntgenbilder tas samme dag. Referanse 81726354409.
        """,
        """
        Svar på hørselstest
        Hørselssentralen, Akershus universitetssykehus
        Leander Bråten har normal hørsel på begge ører. Ørebetennelsene har ikke gitt varig hørselstap.
        Ny audiometri ved skolestart. Telefon 67960412.
        """,
        """
        Melding om avbestilt time
        Betanien hospital, Revmatologisk poliklinikk
        Timen for Gunnhild Haugland, fødselsnummer 17036123400, er avlyst grunnet sykdom hos behandler.
        Ny innkalling sendes fortløpende. Vi beklager ulempene. Saksnummer 66004411227.
        """,
        """
        Vaksinasjonskort fra reiseklinikken
        Reisemedisinsk senter Sentrum
        Sigrunn Bråten har fått vaksine mot hepatitt, tyfoidfeber og japansk encefalitt før reisen til Vietnam.
        Malariaprofylakse er forskrevet. Kortnummer 90021155348.
        """,
        """
        Uttalelse fra logoped
        Pedagogisk-psykologisk tjeneste
        Ingeborg Bråten har forsinket språkutvikling med uttalevansker. Anbefalt ukentlig logopedbehandling gjennom skoleåret.
        Logoped Henrikke Storvoll, telefon 45127789.
        """,
        """
        Innkalling til koloskopi
        Diakonhjemmet sykehus, Gastromedisinsk avdeling
        Torstein Haugland, født 02095841174, skal til koloskopi. Tømmingsmiddel hentes på apoteket og tas kvelden før.
        Spørsmål til endoskopienheten på 22451690.
        """,
        """
        Vedtak om pleiepenger
        Nav Arbeid og ytelser
        Sigrunn Bråten innvilges pleiepenger for pleie av Leander Bråten under sykehusinnleggelsen.
        Utbetaling skjer etterskuddsvis. Saksnummer 2025887766.
        """,
        """
        Svar på allergitest
        Allergiklinikken Lysaker
        Ingeborg Bråten reagerte kraftig på bjørkepollen og hasselnøtter. Adrenalinpenn er forskrevet og opplæring gitt.
        Skolen bør informeres. Bekreftelse 71625348891.
        """,
        """
        Årskontroll hos fastlegen
        Nordstrand legesenter
        Gunnhild Haugland og Torstein Haugland har vært til årlig helsesjekk. Blodtrykket er velregulert hos begge.
        Influensavaksine anbefales før vinteren. Telefon 22748800, resepsjonen.
        """,
        """
        Brev fra pasientombudet
        Pasient- og brukerombudet i Oslo og Viken
        Vi har mottatt klagen fra Åsmund Bråten, fødselsnummer 13119938737, om ventetid på operasjon.
        Ombudet har bedt sykehuset redegjøre for saken. Journalnummer 20253344556.
        """,
    ]
}
