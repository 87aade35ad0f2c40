#if !canImport(UIKit)
    import Foundation

    /// Groups layer changes and animations, with a duration, pacing and completion shared by the group.
    ///
    /// Transactions nest: `begin()` opens one, `commit()` closes the innermost. Setting a value with no
    /// transaction open opens an implicit one that commits on the next main-queue turn, as the run
    /// loop commits Core Animation's implicit transaction. The completion block runs when the
    /// animations added during the transaction have finished — headlessly on the next main-queue turn,
    /// after their delegates heard `animationDidStop` — and at once on commit when none were added,
    /// as Apple documents.
    @preconcurrency @MainActor
    open class CATransaction: NSObject {
        /// The settings and bookkeeping of one open transaction.
        struct Frame {
            var duration: CFTimeInterval = 0.25
            var timingFunction: CAMediaTimingFunction?
            var disablesActions = false
            var completion: (() -> Void)?
            var values: [String: Any] = [:]
            var addedAnimations = 0
            var isImplicit = false
        }

        /// The open transactions, outermost first.
        static var frames: [Frame] = []

        /// Opens a transaction nested in the current one.
        open class func begin() {
            frames.append(Frame())
        }

        /// Closes the innermost transaction; its completion runs now when it added no animations, else
        /// on the next main-queue turn. Animations it added count for the transaction around it too.
        open class func commit() {
            guard let frame = frames.popLast() else { return }
            finish(frame)
        }

        /// Commits the implicit transaction now, if one is open.
        open class func flush() {
            guard let index = frames.firstIndex(where: \.isImplicit) else { return }
            finish(frames.remove(at: index))
        }

        /// The default duration of the current transaction's animations, in seconds. Default 0.25.
        open class func animationDuration() -> CFTimeInterval { frames.last?.duration ?? 0.25 }

        /// Sets the default duration of the current transaction's animations.
        open class func setAnimationDuration(_ dur: CFTimeInterval) { updateCurrent { $0.duration = dur } }

        /// The default pacing of the current transaction's animations. Default `nil`.
        open class func animationTimingFunction() -> CAMediaTimingFunction? { frames.last?.timingFunction }

        /// Sets the default pacing of the current transaction's animations.
        open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
            updateCurrent { $0.timingFunction = function }
        }

        /// Whether property changes in the current transaction skip their implicit animations. Default `false`.
        open class func disableActions() -> Bool { frames.last?.disablesActions ?? false }

        /// Sets whether property changes in the current transaction skip their implicit animations.
        open class func setDisableActions(_ flag: Bool) { updateCurrent { $0.disablesActions = flag } }

        /// The block the current transaction runs when it completes. Default `nil`.
        open class func completionBlock() -> (() -> Void)? { frames.last?.completion }

        /// Sets the block the current transaction runs when its animations have finished.
        open class func setCompletionBlock(_ block: (() -> Void)?) { updateCurrent { $0.completion = block } }

        /// A value stored in the current transaction under a key.
        open class func value(forKey key: String) -> Any? { frames.last?.values[key] }

        /// Stores a value in the current transaction under a key.
        open class func setValue(_ anObject: Any?, forKey key: String) { updateCurrent { $0.values[key] = anObject } }

        /// Counts an animation added while a transaction is open, so its completion waits for it.
        static func noteAddedAnimation() {
            updateCurrent { $0.addedAnimations += 1 }
        }

        private static func updateCurrent(_ change: (inout Frame) -> Void) {
            if frames.isEmpty {
                frames.append(Frame(isImplicit: true))
                HeadlessMainQueue.next { flush() }
            }
            change(&frames[frames.count - 1])
        }

        private static func finish(_ frame: Frame) {
            if frame.addedAnimations > 0, !frames.isEmpty {
                frames[frames.count - 1].addedAnimations += frame.addedAnimations
            }
            guard let completion = frame.completion else { return }
            if frame.addedAnimations > 0 { HeadlessMainQueue.next(completion) } else { completion() }
        }
    }

    /// Runs work on a later turn of the main queue, as UIKit and Core Animation call completions.
    enum HeadlessMainQueue {
        /// Runs `work` on the main queue after everything already queued there.
        @MainActor
        static func next(_ work: @escaping () -> Void) {
            nonisolated(unsafe) let work = work
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }

    extension CALayer {
        /// Schedules an added animation's start and end for the next main-queue turn.
        func headlessRun(_ anim: CAAnimation) {
            CATransaction.noteAddedAnimation()
            anim.headlessPhase = .added
            HeadlessMainQueue.next { [weak self] in
                guard anim.headlessPhase == .added else { return }
                anim.headlessPhase = .running
                anim.delegate?.animationDidStart(anim)
                guard !anim.repeatsForever, anim.headlessPhase == .running else { return }
                anim.headlessPhase = .stopped
                if anim.isRemovedOnCompletion { self?.runningAnimations.removeAll { $0.animation === anim } }
                anim.delegate?.animationDidStop(anim, finished: true)
            }
        }

        /// Stops a removed animation that has not finished: its delegate hears it did not finish.
        func headlessStop(_ anim: CAAnimation) {
            guard anim.headlessPhase == .added || anim.headlessPhase == .running else { return }
            anim.headlessPhase = .stopped
            HeadlessMainQueue.next { anim.delegate?.animationDidStop(anim, finished: false) }
        }
    }
#endif
