import ArkivatorCore
import Foundation
import Mustache

/// The language of the pages: Bokmål, unless the browser asks for English before any
/// Norwegian (Bokmål, Nynorsk or plain «no»).
enum UILanguage: String, Sendable {
    case bokmal = "nb"
    case english = "en"

    /// The language of the request being answered; set once per request by the outermost middleware.
    @TaskLocal static var current: UILanguage = .bokmal

    init(acceptLanguage header: String?) {
        var best: (language: UILanguage, quality: Double)?
        for item in (header ?? "").split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let tag = parts.first, !tag.isEmpty else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            let language: UILanguage? = ["nb", "nn", "no"].contains(primary) ? .bokmal : primary == "en" ? .english : nil
            if let language, quality > (best?.quality ?? 0) { best = (language, quality) }
        }
        self = best?.language ?? .bokmal
    }

    /// One of two phrasings, for the texts that Swift code puts on a page.
    func text(_ bokmal: String, _ english: String) -> String {
        self == .bokmal ? bokmal : english
    }
}

extension DocumentType {
    var label: String { UILanguage.current.text(norwegianLabel, englishLabel) }
}

extension UploadStatus {
    var label: String { UILanguage.current.text(norwegianLabel, englishLabel) }
}

extension PipelineStage {
    var label: String { UILanguage.current.text(norwegianLabel, englishLabel) }
}

extension DriveConnectionState {
    var label: String { UILanguage.current.text(norwegianLabel, englishLabel) }

    /// What the user must do before uploads go on, for the states that wait for them.
    var warning: String? {
        switch self {
        case .reconnectNeeded: UILanguage.current.text("Tilgangen til Google Drive må fornyes. Ingenting i køen er tapt.",
                                                       "Access to Google Drive must be renewed. Nothing in the queue is lost.")
        case .quotaExceeded: UILanguage.current.text("Google Drive er full. Frigjør plass og trykk «Prøv igjen».",
                                                     "Google Drive is full. Free up space and press «Try again».")
        case .notConnected, .connected: nil
        }
    }
}

extension LocalDateTime {
    /// `15.01.2026 kl. 09:30`, or `at` in English.
    var displayText: String {
        "\(date.norwegianNumeric) \(UILanguage.current.text("kl.", "at")) \(iso.suffix(5))"
    }
}

extension UILanguage {
    static var unknownPerson: String { current.text(FamilyMember.unknownPersonLabel, "Unknown person") }

    /// `1 fil`, `2 filer`: the same in both languages, given each one's words.
    static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }
}

/// The words of the templates (`{{t.key}}`) in both languages, side by side.
struct UIText: MustacheParent, Sendable {
    let language: UILanguage

    func child(named name: String) -> Any? {
        if name == "lang" { return language.rawValue }
        guard let entry = Self.table[name] else { return nil }
        return language == .bokmal ? entry.0 : entry.1
    }

    static let table: [String: (String, String)] = [
        "add": ("Legg til", "Add"),
        "toLibrary": ("Til biblioteket", "To the library"),
        "explainLetter": ("Forklar brevet", "Explain the letter"),
        "explanationHeading": ("Forklaring", "Explanation"),
        "localService": ("Tjenesten kjører på denne maskinen: brevet forlater den ikke.", "The service runs on this machine: the letter does not leave it."),
        "homeNetworkService": ("Tjenesten kjører på hjemmenettet: brevet forlater ikke huset, men går ukryptert over nettet hjemme hvis adressen begynner med http://.",
                               "The service runs on the home network: the letter does not leave the house, but crosses the home network unencrypted if the address begins with http://."),
        "remoteService": ("Tjenesten er utenfor huset ditt: brevet sendes kryptert over internett.", "The service is outside your home: the letter is sent encrypted over the internet."),
        "useAllSuggestions": ("Bruk alle forslagene", "Use all suggestions"),
        "useSuggestion": ("Bruk", "Use"),
        "askAssistant": ("Spør assistenten", "Ask the assistant"),
        "assistantAddress": ("Adresse", "Address"),
        "assistantAddressHint": ("Tom: tjenestens vanlige adresse. En lokal tjeneste (llama.cpp, LM Studio, Ollama) har en adresse som http://127.0.0.1:8080. http:// går bare til denne maskinen (localhost, 127.x) og private adresser på hjemmenettet (10.x, 172.16–31.x, 192.168.x); alt annet må være https://.",
                                 "Empty: the service's usual address. A local service (llama.cpp, LM Studio, Ollama) has an address such as http://127.0.0.1:8080. http:// only goes to this machine (localhost, 127.x) and private addresses on the home network (10.x, 172.16–31.x, 192.168.x); anything else must be https://."),
        "assistantMoreNeedsPassphrase": ("Trengs når du velger eller bytter tjeneste, adresse eller nøkkel, velger «alltid» eller lar navnene sendes: det gjelder alle brev fra nå av.",
                                         "Needed when you choose or change the service, address or key, choose «always» or let names be sent: it holds for every letter from now on."),
        "assistantConsent": ("Når kan et brev sendes?", "When may a letter be sent?"),
        "assistantDisclosure": ("Assistenten forklarer brev på enkel norsk og gir et annet blikk på feltene når reglene er usikre. Den er av til du velger en tjeneste. Bare teksten i brevet sendes, og bare når du ber om det (eller har sagt «alltid»): aldri bildene, aldri fødselsnumre, ingen adresser eller telefonnumre, og familiens navn byttes med roller som «pasienten» og «barnet» om du ikke tillater navn. Du ser nøyaktig hva som sendes før første gang.",
                                "The assistant explains letters in plain words and gives a second opinion on the fields when the rules are unsure. It is off until you choose a service. Only the letter's text is sent, and only when you ask (or have said «always»): never the images, never national ID numbers, no addresses or phone numbers, and the family's names are replaced by roles such as «the patient» and «the child» unless you allow names. You see exactly what is sent before the first time."),
        "assistantHeading": ("Assistent (språkmodell)", "Assistant (language model)"),
        "assistantKey": ("Nøkkel", "Key"),
        "assistantKeyHint": ("Lagres kryptert i biblioteket. Ollama og de fleste lokale tjenester trenger ingen.",
                             "Stored encrypted in the library. Ollama and most local services need none."),
        "assistantKeyKept": ("En nøkkel er lagret kryptert. La feltet stå tomt for å beholde den.",
                             "A key is stored encrypted. Leave the field empty to keep it."),
        "assistantModel": ("Modell", "Model"),
        "assistantNames": ("Send familiens navn som de står (ellers byttes de med roller)", "Send the family's names as they stand (otherwise they are replaced by roles)"),
        "assistantProvider": ("Tjeneste", "Service"),
        "assistantQuickAccept": ("Ta forslag uten gjennomsyn når assistenten er minst så sikker (prosent)", "Take suggestions without review when the assistant is at least this sure (percent)"),
        "assistantQuickAcceptHint": ("Gjelder bare brev som lagres uten gjennomsyn, og bare felt reglene var usikre på. Tomt: aldri.",
                                     "Only for letters saved without review, and only fields the rules were unsure of. Empty: never."),
        "assistantRemove": ("Slå av og glem nøkkelen", "Turn off and forget the key"),
        "assistantSuggests": ("Assistentens forslag", "The assistant's suggestions"),
        "assistantSuggestsHint": ("Forslag fra en språkmodell. Ingenting er endret før du velger det.", "Suggestions from a language model. Nothing is changed until you choose it."),
        "assistantTest": ("Prøv tjenesten", "Try the service"),
        "backupHeading": ("Sikkerhetskopi", "Backup"),
        "backupHint": ("Fødselsnumre er kryptert i kopien, men brevenes tekst står i den: oppbevar den trygt.",
                       "National ID numbers are encrypted in the backup, but the letters' text is in it: keep it safe."),
        "back": ("Tilbake", "Back"),
        "beforeSending": ("Før brevet sendes", "Before the letter is sent"),
        "cancel": ("Avbryt", "Cancel"),
        "consentRevocable": ("«Alltid» kan du trekke tilbake under Innstillinger.", "You can take «always» back in Settings."),
        "certificateAndroid1": ("Last ned rotsertifikatet over, og åpne Innstillinger → Sikkerhet og personvern → Flere sikkerhetsinnstillinger → Installer fra lagring (navnet varierer litt mellom telefoner).",
                                "Download the root certificate above, then open Settings → Security and privacy → More security settings → Install from storage (the names vary a little between phones)."),
        "certificateAndroid2": ("Velg «CA-sertifikat», bekreft, og velg filen arkivator-rot.crt.",
                                "Choose “CA certificate”, confirm, and pick the file arkivator-rot.crt."),
        "certificateBack": ("Tilbake til Arkivator", "Back to Arkivator"),
        "certificateDownload": ("Last ned rotsertifikatet", "Download the root certificate"),
        "certificateFingerprintHeading": ("Sammenlign fingeravtrykket", "Compare the fingerprint"),
        "certificateFingerprintHint": ("Telefonen viser sertifikatets SHA-256-fingeravtrykk. Det skal være det samme som her og som «arkivator serve» skrev i vinduet sitt. Er det ikke det, ikke installer.",
                                       "The phone shows the certificate's SHA-256 fingerprint. It must be the same as here and as “arkivator serve” printed in its window. If it is not, do not install it."),
        "certificateHeading": ("Sikker forbindelse til telefonen", "A secure connection to the phone"),
        "certificateIntro": ("Arkivator krypterer trafikken på hjemmenettet med sitt eget sertifikat. For at telefonen skal stole på det, installerer du Arkivators rotsertifikat én gang.",
                             "Arkivator encrypts the traffic on the home network with its own certificate. For the phone to trust it, install Arkivator's root certificate once."),
        "certificateIOS1": ("Åpne denne siden i Safari og trykk «Last ned rotsertifikatet». Velg «Tillat».",
                            "Open this page in Safari and tap “Download the root certificate”. Choose “Allow”."),
        "certificateIOS2": ("Åpne Innstillinger → «Profil lastet ned» → Installer, og skriv telefonens kode.",
                            "Open Settings → “Profile Downloaded” → Install, and enter the phone's passcode."),
        "certificateIOS3": ("Gå til Innstillinger → Generelt → Om → «Sertifikatklarering».",
                            "Go to Settings → General → About → “Certificate Trust Settings”."),
        "certificateIOS4": ("Slå på full tillit for «Arkivator hjemme-CA».", "Turn on full trust for “Arkivator hjemme-CA”."),
        "certificateIPhone": ("iPhone og iPad", "iPhone and iPad"),
        "certificateProfile": ("(Eller som profil: arkivator.mobileconfig.)", "(Or as a profile: arkivator.mobileconfig.)"),
        "certificateLimits": ("Rotsertifikatet kan bare gå god for private adresser på hjemmenettet, localhost og navn på .local – aldri for ekte nettsteder.",
                              "The root certificate can only vouch for private addresses on the home network, localhost and .local names – never for real websites."),
        "certificateLink": ("Første gang på telefonen? Slik stoler den på Arkivator", "First time on the phone? How it comes to trust Arkivator"),
        "certificateNames": ("Sertifikatet gjelder for:", "The certificate is valid for:"),
        "certificateOwn": ("Arkivator bruker et sertifikat du har gitt den selv (--tls-cert). Telefonen stoler på det hvis den stoler på den som utstedte det.",
                           "Arkivator uses a certificate you gave it (--tls-cert). The phone trusts it if it trusts whoever issued it."),
        "certificatePlain": ("Arkivator kjører uten kryptering (--insecure-http). Passordfrasen går ukryptert over nettet.",
                             "Arkivator runs without encryption (--insecure-http). The passphrase crosses the network unencrypted."),
        "certificateTitle": ("Sertifikat", "Certificate"),
        "capture": ("Ta bilde", "Take photo"),
        "captureFirst": ("Ta bilde av et brev for å komme i gang.", "Take a photo of a letter to get started."),
        "captureHeading": ("Ta bilde av et brev", "Take a photo of a letter"),
        "copied": ("Kopiert.", "Copied."),
        "copyAll": ("Kopier all tekst", "Copy all text"),
        "copySelected": ("Teksten er merket; kopier den med menyen.", "The text is selected; copy it from the menu."),
        "cornersHint": ("Dra de fire punktene til hjørnene av arket. Med tastatur: Tab til et punkt og flytt det med piltastene (Skift for større steg). Brevet leses på nytt etterpå.",
                        "Drag the four points to the corners of the sheet. With a keyboard: Tab to a point and move it with the arrow keys (Shift for longer steps). The letter is read again afterwards."),
        "cornersInPixels": ("Hjørnene i bildets piksler", "The corners in the photo's pixels"),
        "createArchive": ("Opprett arkivet", "Create the archive"),
        "deleteDocument": ("Slett dokumentet", "Delete the document"),
        "fodselsnummer": ("Fødselsnummer", "National ID number"),
        "outboxHeading": ("Venter på å sende", "Waiting to send"),
        "outboxHint": ("Brevene ligger trygt på denne telefonen og sendes av seg selv når Arkivator svarer igjen, også om du lukker siden.",
                       "The letters are kept safe on this phone and are sent by themselves when Arkivator answers again, even if you close the page."),
        "outboxLetter": ("Brev tatt", "Letter taken"),
        "outboxLocked": ("Arkivet er låst. Lås det opp, så sendes brevene.", "The archive is locked. Unlock it and the letters are sent."),
        "outboxOffline": ("Får ikke kontakt med Arkivator. Prøver igjen snart.", "Cannot reach Arkivator. Trying again soon."),
        "outboxRefused": ("Arkivator tok ikke imot brevet:", "Arkivator did not accept the letter:"),
        "outboxSent": ("Sendt.", "Sent."),
        "revealFodselsnummer": ("Vis hele", "Show in full"),
        "wholeFilesHeading": ("Filer med hele fødselsnummeret", "Files with the whole national ID number"),
        "wholeFilesHint": ("Filene over viser fødselsnumre som DDMMYY ••••• og har dem sladdet på sidebildene. Med passordfrasen får du filen slik den er lagret.",
                           "The files above show national ID numbers as DDMMYY ••••• and have them blacked out on the page images. With the passphrase you get the file as it is stored."),
        "wholeFile": ("Fil", "File"),
        "downloadWhole": ("Last ned med hele nummeret", "Download with the whole number"),
        "confirmPassphrase": ("Passordfrasen igjen", "The passphrase again"),
        "confirmPassphraseForMore": ("Passordfrasen igjen, om du gir mer tilgang", "The passphrase again, if you grant more"),
        "changePassphraseHeading": ("Passordfrase", "Passphrase"),
        "changePassphraseText": ("En ny passordfrase gir biblioteket en ny nøkkel, trekker tilbake alle API-nøkler og låser alle økter, også denne: lås opp igjen med den nye, så forsegles biblioteket på nytt.",
                                 "A new passphrase gives the library a new key, revokes every API key and locks every session, this one too: unlock again with the new one, and the library is sealed again."),
        "currentPassphrase": ("Nåværende passordfrase", "Current passphrase"),
        "newPassphrase": ("Ny passordfrase", "New passphrase"),
        "newPassphraseAgain": ("Gjenta den nye", "Repeat the new one"),
        "changePassphrase": ("Bytt passordfrase", "Change passphrase"),
        "lockOutHeading": ("Lås ut alle andre", "Lock out everyone else"),
        "lockOutText": ("Biblioteket får en ny nøkkel og forsegles på nytt under den. Alle økter låses, også denne, og en gammel kopi av nøkkelfilen åpner ingenting som er på disken. Passordfrasen og API-nøklene er de samme.",
                        "The library gets a new key and is sealed again under it. Every session locks, this one too, and an old copy of the key file opens nothing that is on disk. The passphrase and the API keys stay the same."),
        "lockOut": ("Lås ut alle andre", "Lock out everyone else"),
        "keyChangePending": ("Biblioteket får en ny nøkkel når du låser opp: databasen og hver fil forsegles på nytt, og i et stort bibliotek tar det opptil et minutt.",
                             "The library gets a new key when you unlock: the database and every file are sealed again, which in a big library takes up to a minute."),
        "sealingProgress": ("Forsegler på nytt: {done} av {total}", "Sealing again: {done} of {total}"),
        "confirmPassphraseHint": ("Det som varer, spør etter passordfrasen på nytt, også når arkivet er låst opp.",
                                "What lasts asks for the passphrase again, even when the archive is unlocked."),
        "deleted": ("Dokumentet er slettet.", "The document was deleted."),
        "discard": ("Forkast", "Discard"),
        "downloadBackup": ("Last ned en sikkerhetskopi av hele arkivet", "Download a backup of the whole archive"),
        "driveLater": ("Kobles til senere under Innstillinger. Til da blir alt liggende bare på denne maskinen.",
                       "Connect it later in Settings. Until then everything stays on this machine only."),
        "driveChangeFolder": ("Bytt mappe", "Change folder"),
        "driveClientHint": ("Lag en OAuth-klient av typen «Desktop app» i ditt eget Google Cloud-prosjekt. Arkivator ber bare om tilgang til filene den selv lager.",
                            "Make an OAuth client of the type «Desktop app» in your own Google Cloud project. Arkivator asks only for access to the files it makes itself."),
        "driveClientID": ("OAuth-klientens id", "The OAuth client's id"),
        "driveClientSecret": ("Klienthemmelighet (valgfri)", "Client secret (optional)"),
        "driveDisconnect": ("Koble fra", "Disconnect"),
        "driveFailed": ("Ikke lastet opp", "Not uploaded"),
        "driveLocalOnly": ("Brevene ligger bare på denne maskinen.", "The letters are on this machine only."),
        "driveRootFolder": ("Mappe i Google Drive", "Folder in Google Drive"),
        "driveSecretKept": ("La feltet stå tomt for å beholde den lagrede.", "Leave the field empty to keep the saved one."),
        "goToSettings": ("Gå til innstillingene", "Go to the settings"),
        "status": ("Status", "Status"),
        "duplicateHint": ("Du velger selv: lagre det likevel, eller forkast det.", "It is up to you: save it anyway, or discard it."),
        "edit": ("Rediger", "Edit"),
        "eraseAll": ("Slett alt", "Erase everything"),
        "eraseHeading": ("Slett alle lokale data", "Erase all local data"),
        "eraseText": ("Alt på denne maskinen slettes: brev, bilder, dokumenter, familien og nøklene. Kopier i Google Drive blir liggende.",
                      "Everything on this machine is erased: letters, images, documents, the family and the keys. Copies in Google Drive remain."),
        "family": ("Familien", "Family"),
        "filter": ("Filtrer", "Filter"),
        "fixCrop": ("Rett beskjæringen", "Fix the crop"),
        "fnrOptional": ("Fødselsnummer (valgfritt; hjelper å kjenne igjen brevene, lagres kryptert)",
                        "National ID number (optional; helps recognise the letters, stored encrypted)"),
        "fnrWarning": ("Teksten inneholder et fødselsnummer.", "The text holds a national ID number."),
        "from": ("Fra", "From"),
        "inProgress": ("Under behandling", "In progress"),
        "institution": ("Institusjon", "Institution"),
        "keywordsComma": ("Stikkord, skilt med komma", "Keywords, separated by commas"),
        "letterDate": ("Brevets dato", "The letter's date"),
        "learnedHint": ("Fylt ut fra rettelsene dine", "Filled in from your corrections"),
        "learningForget": ("Glem det som er lært", "Forget what was learned"),
        "learningHeading": ("Lær av rettelsene mine", "Learn from my corrections"),
        "learningHint": ("Når du retter type, person, avsender eller tittel, husker Arkivator det for neste brev fra samme avsender. Alt skjer på denne maskinen; ingenting sendes noe sted.",
                         "When you correct type, person, sender or title, Arkivator remembers it for the next letter from the same sender. It all happens on this machine; nothing is sent anywhere."),
        "learningOption": ("Bruk rettelsene mine når nye brev tolkes", "Use my corrections when new letters are read"),
        "library": ("Biblioteket", "Library"),
        "libraryNav": ("Bibliotek", "Library"),
        "familyNav": ("Familie", "Family"),
        "lock": ("Lås", "Lock"),
        "lockHeading": ("Lås appen", "Lock the app"),
        "lockQuestion": ("Når skal arkivet låses når det ikke brukes?", "When should the archive lock when it is not in use?"),
        "mainMenu": ("Hovedmeny", "Main menu"),
        "makeToken": ("Lag nøkkel", "Make a key"),
        "name": ("Navn", "Name"),
        "newTokenOnce": ("Ny nøkkel – kopier den nå, den vises bare én gang:", "New key – copy it now, it is shown only once:"),
        "noLettersForPerson": ("Ingen brev for denne personen ennå.", "No letters for this person yet."),
        "noLettersYet": ("Ingen brev her ennå.", "No letters here yet."),
        "noMatches": ("Ingen brev passer til søket.", "No letters match the search."),
        "olderLetters": ("Eldre brev", "Older letters"),
        "moreHits": ("Flere treff", "More results"),
        "othersInFamily": ("Andre i familien, ett navn per linje (kan legges til senere)", "Others in the family, one name per line (can be added later)"),
        "page": ("side", "page"),
        "passphrase": ("Passordfrase", "Passphrase"),
        "passphraseAgain": ("Gjenta passordfrasen", "Repeat the passphrase"),
        "passphraseHint": ("Den låser arkivet. Skriv den ned et trygt sted: uten den kan ingen åpne arkivet, heller ikke vi.",
                           "It locks the archive. Write it down somewhere safe: without it nobody can open the archive, not even us."),
        "person": ("Person", "Person"),
        "photoOfPage": ("Bildet av side", "The photo of page"),
        "photosKept": ("Bildene er tatt vare på.", "The photos are kept."),
        "photosLabel": ("Sidene i brevet, i rekkefølge: bilder (JPEG, PNG, HEIC) eller én PDF",
                        "The pages of the letter, in order: photos (JPEG, PNG, HEIC) or one PDF"),
        "privacyHeading": ("Om personvern", "About privacy"),
        "privacyText": ("Brevene og bildene blir liggende på denne maskinen, og – om du kobler til – i din egen Google Drive. Ingen andre får dem. Alt arkivet lagrer her er kryptert med passordfrasen din, og fødselsnumre vises aldri i filnavn.",
                        "The letters and photos stay on this machine and – if you connect it – in your own Google Drive. Nobody else gets them. Everything the archive keeps here is encrypted with your passphrase, and national ID numbers never appear in file names."),
        "readAgain": ("Les på nytt med disse hjørnene", "Read again with these corners"),
        "readingHeading": ("Leser brevet", "Reading the letter"),
        "readingHint": ("Du kan gå fra siden og komme tilbake; arbeidet fortsetter.", "You may leave this page and come back; the work goes on."),
        "redact": ("Fjern fødselsnummeret", "Remove the ID number"),
        "relationship": ("Hvem er det for deg? (for eksempel barn, mor)", "Who is it to you? (for example child, mother)"),
        "remove": ("Fjern", "Remove"),
        "removeHint": ("Når en person fjernes, blir brevene liggende som «Ukjent person».", "When a person is removed, their letters stay as «Unknown person»."),
        "reviewHeading": ("Se over før du lagrer", "Check before you save"),
        "revoke": ("Trekk tilbake", "Revoke"),
        "save": ("Lagre", "Save"),
        "seeWhatIsSent": ("Se hva som sendes", "See what is sent"),
        "sendAlways": ("Send alltid", "Always send"),
        "sendAlwaysHint": ("«Alltid» gjelder alle brev fra nå av, så det trenger passordfrasen igjen.",
                           "«Always» holds for every letter from now on, so it needs the passphrase again."),
        "sendThisTime": ("Send denne gangen", "Send this time"),
        "sentInstructions": ("Instruksjonen til tjenesten", "The instructions to the service"),
        "sentLetter": ("Brevet slik det sendes", "The letter as it is sent"),
        "sentText": ("Bare teksten i brevet sendes, aldri bildene.", "Only the letter's text is sent, never the images."),
        "sentTo": ("Sendes til", "Sent to"),
        "saveLocally": ("Lagre bare lokalt", "Save locally only"),
        "saveAndUpload": ("Lagre og last opp", "Save and upload"),
        "uploadNeedsDrive": ("Opplasting krever at Google Drive er koblet til under Innstillinger.",
                             "Uploading needs Google Drive connected in Settings."),
        "keywords": ("Stikkord", "Keywords"),
        "removeKeyword": ("Fjern stikkordet", "Remove the keyword"),
        "saved": ("Lagret.", "Saved."),
        "search": ("Søk", "Search"),
        "searchLetters": ("Søk i brevene", "Search the letters"),
        "actionsHeading": ("Hva brevet ber om", "What the letter asks"),
        "addFollowUp": ("Legg til oppfølging", "Add a follow-up"),
        "addPayment": ("Legg til betaling", "Add a payment"),
        "newFollowUp": ("Ny oppfølging", "New follow-up"),
        "newPayment": ("Ny betaling", "New payment"),
        "actionsUnsure": ("Sjekk disse, de var usikre å lese:", "Check these, they were hard to read:"),
        "addToCalendar": ("Legg i kalender", "Add to calendar"),
        "answerDeadline": ("Svarfrist", "Reply by"),
        "appointment": ("Time", "Appointment"),
        "appointmentEnd": ("Slutt", "Ends"),
        "arriveBy": ("Møt kl.", "Arrive by"),
        "bring": ("Ta med", "Bring"),
        "cancelHours": ("Avbestill senest (timer før)", "Cancel at least (hours before)"),
        "cancelPhone": ("Telefon for avbestilling", "Phone for cancelling"),
        "contactPhone": ("Telefon for spørsmål", "Phone for questions"),
        "followUp": ("Oppfølging", "Follow-up"),
        "followUpDue": ("Omtrent når", "Roughly when"),
        "followUpText": ("Hva", "What"),
        "onePerLine": ("Én ting per linje.", "One thing per line."),
        "payment": ("Betaling", "Payment"),
        "paymentAmount": ("Beløp (kr)", "Amount (NOK)"),
        "paymentDue": ("Betales innen", "Pay by"),
        "paymentKind": ("Hva", "What"),
        "paymentReference": ("KID eller kontonummer", "KID or account number"),
        "placeAddress": ("Adresse", "Address"),
        "placeBuilding": ("Bygg eller inngang", "Building or entrance"),
        "placeDepartment": ("Avdeling", "Department"),
        "placeFloor": ("Etasje", "Floor"),
        "placeRoom": ("Rom", "Room"),
        "preparation": ("Forberedelser", "Preparation"),
        "references": ("Referanser", "References"),
        "referencesHint": ("Én per linje, som «Vår ref.: 20/37554».", "One per line, like «Vår ref.: 20/37554»."),
        "toDoHeading": ("Å gjøre", "To do"),
        "nothingToDo": ("Ingenting å gjøre: ingen brev har frister, betalinger eller oppfølging som venter.", "Nothing to do: no letter has a deadline, payment or follow-up waiting."),
        "done": ("Ferdig", "Done"),
        "markDone": ("Merk som ferdig", "Mark as done"),
        "overdue": ("fristen er ute", "overdue"),
        "calendarAddress": ("Adressen til kalenderen", "The calendar's address"),
        "calendarCloud": ("En abonnert kalender kopieres til telefonens sky (iCloud eller Google). Velg hva den skal vise.", "A subscribed calendar is copied into the phone's cloud (iCloud or Google). Choose what it shows."),
        "calendarFor": ("Ny kalender for", "New calendar for"),
        "calendarHeading": ("Kalender", "Calendar"),
        "calendarIntro": ("Abonner på timene fra brevene i telefonens kalender: nye innkallinger kommer av seg selv, og en flyttet time flyttes. Adressen er hemmelig; trekk den tilbake hvis en telefon blir borte.", "Subscribe to the appointments from the letters in the phone's calendar: new appointments arrive by themselves, and a moved one moves. The address is secret; revoke it if a phone is lost."),
        "calendarNew": ("Lag kalender", "Make calendar"),
        "calendarMoreNeedsPassphrase": ("Trengs for «Med detaljer» og for frister fra «Å gjøre»: alle kalendere du har gitt ut, viser det fra nå av. Mindre trenger den ikke.",
                                        "Needed for «With details» and for deadlines from «To do»: every calendar you have given out shows it from now on. Less does not need it."),
        "calendarPrivacy": ("Hva kalenderen viser", "What the calendar shows"),
        "calendarRevoke": ("Trekk tilbake", "Revoke"),
        "calendarSubscribe": ("Abonner på denne telefonen", "Subscribe on this phone"),
        "calendarToDos": ("Vis også frister og betalinger fra «Å gjøre» som heldagsoppføringer", "Also show deadlines and payments from «To do» as all-day entries"),
        "settings": ("Innstillinger", "Settings"),
        "specialty": ("Fagområde", "Specialty"),
        "text": ("Tekst", "Text"),
        "title": ("Tittel", "Title"),
        "to": ("Til", "To"),
        "tokenHint": ("En nøkkel åpner arkivet uten passordfrasen, via", "A key opens the archive without the passphrase, through the"),
        "tokenName": ("Navn på nøkkelen (for eksempel «skript på NAS»)", "Name of the key (for example «script on the NAS»)"),
        "tokensHeading": ("Nøkler til API-et", "API keys"),
        "tryAgain": ("Prøv igjen", "Try again"),
        "type": ("Type", "Type"),
        "setupCode": ("Oppstartskode", "Setup code"),
        "setupCodeHint": ("Koden står i vinduet der «arkivator serve» kjører. Den sørger for at bare du kan opprette arkivet.",
                          "The code is shown in the window where “arkivator serve” runs. It makes sure only you can create the archive."),
        "typeToConfirm": ("Skriv dette for å bekrefte:", "Type this to confirm:"),
        "uncertainBefore": ("Ord som var vanskelige å lese, er", "Words that were hard to read are"),
        "uncertainHint": ("Bildet kan ha vært for mørkt, uskarpt eller tatt for langt unna, eller beskjæringen bommet på arket. Lagrer du likevel, blir teksten slik den står under.",
                          "The photo may have been too dark, blurred or taken from too far away, or the crop missed the sheet. If you save anyway, the text is kept as it stands below."),
        "uncertainMarked": ("merket", "marked"),
        "undo": ("Angre", "Undo"),
        "unlock": ("Lås opp", "Unlock"),
        "unlockIntro": ("Arkivet er låst. Skriv passordfrasen for å åpne det.", "The archive is locked. Enter the passphrase to open it."),
        "unlockTitle": ("Lås opp", "Unlock"),
        "upcoming": ("Kommende timer", "Upcoming appointments"),
        "uploadAndRead": ("Last opp og les", "Upload and read"),
        "uploadFailed": ("Opplastingen feilet. Sjekk nettet og prøv igjen.", "The upload failed. Check the network and try again."),
        "uploading": ("Laster opp …", "Uploading …"),
        "vfAddPage": ("Legg til side", "Add page"),
        "vfAdjust": ("Juster hjørnene", "Adjust the corners"),
        "vfCamera": ("Kamera", "Camera"),
        "vfCornersHint": ("Dra hjørnene til arkets hjørner. Med tastatur: Tab til et hjørne og flytt det med piltastene (Skift for større steg).",
                          "Drag the corners to the sheet's corners. With a keyboard: Tab to a corner and move it with the arrow keys (Shift for bigger steps)."),
        "vfDenied": ("Arkivator har ikke lov til å bruke kameraet. På iPhone: trykk «aA» i adressefeltet → Nettstedsinnstillinger → Kamera → Tillat (eller Innstillinger → Apper → Safari → Kamera → Spør), og last inn siden på nytt. Du kan også velge bilder nedenfor.",
                     "Arkivator is not allowed to use the camera. On an iPhone: tap “aA” in the address bar → Website Settings → Camera → Allow (or Settings → Apps → Safari → Camera → Ask), and reload the page. You can also choose photos below."),
        "vfFlattened": ("Siden slik den blir lest", "The page as it will be read"),
        "vfHoldStill": ("Hold stille …", "Hold still …"),
        "vfInsecure": ("Kameraet kan bare brukes over en sikker forbindelse. Åpne https-adressen som «arkivator serve» skrev, etter å ha installert rotsertifikatet (se «Første gang på telefonen?» på opplåsingssiden). Du kan også velge bilder nedenfor.",
                       "The camera can only be used over a secure connection. Open the https address that “arkivator serve” printed, after installing the root certificate (see “First time on the phone?” on the unlock page). You can also choose photos below."),
        "vfLooking": ("Finner ikke arket. Hold telefonen over brevet, på et mørkt underlag om du kan.",
                      "No sheet in view. Hold the phone over the letter, on a dark surface if you can."),
        "vfMoveDown": ("Flytt ned", "Move down"),
        "vfMoveUp": ("Flytt opp", "Move up"),
        "vfNoCamera": ("Fant ikke noe kamera. Velg bilder eller en PDF nedenfor.", "No camera found. Choose photos or a PDF below."),
        "vfOffline": ("Ingen kontakt med Arkivator: trykk på utløseren selv. Bildene venter på telefonen til de kan sendes.",
                      "No contact with Arkivator: press the shutter yourself. The photos wait on the phone until they can be sent."),
        "vfOrChoose": ("Eller velg bilder eller en PDF", "Or choose photos or a PDF"),
        "vfPageCount": ("sider", "pages"),
        "vfPages": ("Sidene i brevet", "The pages of the letter"),
        "vfPhoto": ("Bildet du tok", "The photo you took"),
        "vfQueuedNow": ("Ingen kontakt med Arkivator nå. Brevet venter på telefonen og sendes av seg selv.",
                        "No contact with Arkivator now. The letter waits on the phone and is sent by itself."),
        "vfRemove": ("Fjern", "Remove"),
        "vfRetake": ("Ta på nytt", "Retake"),
        "vfReviewHeading": ("Ble siden god?", "Is the page good?"),
        "vfSend": ("Send brevet", "Send the letter"),
        "vfSending": ("Sender …", "Sending …"),
        "vfShutter": ("Ta bildet", "Take the picture"),
        "vfStepBack": ("Arket går ut av bildet. Hold telefonen litt lenger unna.",
                       "The sheet runs off the picture. Hold the phone a little further away."),
        "vfTaken": ("Bildet er tatt.", "Picture taken."),
        "vfToPages": ("Til sidene", "To the pages"),
        "vfUse": ("Bruk bildet", "Use the picture"),
        "welcomeHeading": ("Velkommen til Arkivator", "Welcome to Arkivator"),
        "welcomeIntro": ("Arkivator gjør bilder av helsebrev om til et ordnet, søkbart arkiv for familien.",
                         "Arkivator turns photos of health letters into an ordered, searchable archive for the family."),
        "welcomeTitle": ("Velkommen", "Welcome"),
        "whoIsItAbout": ("Hvem gjelder brevet?", "Who is the letter about?"),
        "yourName": ("Ditt navn (legg til meg selv)", "Your name (add myself)"),
    ]
}

/// What a template sees: `t` for the words, everything else from the page's own values.
struct PageContext: MustacheParent {
    let text: UIText
    let page: Any

    func child(named name: String) -> Any? {
        if name == "t" { return text }
        guard let value = Mirror(reflecting: page).children.first(where: { $0.label == name })?.value else { return nil }
        // An optional's value, or nothing for nil, as Mustache expects of a missing key.
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional ? mirror.children.first?.value : value
    }
}
