import Presenters

/// Keeps the laid-out entries of recently drawn list rows (each row's styled lines, ready to write),
/// so that redrawing a list (`list`, `back`, `refresh`) makes one key and one look-up a row.
///
/// Made and handed down as `LayoutCache` is, for the list's column width; the defaults hold a list of
/// 20,000 rows, and docs/PERFORMANCE.md says what that costs.
@MainActor
public final class ListEntryCache: ViewCache<ListEntryCache.Key, [StyledLine]> {
    /// A cache that holds at most `countLimit` entries and `costLimit` bytes; negative limits count as 0.
    public override init(countLimit: Int = 20_000, costLimit: Int = 48 << 20) {
        super.init(countLimit: countLimit, costLimit: costLimit)
    }

    /// The entries of a batch of `rows` at `width`, their numbers set in `numberWidth` digits, in
    /// colour or not: for each row, the cached lines, or else the result of `layOut`, cached for the
    /// next request.
    ///
    /// A batch is one pass of the cache: when the batch is larger than the cache, the cache keeps the
    /// entries it holds and lays out the rest without keeping them, so that the next draw of the
    /// same rows still finds as many as it holds (`RecencyCache`, "No cliff").
    ///
    /// `layOut` must produce the entry the other arguments describe; they are its cache key.
    public func entries(
        for rows: [QuestionRowDisplay], numberWidth: Int, isStyled: Bool, width: Int,
        layOut: (QuestionRowDisplay) -> [StyledLine]
    ) -> [[StyledLine]] {
        store.beginPass()
        return rows.map { row in
            store.value(
                for: Key(row: row, numberWidth: numberWidth, isStyled: isStyled), width: width,
                layOut: { layOut(row) }, cost: EntryCost.of)
        }
    }
}

extension ListEntryCache {
    /// What identifies a laid-out entry at the cache's width: the row (number, mark and texts), the
    /// digits its batch gives numbers, and whether it is coloured.
    public struct Key: Hashable {
        let row: QuestionRowDisplay
        let numberWidth: Int
        let isStyled: Bool
    }
}
