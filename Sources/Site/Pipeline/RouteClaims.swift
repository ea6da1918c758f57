import Foundation
import SitegenCore

/// The output paths claimed so far, to refuse a second claim on one (also when two paths
/// differ only by case or Unicode normalization, which some file systems fold together).
struct RouteClaims {
    private var claims: [String: (owner: String, location: SourceLocation?)] = [:]

    /// Claims `route` for `owner`; on a collision, the error is at `location`, or, for an
    /// output sitegen generates (no location), at the file that claimed the path first.
    mutating func claim(_ route: Route, by owner: String, at location: SourceLocation?) -> Diagnostic? {
        let key = route.collisionKey
        guard let first = claims[key] else {
            claims[key] = (owner, location)
            return nil
        }
        guard let location else {
            return .error(at: first.location ?? SourceLocation(file: first.owner),
                          "\(route.urlPath) is also the output of \(owner); rename this file or give it a slug")
        }
        // Names that look alike are the confusing case: say what tells them apart.
        let why = if first.owner.precomposedStringWithCanonicalMapping == owner.precomposedStringWithCanonicalMapping {
            " (the two file names differ only in Unicode normalization, NFC and NFD)"
        } else if first.owner.lowercased() == owner.lowercased() {
            " (the two file names differ only in letter case)"
        } else {
            ""
        }
        return .error(at: location,
                      "\(route.urlPath) is also the output of \(first.owner)\(why); rename one of them or give it a slug")
    }
}
