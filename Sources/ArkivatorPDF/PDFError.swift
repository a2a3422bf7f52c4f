/// Why a PDF was refused. Every case says, in Norwegian and English, what the person who gave
/// the file can do about it.
public enum PDFError: Error, Equatable, Sendable {
    /// The file needs a password to be opened.
    case encrypted
    /// Not a PDF, or one too damaged (cut short, broken cross-references) to be read.
    case damaged
    /// More bytes than a letter's PDF is allowed.
    case tooLarge(bytes: Int, limit: Int)
    /// More pages than one letter may have.
    case tooManyPages(count: Int, limit: Int)
    /// A page so large that rendering it would take more pixels than allowed, even at the
    /// lowest resolution worth reading (a page bomb, or a poster rather than a letter).
    case pageTooLarge(page: Int)
    /// Poppler did not finish within its time limit, or ran out of its memory or CPU allowance.
    case tookTooLong
    /// A PDF given together with photos or other files: a PDF is a letter of its own.
    case notAlone
    /// Poppler's tools (pdfinfo, pdftotext, pdftoppm, pdfimages) are not installed.
    case toolsMissing

    /// What went wrong, in words for the person who gave the file.
    public func message(english: Bool = false) -> String {
        switch self {
        case .encrypted:
            english ? "The PDF is password-protected. Save it without a password and try again."
                : "PDF-en er passordbeskyttet. Lagre den uten passord og prøv igjen."
        case .damaged:
            english ? "The file is not a PDF that can be read (it is damaged or cut short)."
                : "Filen er ikke en PDF som kan leses (den er skadet eller avkuttet)."
        case .tooLarge(_, let limit):
            english ? "The PDF is too large (at most \(limit / 1_048_576) MB)."
                : "PDF-en er for stor (høyst \(limit / 1_048_576) MB)."
        case .tooManyPages(let count, let limit):
            english ? "The PDF has \(count) pages; a letter may have at most \(limit)."
                : "PDF-en har \(count) sider; et brev kan ha høyst \(limit)."
        case .pageTooLarge(let page):
            english ? "Page \(page) of the PDF is too large to be a letter's page."
                : "Side \(page) i PDF-en er for stor til å være en brevside."
        case .tookTooLong:
            english ? "Reading the PDF took too long or needed too much memory, and was stopped."
                : "Det tok for lang tid eller for mye minne å lese PDF-en, så lesingen ble stoppet."
        case .notAlone:
            english ? "A PDF is a letter of its own: send it without photos or other files."
                : "En PDF er et eget brev: send den uten bilder eller andre filer."
        case .toolsMissing:
            english ? "PDFs cannot be read on this machine (poppler-utils is not installed)."
                : "PDF-er kan ikke leses på denne maskinen (poppler-utils er ikke installert)."
        }
    }
}
