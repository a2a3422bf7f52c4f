import Foundation

/// The seven kinds of letter Arkivator files, named by the identifiers of the analysis contract.
public enum DocumentType: String, CaseIterable, Codable, Sendable {
    case innkalling
    case epikrise
    case labSvar = "lab-svar"
    case resept
    case henvisning
    case vedtak
    case annet

    /// The Bokmål word that leads a title and labels a type badge.
    public var norwegianLabel: String {
        switch self {
        case .innkalling: "Innkalling"
        case .epikrise: "Epikrise"
        case .labSvar: "Prøvesvar"
        case .resept: "Resept"
        case .henvisning: "Henvisning"
        case .vedtak: "Vedtak"
        case .annet: "Annet"
        }
    }

    public var englishLabel: String {
        switch self {
        case .innkalling: "Appointment"
        case .epikrise: "Discharge summary"
        case .labSvar: "Test results"
        case .resept: "Prescription"
        case .henvisning: "Referral"
        case .vedtak: "Decision"
        case .annet: "Other"
        }
    }

    /// Accepts the contract identifier or a Norwegian or English label, in any case,
    /// so that people can type what they see on screen.
    public init?(userInput: String) {
        let wanted = userInput.trimmingCharacters(in: .whitespaces).lowercased()
        let match = Self.allCases.first {
            $0.rawValue == wanted || $0.norwegianLabel.lowercased() == wanted
                || $0.englishLabel.lowercased() == wanted
        }
        guard let match else { return nil }
        self = match
    }
}
