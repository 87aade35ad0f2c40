import CascadingTable

/// Photos of the destination in a grid of three columns: a section only a collection view can show,
/// since a table lays out one row per line. It draws its items itself, one per photo title.
final class PhotoGridSection: CascadingNode {
    let photos: [String]

    init(photos: [String]) {
        self.photos = photos
        super.init()
    }

    override func prepare(collectionView: UICollectionView) {
        super.prepare(collectionView: collectionView)
        DemoCells.register(in: collectionView)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        .grid(columns: 3, spacing: 2)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "photo")
        content.text = photos.indices.contains(indexPath.item) ? photos[indexPath.item] : nil
        return DemoCells.cell(in: collectionView, at: indexPath, showing: content)
    }
}
