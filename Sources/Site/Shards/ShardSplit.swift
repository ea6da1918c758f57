/// Which shard renders each output of a site: a split every shard computes alike from the
/// whole site's plan, balanced by how much each output costs to render.
///
/// Outputs are taken heaviest first (ties in route order) and each goes to the shard with
/// the least work so far (ties to the lowest): the same plan always gives the same split.
struct ShardSplit {
    /// For each page of the plan (in its order), then each generated page, its shard (0-based).
    let pageShards: [Int]
    let generatedShards: [Int]

    init(plan: SitePlan, count: Int) {
        var costs: [(cost: Int, order: Int)] = []
        for (order, page) in plan.pages.enumerated() {
            costs.append((Self.cost(of: page), order))
        }
        for (order, generated) in plan.generated.enumerated() {
            costs.append((Self.cost(of: generated.page, plan: plan), plan.pages.count + order))
        }
        var load = [Int](repeating: 0, count: count)
        var shards = [Int](repeating: 0, count: costs.count)
        for item in costs.sorted(by: { ($0.cost, -$0.order) > ($1.cost, -$1.order) }) {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) } ?? 0
            shards[item.order] = lightest
            load[lightest] += item.cost
        }
        pageShards = Array(shards[..<plan.pages.count])
        generatedShards = Array(shards[plan.pages.count...])
    }

    /// A page's cost: its words, and a fixed part for the template around it.
    static func cost(of page: Page) -> Int {
        4_096 + 8 * page.wordCount
    }

    /// A generated page's cost: a tag page's grows with the pages it lists, a page of a long list at most.
    static func cost(of page: GeneratedPage, plan: SitePlan) -> Int {
        let rowsPerPage = ListPaging.standard.rowsPerPage
        switch page {
        case .tag(let position) where plan.tags.indices.contains(position):
            return 4_096 + 512 * min(plan.tags[position].pages.count, rowsPerPage)
        case .listPage:
            return 4_096 + 512 * rowsPerPage
        default:
            return 4_096
        }
    }
}
