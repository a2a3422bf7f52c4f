/// The search indexes keep neighbouring words as pairs too (`NorwegianTokenizer`), so that a
/// phrase is found through its pairs: both are indexed again from the letters as they are.
enum Migration009SearchPairs {
    static let identifier = "009-search-pairs"

    static let sql = """
        INSERT INTO documentSearch(documentSearch) VALUES ('rebuild');
        INSERT INTO documentHeadingSearch(documentHeadingSearch) VALUES ('rebuild');
        """
}
