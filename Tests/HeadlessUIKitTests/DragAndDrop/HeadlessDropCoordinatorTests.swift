// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// What a load's completion handler received; the handler runs at once, on the caller's thread.
    private final class LoadResult: @unchecked Sendable {
        var calls = 0
        var text: String?
    }

    // The coordinator a drop delegate is handed, driven through the drag tests' table.
    @MainActor
    extension UITableViewHeadlessDragTests {
        @Test func whenAnItemIsDroppedIntoARow_thatThePreviewIsAskedAndTheAnimationsRunAtOnce() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, log) = makeDraggableTable(model)
            log.proposal = UITableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
            var steps: [String] = []
            log.performDrop = { _, coordinator in
                let animator = coordinator.drop(
                    coordinator.items[0].dragItem, intoRowAt: ip(0, 2), rect: CGRect(x: 0, y: 0, width: 40, height: 40))
                animator.addAnimations { steps.append("animations") }
                animator.addCompletion { position in steps.append("completion \(position == .end)") }
            }
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == .copy)
            #expect(log.calls.contains("dropPreviewParameters [0, 2]"))
            #expect(steps == ["animations", "completion true"])
        }

        @Test func whenAnItemIsDroppedToATarget_thatNoRowIsAskedForAPreview() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, log) = makeDraggableTable(model)
            var completed = false
            log.proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            log.performDrop = { table, coordinator in
                let target = UIDragPreviewTarget(container: table, center: CGPoint(x: 10, y: 10))
                coordinator.drop(coordinator.items[0].dragItem, to: target).addCompletion { _ in completed = true }
            }
            table.headlessDrag(rowAt: ip(0, 1), to: ip(0, 0))
            #expect(completed)
            #expect(!log.calls.contains { $0.hasPrefix("dropPreviewParameters") })
        }

        @Test func whenTheDropIsPerformed_thatTheSessionsLocationIsTheDestinationInEachViewsCoordinates() throws {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, log) = makeDraggableTable(model)
            var locations: [CGPoint] = []
            var allowsMove: Bool?
            log.proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            log.performDrop = { table, coordinator in
                let cell = table.cellForRow(at: ip(0, 2))!
                locations = [coordinator.session.location(in: table), coordinator.session.location(in: cell)]
                allowsMove = coordinator.session.allowsMoveOperation
                let drag = coordinator.session.localDragSession
                locations.append(drag?.location(in: table) ?? .zero)
            }
            table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2))
            let row = table.rectForRow(at: ip(0, 2))
            #expect(
                locations == [
                    CGPoint(x: row.midX, y: row.midY), CGPoint(x: row.midX, y: 22), CGPoint(x: row.midX, y: row.midY),
                ])
            #expect(allowsMove == true)
        }

        @Test func whenAProviderCarriesText_thatItConformsToPlainTextAndLoadsItAtOnce() {
            let provider = NSItemProvider(object: "Yosemite" as NSString)
            #expect(provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
            #expect(!provider.hasItemConformingToTypeIdentifier("public.png"))
            #expect(NSString.readableTypeIdentifiersForItemProvider.first == "public.utf8-plain-text")
            #expect(NSString.readableTypeIdentifiersForItemProvider.contains("public.plain-text"))
            let result = LoadResult()
            let progress = provider.loadObject(ofClass: NSString.self) { object, _ in
                result.calls += 1
                result.text = (object as? NSString).map(String.init)
            }
            #expect(result.calls == 1 && result.text == "Yosemite")
            #expect(progress.isFinished && progress.fractionCompleted == 1)
        }

        @Test func whenAProviderCarriesNothing_thatLoadingHandsOutNil() {
            let provider = NSItemProvider()
            #expect(provider.registeredTypeIdentifiers.isEmpty)
            #expect(!provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
            let result = LoadResult()
            provider.loadObject(ofClass: NSString.self) { object, _ in
                result.calls += 1
                result.text = object.map { "\($0)" }
            }
            #expect(result.calls == 1 && result.text == nil)
        }
    }
#endif
