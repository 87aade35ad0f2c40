#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell a nib holds, which records that it was awoken from the nib.
    private final class NibPhotoCell: UICollectionViewCell {
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = true
        }
    }

    @MainActor
    @Suite struct UICollectionViewNibRegistrationTests {
        private let item = IndexPath(item: 0, section: 0)

        private func makeCollectionView() -> UICollectionView {
            UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        }

        @Test func aCellNibMakesItsStandInAwokenFromTheNibUntilAClassReplacesIt() throws {
            let collectionView = makeCollectionView()
            let nib = UINib(nibName: "PhotoCell", bundle: nil)
            nib.headlessContents = { _ in [NibPhotoCell(frame: .zero)] }
            collectionView.register(nib, forCellWithReuseIdentifier: "photo")
            let cell = try #require(
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: item) as? NibPhotoCell)
            #expect(cell.awoke && cell.reuseIdentifier == "photo")
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "photo")
            #expect(
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: item) is UICollectionViewListCell)
            collectionView.register(nib, forCellWithReuseIdentifier: "photo")
            #expect(collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: item) is NibPhotoCell)
        }

        @Test func aNibWithoutAStandInMakesPlainViewsAndANilNibRemovesTheRegistration() throws {
            let collectionView = makeCollectionView()
            var violations: [String] = []
            collectionView.headlessViolationHandler = { violations.append($0.message) }
            let header = UICollectionView.elementKindSectionHeader
            collectionView.register(UINib(nibName: "Plain", bundle: nil), forCellWithReuseIdentifier: "plain")
            collectionView.register(
                UINib(nibName: "Header", bundle: nil), forSupplementaryViewOfKind: header, withReuseIdentifier: "title")
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: item)
            #expect(type(of: cell) == UICollectionViewCell.self && cell.reuseIdentifier == "plain")
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: header, withReuseIdentifier: "title", for: item)
            #expect(type(of: view) == UICollectionReusableView.self && view.reuseIdentifier == "title")
            #expect(violations.isEmpty)
            collectionView.register(nil as UINib?, forSupplementaryViewOfKind: header, withReuseIdentifier: "title")
            _ = collectionView.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "title", for: item)
            #expect(violations.count == 1 && violations[0].contains("identifier title"))
        }

        @Test func aStandInThatMakesNoSingleReusableViewIsReportedWithUIKitsMessage() {
            let collectionView = makeCollectionView()
            var violations: [UITableView.HeadlessViolation] = []
            collectionView.headlessViolationHandler = { violations.append($0) }
            let nib = UINib(nibName: "Two", bundle: nil)
            nib.headlessContents = { _ in [UICollectionViewCell(frame: .zero), UICollectionViewCell(frame: .zero)] }
            collectionView.register(nib, forCellWithReuseIdentifier: "two")
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "two", for: item)
            #expect(
                violations.map(\.message).first
                    == "invalid nib registered for identifier (two) - nib must contain exactly one top level object which must be a UICollectionReusableView instance"
            )
        }
    }
#endif
