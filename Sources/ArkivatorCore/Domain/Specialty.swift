/// The everyday labels of the medical specialties a letter can be about
/// (analysis contract, "Specialty labels").
public enum Specialty {
    public static let labels = [
        "Allmennmedisin", "Anestesi", "Barnesykdommer", "Barne- og ungdomspsykiatri", "Blodsykdommer",
        "Endokrinologi", "Fordøyelseskirurgi", "Gastroenterologi", "Geriatri", "Gynekologi",
        "Hudsykdommer", "Infeksjonsmedisin", "Kardiologi", "Karkirurgi", "Kirurgi", "Lungesykdommer",
        "Nevrokirurgi", "Nevrologi", "Nyresykdommer", "Onkologi", "Ortopedi", "Patologi",
        "Plastikkirurgi", "Psykiatri", "Radiologi", "Rehabilitering", "Revmatologi", "Thoraxkirurgi",
        "Urologi", "Øre-nese-hals", "Øyesykdommer",
    ]

    /// The label a person meant, ignoring case and accents.
    public static func label(matching text: String) -> String? {
        let wanted = NorwegianFolding.fold(text)
        return labels.first { NorwegianFolding.fold($0) == wanted }
    }
}
