/// A length in CSS px, fixed-point with 1/64 px resolution: the unit Chromium lays out in.
///
/// Widths of text are rounded up to it and line boxes are stacked in it, so an engine
/// that wants the browser's numbers must do the same arithmetic in the same unit.
public struct LayoutUnit: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Sixty-fourths of a px.
    public var rawValue: Int

    /// Sixty-fourths of a px in one px.
    public static let denominator = 64
    /// The smallest step, 1/64 px.
    public static let epsilon = LayoutUnit(rawValue: 1)
    /// Zero px.
    public static let zero = LayoutUnit(rawValue: 0)

    /// A length of `rawValue` sixty-fourths of a px.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A whole number of px.
    public init(_ px: Int) {
        self.rawValue = px * Self.denominator
    }

    /// `px` rounded to the nearest 1/64 (as Chromium converts a px length in CSS).
    public init(roundingPx px: Double) {
        self.init(clamping: (px * Double(Self.denominator)).rounded())
    }

    /// `px` rounded up to the next 1/64 (as Chromium snaps the width of text).
    public init(ceilingPx px: Double) {
        self.init(clamping: (px * Double(Self.denominator)).rounded(.up))
    }

    /// `px` rounded down to the previous 1/64.
    public init(flooringPx px: Double) {
        self.init(clamping: (px * Double(Self.denominator)).rounded(.down))
    }

    /// Like Chromium, lengths saturate at the range of a 32-bit raw value; not a number is 0.
    private init(clamping raw: Double) {
        let limit = Double(Int32.max)
        self.rawValue = raw.isNaN ? 0 : Int(min(max(raw, -limit), limit))
    }

    /// The length in px.
    public var px: Double { Double(rawValue) / Double(Self.denominator) }

    /// The largest whole number of px not above this length.
    public var floorPx: Int {
        rawValue >= 0 ? rawValue / Self.denominator : -((-rawValue + Self.denominator - 1) / Self.denominator)
    }

    public var description: String { "\(px)px" }

    public static func < (lhs: LayoutUnit, rhs: LayoutUnit) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutUnit, rhs: LayoutUnit) -> LayoutUnit { LayoutUnit(rawValue: lhs.rawValue + rhs.rawValue) }
    public static func - (lhs: LayoutUnit, rhs: LayoutUnit) -> LayoutUnit { LayoutUnit(rawValue: lhs.rawValue - rhs.rawValue) }
    public static func += (lhs: inout LayoutUnit, rhs: LayoutUnit) { lhs.rawValue += rhs.rawValue }
    public static func -= (lhs: inout LayoutUnit, rhs: LayoutUnit) { lhs.rawValue -= rhs.rawValue }
    public static func * (lhs: LayoutUnit, rhs: Int) -> LayoutUnit { LayoutUnit(rawValue: lhs.rawValue * rhs) }
}
