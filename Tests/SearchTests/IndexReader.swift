import Foundation
import SitegenSearch

/// Reads a built `SearchIndex` as the browser's script does: the manifest, then only the
/// shards a word's range falls in; records which shards it opened.
final class IndexReader {
    let index: SearchIndex
    let firstWords: [String]
    let pagesPerFile: Int
    let filesPerFolder: Int
    private(set) var openedShards: [Int] = []

    struct Hit: Equatable {
        var page: Int
        var section: Int
        var score: Int
    }

    init(_ index: SearchIndex) throws {
        self.index = index
        let manifest = try JSONSerialization.jsonObject(with: Data(index.file(SearchIndex.manifestPath)!)) as! [String: Any]
        firstWords = manifest["shards"] as! [String]
        pagesPerFile = manifest["pagesPerFile"] as! Int
        filesPerFolder = manifest["filesPerFolder"] as! Int
    }

    /// The path of the file holding page `number`, as the script makes it from the manifest.
    func pageFilePath(ofPage number: Int) -> String {
        let file = number / pagesPerFile
        return "p/\(file / filesPerFolder)/\(file).json"
    }

    /// Page `number`'s entry (URL, title, sections), taken from the file holding it.
    func page(_ number: Int) throws -> [String: Any] {
        let file = try JSONSerialization.jsonObject(with: Data(index.file(pageFilePath(ofPage: number))!)) as! [[String: Any]]
        return file[number % pagesPerFile]
    }

    /// The shard whose words' range holds `word`.
    func shard(for word: String) -> Int {
        var low = 0, high = firstWords.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstWords[middle].utf16.lexicographicallyPrecedes(word.utf16) || firstWords[middle] == word {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    func entries(ofShard number: Int) throws -> [(word: String, hits: [Hit])] {
        openedShards.append(number)
        let array = try JSONSerialization.jsonObject(with: Data(index.file("s/\(number).json")!)) as! [[Any]]
        return array.map { entry in
            let flat = entry[1] as! [Int]
            var hits: [Hit] = []
            var page = 0
            for start in stride(from: 0, to: flat.count, by: 3) {
                page += flat[start]
                hits.append(Hit(page: page, section: flat[start + 1], score: flat[start + 2]))
            }
            return (entry[0] as! String, hits)
        }
    }

    /// The sections of `word` exactly.
    func lookUp(_ word: String) throws -> [Hit] {
        try entries(ofShard: shard(for: word)).first { $0.word == word }?.hits ?? []
    }

    /// The words that start with `prefix`, reading shards from the one `prefix` falls in
    /// while the next one may still hold such words.
    func words(startingWith prefix: String) throws -> [String] {
        var result: [String] = []
        var number = shard(for: prefix)
        while number < firstWords.count {
            let words = try entries(ofShard: number).map(\.word)
            result += words.filter { $0.hasPrefix(prefix) }
            number += 1
            guard number < firstWords.count, firstWords[number].hasPrefix(prefix) else { break }
        }
        return result
    }
}
