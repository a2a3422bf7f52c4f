/// Each page's original (`PageSource`): the photo it was made from, or the PDF and the page in
/// it, so a filed page can be cropped again from what the camera gave. Letters filed since
/// originals were kept are given theirs here: a letter's single PDF holds every page in order,
/// and a photographed letter has one photo a page.
enum Migration016PageSources {
    static let identifier = "016-page-sources"

    static let sql = """
        ALTER TABLE page ADD COLUMN originalNumber INTEGER CHECK (originalNumber >= 1);
        ALTER TABLE page ADD COLUMN originalPage INTEGER CHECK (originalPage >= 1);
        UPDATE page SET originalNumber = 1, originalPage = number
            WHERE documentId IN (SELECT documentId FROM originalFile GROUP BY documentId
                                 HAVING count(*) = 1 AND max(mediaType) = 'application/pdf');
        UPDATE page SET originalNumber = number
            WHERE originalNumber IS NULL AND EXISTS (
                SELECT 1 FROM originalFile o
                WHERE o.documentId = page.documentId AND o.number = page.number AND o.mediaType <> 'application/pdf');
        """
}
