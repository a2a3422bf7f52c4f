/// How much of a letter a subscribed calendar carries. A subscribed calendar is copied into
/// the phone's cloud, so the default carries only what a calendar needs: the time, the place
/// and a plain word for the kind of appointment.
public enum CalendarPrivacy: String, Sendable, Hashable, Codable, CaseIterable {
    /// The time, the place (institution and address, never the department) and «Time på sykehus».
    case timeAndPlace
    /// Also the letter's title, the department, when to arrive, what to bring, preparation and
    /// how to cancel; never a fødselsnummer.
    case full
}
