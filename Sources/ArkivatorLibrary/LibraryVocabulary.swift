import ArkivatorStore

// The values the Library's calls take and answer with, named here so that a front end speaks
// to the Library alone. Only plain values are named: the database, the sealer, Drive's account
// and its sync stay out of a front end's reach.

/// Where a library lives on disk.
public typealias LibraryFolder = ArkivatorStore.LibraryFolder
/// How hard the passphrase is made to guess (scrypt's costs).
public typealias PassphraseHardening = ArkivatorStore.PassphraseHardening
/// A letter read, or being read, and not yet filed.
public typealias PendingJob = ArkivatorStore.PendingJob
/// How far a change of keys, or the sealing of an older library, has come.
public typealias SealingProgress = ArkivatorStore.SealingProgress
/// How many files wait for Drive, are on their way, are there, failed or wait to be trashed.
public typealias UploadQueueCounts = ArkivatorStore.UploadQueueCounts
/// A deletion that can still be undone.
public typealias HeldDeletion = ArkivatorStore.HeldDeletion
/// The owner's choices for the whole library.
public typealias Settings = ArkivatorStore.Settings
