import ArkivatorCore
import Foundation
import GRDB

extension ArchiveDatabase: FamilyDirectory {
    public func familyMembers() throws -> [FamilyMember] {
        let records = try writer.read { db in
            try FamilyMemberRecord.order(Column("id")).fetchAll(db)
        }
        return try records.map { try $0.member(valueKey: valueKey) }
    }

    public func familyMember(id: FamilyMember.ID) throws -> FamilyMember {
        let record = try writer.read { db in try FamilyMemberRecord.fetchOne(db, key: id) }
        guard let record else { throw StoreError.familyMemberNotFound(id: id) }
        return try record.member(valueKey: valueKey)
    }

    public func addFamilyMember(_ member: FamilyMember) throws -> FamilyMember.ID {
        var record = try FamilyMemberRecord(member, valueKey: valueKey, createdAt: Date())
        record.id = nil
        return try writer.write { db in
            try record.insert(db)
            guard let id = record.id else { throw StoreError.corruptValue(column: "familyMember.id") }
            return id
        }
    }

    public func updateFamilyMember(_ member: FamilyMember) throws {
        guard let id = member.id else { throw StoreError.familyMemberNotFound(id: 0) }
        try writer.write { db in
            guard let existing = try FamilyMemberRecord.fetchOne(db, key: id) else { throw StoreError.familyMemberNotFound(id: id) }
            let record = try FamilyMemberRecord(member, valueKey: valueKey, createdAt: existing.createdAt)
            try record.update(db)
        }
    }

    public func removeFamilyMember(id: FamilyMember.ID) throws {
        try writer.write { db in
            guard try FamilyMemberRecord.deleteOne(db, key: id) else { throw StoreError.familyMemberNotFound(id: id) }
        }
    }
}
