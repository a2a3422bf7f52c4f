/// The languages Arkivator speaks: Bokmål to everyone, and English to whoever asks for it.
public enum Language: String, Sendable, CaseIterable {
    case bokmal = "nb"
    case english = "en"
}
