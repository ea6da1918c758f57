// MustacheBench: how fast the Mustache engine renders small pages, and parses them.
//
// Renders 10,000 pages, each with its own data: a page shell with a few escaped variables,
// a section over a list of 10 items, and a partial per item; then the same page written with
// template inheritance (a layout parent with blocks). Prints pages per second and µs per page
// (the best of several runs, and the median), and µs per parse.
import Mustache

let pages = 10_000
let runs = 7

let sources: [String: String] = [
    "page": """
        <!doctype html>
        <html lang="{{lang}}">
          <head>
            <meta charset="utf-8">
            <title>{{title}} · {{site.name}}</title>
            <meta name="description" content="{{description}}">
          </head>
          <body>
            <header><a href="{{site.url}}">{{site.name}}</a></header>
            <main>
              <h1>{{title}}</h1>
              {{#hasItems}}
              <ul class="items">
                {{#items}}
                {{>item}}
                {{/items}}
              </ul>
              {{/hasItems}}
              {{^hasItems}}<p>Nothing here.</p>{{/hasItems}}
            </main>
            <footer>© {{year}} {{site.name}}</footer>
          </body>
        </html>

        """,
    "item": """
        <li id="item-{{id}}"><a href="{{url}}">{{name}}</a> <span class="price">{{price}}</span>{{#tags}} <em>{{.}}</em>{{/tags}}</li>

        """,
    "layout": """
        <!doctype html>
        <html lang="{{lang}}">
          <head>
            <meta charset="utf-8">
            <title>{{$title}}{{site.name}}{{/title}}</title>
          </head>
          <body>
            <header><a href="{{site.url}}">{{site.name}}</a></header>
            <main>
              {{$main}}
              <p>No content.</p>
              {{/main}}
            </main>
            <footer>© {{year}} {{site.name}}</footer>
          </body>
        </html>

        """,
    "inherited": """
        {{<layout}}
          {{$title}}{{title}} · {{site.name}}{{/title}}
          {{$main}}
          <h1>{{title}}</h1>
          <ul class="items">
            {{#items}}
            {{>item}}
            {{/items}}
          </ul>
          {{/main}}
        {{/layout}}

        """,
]

func context(for page: Int) -> MustacheValue {
    let items: [MustacheValue] = (0..<10).map { index in
        [
            "id": .int(page * 10 + index),
            "name": .string("Item <\(index)> & co"),
            "url": .string("/items/\(page)/\(index)"),
            "price": .double(Double(index) * 1.25),
            "tags": index % 3 == 0 ? ["new", "sale"] : [],
        ]
    }
    return [
        "lang": "en",
        "title": .string("Page \(page): \"quotes\" & <tags>"),
        "description": .string("A page about item number \(page)."),
        "site": ["name": "Example", "url": "https://example.org/"],
        "year": 2026,
        "hasItems": true,
        "items": .list(items),
    ]
}

func seconds(_ duration: Duration) -> Double {
    let (whole, fraction) = duration.components
    return Double(whole) + Double(fraction) / 1e18
}

func report(_ label: String, times: [Double], count: Int, bytes: Int) {
    let sorted = times.sorted()
    let best = sorted[0]
    let median = sorted[sorted.count / 2]
    func formatted(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = Double(Int(value * scale + 0.5)) / scale
        return "\(rounded)"
    }
    print("\(label): \(count) renders, \(bytes / count) bytes each")
    print("  best   \(formatted(Double(count) / best, 0)) templates/s, \(formatted(best / Double(count) * 1e6, 2)) µs per render")
    print("  median \(formatted(Double(count) / median, 0)) templates/s, \(formatted(median / Double(count) * 1e6, 2)) µs per render")
}

do {
    let library = try TemplateLibrary(parsing: sources)
    let contexts = (0..<pages).map(context(for:))
    let clock = ContinuousClock()

    for name in ["page", "inherited"] {
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<runs {
            bytes = 0
            let start = clock.now
            for context in contexts {
                bytes += try library.render(name, context: context).utf8.count
            }
            times.append(seconds(clock.now - start))
        }
        report(name == "page" ? "page shell + section + partial" : "same page through a layout parent",
               times: times, count: pages, bytes: bytes)
    }

    // `--render-only` leaves parsing out, to profile rendering alone.
    if !CommandLine.arguments.contains("--render-only") { try benchmarkParsing(clock: clock) }
} catch {
    print(error)
}

func benchmarkParsing(clock: ContinuousClock) throws {
    var parseTimes: [Double] = []
    let source = sources["page"] ?? ""
    for _ in 0..<runs {
        let start = clock.now
        var nodes = 0
        for _ in 0..<pages {
            nodes += try Template(parsing: source, name: "page").referencedNames.count
        }
        parseTimes.append(seconds(clock.now - start))
        precondition(nodes == pages, "the page refers to one partial")
    }
    let bestParse = parseTimes.min() ?? 0
    print("parse: \(source.utf8.count)-byte page, \(Double(Int(bestParse / Double(pages) * 1e8 + 0.5)) / 100) µs per parse (best of \(runs))")
}
