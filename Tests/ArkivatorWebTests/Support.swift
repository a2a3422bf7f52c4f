import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation

/// The library in `folder` unlocked with the test passphrase, as a browser's session holds it.
func unlockedLibrary(_ folder: LibraryFolder) throws -> Library {
    try LockedLibrary.require(folder).unlocked(passphrase: testPassphrase, appVersion: "test")
}

/// The test passphrase as a form field's value.
let formPassphrase = testPassphrase.replacingOccurrences(of: " ", with: "+")
