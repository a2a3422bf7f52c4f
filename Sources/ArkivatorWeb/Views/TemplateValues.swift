import ArkivatorCore
import Mustache

// The values repeated on a page (a library row, a snippet's pieces, a select's options) name
// their fields for the template engine directly: found through `Mirror`, they cost most of the
// time a library page takes to render.

extension PageRoutes.Row: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "date": date
        case "typeLabel": typeLabel
        case "person": person
        case "status": status
        case "snippet": snippet
        case "hasSnippet": hasSnippet
        default: nil
        }
    }
}

extension HighlightedText.Segment: MustacheParent {
    public func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "isMatch": isMatch
        default: nil
        }
    }
}

extension PageRoutes.Option: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "value": value
        case "label": label
        case "selected": selected
        default: nil
        }
    }
}

extension PageRoutes.DetailPage.TextPiece: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "uncertain": uncertain
        default: nil
        }
    }
}
