import ArkivatorCore
import Foundation

// What the command line prints, asks and refuses, in Bokmål.
extension Bokmal {
    static func words(_ line: TerminalLine) -> String {
        switch line {
        case .needsTheOther(let one, let other): "\(one) trenger \(other)."
        case .useEitherNotBoth(let one, let other): "Bruk enten \(one) eller \(other), ikke begge."
        case .giveEither(let one, let other): "Gi enten \(one) eller \(other)."
        case .giveFolderOrOff: "Gi enten en mappe eller --off."
        case .givePhotoOrTextFile: "Gi minst ett bilde, eller --text FIL."
        case .photosOrTextNotBoth: "Bruk enten bilder eller --text, ikke begge."
        case .giveAPhoto: "Gi minst ett bilde."
        case .giveATextFile: "Gi minst én tekstfil."
        case .moreCornersThanPhotos: "Flere --corners enn bilder."
        case .textFilesNeedYes: "Tekstfiler arkiveres uten gjennomgang: bruk --text sammen med --yes."
        case .jsonOnlyWithText: "--json gjelder bare sammen med --text."
        case .keyOnStandardInputOnly: "Gi nøkkelen på standard inn med --key -, ikke på kommandolinjen der andre kan se den."
        case .notAnAddress(let typed): "«\(typed)» er ikke en adresse."
        case .thresholdBetweenZeroAndOne: "Gi et tall mellom 0 og 1, eller off."
        case .choosePersonInFamily: "Velg en person i familien."
        case .couldNotWrite(let path): "Kunne ikke skrive \(path)."
        case .batchSizeAtLeastOne: "--batch-size må være minst 1."
        case .intervalAtLeast(let seconds): "--interval må være minst \(seconds) sekunder."
        case .limitAboveZero: "--limit må være større enn 0."
        case .offsetNotNegative: "--offset kan ikke være negativ."
        case .portOutOfRange: "--port må være mellom 1 og 65535."
        case .lockAfterNotNegative: "--lock-after kan ikke være negativ."
        case .tlsCertificateAndKeyTogether: "--tls-cert og --tls-key må gis sammen."
        case .insecureHTTPWithTLS: "--insecure-http kan ikke kombineres med --tls eller --tls-cert."
        case .notALocalName(let typed): "«\(typed)» kan ikke være et navn på hjemmenettet: bruk bokstaver a–z, tall og bindestrek, for eksempel arkivator eller hansen-arkiv."
        case .unknownDocumentType(let typed, let choices): "Ukjent dokumenttype «\(typed)». Velg en av: \(choices.joined(separator: ", "))."
        case .notADate(let typed, let shape): "«\(typed)» er ikke en dato på formen \(shape), for eksempel 2025-03-04."
        case .notATime(let typed, let shape): "«\(typed)» er ikke et tidspunkt på formen \(shape), for eksempel 2025-11-03T09:30."
        case .cornersNotAQuadrilateral(let typed, let shape): "--corners må være fire hjørner som danner en firkant, \(shape), ikke «\(typed)»."

        case .promptPassphrase: "Passordfrase: "
        case .promptNewPassphrase: "Ny passordfrase: "
        case .promptRepeatPassphrase: "Gjenta passordfrasen: "
        case .promptKey: "Nøkkel: "
        case .promptFodselsnummer: "Fødselsnummer: "
        case .promptEraseEverything(let path, let word): "Alt i \(path) blir slettet for godt. Skriv \(word) for å bekrefte: "
        case .promptSaveEditOrDiscard: "Lagre? [J]a, [e]ndre, [n]ei: "
        case .yesOrNo: "[j/N]"
        case .deleteLetter(let title): "Slette «\(title)»?"
        case .finishUnfinished(let count): "\(counted(count, "dokument", "dokumenter")) ble ikke ferdig sist. Fullføre nå?"

        case .fieldTitle: "Tittel"
        case .fieldType: "Type"
        case .fieldDate: "Dato"
        case .fieldPerson: "Person"
        case .fieldInstitution: "Institusjon"
        case .fieldDepartment: "Avdeling"
        case .fieldSpecialty: "Fagområde"
        case .fieldAppointment: "Time"
        case .fieldKeywords: "Stikkord"
        case .fieldKeywordsCommaSeparated: "Stikkord (komma mellom)"
        case .fieldReadingConfidence: "Lesesikkerhet"
        case .fieldFodselsnummer: "Fødselsnummer"
        case .fieldWarning: "Advarsel"
        case .fieldPages: "Sider"
        case .fieldUpload: "Opplasting"
        case .columnID: "ID"
        case .columnStatus: "Status"
        case .columnName: "Navn"
        case .columnRelationship: "Relasjon"
        case .columnBorn: "Født"
        case .columnDriveFolder: "Drive-mappe"
        case .columnCreated: "Opprettet"
        case .columnLastUsed: "Sist brukt"
        case .columnDue: "Frist"
        case .columnWhat: "Hva"
        case .columnLetter: "Brev"
        case .dayAtTime(let day, let time): "\(day) kl. \(time)"
        case .revealWholeNumberHint: " (vis hele med --reveal)"
        case .fodselsnummerInText(let id): "Teksten inneholder et fødselsnummer." + (id.map { " Fjern det fra teksten med «arkivator redact \($0)»." } ?? "")
        case .noTextFound: "(Ingen tekst funnet.)"
        case .warning(let warning): "Advarsel: \(warning)."

        case .noteSheetNotFound(let page): "Merk: fant ikke arket på side \(page); hele bildet er brukt."
        case .notePageTurned(let page, let degrees): "Merk: side \(page) lå \(turn(degrees)) og er snudd."
        case .analysisTimes(let total, let image, let orientation, let text, let analysis):
            String(format: "Tid: %.1f s (bilde %.1f, retning %.1f, tekst %.1f, tolkning %.2f)", total, image, orientation, text, analysis)

        case .unfinishedWaiting: "De uferdige dokumentene venter; kjør «arkivator file --yes» for å fullføre dem."
        case .savedAs(let id, let title): "Lagret som \(id): \(title)"
        case .savedAsFor(let id, let title, let person): "Lagret som \(id): \(title) (\(person))"
        case .notSaved: "Ikke lagret."
        case .filedProgress(let done, let total): "Arkivert \(done)/\(total)"
        case .stageProgress(let name, let stage): "\(name): \(stage) …"
        case .uncertainText(let name, let warning): "\(name): \(warning)."
        case .sheetNotFoundUseCorners(let page): "Fant ikke arket på side \(page); bruker hele bildet. Rett hjørnene med --corners om nødvendig."
        case .noTextIn(let name): "Fant ingen tekst i \(name)."
        case .savedThoughFiledBefore(let name, let warning, let id): "\(name): \(warning). Lagret likevel, men er arkivert fra før som nr. \(id)."
        case .notSavedFiledBefore(let name, let id, let warning): "Ikke lagret: \(name) er arkivert fra før som nr. \(id). \(warning)."
        case .filedBeforeAs(let warning, let id): "\(warning) (nr. \(id))"
        case .importFiled(let count): "Arkivert: \(count) brev"
        case .importAlreadyImported(let count): "Hoppet over, allerede arkivert: \(count)"
        case .importNotFiled(let count): "Ikke arkivert: \(count)"
        case .importSkippedAsFiledBefore(let count): "Hoppet over, ser ut som arkivert fra før: \(count)"
        case .importKeptThoughFiledBefore(let count): "Arkivert, men ser ut som arkivert fra før: \(count)"
        case .importFiledBefore(let name, let id, let warning): "  \(name): arkivert fra før som nr. \(id). \(warning)"
        case .importIgnored(let files): "Verken tekst eller bilde, ikke rørt: \(files) filer"
        case .importTime(let seconds, let rate): "Tid: \(seconds) s, \(rate) brev/s arkivert"
        case .indexing: "Ordner søkeindeksen …"
        case .importing(let numbers): "Importerer: \(numbers)"
        case .importCounts(let done, let total, let rate, let remaining): "\(done)/\(total) brev, \(rate) brev/s" + (remaining.map { ", ca. \(duration($0, hours: "t")) igjen" } ?? "")
        case .watching(let path): "Følger med på \(path). Stopp med Ctrl-C."

        case .libraryCreated(let path): "Biblioteket er opprettet i \(path)."
        case .nextStepAddFamily: "Neste steg: legg til familien med «arkivator family add \"Ola Nordmann\" --relationship \"meg selv\"»\neller «arkivator family import FIL»."
        case .librarySealed: "Biblioteket er forseglet."
        case .libraryErased: "Biblioteket er slettet fra denne maskinen. Kopier i Google Drive er ikke rørt; slett dem der om du vil."
        case .passphraseChanged: "Passordfrasen er byttet, og biblioteket er forseglet under en ny nøkkel."
        case .apiKeysRevoked(let names):
            "Trakk tilbake \(names.count == 1 ? "API-nøkkelen" : "\(names.count) API-nøkler") \(quoted(names)). Lag nye med «arkivator key add NAVN»."
        case .newAPIKey(let label, let id): "Ny nøkkel «\(label)» (id \(id)). Den vises bare nå; ta vare på den:"
        case .noAPIKeysYet: "Ingen nøkler ennå. Lag en med «arkivator key add NAVN»."
        case .apiKeysRevokedByName(let count, let name): "Trakk tilbake \(count == 1 ? "nøkkelen" : "\(count) nøkler") «\(name)»."
        case .noPasskeysYet: "Ingen passnøkler ennå. Legg til en under Innstillinger i nettleseren (arkivator serve)."
        case .passkeyRevoked(let name): "Fjernet passnøkkelen «\(name)». Nøklene til arkivet er byttet, så den åpner ingenting mer."
        case .resealing(let done, let total, let percent): "Bytter nøklene og forsegler biblioteket på nytt: \(done) av \(total) (\(percent) %)"
        case .originalWritten(let path, let name, let sha256): "Originalen \(name) er skrevet til \(path) (SHA-256 \(sha256))."
        case .pagesChanged(let title, let count): "Sidene i «\(title)» er endret; brevet har nå \(count) \(count == 1 ? "side" : "sider")."
        case .readingNewPages: "Leser de nye sidene …"
        case .rereadSame: "Teksten gir de samme feltene som brevet har nå."
        case .unknownRereadField(let typed): "«\(typed)» er ikke felt å lese på nytt. Velg blant: \(RereadField.Field.allCases.map(\.rawValue).joined(separator: ", ")), eller «all»."
        case .onePageChangeAtATime: "Gi én endring: --add, --remove, --order, --turn eller --crop."
        case .notAPageOrder(let typed): "«\(typed)» er ikke en rekkefølge av sidenumre, som «2,1,3»."
        case .textCorrected(let page, let title): "Teksten på side \(page) av «\(title)» er rettet. Maskinens lesning er beholdt som historikk."
        case .wordsWithoutPlace(let count, let fodselsnummer):
            "\(counted(count, "ord", "ord")) i den rettede teksten har ingen plass på sidebildet og er ikke med i PDF-ens tekstlag."
                + (fodselsnummer ? " Et fødselsnummer blant dem kan sladdes i teksten, men ikke males over på bildet." : "")
        case .backupWritten(let path, let documents, let files, let size):
            "Sikkerhetskopi skrevet til \(path): \(counted(documents, "dokument", "dokumenter")), \(files) filer, \(size)."
        case .restored(let documents, let files, let path):
            "Gjenopprettet \(counted(documents, "dokument", "dokumenter")) (\(files) filer) i \(path)."

        case .saved(let title): "Lagret: \(title)"
        case .nothingToChange: "Ingenting å endre."
        case .nothingDeleted: "Ingenting er slettet."
        case .deleted(let title): "Slettet «\(title)»."
        case .deletedUndoWithin(let title, let seconds): "Slettet «\(title)». Angre innen \(seconds) sekunder med «arkivator undo»."
        case .undone(let title, let id): "Angret: «\(title)» er tilbake (id \(id))."
        case .nothingToRedact(let title): "Fant ikke noe fødselsnummer i teksten til «\(title)». Ingenting er endret."
        case .redacted(let count, let title, let painted, let queued):
            "Fjernet \(count) fødselsnummer fra «\(title)»" + (painted ? " og malte over det på sidebildene" : "")
                + ". .docx er skrevet på nytt" + (queued ? ", og de nye filene er lagt i kø for Google Drive." : ".")
        case .showing(let from, let to, let total, let next): "Viser \(from)–\(to) av \(total). Neste side: --offset \(next)"
        case .noHits: "Ingen treff."
        case .libraryEmpty: "Biblioteket er tomt."
        case .noDocumentsMatch: "Ingen dokumenter passer."
        case .toDoDone: "Krysset av som ferdig."
        case .toDoBack: "Tilbake på listen."
        case .nothingToDo: "Ingenting å gjøre."

        case .writing(let done, let total): "Skriver \(done)/\(total)"
        case .exporting(let done, let total): "Eksporterer \(done)/\(total)"
        case .exported(let count, let path): "Eksporterte \(counted(count, "dokument", "dokumenter")) til \(path)."
        case .archiveFolderOff: "Ingen arkivmappe holdes oppdatert lenger."
        case .noArchiveFolder: "Ingen arkivmappe er valgt. Velg en med «arkivator archive-folder MAPPE»."
        case .archiveFolderIs(let path, let documents): "Arkivmappen er \(path) (\(counted(documents, "dokument", "dokumenter")))."
        case .calendarWritten(let path): "Skrev kalenderen til \(path)."

        case .noFamilyYet: "Ingen i familien ennå. Legg til med «arkivator family add»."
        case .memberAdded(let name, let id): "La til \(name) (id \(id))."
        case .memberUpdated(let name): "Oppdaterte \(name)."
        case .memberRemoved(let name, let letters):
            "Fjernet \(name). \(counted(letters, "dokument", "dokumenter")) står nå som «\(FamilyMember.unknownPersonLabel)»."
        case .memberExistsSkipped(let name): "\(name) finnes allerede; hoppet over."
        case .membersAdded(let count): "La til \(counted(count, "familiemedlem", "familiemedlemmer"))."
        case .lettersClaimed(let count, let name):
            "\(count) brev med fødselsnummeret til \(name) er flyttet fra «\(FamilyMember.unknownPersonLabel)» til \(name)."
        case .lettersRefiled(let count, let name, let folder): "\(count) brev er skrevet på nytt for \(name), i mappen «\(folder)»."

        case .learning(let isOn): "Læring av rettelsene dine: \(isOn ? "på" : "av")"
        case .learnedFrom(let letters): "Brev den har lært av: \(letters)"
        case .learningStarted: "Tolkningen lærer av rettelsene dine."
        case .learningStopped: "Tolkningen lærer ikke lenger av rettelsene dine."
        case .learningForgotten(let letters): "Glemte det som var lært av \(letters) brev."

        case .assistantStatus(let setup): assistantStatus(setup)
        case .assistantDisclosure(let disclosure): assistantDisclosure(disclosure)
        case .assistantRemoved: "Assistenten er slått av, og nøkkelen er slettet."
        case .assistantDidNotAnswer: "Assistenten svarte ikke."
        case .madeByLanguageModel(let model): "(Laget av en språkmodell: \(model ?? "ukjent"). Lagret ved brevet.)"

        case .openAddressToConnectDrive: "Åpne denne adressen i en nettleser for å gi Arkivator tilgang til Google Drive:"
        case .driveConnected(let root, let queued): "Koblet til Google Drive. Rotmappe: «\(root)». \(queued) dokument(er) lagt i opplastingskøen."
        case .driveNotConnected: "Google Drive er ikke koblet til."
        case .driveDisconnectedAndRevoked: "Koblet fra Google Drive, og tilgangen er trukket tilbake. Filene i Drive er ikke rørt."
        case .driveKeysDeletedHere: "Koblet fra Google Drive og slettet nøklene her."
        case .driveRevokeUnreachable: "Google kunne ikke nås for å trekke tilbake tilgangen; gjør det under myaccount.google.com/permissions."
        case .driveState(let state): "Google Drive: \(state)"
        case .driveRootFolder(let name): "Rotmappe: \(name)"
        case .driveFileCounts(let done, let waiting, let failed, let toTrash):
            "Filer: \(done) lastet opp, \(waiting) i kø, \(failed) feilet, \(toTrash) venter på å flyttes til papirkurven"
        case .driveFailure(let id, let title, let kind, let message): "  Feilet: #\(id) \(title) (\(kind)): \(message)"
        case .driveReconnectHint: "Kjør «arkivator drive connect» for å koble til igjen. Ingenting i køen er tapt."
        case .driveFreeSpaceHint: "Frigjør plass i Google Drive og kjør «arkivator drive retry»."
        case .driveRetryHint: "Kjør «arkivator drive retry» for å prøve de feilede på nytt."
        case .driveRequeued(let count): "\(count) fil(er) lagt tilbake i køen. «arkivator sync» laster dem opp."
        case .driveNewFilesGoTo(let root): "Nye filer går til «\(root)» i Drive."
        case .driveConnectedPageHeading: "Arkivator er koblet til Google Drive"
        case .driveConnectedPageText: "Du kan lukke denne fanen og gå tilbake til Arkivator."
        case .driveNotConnectedPageHeading: "Arkivator ble ikke koblet til"
        case .driveNotConnectedPageText: "Gå tilbake til Arkivator for å se hva som skjedde."
        case .syncFinished(let done, let failed): "Ferdig: \(done) fil(er) i Google Drive, \(failed) feilet."
        case .syncCounts(let done, let waiting, let failed, let toTrash):
            "Lastet opp \(done), i kø \(waiting), feilet \(failed), til papirkurv \(toTrash)"

        case .insecureHTTPWarning(let host, let port):
            "ADVARSEL: --insecure-http: arkivet kan nås fra andre maskiner på nettet via \(host):\(port) uten kryptering. "
                + "Passordfrasen og øktens informasjonskapsel går i klartekst over nettet, og alle på nettet kan lese dem."
        case .servingAt(let address): "Arkivator kjører på \(address)"
        case .rootFingerprint(let fingerprint): "Rotsertifikatets SHA-256-fingeravtrykk (sammenlign med telefonen):\n  \(fingerprint)"
        case .installOnPhone(let address): "Slik installerer du det på telefonen: \(address)"
        case .newArchiveSetupCode(let path, let code):
            "Nytt arkiv i \(path). Oppstartskode: \(code)  (skriv den på velkomstsiden for å opprette arkivet)"
        case .newArchiveSetupCodeNotLogged(let path):
            "Nytt arkiv i \(path). Oppstartskoden skrives ikke i loggen: hent den med «sudo arkivator setup-code»."
        case .certificateCannotName(let names):
            "Arkivets eget sertifikat kan bare gjelde private adresser, localhost og navn på .local; "
                + "utenfor det: \(names.joined(separator: ", ")). Bruk --tls-cert for dem."
        case .nameAdvertised(let name): "Navnet \(name) kunngjøres på hjemmenettet (mDNS), så telefonen finner arkivet der."
        case .nameNotAdvertised(let name, let reason):
            "Navnet \(name) kunngjøres ikke på hjemmenettet (\(reason)). Telefonen når arkivet på IP-adressen, men Face ID og passnøkler "
                + "trenger navnet: installer Avahi (apt install avahi-daemon avahi-utils), eller gi navnet en adresse i ruteren."
        case .avahiMissing: "avahi-publish finnes ikke"
        case .nameAnsweredByAvahiDaemon(let name):
            "Navnet \(name) er maskinens eget, og Avahi svarer allerede for det på hjemmenettet (mDNS)."

        case .setupCodeWaiting(let digits): "Oppstartskode: \(digits.prefix(4)) \(digits.dropFirst(4))"
        case .setupCodeLibraryExists(let path):
            "Arkivet i \(path) er allerede opprettet, så det trengs ingen oppstartskode. Lås det opp med passordfrasen."
        case .setupCodeNotMadeYet(let path):
            "Ingen oppstartskode ennå i \(path): tjenesten har ikke startet. Start den med «sudo systemctl start arkivator» og prøv igjen."
        case .setupCodeNotReadable(let path):
            "Du har ikke lov til å lese oppstartskoden i \(path). Kjør «sudo arkivator setup-code»."
        case .installation(let finding): Self.installation(finding)
        case .doctorAllFine: "Alt ser bra ut."
        case .doctorThingsToFix(let count): count == 1 ? "Én ting å rette." : "\(count) ting å rette."
        }
    }

    private static func installation(_ finding: InstallationFinding) -> String {
        switch finding {
        case .ocrLanguagePresent(let language, let folder): "Tekstgjenkjenning: «\(language)» finnes (\(folder))."
        case .ocrLanguageMissing(let language, let package):
            "Tekstgjenkjenning: «\(language)» mangler. Rett: sudo apt-get install \(package)"
        case .toolPresent(let tool): "PDF: \(tool) finnes."
        case .toolMissing(let tool, let package): "PDF: \(tool) mangler, så PDF-brev kan ikke leses. Rett: sudo apt-get install \(package)"
        case .libraryFolderMissing(let path):
            "Arkivmappen \(path) finnes ikke. Tjenesten lager den når den starter: sudo systemctl start arkivator"
        case .libraryFolderFine(let path, let owner): "Arkivmappen \(path) eies av \(owner), og andre slipper ikke inn."
        case .libraryFolderWrongOwner(let path, let owner, let expected):
            "Arkivmappen \(path) eies av \(owner), men tjenesten kjører som \(expected) og kommer ikke til. "
                + "Rett: sudo chown -R \(expected):\(expected) \(path)"
        case .libraryFolderOpenToOthers(let path, let mode):
            "Arkivmappen \(path) kan åpnes av alle på maskinen (rettigheter \(mode)). Rett: sudo chmod o-rwx \(path)"
        case .libraryNotCreatedYet(let path):
            "Arkivet i \(path) er ikke opprettet ennå. Åpne adressen under på telefonen og skriv oppstartskoden fra «sudo arkivator setup-code»."
        case .certificateNotMadeYet: "Sertifikatet er ikke laget ennå. Tjenesten lager det første gang den starter."
        case .certificateNames(let names): "Sertifikatet gjelder \(names.joined(separator: ", "))."
        case .certificateLacksNames(let names):
            "Sertifikatet gjelder ikke \(names.joined(separator: ", ")), så telefonen vil advare. "
                + "Rett: sudo systemctl restart arkivator (tjenesten lager et nytt for navnene den svarer på)."
        case .certificateExpiresSoon(let date):
            "Sertifikatet går ut \(date.formatted(.iso8601.year().month().day())). Rett: sudo systemctl restart arkivator lager et nytt."
        case .diskSpaceFine(let free, let path): "Ledig plass på disken til \(path): \(gigabytes(free))."
        case .diskSpaceLow(let free, let path):
            "Bare \(gigabytes(free)) ledig på disken til \(path). Frigjør plass, eller flytt arkivet til en større disk."
        case .serviceAnswers(let address): "Tjenesten svarer på \(address)"
        case .serviceDoesNotAnswer(let address, let reason):
            "Tjenesten svarer ikke på \(address) (\(reason)). Rett: sudo systemctl restart arkivator, "
                + "og se «journalctl -u arkivator». For et .local-navn trengs avahi-daemon."
        }
    }

    private static func gigabytes(_ bytes: Int64) -> String {
        String(format: "%.1f GB", Double(bytes) / 1_000_000_000).replacingOccurrences(of: ".", with: ",")
    }

    private static func turn(_ degrees: Int) -> String {
        switch degrees {
        case 90: "på siden (mot klokken)"
        case 180: "opp ned"
        case 270: "på siden (med klokken)"
        default: "rett"
        }
    }

    private static func assistantStatus(_ setup: AssistantSetup) -> String {
        guard let service = setup.service else {
            return "Assistenten er av. Sett den opp med «arkivator assistant setup --provider … --model …»."
        }
        let consent = switch setup.consent {
        case .off: "av: ingenting sendes"
        case .once: "spør før hvert brev"
        case .always: "sender uten å spørre (kan trekkes tilbake)"
        }
        let place = switch service.reach {
        case .thisMachine: " – kjører på denne maskinen"
        case .homeNetwork: " – kjører på hjemmenettet"
        case .internet: ""
        }
        return """
            Tjeneste: \(service.destination)\(place)
            Nøkkel: \(setup.hasKey ? "lagret kryptert" : "ingen")
            Samtykke: \(consent)
            Navn: \(setup.allowsNames ? "sendes som de er" : "byttes med roller")
            Ta forslag uten gjennomsyn: \(setup.quickAcceptThreshold.map { "når assistenten er minst \(Int(($0 * 100).rounded())) % sikker" } ?? "aldri")
            """
    }

    private static func assistantDisclosure(_ disclosure: AssistantDisclosure) -> String {
        let letter = disclosure.letter
        let place = switch disclosure.service.reach {
        case .thisMachine: " (på denne maskinen)"
        case .homeNetwork: " (på hjemmenettet)"
        case .internet: ""
        }
        return """
            Sendes til: \(disclosure.service.destination)\(place)
            Tatt ut: \(letter.removedFodselsnumre) fødselsnummer, \(letter.removedAddresses) adresser, \
            \(letter.removedPhoneNumbers) telefonnumre; \(letter.replacedNames) navn byttet med roller.

            --- Instruksjon ---
            \(disclosure.instructions)

            --- Brevet ---
            \(disclosure.message)
            """
    }

    private static func quoted(_ names: [String]) -> String {
        names.map { "«\($0)»" }.joined(separator: ", ")
    }
}
