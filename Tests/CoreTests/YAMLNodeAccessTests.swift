import Testing
import SitegenCore

/// The value of key `v` in a one-line YAML map.
private func value(_ yaml: String) throws -> YAMLNode {
    let root = try #require(try YAMLReader.read("v: \(yaml)\n", file: "p.md"))
    return try #require(root["v"])
}

@Suite struct YAMLNodeAccessTests {
    @Test(arguments: ["~", "null", "Null", "NULL", ""])
    func nulls(yaml: String) throws {
        let node = try value(yaml)
        #expect(node.isNull)
        #expect(node.typeName == "null")
    }

    @Test(arguments: ["'~'", "\"null\"", "nil", "none"])
    func notNulls(yaml: String) throws {
        #expect(try value(yaml).isNull == false)
    }

    @Test func booleansFollowTheCoreSchema() throws {
        for yaml in ["true", "True", "TRUE"] { #expect(try value(yaml).bool == true) }
        for yaml in ["false", "False", "FALSE"] { #expect(try value(yaml).bool == false) }
        for yaml in ["yes", "no", "on", "off", "y", "\"true\"", "tRUE"] {
            let node = try value(yaml)
            #expect(node.bool == nil, "\(yaml)")
            #expect(node.typeName == "a string", "\(yaml)")
        }
        #expect(try value("true").typeName == "a boolean")
    }

    @Test func integers() throws {
        #expect(try value("42").int == 42)
        #expect(try value("-7").int == -7)
        #expect(try value("+3").int == 3)
        #expect(try value("0x1F").int == 31)
        #expect(try value("0o17").int == 15)
        #expect(try value("-9223372036854775808").int == Int.min)
        #expect(try value("9223372036854775808").int == nil)
        #expect(try value("1.5").int == nil)
        #expect(try value("'42'").int == nil)
        #expect(try value("1_000").int == nil)
        #expect(try value("42").typeName == "a number")
    }

    @Test func doubles() throws {
        #expect(try value("1.5").double == 1.5)
        #expect(try value("-.5e3").double == -500)
        #expect(try value("3").double == 3)
        #expect(try value("1.").double == 1)
        #expect(try value(".inf").double == .infinity)
        #expect(try value("-.Inf").double == -.infinity)
        #expect(try value(".nan").double?.isNaN == true)
        #expect(try value("1e").double == nil)
        #expect(try value(".").double == nil)
        #expect(try value("1.2.3").double == nil)
        #expect(try value("0x10").double == 16)
        #expect(try value("\"1.5\"").double == nil)
        #expect(try value("1.5").typeName == "a number")
    }

    @Test func stringsListsAndMaps() throws {
        #expect(try value("hello world").string == "hello world")
        #expect(try value("hello world").isString)
        #expect(try value("'42'").isString)
        #expect(try value("yes").isString)
        #expect(try !value("42").isString)
        #expect(try !value("~").isString)
        #expect(try !value("[a]").isString)
        #expect(try value("'quoted'").string == "quoted")
        #expect(try value("42").string == "42")
        let list = try value("[1, 2]")
        #expect(list.string == nil)
        #expect(list.typeName == "a list")
        let map = try value("{a: 1}")
        #expect(map.typeName == "a map")
        #expect(map["a"]?.int == 1)
        #expect(map["b"] == nil)
        #expect(list["a"] == nil)
        #expect(try value("|\n  block\n").typeName == "a string")
    }
}
