import ArkivatorLibrary
import ArkivatorTestSupport
import Foundation
import Testing

@Suite("The inbox `watch` follows")
struct InboxTests {
    @Test("a photo is taken once it has stopped changing; pages of one letter go together; tried photos are set aside, never overwritten")
    func settlingAndSettingAside() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["brev-p1.jpg", "brev-p2.jpg", "lapp.png", "notat.txt"] {
            try Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        var inbox = Inbox(folder: folder)
        #expect(inbox.settledGroups(requireUnchanged: true).isEmpty, "nothing is settled at the first look")
        try Data("lapp, still being copied".utf8).write(to: folder.appendingPathComponent("lapp.png"))
        let settled = inbox.settledGroups(requireUnchanged: true)
        #expect(settled.map { $0.map(\.lastPathComponent) } == [["brev-p1.jpg", "brev-p2.jpg"]])
        #expect(inbox.settledGroups(requireUnchanged: false).count == 2, "a single pass takes what is there")

        try inbox.setAside(settled[0], as: .filed)
        let failed = folder.appendingPathComponent("lapp.png")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Feilet"), withIntermediateDirectories: true)
        try Data("eldre".utf8).write(to: folder.appendingPathComponent("Feilet/lapp.png"))
        try inbox.setAside([failed], as: .failed(reason: "Bildet er for mørkt."))

        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["Arkivert", "Arkivert/brev-p1.jpg", "Arkivert/brev-p2.jpg", "Feilet", "Feilet/lapp (2).png",
                          "Feilet/lapp (2).png.feil.txt", "Feilet/lapp.png", "notat.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("Feilet/lapp (2).png.feil.txt"), encoding: .utf8)
                == "Bildet er for mørkt.\n")
    }
}
