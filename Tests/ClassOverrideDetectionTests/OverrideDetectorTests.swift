import ClassOverrideDetection
import Testing

/// A base class with members a subclass may override.
private class Vehicle {
    func wheels() -> Int { 0 }
    func seats() -> Int { 0 }
    func doors() -> Int { 0 }
}

private enum VehicleMember: Hashable, Sendable { case wheels, seatsAndDoors }

private final class PlainVehicle: Vehicle {}
private final class WheelsProbe: Vehicle { override func wheels() -> Int { 1 } }
/// Overrides the two methods one member stands for.
private final class SeatsAndDoorsProbe: Vehicle {
    override func seats() -> Int { 1 }
    override func doors() -> Int { 1 }
}

/// What users write: a car that overrides wheels and doors, a taxi that adds seats, a generic van.
private class Car: Vehicle {
    override func wheels() -> Int { 4 }
    override func doors() -> Int { 4 }
}
private final class Taxi: Car { override func seats() -> Int { 5 } }
private class Truck: Vehicle { override func wheels() -> Int { 6 } }
private final class Van<Cargo>: Truck {
    var cargo: [Cargo] = []
}

@Suite("Override detector: members of one or several methods, beyond any ancestor")
struct OverrideDetectorTests {
    private let detector = OverrideDetector<Vehicle, VehicleMember>(
        control: PlainVehicle.self, probes: [.wheels: WheelsProbe.self, .seatsAndDoors: SeatsAndDoorsProbe.self],
        methodCounts: [.seatsAndDoors: 2])

    @Test func whenAProbeOverridesTheMethodsItsMemberStandsFor_thatEveryMemberIsDetectable() {
        #expect(detector.detectableMembers == [.wheels, .seatsAndDoors])
    }

    @Test func whenAClassOverridesOneMethodOfAMember_thatTheMemberCounts() {
        #expect(detector.overrides(.seatsAndDoors, in: Car.self) == true)
        #expect(detector.overrides(.seatsAndDoors, in: Truck.self) == false)
        #expect(detector.overrides(.wheels, in: Van<Int>.self) == true)
        #expect(detector.overrides(.seatsAndDoors, in: Van<String>.self) == false)
    }

    @Test func whenAskedBeyondAnAncestor_thatOnlyOverridesBelowItCount() {
        #expect(detector.overrides(.wheels, in: Taxi.self, beyond: Car.self) == false)
        #expect(detector.overrides(.seatsAndDoors, in: Taxi.self, beyond: Car.self) == true)
        #expect(detector.overrides(.wheels, in: Van<Int>.self, beyond: Truck.self) == false)
        #expect(detector.overrides(.wheels, in: Car.self, beyond: Car.self) == false)
    }

    @Test func whenAProbeOverridesAnotherNumberOfMethodsThanStated_thatTheDetectorCannotTell() {
        let miscounted = OverrideDetector<Vehicle, VehicleMember>(
            control: PlainVehicle.self, probes: [.wheels: WheelsProbe.self, .seatsAndDoors: SeatsAndDoorsProbe.self])
        #expect(miscounted.detectableMembers == [.wheels])
        #expect(miscounted.overrides(.seatsAndDoors, in: Taxi.self) == nil)
    }
}
