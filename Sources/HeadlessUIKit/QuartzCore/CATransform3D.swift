#if !canImport(UIKit)
    import Foundation

    /// A 4 by 4 transformation matrix, as Core Animation declares it: row vectors, so a point (x, y, z, 1)
    /// times the matrix gives the transformed point, and the translation sits in `m41`, `m42`, `m43`.
    ///
    /// `init()` makes the zero matrix, as for the C structure; `CATransform3DIdentity` is the identity.
    public struct CATransform3D: Sendable {
        /// Row 1, column 1.
        public var m11: CGFloat
        /// Row 1, column 2.
        public var m12: CGFloat
        /// Row 1, column 3.
        public var m13: CGFloat
        /// Row 1, column 4.
        public var m14: CGFloat
        /// Row 2, column 1.
        public var m21: CGFloat
        /// Row 2, column 2.
        public var m22: CGFloat
        /// Row 2, column 3.
        public var m23: CGFloat
        /// Row 2, column 4.
        public var m24: CGFloat
        /// Row 3, column 1.
        public var m31: CGFloat
        /// Row 3, column 2.
        public var m32: CGFloat
        /// Row 3, column 3.
        public var m33: CGFloat
        /// Row 3, column 4.
        public var m34: CGFloat
        /// Row 4, column 1: the horizontal translation.
        public var m41: CGFloat
        /// Row 4, column 2: the vertical translation.
        public var m42: CGFloat
        /// Row 4, column 3: the translation in depth.
        public var m43: CGFloat
        /// Row 4, column 4.
        public var m44: CGFloat

        /// The zero matrix (every entry 0), as the C structure's empty initializer makes it.
        public init() {
            self.init(
                m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
        }

        /// A matrix from its sixteen entries, row by row.
        public init(
            m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
            m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
            m43: CGFloat, m44: CGFloat
        ) {
            (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
            (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
            (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
            (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
        }

        /// The entries row by row, for comparisons.
        var entries: [CGFloat] {
            [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        }
    }

    /// The identity transform: ones on the diagonal, zeros elsewhere.
    public let CATransform3DIdentity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether a transform is the identity.
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
        t.entries == CATransform3DIdentity.entries
    }

    /// Whether two transforms are equal, entry by entry.
    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        a.entries == b.entries
    }

    /// The 3D transform that does what an affine transform does, in the plane z = 0.
    public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
        CATransform3D(
            m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
    }

    /// Whether a transform can be expressed as an affine transform (it leaves depth and perspective alone).
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
            && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    }

    /// The affine part of a transform (its x and y rows and translation); exact when the transform is affine.
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }

    /// A transform that scales by the given factors.
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// A transform that moves by the given amounts.
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }
#endif
