// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Randomized composition, in a table and in a collection view: trees up to depth 4 mixing
    /// section-level and row-level groups (some drawing a head before their children, a tail after them
    /// and rows or sections of their own among them, each head and tail shown and hidden as a step of
    /// its own), section nodes with their own summary row (declared, with a
    /// total row after the children shown and hidden as a step of its own, or drawn through the routing
    /// hooks, holding rows and list sections: such a section may only be reloaded where the root is told
    /// so), sections spreading their first child's rows between the others' through the routing hooks
    /// (rows, runs of rows and list sections, each finding its rows through the hooks), groups among
    /// sections showing their sections backwards through the routing hooks (a change under them reloads
    /// the view, reported once), roots drawing sections of their own before, among and after their children's,
    /// model-backed runs (half of them keeping their selection in a model of their own, tapped and chosen
    /// from code in every seed), leaf sections, list sections (as sections and as runs of rows), groups of list
    /// sections searched together (searched, or given other sections) and ready-made
    /// rows, changed at every level (single changes, rebuilds by identity, reloads and reconfigures, item
    /// changes of list sections alone and grouped, searches of list sections (a query set or cleared, then
    /// their items changed while it hides some), items moving between list sections, taps (on token rows,
    /// runs' rows, model-backed items and routers' own rows and sections) and selections from code, drags
    /// in editing mode, loading switches, list sections' loading, error and empty-state rows and taps on
    /// their error rows, scrolling), and in grouped updates that mix these
    /// changes at two depths or more (at least a third of the steps).
    ///
    /// Each seed builds one random tree for a table and, for a quarter of the seeds, the same tree for a
    /// collection view (loading rows, headers and footers in both; half of them in a flow layout, half in
    /// the compositional layout the sections describe, with lists, grids and header titles); the same steps
    /// change both. After every step each view
    /// shows exactly what a plain recursive flattening of the tree says (counts, the node each row or item
    /// belongs to, cell content), selects exactly the rows the user's taps left selected and the shown
    /// selected items of each list section, the rows each run's selection model selects, and received no reload the step did not ask for and no
    /// recovery report. Short sessions keep every check cheap enough to compare the whole view after each
    /// of the 200,000 table steps.
    @MainActor
    @Suite("Randomized composition at any depth, in a table and a collection view")
    struct CompositionFuzzTests {
        /// Seeds per case: 500, or the count in `CASCADING_COMPOSITION_SEEDS` for a short run (mutation
        /// testing sets it to run the test once per mutant); the normal run leaves it unset.
        static let seedsPerCase: UInt64 = shortRunSeeds ?? 500
        static let stepsPerSeed = 50

        /// The seed count a short run asks for, or `nil` when `CASCADING_COMPOSITION_SEEDS` is unset or
        /// not a positive number.
        static var shortRunSeeds: UInt64? {
            guard let value = getenv("CASCADING_COMPOSITION_SEEDS"), let seeds = UInt64(String(cString: value)),
                seeds > 0
            else { return nil }
            return seeds
        }

        /// Whether a seed's tree runs in a collection view too: a quarter of the seeds (1,000 of 4,000,
        /// 50,000 steps), of both selection modes, which keeps the test within its time on two cores.
        static func showsCollectionView(_ seed: UInt64) -> Bool { seed % 8 < 2 }

        @Test(arguments: 0..<8)
        func randomTreesMatchTheirFlatteningInBothViews(batch: Int) async {
            var tally = (steps: 0, grouped: 0, deep: 0, collectionSteps: 0, collectionGrouped: 0, collectionDeep: 0)
            let seeds = UInt64(batch) * Self.seedsPerCase..<UInt64(batch + 1) * Self.seedsPerCase
            for seed in seeds {
                let session = CompositionFuzz.Session(
                    seed: seed &* 104_729, showsCollectionView: Self.showsCollectionView(seed))
                var log: [String] = []
                for index in 0..<Self.stepsPerSeed {
                    log.append(session.step())
                    await session.settleSearches()
                    // What waits for the main queue (a status row switching after a drag) runs before the check.
                    await Task.yield()
                    if let problem = session.problem() {
                        Issue.record(
                            "seed \(seed) failed at step \(index): \(problem)\nlast steps: \(log.suffix(6).joined(separator: " | "))"
                        )
                        return
                    }
                }
                tally.steps += session.tally.steps
                tally.grouped += session.tally.grouped
                tally.deep += session.tally.deep
                if session.collectionRun != nil { tally.collectionSteps += session.tally.steps }
                tally.collectionGrouped += session.tally.collectionGrouped
                tally.collectionDeep += session.tally.collectionDeep
            }
            // In each view at least a third of the steps are grouped updates, each changing the tree at two
            // depths or more.
            #expect(tally.steps == Int(Self.seedsPerCase) * Self.stepsPerSeed)
            #expect(tally.grouped * 3 >= tally.steps)
            #expect(tally.deep == tally.grouped)
            #expect(tally.collectionSteps == seeds.filter(Self.showsCollectionView).count * Self.stepsPerSeed)
            #expect(tally.collectionGrouped * 3 >= tally.collectionSteps)
            #expect(tally.collectionDeep == tally.collectionGrouped)
        }
    }
#endif
