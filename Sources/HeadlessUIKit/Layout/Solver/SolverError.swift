#if !canImport(UIKit)
    /// Why the layout solver refused a request; the solver is unchanged after every one.
    enum SolverError: Error, Equatable {
        /// The required constraints listed cannot all hold. The list is minimal (each constraint in it is
        /// needed for the conflict), ordered as the constraints were added, and ends with the one whose
        /// addition was refused.
        case unsatisfiableConstraints([SolverConstraint])
        /// The constraint was already added.
        case duplicateConstraint(SolverConstraint)
        /// The constraint was never added, or was removed.
        case unknownConstraint(SolverConstraint)
        /// The variable is already an edit variable.
        case duplicateEditVariable(SolverVariable)
        /// The variable is not an edit variable.
        case unknownEditVariable(SolverVariable)
        /// An edit variable's priority must be below `.required`.
        case requiredEditVariable(SolverVariable)
    }
#endif
