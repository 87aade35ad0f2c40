// Names the core had before a rename, kept so code written against them still compiles, with a warning
// and a fix-it that writes the new name.

/// The collection-view and scroll-view half of every node: the earlier name of
/// `CascadingCollectionAndScrollViewMembers`.
@available(
    *, deprecated, renamed: "CascadingCollectionAndScrollViewMembers",
    message: "the class holds the scroll view's members too: write CascadingCollectionAndScrollViewMembers"
)
public typealias CascadingCollectionViewMembers = CascadingCollectionAndScrollViewMembers
