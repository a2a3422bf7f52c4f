import ArgumentParser
import ArkivatorArchive
import ArkivatorDocx
import ArkivatorDrive
import ArkivatorImaging
import ArkivatorLibrary
import ArkivatorOCR
import ArkivatorStore
import Foundation

/// A failure told to the user in plain words, never with document text or an ID number in it.
struct UserFacingError: Error, CustomStringConvertible {
    let description: String

    init(_ message: String) {
        description = message
    }

    /// Words for the errors the library raises; nil for errors ArgumentParser already explains.
    init?(_ error: any Error) {
        switch error {
        case let error as UserFacingError:
            self = error
        case let error as LibraryError:
            self.init(Self.message(for: error))
        case StoreError.libraryAlreadyExists(let path):
            self.init("Det finnes allerede et bibliotek i \(path). Velg en annen mappe med ARKIVATOR_HOME.")
        case StoreError.corruptValue(let column):
            self.init("Biblioteket inneholder en ugyldig verdi (\(column)). Gjenopprett fra sikkerhetskopi.")
        case let error as ImagingError:
            self.init(error.userMessage)
        case let error as OCRError:
            self.init("Tekstgjenkjenningen virker ikke: \(error.description)")
        case let error as LibraryBackup.Problem:
            switch error {
            case .libraryNotEmpty(let path):
                self.init("Det finnes allerede et bibliotek i \(path). Gjenopprett i en tom mappe (velg den med ARKIVATOR_HOME).")
            case .notABackup:
                self.init("Filen er ikke en sikkerhetskopi fra Arkivator.")
            case .unsupportedVersion(let version):
                self.init("Sikkerhetskopien har format \(version), som denne versjonen av Arkivator ikke kan lese. Oppdater Arkivator.")
            case .damaged(let path):
                self.init("Sikkerhetskopien er skadet (\(path) stemmer ikke med sjekksummen). Ingenting er gjenopprettet.")
            }
        case let error as DriveError:
            self.init(error.userMessage)
        case let error as OAuthError:
            self.init(error.userMessage)
        case let error as DriveAccountError:
            self.init(error.userMessage)
        case is SearchablePDF.Problem:
            self.init("PDF-en kunne ikke lages: et sidebilde er ikke en gyldig JPEG.")
        case let error as CocoaError:
            self.init("Filen kunne ikke leses eller skrives (\(error.code.rawValue)).")
        default:
            return nil
        }
    }

    private static func message(for error: LibraryError) -> String {
        switch error {
        // On the command line the id was typed: say which, and where the right one is found.
        case .documentNotFound(let id): "Fant ikke dokument \(id). Se «arkivator list»."
        case .familyMemberNotFound(let id): "Fant ikke familiemedlem \(id). Se «arkivator family list»."
        default: error.norwegian
        }
    }
}
