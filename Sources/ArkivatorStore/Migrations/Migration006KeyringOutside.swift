/// The vault and the API keys moved to the keyring beside the database (`arkivator.keys`):
/// the database is sealed and cannot be read before unlocking. Their old rows would be a
/// second, stale copy whose revocations nobody keeps.
enum Migration006KeyringOutside {
    static let identifier = "006-keyring-outside"

    static let sql = """
        DROP TABLE IF EXISTS apiToken;
        DROP TABLE IF EXISTS vault;
        """
}
