// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Synchronization
    import Testing

    @testable import HeadlessUIKit

    /// What a completion handler received, kept across the handler's `@Sendable` boundary.
    private final class Received: Sendable {
        let strings = Mutex<[String?]>([])
        let data = Mutex<[Data?]>([])
    }

    @MainActor
    struct NSItemProviderTests {
        /// A provider made as Apple's drag-and-drop sample makes one: plain-text data registered lazily.
        func plainTextProvider(_ text: String) -> NSItemProvider {
            let provider = NSItemProvider()
            let data = text.data(using: .utf8)
            provider.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all) {
                completion in
                completion(data, nil)
                return nil
            }
            return provider
        }

        @Test func whenADraggedRowCarriesPlainTextData_thatItLoadsBackAsAString() {
            let provider = plainTextProvider("Yosemite")
            #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
            #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
            #expect(provider.canLoadObject(ofClass: NSString.self))
            let received = Received()
            provider.loadObject(ofClass: NSString.self) { object, _ in
                received.strings.withLock { $0.append((object as? NSString).map { String($0) }) }
            }
            #expect(received.strings.withLock { $0 } == ["Yosemite"])
        }

        @Test func whenDataIsAskedByType_thatTheLoadHandlerRunsAndAnUnknownTypeFails() {
            let provider = plainTextProvider("Zion")
            let received = Received()
            let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in
                received.data.withLock { $0.append(data) }
            }
            provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in
                received.data.withLock { $0.append(data) }
                received.strings.withLock { $0.append(error.map { _ in "failed" }) }
            }
            #expect(received.data.withLock { $0 } == [Data("Zion".utf8), nil])
            #expect(received.strings.withLock { $0 } == ["failed"] && progress.completedUnitCount == 1)
        }

        @Test func whenTheDataIsOfAnotherType_thatNoStringCanBeLoaded() {
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .ownProcess) { _ in nil }
            #expect(!provider.canLoadObject(ofClass: NSString.self))
            #expect(provider.carriedObject(ofClass: NSString.self) == nil)
            #expect(NSItemProviderRepresentationVisibility.headlessGroup.rawValue == 2)
            #expect(NSString.readableTypeIdentifiersForItemProvider.contains("public.text"))
        }

        @Test func whenAnObjectAndDataAreBothThere_thatTheObjectWinsAndItsTypesComeFirst() {
            let provider = NSItemProvider(object: "Arches" as NSString)
            provider.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all) {
                completion in
                completion(Data("Other".utf8), nil)
                return nil
            }
            #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.plain-text"])
            #expect((provider.carriedObject(ofClass: NSString.self) as? NSString) == "Arches")
        }
    }
#endif
