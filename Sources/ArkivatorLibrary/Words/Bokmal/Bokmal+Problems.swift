import ArkivatorCore

// The Library's refusals, in Bokmål.
extension Bokmal {
    static func words(_ error: LibraryError) -> String {
        switch error {
        case .missing(let path):
            return "Fant ikke noe bibliotek i \(path). Opprett det med «arkivator init»."
        case .wrongPassphrase:
            return "Feil passordfrase."
        case .passphraseNeeded:
            return "Dette varer lenger enn økten din, så det trenger passordfrasen igjen. Skriv den inn og prøv på nytt."
        case .passphraseTooShort(let minimum):
            return "Passordfrasen må ha minst \(minimum) tegn. Flere ord er lettere å huske og vanskeligere å gjette."
        case .unknownAPIKey:
            return "Ukjent eller tilbakekalt nøkkel."
        case .keyChangeUnfinished:
            return "Nøklene til biblioteket er under bytte. Lås opp med passordfrasen for å fullføre byttet; API-nøkler virker igjen etterpå."
        case .apiKeyNotFound(let name):
            return "Fant ingen nøkkel som heter «\(name)». Se «arkivator key list»."
        case .documentNotFound:
            return "Fant ikke dokumentet."
        case .familyMemberNotFound:
            return "Fant ikke personen."
        case .jobNotFound:
            return "Fant ikke brevet. Kanskje det allerede er lagret?"
        case .noPhotos:
            return "Velg minst ett bilde av brevet."
        case .tooManyPages(let maximum):
            return "Høyst \(maximum) sider i ett brev."
        case .invalidCorners:
            return "Hjørnene må danne en firkant."
        case .invalidUploadKey:
            return "Opplastingens nøkkel må være høyst \(Library.maximumUploadKeyLength) bokstaver, sifre og bindestreker."
        case .jobNotRead:
            return "Brevet er ikke ferdig lest ennå."
        case .edit(let problem):
            switch problem {
            case .emptyTitle: return "Tittelen kan ikke være tom."
            case .titleHoldsFodselsnummer:
                return "En tittel kan ikke inneholde et fødselsnummer."
            case .unknownSpecialty(let typed):
                return "Ukjent fagområde «\(typed)». Velg en av: \(Specialty.labels.joined(separator: ", "))."
            case .unknownPerson:
                return "Personen finnes ikke i familien."
            case .actionsHoldFodselsnummer:
                return "Feltene om hva brevet ber om kan ikke inneholde et fødselsnummer: de kan havne i en kalender."
            }
        case .family(let problem):
            return words(problem)
        case .pageEdit(let problem):
            switch problem {
            case .noPages: return "Brevet er lagret som tekst og har ingen sider å endre."
            case .onlyPage: return "Et brev må ha minst én side. Slett heller hele brevet."
            case .notAnOrder(let count): return "Den nye rekkefølgen må ha med hver av de \(count) sidene én gang."
            case .noPhotoToCrop(let page): return "Side \(page) har ikke noe bilde å beskjære på nytt: den er fra en PDF, eller brevet ble arkivert før originalene ble tatt vare på."
            }
        case .uncertainText(let warning):
            return "\(warning). Ikke lagret: ta bildet på nytt, rett hjørnene, eller lagre likevel (--accept-uncertain)."
        case .nothingToUndo(let id):
            return id == nil
                ? "Det er ingen sletting å angre. Angrefristen kan være ute."
                : "For sent: dokumentet er allerede slettet, eller det venter ikke på sletting."
        case .undoWindowOutOfRange(let seconds, let maximum):
            return "Angrefristen må være mellom 0 og \(maximum) sekunder, ikke \(seconds)."
        case .personNameShared(let name):
            return "Flere i familien heter «\(name)». Velg personen med id-en fra familielisten."
        case .personNameUnknown(let name):
            return "Ingen i familien heter «\(name)». Se familielisten."
        case .noFodselsnummerToRedact:
            return "Fant ikke noe fødselsnummer i teksten. Ingenting er endret."
        case .searchHasNoWords:
            return "Søket må inneholde minst ett ord."
        case .exportInsideLibrary(let path):
            return "Arkivmappen kan ikke ligge inne i biblioteket (\(path))."
        case .notAFolder(let path):
            return "\(path) er en fil, ikke en mappe."
        case .pageNotFound(let number):
            return "Brevet har ingen side \(number)."
        case .fileNotFound(let path):
            return "Fant ikke \(path)."
        case .fileDamaged(let path):
            return "Filen \(path) er skadet og kan ikke åpnes. Gjenopprett biblioteket fra en sikkerhetskopi."
        case .backupDestinationIsFolder(let path):
            return "\(path) er en mappe; gi navnet på filen som skal skrives."
        case .importRunning:
            return "En annen import arkiverer i dette biblioteket nå. Vent til den er ferdig."
        case .calendarNotFound:
            return "Fant ikke kalenderen. Kanskje lenken er trukket tilbake?"
        case .noAppointment:
            return "Brevet gir ingen time å legge i kalenderen."
        case .toDoItemNotFound:
            return "Fant ikke oppgaven. Kanskje brevet er endret eller slettet?"
        case .assistantNotSetUp:
            return "Assistenten er ikke satt opp. Velg en tjeneste under Innstillinger, eller med «arkivator assistant setup»."
        case .assistantOff:
            return "Assistenten er slått av. Ingenting er sendt."
        case .assistantNeedsConsent:
            return "Du har valgt å bli spurt hver gang. Se hva som sendes, og si ja for dette brevet (--send), eller velg «alltid»."
        case .invalidAssistantSetup(let reason):
            return "Assistenten kan ikke settes opp slik: \(reason)"
        case .assistantJobNotFound:
            return "Fant ikke jobben."
        case .invalidExtractionSchema(let reason):
            return "Skjemaet kan ikke brukes: \(reason)"
        case .keyChangeWaitsForOtherProcess:
            return "Nøklene kan ikke byttes mens en annen prosess har biblioteket åpent (arkivator serve?). Byttet fullføres neste gang biblioteket låses opp og ingen annen har det åpent."
        case .passkey(let problem):
            return passkeyWords(problem)
        case .passkeyNotFound:
            return "Fant ikke passnøkkelen. Den kan allerede være fjernet."
        case .passkeyNameShared:
            return "Flere passnøkler har det navnet. Bruk ID-en fra «arkivator passkey list»."
        case .pocketKeyInvalid:
            return "Telefonens nøkkel kunne ikke leses. Prøv igjen fra telefonen."
        case .phoneNameInvalid(let limit):
            return "Gi telefonen et navn på høyst \(limit) tegn, for eksempel «Karis iPhone»."
        case .pocketMonthsOutOfRange(let range):
            return "Velg mellom \(range.lowerBound) og \(range.upperBound) måneder."
        case .waitingPhotoUnreadable(let page):
            return "Side \(page) kunne ikke åpnes: bildet ble forseglet for et annet arkiv, eller skadet underveis. Ta bildet på nytt."
        case .pocketPhoneNotFound:
            return "Fant ikke telefonen. Den kan være fjernet i innstillingene."
        case .passkeyNameInvalid(let limit):
            return "Gi passnøkkelen et navn på høyst \(limit) tegn, for eksempel «Karis iPhone»."
        case .libraryAlreadyExists(let path):
            return "Det finnes allerede et bibliotek i \(path). Velg en annen mappe med ARKIVATOR_HOME."
        case .libraryDamaged(let what):
            return "Biblioteket er skadet: \(what) stemmer ikke med nøkkelen (endret, avkortet eller fra et annet bibliotek). Gjenopprett fra sikkerhetskopi."
        case .corruptValue(let column):
            return "Biblioteket inneholder en ugyldig verdi (\(column)). Gjenopprett fra sikkerhetskopi."
        case .upgradeNeeded:
            return "Biblioteket er fra en eldre versjon og har noe ulåst på disken. Kjør «arkivator upgrade» og skriv passordfrasen, så forsegles det."
        case .restoreTargetNotEmpty(let path):
            return "Det finnes allerede et bibliotek i \(path). Gjenopprett i en tom mappe (velg den med ARKIVATOR_HOME)."
        case .notABackup:
            return "Filen er ikke en sikkerhetskopi fra Arkivator."
        case .backupFormatUnknown(let version):
            return "Sikkerhetskopien har format \(version), som denne versjonen av Arkivator ikke kan lese. Oppdater Arkivator."
        case .backupDamaged(let path):
            return "Sikkerhetskopien er skadet (\(path) stemmer ikke med sjekksummen). Ingenting er gjenopprettet."
        case .driveFolderNameEmpty:
            return "Mappenavnet kan ikke være tomt."
        case .recognitionBroken(let description):
            return "Tekstgjenkjenningen virker ikke: \(description)"
        case .recognitionUnavailable:
            return "Tekstgjenkjenningen virker ikke på denne maskinen."
        case .photosUnreadable:
            return "Bildene kunne ikke leses."
        case .pdfNotMade:
            return "PDF-en kunne ikke lages: et sidebilde er ikke en gyldig JPEG."
        case .fileUnreadable(let code):
            return "Filen kunne ikke leses eller skrives (\(code))."
        case .driveClientMissing:
            return "Skriv inn OAuth-klientens id."
        case .driveSyncRunning:
            return "En annen synkronisering (arkivator serve eller sync) kjører allerede for dette biblioteket."
        case .driveNeedsUser(.quotaExceeded):
            return "Google Drive er full. Frigjør plass i Google Drive og prøv igjen; ingenting i køen er tapt."
        case .driveNeedsUser:
            return "Tilgangen til Google Drive er trukket tilbake eller utløpt. Koble til Google Drive på nytt; ingenting i køen er tapt."
        case .assistantFailed(let reason):
            return reason
        case .eraseNotConfirmed(let expected):
            return "Bekreftelsen var ikke \(expected). Ingenting er slettet."
        }
    }

    static func words(_ problem: FamilyMemberProblem) -> String {
        switch problem {
        case .lettersMovedToThemselves: return "Velg en annen person å flytte brevene til."
        case .emptyName: return "Skriv et navn."
        case .nameHoldsFodselsnummer:
            return "Et navn kan ikke inneholde et fødselsnummer. Gi nummeret som fødselsnummer, så lagres det kryptert."
        case .invalidFodselsnummer(let reason):
            let why = switch reason {
            case .wrongLength: "det må ha 11 siffer"
            case .notDigits: "det kan bare inneholde siffer (eventuelt med mellomrom eller bindestrek etter de seks første)"
            case .invalidControlDigits: "kontrollsifrene stemmer ikke"
            case .invalidDate: "de seks første sifrene er ikke en gyldig dato"
            }
            return "Fødselsnummeret er ikke gyldig: \(why)."
        case .invalidBirthDate(let typed):
            return "Fødselsdatoen må ha formen ÅÅÅÅ-MM-DD, ikke «\(typed)»."
        case .birthDateDisagreesWithNumber:
            return "Fødselsdatoen stemmer ikke med fødselsnummeret."
        }
    }

    private static func passkeyWords(_ problem: PasskeyProblem) -> String {
        switch problem {
        case .malformed: "Nettleseren sendte et svar fra passnøkkelen som ikke kunne leses. Prøv igjen, eller bruk passordfrasen."
        case .notThisCeremony: "Svaret fra passnøkkelen var for gammelt eller var brukt før. Prøv igjen."
        case .wrongOrigin: "Passnøkkelen svarte for en annen adresse enn denne. Åpne Arkivator på adressen passnøkkelen ble laget på."
        case .userNotVerified: "Telefonen bekreftet ikke at det var deg (Face ID, fingeravtrykk eller kode). Prøv igjen, eller bruk passordfrasen."
        case .unsupportedKey: "Denne passnøkkelen bruker en nøkkeltype Arkivator ikke kan sjekke. Bruk en annen nettleser eller telefon."
        case .noPRF:
            "Denne nettleseren eller passnøkkelen kan ikke gi Arkivator en nøkkel (PRF-utvidelsen mangler), så den kan ikke låse opp arkivet. "
                + "Det virker med Safari på iOS 18 eller nyere med iCloud-nøkkelring, Chrome med Google Passordlagring, og mange sikkerhetsnøkler. Ingenting er lagret."
        case .unknownPasskey: "Passnøkkelen hører ikke til dette arkivet, eller er trukket tilbake. Bruk passordfrasen."
        case .needsName:
            "Passnøkler virker bare når Arkivator åpnes over HTTPS med et navn, ikke en IP-adresse: bruk adressen «arkivator serve» skriver ut først (for eksempel https://arkivator.local:8443)."
        case .alreadyRegistered: "Denne passnøkkelen er allerede lagt til."
        case .counterWentBack: "Passnøkkelen svarte med en teller som gikk bakover, så en kopi av den kan være i bruk. Bruk passordfrasen, og fjern passnøkkelen i innstillingene."
        }
    }
}
