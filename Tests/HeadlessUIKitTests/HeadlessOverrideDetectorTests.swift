// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    import HeadlessUIKit

    /// A base class with members a subclass may override, as a framework class declares them.
    private class Shape: NSObject {
        let name: String
        init(name: String) {
            self.name = name
        }
        override convenience init() { self.init(name: "shape") }
        func area() -> Double { 0 }
        func perimeter() -> Double { 0 }
        func describe(precision: Int) -> String { name }
    }

    private enum ShapeMember: Hashable, Sendable { case area, perimeter, describe, both, none }

    private final class PlainShape: Shape {}
    private final class AreaProbe: Shape { override func area() -> Double { 1 } }
    private final class PerimeterProbe: Shape { override func perimeter() -> Double { 1 } }
    private final class DescribeProbe: Shape { override func describe(precision: Int) -> String { "" } }
    /// Overrides two members: which slot is which cannot be told from it.
    private final class BothProbe: Shape {
        override func area() -> Double { 1 }
        override func perimeter() -> Double { 1 }
    }

    /// What users write: a subclass with stored properties and its own initializer, overriding one member.
    private class Square: Shape {
        let side: Double
        init(side: Double) {
            self.side = side
            super.init(name: "square")
        }
        override func area() -> Double { side * side }
    }
    /// A subclass of a subclass, overriding nothing itself.
    private final class ColouredSquare: Square {
        var colour = "red"
    }
    /// A subclass of a subclass that overrides another member.
    private final class FramedSquare: Square {
        override func perimeter() -> Double { 4 * side }
    }
    /// A generic subclass.
    private class Polygon<Label>: Shape {
        var label: Label?
        override func describe(precision: Int) -> String { "polygon" }
    }
    /// A generic subclass of a generic subclass, with another parameter.
    private final class LabelledPolygon<Extra, Label>: Polygon<Label> {
        var extra: Extra?
        override func perimeter() -> Double { 3 }
    }

    @Suite("Override detector: which members a subclass overrides, from its metadata")
    struct HeadlessOverrideDetectorTests {
        private let detector = HeadlessOverrideDetector<Shape, ShapeMember>(
            control: PlainShape.self,
            probes: [
                .area: AreaProbe.self, .perimeter: PerimeterProbe.self, .describe: DescribeProbe.self,
                .both: BothProbe.self, .none: PlainShape.self,
            ])

        private func overridden(by subclass: Shape.Type) -> [ShapeMember: Bool?] {
            Dictionary(
                uniqueKeysWithValues: [ShapeMember.area, .perimeter, .describe].map { member in
                    (member, detector.overrides(member, in: subclass))
                })
        }

        @Test func whenAProbeOverridesExactlyOneMember_thatItsSlotIsFound() {
            #expect(detector.detectableMembers == [.area, .perimeter, .describe])
        }

        @Test func whenAProbeOverridesTwoMembersOrNone_thatTheDetectorSaysItCannotTell() {
            #expect(detector.overrides(.both, in: Square.self) == nil)
            #expect(detector.overrides(.none, in: Square.self) == nil)
        }

        @Test func whenTheClassIsTheBaseOrOverridesNothing_thatNoMemberIsOverridden() {
            #expect(overridden(by: Shape.self) == [.area: false, .perimeter: false, .describe: false])
            #expect(overridden(by: PlainShape.self) == [.area: false, .perimeter: false, .describe: false])
        }

        @Test func whenASubclassOverridesOneMember_thatOnlyThatOneIsOverridden() {
            #expect(overridden(by: Square.self) == [.area: true, .perimeter: false, .describe: false])
        }

        @Test func whenASubclassOfASubclassInheritsAnOverride_thatItCounts() {
            #expect(overridden(by: ColouredSquare.self) == [.area: true, .perimeter: false, .describe: false])
            #expect(overridden(by: FramedSquare.self) == [.area: true, .perimeter: true, .describe: false])
        }

        @Test func whenTheSubclassIsGeneric_thatEachSpecialisationIsReadTheSameWay() {
            #expect(overridden(by: Polygon<Int>.self) == [.area: false, .perimeter: false, .describe: true])
            #expect(overridden(by: Polygon<String>.self) == [.area: false, .perimeter: false, .describe: true])
            #expect(
                overridden(by: LabelledPolygon<[Int], Double>.self) == [
                    .area: false, .perimeter: true, .describe: true,
                ])
        }

        @Test func whenTheClassIsKnownOnlyAtRunTime_thatTheAnswerIsTheSame() {
            let shapes: [Shape] = [Square(side: 2), Polygon<Int>(name: "p"), FramedSquare(side: 1)]
            #expect(shapes.map { detector.overrides(.area, in: type(of: $0)) } == [true, false, true])
            #expect(shapes.map { detector.overrides(.perimeter, in: type(of: $0)) } == [false, false, true])
        }

        @Test func whenTheControlIsNotADirectSubclass_thatNothingCanBeTold() {
            let misled = HeadlessOverrideDetector<Shape, ShapeMember>(
                control: ColouredSquare.self, probes: [.area: AreaProbe.self])
            #expect(misled.detectableMembers.isEmpty)
            #expect(misled.overrides(.area, in: Square.self) == nil)
        }
    }
#endif
