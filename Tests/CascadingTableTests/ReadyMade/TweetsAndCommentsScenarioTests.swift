// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// MwfTableViewController's tweets and comments, built with list sections: cells chosen by the row
    /// object's type, `Box` falling back to `Shape`'s mapping, and bulk `performUpdates` of sections and rows.
    @MainActor
    @Suite("Seed scenario: tweets and comments")
    struct TweetsAndCommentsScenarioTests {
        class Post {
            let id: Int
            let text: String
            init(_ id: Int, _ text: String) {
                self.id = id
                self.text = text
            }
        }
        final class Tweet: Post {}
        final class Comment: Post {}
        class Shape: Post {}
        final class Box: Shape {}

        final class TweetCell: UITableViewCell {}
        final class CommentCell: UITableViewCell {}
        final class ShapeCell: UITableViewCell {}

        /// A thread: one section of posts, each in the cell of its type.
        func thread(_ title: String, _ posts: [Post]) -> ListSection<Post> {
            ListSection(posts, id: \.id)
                .cell(TweetCell.self, for: Tweet.self) { cell, tweet in cell.textLabel?.text = "tweet: \(tweet.text)" }
                .cell(CommentCell.self, for: Comment.self) { cell, comment in
                    cell.textLabel?.text = "comment: \(comment.text)"
                }
                .cell(ShapeCell.self, for: Shape.self) { cell, shape in
                    cell.textLabel?.text = "\(type(of: shape)): \(shape.text)"
                }
                .header(title)
        }

        @Test func cellsFollowTheTypeAndBulkUpdatesAreOneBatch() {
            let table = CountingTable()
            let morning = thread("Morning", [Tweet(1, "hello"), Comment(2, "hi"), Box(3, "a box")])
            let evening = thread("Evening", [Tweet(4, "good night")])
            let root = RecoveringRoot(children: [morning, evening], tableView: table)
            #expect(table.shownRows() == [["tweet: hello", "comment: hi", "Box: a box"], ["tweet: good night"]])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) is ShapeCell)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) is CommentCell)

            let batches = table.batches
            root.performUpdates {
                root.insertChild(thread("Noon", [Tweet(5, "lunch"), Shape(6, "a shape")]), at: 1)
                morning.removeItem(at: 1)
                morning.appendItem(Comment(7, "later"))
                evening.insertItem(Comment(8, "sleep well"), at: 0)
                evening.updateItem(Tweet(4, "good night!"))
            }
            #expect(table.batches == batches + 1)
            #expect(table.reloads == 0)
            #expect(
                table.shownRows() == [
                    ["tweet: hello", "Box: a box", "comment: later"], ["tweet: lunch", "Shape: a shape"],
                    ["comment: sleep well", "tweet: good night!"],
                ])
            #expect(root.tableView(table, titleForHeaderInSection: 1) == "Noon")

            root.performUpdates {
                root.removeChild(at: 0)
                evening.items.removeAll { $0 is Comment }
            }
            #expect(table.shownRows() == [["tweet: lunch", "Shape: a shape"], ["tweet: good night!"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }
    }
#endif
