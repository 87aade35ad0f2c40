// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UISegmentedControlTests {
        @Test func whenSegmentsAreMadeFromItems_thatStringsImagesAndActionsEachGiveASegment() throws {
            let star = try #require(UIImage(systemName: "star"))
            let action = UIAction(title: "Map") { _ in }
            let control = UISegmentedControl(items: ["List", star, action, 42])
            #expect(control.numberOfSegments == 3)
            #expect(control.titleForSegment(at: 0) == "List" && control.imageForSegment(at: 0) == nil)
            #expect(control.imageForSegment(at: 1) === star && control.titleForSegment(at: 1) == nil)
            #expect(control.titleForSegment(at: 2) == "Map" && control.actionForSegment(at: 2) === action)
            #expect(control.actionForSegment(at: 0) == nil)
            #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
        }

        @Test func whenImageAndActionSegmentsAreInserted_thatTheyLandAtTheClampedPosition() throws {
            let star = try #require(UIImage(systemName: "star"))
            let heart = try #require(UIImage(systemName: "heart"))
            let control = UISegmentedControl(items: ["A", "B"])
            let action = UIAction(title: "Go", image: heart) { _ in }
            control.insertSegment(with: star, at: 1, animated: false)
            control.insertSegment(action: action, at: 99, animated: true)
            control.insertSegment(withTitle: "First", at: -3, animated: false)
            #expect(control.numberOfSegments == 5)
            #expect((0..<5).map { control.titleForSegment(at: $0) } == ["First", "A", nil, "B", "Go"])
            #expect(control.imageForSegment(at: 2) === star)
            #expect(control.imageForSegment(at: 4) === heart && control.actionForSegment(at: 4) === action)
        }

        @Test func whenASegmentBeforeTheSelectionIsRemoved_thatTheSelectionFollowsItsSegment() {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.selectedSegmentIndex = 2
            control.removeSegment(at: 0, animated: false)
            #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "C")
            control.removeSegment(at: 5, animated: false)
            #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == 1)
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        }

        @Test func whenTitlesAndImagesAreReplaced_thatOnlyExistingSegmentsChange() throws {
            let star = try #require(UIImage(systemName: "star"))
            let control = UISegmentedControl(items: ["A", "B"])
            control.setTitle("Alpha", forSegmentAt: 0)
            control.setTitle("Ghost", forSegmentAt: 7)
            control.setImage(star, forSegmentAt: 1)
            control.setImage(star, forSegmentAt: -1)
            #expect(control.titleForSegment(at: 0) == "Alpha" && control.titleForSegment(at: 7) == nil)
            #expect(control.imageForSegment(at: 1) === star && control.imageForSegment(at: -1) == nil)
            #expect(control.numberOfSegments == 2)
        }

        @Test func whenASegmentIsDisabled_thatTappingItSelectsNothingAndSendsNothing() {
            var events = 0
            let control = UISegmentedControl(items: ["A", "B"])
            control.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
            control.setEnabled(false, forSegmentAt: 1)
            control.setEnabled(false, forSegmentAt: 9)
            #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
            #expect(!control.isEnabledForSegment(at: 9))
            control.headlessSelectSegment(at: 1)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && events == 0)
            control.setEnabled(true, forSegmentAt: 1)
            control.headlessSelectSegment(at: 1)
            #expect(control.selectedSegmentIndex == 1 && events == 1)
        }

        @Test func whenAMomentaryControlIsTapped_thatItSendsTheChangeAndDeselects() {
            var selectedDuringEvent: [Int] = []
            let control = UISegmentedControl(items: ["Undo", "Redo"])
            control.isMomentary = true
            control.addAction(
                UIAction { [unowned control] _ in selectedDuringEvent.append(control.selectedSegmentIndex) },
                for: .valueChanged)
            control.headlessSelectSegment(at: 1)
            control.headlessSelectSegment(at: 1)
            #expect(selectedDuringEvent == [1, 1])
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        }
    }
#endif
