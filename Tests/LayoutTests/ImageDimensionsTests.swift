import Foundation
import SitegenLayout
import Testing

@Suite struct ImageDimensionsTests {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/layout-en/Content/articles/images").standardizedFileURL

    func read(_ name: String) throws -> ImageDimensions? {
        let data = try Data(contentsOf: Self.images.appendingPathComponent(name))
        return ImageDimensions.read([UInt8](data))
    }

    /// The fixture images were drawn by Chromium at known sizes (and the GIF by hand).
    @Test(arguments: [
        ("photo.jpg", 900, 300), ("diagram.png", 200, 120), ("icon.gif", 64, 48), ("banner.webp", 500, 250),
        ("small.webp", 40, 30), ("chart.svg", 320, 180), ("wide.svg", 1200, 400),
    ])
    func readsTheHeader(name: String, width: Int, height: Int) throws {
        #expect(try read(name) == ImageDimensions(width: width, height: height))
    }

    @Test func svgWithOnlyAViewBoxHasNoSize() throws {
        #expect(try read("unsized.svg") == nil)
        #expect(ImageDimensions.read(Array("<svg width=\"50%\" height=\"10\"></svg>".utf8)) == nil)
        #expect(ImageDimensions.read(Array("<svg height='12px' width=30></svg>".utf8)) == ImageDimensions(width: 30, height: 12))
    }

    @Test func truncatedOrUnknownBytesGiveNil() throws {
        let png = try Data(contentsOf: Self.images.appendingPathComponent("diagram.png"))
        #expect(ImageDimensions.read(Array([UInt8](png).prefix(20))) == nil)
        let jpeg = try Data(contentsOf: Self.images.appendingPathComponent("photo.jpg"))
        #expect(ImageDimensions.read(Array([UInt8](jpeg).prefix(40))) == nil)
        #expect(ImageDimensions.read([]) == nil)
        #expect(ImageDimensions.read(Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) == nil)
        #expect(ImageDimensions.read([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0]) == nil)
    }
}
