/// What may reach a log line. Logs outlive the library, get copied into bug reports and sit
/// unencrypted, so they are cleaned harder than a document: anything shaped like a
/// fødselsnummer goes, whether or not the control digits hold (a mistyped number is no less
/// personal), in every form the one detector knows, URL encodings included.
public enum LogRedaction {
    public static let mark = "[FNR]"

    public static func sanitized(_ text: String) -> String {
        Fodselsnummer.replacing(in: text, reaching: .anythingShaped, with: mark)
    }
}
