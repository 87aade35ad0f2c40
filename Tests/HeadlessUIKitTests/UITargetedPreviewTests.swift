// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing

    @MainActor
    @Suite("Targeted previews sit where their view is")
    struct UITargetedPreviewTests {
        @Test func aPreviewOfAViewInASuperviewTargetsItsCenterThere() {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
            container.addSubview(view)
            let preview = UITargetedPreview(view: view)
            #expect(preview.target.container === container)
            #expect(preview.target.center == CGPoint(x: 60, y: 40))
            #expect(preview.size == CGSize(width: 100, height: 40))
            #expect(preview.parameters.backgroundColor == nil)
        }

        @Test func aPreviewOfADetachedViewTargetsTheViewItself() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let preview = UITargetedPreview(view: view)
            #expect(preview.target.container === view)
            #expect(preview.target.center == CGPoint(x: 25, y: 25))
        }

        @Test func retargetingKeepsTheViewAndParameters() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let parameters = UIPreviewParameters()
            parameters.backgroundColor = .clear
            let preview = UITargetedPreview(view: view, parameters: parameters)
            let elsewhere = UIView()
            let moved = preview.retargetedPreview(
                with: UIPreviewTarget(container: elsewhere, center: CGPoint(x: 7, y: 9)))
            #expect(moved !== preview)
            #expect(moved.view === view)
            #expect(moved.parameters === parameters)
            #expect(moved.target.container === elsewhere)
            #expect(moved.target.center == CGPoint(x: 7, y: 9))
            #expect(preview.target.container === view)
        }
    }
#endif
