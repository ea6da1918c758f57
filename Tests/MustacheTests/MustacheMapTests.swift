@testable import Mustache
import Testing

/// Maps of template values: found by name at any size, equal whatever order they were built in.
@Suite struct MustacheMapTests {
    /// `count` names (`k0`, `k1`…) with their numbers as values, set in a scrambled order.
    private func numbered(_ count: Int) -> MustacheMap {
        var map = MustacheMap()
        for index in 0..<count { map["k\((index * 7) % count)"] = .int((index * 7) % count) }
        return map
    }

    @Test(arguments: [1, 2, 8, 9, 40, 300])
    func everyNameIsFoundAndNoOther(count: Int) {
        let map = numbered(count)
        #expect(map.count == count)
        for index in 0..<count {
            #expect(map["k\(index)"] == .int(index))
            #expect(map.value(forKey: "k\(index)", fingerprint: MustacheMap.fingerprint("k\(index)")) == .int(index))
        }
        #expect(map["k\(count)"] == nil)
        #expect(map["k"] == nil)
        #expect(map[""] == nil)
    }

    @Test func aLookupComparesTheNameNotOnlyTheFingerprint() {
        let map: MustacheMap = ["a": 1, "b": 2]
        #expect(map.value(forKey: "b", fingerprint: MustacheMap.fingerprint("a")) == nil)
    }

    @Test(arguments: [3, 12])
    func namesSharingAFingerprintAreTold(count: Int) {
        let pairs = (0..<count).map { ("name\($0)", MustacheValue.int($0)) }
        let map = MustacheMap(pairs, fingerprint: { _ in 42 })
        for (name, value) in pairs { #expect(map.value(forKey: name, fingerprint: 42) == value) }
        #expect(map.value(forKey: "other", fingerprint: 42) == nil)
    }

    @Test func theOrderOfBuildingDoesNotMatter() {
        let forward = numbered(20)
        var backward = MustacheMap()
        for index in (0..<20).reversed() { backward["k\(index)"] = .int(index) }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(MustacheValue.map(forward) == .map(backward))
    }

    @Test func settingReplacesAndNilRemoves() {
        var map: MustacheMap = ["title": "A", "url": "/a/"]
        map["title"] = "B"
        #expect(map["title"] == "B")
        #expect(map.count == 2)
        map["url"] = nil
        #expect(map["url"] == nil)
        #expect(map.count == 1)
        map["absent"] = nil
        #expect(map.count == 1)
    }

    @Test func aRepeatedNameKeepsItsLastValue() {
        let map: MustacheMap = ["k": 1, "k": 2]
        #expect(map.count == 1)
        #expect(map["k"] == 2)
    }

    @Test func mergingAndFiltering() {
        var map: MustacheMap = ["a": 1, "b": 2]
        map.merge(["b": 20, "c": 30]) { _, new in new }
        #expect(map == ["a": 1, "b": 20, "c": 30])
        map.merge(["a": 10]) { old, _ in old }
        #expect(map["a"] == 1)
        #expect(map.filter { $0.key != "b" } == ["a": 1, "c": 30])
    }

    @Test func templatesFindNamesInLargeAndNestedMaps() throws {
        var site = numbered(30)
        site["name"] = "Example"
        // The second item lacks `k3`: it is found a level up.
        let context: MustacheValue = ["site": .map(site), "k3": "outer", "items": [["k3": "inner"], ["other": 1]]]
        let template = try Template(parsing: "{{site.name}} {{site.k29}}{{#items}} {{k3}}{{/items}}", name: "t")
        #expect(try template.render(context) == "Example 29 inner outer")
    }
}
